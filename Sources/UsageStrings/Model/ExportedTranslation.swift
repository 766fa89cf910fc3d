/// What the project held for a unit when `generate` exported it, recorded in the export so that
/// `merge` can tell who changed what since (docs/MERGE.md, "Time"): a fingerprint of the
/// translation, or `none`.
///
/// It travels as a `<note from="usage-strings">` of the `<trans-unit>`: XLIFF 1.2 lets a tool
/// add notes, translation platforms keep a unit's notes as its context, and a note never
/// reaches the app.
public enum ExportedTranslation {
  static let prefix = "exported translation: "
  static let none = "none"

  /// The recorded base of a value the project held (nil: none).
  public static func of(_ value: String?) -> String { value.map(Fingerprint.of) ?? none }

  static func note(_ recorded: String) -> String { prefix + recorded }

  /// The recorded base among a unit's notes, if one is there.
  static func recorded(in notes: [String]) -> String? {
    for note in notes where note.hasPrefix(prefix) {
      let value = String(note.dropFirst(prefix.count)).trimmingWhitespace
      if value == none || (value.count == 8 && value.allSatisfy(\.isHexDigit)) {
        return value
      }
    }
    return nil
  }

  /// Who changed a unit since its export, the recorded base against the translator's text and
  /// the project's today.
  enum Change: Equatable {
    /// The translator's text is new; the project's is the exported one.
    case translator
    /// The project changed its value since; the translator left the exported one.
    case project
    /// Both changed, to different texts.
    case both
    /// Neither changed, or both to the same text.
    case neither
  }

  static func change(base: String, delivered: String, current: String?) -> Change {
    let translator = Fingerprint.of(delivered) != base
    let project = of(current) != base
    switch (translator, project) {
    case (true, true): return delivered == current ? .neither : .both
    case (true, false): return .translator
    case (false, true): return .project
    case (false, false): return .neither
    }
  }
}
