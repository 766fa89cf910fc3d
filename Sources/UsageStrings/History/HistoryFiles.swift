/// The files whose history decides whether a project's translations are stale, from its
/// resolution: each target's source table, Info.plists and other languages' tables.
enum HistoryFiles {
  /// The history of a resolved project, its paths shown relative to `displayBase`.
  static func history(of resolution: ProjectResolution, displayBase: String)
    -> TranslationHistory
  {
    let root = resolution.project.root
    var history = TranslationHistoryReader.read(
      top: resolution.project.repositoryTop,
      targets: resolution.targets.map { files(of: $0, displayBase: displayBase) })
    history.location = Paths.relative(root, to: displayBase)
    return history
  }

  static func files(of resolved: TargetResolution, displayBase: String)
    -> TranslationHistoryReader.TargetFiles
  {
    let target = resolved.target
    func file(_ table: TranslationTable) -> TranslationHistoryReader.File? {
      switch table.format {
      case .strings: .init(path: table.absolutePath, kind: .strings, locale: table.locale.raw)
      case .catalog: .init(path: table.absolutePath, kind: .catalog, locale: table.locale.raw)
      default: nil
      }
    }
    let translations = target.builtTables.filter { table in
      !target.isSourceTable(table) && table.locale.isUsable && table.locale.kind != .base
    }.compactMap(file)
    // Display paths of the files that declare keys, made absolute again.
    func declaring(_ origin: SourceOrigin, _ kind: TranslationHistoryReader.FileKind)
      -> [TranslationHistoryReader.File]
    {
      target.sources.filter { $0.origin == origin }.map(\.keyLocation.file).uniqued().map {
        .init(
          path: Paths.normalize($0.hasPrefix("/") ? $0 : Paths.join(displayBase, $0)),
          kind: kind, locale: "")
      }
    }
    // A project file changes in most commits: its versions are read only where a key's source
    // is a build setting today.
    let fromSettings = resolved.sources.values.values.contains { $0.origin == .buildSetting }
    var files = TranslationHistoryReader.TargetFiles(
      sourceTable: target.sourceTable.flatMap(file),
      infoPlists: declaring(.infoPlist, .infoPlist),
      buildSettings: fromSettings ? declaring(.buildSetting, .buildSettings) : [],
      // Only what a device reads: a key the tables hold but no Info.plist declares is shown
      // nowhere (`orphan-purpose-string`), stale or not.
      translations: translations,
      keys: resolved.sources.translatableKeys.filter {
        !resolved.sources.declaresKeys || resolved.sources.knownKeys.contains($0)
      })
    files.names = names(of: resolved)
    files.sourceLanguage = target.sourceLanguage.language
    return files
  }

  /// The names a target goes by: its own, its product's, its display and bundle names.
  static func names(of resolved: TargetResolution) -> [String] {
    let target = resolved.target
    let declared = UsageKeyRegistry.bundleNameKeys.compactMap {
      resolved.sources.values[$0]?.text
    }
    let products = (target.buildSettings?.values["PRODUCT_NAME"]).map { [$0] } ?? []
    return ([target.name] + declared + products).filter { !$0.contains("$") }.uniqued()
  }
}
