/// The version of the toolkit, shown by `--version` and in every report.
public enum UsageStringsVersion {
  public static let current = "0.1.0"
}
