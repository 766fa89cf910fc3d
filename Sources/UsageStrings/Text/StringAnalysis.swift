/// One string's text as the string rules see it: its UTF-16 units, the classes of its code
/// points, its grapheme clusters, its alert lines and its headline, each worked out once, when a
/// rule first asks.
package final class StringAnalysis {
  package let text: String
  /// The canonical locale the text is written in.
  package let locale: String
  let analyzer: TextAnalyzer
  private var cachedUnits: [UInt16]?
  private var cachedClasses:
    (union: CharacterClass, common: CharacterClass, letterScripts: ScriptSet)?
  /// The clusters of a text that UAX #29 makes plain, built by the scan.
  private var simpleMap: [UInt8]?
  private var cachedMap: ClusterMap?
  /// The line-break boundaries of the whole text, when the scan could read them.
  private var boundaries: [LineBreakBounds.Boundary]?
  private var cachedLines: (width: Int, lines: [TextLayout.Line])?
  private var cachedHeadline: Range<Int>?
  private var cachedASCIIWords: [Range<String.Index>]?

  package init(_ text: String, locale: String, analyzer: TextAnalyzer) {
    self.text = text
    self.locale = locale
    self.analyzer = analyzer
  }

  convenience init(units: [UInt16], locale: String, analyzer: TextAnalyzer) {
    self.init(UTF16Text.string(units), locale: locale, analyzer: analyzer)
    cachedUnits = units
  }

  package var units: [UInt16] {
    if let cachedUnits { return cachedUnits }
    let units = UTF16Text.units(of: text)
    cachedUnits = units
    return units
  }

  /// Its words in ASCII letters and digits (`ASCIIWords`), found once for every rule that reads
  /// Apple's names or anchor tokens.
  package var asciiWords: [Range<String.Index>] {
    if let cachedASCIIWords { return cachedASCIIWords }
    let words = ASCIIWords.ranges(in: text)
    cachedASCIIWords = words
    return words
  }

  /// Every class any of its code points has (flags only).
  package var classes: CharacterClass { scan().union }

  /// Whether any code point has `flag`: a quick no for most rules on most strings.
  package func has(_ flag: CharacterClass) -> Bool { scan().union.contains(flag) }

  /// Whether every code point has `flag` (true for an empty text).
  package func allHave(_ flag: CharacterClass) -> Bool { scan().common.contains(flag) }

  /// The scripts of its letters (`wrong-script` looks closer only when one is unexpected).
  package var letterScripts: ScriptSet { scan().letterScripts }

  private func scan() -> (union: CharacterClass, common: CharacterClass, letterScripts: ScriptSet) {
    if let cachedClasses { return cachedClasses }
    let units = self.units
    let table = analyzer.characters
    // The clusters without ICU where UAX #29 makes them plain (most texts): each code point starts
    // one, except marks, which join the one before (GB9, GB9a) unless it is a control (GB4).
    var map = [UInt8](repeating: 0, count: units.count)
    // Every accumulator is local to the loop's closure: the innermost loop of a run.
    let (union, common, scripts, plain, joined, breaks) = units.withUnsafeBufferPointer { units in
      map.withUnsafeMutableBufferPointer { map in
        let alphabetic = CharacterClass.alphabetic.rawValue
        let extend = CharacterClass.graphemeExtend.rawValue
        let control = CharacterClass.graphemeControl.rawValue
        let simple = CharacterClass.graphemeSimple.rawValue
        var union: UInt32 = 0
        var common: UInt32 = 0xFFFF
        var scripts = ScriptSet([])
        var plain = true
        var joined = false
        // The line-break boundaries, read in the same pass (valid when each cluster is one code point).
        var breaks = LineBreakBounds.Builder(start: 0, expected: units.count)
        var afterControl = true
        var lastScript: UInt32 = 0x100
        var index = 0
        while index < units.count {
          let (value, length) = UTF16Text.decode(units, at: index, end: units.count)
          let raw = table[value].rawValue
          union |= raw
          common &= raw
          // Letters mostly come in runs of one script: insert it when it changes.
          if raw & alphabetic != 0, case let script = (raw >> 16) & 0xFF, script != lastScript {
            scripts.insert(Int32(script))
            lastScript = script
          }
          var byte: UInt8 = 0
          if raw & extend != 0 && !afterControl {
            joined = true
          } else {
            plain = plain && raw & (simple | extend) != 0
            byte = CharacterClass(rawValue: raw).clusterByte
            map[index] = byte
          }
          breaks.add(CharacterClass(rawValue: raw), value: value, at: index, byte: byte)
          afterControl = raw & control != 0
          index += length
        }
        return (union, common, scripts, plain, joined, breaks)
      }
    }
    if plain && joined { Self.measureJoinedClusters(&map, units, table: table) }
    let result = (
      CharacterClass(rawValue: union & 0xFFFF), CharacterClass(rawValue: common), scripts
    )
    cachedClasses = result
    simpleMap = plain ? map : nil
    var finished = breaks
    boundaries = plain && !joined ? finished.finish(at: units.count) : nil
    return result
  }

  /// Gives each cluster of more than one code point its columns, as for ICU's clusters.
  private static func measureJoinedClusters(
    _ map: inout [UInt8], _ units: [UInt16], table: CharacterTable
  ) {
    var start = 0
    while start < units.count {
      let end = ClusterMap.clusterEnd(in: map, after: start)
      if end - start > 1 {
        map[start] = LengthModel.clusterByte(
          columns: LengthModel.columns(ofCluster: units[start..<end], table: table), isSpace: false)
      }
      start = end
    }
  }

  /// Its grapheme clusters: the scan's where UAX #29 makes them plain, else ICU's.
  package func clusterMap() throws -> ClusterMap {
    if let cachedMap { return cachedMap }
    _ = scan()
    let map = try simpleMap.map(ClusterMap.init(bytes:)) ?? icuClusterMap()
    simpleMap = nil
    cachedMap = map
    return map
  }

  /// Whether the scan found the clusters (before `clusterMap()` takes them).
  var scanFoundClusters: Bool {
    _ = scan()
    return simpleMap != nil
  }

  /// Its grapheme clusters as ICU's character iterator finds them.
  func icuClusterMap() throws -> ClusterMap {
    let units = self.units
    let table = analyzer.characters
    var bytes = [UInt8](repeating: 0, count: units.count)
    var start = 0
    try analyzer.forEachGraphemeBoundary(units, locale: locale) { end in
      let columns = LengthModel.columns(ofCluster: units[start..<end], table: table)
      bytes[start] = LengthModel.clusterByte(
        columns: columns, isSpace: end - start == 1 && LengthModel.isSpace(UInt32(units[start])))
      start = end
    }
    return ClusterMap(bytes: bytes)
  }

  /// The whole text wrapped into alert lines of `width` columns.
  package func lines(width: Int) throws -> [TextLayout.Line] {
    if let cachedLines, cachedLines.width == width { return cachedLines.lines }
    let lines = try lines(of: 0..<units.count, width: width)
    cachedLines = (width, lines)
    return lines
  }

  /// The alert lines of the whole text that hold some of `part`: how many lines a part such as
  /// the headline takes where the alert shows it, within the whole text.
  package func lines(showing part: Range<Int>, width: Int) throws -> [TextLayout.Line] {
    // The lines follow each other: the ones showing the part are a run of them.
    let lines = try lines(width: width)
    guard let first = lines.firstIndex(where: { $0.range.upperBound > part.lowerBound }) else {
      return []
    }
    var end = first
    while end < lines.count, lines[end].range.lowerBound < part.upperBound { end += 1 }
    return Array(lines[first..<end])
  }

  /// A part of the text (whose ends are cluster boundaries) wrapped on its own.
  package func lines(of part: Range<Int>, width: Int) throws -> [TextLayout.Line] {
    if part == 0..<units.count, let cachedLines, cachedLines.width == width {
      return cachedLines.lines
    }
    let map = try clusterMap()
    return try TextLayout.wrap(
      units, part: part, map: map, locale: locale, width: width, analyzer: analyzer,
      boundaries: part == 0..<units.count ? boundaries : nil)
  }

  /// The headline: the first line when the text has a line break, else the first
  /// sentence. Blank lines before it are skipped: the alert shows them as space, not words.
  package func headline() throws -> Range<Int> {
    if let cachedHeadline { return cachedHeadline }
    let units = self.units
    var result = 0..<units.count
    let isBreak: (UInt16) -> Bool = { $0 == 0x0A || $0 == 0x0D || $0 == 0x2028 || $0 == 0x2029 }
    if has(.lineBreak), units.contains(where: isBreak) {
      var start = 0
      while start < units.count, isBreak(units[start]) || LengthModel.isSpace(UInt32(units[start]))
      { start += 1 }
      var end = start
      while end < units.count, !isBreak(units[end]) { end += 1 }
      result = start..<end
    } else if has(.sentenceTerminal) || units.contains(where: Self.isGreekQuestionMark),
      !endsItsOnlySentence()
    {
      // Without a terminator the first sentence is the whole text (UAX #29, SB11); ICU's rules
      // for Greek also end one at a semicolon or a Greek question mark.
      let end =
        try FirstSentence.end(units, table: analyzer.characters)
        ?? analyzer.firstSentenceEnd(units, locale: locale)
      result = 0..<end
    }
    cachedHeadline = result
    return result
  }

  private static func isGreekQuestionMark(_ unit: UInt16) -> Bool { unit == 0x3B || unit == 0x37E }

  /// Whether the text's sentence terminators all come at its end, followed by spaces at most: then
  /// UAX #29 finds no sentence break before the end (SB8a, SB9, SB10 keep terminators and the
  /// spaces after them together; nothing else breaks a sentence).
  private func endsItsOnlySentence() -> Bool {
    let units = self.units
    let table = analyzer.characters
    var index = units.count
    while index > 0, units[index - 1] == 0x20 { index -= 1 }
    var terminators = 0
    while index > 0 {
      let value = UInt32(units[index - 1])
      guard !UTF16Text.isSurrogate(value), table[value].contains(.sentenceTerminal) else { break }
      index -= 1
      terminators += 1
    }
    guard terminators > 0 else { return false }
    for position in 0..<index {
      let value = UInt32(units[position])
      if Self.isGreekQuestionMark(UInt16(value)) { return false }
      // A surrogate half is no terminator, but the pair might be one: ask ICU then.
      if UTF16Text.isSurrogate(value) || table[value].contains(.sentenceTerminal) { return false }
    }
    return true
  }
}
