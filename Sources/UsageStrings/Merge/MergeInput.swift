/// A translation coming back from a translator, whatever file it came in.
public struct MergeUnit: Sendable {
  public var key: String
  /// The locale as the input names it (not yet validated).
  public var locale: String
  public var translation: String?
  /// The source text the translator saw, where the format carries it.
  public var sourceSeen: String?
  /// The fingerprint of the source the translation was made from, where recorded.
  public var fingerprintSeen: String?
  /// What the project held when the tool exported it (`ExportedTranslation`), where recorded.
  public var exported: String? = nil
  /// Where the translation stands, as the input says.
  public var state: TranslationState
  /// Which target it belongs to, when the input says: an XLIFF `original` (relative to where the
  /// export was made), or a `.strings` input's own path (absolute).
  public var original: String?
  /// Whether `original` is a claim about the project (an XLIFF's `<file original>`: a file of
  /// another project is refused), or only a hint (a `.strings` input's path on disk).
  public var namesPlace = false
  /// The table of another kind the unit belongs to (`Localizable.strings`, a storyboard), in a
  /// whole-project export: skipped, not merged or rejected.
  public var otherTable: String? = nil
  /// Where it came from, for messages.
  public var input: String
  public var line: Int

  /// What makes two units the same, wherever they came from.
  struct Identity: Hashable {
    var key, locale: String
    var original, otherTable, translation, sourceSeen: String?
    var state: TranslationState
  }

  var identity: Identity {
    Identity(
      key: key, locale: locale, original: original, otherTable: otherTable,
      translation: translation, sourceSeen: sourceSeen, state: state)
  }
}

/// Reads translators' files into units: XLIFF 1.2 and 2.0, `.xcloc` bundles, `.strings` and
/// `.xcstrings`.
public enum MergeInput {
  /// Units of one input path (absolute); a problem with the file is thrown.
  public static func read(_ path: String, display: String, language: String?) throws(ToolIssue)
    -> [MergeUnit]
  {
    if FileReader.isDirectory(path) {
      return try bundle(path, display: display, language: language)
    }
    let bytes = try FileReader.bytes(path, display: display)
    // A table in property-list form (GlotPress's XML, a built app's binary) is a table too.
    if Paths.pathExtension(path) == "strings", StringsTableFile.isPropertyList(bytes) {
      return try plistStrings(
        PlistDocument.read(path: display, bytes: bytes), path: path, language: language)
    }
    let file = TextFile(path: display, bytes: bytes)
    if let problem = file.encodingProblem {
      let position = file.position(problem.offset)
      throw .fileUnreadable(path: display, reason: "line \(position.line): \(problem.message)")
    }
    switch Paths.pathExtension(path) {
    case "xliff", "xlf":
      let units = try xliff(file, language: language)
      // In a bundle, the bundle's name and manifest state the language (`checkLanguage`).
      if Paths.lastComponent(Paths.parent(path)) != "Localized Contents" {
        try checkNamedLanguage(of: path, display: display, units: units)
      }
      return units
    case "xcstrings": return try catalog(file)
    case "strings": return try strings(file, path: path, language: language)
    default:
      throw .fileUnreadable(
        path: display, reason: "not a file merge reads (.xliff, .xcloc, .strings, .xcstrings)")
    }
  }

  static func fail(_ file: TextFile, _ offset: Int, _ message: String) -> ToolIssue {
    let position = file.position(offset)
    return .fileUnreadable(
      path: file.path, reason: "line \(position.line), column \(position.column): \(message)")
  }

  static func xliff(_ file: TextFile, language: String?) throws(ToolIssue) -> [MergeUnit] {
    // Units of other tables are only counted: their texts are never read into memory.
    switch XLIFFDocument.read(file, skipping: { otherTable($0) != nil }) {
    case .failure(let error): throw fail(file, error.offset, error.message)
    case .success(let document):
      // A file with no target language is one error, not a rejection for each of its units.
      for xliffFile in document.files
      where (xliffFile.targetLanguage ?? "").isEmpty && language == nil {
        throw fail(
          file, xliffFile.units.first?.offset ?? 0,
          "<file original=\"\(xliffFile.original)\"> names no target language (trgLang in XLIFF 2.0); add it, or pass --language"
        )
      }
      return document.files.flatMap { xliffFile in
        let locale =
          (xliffFile.targetLanguage ?? "").isEmpty ? language ?? "" : xliffFile.targetLanguage!
        let otherTable = otherTable(xliffFile.original)
        return xliffFile.units.map { unit in
          var merged = MergeUnit(
            key: unit.resname.flatMap { $0.isEmpty ? nil : $0 } ?? unit.id, locale: locale,
            translation: unit.target, sourceSeen: unit.source,
            fingerprintSeen: nil,
            state: TranslationState.of(
              unit.state, qualifier: unit.stateQualifier, hasTarget: unit.target != nil),
            original: xliffFile.original,
            input: file.path, line: file.position(unit.offset).line)
          merged.namesPlace = true
          merged.exported = ExportedTranslation.recorded(in: unit.notes)
          merged.otherTable = otherTable
          return merged
        }
      }
    }
  }

