/// Which calls of a file that several bundles compile run in each of them, one hop deep: a call
/// inside a function (a Swift `func`, an Objective-C method) that the project's code calls, but
/// none of a bundle's own files, never runs in that bundle. Seafile's extensions compile the
/// app's `UIViewController+Extend.m`, whose photo-library check only the app's screens call.
/// A function nobody names (a delegate method, an override, an action a storyboard connects)
/// is called by the system, and stays reached.
enum OwnCodeReach {
  /// Drops from each bundle's facts the calls of its shared files that it never reaches, among
  /// those whose keys it does not declare (only they can be findings).
  static func prune(
    _ facts: inout [Int: CodeFacts], targets: [Target], display: (String) -> String
  ) {
    var compiledBy: [String: [Int]] = [:]
    var paths: [String: String] = [:]
    for (index, target) in targets.enumerated() where facts[index] != nil {
      for path in target.code.files where !BinaryScanner.isBinary(path) {
        compiledBy[path, default: []].append(index)
        paths[display(path)] = path
      }
    }
    var code = CodeCache()
    for index in facts.keys.sorted() {
      let target = targets[index]
      let declared = Set(target.sources.map(\.key))
      let own = Set(target.code.files)
      facts[index]!.uses.removeAll { use in
        guard use.module == nil, !use.isInBinary,
          !use.api.keys.contains(where: declared.contains),
          let path = paths[use.location.file], compiledBy[path, default: []].count > 1,
          let function = code.functions(in: path).outermost(containing: use.location.start.offset)
        else { return false }
        let callers = code.callers(of: function, among: compiledBy.keys)
        return !callers.isEmpty && callers.isDisjoint(with: own)
      }
    }
  }

  /// The files read so far, blanked, with their functions and the callers of each name.
  struct CodeCache {
    private var blanked: [String: [UInt8]] = [:]
    private var functions: [String: [Function]] = [:]
    private var callers: [String: Set<String>] = [:]

    mutating func code(of path: String) -> [UInt8] {
      if let known = blanked[path] { return known }
      let text = TextFile(path: path, bytes: CodeReach.read(path)).text
      let code = CodeScanner.blank(text)
      blanked[path] = code
      return code
    }

    mutating func functions(in path: String) -> [Function] {
      if let known = functions[path] { return known }
      let found = Function.all(in: code(of: path))
      functions[path] = found
      return found
    }

    /// The files that call a function by its name.
    mutating func callers(of name: String, among paths: Dictionary<String, [Int]>.Keys)
      -> Set<String>
    {
      if let known = callers[name] { return known }
      var found: Set<String> = []
      for path in paths.sorted() where Function.isCalled(name, in: code(of: path)) {
        found.insert(path)
      }
      callers[name] = found
      return found
    }
  }

  /// A function's name and its body's bytes.
  struct Function {
    var name: String
    var body: Range<Int>

    /// The functions of blanked Swift or Objective-C code: `func name` and `- (type)name`
    /// followed by a body.
    static func all(in code: [UInt8]) -> [Function] {
      var found: [Function] = []
      var previous = ""
      CodeReach.forEachIdentifier(in: code) { range, name in
        defer { previous = name }
        let declared: Bool
        if previous == "func" {
          declared = true
        } else {
          declared = isObjCMethodName(code, at: range)
        }
        guard declared, let open = bodyStart(code, after: range.upperBound),
          let close = matchingBrace(code, from: open)
        else { return }
        found.append(Function(name: name, body: open..<close))
      }
      return found
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
      while index < code.count {
        switch code[index] {
        case UInt8(ascii: "("): depth += 1
        case UInt8(ascii: ")"): depth -= 1
        case UInt8(ascii: "{") where depth == 0: return index
        case UInt8(ascii: ";") where depth == 0, UInt8(ascii: "}") where depth == 0: return nil
        case UInt8(ascii: "f") where depth == 0 && startsWord(code, index, "func"): return nil
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

    /// Whether blanked code names `name` other than where it declares it (after `func`, or as
    /// an Objective-C method's name) or calls an overridden one (`super.name`, `[super name`).
    static func isCalled(_ name: String, in code: [UInt8]) -> Bool {
      var called = false
      var (previous, previousRange) = ("", 0..<0)
      CodeReach.forEachIdentifier(in: code) { range, identifier in
        defer { (previous, previousRange) = (identifier, range) }
        guard !called, identifier == name, previous != "func",
          !isObjCMethodName(code, at: range)
        else { return }
        let between = code[previousRange.upperBound..<range.lowerBound]
        called = !(previous == "super" && between.allSatisfy { $0 == 0x2E || $0 == 0x20 })
      }
      return called
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
