extension StringAnalysis {
  /// A part of the text for a one-line message, by its grapheme clusters: whitespace at either
  /// end left out, line breaks shown as `\n`, runs of spaces collapsed, cut to `limit`
  /// characters with an ellipsis. Stops once past the limit: the rest could only be cut off.
  package func excerpt(of part: Range<Int>, limit: Int = 60) throws -> String {
    let map = try clusterMap()
    let table = analyzer.characters
    // The characters kept, and the length of `output` after each.
    var output: [UInt16] = []
    var ends: [Int] = []
    output.reserveCapacity(min(part.count, 4 * limit) + 2)
    ends.reserveCapacity(limit + 2)
    // Whitespace waits until something visible follows: at either end it is left out. Each
    // waiting cluster is a line break or not.
    var waiting: [Bool] = []
    var started = false
    var lastWasSpace = false
    let cut = units.withUnsafeBufferPointer { units in
      map.bytes.withUnsafeBufferPointer { bytes in
        var index = part.lowerBound
        while index < part.upperBound {
          guard bytes[index] & ClusterMap.start != 0 else {
            index += 1
            continue
          }
          var end = index + 1
          while end < bytes.count, bytes[end] & ClusterMap.start == 0 { end += 1 }
          let kind = table[UTF16Scalars.decode(units, at: index, end: end).value]
          if kind.contains(.whiteSpace) {
            if started { waiting.append(kind.contains(.lineBreak)) }
          } else {
            for isBreak in waiting {
              if isBreak {
                output.append(0x5C)
                ends.append(output.count)
                output.append(0x6E)
                ends.append(output.count)
                lastWasSpace = false
              } else if !lastWasSpace {
                output.append(0x20)
                ends.append(output.count)
                lastWasSpace = true
              }
              if ends.count > limit { return true }
            }
            waiting.removeAll(keepingCapacity: true)
            for unit in index..<end { output.append(units[unit]) }
            ends.append(output.count)
            lastWasSpace = false
            started = true
            if ends.count > limit { return true }
          }
          index = end
        }
        return false
      }
    }
    return cut ? UTF16Text.string(output[..<ends[limit - 2]]) + "…" : UTF16Text.string(output)
  }
}
