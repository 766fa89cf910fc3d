/// The encodings a text file of the project may be in: what the system reads for `.strings`
/// (UTF-8 with or without a BOM, UTF-16 with a BOM).
public enum TextEncoding: String, Sendable, Hashable, Codable {
  case utf8 = "utf-8"
  case utf8WithBOM = "utf-8-bom"
  case utf16LittleEndian = "utf-16le"
  case utf16BigEndian = "utf-16be"

  /// The byte order mark the encoding writes first.
  public var byteOrderMark: [UInt8] {
    switch self {
    case .utf8: []
    case .utf8WithBOM: [0xEF, 0xBB, 0xBF]
    case .utf16LittleEndian: [0xFF, 0xFE]
    case .utf16BigEndian: [0xFE, 0xFF]
    }
  }

  /// The encoding a file's BOM announces, or UTF-8 when it has none.
  public static func sniff(_ bytes: [UInt8]) -> TextEncoding {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8WithBOM }
    if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
    if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
    return .utf8
  }

  /// Encodes UTF-8 text in this encoding, with its BOM.
  public func encode(_ utf8: [UInt8]) -> [UInt8] {
    switch self {
    case .utf8: return utf8
    case .utf8WithBOM: return byteOrderMark + utf8
    case .utf16LittleEndian, .utf16BigEndian:
      var result = byteOrderMark
      result.reserveCapacity(utf8.count * 2 + 2)
      let littleEndian = self == .utf16LittleEndian
      for unit in String(decoding: utf8, as: UTF8.self).utf16 {
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        if littleEndian { result += [low, high] } else { result += [high, low] }
      }
      return result
    }
  }
}
