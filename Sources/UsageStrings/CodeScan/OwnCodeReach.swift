/// Which calls of a file that several bundles compile run in each of them, one hop deep: a call
/// inside a function (a Swift `func`, an Objective-C method) that the project's code calls, but
/// none of a bundle's own files, may never run in that bundle. Seafile's extensions compile the
/// app's `UIViewController+Extend.m`, whose photo-library check only the app's screens call.
/// So too a call inside a Swift struct or enum that only other bundles' files name (IllustMate's
/// album cover view). A guess by name, so such a call is marked (`CodeFacts.Use.calledOnlyElsewhere`), not
/// dropped: its finding becomes a note. A function nobody calls by name (a delegate method, an
/// override, an action a storyboard connects) is the system's to call, and stays reached.
enum OwnCodeReach {
  /// Marks in each bundle's facts the calls of its shared files that it may never reach, among
  /// those whose keys it does not declare (only they can be findings).
  static func mark(
    _ facts: inout [Int: CodeFacts], targets: [Target], display: (String) -> String
  ) {
    var compiledBy: [String: Set<Int>] = [:]
    var paths: [String: String] = [:]
    for (index, target) in targets.enumerated() where facts[index] != nil {
      for path in target.code.files where !BinaryScanner.isBinary(path) {
        compiledBy[path, default: []].insert(index)
        paths[display(path)] = path
      }
    }
    var code = CodeCache(files: compiledBy.keys.sorted())
    for index in facts.keys.sorted() {
      let target = targets[index]
      let declared = Set(target.sources.map(\.key))
      let own = Set(target.code.files)
      // Objective-C named from Swift (or back) may go by another name: no guess across them.
      let languages = Set(own.map(Function.language))
      for use in facts[index]!.uses.indices {
        let call = facts[index]!.uses[use]
        guard call.module == nil, !call.isInBinary,
          !call.api.keys.contains(where: declared.contains),
          let path = paths[call.location.file], compiledBy[path, default: []].count > 1,
          languages == [Function.language(of: path)]
        else { continue }
        let offset = call.location.start.offset
        if let function = code.functions(in: path).outermost(containing: offset) {
          let callers = code.callers(of: function)
          if !callers.isEmpty, callers.isDisjoint(with: own) {
            facts[index]!.uses[use].calledOnlyElsewhere = function
            continue
          }
        }
        // A SwiftUI view or other value type only other bundles' files use: its code runs
        // where it is made (IllustMate's album cover, compiled into its extensions too).
        guard Function.language(of: path) == "swift",
          let type = code.valueTypes(in: path).first(where: { $0.body.contains(offset) })
        else { continue }
        let users = code.users(of: type, declaredIn: path)
        if !users.isEmpty, users.isDisjoint(with: own) {
          facts[index]!.uses[use].calledOnlyElsewhere = type.name
        }
      }
    }
  }

  /// The files read so far, blanked, with their functions and the names each calls.
  struct CodeCache {
    var files: [String]
    private var blanked: [String: [UInt8]] = [:]
    private var functions: [String: [Function]] = [:]
    /// For each name some file calls, those files: every file read once, for all names.
    private var callers: [String: Set<String>]?
    private var valueTypes: [String: [Function]] = [:]
    /// For each identifier, the files that spell it.
    private var mentions: [String: Set<String>]?

    init(files: [String]) { self.files = files }

    /// A file's code, blanked; kept only for the files whose functions were asked for, which
    /// the callers' index reads again.
    mutating func code(of path: String, keep: Bool = false) -> [UInt8] {
      if let known = blanked[path] { return known }
      let code = CodeScanner.blank(TextFile(path: path, bytes: CodeReach.read(path)).text)
      if keep { blanked[path] = code }
      return code
    }

    mutating func functions(in path: String) -> [Function] {
      if let known = functions[path] { return known }
      let found = Function.all(in: code(of: path, keep: true))
      functions[path] = found
      return found
    }

    mutating func valueTypes(in path: String) -> [Function] {
      if let known = valueTypes[path] { return known }
      let found = Function.valueTypes(in: code(of: path, keep: true))
      valueTypes[path] = found
      return found
    }

    /// The files that name a type: any file that spells it, but its own file only outside the
    /// type's body and its declarations (`struct Name`, `extension Name`).
    mutating func users(of type: Function, declaredIn path: String) -> Set<String> {
      if mentions == nil {
        var index: [String: Set<String>] = [:]
        for file in files {
          // Only capitalized names, as types are: the index stays a fraction of the code.
          CodeReach.forEachIdentifier(in: code(of: file)) { _, name in
            if name.utf8.first.map({ (0x41...0x5A).contains($0) }) == true {
              index[name, default: []].insert(file)
            }
          }
        }
        mentions = index
      }
      var users = mentions?[type.name] ?? []
      users.remove(path)
      let own = code(of: path, keep: true)
      var previous = ""
      CodeReach.forEachIdentifier(in: own) { range, name in
        defer { previous = name }
        if name == type.name, !type.body.contains(range.lowerBound),
          !["struct", "enum", "extension"].contains(previous)
        {
          users.insert(path)
        }
      }
      return users
    }

