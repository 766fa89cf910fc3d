import CICU

/// Alert lines without ICU's line-break iterator, where the rules of UAX #14 settle them.
///
/// Each cluster boundary is a break opportunity in every version of UAX #14 since Unicode 13
/// (`always`), in none (`never`), or it depends on the version, the locale's tailoring or a
/// character this code does not model (`maybe`). Greedy wrapping never ends a line earlier when it
/// has more opportunities, so line by line ICU's ends lie between those of wrapping at the
/// `always` breaks and those of wrapping at every `always` and `maybe` break: where the two agree,
/// they are ICU's. Where they differ, or a word is wider than a line, ICU decides.
/// `LineBreakBoundsTests` holds each claim to ICU's own answers.
enum LineBreakBounds {
  enum Kind: UInt8, Comparable {
    case never, maybe, always, hard

    static func < (left: Kind, right: Kind) -> Bool { left.rawValue < right.rawValue }
  }

  /// `CharacterClass.lineRole` values (USICU_LINE_*).
  enum Role: UInt8 {
    case other = 0
    case letter
    case numeric
    case ideograph
    case space
    case infix
    case close
    case open
    case hyphen
    case affix
    case quote
    case hard
    case cr
    case combining
    case hangul

    /// Whether a cluster with this base may carry combining marks and still break as its base (LB9).
    var carriesMarks: Bool {
      switch self {
      case .other, .space, .hard, .cr, .combining: false
      default: true
      }
    }
  }

  /// The kind of the boundary between a cluster whose base has role `before` and one whose base
  /// has role `after`; `beforeSpaces` is the role before the run of spaces that `before` ends (nil
  /// when that run starts the text).
  static func kind(before: Role, after: Role, beforeSpaces: Role?) -> Kind {
    switch before {
    case .hard, .cr: return .hard  // LB4, LB5 (CR LF is one cluster)
    default: break
    }
    switch after {
    case .hard, .cr, .space: return .never  // LB6, LB7
    case .combining: return .maybe  // LB9, LB10: a mark that starts a cluster
    default: break
    }
    if before == .space {
      guard let origin = beforeSpaces, origin != .other, origin != .combining, origin != .hard,
        origin != .cr
      else {
        return .maybe  // LB8 (ZW SP* ÷) and what precedes the text or the line
      }
      if origin == .open { return .never }  // LB14
      if after == .close { return .never }  // LB13
      switch after {
      // LB18; LB15 (QU SP* × OP), LB15a–b (initial and final quotes), LB16 (before NS) and LB17
      // (B2) need other classes.
      case .letter, .numeric, .ideograph, .affix, .hangul, .quote, .hyphen: return .always
      case .open: return origin == .quote ? .maybe : .always
      default: return .maybe
      }
    }
    if before == .other || after == .other || before == .combining { return .maybe }
    if after == .close || after == .infix { return .never }  // LB13, LB15d
    if before == .open { return .never }  // LB14
    // LB21; CJK tailorings break before some.
    if after == .hyphen { return before == .ideograph ? .maybe : .never }
    // LB19, for quotes neither initial nor final.
    if after == .quote || before == .quote { return .never }
    switch (before, after) {
    case (.letter, .letter), (.letter, .numeric), (.numeric, .letter), (.numeric, .numeric):
      return .never  // LB23, LB25, LB28
    case (.infix, .letter): return .never  // LB29
    case (.affix, .letter), (.affix, .numeric), (.letter, .affix), (.numeric, .affix):
      return .never  // LB24, LB25
    // LB31: ideographs and Hangul syllables break between themselves, after closing punctuation,
    // and before opening punctuation (LB30 keeps only letters and digits to an opening one).
    case (.ideograph, .ideograph), (.hangul, .hangul), (.ideograph, .open), (.close, .ideograph),
      (.ideograph, .letter), (.letter, .ideograph), (.ideograph, .numeric), (.numeric, .ideograph):
      return .always
    default: return .maybe
    }
  }

  /// `kind` for every pair of roles: at `before * 16 + after`, and after a run of spaces at
  /// `256 + beforeSpaces * 16 + after` (`other` standing for the start of the text).
  static let kinds: [Kind] = (0..<512).map { index in
    let after = Role(rawValue: UInt8(index & 15)) ?? .other
    let first = Role(rawValue: UInt8((index >> 4) & 15)) ?? .other
    return index < 256
      ? kind(before: first, after: after, beforeSpaces: nil)
      : kind(before: .space, after: after, beforeSpaces: first)
  }

  /// A boundary that may break: its offset, its kind, and the columns of the text before it, all
  /// and up to its last visible cluster (so a segment's columns take no walk over its clusters).
  struct Boundary {
    var offset: Int
    var kind: Kind
    var columns: Int
    var visibleColumns: Int
  }

