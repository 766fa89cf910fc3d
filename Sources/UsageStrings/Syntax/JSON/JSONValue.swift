/// A JSON value that keeps the order of object members and the byte range of every value, so
/// that files such as `.xcstrings` can be read with line numbers and written back in their order.
public indirect enum JSONValue: Sendable, Equatable {
  public struct Member: Sendable, Equatable {
    public var key: String
    public var keyRange: Range<Int>
    public var value: JSONValue

    public init(key: String, keyRange: Range<Int> = 0..<0, value: JSONValue) {
      self.key = key
      self.keyRange = keyRange
      self.value = value
    }
  }

  case object([Member], Range<Int>)
  case array([JSONValue], Range<Int>)
  case string(String, Range<Int>)
  /// A number, kept as written so that nothing is lost in a round trip.
  case number(String, Range<Int>)
  case bool(Bool, Range<Int>)
  case null(Range<Int>)

  public var range: Range<Int> {
    switch self {
    case .object(_, let range), .array(_, let range), .string(_, let range),
      .number(_, let range), .bool(_, let range), .null(let range):
      range
    }
  }

  public var string: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  public var bool: Bool? {
    if case .bool(let value, _) = self { return value }
    return nil
  }

  public var number: String? {
    if case .number(let value, _) = self { return value }
    return nil
  }

  public var int: Int? { number.flatMap { Int($0) } }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  public var double: Double? { number.flatMap { Double($0) } }

  public var array: [JSONValue]? {
    if case .array(let values, _) = self { return values }
    return nil
  }

  public var members: [Member]? {
    if case .object(let members, _) = self { return members }
    return nil
  }

  /// The value of a member of an object (the last one, when the key repeats).
  public subscript(key: String) -> JSONValue? {
    members?.last { $0.key == key }?.value
  }

  /// The member named `key`, with its range, if any.
  public func member(_ key: String) -> Member? {
    members?.last { $0.key == key }
  }

  /// A JSON type name, for messages.
  public var typeName: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }

  // Values built in code have no source range.
  public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(members.map { Member(key: $0.0, value: $0.1) }, 0..<0)
  }

  public static func string(_ value: String) -> JSONValue { .string(value, 0..<0) }

  public static func array(_ values: [JSONValue]) -> JSONValue { .array(values, 0..<0) }

  public static func bool(_ value: Bool) -> JSONValue { .bool(value, 0..<0) }

  public static func number(_ value: Int) -> JSONValue { .number(String(value), 0..<0) }

  /// Equality of content, ignoring source ranges.
  public func sameContent(as other: JSONValue) -> Bool {
    switch (self, other) {
    case (.object(let left, _), .object(let right, _)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value.sameContent(as: $1.value) }
    case (.array(let left, _), .array(let right, _)):
      left.count == right.count && zip(left, right).allSatisfy { $0.sameContent(as: $1) }
    case (.string(let left, _), .string(let right, _)): left == right
    case (.number(let left, _), .number(let right, _)): left == right
    case (.bool(let left, _), .bool(let right, _)): left == right
    case (.null, .null): true
    default: false
    }
  }
}
