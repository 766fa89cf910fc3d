import Foundation
import Testing

/// A run on a terminal says what it does once it has taken two seconds, and nothing before:
/// `script` gives the tool a terminal, `USAGE_STRINGS_PROGRESS_DELAY` stands in for a slow run.
@Suite struct SlowRunNoticeTests {
  static func onATerminal(delay: String?) throws -> String {
    let command = "\(Binary.url.path) check Examples -o /dev/null"
    var environment = ["NO_COLOR": "1"]
    if let delay { environment["USAGE_STRINGS_PROGRESS_DELAY"] = delay }
    let result = try Binary.execute(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
      in: Binary.packageRoot, environment: environment)
    #expect(result.status == 1, "\(result.stdout)")
    return result.stdout
  }

  @Test func aSlowRunSaysWhatItDoes() throws {
    let output = try Self.onATerminal(delay: "0")
    #expect(output.contains("\u{1B}[2KReading "), "\(output.debugDescription)")
    #expect(output.contains("\u{1B}[2KChecked "), "\(output.debugDescription)")
    #expect(output.contains("Checked 10 files, 90 strings: 5 errors"))
  }

  @Test func aQuickRunShowsOnlyItsSummary() throws {
    let output = try Self.onATerminal(delay: nil)
    #expect(!output.contains("\u{1B}[2K"), "\(output.debugDescription)")
    #expect(output.contains("Checked 10 files, 90 strings: 5 errors"))
  }

  @Test func aPipeNeverGetsIt() throws {
    let result = try Binary.run(
      ["check", "Examples", "-o", "/dev/null"],
      environment: ["USAGE_STRINGS_PROGRESS_DELAY": "0"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}[2K"))
    #expect(!result.stderr.contains("Reading "))
  }
}
