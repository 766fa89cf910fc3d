import Foundation

/// Golden-file comparison, for every test target: `Tests/Snapshots/<suite>/<file>`. It never
/// records a test issue itself (this is no test target, and builds without Swift Testing): it
/// says what went wrong, and each test target's `Snapshot.assert` records that.
///
/// A missing golden file (or `RECORD_SNAPSHOTS=1`) is written and reported, so that a new one is
/// always looked at; on CI (`CI` set) nothing is written. The caller's placeholders in the golden
/// file (`${VERSION}`, `${CWD}`) are substituted before comparing.
public enum GoldenFile {
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

  /// What is wrong with `actual` against the golden file, or nil when it matches.
  public static func compare(
    _ actual: String, file: String, suite: String, substitutions: [String: String] = [:]
  ) -> String? {
    let url = root.appendingPathComponent(suite).appendingPathComponent(file)
    let environment = ProcessInfo.processInfo.environment
    let record = environment["RECORD_SNAPSHOTS"] == "1" && environment["CI"] == nil
    guard !record, let data = FileManager.default.contents(atPath: url.path) else {
      if environment["CI"] != nil { return "missing snapshot \(url.path)" }
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url)
      return "recorded snapshot \(url.path); check it and run again"
    }
    var expected = String(decoding: data, as: UTF8.self)
    for (placeholder, value) in substitutions {
      expected = expected.replacingOccurrences(of: "${\(placeholder)}", with: value)
    }
    return expected == actual
      ? nil : "snapshot \(suite)/\(file) differs:\n\(lineDiff(expected, actual))"
  }

  /// A short diff: the lines that differ, with their numbers.
  public static func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var result: [String] = []
    for index in 0..<max(old.count, new.count) {
      let left = index < old.count ? old[index] : nil
      let right = index < new.count ? new[index] : nil
      if left != right {
        if let left { result.append("\(index + 1) - \(left)") }
        if let right { result.append("\(index + 1) + \(right)") }
      }
      if result.count > 40 {
        result.append("…")
        break
      }
    }
    return result.joined(separator: "\n")
  }
}