    /// The files that call a function by its name.
    mutating func callers(of name: String) -> Set<String> {
      if callers == nil {
        var index: [String: Set<String>] = [:]
        for path in files {
          for called in Function.calls(in: code(of: path)) {
            index[called, default: []].insert(path)
          }
        }
        callers = index
      }
      return callers?[name] ?? []
    }
  }

  /// A function's name and its body's bytes.
  struct Function {
    var name: String
    var body: Range<Int>

    /// The language of a file, for names: Swift, or C and its kin.
    static func language(of path: String) -> String {
      Paths.pathExtension(path) == "swift" ? "swift" : "c"
    }

    /// The functions of blanked Swift or Objective-C code that only their callers run: `func
    /// name(…) {` and `- (type)name… {`, not an override, an action or a method the runtime
    /// calls by its selector (`@objc`, `dynamic`, `+load`).
    static func all(in code: [UInt8]) -> [Function] {
      var found: [Function] = []
      var previous = ""
      CodeReach.forEachIdentifier(in: code) { range, name in
        defer { previous = name }
        let swift = previous == "func"
        guard
          swift ? hasParameters(code, after: range.upperBound) : isObjCMethodName(code, at: range),
          !isCalledByTheSystem(code, range, name),
          let open = bodyStart(code, after: range.upperBound),
          let close = matchingBrace(code, from: open)
        else { return }
        found.append(Function(name: name, body: open..<close))
      }
      return found.sorted { $0.body.lowerBound < $1.body.lowerBound }
    }

    /// The outermost structures and enumerations of blanked Swift code, with their bodies: no
    /// class, which a storyboard or the runtime may make by its name.
    static func valueTypes(in code: [UInt8]) -> [Function] {
      var found: [Function] = []
      var previous = ""
      CodeReach.forEachIdentifier(in: code) { range, name in
        defer { previous = name }
        guard previous == "struct" || previous == "enum", name.first?.isUppercase == true,
          !found.contains(where: { $0.body.contains(range.lowerBound) }),
          let open = bodyStart(code, after: range.upperBound),
          let close = matchingBrace(code, from: open),
          !isMadeByTheSystem(code, declaration: range, body: open)
        else { return }
        found.append(Function(name: name, body: open..<close))
      }
      return found
    }

    /// Whether the system makes a type itself, by what it conforms to or `@main`: a widget, an
    /// intent or an app runs in its bundle's process whoever names it.
    static func isMadeByTheSystem(_ code: [UInt8], declaration: Range<Int>, body: Int) -> Bool {
      var start = declaration.lowerBound
      for _ in 0..<2 {
        while start > 0, code[start - 1] != 0x0A { start -= 1 }
        if start > 0 { start -= 1 }
      }
      let heading = String(decoding: code[start..<body], as: UTF8.self)
      if heading.contains("@main") { return true }
      var named: Set<String> = []
      CodeReach.forEachIdentifier(in: Array(code[declaration.upperBound..<body])) { _, name in
        named.insert(name)
      }
      return !named.isDisjoint(with: systemMadeProtocols)
    }

    static let systemMadeProtocols: Set<String> = [
      "App", "Widget", "WidgetBundle", "ControlWidget", "AppIntent", "AppShortcutsProvider",
      "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "AppEntity",
      "EntityQuery", "ControlValueProvider", "LiveActivityIntent", "WidgetConfigurationIntent",
    ]

    /// Whether a Swift function's name is followed by its parameters (or generic ones): not an
    /// operator's `func ==(`.
    static func hasParameters(_ code: [UInt8], after end: Int) -> Bool {
      var index = end
      if index < code.count, code[index] == UInt8(ascii: "<") {
        while index < code.count, code[index] != UInt8(ascii: ">") { index += 1 }
        index += 1
      }
      return index < code.count && code[index] == UInt8(ascii: "(")
    }

    /// Whether the declaration's line marks a function others than the code call.
    static func isCalledByTheSystem(_ code: [UInt8], _ range: Range<Int>, _ name: String) -> Bool {
      var start = range.lowerBound
      while start > 0, code[start - 1] != 0x0A { start -= 1 }
      let line = String(decoding: code[start..<range.lowerBound], as: UTF8.self)
      let markers = ["override", "@objc", "@IBAction", "@IBSegueAction", "dynamic", "IBAction"]
      return ["load", "initialize"].contains(name) || markers.contains { line.contains($0) }
    }

