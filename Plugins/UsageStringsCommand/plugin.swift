import Foundation
import PackagePlugin

/// `swift package usage-strings <command> [arguments]`: runs the tool in the package's folder, so
/// that `swift package usage-strings check` checks the package. The arguments are the tool's own.
///
/// The plugin asks for no permission: `check`, `extract` and `rules` only read. On macOS, where
/// SwiftPM sandboxes plugins, run `generate` and `merge` with the binary itself.
@main
struct UsageStringsCommand: CommandPlugin {
  struct Failed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "usage-strings exited with status \(status)" }
  }

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "usage-strings")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments.isEmpty ? ["check"] : arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // Findings (1), tool failures (2) and usage errors (64) fail the `swift package` run.
    if process.terminationStatus != 0 { throw Failed(status: process.terminationStatus) }
  }
}
