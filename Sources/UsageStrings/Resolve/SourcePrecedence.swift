/// Which of a key's declarations stands for it: an Info.plist value over build settings, and
/// among build configurations `Release`, else the first declared. The one place this is decided.
public enum SourcePrecedence {
  /// Lower ranks win; ties go to the earlier declaration.
  public static func rank(origin: SourceOrigin, configuration: String?) -> Int {
    origin == .infoPlist ? 0 : (configuration == "Release" ? 1 : 2)
  }

  /// The declarations of `entries` in the order they stand (best first, stable).
  static func ranked(_ entries: [SourceEntry]) -> [SourceEntry] {
    entries.indices.sorted { left, right in
      let leftRank = rank(origin: entries[left].origin, configuration: entries[left].configuration)
      let rightRank = rank(
        origin: entries[right].origin, configuration: entries[right].configuration)
      return (leftRank, left) < (rightRank, right)
    }.map { entries[$0] }
  }
}
