/// Base64 for plist `<data>`, without Foundation; whitespace is ignored, as plists wrap it.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func decode(_ text: String) -> [UInt8]? {
    var values: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - 65)
      case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - 71)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte + 4)
      case UInt8(ascii: "+"): values.append(62)
      case UInt8(ascii: "/"): values.append(63)
      case UInt8(ascii: "="), 0x20, 0x09, 0x0A, 0x0D: continue
      default: return nil
      }
    }
    var result: [UInt8] = []
    var index = 0
    while index + 1 < values.count {
      let chunk = values[index..<min(index + 4, values.count)]
      let a = chunk[index]
      let b = chunk[index + 1]
      result.append(a << 2 | b >> 4)
      if chunk.count > 2 { result.append(b << 4 | chunk[index + 2] >> 2) }
      if chunk.count > 3 { result.append(chunk[index + 2] << 6 | chunk[index + 3]) }
      index += 4
    }
    return result
  }

  static func encode(_ bytes: [UInt8]) -> String {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      let a = bytes[index]
      let b = count > 1 ? bytes[index + 1] : 0
      let c = count > 2 ? bytes[index + 2] : 0
      result.append(alphabet[Int(a >> 2)])
      result.append(alphabet[Int((a & 0x03) << 4 | b >> 4)])
      result.append(count > 1 ? alphabet[Int((b & 0x0F) << 2 | c >> 6)] : UInt8(ascii: "="))
      result.append(count > 2 ? alphabet[Int(c & 0x3F)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: result, as: UTF8.self)
  }
}
