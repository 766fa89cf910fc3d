extension Array where Element: Hashable {
  /// The elements in order, each once.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}

extension [String] {
  /// The items as a sentence lists them: "A", "A and B", "A, B and C".
  func joinedAsList() -> String {
    count <= 1 ? first ?? "" : dropLast().joined(separator: ", ") + " and " + self[count - 1]
  }
}
