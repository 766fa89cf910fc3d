/// Unified diffs of text files, for `--dry-run`.
public enum UnifiedDiff {
  /// The diff of two texts, with `context` lines around each change; empty when they are equal.
  /// The diff of a planned change to a file, named as `git diff` names it: relative to `root`
  /// (the project), `a/` before and `b/` after, `/dev/null` for a new file.
  public static func diff(old: String?, new: String, path: String, root: String) -> String {
    var name = Paths.relative(path, to: root)
    while name.hasPrefix("/") { name.removeFirst() }
    return diff(
      old: old ?? "", new: new, oldName: old == nil ? "/dev/null" : "a/\(name)",
      newName: "b/\(name)")
  }

  public static func diff(
    old: String, new: String, oldName: String, newName: String, context: Int = 3
  ) -> String {
    // Byte for byte: String's == calls NFC and NFD text equal, and a fix to NFC must show.
    guard !old.utf8.elementsEqual(new.utf8) else { return "" }
    let a = lines(old)
    let b = lines(new)
    let operations = align(a, b)
    var output = "--- \(oldName)\n+++ \(newName)\n"
    // Group operations into hunks: changes with up to `context` equal lines around them.
    var index = 0
    while index < operations.count {
      guard let change = operations[index...].firstIndex(where: { $0.kind != .equal }) else {
        break
      }
      var start = max(index, change - context)
      if start < index { start = index }
      var end = change
      var lastChange = change
      while end < operations.count {
        if operations[end].kind != .equal { lastChange = end }
        if end - lastChange > context * 2 { break }
        end += 1
      }
      end = min(operations.count, lastChange + context + 1)
      let hunk = operations[start..<end]
      // The lowest of each side: a run's deletions come before its insertions.
      let oldStart = hunk.map(\.oldIndex).min() ?? 0
      let newStart = hunk.map(\.newIndex).min() ?? 0
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      output +=
        "@@ -\(oldStart + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(newStart + (newCount == 0 ? 0 : 1)),\(newCount) @@\n"
      for operation in hunk {
        switch operation.kind {
        case .equal: output += " " + a[operation.oldIndex].text + "\n"
        case .delete: output += "-" + a[operation.oldIndex].text + "\n"
        case .insert: output += "+" + b[operation.newIndex].text + "\n"
        }
      }
      index = end
    }
    return output
  }

  /// A line, compared byte for byte.
  struct Line: Equatable {
    var text: String

    static func == (lhs: Line, rhs: Line) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }
  }

  /// The lines of a text, split at LF bytes: a CR before one stays in its line, as `diff` and
  /// `git` keep it (a Character split would see CR LF as no line break at all).
  static func lines(_ text: String) -> [Line] {
    var result = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      Line(text: String(decoding: $0, as: UTF8.self))
    }
    if result.last?.text.isEmpty == true { result.removeLast() }
    return result
  }

  struct Operation {
    enum Kind { case equal, delete, insert }
    var kind: Kind
    var oldIndex: Int
    var newIndex: Int
  }

  /// A line alignment: the common prefix and suffix kept, the middle by longest common
  /// subsequence when small enough, else by Myers' shortest edit script when it has at most
  /// `maxEdits` lines changed (two edits far apart in a large catalog), else replaced whole (a
  /// diff that is correct, if not minimal).
  static func align(_ a: [Line], _ b: [Line]) -> [Operation] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    { suffix += 1 }
    var operations = (0..<prefix).map { Operation(kind: .equal, oldIndex: $0, newIndex: $0) }
    let oldMiddle = prefix..<(a.count - suffix)
    let newMiddle = prefix..<(b.count - suffix)
    if oldMiddle.count * newMiddle.count <= 4_000_000 {
      operations += lcs(a, b, oldMiddle, newMiddle)
    } else if let script = myers(a, b, oldMiddle, newMiddle, maxEdits: maxEdits) {
      operations += script
    } else {
      operations += oldMiddle.map {
        Operation(kind: .delete, oldIndex: $0, newIndex: newMiddle.lowerBound)
      }
      operations += newMiddle.map {
        Operation(kind: .insert, oldIndex: oldMiddle.upperBound, newIndex: $0)
      }
    }
    operations += (0..<suffix).map {
      Operation(kind: .equal, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0)
    }
    return deletionsFirst(operations)
  }

  /// Each run of changes with its removed lines before its added ones, as `diff -u` and git
  /// print them.
  static func deletionsFirst(_ operations: [Operation]) -> [Operation] {
    var result: [Operation] = []
    var deletes: [Operation] = []
    var inserts: [Operation] = []
    for operation in operations {
      switch operation.kind {
      case .delete: deletes.append(operation)
      case .insert: inserts.append(operation)
      case .equal:
        result += deletes + inserts + [operation]
        deletes = []
        inserts = []
      }
    }
    return result + deletes + inserts
  }

  static func lcs(_ a: [Line], _ b: [Line], _ rows: Range<Int>, _ columns: Range<Int>)
    -> [Operation]
  {
    let n = rows.count
    let m = columns.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          a[rows.lowerBound + i] == b[columns.lowerBound + j]
          ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var operations: [Operation] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[rows.lowerBound + i] == b[columns.lowerBound + j] {
        operations.append(
          .init(kind: .equal, oldIndex: rows.lowerBound + i, newIndex: columns.lowerBound + j))
        i += 1
        j += 1
      } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
        operations.append(
          .init(kind: .insert, oldIndex: rows.lowerBound + i, newIndex: columns.lowerBound + j))
        j += 1
      } else {
        operations.append(
          .init(kind: .delete, oldIndex: rows.lowerBound + i, newIndex: columns.lowerBound + j))
        i += 1
      }
    }
    return operations
  }

  /// The most lines a large middle may change and still be aligned line by line: Myers' work
  /// grows with the lines times the changes, and its trace with the changes squared.
  static let maxEdits = 1_000

  /// Myers' shortest edit script of two ranges (O((N+M)·D) time), nil beyond `maxEdits` edits.
  static func myers(
    _ a: [Line], _ b: [Line], _ rows: Range<Int>, _ columns: Range<Int>, maxEdits: Int
  ) -> [Operation]? {
    let n = rows.count
    let m = columns.count
    let limit = min(n + m, maxEdits)
    let offset = limit + 1
    // The furthest x reached on each diagonal k = x - y; a snapshot before each round d.
    var furthest = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    for d in 0...limit {
      trace.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        let down = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
        var x = down ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[rows.lowerBound + x] == b[columns.lowerBound + y] {
          x += 1
          y += 1
        }
        furthest[offset + k] = x
        if x >= n, y >= m {
          return backtrack(trace, n: n, m: m, rows.lowerBound, columns.lowerBound)
        }
      }
    }
    return nil
  }

  /// The edit script Myers' rounds found, read back from the end: each round one insertion or
  /// deletion, after the run of equal lines that followed it.
  static func backtrack(_ trace: [[Int]], n: Int, m: Int, _ row: Int, _ column: Int)
    -> [Operation]
  {
    var operations: [Operation] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let before = trace[d]
      func at(_ k: Int) -> Int { before[k + d + 1] }
      let k = x - y
      let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
      let previousX = at(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        operations.append(.init(kind: .equal, oldIndex: row + x, newIndex: column + y))
      }
      if d > 0 {
        let kind: Operation.Kind = x == previousX ? .insert : .delete
        operations.append(
          .init(kind: kind, oldIndex: row + previousX, newIndex: column + previousY))
      }
      x = previousX
      y = previousY
    }
    return operations.reversed()
  }
}
