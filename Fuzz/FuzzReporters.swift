import Foundation

@testable import UsageStrings

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The `reporters` fuzz target: text of the checked files — a path, a key, a locale, a message
/// and a note, cut from the input at its NUL bytes — through every reporter and the output
/// guard the CLI writes through, each output read back (docs/SECURITY.md, "Output"): JSON by
/// the project's strict reader, XML by libxml2 (Foundation's parser), GitHub's workflow
/// commands by their grammar; and no line of any output a runner reads as a command.
enum ReporterFuzz {
  static let rules = RuleRegistry.all.map(\.description)

  static func run(_ bytes: [UInt8]) {
    let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
    let severities: [Severity] = [.error, .warning, .note]
    var diagnostics: [Diagnostic] = []
    let count = 1 + Int(bytes.first ?? 0) % 3
    let first = Int(bytes.last ?? 0)
    for index in 0..<count {
      let rule = rules[(first + index) % rules.count]
      let start = SourcePosition(line: 1 + index, column: 1, offset: 0)
      diagnostics.append(
        Diagnostic(
          ruleID: rule.id, severity: severities[index % 3], message: field(1) + field(5),
          location: index == 2 ? nil : SourceRange(file: field(0), start: start, end: start),
          notes: [
            .init(
              message: field(4), location: SourceRange(file: field(0), start: start, end: start))
          ],
          key: field(2).isEmpty ? nil : field(2), locale: field(3).isEmpty ? nil : field(3)))
    }
    var result = CheckResult(
      diagnostics: diagnostics.sorted(), fileCount: 1, stringCount: 1, checked: [])
    result.coverage =
      field(3).isEmpty ? [] : [LocaleCoverage(locale: field(3), translated: 0, expected: 1)]
    let input = ReportInput(result: result, rules: rules, version: "0", baseDirectory: "/fuzz")
    for reporter in ReporterFactory.all {
      let output = reporter.render(input)
      check(reporter.id, output)
      let shown = OutputGuard()
      shown.allowsCommands = reporter.id == GitHubReporter.id
      let guarded = String(decoding: shown.guarded(Array(output.utf8)), as: UTF8.self)
      for line in guarded.split(
        omittingEmptySubsequences: false,
        whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
      {
        let trimmed = line.drop { $0.isWhitespace || $0 == "\u{85}" }
        require(!line.contains("##["), "\(reporter.id): '##[' in \(line.debugDescription)")
        require(
          !trimmed.hasPrefix("::") || reporter.id == GitHubReporter.id,
          "\(reporter.id): a command line \(line.debugDescription)")
      }
    }
  }

  /// Each format read back by a parser of its own.
  static func check(_ id: String, _ output: String) {
    switch id {
    case "json", "sarif", "gitlab":
      do { _ = try JSONParser.parse(Array(output.utf8)) } catch {
        require(false, "\(id) is no JSON: \(error.message)")
      }
    case "junit", "checkstyle":
      let parser = XMLParser(data: Data(output.utf8))
      require(parser.parse(), "\(id) is no XML 1.0: \(String(describing: parser.parserError))")
    case "github":
      for line in output.split(separator: "\n") { checkCommand(line) }
    default: break
    }
  }

  /// `::error file=…,line=…::data`: a command with properties free of `,` and `:`, data free of
  /// line breaks, each `%` the start of an escape.
  static func checkCommand(_ text: Substring) {
    let commands = ["::error ", "::warning ", "::notice "]
    require(commands.contains { text.hasPrefix($0) }, "not a command: \(text.debugDescription)")
    // The runner finds `::` by code units, not characters: a combining mark after it (`::〮`)
    // makes one character of `:` and the mark, and still ends the properties.
    let line = text.unicodeScalars
    let colon: Unicode.Scalar = ":"
    guard
      let separator = line.indices.dropFirst(2).first(where: { index in
        line[index] == colon && line.index(after: index) < line.endIndex
          && line[line.index(after: index)] == colon
      })
    else {
      return require(false, "no data: \(text.debugDescription)")
    }
    let properties = String(line[line.index(line.startIndex, offsetBy: 2)..<separator])
      .drop { $0 != " " }.dropFirst()
    for property in properties.split(separator: ",") {
      require(property.contains("="), "a property without '=': \(text.debugDescription)")
      require(!property.contains(":"), "':' in a property: \(text.debugDescription)")
    }
    let data = String(line[line.index(separator, offsetBy: 2)...])
    require(!data.unicodeScalars.contains("\r"), "a raw CR in the data: \(text.debugDescription)")
    var rest = Substring(data).unicodeScalars[...]
    while let percent = rest.firstIndex(of: "%") {
      let code = String(rest[rest.index(after: percent)...].prefix(2))
      require(
        ["25", "0D", "0A", "3A", "2C"].contains(code), "a bare '%': \(text.debugDescription)")
      rest = rest[rest.index(after: percent)...]
    }
  }

  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("reporters: \(message())") }
  }
}
