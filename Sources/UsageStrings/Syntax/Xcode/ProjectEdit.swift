/// Edits of a `project.pbxproj` as Xcode makes them, and nothing else: every byte not part of
/// an edit is kept, so that the file stays the project's own (its order, comments, layout).
public enum ProjectEdit {
  /// The project text with a new localization of a variant group (`fr` of `InfoPlist.strings`):
  /// a file reference beside the group's others, the reference in the group's children, and
  /// the region in `knownRegions` when it is not there yet. Nil when the text is not a project
  /// holding that group, or when the edit would not read back as meant.
  ///
  /// - Parameters:
  ///   - text: the `project.pbxproj` file's bytes.
  ///   - group: the variant group's object ID.
  ///   - region: the region as the folder names it (`fr`, `pt-BR`).
  ///   - path: the file's path relative to the group (`fr.lproj/InfoPlist.strings`).
  public static func addingLocalization(
    _ text: [UInt8], group: String, region: String, path: String
  ) -> [UInt8]? {
    guard case .success(let root) = OpenStepParser.parseDocument(text),
      let objects = root["objects"]?.members,
      let groupObject = objects.last(where: { $0.key == group })?.value,
      case .array(let children, let childrenRange) = groupObject["children"] ?? .array([], 0..<0),
      !childrenRange.isEmpty
    else { return nil }
    let existing = Set(objects.map(\.key))
    if children.contains(where: { child in
      objects.last { $0.key == child.string }?.value["name"]?.string == region
    }) {
      return text
    }
    let id = newID(seed: "\(group)|\(region)|\(path)", avoiding: existing)
    var insertions: [(offset: Int, text: String)] = []
    // The reference, on a line of its own among the file references, in ID order as Xcode
    // keeps them.
    let references = objects.filter { $0.value["isa"]?.string == "PBXFileReference" }
    let line =
      id + " /* " + region
      + " */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = "
      + quoted(region) + "; path = " + quoted(path) + "; sourceTree = \"<group>\"; };"
    if let before = references.last(where: { $0.key < id }) {
      insertions.append(
        (
          lineEnd(after: before.value.range.upperBound, in: text),
          "\n" + indentation(ofLineAt: before.keyRange.lowerBound, in: text) + line
        ))
    } else {
      let after = references.first ?? objects.last { $0.key == group }!
      let indent = indentation(ofLineAt: after.keyRange.lowerBound, in: text)
      insertions.append((after.keyRange.lowerBound - indent.utf8.count, indent + line + "\n"))
    }
    insertions.append(
      listInsertion(
        children, range: childrenRange, item: id + " /* " + region + " */", in: text))
    if let project = objects.last(where: { $0.key == root["rootObject"]?.string })?.value,
      case .array(let regions, let regionsRange) = project["knownRegions"] ?? .array([], 0..<0),
      !regionsRange.isEmpty, !regions.contains(where: { $0.string == region })
    {
      insertions.append(listInsertion(regions, range: regionsRange, item: quoted(region), in: text))
    }
    var result = text
    for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
      result.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
    }
    // It must read back as the same project with one more file in the group.
    guard case .success(let edited) = OpenStepParser.parseDocument(result),
      let newChildren = edited["objects"]?.members?.last(where: { $0.key == group })?.value[
        "children"]?.array,
      newChildren.count == children.count + 1, newChildren.last?.string == id
    else { return nil }
    return result
  }

  /// An item added at the end of a list, on its own line as the list's others are, or inline
  /// when the list is written on one line.
  static func listInsertion(
    _ items: [OpenStepValue], range: Range<Int>, item: String, in text: [UInt8]
  ) -> (offset: Int, text: String) {
    let close = range.upperBound - 1  // the ')'
    guard let last = items.last else {
      return (close, item + ",")
    }
    // After the last item's comma (and any comment on its line).
    var end = last.range.upperBound
    while end < close, text[end] != UInt8(ascii: ",") { end += 1 }
    if end < close { end += 1 }
    let multiline = text[range].contains(0x0A)
    guard multiline else { return (end, " " + item + ",") }
    let line = lineEnd(after: end, in: text)
    return (line, "\n" + indentation(ofLineAt: last.range.lowerBound, in: text) + item + ",")
  }

  /// The offset of the end of the line holding `offset` (before its line break), past a
  /// trailing `;` or `,` and comment.
  static func lineEnd(after offset: Int, in text: [UInt8]) -> Int {
    var end = offset
    while end < text.count, text[end] != 0x0A, text[end] != 0x0D { end += 1 }
    return end
  }

  /// The spaces and tabs that start the line holding `offset`.
  static func indentation(ofLineAt offset: Int, in text: [UInt8]) -> String {
    var start = offset
    while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
    var end = start
    while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
    return String(decoding: text[start..<end], as: UTF8.self)
  }

  /// A string as Xcode writes it: bare when made of letters, digits, `_`, `.` and `/` only.
  static func quoted(_ value: String) -> String {
    let bare =
      !value.isEmpty
      && value.utf8.allSatisfy {
        ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F
          || $0 == 0x2E || $0 == 0x2F
      }
    return bare ? value : OpenStepEscapes.quoted(value)
  }

  /// A 24-digit object ID, the same for the same edit, that no object of the project has.
  static func newID(seed: String, avoiding existing: Set<String>) -> String {
    var salt: UInt64 = 0
    while true {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in "\(seed)|\(salt)".utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      let high = String(hash, radix: 16, uppercase: true)
      let low = String(hash >> 32 ^ 0x5EED, radix: 16, uppercase: true)
      let id = String(
        (String(repeating: "0", count: 16 - high.count) + high + low + "00000000").prefix(24))
      if !existing.contains(id) { return id }
      salt += 1
    }
  }
}
