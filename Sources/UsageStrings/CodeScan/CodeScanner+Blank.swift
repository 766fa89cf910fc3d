/// What the compiler never reads as code, blanked out before the scan.
extension CodeScanner {
  /// The text with comments, string and character literals and the branches of `#if` the
  /// target does not compile (`conditions`; `#if false` and `#if 0` in any file) turned into
  /// spaces (line breaks kept), so offsets and lines stay those of the file.
  static func blank(_ text: [UInt8], conditions: CompilationConditions = .unknown) -> [UInt8] {
    blankDisabledBlocks(blankLiterals(text), conditions: conditions)
  }

  /// One `#if` … `#endif` group being read: whether a branch was surely taken, whether one
  /// could not be decided, and whether the current branch is compiled out.
  private struct Group {
    var taken = false
    var undecided = false
    var skipping = false
  }

  /// Blanks the lines of the branches of `#if` groups that are not compiled — a condition that
  /// is false, or a branch after one that is surely taken — nested groups included. A branch
  /// whose condition cannot be told is kept, and so are the ones after it.
  static func blankDisabledBlocks(_ text: [UInt8], conditions: CompilationConditions) -> [UInt8] {
    // Most files have no `#if`: nothing to do.
    guard text.contains(0x23) else { return text }
    var output = text
    var groups: [Group] = []
    var lineStart = 0
    func skipping() -> Bool { groups.contains(where: \.skipping) }
    func decide(_ condition: String, in group: inout Group) {
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
    while lineStart < text.count {
      var lineEnd = lineStart
      while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
      var first = lineStart
      while first < lineEnd, text[first] == 0x20 || text[first] == 0x09 { first += 1 }
      var blanks = skipping()
      if first < lineEnd, text[first] == 0x23 {
        let line = String(decoding: text[first..<lineEnd], as: UTF8.self)
        let directive = String(line.prefix { !$0.isWhitespace })
        let argument = String(line.dropFirst(directive.count)).filter { $0 != "\r" }
        switch directive {
        case "#if":
          var group = Group()
          // Inside a branch compiled out, every branch is.
          if skipping() { group.taken = true }
          decide(argument, in: &group)
          groups.append(group)
        case "#ifdef", "#ifndef":
          var group = Group()
          if skipping() { group.taken = true }
          let name = argument.trimmingWhitespace
          decide(directive == "#ifdef" ? "defined(\(name))" : "!defined(\(name))", in: &group)
          groups.append(group)
        case "#elseif", "#elif":
          if !groups.isEmpty { decide(argument, in: &groups[groups.count - 1]) }
        case "#else":
          if !groups.isEmpty { decide("true", in: &groups[groups.count - 1]) }
        case "#endif":
          _ = groups.popLast()
          blanks = true
        default: break
        }
        // Directives are no code either way.
        if directive.hasPrefix("#if") || directive.hasPrefix("#el") { blanks = true }
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

  static func blankLiterals(_ text: [UInt8]) -> [UInt8] {
    var output = text
    text.withUnsafeBufferPointer { text in
      output.withUnsafeMutableBufferPointer { output in
        let count = text.count
        func clear(_ range: Range<Int>) {
          for position in range where output[position] != 0x0A && output[position] != 0x0D {
            output[position] = 0x20
          }
        }
        func pair(_ position: Int, _ first: UInt8, _ second: UInt8) -> Bool {
          position + 1 < count && text[position] == first && text[position + 1] == second
        }
        let slash: UInt8 = 0x2F
        let star: UInt8 = 0x2A
        let quote: UInt8 = 0x22
        let apostrophe: UInt8 = 0x27
        let hash: UInt8 = 0x23
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
            let multiline =
              byte == quote && pair(index, quote, quote) && index + 2 < count
              && text[index + 2] == quote
            // A raw string (#"…"#) ends at a quote followed by as many #.
            var hashes = 0
            while start - hashes > 0, text[start - hashes - 1] == hash { hashes += 1 }
            let quotes = multiline ? 3 : 1
            func closes(at position: Int) -> Bool {
              guard position + quotes + hashes <= count else { return false }
              for offset in 0..<quotes where text[position + offset] != byte { return false }
              for offset in 0..<hashes where text[position + quotes + offset] != hash {
                return false
              }
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
