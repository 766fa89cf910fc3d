/// What becomes of one unit before anything is written: placed in a target's language, skipped
/// for a stated reason, or rejected for a defect of its own.
extension Merger {
  enum Disposition {
    case place(Placed)
    case skip(MergeTally.Skip)
    case reject(locale: String, reason: String, message: String)
    /// Older than the project's value, which stays.
    case keepNewer(locale: String, reason: String, message: String)
  }

  static func classify(
    _ unit: MergeUnit, router: inout MergeRouting, options: MergeOptions
  ) -> Disposition {
    let targets = router.targets
    // A whole export holds every table of the project: the others are not this tool's.
    if let table = unit.otherTable { return .skip(.otherTable(table)) }
    // A language BCP 47 accepts and ICU has no data for is a language (a note says so).
    let raw = LocaleIdentifier.unknownToICU(unit.locale) ?? LocaleIdentifier(unit.locale)
    guard raw.isUsable, raw.kind != .base else {
      return .reject(
        locale: "(invalid)", reason: "invalid-locale",
        message: "'\(unit.locale)' is not a locale identifier; nothing of it is written")
    }
    // A pseudo-locale is made from the source, never merged: its table would be a stale copy.
    if Pseudolocale(raw) != nil { return .skip(.pseudoLocale(raw.canonical)) }
    // A version is no text: platforms copy Xcode's generated keys into every language.
    if UsageKeyRegistry.versionKeys.contains(unit.key) { return .skip(.versionKey(unit.key)) }
    // An export of the development language is skipped before it is routed: a key the app and
    // its extension share is no ambiguity there.
    if !options.includesSource, !targets.isEmpty,
      targets.allSatisfy({ $0.target.sourceLanguage.canonical == raw.canonical })
    {
      return .skip(.sourceLanguage(raw.raw))
    }
    let route = router.route(
      unit, only: options.target.flatMap { name in targets.firstIndex { $0.target.name == name } })
    if route == .foreign { return .skip(.foreign(original: unit.original ?? "")) }
    let routed: Int? = if case .target(let index) = route { index } else { nil }
    let locale = routed.map { ProjectLocale.folderLocale(raw, in: targets[$0]) } ?? raw
    // A platform's in-context placeholder stands for a translation made elsewhere.
    if let translation = unit.translation, InContextPlaceholder.matches(translation) {
      return .skip(.inContextPlaceholder(locale: raw.canonical))
    }
    // Nothing translated yet is no defect, wherever it would have gone.
    guard let translation = unit.translation, !translation.isEmpty, unit.state != .new else {
      if let index = routed, isSourceLanguage(raw, of: targets[index], options) {
        return .skip(.sourceLanguage(raw.raw))
      }
      return .skip(.notTranslated(locale: routed == nil ? raw.canonical : locale.raw))
    }
    guard let index = routed else {
      // A copy of the source is not translated, whichever of the targets it would go to.
      if case .ambiguous(let candidates) = route,
        unit.sourceSeen == translation
          || candidates.allSatisfy({ targets[$0].sourceTexts(of: unit.key).contains(translation) })
      {
        return .skip(.notTranslated(locale: raw.canonical))
      }
      return unrouted(unit, route: route, locale: raw, targets: targets, only: options.target)
    }
    let target = targets[index]
    if isSourceLanguage(raw, of: target, options) { return .skip(.sourceLanguage(raw.raw)) }
    return placement(
      unit, translation: translation, in: target, index: index, locale: locale, options: options)
  }

  /// An export of the development language never overwrites the source unless asked.
  static func isSourceLanguage(
    _ locale: LocaleIdentifier, of target: ResolvedTarget, _ options: MergeOptions
  ) -> Bool {
    !options.includesSource && locale.canonical == target.target.sourceLanguage.canonical
  }