    /// Whether an identifier is an Objective-C method's name: the first after the return type
    /// of a line that starts with `-` or `+`.
    static func isObjCMethodName(_ code: [UInt8], at range: Range<Int>) -> Bool {
      var index = range.lowerBound - 1
      while index >= 0, code[index] == 0x20 || code[index] == 0x09 { index -= 1 }
      guard index >= 0, code[index] == UInt8(ascii: ")") else { return false }
      var depth = 0
      while index >= 0, code[index] != 0x0A {
        if code[index] == UInt8(ascii: ")") { depth += 1 }
        if code[index] == UInt8(ascii: "(") { depth -= 1 }
        if depth == 0 { break }
        index -= 1
      }
      index -= 1
      while index >= 0, code[index] == 0x20 || code[index] == 0x09 { index -= 1 }
      guard index >= 0, code[index] == UInt8(ascii: "-") || code[index] == UInt8(ascii: "+")
      else { return false }
      return isLineStart(code, index)
    }

    /// Whether only blanks come before `index` on its line.
    static func isLineStart(_ code: [UInt8], _ index: Int) -> Bool {
      var start = index
      while start > 0, code[start - 1] == 0x20 || code[start - 1] == 0x09 { start -= 1 }
      return start == 0 || code[start - 1] == 0x0A
    }

    /// The `{` of a body that follows a signature, outside its parentheses; nil where a `;`, a
    /// `}` or the next `func` comes first (a requirement or declaration has no body).
    static func bodyStart(_ code: [UInt8], after start: Int) -> Int? {
      var depth = 0
      var index = start
      while index < code.count, depth >= 0 {
        switch code[index] {
        case UInt8(ascii: "("): depth += 1
        case UInt8(ascii: ")"): depth -= 1
        case UInt8(ascii: "{") where depth == 0: return index
        case UInt8(ascii: ";") where depth == 0, UInt8(ascii: "}") where depth == 0: return nil
        case UInt8(ascii: "f") where depth == 0 && startsWord(code, index, "func"): return nil
        case UInt8(ascii: "v") where depth == 0 && startsWord(code, index, "var"): return nil
        default: break
        }
        index += 1
      }
      return nil
    }

    static func startsWord(_ code: [UInt8], _ index: Int, _ word: String) -> Bool {
      let bytes = Array(word.utf8)
      guard index + bytes.count < code.count, Array(code[index..<index + bytes.count]) == bytes
      else { return false }
      let before = index == 0 || !CodeScanner.isIdentifierByte(code[index - 1])
      return before && !CodeScanner.isIdentifierByte(code[index + bytes.count])
    }

    /// The index just past the `}` that closes the `{` at `open`.
    static func matchingBrace(_ code: [UInt8], from open: Int) -> Int? {
      var depth = 0
      for index in open..<code.count {
        if code[index] == UInt8(ascii: "{") { depth += 1 }
        if code[index] == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { return index + 1 }
        }
      }
      return nil
    }

    /// The names blanked code calls: a name followed by `(`, `:`, `]` or a trailing closure's
    /// `{` (`ask()`, `[self ask:…]`, `[self ask]`), or in a selector (`#selector(ask)`); not
    /// where it declares one (after `func`, an Objective-C method's name), nor an override's
    /// call up (`super.ask()`, `[super ask]`). A property of the same name (`let picker =`,
    /// `picker.delegate`) is no call.
    static func calls(in code: [UInt8]) -> Set<String> {
      var names: Set<String> = []
      var (previous, previousRange) = ("", 0..<0)
      CodeReach.forEachIdentifier(in: code) { range, identifier in
        defer { (previous, previousRange) = (identifier, range) }
        guard previous != "func", !isObjCMethodName(code, at: range) else { return }
        let between = code[previousRange.upperBound..<range.lowerBound]
        if previous == "super", between.allSatisfy({ $0 == 0x2E || $0 == 0x20 }) { return }
        var next = range.upperBound
        while next < code.count, code[next] == 0x20 || code[next] == 0x09 { next += 1 }
        let follows = next < code.count ? code[next] : 0
        let inSelector = previous == "selector" && between.last == UInt8(ascii: "(")
        if inSelector
          || [UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "{")].contains(
            follows)
        {
          names.insert(identifier)
        }
      }
      return names
    }
  }
}

extension [OwnCodeReach.Function] {
  /// The name of the outermost function whose body holds `offset` (a closure or a nested
  /// function runs when the function around it does).
  func outermost(containing offset: Int) -> String? {
    first { $0.body.contains(offset) }?.name
  }
}
