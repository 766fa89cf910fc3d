/// A text template with `{{name}}` placeholders (templates/README.md).
public struct Template: Sendable {
  /// The file it came from, for messages.
  public let file: String
  let lines: [[Piece]]

  enum Piece: Sendable {
    case text(String)
    case placeholder(String)
  }

  /// Parses a template; a placeholder not in `known` is an error naming the file, line and name.
  public init(file: String, text: String, known: Set<String>) throws(ToolIssue) {
    self.file = file
    var lines: [[Piece]] = []
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    for (number, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      var pieces: [Piece] = []
      var rest = Substring(line)
      while let open = rest.range(of: "{{") {
        if open.lowerBound > rest.startIndex {
          pieces.append(.text(String(rest[..<open.lowerBound])))
        }
        guard let close = rest[open.upperBound...].range(of: "}}") else {
          throw .templateInvalid(file: file, line: number + 1, reason: "'{{' without '}}'")
        }
        let name = String(rest[open.upperBound..<close.lowerBound]).trimmingWhitespace
        guard known.contains(name) else {
          throw .templateInvalid(
            file: file, line: number + 1,
            reason:
              "unknown placeholder '{{\(name)}}'; known: \(known.sorted().joined(separator: ", "))")
        }
        pieces.append(.placeholder(name))
        rest = rest[close.upperBound...]
      }
      if !rest.isEmpty { pieces.append(.text(String(rest))) }
      lines.append(pieces)
    }
    self.lines = lines
  }

  /// Renders the template; a line in which any placeholder renders empty is left out (so a line
  /// about plural forms only appears for entries that have them).
  public func render(_ values: [String: String]) -> String {
    var output: [String] = []
    for pieces in lines {
      var line = ""
      var placeholders = 0
      var empty = 0
      for piece in pieces {
        switch piece {
        case .text(let text): line += text
        case .placeholder(let name):
          placeholders += 1
          let value = values[name] ?? ""
          if value.isEmpty { empty += 1 }
          line += value
        }
      }
      if placeholders > 0, empty > 0 { continue }
      output.append(line)
    }
    return output.joined(separator: "\n")
  }
}

/// The templates `generate` renders: the built-in ones, or a folder's over them.
public struct TemplateSet: Sendable {
  public static let headerNames: Set<String> = [
    "target", "language", "languageName", "sourceLanguage", "version",
  ]
  public static let entryNames: Set<String> = [
    "key", "service", "sourceLanguage", "language", "source", "lineColumns", "headlineLines",
    "maxLines",
    "pluralCategories", "fingerprint", "guidance",
  ]

  public let header: Template
  public let entry: Template

  /// Loads `strings-header.txt` and `entry.txt` from `folder`, each falling back to the built-in.
  public static func load(folder: String? = nil) throws(ToolIssue) -> TemplateSet {
    func text(_ name: String) throws(ToolIssue) -> (String, String) {
      if let folder {
        guard FileReader.isDirectory(folder) else {
          throw .configInvalid(path: folder, reason: "the templates folder does not exist")
        }
        let path = Paths.join(folder, name)
        if FileReader.exists(path) {
          return (path, String(decoding: try FileReader.bytes(path, display: path), as: UTF8.self))
        }
      }
      guard let builtIn = EmbeddedDefaults.files["templates/\(name)"] else {
        throw .templateInvalid(file: name, line: 0, reason: "the built-in template is missing")
      }
      return ("templates/\(name)", builtIn)
    }
    let (headerFile, headerText) = try text("strings-header.txt")
    let (entryFile, entryText) = try text("entry.txt")
    return TemplateSet(
      header: try Template(file: headerFile, text: headerText, known: headerNames),
      entry: try Template(file: entryFile, text: entryText, known: entryNames))
  }
}
