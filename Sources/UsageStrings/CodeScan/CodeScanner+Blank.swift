/// What the compiler never reads as code, blanked out before the scan.
extension CodeScanner {
  /// The text with comments, string and character literals and the branches of `#if` the
  /// target does not compile (`conditions`; `#if false` and `#if 0` in any file) turned into
  /// spaces (line breaks kept), so offsets and lines stay those of the file.
  static func blank(_ text: [UInt8], conditions: CompilationConditions = .unknown) -> [UInt8] {
    blankDisabledBlocks(blankLiterals(text), conditions: conditions)
  }

  /// Blanks the lines of the branches of `#if` groups that are not compiled — a condition that
  /// is false, or a branch after one that is surely taken — nested groups included. A branch
  /// whose condition cannot be told is kept, and so are the ones after it.
  static func blankDisabledBlocks(_ text: [UInt8], conditions: CompilationConditions) -> [UInt8] {
    // Most files have no `#if`: nothing to do.
    guard text.contains(0x23) else { return text }
    var output = text
    var groups = ConditionalGroups(conditions: conditions)
    var lineStart = 0
    while lineStart < text.count {
      var lineEnd = lineStart
      while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
      var first = lineStart
      while first < lineEnd, text[first] == 0x20 || text[first] == 0x09 { first += 1 }
      var blanks = groups.isSkipping
      if first < lineEnd, text[first] == 0x23 {
        let line = String(decoding: text[first..<lineEnd], as: UTF8.self)
        let directive = String(line.prefix { !$0.isWhitespace })
        let argument = String(line.dropFirst(directive.count)).filter { $0 != "\r" }
        if groups.read(directive, argument: argument) { blanks = true }
      }
      if blanks {
        for position in lineStart..<lineEnd where output[position] != 0x0D {
          output[position] = 0x20
        }
      }
      lineStart = lineEnd + 1
    }
    return output
  }

  /// The `#if` groups open at a line, innermost last.
  private struct ConditionalGroups {
    /// One `#if` … `#endif` group being read: whether a branch was surely taken, whether one
    /// could not be decided, and whether the current branch is compiled out.
    struct Group {
      var taken = false
      var undecided = false
      var skipping = false
    }

    let conditions: CompilationConditions
    var groups: [Group] = []

    var isSkipping: Bool { groups.contains(where: \.skipping) }

    /// Reads a directive line (`#if`, `#elseif`, `#endif`, …). Returns whether the line is
    /// blanked: every directive of a group is no code either way.
    mutating func read(_ directive: String, argument: String) -> Bool {
      var blanks = false
      switch directive {
      case "#if":
        open(argument)
      case "#ifdef", "#ifndef":
        let name = argument.trimmingWhitespace
        open(directive == "#ifdef" ? "defined(\(name))" : "!defined(\(name))")
      case "#elseif", "#elif":
        if !groups.isEmpty { decide(argument, in: &groups[groups.count - 1]) }
      case "#else":
        if !groups.isEmpty { decide("true", in: &groups[groups.count - 1]) }
      case "#endif":
        _ = groups.popLast()
        blanks = true
      default: break
      }
      return blanks || directive.hasPrefix("#if") || directive.hasPrefix("#el")
    }

    /// Opens a group whose first branch has `condition`.
    private mutating func open(_ condition: String) {
      var group = Group()
      // Inside a branch compiled out, every branch is.
      if isSkipping { group.taken = true }
      decide(condition, in: &group)
      groups.append(group)
    }

    private func decide(_ condition: String, in group: inout Group) {
      guard !group.taken else {
        group.skipping = true
        return
      }
      switch conditions.evaluate(condition) {
      case false?: group.skipping = true
      case true?:
        group.skipping = false
        group.taken = !group.undecided
      case nil:
        group.skipping = false
        group.undecided = true
      }
    }
  }

  static func blankLiterals(_ text: [UInt8]) -> [UInt8] {
    var output = text
    text.withUnsafeBufferPointer { text in
      output.withUnsafeMutableBufferPointer { output in
        let blanker = LiteralBlanker(text: text, output: output)
        var index = 0
        while index < text.count { index = blanker.blankToken(at: index) }
      }
    }
    return output
  }

  /// Blanks comments and string and character literals of a text into a copy of it of the same
  /// size, one token at a time.
  private struct LiteralBlanker {
    static let slash: UInt8 = 0x2F
    static let star: UInt8 = 0x2A
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let hash: UInt8 = 0x23

    let text: UnsafeBufferPointer<UInt8>
    let output: UnsafeMutableBufferPointer<UInt8>

    var count: Int { text.count }

    /// Blanks the comment or literal that starts at `index`, if one does. Returns where the
    /// next token may start.
    @inline(__always)
    func blankToken(at index: Int) -> Int {
      let byte = text[index]
      if byte == Self.slash && pair(index, Self.slash, Self.slash) {
        var end = index
        while end < count, text[end] != 0x0A { end += 1 }
        clear(index..<end)
        return end
      }
      if byte == Self.slash && pair(index, Self.slash, Self.star) {
        return blankBlockComment(at: index)
      }
      if byte == Self.quote || byte == Self.apostrophe { return blankLiteral(at: index) }
      return index + 1
    }

    @inline(__always)
    func clear(_ range: Range<Int>) {
      for position in range where output[position] != 0x0A && output[position] != 0x0D {
        output[position] = 0x20
      }
    }

    @inline(__always)
    func pair(_ position: Int, _ first: UInt8, _ second: UInt8) -> Bool {
      position + 1 < count && text[position] == first && text[position + 1] == second
    }

    /// Swift nests block comments; Objective-C does not, but nesting never hurts there.
    func blankBlockComment(at start: Int) -> Int {
      var index = start
      var depth = 0
      while index < count {
        if pair(index, Self.slash, Self.star) {
          depth += 1
          index += 2
        } else if pair(index, Self.star, Self.slash) {
          depth -= 1
          index += 2
          if depth == 0 { break }
        } else {
          index += 1
        }
      }
      clear(start..<min(index, count))
      return index
    }

    /// A string or character literal: single-line, multiline (`\"\"\"`) or raw (`#"…"#`, which
    /// ends at a quote followed by as many `#`).
    func blankLiteral(at start: Int) -> Int {
      let byte = text[start]
      let multiline =
        byte == Self.quote && pair(start, Self.quote, Self.quote) && start + 2 < count
        && text[start + 2] == Self.quote
      var hashes = 0
      while start - hashes > 0, text[start - hashes - 1] == Self.hash { hashes += 1 }
      let quotes = multiline ? 3 : 1
      var index = start + quotes
      while index < count {
        if text[index] == 0x5C, hashes == 0 {
          index += 2
          continue
        }
        if !multiline, text[index] == 0x0A { break }
        if text[index] == byte, closes(at: index, quote: byte, quotes: quotes, hashes: hashes) {
          index += quotes + hashes
          break
        }
        index += 1
      }
      clear(start..<min(index, count))
      return index
    }

    @inline(__always)
    func closes(at position: Int, quote: UInt8, quotes: Int, hashes: Int) -> Bool {
      guard position + quotes + hashes <= count else { return false }
      for offset in 0..<quotes where text[position + offset] != quote { return false }
      for offset in 0..<hashes where text[position + quotes + offset] != Self.hash {
        return false
      }
      return true
    }
  }
}
