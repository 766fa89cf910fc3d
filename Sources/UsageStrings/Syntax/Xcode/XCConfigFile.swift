/// An `.xcconfig` build configuration file: its settings and includes, each with its line.
public struct XCConfigFile: Sendable {
  public struct Setting: Sendable, Hashable {
    public var name: String
    /// Conditions such as `[sdk=iphoneos*]`, as written, or nil.
    public var conditions: String?
    public var value: String
    public var line: Int
    /// The value's UTF-8 range in the decoded text.
    public var valueRange: Range<Int>
    /// The setting name's UTF-8 range.
    public var nameRange: Range<Int>
  }

  public struct Include: Sendable, Hashable {
    public var path: String
    public var isOptional: Bool
    public var line: Int
  }

  public let file: TextFile
  public let settings: [Setting]
  public let includes: [Include]
  /// Lines that are neither a setting, an include, a comment nor blank.
  public let problems: [(line: Int, offset: Int, message: String)]

  /// The last value of a setting without conditions (the one a build uses), if any.
  public func value(of name: String) -> Setting? {
    settings.last { $0.name == name && $0.conditions == nil } ?? settings.last { $0.name == name }
  }

  public static func parse(_ file: TextFile) -> XCConfigFile {
    var settings: [Setting] = []
    var includes: [Include] = []
    var problems: [(Int, Int, String)] = []
    let text = file.text
    for lineNumber in 1...file.lines.lineCount {
      let line = content(ofLine: lineNumber, in: file)
      guard !line.isEmpty else { continue }
      let content = String(decoding: text[line], as: UTF8.self)
      let parsed =
        content.hasPrefix("#include")
        ? include(content, line: lineNumber).map(Line.include)
        : setting(text, line, line: lineNumber).map(Line.setting)
      switch parsed {
      case .success(.include(let include)): includes.append(include)
      case .success(.setting(let setting)): settings.append(setting)
      case .failure(let problem): problems.append((lineNumber, line.lowerBound, problem.message))
      }
    }
    return XCConfigFile(file: file, settings: settings, includes: includes, problems: problems)
  }

  /// What a line of an `.xcconfig` holds.
  private enum Line {
    case include(Include)
    case setting(Setting)
  }

  /// Why a line is not read.
  private struct LineProblem: Error {
    let message: String
  }

  /// A line's content: without its line break, a `//` comment (which starts anywhere on the
  /// line, even inside a value: hence `https:/$()/`) and the blanks around it.
  private static func content(ofLine lineNumber: Int, in file: TextFile) -> Range<Int> {
    let text = file.text
    let start = file.lines.offset(ofLine: lineNumber)
    var end =
      lineNumber < file.lines.lineCount ? file.lines.offset(ofLine: lineNumber + 1) : text.count
    while end > start, text[end - 1] == 0x0A || text[end - 1] == 0x0D { end -= 1 }
    var contentEnd = end
    var index = start
    while index + 1 < end {
      if text[index] == UInt8(ascii: "/"), text[index + 1] == UInt8(ascii: "/") {
        contentEnd = index
        break
      }
      index += 1
    }
    return trim(text, start..<contentEnd)
  }

  /// `#include "path"` or `#include? "path"`.
  private static func include(_ content: String, line: Int) -> Result<Include, LineProblem> {
    let optional = content.hasPrefix("#include?")
    let rest = String(content.dropFirst(optional ? 9 : 8)).trimmingWhitespace
    guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else {
      return .failure(LineProblem(message: "an #include needs a quoted path"))
    }
    return .success(
      .init(path: String(rest.dropFirst().dropLast()), isOptional: optional, line: line))
  }

  /// `NAME = value` or `NAME[conditions] = value`, a trailing `;` tolerated.
  private static func setting(_ text: [UInt8], _ line: Range<Int>, line lineNumber: Int)
    -> Result<Setting, LineProblem>
  {
    // Conditions such as `[sdk=iphoneos*]` hold '=' too: the separator is the first '=' after
    // the name and its bracketed conditions; a value may hold brackets of its own
    // (`LD_RUNPATH_SEARCH_PATHS=["$(inherited)", …]`).
    var equals = trim(text, line).lowerBound
    while equals < line.upperBound, text[equals] != UInt8(ascii: "="),
      text[equals] != UInt8(ascii: "[")
    {
      equals += 1
    }
    while equals < line.upperBound, text[equals] == UInt8(ascii: "[") {
      guard let close = text[equals..<line.upperBound].firstIndex(of: UInt8(ascii: "]")) else {
        break
      }
      equals = trim(text, (close + 1)..<line.upperBound).lowerBound
    }
    guard equals < line.upperBound, text[equals] == UInt8(ascii: "=") else {
      return .failure(LineProblem(message: "expected 'NAME = value'"))
    }
    let nameRange = trim(text, line.lowerBound..<equals)
    var nameText = String(decoding: text[nameRange], as: UTF8.self)
    var conditions: String?
    if let bracket = nameText.firstIndex(of: "[") {
      conditions = String(nameText[bracket...])
      nameText = String(nameText[..<bracket]).trimmingWhitespace
    }
    guard !nameText.isEmpty, nameText.utf8.allSatisfy({ OpenStepLexer.isUnquotedCharacter($0) })
    else { return .failure(LineProblem(message: "'\(nameText)' is not a build setting name")) }
    var valueRange = trim(text, (equals + 1)..<line.upperBound)
    // A trailing ';' is tolerated by Xcode and is not part of the value.
    if valueRange.upperBound > valueRange.lowerBound,
      text[valueRange.upperBound - 1] == UInt8(ascii: ";")
    {
      valueRange = trim(text, valueRange.lowerBound..<(valueRange.upperBound - 1))
    }
    return .success(
      .init(
        name: nameText, conditions: conditions,
        value: String(decoding: text[valueRange], as: UTF8.self),
        line: lineNumber, valueRange: valueRange, nameRange: nameRange))
  }

  private static func trim(_ text: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, text[lower] == 0x20 || text[lower] == 0x09 { lower += 1 }
    while upper > lower, text[upper - 1] == 0x20 || text[upper - 1] == 0x09 { upper -= 1 }
    return lower..<upper
  }
}
