extension StringAnalysis {
  /// A part of the text for a one-line message, by its grapheme clusters: whitespace at either
  /// end left out, line breaks shown as `\n`, runs of spaces collapsed, cut to `limit`
  /// characters with an ellipsis. Stops once past the limit: the rest could only be cut off.
  package func excerpt(of part: Range<Int>, limit: Int = 60) throws -> String {
    let map = try clusterMap()
    let table = analyzer.characters
    var output: [UInt16] = []
    output.reserveCapacity(min(part.count, 4 * limit) + 2)
    // The characters kept so far, and the length of `output` at the cut (after `limit - 1`).
    var kept = 0
    var cutLength = 0
    // Whitespace waits until something visible follows: at either end it is left out. The
    // waiting clusters are those from `waitingStart` on.
    var waitingStart: Int?
    var lastWasSpace = false
    let cut = units.withUnsafeBufferPointer { units in
      map.bytes.withUnsafeBufferPointer { bytes in
        var index = part.lowerBound
        while index < part.upperBound {
          guard bytes[index] & ClusterMap.start != 0 else {
            index += 1
            continue
          }
          let end = ClusterMap.clusterEnd(in: bytes, after: index)
          if table[UTF16Text.decode(units, at: index, end: end).value].contains(.whiteSpace) {
            if kept > 0, waitingStart == nil { waitingStart = index }
            index = end
            continue
          }
          // What waited becomes `\n` for each line break and one space for a run of others.
          var waiting = waitingStart ?? index
          while waiting < index {
            let waitingEnd = ClusterMap.clusterEnd(in: bytes, after: waiting)
            let isBreak = table[UTF16Text.decode(units, at: waiting, end: waitingEnd).value]
              .contains(.lineBreak)
            waiting = waitingEnd
            guard isBreak || !lastWasSpace else { continue }
            // `\` and `n` count as two characters, as they are shown.
            for step in 0..<(isBreak ? 2 : 1) {
              output.append(isBreak ? (step == 0 ? 0x5C : 0x6E) : 0x20)
              kept += 1
              if kept == limit - 1 { cutLength = output.count }
              if kept > limit { return true }
            }
            lastWasSpace = !isBreak
          }
          waitingStart = nil
          for unit in index..<end { output.append(units[unit]) }
          kept += 1
          if kept == limit - 1 { cutLength = output.count }
          lastWasSpace = false
          if kept > limit { return true }
          index = end
        }
        return false
      }
    }
    return cut ? UTF16Text.string(output[..<cutLength]) + "…" : UTF16Text.string(output)
  }
}
