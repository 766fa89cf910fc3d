/// How merged units become file contents, and how they are checked before anything is written.
extension Merger {
  struct FileWrite {
    var write: PlannedWrite
    var changedKeys: Set<String>
    /// The table the new bytes read as, for validation.
    var tables: [TranslationTable]
    /// For a new table, the project file with the table added to the target's variant group.
    var projectEdit: PlannedWrite?
    /// What to tell the user (a project edit left to them).
    var notes: [String] = []
  }

  /// Why a group's file cannot be written.
  struct Refusal: Error {
    var message: String
  }

  /// `plannedFileWrite`, with a note where the file is one the project does not build: what is
  /// merged there does not ship until the project lists it.
  static func fileWrite(
    _ units: [Placed], target: ResolvedTarget, locale: LocaleIdentifier, context: GenerateContext,
    options: MergeOptions, working: WorkingFiles
  ) -> Result<FileWrite, Refusal> {
    plannedFileWrite(
      units, target: target, locale: locale, context: context, options: options, working: working
    ).map { write in
      guard write.write.isChange,
        target.target.localization.unbuiltTables.contains(write.write.path)
      else {
        return write
      }
      var noted = write
      noted.notes.append(
        "\(write.write.display) was merged into, but the project does not build it (its InfoPlist.strings group does not list it): its values do not ship until the project lists it"
      )
      return noted
    }
  }

  /// The new bytes of the file a group of units goes to: the locale's `.strings` table, else the
  /// target's catalog, else a new `.strings` file — each as earlier groups of the run left it.
  static func plannedFileWrite(
    _ units: [Placed], target: ResolvedTarget, locale: LocaleIdentifier, context: GenerateContext,
    options: MergeOptions, working: WorkingFiles
  ) -> Result<FileWrite, Refusal> {
    // The source language's units (only with `includesSource`) go into the source table.
    if let table = MergeDestination.stringsTable(target, locale), let plist = table.plist {
      let document =
        working.bytes(table.absolutePath).map { PlistDocument.read(path: table.path, bytes: $0) }
        ?? plist
      return editPlistStrings(
        document, table: table, units: units, target: target, locale: locale, context: context)
    }
    if let table = MergeDestination.stringsTable(target, locale), let read = table.strings {
      let document =
        working.bytes(table.absolutePath).map {
          StringsParser.parse(TextFile(path: table.path, bytes: $0))
        } ?? read
      guard document.file.encodingProblem == nil, document.foundationAccepts else {
        return .failure(Refusal(message: "\(table.path) does not parse; nothing was written"))
      }
      return editStrings(
        document, table: table, units: units, target: target, locale: locale, context: context,
        options: options)
    }
    if let catalog = MergeDestination.catalog(target) {
      return editCatalog(
        catalog, units: units, locale: locale, target: target, options: options,
        working: working.bytes(catalog.absolutePath))
    }
    return newTableWrite(
      units, target: target, locale: locale, context: context, options: options, working: working)
  }

  /// The new bytes of a locale that has no table in the project: the file at its path in the
  /// target's folder, which an earlier group of the run may have made; refused where the folder
  /// is unknown or a file the project does not read is in the way.
  static func newTableWrite(
    _ units: [Placed], target: ResolvedTarget, locale: LocaleIdentifier, context: GenerateContext,
    options: MergeOptions, working: WorkingFiles
  ) -> Result<FileWrite, Refusal> {
    guard let folder = target.target.translationsFolder else {
      return .failure(Refusal(message: Generator.homelessMessage(target)))
    }
    let path = Paths.join(folder, "\(locale.raw).lproj/InfoPlist.strings")
    let display = Paths.relative(path, to: options.displayBase)
    // A file an earlier group of this run created (another target sharing the folder).
    if let bytes = working.bytes(path) {
      let document = StringsParser.parse(TextFile(path: display, bytes: bytes))
      let table = TableReader.strings(document, locale: locale, absolutePath: path)
      return editStrings(
        document, table: table, units: units, target: target, locale: locale, context: context,
        options: options)
    }
    // Something discovery did not read (a symbolic link it refused, an unreadable file) is never
    // replaced.
    if FileReader.lexists(path) {
      let reason =
        FileReader.isSymbolicLink(path)
        ? "it is a symbolic link, which merge never writes through"
        : "the project does not list it among the target's InfoPlist.strings, so it was not read as one of its tables (and does not ship); add it to the group in Xcode, then merge again"
      return .failure(
        Refusal(message: "\(display) exists, but \(reason); nothing was written there"))
    }
    return .success(
      createdTable(
        units, path: path, display: display, target: target, locale: locale, context: context,
        options: options, working: working))
  }