  /// A translated unit that no target, or more than one, could take.
  static func unrouted(
    _ unit: MergeUnit, route: MergeRouting.Route, locale: LocaleIdentifier,
    targets: [ResolvedTarget], only: String?
  ) -> Disposition {
    if targets.contains(where: { isRetired(unit.key, in: $0) }) {
      return .skip(.retired(locale: locale.canonical, key: unit.key))
    }
    if case .ambiguous(let candidates) = route {
      return .reject(
        locale: locale.canonical, reason: "ambiguous-target",
        message:
          "it could belong to \(candidates.map { "'\(targets[$0].target.name)'" }.joined(separator: ", ")), which keep it in different files; pass --target to say which"
      )
    }
    let registry = targets.first?.resolvedSources.registry ?? .standard
    // A key no Info.plist could have (`Cancel`, in a platform's export of every table) is
    // another table's; a purpose key, an app name or a near miss of one is a translator's.
    let keys = targets.flatMap(\.translatableKeys)
    let suggestion = EditDistance.nearest(unit.key, in: keys)
    guard
      registry[unit.key] != nil || UsageKeyRegistry.localizedInfoKeys.contains(unit.key)
        || suggestion != nil
    else { return .skip(.otherKey) }
    // A real key no target declares (removed since the delivery was made): no translator's
    // mistake, nothing to write.
    if registry[unit.key] != nil || UsageKeyRegistry.localizedInfoKeys.contains(unit.key) {
      return .skip(.undeclared(unit.key))
    }
    let missing =
      only.map { "'\($0)' (--target) has no key '\(unit.key)'" }
      ?? "no target of the project has the key '\(unit.key)'"
    return .reject(
      locale: locale.canonical, reason: "no-target",
      message: missing + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }

  /// Whether a key is one no system the target supports reads.
  static func isRetired(_ key: String, in target: ResolvedTarget) -> Bool {
    let sources = target.resolvedSources
    return sources.retiredKeys.contains(key)
      || (sources.values[key] == nil && sources.deployment.retires(key, in: sources.registry))
  }

  /// A translated unit in its target: placed, unless its key is retired or unknown there, it
  /// copies the source over a value of the language's own, or its source changed.
  static func placement(
    _ unit: MergeUnit, translation: String, in target: ResolvedTarget, index: Int,
    locale: LocaleIdentifier, options: MergeOptions
  ) -> Disposition {
    if isRetired(unit.key, in: target) {
      return .skip(.retired(locale: locale.raw, key: unit.key))
    }
    let keys = target.translatableKeys
    // An app name the Info.plist declares is localizable, whether or not a table has it yet.
    let declaredName =
      UsageKeyRegistry.localizedInfoKeys.contains(unit.key)
      && target.declaredKeys.contains(unit.key)
    // A key of the source table that no Info.plist declares is never shown: `check` says so.
    if !keys.contains(unit.key), !declaredName,
      target.sources[unit.key] != nil || target.resolvedSources.registry[unit.key] != nil
    {
      return .skip(.undeclared(unit.key))
    }
    guard keys.contains(unit.key) || declaredName, let source = target.sources[unit.key] else {
      // Only a key of this target's source is worth suggesting.
      let hint = EditDistance.nearest(unit.key, in: keys).map { "; did you mean '\($0)'?" } ?? ""
      return .reject(
        locale: locale.raw, reason: "unknown-key",
        message: "'\(unit.key)' is not a key of the source of '\(target.target.name)'\(hint)")
    }
    let texts = target.sourceTexts(of: unit.key)
    // A copy of the source is no translation: it never replaces the language's own value, and
    // is written where there is none (as a gap `check` reports), unless --strict or it copies
    // an old source.
    let isCopy = texts.contains(translation) || unit.sourceSeen == translation
    if isCopy {
      let current = MergeDestination.currentValue(target, locale, key: unit.key)
      if options.strict || (current != nil && current != translation)
        || isStale(unit, texts: texts)
      {
        return .skip(.notTranslated(locale: locale.raw))
      }
    }
    if let older = sinceExport(
      unit, translation: translation, in: target, locale: locale, options: options)
    {
      return older
    }
    // A source the tool cannot expand is never compared: the unit is taken as it comes.
    let text = source.text ?? source.written
    if let rejection = rejection(
      unit, source: source, texts: texts, in: target, locale: locale, options: options)
    {
      return rejection
    }
    // The fingerprint of the text it was translated from: where that is another of the key's
    // texts (Base.lproj's English), `check` can still say the translation is stale.
    let from = unit.sourceSeen.flatMap { texts.contains($0) ? $0 : nil } ?? text
    let entry = GenerateEntry(
      key: unit.key, source: text, value: translation, isPurpose: target.isPurposeKey(unit.key),
      pluralSource: [:], fingerprint: Fingerprint.of(from))
    return .place(
      Placed(unit: unit, target: index, locale: locale, entry: entry, isSourceCopy: isCopy))
  }

  /// Why a translation of a known key is not taken: made from an older source (unless
  /// `--accept-stale`), or marked for review where a `.strings` table would lose the mark (with
  /// `--strict`).
  static func rejection(
    _ unit: MergeUnit, source: SourceValue, texts: Set<String>, in target: ResolvedTarget,
    locale: LocaleIdentifier, options: MergeOptions
  ) -> Disposition? {
    // A source the tool cannot expand is never compared: the unit is taken as it comes.
    if let text = source.text, !options.acceptStale, isStale(unit, texts: texts) {
      return .reject(
        locale: locale.raw, reason: "stale",
        message:
          "its source changed since it was translated (now: '\(TextExcerpt.oneLine(text))'); merge with --accept-stale to take it anyway"
      )
    }
    if options.strict, unit.state.isUnreviewed, !MergeDestination.isCatalog(target, locale) {
      return .reject(
        locale: locale.raw, reason: "unreviewed",
        message:
          "it is marked \(unit.state.mark), and a .strings table cannot keep the mark; review it, or merge without --strict"
      )
    }
    return nil
  }

  /// Whether the source the translator saw is none of the texts the project holds for the key
  /// (an export shows a `$(VAR)` source as written, or `Base.lproj`'s English).
  static func isStale(_ unit: MergeUnit, texts: Set<String>) -> Bool {
    if let seen = unit.sourceSeen, !texts.contains(seen) { return true }
    if let recorded = unit.fingerprintSeen,
      !texts.contains(where: { Fingerprint.of($0) == recorded })
    {
      return true
    }
    return false
  }
}
