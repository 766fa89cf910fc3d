/// What a finding is about, as text: the value of its key in its file where a string of the
/// model is there, else the file's text at its place. Its fingerprint identifies the finding
/// across edits elsewhere in the file and across `--fix` (a baseline, `--new-since`), where a
/// line number would not.
enum OffendingText {
  /// The findings, each with the fingerprint of its offending text.
  static func fingerprinted(
    _ diagnostics: [Diagnostic], targets: [ResolvedTarget], files: [TextFile],
    characters: CharacterTable
  ) -> [Diagnostic] {
    guard !diagnostics.isEmpty else { return diagnostics }
    let paths = Set(diagnostics.compactMap(\.location?.file))
    // The keys findings name, by file: only their values are kept.
    var wanted: [String: Set<String>] = [:]
    for diagnostic in diagnostics {
      guard let file = diagnostic.location?.file, let key = diagnostic.key else { continue }
      wanted[file, default: []].insert(key)
    }
    var values: [String: [String: String]] = [:]
    for target in targets {
      var current: String?
      var keys: Set<String>?
      // By index, reading the fields asked: a loop over the elements copies each string whole,
      // and a unit of one language passes over every language's strings.
      let strings = target.strings
      for index in strings.indices {
        let path = strings[index].span.path
        if path != current {
          current = path
          keys = wanted[path]
        }
        guard let keys, keys.contains(strings[index].key), strings[index].variation.isEmpty,
          strings[index].parentKey == nil
        else { continue }
        values[path, default: [:]][strings[index].key] = strings[index].text
      }
    }
    var texts: [String: TextFile] = [:]
    for file in files where paths.contains(file.path) { texts[file.path] = file }
    return diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      let text = diagnostic.location.flatMap { location in
        diagnostic.key.flatMap { values[location.file]?[$0] }
          ?? texts[location.file].map { excerpt($0, location) }
      }
      // A place with no text (a whole file's finding) is told apart by what it says.
      let offending = text ?? ""
      let read = Fingerprint.readable(offending, fallback: diagnostic.message)
      diagnostic.fingerprint = Fingerprint.of(read, isNFC: characters.isPlainlyNFC(read))
      let formerText = offending.isEmpty ? diagnostic.message : offending
      // Most texts read as they are written: their former fingerprint is this one.
      if !formerText.hasSameBytes(as: read) {
        let former = Fingerprint.of(formerText, isNFC: characters.isPlainlyNFC(formerText))
        if former != diagnostic.fingerprint { diagnostic.formerFingerprint = former }
      }
      return diagnostic
    }
  }

  /// The file's text in a range (empty when the range is not in it).
  private static func excerpt(_ file: TextFile, _ range: SourceRange) -> String {
    let start = max(0, min(range.start.offset, file.text.count))
    let end = max(start, min(range.end.offset, file.text.count))
    return String(decoding: file.text[start..<end], as: UTF8.self)
  }
}
