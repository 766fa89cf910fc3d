import Foundation
import Testing

@testable import UsageStrings

private func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
  (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
}

/// A `bplist00` file laid out by hand: header, objects, offset table, trailer.
private func bplist(_ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 1) -> [UInt8] {
  var bytes = Array("bplist00".utf8)
  var offsets: [Int] = []
  for object in objects {
    offsets.append(bytes.count)
    bytes += object
  }
  let tableOffset = bytes.count
  let offsetSize = tableOffset < 0x100 ? 1 : 2
  for offset in offsets { bytes += bigEndian(offset, offsetSize) }
  bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
  return bytes + bigEndian(objects.count, 8) + bigEndian(top, 8) + bigEndian(tableOffset, 8)
}

/// A value in short, members in file order, so that trees compare as plain strings.
private func summary(_ value: PlistValue) -> String {
  switch value {
  case .string(let text, _): return "'\(text)'"
  case .integer(let text, _), .real(let text, _): return text
  case .boolean(let flag, _): return "\(flag)"
  case .date(let seconds, _): return "date(\(seconds))"
  case .data(let bytes, _):
    return "<" + bytes.map { String($0, radix: 16) }.joined(separator: " ") + ">"
  case .array(let values, _): return "[" + values.map(summary).joined(separator: ", ") + "]"
  case .dictionary(let members, _):
    return "{" + members.map { "\($0.key): \(summary($0.value))" }.joined(separator: ", ") + "}"
  }
}

