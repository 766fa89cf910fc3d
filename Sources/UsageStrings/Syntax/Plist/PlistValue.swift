/// A property list value with where it came from.
///
/// `range` is the byte range of the value's text in the decoded file and `contentRange` that of a
/// string's content (between its tags or quotes); both are nil for binary plists, which have no
/// lines.
public indirect enum PlistValue: Sendable {
  public struct Member: Sendable {
    public var key: String
    /// The key's range (its `<key>` element in XML).
    public var keyRange: Range<Int>?
    public var value: PlistValue
  }

  public struct Span: Sendable, Hashable {
    public var range: Range<Int>?
    public var contentRange: Range<Int>?

    public static let none = Span(range: nil, contentRange: nil)
  }

  case string(String, Span)
  case integer(String, Span)
  case real(String, Span)
  case boolean(Bool, Span)
  case date(String, Span)
  case data([UInt8], Span)
  case array([PlistValue], Span)
  /// Members in file order; a repeated key keeps both.
  case dictionary([Member], Span)

  public var span: Span {
    switch self {
    case .string(_, let span), .integer(_, let span), .real(_, let span), .boolean(_, let span),
      .date(_, let span), .data(_, let span), .array(_, let span), .dictionary(_, let span):
      span
    }
  }

  public var string: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  public var members: [Member]? {
    if case .dictionary(let members, _) = self { return members }
    return nil
  }

  public var array: [PlistValue]? {
    if case .array(let values, _) = self { return values }
    return nil
  }

  /// The value of `key` in a dictionary (the last one, as Foundation keeps).
  public subscript(key: String) -> PlistValue? {
    members?.last { $0.key == key }?.value
  }

  /// A type name for messages.
  public var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .boolean: "boolean"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dictionary"
    }
  }

  /// Every string anywhere in the value, keys excluded, depth first.
  public var allStrings: [String] {
    switch self {
    case .string(let value, _): [value]
    case .array(let values, _): values.flatMap(\.allStrings)
    case .dictionary(let members, _): members.flatMap(\.value.allStrings)
    default: []
    }
  }
}
