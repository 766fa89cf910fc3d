/// Which calls of the libraries a bundle embeds its own code reaches, one hop deep: a call is
/// reached when the bundle's own code names a type that the call's file declares
/// (TwidereX's share extension creates the SDK's `ComposeContentViewController`, whose camera
/// button asks for the camera). No call graph: a call two types away stays unreached, and its
/// finding stays the note that the code may never run there.
enum CodeReach {
  /// Marks the library uses of `facts` whose file declares a type `ownFiles` name, among those
  /// whose keys the bundle does not `declare` (only they can be findings: a bundle that declares
  /// its keys costs nothing). `files` maps a use's displayed path to the file's path on disk;
  /// `types` keeps each library file's declared types for the next bundle that embeds it.
  static func mark(
    _ facts: inout CodeFacts, declared: Set<String>, ownFiles: [String], files: [String: String],
    types: inout [String: [String]], display: (String) -> String
  ) {
    func candidate(_ use: CodeFacts.Use) -> Bool {
      use.module != nil && !use.isInBinary && !use.api.keys.contains(where: declared.contains)
    }
    guard facts.uses.contains(where: candidate) else { return }
    let named = namedTypes(in: ownFiles, display: display)
    guard !named.isEmpty else { return }
    for index in facts.uses.indices where candidate(facts.uses[index]) {
      guard let path = files[facts.uses[index].location.file] else { continue }
      if types[path] == nil { types[path] = names(in: CodeScanner.blank(read(path))).declared }
      if let type = types[path]?.first(where: { named[$0] != nil }) {
        facts.uses[index].reachedThrough = .init(type: type, location: named[type]!)
      }
    }
  }

  /// The types the files' code names (capitalised identifiers, comments, strings and import
  /// lines aside), each with its first place; not those the files declare themselves (a
  /// bundle's own `Constants` is not the library's).
  static func namedTypes(in paths: [String], display: (String) -> String)
    -> [String: SourceRange]
  {
    var named: [String: SourceRange] = [:]
    var own: Set<String> = []
    for path in paths where !BinaryScanner.isBinary(path) {
      let bytes = read(path)
      let file = TextFile(path: display(path), bytes: bytes)
      let found = names(in: CodeScanner.blank(bytes))
      own.formUnion(found.declared)
      for (name, range) in found.used where named[name] == nil { named[name] = file.range(range) }
    }
    for name in own { named[name] = nil }
    return named
  }

  /// The capitalised identifiers blanked code uses, but a member's (after a dot), and the types
  /// it declares: the name after
  /// `class`, `struct`, `enum`, `actor`, `@interface` or `@implementation`. Not `extension`: a
  /// file that extends `View` or a logger would be reached by every bundle that names them
  /// (Brave's widget, Session's share extension through `Log`); nor an Objective-C category
  /// (`@implementation UIViewController (Picker)`), `import struct Shared.AppConstants`, or
  /// `@class Forward;`. A module named on an import line (`import DesignSystem`) is no type.
  static func names(in code: [UInt8]) -> (used: [(String, Range<Int>)], declared: [String]) {
    var used: [(String, Range<Int>)] = []
    var declared: [String] = []
    var (beforePrevious, previous, forward) = ("", "", false)
    forEachIdentifier(in: code) { range, name in
      defer {
        forward = name == "class" && range.lowerBound > 0 && code[range.lowerBound - 1] == 0x40
        (beforePrevious, previous) = (previous, name)
      }
      guard name.first?.isUppercase == true, previous != "import", !isImportLine(code, range)
      else { return }
      // A member's name (`L10n.Map.Location`) is a nested type of the name before it, not a
      // library's type of that name (Home Assistant's notification map named `Location` so).
      let isMember = range.lowerBound > 0 && code[range.lowerBound - 1] == 0x2E
      if !isMember { used.append((name, range)) }
      if declaring.contains(previous), beforePrevious != "import", !forward,
        !isCategory(code, after: range), !declared.contains(name)
      {
        declared.append(name)
      }
    }
    return (used, declared)
  }

  private static let declaring: Set<String> = [
    "class", "struct", "enum", "actor", "interface", "implementation",
  ]

  /// Whether an Objective-C class name is followed by a category's `(`.
  static func isCategory(_ code: [UInt8], after range: Range<Int>) -> Bool {
    var index = range.upperBound
    while index < code.count, code[index] == 0x20 || code[index] == 0x09 { index += 1 }
    return index < code.count && code[index] == 0x28
  }

  /// Whether an identifier stands on an import line: Swift's (`import`, `@testable import`,
  /// `import struct Kit.Thing`) or C's (`#import`, `#include`, `@import`).
  static func isImportLine(_ code: [UInt8], _ range: Range<Int>) -> Bool {
    var start = range.lowerBound
    while start > 0, code[start - 1] != 0x0A { start -= 1 }
    let words = String(decoding: code[start..<range.lowerBound], as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\t" }).drop {
        $0.hasPrefix("@") && $0.count > 1 && $0 != "@import"
      }
    guard let first = words.first else { return false }
    return ["import", "#import", "#include", "@import"].contains(String(first))
  }

  /// Calls `body` with each identifier of blanked code and its byte range.
  static func forEachIdentifier(in text: [UInt8], _ body: (Range<Int>, String) -> Void) {
    var index = 0
    while index < text.count {
      guard CodeScanner.isIdentifierByte(text[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < text.count, CodeScanner.isIdentifierByte(text[index]) { index += 1 }
      body(start..<index, String(decoding: text[start..<index], as: UTF8.self))
    }
  }

  /// A file's bytes; one that cannot be read was reported by the scan, and reaches nothing.
  static func read(_ path: String) -> [UInt8] {
    (try? FileReader.bytes(path, display: path)) ?? []
  }
}
