import Testing

@testable import UsageStrings

/// The eight-bytes-at-a-time scans answer what a byte-by-byte loop answers, at every alignment.
@Suite struct ByteScanTests {
  /// Random bytes, rich in the ones the scans look for and in their neighbours.
  private func samples(_ generator: inout SeededGenerator) -> [[UInt8]] {
    let interesting: [UInt8] = [
      0x00, 0x09, 0x0A, 0x0D, 0x0E, 0x22, 0x27, 0x2A, 0x2F, 0x5C, 0x7F, 0x80, 0xBF, 0xC0, 0xE2,
      0xF0, 0xFF,
    ]
    return (0..<3_000).map { _ in
      (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? interesting.randomElement(using: &generator)!
          : UInt8.random(in: 0...255, using: &generator)
      }
    }
  }

  @Test func scansAgreeWithByteLoops() {
    var generator = SeededGenerator(seed: 11)
    for bytes in samples(&generator) {
      bytes.withUnsafeBufferPointer { buffer in
        for from in 0...bytes.count {
          let end = Int.random(in: from...bytes.count, using: &generator)
          let window = from..<end
          for (first, second) in [
            (UInt8(0x22), UInt8(0x5C)), (0x2A, 0x2A), (0x0A, 0x0D), (0xE2, 0x80),
          ] {
            let expected = window.first { bytes[$0] == first || bytes[$0] == second } ?? end
            #expect(
              ByteScan.firstIndex(of: first, or: second, in: buffer, from: from, end: end)
                == expected, "\(bytes) \(window)")
          }
          for limit in [UInt8(0x0D), 0x00, 0x20, 0x7F] {
            let expected = window.first { bytes[$0] <= limit } ?? end
            #expect(
              ByteScan.firstIndex(atMost: limit, in: buffer, from: from, end: end) == expected,
              "\(bytes) \(window) \(limit)")
          }
          let starts = window.filter { bytes[$0] & 0xC0 != 0x80 }.count
          #expect(
            ByteScan.scalarStarts(in: buffer, from: from, end: end) == starts, "\(bytes) \(window)")
        }
      }
    }
  }
}

/// The validation of whole files finds the first byte the scalar decoder rejects.
@Suite struct UTF8ValidationTests {
  @Test func firstInvalidByteIsTheDecodersFirstRejection() {
    var generator = SeededGenerator(seed: 17)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("é".utf8), Array("中".utf8), Array("😀".utf8), Array("\u{D7FF}".utf8),
      Array("\u{E000}".utf8),
      [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80, 0x80, 0x80],
      [0x80], [0xBF], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x98], [0xFF], [0xEE, 0x80, 0x80],
      [0xEC, 0xBF, 0xBF],
    ]
    for _ in 0..<20_000 {
      let bytes = (0..<Int.random(in: 0...12, using: &generator)).flatMap { _ in
        pieces.randomElement(using: &generator)!
      }
      var expected: Int?
      var index = 0
      while index < bytes.count {
        let (value, length) = UTF8Scalar.decode(bytes, at: index)
        if length == 1 && value == 0xFFFD {
          expected = index
          break
        }
        index += length
      }
      #expect(TextFile.firstInvalidUTF8(bytes) == expected, "\(bytes)")
    }
  }
}
