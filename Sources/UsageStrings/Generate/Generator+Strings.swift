/// `.strings` skeletons: a new file rendered whole, an existing one edited in place.
extension Generator {
  static func stringsWrite(
    _ target: ResolvedTarget, language: LocaleIdentifier, entries: [GenerateEntry], folder: String,
    context: GenerateContext,
    options: GenerateOptions, notes: inout [String]
  ) throws(ToolIssue) -> PlannedWrite? {
    let existingTable = target.target.tables.first {
      $0.format == .strings && $0.locale.canonical == language.canonical
        && Paths.parent(Paths.parent($0.absolutePath)) == folder
    }
    let path =
      existingTable?.absolutePath
      ?? Paths.join(folder, "\(language.canonical).lproj/InfoPlist.strings")
    let display =
      context.project.targets.isEmpty ? path : Paths.relative(path, to: options.displayBase)
    if let table = existingTable, let plist = table.plist {
      return plistWrite(plist, path: path, display: display, entries: entries, notes: &notes)
    }
    guard let table = existingTable, let document = table.strings else {
      if FileReader.exists(path) {
        notes.append("'\(display)' exists but could not be read; it was left alone")
        return nil
      }
      return PlannedWrite(
        path: path, display: display,
        bytes: Array(
          newFile(target, language: language, entries: entries, context: context, options: options)
            .utf8), existing: nil)
    }
    guard document.file.encodingProblem == nil, document.foundationAccepts else {
      notes.append("'\(display)' does not parse; it was left alone (see 'usage-strings check')")
      return nil
    }
    let (edits, inserted) = self.edits(
      document, entries: entries, target: target, language: language, context: context,
      options: options)
    guard !edits.isEmpty else {
      return PlannedWrite(
        path: path, display: display, bytes: document.file.bytes, existing: document.file.bytes)
    }
    let text = TextEdit.apply(edits, to: document.file.text)
    // The edited file must read back as the old entries plus the new ones.
    let check = StringsParser.parse(TextFile(path: display, bytes: document.file.encoded(text)))
    let before = document.entries.map { "\($0.key)=\($0.stringValue ?? "")" }
    let after = check.entries.map { "\($0.key)=\($0.stringValue ?? "")" }
    guard check.foundationAccepts, Set(before).isSubset(of: Set(after)),
      after.count == before.count + inserted
    else {
      notes.append("'\(display)' could not be updated safely; it was left alone")
      return nil
    }
    return PlannedWrite(
      path: path, display: display, bytes: document.file.encoded(text),
      existing: document.file.bytes)
  }

  /// A table in property-list form, kept in it: the keys it lacks added (an XML table has no
  /// translator notes); a binary one, what a built app ships, left alone.
  static func plistWrite(
    _ document: PlistDocument, path: String, display: String, entries: [GenerateEntry],
    notes: inout [String]
  ) -> PlannedWrite? {
    guard document.format == .xml, let file = document.file, document.failure == nil,
      let members = document.root?.members
    else {
      notes.append(
        document.format == .binary
          ? "'\(display)' is a binary property list, as a built app ships its tables: it is read, never written; it was left alone"
          : "'\(display)' does not parse; it was left alone (see 'usage-strings check')")
      return nil
    }
    let present = Set(members.map(\.key))
    let missing = entries.filter { !present.contains($0.key) }.map {
      (key: $0.key, value: $0.value ?? $0.source)
    }
    let edits = PlistStringsEdits.inserting(missing, in: document).map { [$0] } ?? []
    let bytes = file.encoded(TextEdit.apply(edits, to: file.text))
    let reread = PlistDocument.read(path: display, bytes: bytes)
    guard reread.failure == nil, reread.root?.members?.count == members.count + missing.count
    else {
      notes.append("'\(display)' could not be updated safely; it was left alone")
      return nil
    }
    return PlannedWrite(path: path, display: display, bytes: bytes, existing: file.bytes)
  }

  /// A new file: the header, then every entry with its note, the value its source.
  static func newFile(
    _ target: ResolvedTarget, language: LocaleIdentifier, entries: [GenerateEntry],
    context: GenerateContext, options: GenerateOptions
  ) -> String {
    var output =
      comment(
        options.templates.header.render(headerValues(target, language: language, options: options)))
      + "\n"
    for entry in entries {
      output +=
        "\n"
        + comment(
          options.templates.entry.render(
            templateValues(entry, target: target, language: language, context: context))) + "\n"
      output +=
        "\(OpenStepEscapes.quoted(entry.key)) = \(OpenStepEscapes.quoted(entry.value ?? entry.source));\n"
    }
    return output
  }

  /// A block comment of several lines, continuation lines indented, `*/` defused.
  static func comment(_ text: String, lineEnding: String = "\n") -> String {
    let lines = text.replacingOccurrences(of: "*/", with: "* /").split(
      separator: "\n", omittingEmptySubsequences: false)
    return "/* " + lines.joined(separator: lineEnding + "   ") + " */"
  }

