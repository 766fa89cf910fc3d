/// Which calls of the libraries a bundle embeds its own code reaches, one hop deep: a call is
/// reached when the bundle's own code names a type that the call's file declares
/// (TwidereX's share extension creates the SDK's `ComposeContentViewController`, whose camera
/// button asks for the camera). No call graph: a call two types away stays unreached, and its
/// finding stays the note that the code may never run there.
enum CodeReach {
  /// Marks the library uses of `facts` whose file declares a type `ownFiles` name, among those
  /// whose keys the bundle does not `declare` (only they can be findings: a bundle that declares
  /// its keys costs nothing). `files` maps a use's displayed path to the file's path on disk.
  static func mark(
    _ facts: inout CodeFacts, declared: Set<String>, ownFiles: [String], files: [String: String],
    display: (String) -> String
  ) {
    func candidate(_ use: CodeFacts.Use) -> Bool {
      use.module != nil && !use.isInBinary && !use.api.keys.contains(where: declared.contains)
    }
    guard facts.uses.contains(where: candidate) else { return }
    let named = namedTypes(in: ownFiles, display: display)
    guard !named.isEmpty else { return }
    var declared: [String: [String]] = [:]
    for index in facts.uses.indices where candidate(facts.uses[index]) {
      let file = facts.uses[index].location.file
      guard let path = files[file] else { continue }
      if declared[file] == nil { declared[file] = declaredTypes(in: read(path)) }
      if let type = declared[file]?.first(where: { named[$0] != nil }) {
        facts.uses[index].reachedThrough = .init(type: type, location: named[type]!)
      }
    }
  }

  /// The capitalised identifiers of the files' code (comments and strings blanked), each with
  /// its first place.
  static func namedTypes(in paths: [String], display: (String) -> String)
    -> [String: SourceRange]
  {
    var named: [String: SourceRange] = [:]
    for path in paths where !BinaryScanner.isBinary(path) {
      let bytes = read(path)
      let file = TextFile(path: display(path), bytes: bytes)
      forEachIdentifier(in: CodeScanner.blank(bytes)) { range, name in
        if name.first?.isUppercase == true, named[name] == nil {
          named[name] = file.range(range)
        }
      }
    }
    return named
  }

  /// The types a Swift or Objective-C file declares: the name after `class`, `struct`, `enum`,
  /// `actor`, `@interface` or `@implementation`. Not `extension`: a file that extends `View` or
  /// a logger would be reached by every bundle that names them (Brave's widget, Session's
  /// share extension through `Log`).
  static func declaredTypes(in bytes: [UInt8]) -> [String] {
    var types: [String] = []
    let code = CodeScanner.blank(bytes)
    // `import struct Shared.AppConstants` and Objective-C's `@class Forward;` declare nothing.
    var (beforePrevious, previous, forward) = ("", "", false)
    forEachIdentifier(in: code) { range, name in
      if Self.declaring.contains(previous), beforePrevious != "import", !forward,
        name.first?.isUppercase == true, !types.contains(name)
      {
        types.append(name)
      }
      forward = name == "class" && range.lowerBound > 0 && code[range.lowerBound - 1] == 0x40
      (beforePrevious, previous) = (previous, name)
    }
    return types
  }

  private static let declaring: Set<String> = [
    "class", "struct", "enum", "actor", "interface", "implementation",
  ]

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
