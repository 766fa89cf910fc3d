/// The guard of one stream: each line that starts at the start of a line (where the previous
/// write ended one) and would be read as a workflow command gets its first `:` escaped, and
/// `##[` is broken everywhere.
public final class OutputGuard {
  public init() {}

  private var atLineStart = true
  /// Whether lines may be the stream's own workflow commands (the `github` reporter's).
  public var allowsCommands = false

  /// The bytes to write for `bytes`, the next piece of the stream.
  public func guarded(_ bytes: [UInt8]) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    defer { atLineStart = bytes.last == 0x0A || bytes.last == 0x0D }
    guard needsGuard(bytes) else { return bytes }
    let text = String(decoding: bytes, as: UTF8.self)
    var result = ""
    var index = text.startIndex
    var lineStarts = atLineStart
    while index < text.endIndex {
      let end = text[index...].firstIndex(where: Self.isBreak) ?? text.endIndex
      let line = text[index..<end]
      result += lineStarts && !allowsCommands ? DisplayText.notACommand(line) : String(line)
      guard end < text.endIndex else { break }
      result.append(text[end])
      index = text.index(after: end)
      lineStarts = true
    }
    return Array(DisplayText.breakingCommands(result).utf8)
  }

  static func isBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r" || character == "\r\n"
  }

  /// Whether a line of the bytes might start with `::` (after blanks, or bytes of a character
  /// that may be one) or `##[` is in them: the rest is written as it is, without decoding it.
  private func needsGuard(_ bytes: [UInt8]) -> Bool {
    var lineStarts = atLineStart && !allowsCommands
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x23, index + 2 < bytes.count, bytes[index + 1] == 0x23, bytes[index + 2] == 0x5B {
        return true
      }
      if lineStarts {
        if byte == 0x3A, index + 1 < bytes.count, bytes[index + 1] == 0x3A { return true }
        // Blanks, and bytes of characters that may be Unicode spaces, keep a line's start open.
        if !(byte == 0x20 || (0x09...0x0C).contains(byte) || byte >= 0x80) { lineStarts = false }
      }
      if byte == 0x0A || byte == 0x0D { lineStarts = !allowsCommands }
      index += 1
    }
    return false
  }
}
