/// A property list file in any of its forms — XML, binary, JSON or old-style — read with the
/// position of its keys and values where the form has lines.
public struct PlistDocument: Sendable {
  public enum Format: String, Sendable {
    case xml, binary, json
    case openStep = "openstep"
  }

  /// Why a file could not be read, and where.
  public struct Failure: Sendable, Hashable {
    public var message: String
    /// The UTF-8 offset in the decoded text (the byte offset, for binary plists).
    public var offset: Int
  }

  public let format: Format
  /// The decoded text, for every form but binary.
  public let file: TextFile?
  public let path: String
  public let root: PlistValue?
  public let failure: Failure?

  /// Reads a plist, detecting its form from its first bytes.
  public static func read(path: String, bytes: [UInt8]) -> PlistDocument {
    if BinaryPlistParser.isBinary(bytes) {
      do {
        return PlistDocument(
          format: .binary, file: nil, path: path, root: try BinaryPlistParser.parse(bytes),
          failure: nil)
      } catch {
        return PlistDocument(
          format: .binary, file: nil, path: path, root: nil,
          failure: .init(message: error.message, offset: error.offset))
      }
    }
    let file = TextFile(path: path, bytes: bytes)
    let first = file.text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    switch first {
    case UInt8(ascii: "<"):
      return parsed(.xml, file) { try XMLPlistParser.parse(file.text) }
    case UInt8(ascii: "["), UInt8(ascii: "\""):
      return parsed(.json, file) { try PlistDocument.fromJSON(try JSONParser.parse(file.text)) }
    case UInt8(ascii: "{"):
      return readBraced(file)
    case nil:
      return PlistDocument(
        format: .xml, file: file, path: path, root: nil,
        failure: .init(message: "the file is empty", offset: 0))
    default:
      return parsed(.openStep, file) {
        PlistDocument.fromOpenStep(try OpenStepParser.parseDocument(file.text).get(), in: file.text)
      }
    }
  }

  /// A text that opens with a brace: JSON and old-style plists both do; JSON has a quoted name
  /// then ':'.
  private static func readBraced(_ file: TextFile) -> PlistDocument {
    let json = parsed(.json, file) { try PlistDocument.fromJSON(try JSONParser.parse(file.text)) }
    if json.root != nil { return json }
    let openStep = parsed(.openStep, file) {
      PlistDocument.fromOpenStep(try OpenStepParser.parseDocument(file.text).get(), in: file.text)
    }
    if openStep.root != nil { return openStep }
    // Neither reads it: report the error of the form it looks most like.
    let colon = file.text.firstIndex(of: UInt8(ascii: ":")) ?? Int.max
    let equals = file.text.firstIndex(of: UInt8(ascii: "=")) ?? Int.max
    return colon < equals ? json : openStep
  }

  /// The document `parse` reads from a text file, or its failure.
  private static func parsed(_ format: Format, _ file: TextFile, _ parse: () throws -> PlistValue)
    -> PlistDocument
  {
    do {
      return PlistDocument(
        format: format, file: file, path: file.path, root: try parse(), failure: nil)
    } catch {
      return PlistDocument(
        format: format, file: file, path: file.path, root: nil, failure: failure(of: error))
    }
  }

  /// Where and why a text parser stopped.
  private static func failure(of error: any Error) -> Failure {
    switch error {
    case let error as XMLSyntaxError: .init(message: error.message, offset: error.offset)
    case let error as JSONSyntaxError: .init(message: error.message, offset: error.offset)
    case let error as OpenStepSyntaxError: .init(message: error.message, offset: error.offset)
    default: .init(message: "\(error)", offset: 0)
    }
  }

  /// The position of an offset, for forms that have lines.
  public func position(_ offset: Int) -> SourcePosition? { file?.position(offset) }

  /// The source offset of the UTF-16 unit at `unit` of a string value's text.
  public func sourceOffset(of value: PlistValue, unit: Int) -> Int? {
    guard let file, let content = value.span.contentRange else { return nil }
    switch format {
    case .xml: return XMLEntities.sourceOffset(ofUnit: unit, in: file.text, content)
    case .json: return JSONEscapes.sourceOffset(ofUnit: unit, in: file.text[content])
    case .openStep: return OpenStepEscapes.sourceOffset(ofUnit: unit, in: file.text[content])
    case .binary: return nil
    }
  }

  static func fromJSON(_ value: JSONValue) throws -> PlistValue {
    let range = value.range
    switch value {
    case .object(let members, _):
      return .dictionary(
        try members.map {
          .init(key: $0.key, keyRange: $0.keyRange, value: try fromJSON($0.value))
        },
        .init(range: range, contentRange: nil))
    case .array(let values, _):
      return .array(try values.map(fromJSON), .init(range: range, contentRange: nil))
    case .string(let text, _):
      return .string(
        text, .init(range: range, contentRange: (range.lowerBound + 1)..<(range.upperBound - 1)))
    case .number(let text, _):
      let isInteger = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
      return isInteger
        ? .integer(text, .init(range: range, contentRange: nil))
        : .real(text, .init(range: range, contentRange: nil))
    case .bool(let flag, _):
      return .boolean(flag, .init(range: range, contentRange: nil))
    case .null:
      throw JSONSyntaxError(message: "null is not a property list value", offset: range.lowerBound)
    }
  }

  static func fromOpenStep(_ value: OpenStepValue, in source: [UInt8]) -> PlistValue {
    let range = value.range
    switch value {
    case .string(let text, _):
      let first = range.isEmpty ? 0 : source[range.lowerBound]
      let quoted = first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")
      let content =
        quoted ? (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1) : range
      return .string(text, .init(range: range, contentRange: content))
    case .data(let bytes, _):
      return .data(bytes, .init(range: range, contentRange: nil))
    case .array(let values, _):
      return .array(
        values.map { fromOpenStep($0, in: source) }, .init(range: range, contentRange: nil))
    case .dictionary(let members, _):
      return .dictionary(
        members.map {
          .init(key: $0.key, keyRange: $0.keyRange, value: fromOpenStep($0.value, in: source))
        },
        .init(range: range, contentRange: nil))
    }
  }
}