  /// A new `.strings` table of the units, as `generate` writes one, and the project edit that
  /// makes it ship.
  static func createdTable(
    _ units: [Placed], path: String, display: String, target: ResolvedTarget,
    locale: LocaleIdentifier, context: GenerateContext, options: MergeOptions,
    working: WorkingFiles
  ) -> FileWrite {
    let values = Dictionary(
      units.map { ($0.entry.key, $0.entry.value ?? "") }, uniquingKeysWith: { $1 })
    let entries = order(units, target: target, context: context).filter { values[$0.key] != nil }
    let generate = GenerateOptions(
      languages: [locale], format: .strings, outputDirectory: nil, templates: options.templates,
      locales: options.locales,
      configuration: options.configuration, displayBase: options.displayBase)
    let bytes = siblingForm(
      of: target,
      Array(
        Generator.newFile(
          target, language: locale, entries: entries, context: context, options: generate
        ).utf8))
    let table = TableReader.strings(
      StringsParser.parse(path: display, bytes: bytes), locale: locale, absolutePath: path)
    // A new table ships only once the project's variant group lists it.
    var edits = ProjectEdits()
    var notes: [String] = []
    edits.add(
      path, of: target, editsProject: options.editsProject, notes: &notes,
      displayBase: options.displayBase)
    let projectEdit = edits.writes(
      displayBase: options.displayBase, current: working.bytes, notes: &notes
    ).first
    return FileWrite(
      write: PlannedWrite(path: path, display: display, bytes: bytes, existing: nil),
      changedKeys: Set(values.keys), tables: [table], projectEdit: projectEdit, notes: notes)
  }

