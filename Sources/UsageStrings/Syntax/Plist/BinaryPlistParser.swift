/// A problem in a binary plist, at a byte offset of the file.
public struct BinaryPlistError: Error, Sendable, Hashable {
  public var message: String
  public var offset: Int
}

/// Reads binary property lists (`bplist00`), checking every offset, count and reference so that a
/// damaged or hostile file is an error, never a crash, a loop or an unbounded allocation.
public enum BinaryPlistParser {
  public static let maximumDepth = 512
  public static let maximumVisits = 1_000_000

  public static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist00".utf8))
  }

  public static func parse(_ bytes: [UInt8]) throws(BinaryPlistError) -> PlistValue {
    guard isBinary(bytes), bytes.count >= 8 + 32 else {
      throw BinaryPlistError(
        message: "not a binary plist, or too short to hold its trailer", offset: 0)
    }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    let objectCount = readInteger(bytes, trailer + 8, 8)
    let topObject = readInteger(bytes, trailer + 16, 8)
    let tableOffset = readInteger(bytes, trailer + 24, 8)
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
      objectCount > 0, objectCount < UInt64(bytes.count), topObject < objectCount,
      tableOffset >= 8, tableOffset < UInt64(trailer),
      UInt64(trailer) - tableOffset >= objectCount * UInt64(offsetSize)
    else {
      throw BinaryPlistError(message: "the binary plist's trailer is damaged", offset: trailer)
    }
    var reader = Reader(
      bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize,
      objectCount: Int(objectCount), tableOffset: Int(tableOffset), objectsEnd: Int(tableOffset))
    return try reader.object(Int(topObject), depth: 0)
  }

  static func readInteger(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let tableOffset: Int
    let objectsEnd: Int
    /// Objects being read, to refuse a reference cycle.
    var active: Set<Int> = []
    /// Objects read so far: shared references could otherwise expand exponentially.
    var visits = 0

    func fail(_ message: String, _ offset: Int) -> BinaryPlistError {
      BinaryPlistError(message: message, offset: offset)
    }

    func offset(of object: Int) throws(BinaryPlistError) -> Int {
      let entry = tableOffset + object * offsetSize
      let value = BinaryPlistParser.readInteger(bytes, entry, offsetSize)
      guard value >= 8, value < UInt64(objectsEnd) else {
        throw fail("object \(object) points outside the file", entry)
      }
      return Int(value)
    }

    func need(_ count: Int, at offset: Int) throws(BinaryPlistError) {
      guard count >= 0, offset + count <= objectsEnd else {
        throw fail("an object runs past the end of the object area", offset)
      }
    }

    /// The length of a variable-size object, and where its contents start.
    func length(_ marker: UInt8, at offset: Int) throws(BinaryPlistError) -> (Int, Int) {
      let low = Int(marker & 0x0F)
      if low != 0x0F { return (low, offset + 1) }
      try need(2, at: offset + 1)
      let intMarker = bytes[offset + 1]
      guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
        throw fail("an object's length is not an integer", offset + 1)
      }
      let size = 1 << Int(intMarker & 0x0F)
      try need(size, at: offset + 2)
      let value = BinaryPlistParser.readInteger(bytes, offset + 2, size)
      guard value <= UInt64(objectsEnd) else {
        throw fail("an object claims an impossible length", offset)
      }
      return (Int(value), offset + 2 + size)
    }

    func reference(_ offset: Int) throws(BinaryPlistError) -> Int {
      try need(referenceSize, at: offset)
      let value = BinaryPlistParser.readInteger(bytes, offset, referenceSize)
      guard value < UInt64(objectCount) else {
        throw fail("a reference to a missing object", offset)
      }
      return Int(value)
    }

    mutating func object(_ index: Int, depth: Int) throws(BinaryPlistError) -> PlistValue {
      guard depth < BinaryPlistParser.maximumDepth else {
        throw fail("values nested more than \(BinaryPlistParser.maximumDepth) deep", 0)
      }
      visits += 1
      guard visits <= BinaryPlistParser.maximumVisits else {
        throw fail(
          "more than \(BinaryPlistParser.maximumVisits) values (shared references expand too far)",
          0)
      }
      guard active.insert(index).inserted else { throw fail("object \(index) contains itself", 0) }
      defer { active.remove(index) }
      let start = try offset(of: index)
      let marker = bytes[start]
      switch marker >> 4 {
      case 0x0, 0x1, 0x2, 0x3, 0x8: return try scalar(marker, at: start)
      case 0x4, 0x5, 0x6, 0x7: return try bytesOrString(marker, at: start)
      case 0xA, 0xC: return try array(marker, at: start, depth: depth)
      case 0xD: return try dictionary(marker, at: start, depth: depth)
      default:
        throw fail("unsupported object marker 0x\(String(marker, radix: 16))", start)
      }
    }

    /// A boolean, an integer, a real, a date or a UID.
    func scalar(_ marker: UInt8, at start: Int) throws(BinaryPlistError) -> PlistValue {
      switch marker >> 4 {
      case 0x0:
        switch marker {
        case 0x08: return .boolean(false, .none)
        case 0x09: return .boolean(true, .none)
        default: throw fail("unsupported object marker 0x\(String(marker, radix: 16))", start)
        }
      case 0x1:
        let size = 1 << Int(marker & 0x0F)
        guard size <= 16 else { throw fail("an integer wider than 16 bytes", start) }
        try need(size, at: start + 1)
        let value = BinaryPlistParser.readInteger(bytes, start + 1 + max(0, size - 8), min(size, 8))
        let text = size >= 8 ? String(Int64(bitPattern: value)) : String(value)
        return .integer(text, .none)
      case 0x2:
        let size = 1 << Int(marker & 0x0F)
        guard size == 4 || size == 8 else { throw fail("a real of \(size) bytes", start) }
        try need(size, at: start + 1)
        let raw = BinaryPlistParser.readInteger(bytes, start + 1, size)
        let value = size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
        return .real(String(value), .none)
      case 0x3:
        try need(8, at: start + 1)
        let seconds = Double(bitPattern: BinaryPlistParser.readInteger(bytes, start + 1, 8))
        return .date(String(seconds), .none)
      default:
        let size = Int(marker & 0x0F) + 1
        try need(size, at: start + 1)
        return .integer(String(BinaryPlistParser.readInteger(bytes, start + 1, size)), .none)
      }
    }

    /// Data, or an ASCII, UTF-16 or UTF-8 string.
    func bytesOrString(_ marker: UInt8, at start: Int) throws(BinaryPlistError) -> PlistValue {
      let (count, contents) = try length(marker, at: start)
      switch marker >> 4 {
      case 0x4:
        try need(count, at: contents)
        return .data(Array(bytes[contents..<contents + count]), .none)
      case 0x5:
        try need(count, at: contents)
        return .string(
          String(decoding: bytes[contents..<contents + count].map { $0 & 0x7F }, as: UTF8.self),
          .none)
      case 0x6:
        try need(count * 2, at: contents)
        var units: [UInt16] = []
        units.reserveCapacity(count)
        for unit in 0..<count {
          units.append(
            UInt16(bytes[contents + unit * 2]) << 8 | UInt16(bytes[contents + unit * 2 + 1]))
        }
        return .string(UTF16Text.string(units), .none)
      default:
        try need(count, at: contents)
        return .string(String(decoding: bytes[contents..<contents + count], as: UTF8.self), .none)
      }
    }

    /// An array or a set, read as an array.
    mutating func array(_ marker: UInt8, at start: Int, depth: Int) throws(BinaryPlistError)
      -> PlistValue
    {
      let (count, contents) = try length(marker, at: start)
      try need(count * referenceSize, at: contents)
      var values: [PlistValue] = []
      for item in 0..<count {
        values.append(
          try object(try reference(contents + item * referenceSize), depth: depth + 1))
      }
      return .array(values, .none)
    }

    mutating func dictionary(_ marker: UInt8, at start: Int, depth: Int) throws(BinaryPlistError)
      -> PlistValue
    {
      let (count, contents) = try length(marker, at: start)
      try need(count * referenceSize * 2, at: contents)
      var members: [PlistValue.Member] = []
      for item in 0..<count {
        let keyObject = try object(
          try reference(contents + item * referenceSize), depth: depth + 1)
        guard let key = keyObject.string else {
          throw fail("a dictionary key that is not a string", start)
        }
        let valueReference = try reference(contents + (count + item) * referenceSize)
        members.append(
          .init(key: key, keyRange: nil, value: try object(valueReference, depth: depth + 1)))
      }
      return .dictionary(members, .none)
    }
  }
}
