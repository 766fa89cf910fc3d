import Foundation

/// Finds permission APIs and imports in Swift and Objective-C. Comments, string literals and
/// `#if false` blocks are blanked out first, so that none is mistaken for code; then the file is
/// walked as identifier tokens. An API's expression runs only over files holding one of its
/// anchor identifiers, so a file with none costs a token walk.
enum CodeScanner {
  static let expressions: [NSRegularExpression?] = CodeAPIs.all.map {
    try? NSRegularExpression(pattern: $0.pattern)
  }
  /// The APIs' anchors, then those of capture (`captureEntry`), of starting programs
  /// (`launchEntry`), of starting an interpreter (`interpreterEntry`), of recording sound
  /// (`audioInputEntry`) and of needing location Always (`backgroundLocationEntry`), which have
  /// no expression.
  static let anchors = AnchorTable(
    CodeAPIs.all.map(\.anchors) + [
      CodeAPIs.captureAnchors, CodeAPIs.launchAnchors, CodeAPIs.interpreterAnchors,
      CodeAPIs.audioInputAnchors, CodeAPIs.backgroundLocationAnchors,
    ])
  /// The anchor table's entry of the capture anchors.
  static let captureEntry = CodeAPIs.all.count
  /// The anchor table's entry of the anchors of starting programs.
  static let launchEntry = CodeAPIs.all.count + 1
  /// The anchor table's entry of the anchors of starting an interpreter.
  static let interpreterEntry = CodeAPIs.all.count + 2
  /// The anchor table's entry of the anchors of recording sound.
  static let audioInputEntry = CodeAPIs.all.count + 3
  /// The anchor table's entry of the anchors of needing location Always.
  static let backgroundLocationEntry = CodeAPIs.all.count + 4

  /// The facts of the files at `paths`; a file that cannot be read is an issue, not silence: its
  /// calls would be missing from every judgement made on the facts.
  static func scan(
    _ paths: [String], conditions: CompilationConditions = .unknown,
    registry: UsageKeyRegistry = .standard, display: (String) -> String
  ) -> (facts: CodeFacts, issues: [ToolIssue]) {
    var facts = CodeFacts()
    var issues: [ToolIssue] = []
    // For a Mac target: the files that adopt SwiftUI's UIKit protocols, and whether any file
    // declares them for the Mac.
    var adopting: [(path: String, bytes: [UInt8])] = []
    var shimmed = false
    for path in paths {
      if BinaryScanner.isBinary(path) {
        do {
          try BinaryScanner.scan(path, display: display(path), registry: registry, into: &facts)
        } catch {
          issues.append(error)
        }
        continue
      }
      let bytes: [UInt8]
      do {
        bytes = try FileReader.bytes(path, display: display(path))
      } catch {
        issues.append(error)
        continue
      }
      if conditions.platform == "macos" {
        let evidence = macEvidence(bytes, isSwift: Paths.pathExtension(path) == "swift")
        shimmed = shimmed || evidence.declaresMacShim
        if evidence.importsUIKit { continue }
        if evidence.adoptsUIKitProtocol {
          adopting.append((path, bytes))
          continue
        }
      }
      scanSource(bytes, path: path, conditions: conditions, display: display, into: &facts)
    }
    // A Mac target that declares SwiftUI's UIKit protocols for itself compiles the files that
    // adopt them.
    for (path, bytes) in shimmed ? adopting : [] {
      scanSource(bytes, path: path, conditions: conditions, display: display, into: &facts)
    }
    facts.sortUses()
    return (facts, issues)
  }

