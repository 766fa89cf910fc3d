/// The output forms of `generate`.
public enum GenerateFormat: String, Sendable, CaseIterable {
  case strings, xcstrings, xliff, xcloc
}

/// What `generate` needs besides the project.
public struct GenerateOptions: Sendable {
  public var languages: [LocaleIdentifier]
  /// What to write; nil follows each target: its catalog, its `.strings` tables, else the
  /// configuration's `format` (`Generator.format(for:options:)`).
  public var format: GenerateFormat?
  /// Where to write instead of the project's own folders (absolute).
  public var outputDirectory: String?
  public var templates: TemplateSet
  public var locales: LocaleCatalog
  public var configuration: Configuration
  public var displayBase: String
  public var version = UsageStringsVersion.current
  /// Whether a new language's table is added to the project's variant group too (else a note
  /// says what to add).
  public var editsProject = true
  /// Whether the git history is read: a catalog's translations made from an older source text
  /// are marked `needs_review` (`--history`).
  public var history = false

  public init(
    languages: [LocaleIdentifier], format: GenerateFormat?, outputDirectory: String?,
    templates: TemplateSet,
    locales: LocaleCatalog, configuration: Configuration, displayBase: String
  ) {
    self.languages = languages
    self.format = format
    self.outputDirectory = outputDirectory
    self.templates = templates
    self.locales = locales
    self.configuration = configuration
    self.displayBase = displayBase
  }
}

/// One key to translate, with what the translator is told about it.
struct GenerateEntry {
  var key: String
  var source: String
  /// The value to write: a translation being merged; nil writes the source.
  var value: String?
  var isPurpose: Bool
  /// The plural variations of the source (`["plural", "one"]` → value), from a catalog.
  var pluralSource: [String: String]
  var fingerprint: String
}

/// Writes or updates skeletons for translators (README, "generate"): never replacing a translation, adding
/// missing keys in source order, marking translations whose source changed.
public enum Generator {
  public static func plan(_ projects: [Project], options: GenerateOptions) throws(ToolIssue) -> (
    writes: [PlannedWrite], notes: [String]
  ) {
    var planned = GeneratePlan()
    for project in projects {
      let context = GenerateContext(
        project, configuration: options.configuration, locales: options.locales,
        historyBase: options.history ? options.displayBase : nil)
      for target in context.targets {
        try planTarget(
          target, context: context, projectCount: projects.count, options: options,
          into: &planned)
      }
    }
    return finished(planned, options: options)
  }

  /// The keys to translate whose source holds a build setting the tool cannot expand.
  static func unexpandedKeys(_ target: ResolvedTarget) -> [String] {
    target.translatableKeys.filter { target.sources[$0].map { $0.text == nil } ?? false }
  }

  /// The keys a target's translations need, in source order, each with its source text (those
  /// whose text cannot be known are left out: `unexpandedKeys`).
  static func entries(_ target: ResolvedTarget, context: GenerateContext) -> [GenerateEntry] {
    let catalog = target.target.tables.first { $0.format == .catalog && target.isSourceTable($0) }
    return target.translatableKeys.compactMap { key in
      guard let source = target.sources[key]?.text else { return nil }
      var plural: [String: String] = [:]
      // The string's own plural forms, not a substitution's (`substitutions.name.plural.one`).
      for variant in catalog?.entry(forKey: key)?.variants ?? []
      where variant.path.count >= 2 && variant.path[variant.path.count - 2] == "plural"
        && !variant.path.contains("substitutions")
      {
        plural[variant.path.last!] = variant.value
      }
      let purpose = target.isPurposeKey(key)
      return GenerateEntry(
        key: key, source: source, value: nil, isPurpose: purpose, pluralSource: plural,
        fingerprint: Fingerprint.of(source))
    }
  }

  /// The folder a target's skeletons go to: `--output` (a folder per target when there are
  /// several), else the folder of its translations, else of its Info.plist.
  static func folder(
    for target: ResolvedTarget, options: GenerateOptions, projectCount: Int, targetCount: Int
  ) -> String? {
    if let output = options.outputDirectory {
      return projectCount == 1 && targetCount == 1
        ? output : Paths.join(output, safeName(target.target.name))
    }
    return target.target.translationsFolder
  }

  /// A target name as one path component.
  static func safeName(_ name: String) -> String {
    let cleaned = String(name.map { $0 == "/" || $0 == "\\" || $0 == ":" ? "_" : $0 })
    return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "_" : cleaned
  }

  /// The values of the entry template for a key in a language.
  static func templateValues(
    _ entry: GenerateEntry, target: ResolvedTarget, language: LocaleIdentifier,
    context: GenerateContext
  ) -> [String: String] {
    let policy = context.policy(for: language)
    let registry = context.registry
    let known = registry[
      target.target.sources.first { $0.key == entry.key }?.parentKey ?? entry.key]
    let plural =
      entry.pluralSource.isEmpty
      ? ""
      : ((try? context.analyzer.pluralCategories(language.canonical)) ?? []).joined(separator: ", ")
    let ask =
      "Name the feature the access makes possible and put the benefit first, in one short sentence (App Review rejects vague purpose strings)."
    // A full-screen sheet (Health) has room: the length rules do not measure it.
    let budget =
      UsageKeyRegistry.sheetKeys.contains(known?.key ?? entry.key)
      ? " It is shown on a full-screen sheet, with no line budget."
      : " The first sentence must fit \(policy.headlineLines) lines of \(policy.lineColumns) columns, the whole text \(policy.maxLines) lines."
    let guidance = entry.isPurpose ? ask + budget : ""
    return [
      "key": entry.key, "service": known?.service ?? describe(entry.key),
      "sourceLanguage": target.target.sourceLanguage.canonical,
      "language": language.canonical, "source": TextExcerpt.oneLine(entry.source, limit: 400),
      "lineColumns": String(policy.lineColumns), "headlineLines": String(policy.headlineLines),
      "maxLines": String(policy.maxLines),
      "pluralCategories": plural, "fingerprint": entry.fingerprint, "guidance": guidance,
    ]
  }

  /// What an Info.plist key that is no purpose key is, for translators.
  static func describe(_ key: String) -> String {
    switch key {
    case "CFBundleDisplayName": "App name under the icon"
    case "CFBundleName": "Short app name"
    case "CFBundleSpokenName": "App name as Siri says it"
    case "NSHumanReadableCopyright": "Copyright notice"
    case "NSHumanReadableDescription": "Description of the extension"
    default: "Info.plist text"
    }
  }

  /// The header template's values.
  static func headerValues(
    _ target: ResolvedTarget, language: LocaleIdentifier, options: GenerateOptions
  ) -> [String: String] {
    [
      "target": target.target.name, "language": language.canonical,
      "languageName": LocaleNames.english(language.canonical),
      "sourceLanguage": target.target.sourceLanguage.canonical, "version": options.version,
    ]
  }
}
