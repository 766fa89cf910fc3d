import Foundation
import PackagePlugin

/// Embeds the package's `Locales/` and `templates/` folders into the library as Swift source, so
/// that a copied `usage-strings` binary carries its defaults with it.
@main
struct EmbedDefaults: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let folders = ["Locales", "templates"].map { root.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDefaults.swift")
    var inputs: [URL] = []
    for folder in folders {
      let files =
        (try? FileManager.default.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: nil)) ?? []
      inputs += files.filter { !$0.lastPathComponent.hasPrefix(".") }
    }
    return [
      .buildCommand(
        displayName: "Embedding Locales/ and templates/",
        executable: try context.tool(named: "EmbedDefaultsTool").url,
        arguments: [output.path] + folders.map(\.path),
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output]
      )
    ]
  }
}
