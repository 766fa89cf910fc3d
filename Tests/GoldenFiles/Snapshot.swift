import Foundation
import Testing

/// Golden-file comparison, for every test target: `Tests/Snapshots/<suite>/<name>.<ext>`.
///
/// A missing snapshot (or `RECORD_SNAPSHOTS=1`) is recorded and the test fails, so that a new
/// golden file is always looked at; on CI (`CI` set) nothing is recorded. The caller's
/// placeholders in the golden file (`${VERSION}`, `${CWD}`) are substituted before comparing.
public enum Snapshot {
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

  public static func assert(
    _ actual: String, suite: String, name: String, ext: String = "txt",
    substitutions: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assert(
      actual, file: "\(name).\(ext)", suite: suite, substitutions: substitutions,
      sourceLocation: sourceLocation)
  }

  /// The same, for a golden file named with its extension.
  public static func assert(
    _ actual: String, file: String, suite: String, substitutions: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = root.appendingPathComponent(suite).appendingPathComponent(file)
    let environment = ProcessInfo.processInfo.environment
    let record = environment["RECORD_SNAPSHOTS"] == "1" && environment["CI"] == nil
    guard !record, let data = FileManager.default.contents(atPath: url.path) else {
      if environment["CI"] != nil {
        Issue.record("missing snapshot \(url.path)", sourceLocation: sourceLocation)
        return
      }
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url)
      Issue.record(
        "recorded snapshot \(url.path); check it and run again", sourceLocation: sourceLocation)
      return
    }
    var expected = String(decoding: data, as: UTF8.self)
    for (placeholder, value) in substitutions {
      expected = expected.replacingOccurrences(of: "${\(placeholder)}", with: value)
    }
    if expected != actual {
      Issue.record(
        "snapshot \(suite)/\(file) differs:\n\(lineDiff(expected, actual))",
        sourceLocation: sourceLocation)
    }
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