private func foundationBinary(_ object: Any) throws -> [UInt8] {
  [UInt8](try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
}

/// Three objects, `["a", 7]`: object 0 at 8, 1 at 11, 2 at 13, the table at 15, the trailer at 18.
private let small = bplist([[0xA2, 1, 2], [0x51, 0x61], [0x10, 0x07]])

/// `small` with bytes from `offset` on replaced.
private func patched(_ offset: Int, _ replacement: [UInt8]) -> [UInt8] {
  var bytes = small
  bytes.replaceSubrange(offset..<offset + replacement.count, with: replacement)
  return bytes
}

@Suite struct BinaryPlistParserTests {
  @Test func readsWhatFoundationWrites() throws {
    let object: [String: Any] = [
      "ascii": "Hello", "utf16": "Grüße 😀", "long": String(repeating: "x", count: 20),
      "small": 7, "large": 5_000_000_000, "negative": -42, "double": 1.5, "float": Float(0.25),
      "yes": true, "no": false, "data": Data([0, 1, 0xFF]),
      "date": Date(timeIntervalSinceReferenceDate: 12.5), "list": [1, "two", [3.5]] as [Any],
      "empty": [String: Any](),
    ]
    let root = try BinaryPlistParser.parse(try foundationBinary(object))
    let expected = [
      "ascii": "'Hello'", "utf16": "'Grüße 😀'", "long": "'xxxxxxxxxxxxxxxxxxxx'", "small": "7",
      "large": "5000000000", "negative": "-42", "double": "1.5", "float": "0.25", "yes": "true",
      "no": "false", "data": "<0 1 ff>", "date": "date(12.5)", "list": "[1, 'two', [3.5]]",
      "empty": "{}",
    ]
    #expect(root.members?.count == expected.count)
    for (key, value) in expected {
      #expect(root[key].map(summary) == value, "\(key)")
    }
  }

  @Test func countsAboveFifteenHaveAnIntegerLength() throws {
    let object = Dictionary(uniqueKeysWithValues: (0..<20).map { ("k\($0)", $0 * 1000) })
    let bytes = try foundationBinary(object)
    #expect(bytes.contains(0xDF))
    let root = try BinaryPlistParser.parse(bytes)
    #expect(root.members?.count == 20)
    #expect(root["k19"].map(summary) == "19000")
  }

  @Test func handBuiltObjectsKeepTheirOrder() throws {
    #expect(FoundationReader.plist(small) as? [AnyHashable] == ["a", 7])
    #expect(summary(try BinaryPlistParser.parse(small)) == "['a', 7]")
    // Dictionary keys come first, then values; members stay in file order.
    let dictionary = bplist([[0xD2, 1, 2, 3, 4], [0x51, 0x7A], [0x51, 0x61], [0x09], [0x08]])
    #expect(summary(try BinaryPlistParser.parse(dictionary)) == "{z: true, a: false}")
    // A 4-byte real, a UID (read as its number) and a set (read as an array).
    let others = bplist([
      [0xA3, 1, 2, 3], [0x22, 0x3E, 0x80, 0, 0], [0x81, 0x01, 0x02], [0xC1, 2],
    ])
    #expect(summary(try BinaryPlistParser.parse(others)) == "[0.25, 258, [258]]")
    // A shared object is read at each reference.
    let shared = bplist([[0xA2, 1, 1], [0x51, 0x61]])
    #expect(summary(try BinaryPlistParser.parse(shared)) == "['a', 'a']")
  }

  /// Damaged files: each is the parser's error, with its message and offset, never a crash.
  static let malformed: [(String, [UInt8], String, Int)] = [
    (
      "header only", Array("bplist00".utf8) + [UInt8](repeating: 0, count: 10),
      "not a binary plist, or too short to hold its trailer", 0
    ),
    ("truncated trailer", Array(small.dropLast()), "the binary plist's trailer is damaged", 17),
    ("no trailer at all", Array(small.prefix(18)), "not a binary plist, or too short", 0),
    ("offset size 0", patched(18 + 6, [0]), "the binary plist's trailer is damaged", 18),
    (
      "object count absurd", patched(18 + 8, [0x40, 0, 0, 0, 0, 0, 0, 0]),
      "the binary plist's trailer is damaged", 18
    ),
    ("top object missing", patched(18 + 16 + 7, [3]), "the binary plist's trailer is damaged", 18),
    ("table past the end", patched(18 + 24 + 7, [50]), "the binary plist's trailer is damaged", 18),
    (
      "table overlaps the trailer", patched(18 + 24 + 7, [17]),
      "the binary plist's trailer is damaged", 18
    ),
    ("offset past the objects", patched(17, [15]), "object 2 points outside the file", 17),
    ("offset into the header", patched(16, [3]), "object 1 points outside the file", 16),
    ("reference out of range", patched(10, [3]), "a reference to a missing object", 10),
    ("array contains itself", bplist([[0xA1, 0]]), "object 0 contains itself", 0),
    ("two-step cycle", bplist([[0xA1, 1], [0xA1, 0]]), "object 0 contains itself", 0),
    (
      "dictionary value cycle", bplist([[0xD1, 1, 0], [0x51, 0x61]]), "object 0 contains itself", 0
    ),
    (
      "absurd string length",
      bplist([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]),
      "an object claims an impossible length", 8
    ),
    ("array past the objects", bplist([[0xAF, 0x10, 0x0A]]), "an object runs past the end", 11),
    ("data past the objects", bplist([[0x45, 1, 2]]), "an object runs past the end", 9),
    ("UTF-16 past the objects", bplist([[0x62, 0, 0x41]]), "an object runs past the end", 9),
    ("date cut short", bplist([[0x33, 0, 0]]), "an object runs past the end", 9),
    (
      "length not an integer", bplist([[0x5F, 0x50, 0]]), "an object's length is not an integer", 9
    ),
    ("integer of 32768 bytes", bplist([[0x1F]]), "an integer wider than 16 bytes", 8),
    ("real of 2 bytes", bplist([[0x21, 0, 0]]), "a real of 2 bytes", 8),
    ("null marker", bplist([[0x00]]), "unsupported object marker 0x0", 8),
    ("unknown marker", bplist([[0xF0]]), "unsupported object marker 0xf0", 8),
    ("key not a string", bplist([[0xD1, 1, 1], [0x10, 1]]), "a dictionary key that is not a", 8),
  ]

  @Test(arguments: malformed)
  func malformedInputIsAnErrorAtItsPlace(_ input: (String, [UInt8], String, Int)) throws {
    let error = try #require(throws: BinaryPlistError.self) { try BinaryPlistParser.parse(input.1) }
    #expect(error.message.hasPrefix(input.2), "\(error.message)")
    #expect(error.offset == input.3)
  }

  @Test func deepNestingIsAnError() throws {
    // 600 arrays, each holding the next: two-byte references and offsets.
    let chain = (0..<600).map { [0xA1] + bigEndian($0 + 1, 2) } + [[0x10, 0]]
    let error = try #require(throws: BinaryPlistError.self) {
      try BinaryPlistParser.parse(bplist(chain, referenceSize: 2))
    }
    #expect(error.message == "values nested more than 512 deep")
  }

  @Test func sharedReferencesCannotExpandWithoutBound() throws {
    // Each array holds the next one twice: 2^40 values from 41 objects.
    let chain = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] } + [[0x10, 0]]
    let error = try #require(throws: BinaryPlistError.self) {
      try BinaryPlistParser.parse(bplist(chain))
    }
    #expect(error.message.hasPrefix("more than 1000000 values"))
  }

  @Test func damagedOrTruncatedFoundationOutputIsAnError() throws {
    let object: [String: Any] = ["a": ["b", 1, 2.5, true], "c": Data([1, 2]), "é": "ü 😀"]
    let valid = try foundationBinary(object)
    var generator = SeededGenerator(seed: 7)
    var failures = 0
    for _ in 0..<3000 {
      var bytes = valid
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 8..<bytes.count, using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      do {
        _ = try BinaryPlistParser.parse(bytes)
      } catch {
        failures += 1
        #expect((0..<bytes.count).contains(error.offset), "\(error)")
      }
    }
    #expect(failures > 1500)
    // Cut anywhere, the trailer is gone: every prefix is an error.
    for count in 0..<valid.count {
      #expect(throws: BinaryPlistError.self, "\(count) bytes") {
        try BinaryPlistParser.parse(Array(valid.prefix(count)))
      }
    }
  }
}