  /// The table an XLIFF `<file original>` names when it is not the Info.plist's: Xcode exports
  /// every localizable file of a project (`en.lproj/Localizable.strings`, `Main.storyboard`,
  /// `Localizable.xcstrings`). An original that names no such file (a platform's `/en.xliff`)
  /// is nil: its units are routed by key.
  static func otherTable(_ original: String) -> String? {
    let name = Paths.lastComponent(original)
    let lowered = name.lowercased()
    // `RileyLink-InfoPlist.strings`: a target whose Info.plist has a name of its own.
    if lowered.hasSuffix("infoplist.strings") || lowered == "infoplist.xcstrings"
      || lowered.hasSuffix("info.plist")
    {
      return nil
    }
    let tables: Set<String> = [
      "strings", "stringsdict", "xcstrings", "storyboard", "xib", "intentdefinition", "plist",
      "json", "html", "rtf", "txt",
    ]
    return tables.contains(Paths.pathExtension(name).lowercased()) ? name : nil
  }

  static func catalog(_ file: TextFile) throws(ToolIssue) -> [MergeUnit] {
    switch XCStringsCatalog.read(file) {
    case .failure(let error): throw fail(file, error.offset, error.message)
    case .success(let catalog):
      let sourceLanguage = catalog.sourceLanguage ?? "en"
      return catalog.entries.flatMap { entry in
        let source = entry.units(for: sourceLanguage).first { $0.variation.isEmpty }?.value
        return entry.localizations.filter { $0.locale != sourceLanguage }.compactMap {
          localization -> MergeUnit? in
          guard let unit = localization.units.first(where: { $0.variation.isEmpty }) else {
            return nil
          }
          return MergeUnit(
            key: entry.key, locale: localization.locale, translation: unit.value,
            sourceSeen: source, fingerprintSeen: nil,
            state: TranslationState.of(unit.state, hasTarget: true), original: nil,
            input: file.path,
            line: file.position(unit.valueRange.lowerBound).line)
        }
      }
    }
  }

  /// The language of a `.strings` input: `--language`, else its `<lang>.lproj` folder's.
  static func tableLanguage(path: String, display: String, language: String?) throws(ToolIssue)
    -> String
  {
    let folder = Paths.lastComponent(Paths.parent(path))
    guard let locale = language ?? (FileTree.isLprojName(folder) ? String(folder.dropLast(6)) : nil)
    else {
      throw .fileUnreadable(
        path: display,
        reason: "its language is unknown: put it in a <lang>.lproj folder or pass --language")
    }
    return locale
  }

  /// The units of a table in XML or binary property-list form.
  static func plistStrings(_ document: PlistDocument, path: String, language: String?)
    throws(ToolIssue) -> [MergeUnit]
  {
    let locale = try tableLanguage(path: path, display: document.path, language: language)
    if let problem = StringsTableFile.plist(document).plistProblem {
      throw .fileUnreadable(path: document.path, reason: problem.message)
    }
    return (document.root?.members ?? []).compactMap { member in
      guard let value = member.value.string else { return nil }
      let line = member.keyRange.flatMap { document.position($0.lowerBound)?.line } ?? 1
      return MergeUnit(
        key: member.key, locale: locale, translation: value, sourceSeen: nil,
        fingerprintSeen: nil, state: .translated, original: path, input: document.path,
        line: line)
    }
  }

  static func strings(_ file: TextFile, path: String, language: String?) throws(ToolIssue)
    -> [MergeUnit]
  {
    let locale = try tableLanguage(path: path, display: file.path, language: language)
    let document = StringsParser.parse(file)
    if let issue = document.issues.first {
      throw fail(file, issue.offset, issue.message)
    }
    return document.entries.map { entry in
      MergeUnit(
        key: entry.key, locale: locale, translation: entry.stringValue, sourceSeen: nil,
        fingerprintSeen: entry.comment.flatMap { Fingerprint.recorded(in: $0.text) },
        state: .translated, original: path,
        input: file.path, line: file.position(entry.keyToken.range.lowerBound).line)
    }
  }
}
