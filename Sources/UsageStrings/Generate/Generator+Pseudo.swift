/// Pseudo-locale tables (`generate --pseudo`): machine-made from the source texts, so each run
/// writes them whole, and never added to a project (they must not ship).
extension Generator {
  /// The note of a pseudo unit or table of `locale`, in place of the translator's guidance; a
  /// table that opens with it is one `--remove-pseudo` may delete.
  static func pseudoNote(_ pseudo: Pseudolocale, locale: LocaleIdentifier) -> String {
    let kind =
      pseudo == .accented
      ? "accented and expanded as translations grow (IBM's guideline A3)" : "written right to left"
    return
      "Pseudo-locale \(locale.canonical), \(kind): made by usage-strings generate --pseudo, not a translation. Regenerate it; do not translate or ship it."
  }

  /// A `.strings` pseudo table, written whole: the note, then each key with its pseudo text.
  static func pseudoStringsWrite(
    _ target: ResolvedTarget, language: LocaleIdentifier, pseudo: Pseudolocale,
    entries: [GenerateEntry], folder: String, options: GenerateOptions, notes: inout [String]
  ) -> PlannedWrite? {
    let path = Paths.join(folder, "\(language.canonical).lproj/InfoPlist.strings")
    let display = Paths.relative(path, to: options.displayBase)
    // Xcode builds whatever lies in a synchronized folder: the table would ship.
    guard
      options.outputDirectory != nil
        || !target.target.isSynchronized(path)
    else {
      notes.append(
        "'\(display)' is not written: '\(target.target.name)' builds its folder as it is on disk, so the pseudo-locale would ship; write it elsewhere with '--output DIR'"
      )
      return nil
    }
    var text = pseudoTableHeader(pseudo, locale: language)
    for entry in entries {
      text +=
        "\(OpenStepEscapes.quoted(entry.key)) = \(OpenStepEscapes.quoted(pseudo.transform(entry.source)));\n"
    }
    return PlannedWrite(
      path: path, display: display, bytes: Array(text.utf8),
      existing: try? FileReader.bytes(path, display: display))
  }

  /// How a `.strings` pseudo table opens: its note.
  static func pseudoTableHeader(_ pseudo: Pseudolocale, locale: LocaleIdentifier) -> String {
    comment(pseudoNote(pseudo, locale: locale)) + "\n\n"
  }

  /// An XLIFF unit of a pseudo-locale: its target the pseudo text, `translated`.
  static func pseudoUnit(_ entry: GenerateEntry, pseudo: Pseudolocale, locale: LocaleIdentifier)
    -> XLIFFWriter.Unit
  {
    XLIFFWriter.Unit(
      id: entry.key, source: entry.source, target: pseudo.transform(entry.source),
      state: "translated", note: pseudoNote(pseudo, locale: locale))
  }

  /// What a run that wrote pseudo tables tells its user.
  static func pseudoTablesNote(count: Int) -> String? {
    guard count > 0 else { return nil }
    return
      "pseudo-locale tables are never added to a project, so that they do not ship; 'check' and 'report' read them. To see them on a device, add them to the target for a debug build only ('check' warns while they are in it)"
  }
}
