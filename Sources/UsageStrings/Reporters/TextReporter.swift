/// `text`: findings grouped by file, for people; a finding repeated across locales or keys is
/// one entry that lists them (`FindingGroups`), and the totals by rule and language follow.
public enum TextReporter: Reporter {
  public static let id = "text"
  public static let summary = "findings grouped by file, for people, with totals"
  public static let holdsFindings = true

  public static func start(_ context: ReportContext) -> any ReportStream {
    // A clean run prints nothing (a build phase stays quiet); `--summary` prints the totals.
    HoldingStream { folded, totals in
      let table = TotalsTable.text(totals)
      if context.summaryOnly { return String(table.drop { $0 == "\n" }) }
      return folded.diagnostics.isEmpty ? "" : text(folded, color: context.useColor) + table
    }
  }

  /// Entries by file: each group at the place of its first finding.
  static func text(_ all: [Diagnostic], color: Bool) -> String {
    var folded = FindingFolder()
    folded.add(all)
    return text(folded, color: color)
  }

  static func text(_ folded: FindingFolder, color: Bool) -> String {
    let all = folded.diagnostics
    func paint(_ text: String, _ code: String) -> String {
      color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    let groups = folded.groups()
    var output = ""
    var start = 0
    while start < groups.count {
      let file = all[groups[start].members[0]].location?.file ?? "(project)"
      var end = start + 1
      while end < groups.count, (all[groups[end].members[0]].location?.file ?? "(project)") == file
      {
        end += 1
      }
      // A path that starts a line: one a runner would read as a command starts with `./`.
      let shown = DisplayText.line(file)
      output += (output.isEmpty ? "" : "\n") + paint(Self.lineStart(shown), "1") + "\n"
      let entries = groups[start..<end].map { all[$0.members[0]] }
      let places = entries.map(place)
      let width = places.map(\.utf8.count).max() ?? 0
      let indent = "  " + String(repeating: " ", count: width) + "           "
      for (group, (diagnostic, location)) in zip(groups[start..<end], zip(entries, places)) {
        let severity: String
        switch diagnostic.severity {
        case .error: severity = paint("error  ", "31")
        case .warning: severity = paint("warning", "33")
        case .note: severity = paint("note   ", "36")
        }
        // Appended piece by piece into the one report (a `+` chain makes a string of each step);
        // padded by count, as places are ASCII (line:column).
        for piece in [
          "  ", location, String(repeating: " ", count: width - location.utf8.count), "  ",
          severity, "  ", DisplayText.line(diagnostic.message), " ",
          paint("[\(diagnostic.ruleID)]", "2"), "\n",
        ] {
          output += piece
        }
        appendLines(FindingGroups.summary(of: group) ?? "", indent: indent, to: &output)
        for note in diagnostic.notes {
          let at = note.location.map { " (\($0.file):\($0.start.line):\($0.start.column))" } ?? ""
          for piece in [indent, DisplayText.line(note.message + at), "\n"] { output += piece }
        }
      }
      start = end
    }
    return output
  }

  /// Each line of `text`, indented (a summary's lines are split by byte: by character, every
  /// summary would be broken into graphemes).
  static func appendLines(_ text: String, indent: String, to output: inout String) {
    for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
      output += indent
      output += Substring(line)
      output += "\n"
    }
  }

  /// A path as the first word of a line: `./` before one that starts with `::`, which a runner
  /// would read as a workflow command (it names the same file).
  static func lineStart(_ path: String) -> String {
    path.drop { $0.isWhitespace }.hasPrefix("::") ? "./" + path : path
  }

  static func place(_ diagnostic: Diagnostic) -> String {
    guard let start = diagnostic.location?.start else { return "-" }
    return "\(start.line):\(start.column)"
  }
}

/// A stream for formats that fold findings across files: it holds them, folding each batch as it
/// comes, and writes the whole report at its end.
struct HoldingStream: ReportStream {
  var held = FindingFolder()
  let render: (_ folded: FindingFolder, _ totals: ReportTotals) -> String

  mutating func begin() -> String { "" }

  mutating func write(
    _ diagnostics: [Diagnostic], checked: [CheckResult.Checked], completeBelow: String?
  ) -> String {
    held.add(diagnostics)
    return ""
  }

  mutating func end(_ totals: ReportTotals) -> ReportEnd {
    ReportEnd(trailing: render(held, totals))
  }
}
