import Foundation

/// What a target's code does that needs a purpose key.
public struct CodeFacts: Sendable {
  public struct Use: Sendable {
    public var api: CodeAPI
    public var location: SourceRange
  }

  public var uses: [Use] = []
  /// Modules the code imports.
  public var imports: Set<String> = []
  public var fileCount = 0

  /// Whether any of `frameworks` is imported.
  public func imports(anyOf frameworks: Set<String>) -> Bool { !imports.isDisjoint(with: frameworks) }
}

/// Finds permission APIs and imports in Swift and Objective-C, with comments and string literals
/// blanked out first so that neither is mistaken for code.
enum CodeScanner {
  static let expressions: [(CodeAPI, NSRegularExpression)] = CodeAPIs.all.compactMap { api in
    (try? NSRegularExpression(pattern: api.pattern)).map { (api, $0) }
  }
  static let importExpression = try! NSRegularExpression(
    pattern: #"^[ \t]*(?:@testable[ \t]+|@_exported[ \t]+)?(?:import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?|@import[ \t]+|#import[ \t]*<)([A-Za-z_][A-Za-z0-9_]*)"#,
    options: [.anchorsMatchLines])

  static func scan(_ paths: [String], display: (String) -> String) -> CodeFacts {
    var facts = CodeFacts()
    for path in paths {
      guard let bytes = try? FileReader.bytes(path, display: display(path)) else { continue }
      facts.fileCount += 1
      let file = TextFile(path: display(path), bytes: bytes)
      let blanked = String(decoding: blank(file.text), as: UTF8.self)
      let range = NSRange(location: 0, length: (blanked as NSString).length)
      for match in importExpression.matches(in: blanked, range: range) {
        facts.imports.insert((blanked as NSString).substring(with: match.range(at: 1)))
      }
      for (api, expression) in expressions {
        for match in expression.matches(in: blanked, range: range) {
          let start = utf8Offset(blanked, match.range.location)
          let end = utf8Offset(blanked, match.range.location + match.range.length)
          facts.uses.append(.init(api: api, location: file.range(start..<end)))
        }
      }
    }
    return facts
  }

  static func utf8Offset(_ text: String, _ utf16: Int) -> Int {
    let index = String.Index(utf16Offset: utf16, in: text)
    return text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  /// The text with comments and string and character literals turned into spaces (line breaks
  /// kept), so offsets and lines stay those of the file.
  static func blank(_ text: [UInt8]) -> [UInt8] {
    var output = text
    var index = 0
    func clear(_ range: Range<Int>) {
      for position in range where output[position] != 0x0A && output[position] != 0x0D { output[position] = 0x20 }
    }
    func starts(_ literal: String, at position: Int) -> Bool {
      let bytes = Array(literal.utf8)
      return position + bytes.count <= text.count && text[position..<position + bytes.count].elementsEqual(bytes)
    }
    while index < text.count {
      let byte = text[index]
      if starts("//", at: index) {
        let start = index
        while index < text.count, text[index] != 0x0A { index += 1 }
        clear(start..<index)
      } else if starts("/*", at: index) {
        // Swift nests block comments; Objective-C does not, but nesting never hurts there.
        let start = index
        var depth = 0
        while index < text.count {
          if starts("/*", at: index) { depth += 1; index += 2 } else if starts("*/", at: index) {
            depth -= 1
            index += 2
            if depth == 0 { break }
          } else { index += 1 }
        }
        clear(start..<min(index, text.count))
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        let start = index
        let multiline = byte == UInt8(ascii: "\"") && starts("\"\"\"", at: index)
        var hashes = 0
        var back = index
        while back > 0, text[back - 1] == UInt8(ascii: "#") { hashes += 1; back -= 1 }
        let closing = (multiline ? "\"\"\"" : String(UnicodeScalar(byte))) + String(repeating: "#", count: hashes)
        index += multiline ? 3 : 1
        while index < text.count {
          if text[index] == UInt8(ascii: "\\"), hashes == 0 { index += 2; continue }
          if !multiline, text[index] == 0x0A { break }
          if starts(closing, at: index) { index += closing.utf8.count; break }
          index += 1
        }
        clear(start..<min(index, text.count))
      } else {
        index += 1
      }
    }
    return output
  }
}
