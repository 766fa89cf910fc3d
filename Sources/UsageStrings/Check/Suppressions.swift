/// Suppression comments, resolved once per file before findings are reported:
/// `usage-strings-ignore: rule-id, …` silences the rules on its own line and the next;
/// `usage-strings-ignore-file: rule-id, …` silences them in the whole file.
struct Suppressions {
  private var wholeFile: [String: Set<String>] = [:]
  private var lines: [String: [Int: Set<String>]] = [:]

  init(_ files: [TextFile]) {
    var seen: Set<String> = []
    for file in files where seen.insert(file.path).inserted {
      guard ASCIISearch.occurs("usage-strings-ignore", in: file.text) else { continue }
      let text = file.string
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let range = line.range(of: "usage-strings-ignore") else { continue }
        var rest = line[range.upperBound...]
        let isFile = rest.hasPrefix("-file")
        if isFile { rest = rest.dropFirst(5) }
        guard rest.hasPrefix(":") else { continue }
        // Rule IDs are kebab-case; comment delimiters such as `*/` and `-->` are not.
        let ids = Set(
          rest.dropFirst().split { $0 == "," || $0.isWhitespace }.map(String.init)
            .filter { $0.contains(where: \.isLetter) && $0.allSatisfy { $0.isLetter || $0 == "-" } }
        )
        if isFile {
          wholeFile[file.path, default: []].formUnion(ids)
        } else {
          lines[file.path, default: [:]][index + 1, default: []].formUnion(ids)
          lines[file.path, default: [:]][index + 2, default: []].formUnion(ids)
        }
      }
    }
  }

  /// True when no file has a suppression comment (most runs).
  var isEmpty: Bool { wholeFile.isEmpty && lines.isEmpty }

  func suppresses(_ diagnostic: Diagnostic) -> Bool {
    guard let location = diagnostic.location else { return false }
    if wholeFile[location.file]?.contains(diagnostic.ruleID) == true { return true }
    return lines[location.file]?[location.start.line]?.contains(diagnostic.ruleID) == true
  }
}
