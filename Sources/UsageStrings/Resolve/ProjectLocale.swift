/// The one mapping from a language someone asks for (`--languages`, an XLIFF's target language, a
/// catalog's key) to the folder the project keeps it in: `generate` and `merge` both use it, so
/// that what one writes the other reads back.
///
/// - The project's table of the same locale, in the project's spelling: `pt-BR` → `pt_BR.lproj`.
/// - The same locale named by its script instead of its region, or the other way round, where
///   the region is the one the script implies: `zh-CN` → `zh-Hans.lproj`, `zh-TW` → `zh-Hant`,
///   and `zh-Hans` → an existing `zh-CN.lproj`.
/// - Otherwise a folder of its own, under its canonical name. A regional variant never goes into
///   its language's table (`pt-PT` into `pt.lproj`, `es-MX` into `es.lproj`, `zh-HK` into
///   `zh-Hant`): that table is what every other speaker of the language without a table of
///   their own sees.
public enum ProjectLocale {
  public static func folderLocale(_ requested: LocaleIdentifier, in target: ResolvedTarget)
    -> LocaleIdentifier
  {
    let tables = target.target.builtTablesFirst.filter {
      !target.isSourceTable($0) && $0.locale.isUsable && $0.locale.kind != .base
    }
    if let same = tables.first(where: { $0.locale.canonical == requested.canonical }) {
      return same.locale
    }
    let equivalent = Set(
      tables.filter { sameLocale($0.locale.canonical, requested.canonical) }.map(\.locale.raw))
    if equivalent.count == 1, let raw = equivalent.first { return LocaleIdentifier(raw) }
    return LocaleIdentifier(requested.canonical)
  }

  /// Whether two identifiers of one language name the same locale, one by its script and the
  /// other by the region that script implies (`zh-Hans` and `zh-CN`).
  static func sameLocale(_ first: String, _ second: String) -> Bool {
    guard let a = parts(first), let b = parts(second), a.language == b.language else {
      return false
    }
    func implies(_ scripted: Parts, _ regional: Parts) -> Bool {
      guard let script = scripted.script, scripted.region == nil, let region = regional.region,
        regional.script == nil,
        let likely = try? ICU.addLikelySubtags(scripted.id),
        let likelyRegion = try? ICU.region(ofLocaleID: likely),
        let regionalLikely = try? ICU.addLikelySubtags(regional.id),
        let regionalScript = try? ICU.script(ofLocaleID: regionalLikely)
      else { return false }
      return likelyRegion == region && regionalScript == script
    }
    return implies(a, b) || implies(b, a)
  }

  struct Parts {
    var id: String
    var language: String
    var script: String?
    var region: String?
  }

  static func parts(_ identifier: String) -> Parts? {
    guard let id = try? ICU.localeID(forLanguageTag: identifier).id,
      let language = try? ICU.language(ofLocaleID: id)
    else { return nil }
    let script = (try? ICU.script(ofLocaleID: id)).flatMap { $0.isEmpty ? nil : $0 }
    let region = (try? ICU.region(ofLocaleID: id)).flatMap { $0.isEmpty ? nil : $0 }
    return Parts(id: id, language: language, script: script, region: region)
  }
}
