/// Building the previews `report --html` draws, from the resolved projects and the findings.
extension AlertPreview {
  /// The previews of every purpose string of `projects`, source and translations, in target,
  /// key and locale order, each with the findings of `diagnostics` about it.
  public static func build(_ projects: [Project], options: LintOptions, diagnostics: [Diagnostic])
    -> [AlertPreview]
  {
    var byString: [String: [Diagnostic]] = [:]
    for diagnostic in diagnostics {
      guard let key = diagnostic.key else { continue }
      byString[stringID(key, diagnostic.locale), default: []].append(diagnostic)
    }
    var previews: [AlertPreview] = []
    let resolver = options.resolver
    let analyzer = TextAnalyzer()
    var policies = RecentCache<String, LocalePolicy>()
    for project in projects {
      for target in resolver.resolve(project).targets {
        let app = displayName(of: target)
        for string in target.strings where string.isPurpose && string.variation.isEmpty {
          let policy = policies.value(for: string.locale.canonical) {
            options.locales.policy(
              for: string.locale.canonical, configuration: options.configuration)
          }
          previews.append(
            preview(
              of: string, in: target, appNames: app, policy: policy, analyzer: analyzer,
              options: options,
              diagnostics: byString[stringID(string.key, string.reportedLocale), default: []]))
        }
      }
    }
    return merged(previews).sorted {
      ($0.target, $0.key, $0.isSource ? 0 : 1, $0.locale) < (
        $1.target, $1.key, $1.isSource ? 0 : 1, $1.locale
      )
    }
  }

  /// What the findings about a string are filed under: its key and reported locale.
  static func stringID(_ key: String, _ locale: String?) -> String {
    key + "\u{0}" + (locale ?? "")
  }

  /// The preview of one purpose string: its alert's title and buttons, and its text in lines as
  /// the policy measures them.
  static func preview(
    of string: CheckedString, in target: ResolvedTarget, appNames app: [String: String],
    policy: LocalePolicy, analyzer: TextAnalyzer, options: LintOptions, diagnostics: [Diagnostic]
  ) -> AlertPreview {
    let key = string.parentKey ?? string.key
    let lines = lines(of: string, key: key, policy: policy, analyzer: analyzer)
    let service = options.registry[key]?.service
    let alert = AlertText.of(key: key, service: service, registry: options.registry)
    let locale = string.table?.locale.raw ?? target.target.sourceLanguage.raw
    let location = string.keyLocation
    var preview =
      AlertPreview(
        target: target.target.name, key: string.key, service: service,
        locale: locale, isSource: string.table.map(target.isSourceTable) ?? true,
        isDeclaration: string.table == nil,
        isRightToLeft: Pseudolocale(string.locale).map { $0 == .rightToLeft }
          ?? rightToLeft.contains(string.locale.language),
        title: alert.title(
          app: app[string.table?.locale.raw ?? ""] ?? app[""] ?? productName(of: target)),
        text: string.text,
        sourceText: string.table == nil ? nil : target.sources[string.key]?.text,
        lines: lines, columns: policy.lineColumns, maxLines: policy.maxLines,
        headlineLines: policy.headlineLines,
        file: location.file, line: location.start.line,
        diagnostics: diagnostics)
    preview.buttons = alert.buttons
    preview.isTitleVerified = alert.isVerified
    return preview
  }

  /// A string's text in the lines of the policy's width, each marked as part of the headline
  /// and as past its budget.
  static func lines(
    of string: CheckedString, key: String, policy: LocalePolicy, analyzer: TextAnalyzer
  ) -> [Line] {
    let analysis = StringAnalysis(string.text, locale: string.locale.canonical, analyzer: analyzer)
    let units = analysis.units
    let headline = (try? analysis.headline()) ?? 0..<0
    let measured = (try? analysis.lines(width: policy.lineColumns)) ?? []
    // A headline line past `headlineLines` is over too, as `headline-too-long` says; a
    // sheet (Health) has no line budget at all.
    let isSheet = UsageKeyRegistry.sheetKeys.contains(key)
    let (headlineBudget, maxLines) =
      isSheet ? (Int.max, Int.max) : (policy.headlineLines, policy.maxLines)
    return measured.enumerated().map { index, line in
      let isHeadline =
        line.range.lowerBound < headline.upperBound
        && line.range.upperBound > headline.lowerBound
      return Line(
        text: UTF16Text.string(units[line.range]).trimmingTrailingSpaces, range: line.range,
        isHeadline: isHeadline,
        isPastBudget: index >= maxLines || (isHeadline && index >= headlineBudget))
    }
  }

  /// One preview per target, key and locale: the source language's table entry is what the
  /// system shows over the declaration (and one configuration's declaration stands for all),
  /// with the findings of both.
  static func merged(_ previews: [AlertPreview]) -> [AlertPreview] {
    var chosen: [String: AlertPreview] = [:]
    var order: [String] = []
    for preview in previews {
      let id = preview.target + "\u{0}" + preview.key + "\u{0}" + preview.locale
      guard var existing = chosen[id] else {
        chosen[id] = preview
        order.append(id)
        continue
      }
      let diagnostics =
        existing.diagnostics + preview.diagnostics.filter { !existing.diagnostics.contains($0) }
      // A table entry over a declaration (the source language's table is what the system shows),
      // and a repeated table key's last value (the one the system reads); the first of several
      // declarations (one per build configuration) stands for them all.
      if !preview.isDeclaration { existing = preview }
      existing.diagnostics = diagnostics
      chosen[id] = existing
    }
    return order.compactMap { chosen[$0] }
  }

  /// The app's name per locale ("" for the source): `CFBundleDisplayName`, else `CFBundleName`.
  /// The name the alert's title gives the app, per locale ("" for the source):
  /// `CFBundleDisplayName`, else `CFBundleName` (build settings expanded; an unknown one left
  /// out), else the product name.
  static func displayName(of target: ResolvedTarget) -> [String: String] {
    var names: [String: String] = [:]
    for name in ["CFBundleName", "CFBundleDisplayName"] {
      if let source = target.sources[name]?.text { names[""] = source }
      for table in target.tables + target.target.localization.pseudoTables {
        if let value = table.entry(forKey: name)?.value, !value.contains("$(") {
          names[table.locale.raw] = value
        }
      }
    }
    return names
  }

  /// The product name: the build setting, expanded, else the target's name.
  static func productName(of target: ResolvedTarget) -> String {
    target.target.buildSettings.flatMap { settings in
      settings.values["PRODUCT_NAME"].flatMap {
        BuildSettingExpander(settings: settings.values).expand($0)
      }
    } ?? target.target.name
  }
}
