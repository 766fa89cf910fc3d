/// A file of a rule example: a path in a small app and its text, where `↓` marks each place a
/// finding is expected (and `↧` a finding about the whole file).
public struct ExampleFile: Sendable, Hashable {
  /// How the example's text becomes bytes.
  public enum Encoding: Sendable, Hashable {
    case utf8, utf8WithBOM, utf16LittleEndian, utf16BigEndian
    /// Latin-1: each character one byte, so non-ASCII text is invalid UTF-8.
    case latin1
  }

  public var path: String
  public var text: String
  public var encoding: Encoding

  public init(path: String, text: String, encoding: Encoding = .utf8) {
    self.path = path
    self.text = text
    self.encoding = encoding
  }

  /// An XML Info.plist holding the given `<key>…</key><string>…</string>` lines.
  public static func infoPlist(_ body: String, path: String = "App/Info.plist") -> ExampleFile {
    ExampleFile(path: path, text: plistHeader + body + plistFooter)
  }

  public static let plistHeader = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>

    """
  public static let plistFooter = "</dict>\n</plist>\n"

  /// `<locale>.lproj/InfoPlist.strings` of the example app.
  public static func strings(
    _ locale: String, _ text: String, encoding: Encoding = .utf8, name: String = "InfoPlist.strings"
  ) -> ExampleFile {
    ExampleFile(path: "App/\(locale).lproj/\(name)", text: text, encoding: encoding)
  }

  public static func file(_ path: String, _ text: String, encoding: Encoding = .utf8) -> ExampleFile
  {
    ExampleFile(path: path, text: text, encoding: encoding)
  }
}

/// An example of a rule, run as a test: passing examples produce nothing, failing ones a finding
/// at each `↓`, and fix examples give `fixed` once every finding's fix is applied to the first file.
public struct RuleExample: Sendable {
  public enum Kind: Sendable, Hashable {
    case passing, failing
    /// The first file's text after the fixes, markers removed.
    case fix(fixed: String)
  }

  public var kind: Kind
  public var files: [ExampleFile]
  /// Options of the example (`lineColumns`, `languages`), as a configuration file's JSON.
  public var configuration: String?
  /// For a failing example whose findings are not of the rule's default severity: theirs.
  public var severity: Severity?
  public var sourceFile: String
  public var sourceLine: Int

  public init(
    _ kind: Kind, _ files: [ExampleFile], configuration: String? = nil, severity: Severity? = nil,
    sourceFile: String, sourceLine: Int
  ) {
    self.kind = kind
    self.severity = severity
    self.files = files
    self.configuration = configuration
    self.sourceFile = sourceFile
    self.sourceLine = sourceLine
  }

  public static func passing(
    _ files: ExampleFile..., configuration: String? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) -> RuleExample {
    RuleExample(
      .passing, files, configuration: configuration, sourceFile: "\(file)", sourceLine: Int(line))
  }

  public static func failing(
    _ files: ExampleFile..., configuration: String? = nil, severity: Severity? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> RuleExample {
    failing(files, configuration: configuration, severity: severity, file: file, line: line)
  }

  /// A failing example of files a helper makes.
  public static func failing(
    _ files: [ExampleFile], configuration: String? = nil, severity: Severity? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> RuleExample {
    RuleExample(
      .failing, files, configuration: configuration, severity: severity, sourceFile: "\(file)",
      sourceLine: Int(line))
  }

  public static func fix(
    _ files: ExampleFile..., fixed: String, configuration: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> RuleExample {
    RuleExample(
      .fix(fixed: fixed), files, configuration: configuration, sourceFile: "\(file)",
      sourceLine: Int(line))
  }

  /// The marker of an expected finding.
  public static let marker: Character = "↓"
  /// The marker of a finding about the whole file, reported at its start (line 1, column 1)
  /// wherever the marker stands.
  public static let fileMarker: Character = "↧"
}