  /// Adds what one code file shows to `facts`: its imports, whether it captures or starts
  /// programs, and the API uses its text holds, `#if` branches it does not compile left out.
  static func scanSource(
    _ bytes: [UInt8], path: String, conditions: CompilationConditions,
    display: (String) -> String, into facts: inout CodeFacts
  ) {
    facts.fileCount += 1
    let file = TextFile(path: display(path), bytes: bytes)
    if facts.readsInfoPlistTable == nil {
      facts.readsInfoPlistTable = infoPlistTableRead(in: file)
    }
    // Swift's `#if` reads the target's conditions, C's its preprocessor macros.
    let blanked = blank(
      file.text, conditions: Paths.pathExtension(path) == "swift" ? conditions : conditions.forC)
    facts.infoDictionaryReads.formUnion(infoDictionaryKeysRead(in: file.text, blanked: blanked))
    var candidates = Set<Int>()
    var imported: Set<String> = []
    walkIdentifiers(blanked, anchors: anchors) {
      candidates.formUnion($0)
    } imported: {
      imported.insert($0)
    }
    facts.imports.formUnion(imported.filter { CodeGuards.namesAnAPI(of: $0, in: blanked) })
    if candidates.remove(captureEntry) != nil { facts.captures = true }
    if candidates.remove(interpreterEntry) != nil { facts.runsScripts = true }
    if candidates.remove(audioInputEntry) != nil { facts.recordsAudio = true }
    if candidates.remove(backgroundLocationEntry) != nil { facts.mayNeedAlwaysLocation = true }
    // The code as text once, for the launch check and the APIs' expressions alike.
    lazy var text = String(decoding: blanked, as: UTF8.self)
    lazy var range = NSRange(location: 0, length: (text as NSString).length)
    if candidates.remove(launchEntry) != nil, !facts.launchesPrograms {
      facts.launchesPrograms = launchExpression?.firstMatch(in: text, range: range) != nil
    }
    guard !candidates.isEmpty else { return }
    for index in candidates.sorted() {
      guard let expression = expressions[index] else { continue }
      for match in expression.matches(in: text, range: range) {
        let start = utf8Offset(text, match.range.location)
        let end = utf8Offset(text, match.range.location + match.range.length)
        if isDeclaration(blanked, at: start) || callsOwnFunction(blanked, start..<end)
          || isAskedWhetherItResponds(blanked, at: start)
        {
          continue
        }
        var use = CodeFacts.Use(api: CodeAPIs.all[index], location: file.range(start..<end))
        use.needsGrantedAccess = CodeGuards.isGuardedByAuthorization(blanked, at: start)
        use.runsOnlyShellScripts =
          blanked[start..<end].elementsEqual("NSAppleScript".utf8)
          && CodeGuards.runsOnlyShellScripts(bytes)
        facts.uses.append(use)
      }
    }
  }

  /// What a file shows of whether it compiles for the Mac, where only Mac Catalyst has UIKit.
  struct MacEvidence {
    /// It imports UIKit outside every `#if` (`import UIKit`, `@import UIKit;`, `#import
    /// <UIKit/…>`): it never compiles there (Status Desktop's `ios_utils.mm`).
    var importsUIKit = false
    /// It adopts one of SwiftUI's UIKit protocols outside every `#if` (Rudolstadt's map view,
    /// shared with a template's Mac target): it compiles there only where the target declares
    /// a type of that name for the Mac.
    var adoptsUIKitProtocol = false
    /// It declares such a type (`typealias UIViewRepresentable = NSViewRepresentable`).
    var declaresMacShim = false
  }

