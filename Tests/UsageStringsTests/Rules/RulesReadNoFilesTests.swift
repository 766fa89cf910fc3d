import Foundation
import Testing

@testable import UsageStrings

/// Rules only judge: nothing under `Rules/` imports a module that reads files or names the code
/// that does. What a rule needs from disk is read before it runs (discovery, the code scan).
@Suite struct RulesReadNoFilesTests {
  /// Modules whose import gives access to the file system.
  static let modules = ["Foundation", "FoundationEssentials", "Glibc", "Darwin", "Musl", "WinSDK"]

  /// The project's file-reading and -writing code, and the system calls and APIs behind it.
  static let names = [
    "FileReader", "FolderReader", "FileTree", "FileManager", "FileHandle", "AtomicWriter",
    "AtomicFileStream",
    "FileSystemWriter", "PlannedWrite", "TableLoader", "ProjectDiscovery", "DiscoverySession",
    "TargetAssembler",
    "CodeScanner", "CodeFactsGatherer", "fopen", "fread", "opendir", "readdir", "contentsOf",
    "contentsOfFile",
  ]

  /// The offending imports and names of a Swift source, comments and string literals left out.
  static func violations(in source: String) -> [String] {
    let code = stripped(source)
    var found: [String] = []
    for line in code.split(separator: "\n") {
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
      if words.first == "import", let module = words.dropFirst().first, modules.contains(module) {
        found.append("import \(module)")
      }
      for word in words where names.contains(word) { found.append(word) }
    }
    return found
  }

  /// The source without comments and string literals (their prose may name anything).
  static func stripped(_ source: String) -> String {
    var output = ""
    var index = source.startIndex
    func starts(_ prefix: String) -> Bool { source[index...].hasPrefix(prefix) }
    while index < source.endIndex {
      if starts("//") {
        while index < source.endIndex, source[index] != "\n" { index = source.index(after: index) }
      } else if starts("/*") {
        let end = source[index...].range(of: "*/")?.upperBound ?? source.endIndex
        index = end
      } else if starts("\"\"\"") {
        let rest = source.index(index, offsetBy: 3)
        index = source[rest...].range(of: "\"\"\"")?.upperBound ?? source.endIndex
      } else if source[index] == "\"" {
        index = source.index(after: index)
        while index < source.endIndex, source[index] != "\"", source[index] != "\n" {
          if source[index] == "\\" { index = source.index(after: index) }
          if index < source.endIndex { index = source.index(after: index) }
        }
        if index < source.endIndex { index = source.index(after: index) }
      } else {
        output.append(source[index])
        index = source.index(after: index)
      }
    }
    return output
  }

  @Test func theCheckFindsWhatItLooksFor() {
    let reading = "import Foundation\nlet facts = try? FileReader.bytes(path, display: path)\n"
    #expect(Self.violations(in: reading) == ["import Foundation", "FileReader"])
    let prose =
      "/// Reads no file: FileReader is discovery's.\nlet text = \"FileManager in a string\"\n"
    #expect(Self.violations(in: prose).isEmpty)
  }

  @Test func nothingUnderRulesReadsAFile() throws {
    let folder = Fixtures.packageRoot.appendingPathComponent("Sources/UsageStrings/Rules")
    let files = Fixtures.files(under: folder) { $0.hasSuffix(".swift") }
    #expect(files.count > 30)
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      #expect(
        Self.violations(in: source).isEmpty,
        "\(file.lastPathComponent): \(Self.violations(in: source))")
    }
  }
}
