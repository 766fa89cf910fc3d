/// `generate --remove-pseudo`: the pseudo-locales taken out again before a release — their
/// `.strings` tables deleted, their catalog localizations removed.
public struct PseudoRemoval: Sendable {
  /// The catalogs rewritten without their pseudo-locales.
  public var writes: [PlannedWrite] = []
  /// The pseudo tables to delete (absolute, with their display paths).
  public var deletions: [(path: String, display: String)] = []
  public var notes: [String] = []
}

extension Generator {
  public static func pseudoRemoval(_ projects: [Project], options: GenerateOptions)
    -> PseudoRemoval
  {
    var removal = PseudoRemoval()
    var catalogs: Set<String> = []
    for project in projects {
      let context = GenerateContext(
        project, configuration: options.configuration, locales: options.locales)
      for target in context.targets {
        for table in target.target.pseudoTables {
          let display = Paths.relative(table.absolutePath, to: options.displayBase)
          if table.format == .catalog {
            if catalogs.insert(table.absolutePath).inserted,
              let write = catalogWithoutPseudoLocales(table.absolutePath, display: display)
            {
              removal.writes.append(write)
            }
          } else if isListed(table, in: target.target) {
            removal.notes.append(
              "'\(display)' is in the project of '\(target.target.name)': take it out of the target in Xcode, then run this again"
            )
          } else if !removal.deletions.contains(where: { $0.path == table.absolutePath }) {
            removal.deletions.append((table.absolutePath, display))
          }
        }
      }
    }
    return removal
  }

  /// Whether the project file names a table (deleting it would leave a missing file there).
  static func isListed(_ table: TranslationTable, in target: Target) -> Bool {
    target.projectFile != nil && !target.unbuiltTables.contains(table.absolutePath)
      && !target.synchronizedFolders.contains { Paths.isInside(table.absolutePath, $0) }
  }

  /// A catalog rewritten in Xcode's layout without its pseudo-locales' localizations.
  static func catalogWithoutPseudoLocales(_ path: String, display: String) -> PlannedWrite? {
    guard let bytes = try? FileReader.bytes(path, display: display),
      let root = try? JSONParser.parse(bytes)
    else { return nil }
    var removed = false
    let strings = (root["strings"]?.members ?? []).map { member in
      var member = member
      if let localizations = member.value["localizations"]?.members {
        let kept = localizations.filter { !Pseudolocale.isPseudo($0.key) }
        removed = removed || kept.count < localizations.count
        member.value = member.value.setting("localizations", .object(kept, 0..<0))
      }
      return member
    }
    // Nothing to take out: the file stays byte for byte.
    guard removed else { return nil }
    var text = JSONPrinter.print(
      xcodeOrder(root.setting("strings", .object(strings, 0..<0)), isStrings: false),
      style: .xcode)
    // Xcode ends a catalog without a line break; a file that has one keeps it.
    if bytes.last == UInt8(ascii: "\n") && !text.hasSuffix("\n") { text += "\n" }
    return PlannedWrite(path: path, display: display, bytes: Array(text.utf8), existing: bytes)
  }
}
