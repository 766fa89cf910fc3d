import Foundation
import GoldenFiles
import Testing
import UsageStrings

/// Golden files of the end-to-end tests: `Tests/Snapshots/EndToEnd/<name>`, compared as every
/// golden file is (`GoldenFile`), `${VERSION}` standing for the tool's version.
enum Golden {
  static func assert(
    _ actual: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let problem = GoldenFile.compare(
      actual, file: name, suite: "EndToEnd",
      substitutions: ["VERSION": UsageStringsVersion.current])
    {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  }
}
