/// One string's text as the string rules see it: its UTF-16 units, the classes of its code
/// points, its grapheme clusters, its alert lines and its headline, each worked out once, when a
/// rule first asks.
package final class StringAnalysis {
  package let text: String
  /// The canonical locale the text is written in.
  package let locale: String
  let analyzer: TextAnalyzer
  private var cachedUnits: [UInt16]?
  private var cachedClasses: (union: CharacterClass, common: CharacterClass, letterScripts: ScriptSet)?
  private var cachedClusters: [TextLayout.Cluster]?
  private var cachedLines: (width: Int, lines: [TextLayout.Line])?
  private var cachedHeadline: Range<Int>?

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
    var union: UInt32 = 0
    var common: UInt32 = 0xFFFF
    var scripts = ScriptSet([])
    var index = 0
    while index < units.count {
      let (value, length) = UTF16Scalars.decode(units, at: index)
      let character = table[value]
      union |= character.rawValue
      common &= character.rawValue
      if character.contains(.alphabetic) { scripts.insert(character.script) }
      index += length
    }
    let result = (CharacterClass(rawValue: union & 0xFFFF), CharacterClass(rawValue: common), scripts)
    cachedClasses = result
    return result
  }

  /// Its grapheme clusters with their columns.
  package func clusters() throws -> [TextLayout.Cluster] {
    if let cachedClusters { return cachedClusters }
    let clusters = try TextLayout.clusters(units, allSimple: allHave(.graphemeSimple), locale: locale, analyzer: analyzer)
    cachedClusters = clusters
    return clusters
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
    try lines(width: width).filter { $0.range.lowerBound < part.upperBound && $0.range.upperBound > part.lowerBound }
  }

  /// A part of the text (whose ends are cluster boundaries) wrapped on its own.
  package func lines(of part: Range<Int>, width: Int) throws -> [TextLayout.Line] {
    if part == 0..<units.count, let cachedLines, cachedLines.width == width { return cachedLines.lines }
    let clusters = try clusters()
    let first = clusters.firstIndex { $0.range.lowerBound >= part.lowerBound } ?? clusters.endIndex
    var end = first
    while end < clusters.endIndex, clusters[end].range.upperBound <= part.upperBound { end += 1 }
    return try TextLayout.wrap(units, part: part, clusters: clusters[first..<end], locale: locale, width: width, analyzer: analyzer)
  }

  /// The headline (SPEC §5.1): the first line when the text has a line break, else the first
  /// sentence. Blank lines before it are skipped: the alert shows them as space, not words.
  package func headline() throws -> Range<Int> {
    if let cachedHeadline { return cachedHeadline }
    let units = self.units
    var result = 0..<units.count
    let isBreak: (UInt16) -> Bool = { $0 == 0x0A || $0 == 0x0D || $0 == 0x2028 || $0 == 0x2029 }
    if has(.lineBreak), units.contains(where: isBreak) {
      var start = 0
      while start < units.count, isBreak(units[start]) || TextLayout.isSpace(units[start]) { start += 1 }
      var end = start
      while end < units.count, !isBreak(units[end]) { end += 1 }
      result = start..<end
    } else if has(.sentenceTerminal) {
      // Without a sentence terminator the first sentence is the whole text (UAX #29, SB11).
      result = 0..<(try analyzer.firstSentenceEnd(units, locale: locale))
    }
    cachedHeadline = result
    return result
  }

  /// A part of the text for a one-line message, by its grapheme clusters: whitespace at either
  /// end left out, line breaks shown as `\n`, runs of spaces collapsed, cut to `limit`
  /// characters with an ellipsis. Stops once past the limit: the rest could only be cut off.
  package func excerpt(of part: Range<Int>, limit: Int = 60) throws -> String {
    let units = self.units
    let all = try clusters()
    // The clusters of the part, found by bisection (they are sorted).
    var low = 0, high = all.count
    while low < high {
      let middle = (low + high) / 2
      if all[middle].range.lowerBound < part.lowerBound { low = middle + 1 } else { high = middle }
    }
    var upper = low
    while upper < all.count, all[upper].range.lowerBound < part.upperBound { upper += 1 }
    let clusters = all[low..<upper]
    let table = analyzer.characters
    func leading(_ cluster: TextLayout.Cluster) -> CharacterClass {
      table[UTF16Scalars.decode(units, at: cluster.range.lowerBound).value]
    }
    var first = clusters.startIndex
    var last = clusters.endIndex
    while first < last, leading(clusters[first]).contains(.whiteSpace) { first += 1 }
    while last > first, leading(clusters[last - 1]).contains(.whiteSpace) { last -= 1 }
    var output: [UInt16] = []
    // The length of `output` after each character.
    var ends: [Int] = []
    var lastWasSpace = false
    for cluster in clusters[first..<last] {
      let kind = leading(cluster)
      if kind.contains(.lineBreak) {
        output.append(0x5C)
        ends.append(output.count)
        output.append(0x6E)
        lastWasSpace = false
      } else if kind.contains(.whiteSpace) {
        if lastWasSpace { continue }
        output.append(0x20)
        lastWasSpace = true
      } else {
        output += units[cluster.range]
        lastWasSpace = false
      }
      ends.append(output.count)
      if ends.count > limit { return UTF16Text.string(output[..<ends[limit - 2]]) + "…" }
    }
    return UTF16Text.string(output)
  }
}
