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
      // The commit is an argument: a new commit changes the command, so it runs again.
      .buildCommand(
        displayName: "Embedding the commit",
        executable: tool,
        arguments: ["--commit", GitCommit.of(root) ?? "", commitFile.path],
        outputFiles: [commitFile]
      ),
    ]
  }
}

/// The commit a checkout is at, read from its `.git` files (a plugin runs no program): nil for a
/// source archive, which has none.
enum GitCommit {
  static func of(_ root: URL) -> String? {
    guard let gitDirectory = gitDirectory(root),
      let head = text(gitDirectory.appending(path: "HEAD"))
    else { return nil }
    guard head.hasPrefix("ref: ") else { return hash(head) }
    let reference = String(head.dropFirst(5))
    // A linked worktree keeps its HEAD; the branches are in the main repository's folder.
    let common = text(gitDirectory.appending(path: "commondir")).map {
      gitDirectory.appending(path: $0)
    }
    for folder in [gitDirectory] + (common.map { [$0] } ?? []) {
      if let value = text(folder.appending(path: reference)) { return hash(value) }
      let packed = text(folder.appending(path: "packed-refs")) ?? ""
      for line in packed.split(separator: "\n") where line.hasSuffix(" " + reference) {
        return hash(String(line.prefix { $0 != " " }))
      }
    }
    return nil
  }

  /// `.git` is a folder, or in a linked worktree a file naming one.
  private static func gitDirectory(_ root: URL) -> URL? {
    let dotGit = root.appending(path: ".git")
    guard let pointer = text(dotGit) else {
      return FileManager.default.fileExists(atPath: dotGit.path) ? dotGit : nil
    }
    guard pointer.hasPrefix("gitdir: ") else { return nil }
    let path = String(pointer.dropFirst(8))
    return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
  }

  private static func text(_ url: URL) -> String? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A hash as git writes one (40 or 64 hex digits), else nil.
  private static func hash(_ value: String) -> String? {
    let hex = value.allSatisfy { $0.isHexDigit }
    return hex && (value.count == 40 || value.count == 64) ? value : nil
  }
}
