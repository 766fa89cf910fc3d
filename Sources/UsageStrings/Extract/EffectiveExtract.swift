/// A target's effective texts: for each language it ships and each key, what the alert shows.
public struct EffectiveTarget: Sendable, Hashable {
  public var name: String
  public var sourceLanguage: String
  public var texts: [EffectiveText]
}

/// `extract --effective`: the model made visible, in JSON and as a table.
public enum EffectiveExtract {
  /// The effective texts of every target with keys to translate, every table read, resolved
  /// by the command's `resolver` (the configuration's languages ship too).
  public static func extract(_ project: Project, resolver: ModelResolver = ModelResolver())
    -> [EffectiveTarget]
  {
    resolver.resolve(project).targets.compactMap { target in
      let texts = target.effectiveTexts
      return texts.isEmpty
        ? nil
        : EffectiveTarget(
          name: target.target.name, sourceLanguage: target.target.sourceLanguage.raw, texts: texts)
    }
  }

  public static func json(_ targets: [EffectiveTarget]) -> String {
    let value = JSONValue.object([
      (
        "targets",
        .array(
          targets.map { target in
            .object([
              ("name", .string(target.name)), ("sourceLanguage", .string(target.sourceLanguage)),
              ("texts", .array(target.texts.map(json))),
            ])
          })
      )
    ])
    return JSONPrinter.print(value, style: .report)
  }

  static func json(_ text: EffectiveText) -> JSONValue {
    .object([
      ("language", .string(text.locale)), ("key", .string(text.key)),
      ("text", text.text.map(JSONValue.string) ?? .null(0..<0)),
      ("origin", .string(text.origin.rawValue)),
      ("file", text.location.map { JSONValue.string($0.file) } ?? .null(0..<0)),
      ("line", text.location.map { JSONValue.number($0.start.line) } ?? .null(0..<0)),
    ])
  }

  /// One block per target: a row per language and key, columns aligned.
  public static func table(_ targets: [EffectiveTarget]) -> String {
    targets.map { target in
      let rows =
        [["LANGUAGE", "KEY", "ORIGIN", "TEXT"]]
        + target.texts.map { text in
          [
            text.locale, text.key, text.origin.rawValue,
            text.text.map { TextExcerpt.oneLine($0, limit: 70) } ?? "—",
          ]
        }
      return "\(target.name) (source language \(target.sourceLanguage))\n"
        + ExtractFormat.aligned(rows) + "\n"
    }.joined(separator: "\n")
  }
}
