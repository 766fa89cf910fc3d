import Foundation
import Testing

/// Golden files of the end-to-end tests: `Tests/Snapshots/EndToEnd/<name>`.
///
/// A missing file (or `RECORD_SNAPSHOTS=1`) is recorded and the test fails, so that every new
/// golden file is looked at; on CI (`CI` set) nothing is recorded.
enum Golden {
  static let root = Binary.packageRoot.appendingPathComponent("Tests/Snapshots/EndToEnd")

  static func assert(
    _ actual: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = root.appendingPathComponent(name)
    let environment = ProcessInfo.processInfo.environment
    let record = environment["RECORD_SNAPSHOTS"] == "1" && environment["CI"] == nil
    guard !record, let data = FileManager.default.contents(atPath: url.path) else {
      if environment["CI"] != nil {
        Issue.record("missing golden file \(url.path)", sourceLocation: sourceLocation)
        return
      }
      try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url)
      Issue.record(
        "recorded golden file \(name); check it and run again", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self).replacingOccurrences(
      of: "${VERSION}", with: "0.1.0")
    if expected != actual {
      let old = expected.components(separatedBy: "\n")
      let new = actual.components(separatedBy: "\n")
      let first =
        zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(old.count, new.count)
      Issue.record(
        "golden file \(name) differs at line \(first + 1):\n- \(first < old.count ? old[first] : "<end>")\n+ \(first < new.count ? new[first] : "<end>")",
        sourceLocation: sourceLocation)
    }
  }
}
