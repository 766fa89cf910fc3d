import Foundation
import PackagePlugin

/// Embeds the package's `Locales/` and `templates/` folders into the library as Swift source, so
/// that a copied `usage-strings` binary carries its defaults with it; and the commit it is built
/// from, for `--version`.
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
    let tool = try context.tool(named: "EmbedDefaultsTool").url
    let commitFile = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
    let hanFile = context.pluginWorkDirectoryURL.appending(path: "HanConversionTable.swift")
    let exemplarFile = context.pluginWorkDirectoryURL.appending(path: "ExemplarTable.swift")
    let gitDirectory = GitDirectory.of(root)
    return [
      .buildCommand(
        displayName: "Embedding Locales/ and templates/",
        executable: tool,
        arguments: [output.path] + folders.map(\.path),
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output]
      ),
      // From ICU's data, through the tool, which links the ICU the library does.
      .buildCommand(
        displayName: "Tabulating ICU's Han conversions",
        executable: tool,
        arguments: ["--han", hanFile.path],
        outputFiles: [hanFile]
      ),
      .buildCommand(
        displayName: "Tabulating ICU's exemplar sets",
        executable: tool,
        arguments: ["--exemplars", exemplarFile.path],
        outputFiles: [exemplarFile]
      ),
      // The tool reads the commit when HEAD moves: a commit, a checkout or a reset appends to
      // HEAD's log, which changes the command's inputs (the plugin itself is not run again).
      .buildCommand(
        displayName: "Embedding the commit",
        executable: tool,
        arguments: ["--commit", gitDirectory?.path ?? "", commitFile.path],
        inputFiles: ["HEAD", "logs/HEAD"].compactMap { name in
          gitDirectory.map { $0.appending(path: name) }.flatMap {
            FileManager.default.fileExists(atPath: $0.path) ? $0 : nil
          }
        },
        outputFiles: [commitFile]
      ),
    ]
  }
}

/// Where a checkout keeps its git files: `.git`, or in a linked worktree the folder its `.git`
/// file names; nil for a source archive, which has none.
enum GitDirectory {
  static func of(_ root: URL) -> URL? {
    let dotGit = root.appending(path: ".git")
    guard let data = try? Data(contentsOf: dotGit) else {
      return FileManager.default.fileExists(atPath: dotGit.path) ? dotGit : nil
    }
    let pointer = String(decoding: data, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard pointer.hasPrefix("gitdir: ") else { return nil }
    let path = String(pointer.dropFirst(8))
    return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
  }
}
