import Foundation
import Testing

/// Small rooms (HOUSE-STYLE): no function of the code is over 60 lines, and the CLI is thin —
/// a command's `run` reads its options, calls the library, prints and returns an exit code, so
/// logic added there (a loop over findings, a filter) shows as length and fails here.
@Suite struct FunctionLengthTests {
  struct Function: Equatable {
    var file: String
    var line: Int
    var name: String
    var length: Int
  }

  /// The functions of a file's text, from their `func` or `init` line to their closing brace
  /// (the brace at the declaration's own indentation, as swift-format writes it).
  static func functions(in text: String, file: String) -> [Function] {
    let lines = text.components(separatedBy: "\n")
    let declaration = try! NSRegularExpression(
      pattern:
        #"^( *)(?:@\w+(?:\([^)]*\))? +)*(?:(?:public|private|fileprivate|internal|package|static|mutating|override|final|nonisolated|class) +)*(func [^(<]+|init)\b"#
    )
    var found: [Function] = []
    for (index, line) in lines.enumerated() {
      let range = NSRange(line.startIndex..., in: line)
      guard let match = declaration.firstMatch(in: line, range: range),
        let indentRange = Range(match.range(at: 1), in: line),
        let nameRange = Range(match.range(at: 2), in: line)
      else { continue }
      let indent = line[indentRange].count
      guard let opening = lines[index...].firstIndex(where: { $0.contains("{") }),
        !(opening == index && line.hasSuffix("}")),
        let end = lines[(opening + 1)...].firstIndex(where: { later in
          let code = later.drop { $0 == " " }
          return later.count - code.count == indent && code.hasPrefix("}")
        })
      else { continue }
      found.append(
        Function(
          file: file, line: index + 1, name: String(line[nameRange]), length: end - index + 1))
    }
    return found
  }

  static func functions(under folder: String, skipping: Set<String> = []) -> [Function] {
    let root = Fixtures.packageRoot.appendingPathComponent(folder)
    return Fixtures.files(under: root) { $0.hasSuffix(".swift") }.flatMap { url in
      let name = url.lastPathComponent
      guard !skipping.contains(name) else { return [Function]() }
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      return functions(in: text, file: folder + "/" + name)
    }
  }

  @Test func eachCommandsRunIsShort() {
    let runs = Self.functions(under: "Sources/usage-strings/Commands").filter {
      $0.name == "func run" || $0.name == "func runRemoval"
    }
    #expect(runs.count >= 8)
    for run in runs where run.length > 40 {
      Issue.record("\(run.file):\(run.line): \(run.name) is \(run.length) lines (40 at most)")
    }
  }

  @Test func noFunctionOfTheCLIIsLong() {
    let all = Self.functions(under: "Sources/usage-strings")
    #expect(all.count > 80)
    for function in all where function.length > 50 {
      Issue.record(
        "\(function.file):\(function.line): \(function.name) is \(function.length) lines (50 at most)"
      )
    }
  }

  /// The engine too, but for the generated registry data.
  @Test func noFunctionOfTheLibraryIsOver60Lines() {
    let all = Self.functions(
      under: "Sources/UsageStrings", skipping: ["UsageKeyRegistry+Data.swift"])
    #expect(all.count > 1000)
    for function in all where function.length > 60 {
      Issue.record(
        "\(function.file):\(function.line): \(function.name) is \(function.length) lines (60 at most)"
      )
    }
  }

  /// The count sees a function where there is one, to its own closing brace.
  @Test func aLongFunctionIsSeen() {
    let body = (0..<70).map { "    let value\($0) = \($0)" }.joined(separator: "\n")
    let text = """
      enum Probe {
        static func run(_ context: Int) throws -> Int32 {
      \(body)
          if context > 0 {
            return 1
          }
          return 0
        }

        func short() -> Int { 1 }
        init() {}
      }
      """
    let found = Self.functions(in: text, file: "Probe.swift")
    #expect(found.map(\.name) == ["func run"])
    #expect(found.first?.length == 76)
  }
}
