import Foundation
import Testing

@testable import UsageStrings

/// The arrows of docs/ARCHITECTURE.md, enforced: a folder of the engine names only the types of
/// the folders below it. A type is a folder's when it is declared there at the top level; a use
/// is any mention of its name in code (comments and strings left out).
@Suite struct ArchitectureTests {
  /// What each folder may use, besides itself.
  static let allowed: [String: Set<String>] = {
    let base: Set<String> = ["Core", "Support"]
    let text = base.union(["ICU", "Text"])
    let model = text.union(["Syntax", "Registry", "Model"])
    let configured = model.union(["Configuration"])
    return [
      "Core": [],
      "Support": ["Core"],
      "ICU": base,
      "Hunspell": base,
      "Text": base.union(["ICU"]),
      "Registry": text,
      "Syntax": text,
      "Model": model,
      "FileSystem": base,
      "MachO": base,
      "Archive": base.union(["FileSystem"]),
      "Configuration": model.union(["FileSystem"]),
      "Discovery": configured.union(["FileSystem", "Archive"]),
      "Resolve": model,
      "CodeScan": model.union(["FileSystem", "MachO"]),
      "Rules": configured.union(["Hunspell"]),
      "Reporters": base.union(["Syntax", "Model"]),
      "History": model.union(["FileSystem", "Resolve"]),
      "Check": configured.union([
        "FileSystem", "Discovery", "Resolve", "CodeScan", "Rules", "History", "Hunspell",
        "Reporters",
      ]),
      "Generate": configured.union(["FileSystem", "Resolve", "History"]),
      "Extract": model.union(["Resolve", "CodeScan"]),
      "Merge": configured.union([
        "FileSystem", "Discovery", "Resolve", "Rules", "Check", "Generate", "History",
      ]),
    ]
  }()

  static let root = Fixtures.packageRoot.appendingPathComponent("Sources/UsageStrings")

  struct Source {
    var folder: String
    var name: String
    var code: String
  }

  static let sources: [Source] = Fixtures.files(under: root) { $0.hasSuffix(".swift") }.map { url in
    let relative = url.path.dropFirst(root.path.count + 1)
    let code = RulesReadNoFilesTests.stripped((try? String(contentsOf: url, encoding: .utf8)) ?? "")
    return Source(
      folder: String(relative.prefix { $0 != "/" }), name: url.lastPathComponent, code: code)
  }

  static func declarations(in code: String, topLevel: Bool) -> Set<String> {
    let indent = topLevel ? "" : "[ \\t]*"
    let pattern =
      "(?m)^\(indent)(?:@\\w+ )*(?:public |package |internal |private |fileprivate )?(?:final )?"
      + "(?:struct|enum|class|protocol|typealias|actor) ([A-Z][A-Za-z0-9_]*)"
    let expression = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(code.startIndex..., in: code)
    return Set(
      expression.matches(in: code, range: range).compactMap {
        Range($0.range(at: 1), in: code).map { String(code[$0]) }
      })
  }

  /// For each folder, the folders it uses, with the names that make it use them.
  static func dependencies(of sources: [Source] = sources) -> [String: [String: Set<String>]] {
    var owner: [String: Set<String>] = [:]
    for source in sources {
      for name in declarations(in: source.code, topLevel: true) {
        owner[name, default: []].insert(source.folder)
      }
    }
    var result: [String: [String: Set<String>]] = [:]
    for source in sources {
      let local = declarations(in: source.code, topLevel: false)
      let words = Set(
        source.code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
      for word in words where word.first?.isUppercase == true && !local.contains(word) {
        for folder in owner[word] ?? [] where folder != source.folder {
          result[source.folder, default: [:]][folder, default: []].insert(
            "\(word) in \(source.name)")
        }
      }
    }
    return result
  }

  @Test func everyFolderHasItsPlace() {
    let folders = Set(Self.sources.map(\.folder))
    #expect(folders.count > 10)
    #expect(
      folders.subtracting(Self.allowed.keys).isEmpty,
      "not in the table: \(folders.subtracting(Self.allowed.keys).sorted())")
  }

  @Test func noFolderPointsBack() {
    for (folder, uses) in Self.dependencies() {
      for (used, names) in uses where !(Self.allowed[folder] ?? []).contains(used) {
        Issue.record("\(folder) uses \(used): \(names.sorted().joined(separator: ", "))")
      }
    }
  }

  /// The check above sees a use where there is one: a model file naming the linter.
  @Test func aBackwardUseIsSeen() {
    let probe = Source(folder: "Model", name: "Probe.swift", code: "let linter = Linter.self\n")
    let uses = Self.dependencies(of: Self.sources + [probe])
    #expect(uses["Model"]?["Check"] == ["Linter in Probe.swift"])
    #expect(!(Self.allowed["Model"] ?? []).contains("Check"))
    #expect(Self.dependencies()["Model"]?["Check"] == nil)
  }

  /// The table of docs/ARCHITECTURE.md: each folder and the folders its "uses" cell names.
  static func documented() throws -> [String: Set<String>] {
    let text = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/ARCHITECTURE.md"),
      encoding: .utf8)
    var table: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count > 3 else { continue }
      let folder = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`/"))
      let uses = cells[3].replacingOccurrences(
        of: "\\([^)]*\\)", with: "", options: .regularExpression)
      table[folder] = Set(
        uses.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
          !$0.isEmpty && $0 != "—"
        })
    }
    return table
  }

  /// Each folder with every other folder it reaches through `table`.
  static func reach(_ table: [String: Set<String>]) -> [String: Set<String>] {
    Dictionary(
      uniqueKeysWithValues: table.map { folder, direct in
        var seen: Set<String> = []
        var next = Array(direct)
        while let used = next.popLast() {
          if seen.insert(used).inserted { next += table[used] ?? [] }
        }
        return (folder, seen.subtracting([folder]))
      })
  }

  /// The document and this test hold one table: the same folders, and from each the same
  /// folders reachable (the document lists what a folder adds; the test, all it may name).
  @Test func theDocumentsTableIsTheTests() throws {
    let documented = try Self.documented()
    #expect(Set(documented.keys) == Set(Self.allowed.keys))
    let fromDocument = Self.reach(documented)
    let fromTest = Self.reach(Self.allowed)
    for folder in Self.allowed.keys.sorted() {
      #expect(
        fromDocument[folder] == fromTest[folder],
        "\(folder): the document reaches \(fromDocument[folder]?.sorted() ?? []), the test \(fromTest[folder]?.sorted() ?? [])"
      )
    }
  }
}
