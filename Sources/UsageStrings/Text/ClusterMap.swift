/// A text's grapheme clusters as one byte per UTF-16 unit — whether a cluster starts there, its
/// columns, whether it is blank (a line break, or a lone space) — compact, and quick to walk.
package struct ClusterMap: Sendable {
  static let start: UInt8 = 0x04
  static let blank: UInt8 = 0x08

  let bytes: [UInt8]

  /// The columns of the whole text.
  var columns: Int { columns(in: 0..<bytes.count).total }

  /// The columns of the clusters starting in `range`, and those of the blank clusters at its end.
  @inline(__always)
  func columns(in range: Range<Int>) -> (total: Int, trailing: Int) {
    bytes.withUnsafeBufferPointer { bytes in
      var total = 0
      var trailing = 0
      for index in range {
        let byte = bytes[index]
        guard byte & Self.start != 0 else { continue }
        let columns = Int(byte & 0x03)
        total += columns
        trailing = byte & Self.blank != 0 ? trailing + columns : 0
      }
      return (total, trailing)
    }
  }

  /// The end of the cluster starting at `index`.
  func clusterEnd(after index: Int) -> Int { Self.clusterEnd(in: bytes, after: index) }

  /// The end of the cluster starting at `index` of cluster-map bytes (an array, or a buffer in
  /// loops that read it raw).
  @inline(__always)
  static func clusterEnd<Bytes: RandomAccessCollection>(in bytes: Bytes, after index: Int) -> Int
  where Bytes.Element == UInt8, Bytes.Index == Int {
    var end = index + 1
    while end < bytes.endIndex, bytes[end] & start == 0 { end += 1 }
    return end
  }
}
