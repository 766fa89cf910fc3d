/// What a binary is: its version, the commit it was built from, and the versions of the system
/// libraries it runs with (`--version`), so that a report of a difference names what differed.
public enum BuildInfo {
  /// The commit the binary was built from, nil when built from a source archive.
  public static var commit: String? { BuildCommit.hash.isEmpty ? nil : BuildCommit.hash }

  /// The lines `--version` prints: the version (and commit), then one line per library.
  public static var lines: [String] {
    let commit = self.commit.map { " (commit \($0.prefix(12)))" } ?? ""
    let hunspell =
      SpellingDictionaries.isAvailable ? "built in" : "not built in (wrong-language uses ICU alone)"
    return [
      "usage-strings \(UsageStringsVersion.current)\(commit)",
      "ICU \(ICU.version) (Unicode \(ICU.unicodeVersion))",
      "libyaml \(YAMLReader.libraryVersion)",
      "hunspell \(hunspell)",
    ]
  }
}
