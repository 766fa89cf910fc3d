/// `generate --remove-pseudo`: the pseudo-locales taken out again before a release — the
/// `.strings` tables `generate --pseudo` wrote deleted, pseudo localizations removed from
/// catalogs. Nothing a person wrote is touched.
public struct PseudoRemoval: Sendable {
  /// The catalogs rewritten without their pseudo-locales.
  public var writes: [PlannedWrite] = []
  /// The pseudo tables to delete, each with the bytes it held when planned.
  public var deletions: [PlannedDeletion] = []
  /// What is left, and why: a table the project lists, one a person wrote.
  public var leftOver: [String] = []

  /// The removal as one change of the disk.
  public var changes: DiskChanges { DiskChanges(writes: writes, deletions: deletions) }
}

extension Generator {
  public static func pseudoRemoval(_ projects: [Project], options: GenerateOptions)
    -> PseudoRemoval
  {
    var removal = PseudoRemoval()
    var seen: Set<String> = []
    for project in projects {
      let context = GenerateContext(
        project, configuration: options.configuration, locales: options.locales)
      for target in context.targets {
        for table in target.target.localization.pseudoTables
        where seen.insert(table.absolutePath).inserted {
          let display = Paths.relative(table.absolutePath, to: options.displayBase)
          if table.format == .catalog {
            switch catalogWithoutPseudoLocales(table.absolutePath, display: display) {
            case .some(.some(let write)): removal.writes.append(write)
            case .some(.none): break
            case .none:
              removal.leftOver.append("'\(display)' cannot be read as a catalog; it was left alone")
            }
          } else if isListed(table, in: target.target) {
            removal.leftOver.append(
              "'\(display)' is in the project of '\(target.target.name)': remove \(table.locale.raw) from its InfoPlist.strings in Xcode (the file's Localization pane), then run this again"
            )
          } else if let bytes = machineMade(table) {
            removal.deletions.append(
              PlannedDeletion(path: table.absolutePath, display: display, existing: bytes))
          } else {
            removal.leftOver.append(
              "'\(display)' was not written by 'generate --pseudo'; it was left alone (delete it yourself if it is not wanted)"
            )
          }
        }
      }
    }
    return removal
  }

  /// Whether the project file names a table (deleting it would leave a missing file there).
  static func isListed(_ table: TranslationTable, in target: Target) -> Bool {
    target.projectFile != nil && !target.localization.unbuiltTables.contains(table.absolutePath)
      && !target.isSynchronized(table.absolutePath)
  }

  /// The bytes of a table `generate --pseudo` wrote (an `InfoPlist.strings` that opens with the
  /// header it writes), or nil for any other.
  static func machineMade(_ table: TranslationTable) -> [UInt8]? {
    guard Paths.lastComponent(table.absolutePath) == "InfoPlist.strings",
      let pseudo = Pseudolocale(table.locale),
      let bytes = try? FileReader.bytes(table.absolutePath, display: table.path),
      bytes.starts(with: Array(pseudoTableHeader(pseudo, locale: table.locale).utf8))
    else { return nil }
    return bytes
  }

  /// A catalog rewritten in Xcode's layout without its pseudo-locales' localizations: nil when
  /// it cannot be read, `.some(nil)` when it holds none.
  static func catalogWithoutPseudoLocales(_ path: String, display: String) -> PlannedWrite?? {
    guard let bytes = try? FileReader.bytes(path, display: display),
      let root = try? JSONParser.parse(bytes), root.members != nil
    else { return nil }
    var removed = false
    let strings = (root["strings"]?.members ?? []).map { member in
      var member = member
      guard let localizations = member.value["localizations"]?.members else { return member }
      let kept = localizations.filter { !Pseudolocale.isPseudo($0.key) }
      guard kept.count < localizations.count else { return member }
      removed = true
      member.value =
        kept.isEmpty
        ? removing("localizations", from: member.value)
        : member.value.setting("localizations", .object(kept, 0..<0))
      return member
    }
    // Nothing to take out: the file stays byte for byte.
    guard removed else { return .some(nil) }
    let text = catalogText(root.setting("strings", .object(strings, 0..<0)), replacing: bytes)
    return PlannedWrite(path: path, display: display, bytes: Array(text.utf8), existing: bytes)
  }

  /// An object without its member `key`.
  private static func removing(_ key: String, from value: JSONValue) -> JSONValue {
    guard case .object(let members, let range) = value else { return value }
    return .object(members.filter { $0.key != key }, range)
  }
}