  /// Edits that add the missing entries in source order and mark stale ones, in the file's own
  /// line endings.
  static func edits(
    _ document: StringsDocument, entries: [GenerateEntry], target: ResolvedTarget,
    language: LocaleIdentifier, context: GenerateContext,
    options: GenerateOptions
  ) -> (edits: [TextEdit], inserted: Int) {
    let present = presentEntries(document)
    let marks = entries.compactMap { entry in
      present[entry.key].flatMap {
        staleMark($0, entry: entry, document: document, lineEnding: lineEnding(document))
      }
    }
    let missing = Set(entries.map(\.key).filter { present[$0] == nil })
    let insertions = insertionEdits(document, order: entries, missing: missing) { entry in
      options.templates.entry.render(
        templateValues(entry, target: target, language: language, context: context))
    }
    return (marks + insertions, missing.count)
  }

  /// The entries the system reads, by key (the last of a repeated key).
  static func presentEntries(_ document: StringsDocument) -> [String: StringsDocument.Entry] {
    Dictionary(
      document.entries.filter { !$0.isIgnoredBySystem }.map { ($0.key, $0) },
      uniquingKeysWith: { _, last in last })
  }

  /// The line ending a file uses: CRLF, CR or LF.
  static func lineEnding(_ document: StringsDocument) -> String {
    let text = document.file.text
    return text.firstIndex(of: 0x0D).map {
      $0 + 1 < text.count && text[$0 + 1] == 0x0A ? "\r\n" : "\r"
    } ?? "\n"
  }

  /// Edits inserting the entries of `missing`, each with its note, after the nearest earlier key
  /// of `order` the file has (else before the nearest later one, else at the end), in the file's
  /// line endings and spacing.
  static func insertionEdits(
    _ document: StringsDocument, order entries: [GenerateEntry], missing: Set<String>,
    note: (GenerateEntry) -> String
  ) -> [TextEdit] {
    let text = document.file.text
    let lineEnding = lineEnding(document)
    let spaced = blankLineBetweenEntries(document)
    let present = presentEntries(document)
    var insertions: [Int: String] = [:]
    var order: [Int] = []
    for (index, entry) in entries.enumerated() where missing.contains(entry.key) {
      let before = entries[..<index].reversed().lazy.compactMap { present[$0.key] }.first
      let after = entries[(index + 1)...].lazy.compactMap { present[$0.key] }.first
      let rendered =
        comment(note(entry), lineEnding: lineEnding) + lineEnding
        + "\(OpenStepEscapes.quoted(entry.key)) = \(OpenStepEscapes.quoted(entry.value ?? entry.source));"
      let offset: Int
      let block: String
      if let before {
        offset = lineEnd(after: before.range.upperBound, in: text)
        block = lineEnding + (spaced ? lineEnding : "") + rendered
      } else if let after {
        offset =
          after.comment.map { min($0.range.lowerBound, after.range.lowerBound) }
          ?? after.range.lowerBound
        block = rendered + lineEnding + (spaced ? lineEnding : "")
      } else {
        offset = text.count
        let needsBreak = !text.isEmpty && text.last != 0x0A && text.last != 0x0D
        block =
          (needsBreak ? lineEnding : "") + (text.isEmpty || !spaced ? "" : lineEnding) + rendered
          + lineEnding
      }
      if insertions[offset] == nil { order.append(offset) }
      // Several new keys at one place go in source order.
      insertions[offset, default: ""] += block
    }
    return order.map { TextEdit(range: $0..<$0, replacement: insertions[$0]!) }
  }

  /// Whether the file separates its entries with a blank line.
  static func blankLineBetweenEntries(_ document: StringsDocument) -> Bool {
    let entries = document.entries
    guard entries.count >= 2 else { return true }
    let gap = document.file.text[
      entries[0].range
        .upperBound..<(entries[1].comment?.range.lowerBound ?? entries[1].range.lowerBound)]
    return gap.filter { $0 == 0x0A }.count >= 2 || gap.filter { $0 == 0x0D }.count >= 2
  }

  /// The offset of the end of the line holding `offset` (before its line break).
  static func lineEnd(after offset: Int, in text: [UInt8]) -> Int {
    var index = offset
    while index < text.count, text[index] != 0x0A, text[index] != 0x0D { index += 1 }
    return index
  }

  /// A line in an entry's note saying its source changed, when the recorded fingerprint no
  /// longer matches and the note does not say so yet.
  static func staleMark(
    _ existing: StringsDocument.Entry, entry: GenerateEntry, document: StringsDocument,
    lineEnding: String
  ) -> TextEdit? {
    guard let note = existing.comment, let recorded = Fingerprint.recorded(in: note.text),
      recorded != entry.fingerprint,
      !note.text.contains("now \(entry.fingerprint)")
    else { return nil }
    let text = document.file.text
    let isBlock = text[note.range.lowerBound + 1] == UInt8(ascii: "*")
    let mark =
      "Stale: the source is now \"\(TextExcerpt.oneLine(entry.source, limit: 200).replacingOccurrences(of: "*/", with: "* /"))\" (now \(entry.fingerprint)); review the translation, then its fingerprint."
    if isBlock {
      let close = note.range.upperBound - 2
      return TextEdit(range: close..<close, replacement: lineEnding + "   " + mark + " ")
    }
    return TextEdit(
      range: note.range.upperBound..<note.range.upperBound, replacement: lineEnding + "// " + mark)
  }
}
