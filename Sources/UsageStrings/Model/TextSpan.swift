/// Where a string value is written in a file, so that a finding at any character of the value
/// can be reported at its line and column.
public struct TextSpan: Sendable {
  /// How the value's characters are written in the file.
  public enum Escaping: Sendable, Hashable {
    /// Character for character.
    case none
    /// Old-style plist escapes (`.strings`, `project.pbxproj`).
    case openStep
    /// XML entities and character references.
    case xml
    /// JSON escapes.
    case json
  }

  /// The path shown to users.
  public let path: String
  /// The decoded file, or nil where the file has no lines (binary plists).
  public let file: TextFile?
  /// The range of the value's text (inside quotes or tags), or nil.
  public let content: Range<Int>?
  public let escaping: Escaping

  public init(path: String, file: TextFile?, content: Range<Int>?, escaping: Escaping) {
    self.path = path
    self.file = file
    self.content = content
    self.escaping = escaping
  }

  /// A span that only knows its file.
  public static func file(_ path: String) -> TextSpan {
    TextSpan(path: path, file: nil, content: nil, escaping: .none)
  }

  /// The UTF-8 offset in the file of the UTF-16 unit at `unit` of the decoded value.
  public func offset(ofUnit unit: Int) -> Int? {
    guard let file, let content else { return nil }
    switch escaping {
    case .none:
      let text = String(decoding: file.text[content], as: UTF8.self)
      let prefix = text.utf16.prefix(unit)
      return content.lowerBound + (String(prefix) ?? "").utf8.count
    case .openStep: return OpenStepEscapes.sourceOffset(ofUnit: unit, in: file.text[content])
    case .xml: return XMLEntities.sourceOffset(ofUnit: unit, in: file.text, content)
    case .json: return JSONEscapes.sourceOffset(ofUnit: unit, in: file.text[content])
    }
  }

  /// The location of the decoded value's UTF-16 units `units`.
  public func location(units: Range<Int>) -> SourceRange {
    guard let file, let content else { return .file(path) }
    var start: Int
    var end: Int
    if escaping == .openStep {
      // Both ends in one pass over the value: the common case, `.strings` files.
      (start, end) = OpenStepEscapes.sourceOffsets(ofUnits: units, in: file.text[content])
    } else {
      guard let first = offset(ofUnit: units.lowerBound) else { return .file(path) }
      start = first
      end = offset(ofUnit: units.upperBound) ?? content.upperBound
    }
    if units.isEmpty { end = start }
    let position = file.position(start)
    return SourceRange(
      file: path, start: position, end: file.lines.position(of: max(start, end), after: position))
  }

  /// The location of the whole value.
  public var location: SourceRange {
    guard let file, let content else { return .file(path) }
    return file.range(content)
  }
}