  /// A new table's UTF-8 bytes in the encoding (BOM included) and line endings most of the
  /// target's text tables use: a project whose tables are UTF-16 with CRLF gets one more such.
  static func siblingForm(of target: ResolvedTarget, _ utf8: [UInt8]) -> [UInt8] {
    let files = target.target.tables.compactMap { $0.strings?.file }
    guard !files.isEmpty else { return utf8 }
    let encodings = Dictionary(grouping: files, by: \.encoding).mapValues(\.count)
    let encoding = encodings.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }!.key
    let crlf = files.filter { $0.text.contains(0x0D) }.count * 2 > files.count
    var text = utf8
    if crlf {
      text = []
      for byte in utf8 {
        if byte == 0x0A { text.append(0x0D) }
        text.append(byte)
      }
    }
    return encoding.encode(text)
  }

  /// A `.strings` table edited in place: changed values replaced token for token, fingerprints
  /// brought up to date, new keys inserted in source order.
  static func editStrings(
    _ document: StringsDocument, table: TranslationTable, units: [Placed], target: ResolvedTarget,
    locale: LocaleIdentifier,
    context: GenerateContext, options: MergeOptions
  ) -> Result<FileWrite, Refusal> {
    let present = Generator.presentEntries(document)
    var edits: [TextEdit] = []
    var changed: Set<String> = []
    var missing: Set<String> = []
    for placed in units {
      let key = placed.entry.key
      let value = placed.entry.value ?? ""
      guard let entry = present[key] else {
        missing.insert(key)
        changed.insert(key)
        continue
      }
      if entry.stringValue != value, case .string(_, let token) = entry.value {
        let quote: Character =
          token.kind == .quotedString
            && document.file.text[token.range.lowerBound] == UInt8(ascii: "'") ? "'" : "\""
        edits.append(
          TextEdit(range: token.range, replacement: OpenStepEscapes.quoted(value, quote: quote)))
        changed.insert(key)
      }
      if let note = entry.comment,
        let edit = fingerprintEdit(note, document: document, fingerprint: placed.entry.fingerprint)
      {
        edits.append(edit)
        changed.insert(key)
      }
    }
    let order = order(units, target: target, context: context)
    let language = locale
    let generate = GenerateOptions(
      languages: [language], format: .strings, outputDirectory: nil, templates: options.templates,
      locales: options.locales,
      configuration: options.configuration, displayBase: options.displayBase)
    edits += Generator.insertionEdits(document, order: order, missing: missing) { entry in
      generate.templates.entry.render(
        Generator.templateValues(entry, target: target, language: language, context: context))
    }
    let text = TextEdit.apply(edits, to: document.file.text)
    let bytes = document.file.encoded(text)
    let reparsed = StringsParser.parse(TextFile(path: document.file.path, bytes: bytes))
    // Nothing may be lost: every key of the old file is still there.
    guard reparsed.foundationAccepts,
      Set(document.entries.map(\.key)).isSubset(of: Set(reparsed.entries.map(\.key)))
    else {
      return .failure(
        Refusal(message: "\(table.path) could not be edited safely; nothing was written"))
    }
    let newTable = TableReader.strings(reparsed, locale: locale, absolutePath: table.absolutePath)
    return .success(
      FileWrite(
        write: PlannedWrite(
          path: table.absolutePath, display: table.path, bytes: bytes,
          existing: document.file.bytes),
        changedKeys: changed, tables: [newTable]))
  }

  /// The entries of a table in source order, with the units' values: the keys `generate` writes,
  /// then any other key a unit brings (an app name the Info.plist declares that no table has
  /// yet), in the units' order — a merged unit is never left out.
  static func order(_ units: [Placed], target: ResolvedTarget, context: GenerateContext)
    -> [GenerateEntry]
  {
    // A unit keeps what it was placed with: its value, and the fingerprint of the text it was
    // translated from (so `check` can still say a translation of an older English is stale).
    var entries = Generator.entries(target, context: context).map { entry -> GenerateEntry in
      var entry = entry
      let placed = units.first { $0.entry.key == entry.key }?.entry
      entry.value = placed?.value
      entry.fingerprint = placed?.fingerprint ?? entry.fingerprint
      return entry
    }
    let known = Set(entries.map(\.key))
    entries += units.map(\.entry).filter { !known.contains($0.key) }
    return inSourceTableOrder(entries, target: target)
  }

  /// Entries in the order of the source table, which a translator's table mirrors (the
  /// Info.plist may declare them in another); a key it lacks stays after the key before it.
  static func inSourceTableOrder(_ entries: [GenerateEntry], target: ResolvedTarget)
    -> [GenerateEntry]
  {
    guard let table = target.target.sourceTable, table.format == .strings else { return entries }
    var rank: [String: Int] = [:]
    for (index, entry) in table.entries.enumerated() where rank[entry.key] == nil {
      rank[entry.key] = index
    }
    var previous = -1
    let ranked = entries.enumerated().map { index, entry in
      previous = rank[entry.key] ?? previous
      return (rank: previous, index: index, entry: entry)
    }
    return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.entry)
  }

  /// The note's fingerprint brought up to date, and its "Stale:" line removed.
  static func fingerprintEdit(
    _ note: StringsDocument.Comment, document: StringsDocument, fingerprint: String
  ) -> TextEdit? {
    guard let recorded = Fingerprint.recorded(in: note.text) else { return nil }
    let raw = String(decoding: document.file.text[note.range], as: UTF8.self)
    var updated = raw.replacingOccurrences(of: recorded, with: fingerprint)
    if let stale = updated.range(of: "Stale: the source is now") {
      // The marker runs from its line break to the end of its line (or the comment's close).
      var start = stale.lowerBound
      while start > updated.startIndex, updated[updated.index(before: start)] == " " {
        start = updated.index(before: start)
      }
      if start > updated.startIndex, updated[updated.index(before: start)].isNewline {
        start = updated.index(before: start)
      }
      let end =
        updated[stale.upperBound...].firstIndex { $0.isNewline } ?? updated.range(
          of: "*/", options: .backwards)?.lowerBound ?? updated.endIndex
      updated.removeSubrange(start..<end)
      if updated.hasSuffix("  */") { updated = String(updated.dropLast(4)) + " */" }
    }
    return updated == raw ? nil : TextEdit(range: note.range, replacement: updated)
  }

  /// Whether a catalog localization already says what a unit does: the same value, in a state
  /// that reads as the unit's (an export carries `stale` out as needing review, and back).
  static func sameUnit(_ localization: JSONValue, _ placed: Placed) -> Bool {
    guard localization.members?.count == 1, let unit = localization["stringUnit"],
      unit["value"]?.string == placed.entry.value
    else { return false }
    return TranslationState.of(unit["state"]?.string, hasTarget: true) == placed.unit.state
  }

  /// A catalog entry for a key the target declares (nil when it declares none), holding its
  /// source text as written. A text built from build settings (`$(PRODUCT_NAME)`) gets no source
  /// localization: the catalog would freeze one configuration's value, and Xcode takes it from
  /// the Info.plist.
  static func newCatalogEntry(_ key: String, target: ResolvedTarget, sourceLanguage: String)
    -> JSONValue.Member?
  {
    guard let source = target.sources[key] else { return nil }
    var sourceUnits: [JSONValue.Member] = []
    if let text = source.text, source.written == text {
      sourceUnits.append(.init(key: sourceLanguage, value: Generator.unit(text, state: "new")))
    }
    return .init(
      key: key,
      value: .object([
        ("extractionState", .string("extracted_with_value")),
        ("localizations", .object(sourceUnits, 0..<0)),
      ]))
  }

  /// The target's catalog with the units' localizations set, in Xcode's layout.
  static func editCatalog(
    _ table: TranslationTable, units: [Placed], locale: LocaleIdentifier, target: ResolvedTarget,
    options: MergeOptions, working: [UInt8]?
  ) -> Result<FileWrite, Refusal> {
    guard let bytes = working ?? (try? FileReader.bytes(table.absolutePath, display: table.path)),
      let root = try? JSONParser.parse(bytes)
    else {
      return .failure(
        Refusal(message: "\(table.path) cannot be read as a catalog; nothing was written"))
    }
    var strings = root["strings"]?.members ?? []
    var changed: Set<String> = []
    let sourceLanguage = root["sourceLanguage"]?.string ?? target.target.sourceLanguage.canonical
    for placed in units {
      // A key the catalog does not hold yet (its text is the Info.plist's) joins it with its
      // source, as generate adds it: the translation is never dropped.
      let index =
        strings.firstIndex { $0.key == placed.entry.key }
        ?? newCatalogEntry(placed.entry.key, target: target, sourceLanguage: sourceLanguage).map {
          strings.append($0)
          return strings.count - 1
        }
      guard let index else { continue }
      var localizations = strings[index].value["localizations"]?.members ?? []
      // A unit marked for review stays marked.
      let unit = Generator.unit(placed.entry.value ?? "", state: placed.unit.state.catalogState)
      if let position = localizations.firstIndex(where: { $0.key == locale.raw }) {
        let current = localizations[position].value
        guard !current.sameContent(as: unit), !sameUnit(current, placed) else { continue }
        localizations[position].value = unit
      } else {
        localizations.append(.init(key: locale.raw, value: unit))
      }
      strings[index].value = strings[index].value.setting(
        "localizations", .object(localizations, 0..<0))
      changed.insert(placed.entry.key)
    }
    // Nothing to change: the file stays byte for byte (the printer's layout may differ from it).
    let text =
      changed.isEmpty
      ? String(decoding: bytes, as: UTF8.self)
      : Generator.catalogText(root.setting("strings", .object(strings, 0..<0)), replacing: bytes)
    let file = TextFile(path: table.path, bytes: Array(text.utf8))
    guard case .success(let catalog) = XCStringsCatalog.read(file) else {
      return .failure(
        Refusal(message: "\(table.path) could not be edited safely; nothing was written"))
    }
    return .success(
      FileWrite(
        write: PlannedWrite(
          path: table.absolutePath, display: table.path, bytes: Array(text.utf8), existing: bytes),
        changedKeys: changed,
        tables: TableReader.catalog(catalog, absolutePath: table.absolutePath)))
  }
}
