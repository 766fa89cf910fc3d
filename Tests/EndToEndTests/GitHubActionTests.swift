import Foundation
import Testing

/// The GitHub Action (`action.yml`), without GitHub: its check script run directly with the
/// environment the action gives it, as `docs/INTEGRATIONS.md` and its example workflow say.
@Suite struct GitHubActionTests {
  static let root = Binary.packageRoot

  /// Runs `Scripts/action-check.sh` in `workspace` with the action's environment plus `inputs`;
  /// returns the result and the step summary it wrote.
  static func check(
    in workspace: URL, _ inputs: [String: String], binary: URL = Binary.url
  ) throws -> (result: Binary.Result, summary: String) {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let summary = folder.appendingPathComponent("summary.md")
    try Data().write(to: summary)
    let result = try Binary.execute(
      URL(fileURLWithPath: "/bin/bash"),
      [root.appendingPathComponent("Scripts/action-check.sh").path], in: workspace,
      environment: [
        "USAGE_STRINGS_BINARY": binary.path, "GITHUB_STEP_SUMMARY": summary.path,
        "GITHUB_WORKSPACE": workspace.path, "NO_COLOR": "1",
      ].merging(inputs) { $1 })
    return (result, try GenerateCommandTests.text(summary))
  }

  /// The `with:` inputs of the example workflow's step that uses the action, as the action
  /// passes them to its script (`INPUT_` and the name in capitals, `-` as `_`).
  static func exampleInputs() throws -> [String: String] {
    let workflow = try GenerateCommandTests.text(
      root.appendingPathComponent("docs/examples/github-action.yml"))
    let lines = workflow.split(separator: "\n").map(String.init)
    guard let uses = lines.firstIndex(where: { $0.contains("uses: your-org/usage-strings@") })
    else { return [:] }
    var inputs: [String: String] = [:]
    for line in lines[(uses + 2)...] {
      let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
      guard line.hasPrefix("          "), parts.count == 2 else { break }
      let name = "INPUT_" + parts[0].uppercased().replacingOccurrences(of: "-", with: "_")
      inputs[name] = parts[1].trimmingCharacters(in: .whitespaces)
    }
    return inputs
  }

  /// The annotations `docs/INTEGRATIONS.md` shows for a copy of `Examples/`.
  static func documentedAnnotations() throws -> [String] {
    let integrations = try GenerateCommandTests.text(
      root.appendingPathComponent("docs/INTEGRATIONS.md"))
    return integrations.split(separator: "\n").filter { $0.hasPrefix("::") }.map(String.init)
  }

  @Test func theExampleWorkflowAnnotatesExamplesAsDocumented() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let inputs = try Self.exampleInputs()
    #expect(inputs == ["INPUT_PATHS": ".", "INPUT_STRICT": "false"])
    let (result, summary) = try Self.check(in: app, inputs)
    // docs/INTEGRATIONS.md: 5 errors, 19 warnings and 2 notes; the job fails (exit 1).
    #expect(result.status == 1, "\(result.stderr)")
    let annotations = result.stdout.split(separator: "\n").map(String.init)
    #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 5)
    #expect(annotations.filter { $0.hasPrefix("::warning ") }.count == 19)
    #expect(annotations.filter { $0.hasPrefix("::notice ") }.count == 2)
    let documented = try Self.documentedAnnotations()
    #expect(documented.count == 2)
    for line in documented {
      #expect(annotations.contains(line), "not in the log: \(line)")
    }
    #expect(summary.hasPrefix("## usage-strings: 5 errors, 19 warnings, 2 notes\n"), "\(summary)")
    #expect(summary.contains("| `unknown-usage-key` |"))
  }

  @Test func newSinceAndStrictGateOnlyWhatTheChangeAdds() throws {
    let repository = try NewSinceTests.repository()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    let (result, summary) = try Self.check(in: repository.folder, ["INPUT_NEW_SINCE": "HEAD~1"])
    // The second commit adds one warning (an invisible character): annotated, not failing.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == 1)
    #expect(result.stdout.hasPrefix("::warning file=App/de.lproj/InfoPlist.strings,line="))
    #expect(result.stdout.contains("title=invisible-character"))
    #expect(summary.hasPrefix("## usage-strings: 0 errors, 1 warning"), "\(summary)")
    let strict = try Self.check(
      in: repository.folder, ["INPUT_NEW_SINCE": "HEAD~1", "INPUT_STRICT": "true"])
    #expect(strict.result.status == 1)
  }

  @Test func aToolOfTheWorkspaceOrABadInputRunsNothing() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    // A tool the checkout planted, named by a workflow that installed it there: never run.
    let planted = app.appendingPathComponent("usage-strings")
    try Data("#!/bin/sh\ntouch \"$0.ran\"\n".utf8).write(to: planted)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: planted.path)
    let inside = try Self.check(in: app, [:], binary: planted)
    #expect(inside.result.status == 64)
    #expect(!FileManager.default.fileExists(atPath: planted.path + ".ran"))
    #expect(inside.result.stdout.contains("::error title=usage-strings action::the tool must not"))
    #expect(inside.summary.isEmpty)
    let strict = try Self.check(in: app, ["INPUT_STRICT": "yes"])
    #expect(strict.result.status == 64)
    #expect(strict.result.stdout.contains("strict must be true or false"))
  }

  /// action.yml hands each input to the script through `env:`, under the names the tests use,
  /// and never writes an expression into a shell line.
  @Test func theActionPassesInputsThroughTheEnvironment() throws {
    let action = try GenerateCommandTests.text(Self.root.appendingPathComponent("action.yml"))
    for line in [
      "INPUT_PATHS: ${{ inputs.paths }}", "INPUT_BASELINE: ${{ inputs.baseline }}",
      "INPUT_NEW_SINCE: ${{ inputs.new-since || github.event.pull_request.base.sha }}",
      "INPUT_STRICT: ${{ inputs.strict }}",
      "run: '\"$GITHUB_ACTION_PATH/Scripts/action-check.sh\"'",
    ] {
      #expect(action.contains(line), "action.yml lacks \(line)")
    }
    for line in action.split(separator: "\n") where line.contains("run:") {
      #expect(!line.contains("${{"), "an expression in a shell line: \(line)")
    }
  }
}
