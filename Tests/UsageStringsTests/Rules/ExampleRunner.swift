import Foundation
import Testing

@testable import UsageStrings

/// Runs a rule example as a real app on disk: writes its files, discovers the app, lints it with
/// only that rule, and compares the findings with the `↓` markers.
struct ExampleRunner {
  /// The ways an example is also run, to catch offset bugs.
  enum Variant: String, CaseIterable, Sendable {
    case plain
    /// A multi-byte comment before the content of every file.
    case multiByte
    /// CRLF line endings everywhere.
    case crlf
    /// A comment that silences the rule (`usage-strings-ignore-file`) in every file that can
    /// hold one: nothing is reported there.
    case suppressed
  }

  struct Marker: Hashable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var description: String { "\(path):\(line):\(column)" }
  }

  static let prefixText = "✓ Ünïcødé 日本語 🇩🇪"

  /// A file's text in a variant (`ruleID`: the rule a suppressed variant silences).
  static func transform(_ file: ExampleFile, _ variant: Variant, ruleID: String = "") -> String {
    // A Latin-1 file cannot hold the multi-byte prefix.
    if variant == .multiByte, file.encoding == .latin1 { return file.text }
    switch variant {
    case .plain: return file.text
    case .crlf:
      return file.text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
        of: "\n", with: "\r\n")
    case .multiByte: return commented(file, prefixText)
    case .suppressed: return commented(file, "usage-strings-ignore-file: \(ruleID)")
    }
  }

  /// A file with a comment before its content, where its format has comments.
  static func commented(_ file: ExampleFile, _ comment: String) -> String {
    // A Podfile is Ruby.
    if Paths.lastComponent(file.path) == "Podfile" { return "# \(comment)\n" + file.text }
    switch Paths.pathExtension(file.path) {
    case "plist", "xcprivacy", "stringsdict", "entitlements":
      guard let range = file.text.range(of: "<dict>\n") else { return file.text }
      return file.text.replacingCharacters(in: range, with: "<dict>\n<!-- \(comment) -->\n")
    case "xcconfig", "swift", "m", "h": return "// \(comment)\n" + file.text
    case "yml", "yaml": return "# \(comment)\n" + file.text
    case "json", "xcstrings": return file.text
    default: return "/* \(comment) */ " + file.text
    }
  }

  /// Whether a file can hold a suppression comment (JSON has no comments).
  static func holdsComments(_ path: String) -> Bool {
    !["json", "xcstrings"].contains(Paths.pathExtension(path))
  }

  /// Removes the markers of a text, returning the text and where they were.
  static func strip(_ text: String, path: String) -> (String, [Marker]) {
    var output = ""
    var markers: [Marker] = []
    var line = 1
    var column = 1
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if Character(scalar) == RuleExample.marker {
        markers.append(Marker(path: path, line: line, column: column))
        continue
      }
      if Character(scalar) == RuleExample.fileMarker {
        markers.append(Marker(path: path, line: 1, column: 1))
        continue
      }
      output.unicodeScalars.append(scalar)
      if scalar == "\n" {
        if !previousWasCR { line += 1 }
        column = 1
      } else if scalar == "\r" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      previousWasCR = scalar == "\r"
    }
    return (output, markers)
  }

  static func encode(_ text: String, _ encoding: ExampleFile.Encoding) -> [UInt8] {
    switch encoding {
    case .utf8: return Array(text.utf8)
    case .utf8WithBOM: return TextEncoding.utf8WithBOM.encode(Array(text.utf8))
    case .utf16LittleEndian: return TextEncoding.utf16LittleEndian.encode(Array(text.utf8))
    case .utf16BigEndian: return TextEncoding.utf16BigEndian.encode(Array(text.utf8))
    case .latin1: return text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    }
  }

  struct Outcome {
    var diagnostics: [Diagnostic]
    var expected: [Marker]
    var folder: URL
    /// The first file's text as written (markers removed).
    var firstText: String
  }

  /// Writes and lints an example; the caller removes `folder`.
  static func run(
    _ example: RuleExample, rule: RegisteredRule, variant: Variant, only: Set<String>? = nil
  ) throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-example-\(UUID().uuidString)")
    var expected: [Marker] = []
    var firstText = ""
    for (index, file) in example.files.enumerated() {
      let (text, markers) = strip(
        transform(file, variant, ruleID: rule.description.id), path: file.path)
      if index == 0 { firstText = text }
      expected += markers
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(encode(text, file.encoding)).write(to: url)
    }
    let configuration =
      try example.configuration.map {
        try ConfigurationLoader.parse($0, directory: folder.path, knownRules: RuleRegistry.knownIDs)
          .configuration
      } ?? Configuration(directory: folder.path)
    let (project, _) = try ProjectDiscovery.discover(
      folder.path, options: configuration.discoveryOptions(displayBase: folder.path))
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.only = only ?? [rule.description.id]
    options.displayBase = folder.path
    let result = Linter.lint([project], options: options)
    // As `check` runs it too: other languages read one at a time, on two threads.
    let partitioned = try checkBatches(folder.path, configuration: configuration, options: options)
      .flatMap(\.diagnostics)
    #expect(partitioned == result.diagnostics, "a partitioned check differs from a whole one")
    return Outcome(
      diagnostics: result.diagnostics, expected: expected, folder: folder, firstText: firstText)
  }

  static func markers(of diagnostics: [Diagnostic]) -> [Marker] {
    diagnostics.compactMap { diagnostic in
      diagnostic.location.map {
        Marker(path: $0.file, line: $0.start.line, column: $0.start.column)
      }
    }
  }
}
