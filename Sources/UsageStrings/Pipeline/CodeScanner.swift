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

/// Finds permission APIs and imports in Swift and Objective-C. Comments, string literals and
/// `#if false` blocks are blanked out first, so that none is mistaken for code; then the file is
/// walked as identifier tokens. An API's expression runs only over files holding one of its
/// anchor identifiers, so a file with none costs a token walk.
enum CodeScanner {
  static let expressions: [NSRegularExpression?] = CodeAPIs.all.map { try? NSRegularExpression(pattern: $0.pattern) }
  static let anchors = AnchorTable(CodeAPIs.all.map(\.anchors))

  static func scan(_ paths: [String], display: (String) -> String) -> CodeFacts {
    var facts = CodeFacts()
    for path in paths {
      guard let bytes = try? FileReader.bytes(path, display: display(path)) else { continue }
      facts.fileCount += 1
      let file = TextFile(path: display(path), bytes: bytes)
      let blanked = blank(file.text)
      var candidates = Set<Int>()
      walkIdentifiers(blanked, anchors: anchors) { candidates.formUnion($0) } imported: { facts.imports.insert($0) }
      guard !candidates.isEmpty else { continue }
      let text = String(decoding: blanked, as: UTF8.self)
      let range = NSRange(location: 0, length: (text as NSString).length)
      for index in candidates.sorted() {
        guard let expression = expressions[index] else { continue }
        for match in expression.matches(in: text, range: range) {
          let start = utf8Offset(text, match.range.location)
          let end = utf8Offset(text, match.range.location + match.range.length)
          facts.uses.append(.init(api: CodeAPIs.all[index], location: file.range(start..<end)))
        }
      }
    }
    facts.uses.sort { ($0.location.file, $0.location.start.line, $0.location.start.column) < ($1.location.file, $1.location.start.line, $1.location.start.column) }
    return facts
  }

  static func utf8Offset(_ text: String, _ utf16: Int) -> Int {
    let index = String.Index(utf16Offset: utf16, in: text)
    return text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
  }

  /// Walks the identifiers of blanked code: reports the APIs whose anchors appear, and the
  /// modules of `import X`, `@import X;`, `#import <X/…>` and `#include <X/…>` lines.
  static func walkIdentifiers(_ text: [UInt8], anchors: AnchorTable, found: (ArraySlice<Int>) -> Void, imported: (String) -> Void) {
    text.withUnsafeBufferPointer { text in
      var index = 0
      // Where the current line's first identifier starts, and whether only `@`/`#` and the
      // attributes of an import came before it.
      var lineStart = true
      var expectModule = false
      var skipKinds = false
      while index < text.count {
        let byte = text[index]
        if byte == 0x0A {
          lineStart = true
          expectModule = false
          index += 1
          continue
        }
        guard isIdentifierByte(byte), byte < 0x30 || byte > 0x39 else {
          if byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x40 && byte != 0x23 && byte != 0x3C { lineStart = false }
          index += 1
          continue
        }
        let start = index
        var hash = AnchorTable.seed
        while index < text.count, isIdentifierByte(text[index]) {
          hash = AnchorTable.mix(hash, text[index])
          index += 1
          let length = index - start
          if length < 64, anchors.prefixLengths & (1 << UInt64(length)) != 0, let prefixed = anchors.prefixes[hash],
            anchors.matches(prefixed, text, start..<index)
          {
            found(prefixed.apis[...])
          }
        }
        let token = UnsafeBufferPointer(rebasing: text[start..<index])
        if let entry = anchors.exact[hash], anchors.matches(entry, text, start..<index) { found(entry.apis[...]) }
        if expectModule {
          if skipKinds, AnchorTable.importKinds.contains(where: { $0.elementsEqual(token) }) { continue }
          imported(String(decoding: token, as: UTF8.self))
          expectModule = false
        } else if lineStart {
          let isImport = token.elementsEqual("import".utf8) || (token.elementsEqual("include".utf8) && start > 0 && text[start - 1] == 0x23)
          let isAttribute = start > 0 && text[start - 1] == 0x40 && (token.elementsEqual("testable".utf8) || token.elementsEqual("_exported".utf8))
          if isImport {
            expectModule = true
            skipKinds = start == 0 || text[start - 1] != 0x23
          }
          lineStart = isAttribute
        }
      }
    }
  }

  /// The text with comments and string and character literals turned into spaces (line breaks
  /// kept), so offsets and lines stay those of the file.
  static func blank(_ text: [UInt8]) -> [UInt8] {
    blankDisabledBlocks(blankLiterals(text))
  }

