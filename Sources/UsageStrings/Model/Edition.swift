/// An app target of a project, as the rules comparing a white-label app's editions see it: the
/// names it goes by and the tables it builds.
public struct Edition: Sendable, Hashable {
  public var target: String
  /// Its display name, bundle name, product name and target name, where they read as names:
  /// no build setting in them, four characters or more, a capital first.
  public var names: [String]
  /// The tables it builds (absolute paths).
  public var tables: Set<String>

  public init(target: String, names: [String], tables: Set<String>) {
    self.target = target
    self.names = names
    self.tables = tables
  }

  /// The names of a target among `candidates` that read as names.
  public static func names(_ candidates: [String]) -> [String] {
    var seen: Set<String> = []
    return candidates.filter { name in
      !name.contains("$") && name.count >= 4 && (name.first?.isUppercase ?? false)
        && seen.insert(name).inserted
    }
  }
}
