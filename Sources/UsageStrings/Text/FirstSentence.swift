import CICU

/// The end of a text's first sentence without ICU's sentence iterator, where the rules of UAX #29
/// make it plain: a terminator followed by closing punctuation and spaces, then a capital or a
/// letter of a script without case, or after `!` or `?` anything but another terminator (SB11;
/// SB8 keeps a full stop's sentence going only into a lower-case letter). Anything else — a
/// terminator inside a word, marks or format characters nearby, a semicolon (which ICU's Greek
/// rules end sentences with) — is left to ICU. `BreakFastPathTests` holds it to ICU's iterator.
enum FirstSentence {
  private enum Class: Int32 {
    case other = 0
    case aTerm
    case sTerm
    case close
    case space
    case upper
    case lower
    case oLetter
    case numeric
    case sContinue
    case extend
    case separator
  }

  private static func sentenceClass(_ value: UInt32) -> Class {
    Class(rawValue: usicu_sentence_class(Int32(bitPattern: value))) ?? .other
  }

  /// The UTF-16 offset where the first sentence of `units` ends, or nil when ICU must say.
  static func end(_ units: [UInt16], table: CharacterTable) -> Int? {
    var index = 0
    var previousValue: UInt32?
    // To the first terminator: nothing on the way may end a sentence another way.
    while index < units.count {
      let (value, length) = UTF16Text.decode(units, at: index)
      let character = table[value]
      if character.contains(.lineBreak) || value == 0x3B || value == 0x37E { return nil }
      if character.contains(.sentenceTerminal) { break }
      if character.contains(.invisible) { return nil }  // format characters are transparent (SB5)
      previousValue = value
      index += length
    }
    guard index < units.count else { return units.count }
    let previous = previousValue.map(sentenceClass) ?? .other
    if previous == .extend { return nil }  // a mark stands for its base (SB5)
    let terminator = sentenceClass(UTF16Text.decode(units, at: index).value)
    index += UTF16Text.decode(units, at: index).length
    let afterTerminator = index
    var next = Class.other
    var closes = 0
    var spaces = 0
    while index < units.count {
      let (value, length) = UTF16Text.decode(units, at: index)
      next = sentenceClass(value)
      if next == .close && spaces == 0 {
        closes += 1
      } else if next == .space {
        spaces += 1
      } else {
        break
      }
      index += length
    }
    // The terminator, its closing punctuation and spaces end the text (SB9, SB10, SB2).
    guard index < units.count else { return units.count }
    switch next {
    case .upper, .oLetter:
      // SB7: no break in "U.S" — a full stop between letters, straight before a capital.
      if terminator == .aTerm && index == afterTerminator
        && (previous == .upper || previous == .lower)
      {
        return nil
      }
      return spaces > 0 || terminator == .sTerm || closes > 0 ? index : nil
    // SB8 keeps a full stop's sentence going into lower case; SB11 ends the others.
    case .lower, .numeric, .other: return terminator == .sTerm && spaces > 0 ? index : nil
    case .aTerm, .sTerm, .sContinue, .extend, .separator, .close, .space: return nil  // SB8a, SB5
    }
  }
}