  /// The file's `MacEvidence`. Under a condition (`#if canImport(UIKit)`) an import or an
  /// adoption may be left out, so only those outside every `#if` count.
  static func macEvidence(_ bytes: [UInt8], isSwift: Bool) -> MacEvidence {
    var evidence = MacEvidence()
    // Most files name neither: no line is read.
    guard
      ASCIISearch.offset(of: Array("UIKit".utf8), in: bytes) != nil
        || ASCIISearch.offset(of: Array("Representable".utf8), in: bytes) != nil
    else { return evidence }
    var depth = 0
    for line in blankLiterals(bytes).split(separator: 0x0A) {
      let text = String(decoding: line, as: UTF8.self).drop { $0 == " " || $0 == "\t" }
      // A directive may have blanks after its `#` (`#  if TARGET_OS_IPHONE`).
      let directive = text.first == "#" ? text.dropFirst().drop { $0 == " " || $0 == "\t" } : ""
      if directive.hasPrefix("if") {
        depth += 1
        continue
      } else if directive.hasPrefix("endif") {
        depth = max(0, depth - 1)
        continue
      }
      let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }
      if isSwift, let index = words.firstIndex(where: uiKitProtocols.contains), index > 0,
        words[index - 1] == "typealias" || words[index - 1] == "protocol"
      {
        evidence.declaresMacShim = true
      } else if depth == 0, isSwift, words.contains(where: uiKitProtocols.contains) {
        evidence.adoptsUIKitProtocol = true
      }
      // `import UIKit`, `@import UIKit;`, `#import <UIKit/UIKit.h>`, `#include <UIKit/…>`.
      if depth == 0, words.count >= 2, importWords.contains(words[0]), words[1] == "UIKit" {
        evidence.importsUIKit = true
      }
    }
    return evidence
  }

  /// The words that import a module or a header.
  static let importWords: Set<Substring> = ["import", "@import", "include"]

  /// SwiftUI's protocols that wrap UIKit, which the Mac's SwiftUI does not have.
  static let uiKitProtocols: Set<Substring> = [
    "UIViewRepresentable", "UIViewControllerRepresentable",
  ]

  /// A call that starts a program, not just the name: an app's own type may be named `Process`.
  static let launchExpression = try? NSRegularExpression(
    pattern:
      #"\bProcess\s*\(\s*\)|\bProcess\.(?:run|launchedProcess)\b|\bNSTask\b|\bposix_spawnp?\s*\(|\bexecv[ep]?\s*\("#
  )

  /// Whether the name at `offset` is declared there, not called: `func name(` on one line (an
  /// app's own Swift `enumerateContacts(usingBlock:)` wrapping the real call). Harmless in C and
  /// Objective-C, where `func` is no keyword.
  static func isDeclaration(_ bytes: [UInt8], at offset: Int) -> Bool {
    let index = blanksStart(bytes, before: offset)
    guard index < offset, index >= 4, Array(bytes[(index - 4)..<index]) == Array("func".utf8)
    else { return false }
    return index == 4 || !isIdentifierByte(bytes[index - 5])
  }

  /// Whether a name at `offset` is the selector of a `respondsToSelector:` question, which
  /// calls nothing (the Saarland university app checks for `requestAlwaysAuthorization`, then
  /// asks while in use).
  static func isAskedWhetherItResponds(_ bytes: [UInt8], at offset: Int) -> Bool {
    var index = blanksStart(bytes, before: offset)
    let selector = Array("@selector(".utf8)
    guard index >= selector.count, Array(bytes[(index - selector.count)..<index]) == selector
    else { return false }
    index = blanksStart(bytes, before: index - selector.count)
    let question = Array("RespondToSelector:".utf8)
    let asked = Array("respondsToSelector:".utf8)
    return [question, asked].contains { word in
      index >= word.count && Array(bytes[(index - word.count)..<index]) == word
    }
  }

  /// Where the spaces and tabs just before `offset` start.
  static func blanksStart(_ bytes: [UInt8], before offset: Int) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t")
    {
      index -= 1
    }
    return index
  }

  /// Whether a match is a bare call of a function the file itself declares: Inspiry's
  /// `requestTrackingAuthorization()`, its AppDelegate's own method, whose body (the call of
  /// `ATTrackingManager`'s) is commented out. A call through a receiver (`ATTrackingManager.…`,
  /// `manager.…`) is no call of the file's function.
  static func callsOwnFunction(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    let name = Array(bytes[range])
    guard !name.isEmpty, name.allSatisfy(isIdentifierByte) else { return false }
    let before = blanksStart(bytes, before: range.lowerBound)
    if before > 0, bytes[before - 1] == UInt8(ascii: ".") { return false }
    let declaration = Array("func ".utf8) + name
    var from = 0
    while let found = ASCIISearch.offset(of: declaration, in: bytes, from: from) {
      let end = found + declaration.count
      if (found == 0 || !isIdentifierByte(bytes[found - 1]))
        && (end == bytes.count || !isIdentifierByte(bytes[end]))
      {
        return true
      }
      from = end
    }
    return false
  }

  /// Where a file names the `InfoPlist` table in a lookup: the literal `"InfoPlist"` on a line
  /// that names a table (`table:`, `tableName:`, `…FromTable`).
  static func infoPlistTableRead(in file: TextFile) -> SourceRange? {
    let literal = Array("\"InfoPlist\"".utf8)
    let text = file.text
    var index = 0
    // Searched in place: every code file of the project passes here.
    while let found = ASCIISearch.offset(of: literal, in: text, from: index) {
      let lineStart = text[..<found].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      let lineEnd = text[found...].firstIndex(of: 0x0A) ?? text.count
      let line = String(decoding: text[lineStart..<lineEnd], as: UTF8.self).lowercased()
      if line.contains("table") { return file.range(found..<found + literal.count) }
      index = found + literal.count
    }
    return nil
  }

  /// The keys code reads from the Info.plist by name (`object(forInfoDictionaryKey: "Key")`,
  /// `objectForInfoDictionaryKey:@"Key"`): the localized value, which a table may hold alone.
  /// The call is found in the code with comments blanked (`blanked`, of the same size), its
  /// key in the text.
  static func infoDictionaryKeysRead(in text: [UInt8], blanked: [UInt8]) -> [String] {
    let call = Array("InfoDictionaryKey".utf8)
    var keys: [String] = []
    var index = 0
    // Searched in place: every code file of the project passes here.
    while let found = ASCIISearch.offset(of: call, in: blanked, from: index) {
      index = found + call.count
      var start = index
      while start < text.count, [0x3A, 0x20, 0x40].contains(text[start]) { start += 1 }
      guard start < text.count, text[start] == 0x22,
        let end = text[(start + 1)...].prefix(200).firstIndex(of: 0x22)
      else { continue }
      keys.append(String(decoding: text[(start + 1)..<end], as: UTF8.self))
    }
    return keys
  }

  static func utf8Offset(_ text: String, _ utf16: Int) -> Int {
    let index = String.Index(utf16Offset: utf16, in: text)
    return text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
  }

  /// Walks the identifiers of blanked code: reports the APIs whose anchors appear, and the
  /// modules of `import X`, `@import X;`, `#import <X/…>` and `#include <X/…>` lines.
  static func walkIdentifiers(
    _ text: [UInt8], anchors: AnchorTable, found: (ArraySlice<Int>) -> Void,
    imported: (String) -> Void
  ) {
    text.withUnsafeBufferPointer { text in
      var index = 0
      var line = ImportLine()
      while index < text.count {
        let byte = text[index]
        if byte == 0x0A {
          line.start()
          index += 1
          continue
        }
        guard isIdentifierByte(byte), byte < 0x30 || byte > 0x39 else {
          line.pass(byte)
          index += 1
          continue
        }
        let start = index
        let hash: UInt64
        (index, hash) = matchPrefixes(in: text, from: start, anchors: anchors, found: found)
        let token = UnsafeBufferPointer(rebasing: text[start..<index])
        if let entry = anchors.exact[hash], anchors.matches(entry, text, start..<index) {
          found(entry.apis[...])
        }
        line.read(token, at: start, in: text, imported: imported)
      }
    }
  }

  /// Reads the identifier at `start`, reporting the APIs of each anchor one of its prefixes is.
  /// Returns where it ends and its hash.
  @inline(__always)
  private static func matchPrefixes(
    in text: UnsafeBufferPointer<UInt8>, from start: Int, anchors: AnchorTable,
    found: (ArraySlice<Int>) -> Void
  ) -> (end: Int, hash: UInt64) {
    var index = start
    var hash = AnchorTable.seed
    while index < text.count, isIdentifierByte(text[index]) {
      hash = AnchorTable.mix(hash, text[index])
      index += 1
      let length = index - start
      if length < 64, anchors.prefixLengths & (1 << UInt64(length)) != 0,
        let prefixed = anchors.prefixes[hash],
        anchors.matches(prefixed, text, start..<index)
      {
        found(prefixed.apis[...])
      }
    }
    return (index, hash)
  }

  /// Where the walk is on a line, for the modules of import lines: whether only `@`/`#` and the
  /// attributes of an import came before the current identifier, and whether the next one
  /// names a module.
  private struct ImportLine {
    var lineStart = true
    var expectModule = false
    var skipKinds = false

    mutating func start() {
      lineStart = true
      expectModule = false
    }

    /// A byte that is no identifier's: anything but blanks, `@`, `#` and `<` ends the line's
    /// start.
    @inline(__always)
    mutating func pass(_ byte: UInt8) {
      if byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x40 && byte != 0x23
        && byte != 0x3C
      {
        lineStart = false
      }
    }

    /// An identifier at `start`: the module of an import, or what makes the line one.
    @inline(__always)
    mutating func read(
      _ token: UnsafeBufferPointer<UInt8>, at start: Int, in text: UnsafeBufferPointer<UInt8>,
      imported: (String) -> Void
    ) {
      if expectModule {
        if skipKinds, AnchorTable.importKinds.contains(where: { $0.elementsEqual(token) }) {
          return
        }
        imported(String(decoding: token, as: UTF8.self))
        expectModule = false
      } else if lineStart {
        let isImport =
          token.elementsEqual("import".utf8)
          || (token.elementsEqual("include".utf8) && start > 0 && text[start - 1] == 0x23)
        let isAttribute =
          start > 0 && text[start - 1] == 0x40
          && (token.elementsEqual("testable".utf8) || token.elementsEqual("_exported".utf8))
        if isImport {
          expectModule = true
          skipKinds = start == 0 || text[start - 1] != 0x23
        }
        lineStart = isAttribute
      }
    }
  }
}
