/// The comments and trailing commas JSON5 allows and strict JSON does not, blanked: Expo reads
/// `app.json` as JSON5, so an app's file may have `// …` lines. Each blanked byte becomes a
/// space (a line break stays), so every value keeps its offset, line and column.
enum JSONComments {
  static func blanked(_ text: [UInt8]) -> [UInt8] {
    var bytes = text
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x22: index = stringEnd(bytes, from: index)
      case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2F:
        while index < bytes.count, bytes[index] != 0x0A {
          bytes[index] = 0x20
          index += 1
        }
      case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2A:
        index = blankBlock(&bytes, from: index)
      default: index += 1
      }
    }
    blankTrailingCommas(&bytes)
    return bytes
  }

  /// The index after the string that starts at `start` (its escapes skipped).
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count, bytes[index] != 0x22 {
      index += bytes[index] == 0x5C ? 2 : 1
    }
    return index + 1
  }

  /// Blanks a `/* … */` comment (its line breaks kept), returning the index after it.
  private static func blankBlock(_ bytes: inout [UInt8], from start: Int) -> Int {
    bytes[start] = 0x20
    bytes[start + 1] = 0x20
    var index = start + 2
    var previous: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte != 0x0A { bytes[index] = 0x20 }
      index += 1
      if previous == 0x2A && byte == 0x2F { break }
      previous = byte
    }
    return index
  }

  /// Blanks each comma that only white space separates from a closing `}` or `]`, outside
  /// strings (the comments are blank already).
  private static func blankTrailingCommas(_ bytes: inout [UInt8]) {
    var index = 0
    var lastComma: Int?
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 {
        lastComma = nil
        index = stringEnd(bytes, from: index)
        continue
      }
      if byte == 0x2C {
        lastComma = index
      } else if byte == 0x7D || byte == 0x5D {
        if let comma = lastComma { bytes[comma] = 0x20 }
        lastComma = nil
      } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
        lastComma = nil
      }
      index += 1
    }
  }
}