  /// The lines of `units[part]` (UTF-16 ranges in `units`), or nil when ICU must decide;
  /// `known` are the boundaries of that part when they are known already.
  static func lines(
    _ units: [UInt16], part: Range<Int>, map: ClusterMap, width: Int, table: CharacterTable,
    known: [Boundary]? = nil
  ) -> [TextLayout.Line]? {
    guard let boundaries = known ?? boundaries(units, part: part, map: map, table: table),
      let coarse = greedy(boundaries, map: map, part: part, width: width, least: .always)
    else { return nil }
    guard boundaries.contains(where: { $0.kind == .maybe }) else { return coarse }
    return greedy(boundaries, map: map, part: part, width: width, least: .maybe) == coarse
      ? coarse : nil
  }

  /// The cluster boundaries of `units[part]` that are not `never`, and its end (as `hard`); nil
  /// when a cluster holds more than marks on a base, which ICU may break inside.
  static func boundaries(
    _ units: [UInt16], part: Range<Int>, map: ClusterMap, table: CharacterTable
  ) -> [Boundary]? {
    units.withUnsafeBufferPointer { units in
      map.bytes.withUnsafeBufferPointer { bytes in
        var builder = Builder(start: part.lowerBound, expected: part.count)
        var index = part.lowerBound
        while index < part.upperBound {
          let (value, length) = UTF16Text.decode(units, at: index, end: part.upperBound)
          builder.add(table[value], value: value, at: index, byte: bytes[index])
          index += length
        }
        return builder.finish(at: part.upperBound)
      }
    }
  }

  /// Classifies a text's boundaries one code point at a time (the scan of a string feeds it too).
  struct Builder {
    private var boundaries: [Boundary] = []
    private let start: Int
    /// What the next boundary's kind depends on, as an index into `kinds` divided by 16: the
    /// role before it, or 16 plus the role before the run of spaces before it.
    private var context = Int(Role.other.rawValue)
    private var columns = 0, visibleColumns = 0
    private var settled = true
    private let kinds = LineBreakBounds.kinds

    /// `expected`: about how many code points follow (a boundary per four reserved: most words
    /// are longer, so the array rarely grows).
    init(start: Int, expected: Int) {
      self.start = start
      boundaries.reserveCapacity(expected / 4 + 2)
    }

    /// Adds the code point `value` of class `character` at `index`, whose cluster-map byte is
    /// `byte` (0 inside a cluster).
    @inline(__always)
    mutating func add(_ character: CharacterClass, value: UInt32, at index: Int, byte: UInt8) {
      let role = Int(character.lineRole)
      guard byte & ClusterMap.start != 0 else { return join(role, value) }
      if index > start {
        let kind = kinds[context << 4 | role]
        if kind != .never {
          boundaries.append(
            Boundary(offset: index, kind: kind, columns: columns, visibleColumns: visibleColumns))
        }
      }
      if role == Int(Role.space.rawValue) {
        if context < 16 { context = 16 + (index > start ? context : Int(Role.other.rawValue)) }
      } else {
        context = role
      }
      columns += Int(byte & 0x03)
      if byte & ClusterMap.blank == 0 { visibleColumns = columns }
    }

    /// A code point inside a cluster: only marks on a base that keeps its class (LB9), or LF
    /// after CR, leave the boundaries readable.
    private mutating func join(_ role: Int, _ value: UInt32) {
      let base = context >= 16 ? Role.space : Role(rawValue: UInt8(context)) ?? .other
      if role == Int(Role.combining.rawValue) && base.carriesMarks { return }
      if base == .cr && value == 0x0A {
        context = Int(Role.hard.rawValue)
        return
      }
      settled = false
    }

    /// The boundaries, with the end of the text at `end`; nil when they cannot be read alone.
    mutating func finish(at end: Int) -> [Boundary]? {
      guard settled else { return nil }
      boundaries.append(
        Boundary(offset: end, kind: .hard, columns: columns, visibleColumns: visibleColumns))
      return boundaries
    }
  }

  /// `LinePlacer`'s lines at the boundaries of at least kind `least`; nil when a segment is wider
  /// than a line (ICU's opportunities may then cut it elsewhere).
  private static func greedy(
    _ boundaries: [Boundary], map: ClusterMap, part: Range<Int>, width: Int, least: Kind
  ) -> [TextLayout.Line]? {
    var placer = LinePlacer(
      map: map, width: width, start: part.lowerBound, columns: boundaries.last?.columns ?? 0)
    var segmentColumns = 0
    for boundary in boundaries where boundary.kind >= least {
      let visible = max(0, boundary.visibleColumns - segmentColumns)
      guard visible <= placer.width else { return nil }
      placer.place(
        upTo: boundary.offset, columns: boundary.columns - segmentColumns, visibleColumns: visible,
        hard: boundary.kind == .hard)
      segmentColumns = boundary.columns
    }
    return placer.finish(at: part.upperBound)
  }
}
