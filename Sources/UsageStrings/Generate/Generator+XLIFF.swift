/// XLIFF 1.2 exports, one file per language holding every target, as an `.xcloc` does.
extension Generator {
  static func xliffFile(
    _ target: ResolvedTarget, language: LocaleIdentifier, entries: [GenerateEntry],
    context: GenerateContext, options: GenerateOptions
  ) -> XLIFFWriter.File {
    let tables = target.target.tables.filter { $0.locale.canonical == language.canonical }
    let pseudo = Pseudolocale(language)
    let units = entries.map { entry -> XLIFFWriter.Unit in
      if let pseudo { return pseudoUnit(entry, pseudo: pseudo, locale: language) }
      let note = options.templates.entry.render(
        templateValues(entry, target: target, language: language, context: context))
      guard
        let (table, existing) = tables.lazy.compactMap({ table in
          table.entry(forKey: entry.key).map { (table, $0) }
        }).first,
        let value = existing.value
      else {
        var unit = XLIFFWriter.Unit(
          id: entry.key, source: entry.source, target: nil, state: nil, note: note)
        unit.exported = ExportedTranslation.of(nil)
        return unit
      }
      // A catalog's state goes out as it is (and comes back the same); a table's fingerprint
      // says whether its source changed since.
      let (state, qualifier) =
        table.format == .catalog
        ? TranslationState.xliff(forCatalogState: existing.state)
        : existing.comment.flatMap(Fingerprint.recorded).map { $0 != entry.fingerprint } ?? false
          ? ("needs-review-translation", nil) : ("translated", nil)
      var unit = XLIFFWriter.Unit(
        id: entry.key, source: entry.source, target: state == nil ? nil : value, state: state,
        stateQualifier: qualifier, note: note)
      unit.exported = ExportedTranslation.of(value)
      return unit
    }
    return XLIFFWriter.File(
      original: xliffOriginal(target, project: context.project),
      sourceLanguage: target.target.sourceLanguage.canonical,
      targetLanguage: language.canonical, units: units)
  }

  /// The `original` of a target's `<file>`: where its source-language table is (or would be),
  /// relative to the project, so that `merge` finds the target again. A target whose source is
  /// its String Catalog names the catalog, as Xcode's export does.
  static func xliffOriginal(_ target: ResolvedTarget, project: Project) -> String {
    let root = projectFolder(project)
    if let catalog = sourceCatalog(target) { return Paths.relative(catalog.absolutePath, to: root) }
    let folder = target.target.translationsFolder ?? Paths.join(root, safeName(target.target.name))
    return Paths.relative(
      Paths.join(folder, "\(target.target.sourceLanguage.canonical).lproj/InfoPlist.strings"),
      to: root)
  }

  /// The catalog that holds a target's source texts, when no `.strings` table does.
  static func sourceCatalog(_ target: ResolvedTarget) -> TranslationTable? {
    let source = target.target.sourceTable
    guard source == nil || source?.format == .catalog else { return nil }
    return source ?? target.target.tables.first { $0.format == .catalog }
  }

  /// The folder the project lives in: its root, or the folder of the `.xcodeproj`, workspace or
  /// file given. Xcode's exports name files relative to it.
  static func projectFolder(_ project: Project) -> String {
    let root = project.root
    let bundle = ["xcodeproj", "xcworkspace"].contains(Paths.pathExtension(root))
    return FileReader.isDirectory(root) && !bundle ? root : Paths.parent(root)
  }

  /// One file per language; a translator's targets in an existing file are kept (marked for
  /// review when their source changed).
  static func xliffWrites(
    _ files: [String: [XLIFFWriter.File]], options: GenerateOptions,
    path: (String) -> String? = { _ in nil }
  ) -> [PlannedWrite] {
    files.keys.sorted().map { language in
      let path =
        path(language)
        ?? Paths.join(options.outputDirectory ?? options.displayBase, "\(language).xliff")
      let display = Paths.relative(path, to: options.displayBase)
      var existingBytes: [UInt8]?
      var previous: [String: XLIFFDocument.Unit] = [:]
      if let bytes = try? FileReader.bytes(path, display: display) {
        existingBytes = bytes
        // A pseudo-locale's targets are machine-made: each run writes them anew.
        if Pseudolocale(region: language) == nil,
          case .success(let document) = XLIFFDocument.read(TextFile(path: display, bytes: bytes))
        {
          for file in document.files {
            for unit in file.units { previous["\(file.original)|\(unit.id)"] = unit }
          }
        }
      }
      let merged = files[language]!.map { file -> XLIFFWriter.File in
        var file = file
        file.units = file.units.map { unit in
          guard let earlier = previous["\(file.original)|\(unit.id)"], let target = earlier.target
          else { return unit }
          var unit = unit
          unit.target = target
          // The translator's text is from the earlier export: so is its base.
          unit.exported = ExportedTranslation.recorded(in: earlier.notes) ?? unit.exported
          unit.state =
            earlier.source == unit.source
            ? (earlier.state ?? "translated") : "needs-review-translation"
          unit.stateQualifier = earlier.source == unit.source ? earlier.stateQualifier : nil
          return unit
        }
        return file
      }
      return PlannedWrite(
        path: path, display: display,
        bytes: Array(XLIFFWriter.write(merged, version: options.version).utf8),
        existing: existingBytes)
    }
  }
}
