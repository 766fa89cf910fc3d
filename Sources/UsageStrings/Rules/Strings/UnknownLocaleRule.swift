/// `unknown-locale`: a folder or catalog language that is no valid locale, or is spelled oddly.
public struct UnknownLocaleRule: Rule {
  public static let description = RuleDescription(
    id: "unknown-locale", name: "Unknown locale",
    summary:
      "an .lproj folder or catalog language that is no valid locale identifier, or a non-canonical spelling of one",
    rationale: """
      The system matches a user's languages against the bundle's `.lproj` folders by identifier. \
      A folder called `pt_BR.lproj` or `PT-br.lproj` may work on one system and not another, and \
      `portuguese-brazil.lproj` never does: the translations are there, but nobody sees them. \
      Identifiers are checked with ICU and compared with their canonical BCP 47 spelling. An \
      underscore for the hyphen (`pt_BR`) is read by the system as the same locale, so it is only \
      a note: the canonical spelling is what tools and people expect.
      """,
    defaultSeverity: .warning, scope: .strings,
    examples: [
      .passing(.strings("pt-BR", "\"NSCameraUsageDescription\" = \"Digitalize recibos.\";\n")),
      // pt_BR is read as pt-BR (a note); 'brazilian' is no locale at all (a warning).
      .failing(
        .strings("pt_BR", "↧\"NSCameraUsageDescription\" = \"Digitalize recibos.\";\n"),
        .strings("brazilian", "↧\"NSCameraUsageDescription\" = \"Digitalize recibos.\";\n")),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    var reported: Set<String> = []
    for target in context.targets {
      for table in target.tables where reported.insert("\(table.path)|\(table.locale.raw)").inserted
      {
        let locale = table.locale
        let location: SourceRange =
          table.format == .catalog
          ? (table.entries.first?.keyLocation ?? .file(table.path)) : .file(table.path)
        let place =
          table.format == .catalog
          ? "the catalog language '\(locale.raw)'" : "'\(locale.raw).lproj'"
        switch locale.kind {
        case .invalid:
          emit(
            Finding(
              "\(place) is not a locale identifier the system knows; its translations are never shown",
              at: location, locale: locale.raw))
        case .nonCanonical where String(locale.raw.map { $0 == "_" ? "-" : $0 }) == locale.canonical:
          emit(
            Finding(
              "\(place) is read by the system as \(locale.canonical); '\(locale.canonical)' is the canonical spelling",
              at: location, locale: locale.raw, severity: .note))
        case .nonCanonical:
          emit(
            Finding(
              "\(place) is not the canonical spelling; name it '\(locale.canonical)' so every system finds it",
              at: location, locale: locale.raw))
        default: continue
        }
      }
    }
  }
}