  /// Blanks the lines of `#if false` and `#if 0` blocks (up to their `#else`, `#elseif` or
  /// `#endif`, nested blocks included): code the compiler never sees.
  static func blankDisabledBlocks(_ text: [UInt8]) -> [UInt8] {
    // Most files have no `#if`: nothing to do.
    guard text.contains(0x23) else { return text }
    var output = text
    var depth = 0  // inside a disabled block: how many #if are open in it
    var lineStart = 0
    while lineStart < text.count {
      var lineEnd = lineStart
      while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
      var first = lineStart
      while first < lineEnd, text[first] == 0x20 || text[first] == 0x09 { first += 1 }
      var directive = "", argument = ""
      if first < lineEnd, text[first] == 0x23 {
        let words = String(decoding: text[first..<lineEnd], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        directive = words.first.map(String.init) ?? ""
        argument = words.count > 1 ? String(words[1]) : ""
      }
      if depth == 0 {
        if directive == "#if", argument == "false" || argument == "0" { depth = 1 }
      } else {
        if directive == "#if" || directive == "#ifdef" || directive == "#ifndef" {
          depth += 1
        } else if directive == "#endif" {
          depth -= 1
        } else if depth == 1 && (directive == "#else" || directive == "#elseif" || directive == "#elif") {
          depth = 0
        }
        if depth > 0 {
          for position in lineStart..<lineEnd where output[position] != 0x0D { output[position] = 0x20 }
        }
      }
      lineStart = lineEnd + 1
    }
    return output
  }

  static func blankLiterals(_ text: [UInt8]) -> [UInt8] {
    var output = text
    text.withUnsafeBufferPointer { text in
      output.withUnsafeMutableBufferPointer { output in
        let count = text.count
        func clear(_ range: Range<Int>) {
          for position in range where output[position] != 0x0A && output[position] != 0x0D { output[position] = 0x20 }
        }
        func pair(_ position: Int, _ first: UInt8, _ second: UInt8) -> Bool {
          position + 1 < count && text[position] == first && text[position + 1] == second
        }
        let slash: UInt8 = 0x2F, star: UInt8 = 0x2A, quote: UInt8 = 0x22, apostrophe: UInt8 = 0x27, hash: UInt8 = 0x23
        var index = 0
        while index < count {
          let byte = text[index]
          if byte == slash && pair(index, slash, slash) {
            let start = index
            while index < count, text[index] != 0x0A { index += 1 }
            clear(start..<index)
          } else if byte == slash && pair(index, slash, star) {
            // Swift nests block comments; Objective-C does not, but nesting never hurts there.
            let start = index
            var depth = 0
            while index < count {
              if pair(index, slash, star) {
                depth += 1
                index += 2
              } else if pair(index, star, slash) {
                depth -= 1
                index += 2
                if depth == 0 { break }
              } else {
                index += 1
              }
            }
            clear(start..<min(index, count))
          } else if byte == quote || byte == apostrophe {
            let start = index
            let multiline = byte == quote && pair(index, quote, quote) && index + 2 < count && text[index + 2] == quote
            // A raw string (#"…"#) ends at a quote followed by as many #.
            var hashes = 0
            while start - hashes > 0, text[start - hashes - 1] == hash { hashes += 1 }
            let quotes = multiline ? 3 : 1
            func closes(at position: Int) -> Bool {
              guard position + quotes + hashes <= count else { return false }
              for offset in 0..<quotes where text[position + offset] != byte { return false }
              for offset in 0..<hashes where text[position + quotes + offset] != hash { return false }
              return true
            }
            index += quotes
            while index < count {
              if text[index] == 0x5C, hashes == 0 {
                index += 2
                continue
              }
              if !multiline, text[index] == 0x0A { break }
              if text[index] == byte, closes(at: index) {
                index += quotes + hashes
                break
              }
              index += 1
            }
            clear(start..<min(index, count))
          } else {
            index += 1
          }
        }
      }
    }
    return output
  }
}

/// Anchor identifiers by a hash of their bytes, checked byte for byte on a hit.
struct AnchorTable {
  struct Entry {
    var bytes: [UInt8]
    var apis: [Int]
  }

  static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
  static let importKinds = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].map { Array($0.utf8) }

  @inline(__always)
  static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }

  var exact: [UInt64: Entry] = [:]
  var prefixes: [UInt64: Entry] = [:]
  /// Bit n set when a prefix anchor has n bytes: the walk looks prefixes up at those lengths only.
  var prefixLengths: UInt64 = 0

  init(_ anchors: [[String]]) {
    for (api, names) in anchors.enumerated() {
      for name in names {
        let isPrefix = name.hasSuffix("*")
        let bytes = Array((isPrefix ? String(name.dropLast()) : name).utf8)
        let hash = bytes.reduce(Self.seed, Self.mix)
        // Two anchors with one hash would be told apart byte for byte; none collide today.
        if isPrefix {
          precondition(bytes.count < 64, "prefix anchor '\(name)' is too long")
          prefixLengths |= 1 << UInt64(bytes.count)
          prefixes[hash, default: Entry(bytes: bytes, apis: [])].apis.append(api)
        } else {
          exact[hash, default: Entry(bytes: bytes, apis: [])].apis.append(api)
        }
      }
    }
  }

  /// Whether `text[range]` starts with the entry's bytes (the whole range for an exact entry,
  /// whose hash covers the range).
  func matches(_ entry: Entry, _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    entry.bytes.count == range.count && entry.bytes.elementsEqual(text[range])
  }
}
