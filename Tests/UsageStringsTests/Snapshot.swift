import GoldenFiles
import Testing

/// Golden files of the unit tests (`GoldenFile`), a mismatch recorded as this test's issue.
enum Snapshot {
  static func assert(
    _ actual: String, suite: String, name: String, ext: String = "txt",
    substitutions: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let problem = GoldenFile.compare(
      actual, file: "\(name).\(ext)", suite: suite, substitutions: substitutions)
    {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  }
}
