/// Merging into a `.strings` table in XML property-list form (GlotPress's, or one `plutil`
/// touched): values replaced inside their `<string>`, new keys added to the dictionary, the file
/// kept in its form. A binary table is what a built app ships: read, never written.
extension Merger {
  static func editPlistStrings(
    _ document: PlistDocument, table: TranslationTable, units: [Placed],
    target: ResolvedTarget, locale: LocaleIdentifier, context: GenerateContext
  ) -> Result<FileWrite, Refusal> {
    guard document.format == .xml, let file = document.file else {
      return .failure(
        Refusal(
          message:
            "\(table.path) is a binary property list, as a built app ships its tables: it is read, never written; nothing was written"
        ))
    }
    guard document.failure == nil, let members = document.root?.members else {
      return .failure(Refusal(message: "\(table.path) does not parse; nothing was written"))
    }
    let present = Set(members.map(\.key))
    var edits: [TextEdit] = []
    var changed: Set<String> = []
    var added: [(key: String, value: String)] = []
    let values = Dictionary(
      units.map { ($0.entry.key, $0.entry.value ?? "") }, uniquingKeysWith: { $1 })
    // New keys in the source's order, as `order` gives them.
    for entry in order(units, target: target, context: context) {
      guard let value = values[entry.key] else { continue }
      if present.contains(entry.key) {
        guard members.last(where: { $0.key == entry.key })?.value.string != value,
          let edit = PlistStringsEdits.replacing(entry.key, with: value, in: document)
        else { continue }
        edits.append(edit)
      } else {
        added.append((entry.key, value))
      }
      changed.insert(entry.key)
    }
    if let insertion = PlistStringsEdits.inserting(added, in: document) { edits.append(insertion) }
    let bytes = file.encoded(TextEdit.apply(edits, to: file.text))
    let reread = PlistDocument.read(path: table.path, bytes: bytes)
    // Nothing may be lost: the file is still an XML table, every old key is there.
    guard reread.format == .xml, reread.failure == nil,
      present.isSubset(of: Set((reread.root?.members ?? []).map(\.key)))
    else {
      return .failure(
        Refusal(message: "\(table.path) could not be edited safely; nothing was written"))
    }
    return .success(
      FileWrite(
        write: PlannedWrite(
          path: table.absolutePath, display: table.path, bytes: bytes, existing: file.bytes),
        changedKeys: changed,
        tables: [
          TableReader.plistStrings(reread, locale: locale, absolutePath: table.absolutePath)
        ]))
  }
}
