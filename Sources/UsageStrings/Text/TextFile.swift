/// A text file decoded for parsing: its original bytes, its encoding, and its text as UTF-8.
///
/// Parsers work on `text`, and every offset they report is a UTF-8 offset into it. Bytes that do
/// not decode are replaced with U+FFFD in `text`, and the first of them is described by
/// `encodingProblem`, so that the rest of the file can still be checked.
public final class TextFile: Sendable {
  /// Where the first undecodable bytes are and what they are.
  public struct EncodingProblem: Sendable, Hashable {
    /// The offset in `text` where the replacement character stands.
    public var offset: Int
    public var message: String
  }

  /// The path shown to users.
  public let path: String
  /// The bytes as read from disk.
  public let bytes: [UInt8]
  public let encoding: TextEncoding
  /// The decoded text without its BOM, as UTF-8.
  public let text: [UInt8]
  public let encodingProblem: EncodingProblem?
  public let lines: LineIndex

  /// Decodes `bytes`: UTF-16 when a BOM says so, else UTF-8.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    let encoding = TextEncoding.sniff(bytes)
    self.encoding = encoding
    // Without a BOM the body is the bytes themselves: shared, not copied.
    let body =
      encoding.byteOrderMark.isEmpty ? bytes : Array(bytes.dropFirst(encoding.byteOrderMark.count))
    let decoded: (text: [UInt8], problem: EncodingProblem?)
    switch encoding {
    case .utf8, .utf8WithBOM:
      decoded = TextFile.decodeUTF8(body, bomLength: encoding.byteOrderMark.count)
    case .utf16LittleEndian: decoded = TextFile.decodeUTF16(body, littleEndian: true)
    case .utf16BigEndian: decoded = TextFile.decodeUTF16(body, littleEndian: false)
    }
    text = decoded.text
    encodingProblem = decoded.problem
    lines = LineIndex(decoded.text)
  }

  /// The position of a UTF-8 offset of `text`.
  public func position(_ offset: Int) -> SourcePosition { lines.position(of: offset) }

  /// The range of `text` between two offsets, for diagnostics.
  public func range(_ range: Range<Int>) -> SourceRange {
    SourceRange(file: path, start: position(range.lowerBound), end: position(range.upperBound))
  }

  /// The file's text as a string.
  public var string: String { String(decoding: text, as: UTF8.self) }

  /// `text` with edits applied, encoded back in the file's own encoding and BOM.
  public func encoded(_ text: [UInt8]) -> [UInt8] { encoding.encode(text) }

  private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

  static func decodeUTF8(_ bytes: [UInt8], bomLength: Int) -> ([UInt8], EncodingProblem?) {
    // Valid UTF-8, the common case, is used as is.
    guard var invalid = firstInvalidUTF8(bytes) else { return (bytes, nil) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 8)
    var problem: EncodingProblem?
    var index = 0
    while index < bytes.count {
      // Valid runs are copied whole, up to the next byte that is not UTF-8.
      if index < invalid {
        output += bytes[index..<invalid]
        index = invalid
      } else {
        invalid = firstInvalidUTF8(bytes, from: index + 1) ?? bytes.count
        if problem == nil {
          let hex = String(bytes[index], radix: 16, uppercase: true)
          problem = EncodingProblem(
            offset: output.count,
            message: "byte 0x\(hex) at offset \(index + bomLength) is not UTF-8")
        }
        output += replacement
        index += 1
      }
    }
    return (output, problem)
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence, if any.
  static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int = 0) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = start
      while index < buffer.count {
        // Runs of ASCII, eight bytes at a time.
        while index + 8 <= buffer.count,
          UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
            & 0x8080_8080_8080_8080 == 0
        {
          index += 8
        }
        guard index < buffer.count else { return nil }
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        // Two- and three-byte scalars (most translations) checked inline; the rest decoded.
        if lead >= 0xC2, lead <= 0xDF, index + 1 < buffer.count, buffer[index + 1] & 0xC0 == 0x80 {
          index += 2
          continue
        }
        if lead >= 0xE1, lead <= 0xEF, lead != 0xED, index + 2 < buffer.count,
          buffer[index + 1] & 0xC0 == 0x80, buffer[index + 2] & 0xC0 == 0x80
        {
          index += 3
          continue
        }
        let (value, length) = UTF8Scalar.decode(buffer, at: index)
        if length == 1 && value == 0xFFFD { return index }
        index += length
      }
      return nil
    }
  }

  static func decodeUTF16(_ bytes: [UInt8], littleEndian: Bool) -> ([UInt8], EncodingProblem?) {
    var problem: EncodingProblem?
    let evenCount = bytes.count & ~1
    // Each unit takes at most three bytes of UTF-8 (a pair of units, four); one replacement more.
    var output = [UInt8](unsafeUninitializedCapacity: evenCount / 2 * 3 + 3) { output, written in
      var writer = UTF8Writer(output: output)
      bytes.withUnsafeBufferPointer { bytes in
        func unit(_ index: Int) -> UInt32 {
          let first = UInt32(bytes[index])
          let second = UInt32(bytes[index + 1])
          return littleEndian ? second << 8 | first : first << 8 | second
        }
        var index = 0
        while index < evenCount {
          let first = unit(index)
          index += 2
          if first < 0x80 {
            writer.put(first)
          } else if !UTF16Text.isSurrogate(first) {
            writer.put(scalar: first)
          } else if UTF16Text.isHighSurrogate(first), index + 2 <= evenCount,
            case let second = unit(index),
            UTF16Text.isLowSurrogate(second)
          {
            index += 2
            writer.put(scalar: UTF16Text.scalar(high: first, low: second))
          } else {
            problem = problem ?? unpairedSurrogate(first, at: index, written: writer.written)
            writer.put(scalar: 0xFFFD)
          }
        }
      }
      written = writer.written
    }
    if bytes.count % 2 == 1 {
      if problem == nil {
        problem = EncodingProblem(
          offset: output.count,
          message:
            "UTF-16 text with an odd number of bytes (\(bytes.count + 2)); the last byte is cut off"
        )
      }
      output += replacement
    }
    return (output, problem)
  }

  /// The problem of an unpaired surrogate met before `index`, whose replacement is written at
  /// `written`.
  private static func unpairedSurrogate(_ unit: UInt32, at index: Int, written: Int)
    -> EncodingProblem
  {
    let hex = String(unit, radix: 16, uppercase: true)
    return EncodingProblem(
      offset: written, message: "unpaired UTF-16 surrogate U+\(hex) at offset \(index)")
  }

  /// Writes UTF-8 into a buffer large enough for it.
  private struct UTF8Writer {
    let output: UnsafeMutableBufferPointer<UInt8>
    var written = 0

    @inline(__always)
    mutating func put(_ byte: UInt32) {
      output[written] = UInt8(truncatingIfNeeded: byte)
      written += 1
    }

    /// A scalar of two bytes or more.
    @inline(__always)
    mutating func put(scalar value: UInt32) {
      if value < 0x800 {
        put(0xC0 | value >> 6)
      } else if value < 0x10000 {
        put(0xE0 | value >> 12)
        put(0x80 | value >> 6 & 0x3F)
      } else {
        put(0xF0 | value >> 18)
        put(0x80 | value >> 12 & 0x3F)
        put(0x80 | value >> 6 & 0x3F)
      }
      put(0x80 | value & 0x3F)
    }
  }
}
