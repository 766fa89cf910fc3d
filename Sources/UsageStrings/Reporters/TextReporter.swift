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
      return folded.diagnostics.isEmpty
        ? "" : text(folded, color: context.useColor, workers: context.workers) + table
    }
  }

  /// Entries by file: each group at the place of its first finding.
  static func text(_ all: [Diagnostic], color: Bool) -> String {
    text(FindingFolder(all), color: color)
  }

  /// The same, each file's section written on one of `workers` threads: the report is written
  /// after the run, when its threads have nothing else to do.
  static func text(_ folded: FindingFolder, color: Bool, workers: Int = 1) -> String {
    let all = folded.diagnostics
    let groups = folded.groups()
    var sections: [Range<Int>] = []
    var start = 0
    while start < groups.count {
      let file = all[groups[start].members[0]].location?.file
      var end = start + 1
      while end < groups.count, all[groups[end].members[0]].location?.file == file { end += 1 }
      sections.append(start..<end)
      start = end
    }
    var texts: [String] = []
    texts.reserveCapacity(sections.count)
    OrderedWork.run(count: sections.count, workers: workers) { [sections] index in
      section(groups[sections[index]], all, color: color)
    } consume: { _, text in
      texts.append(text)
    }
    return texts.joined(separator: "\n")
  }

  /// One file's entries, under its path.
  private static func section(_ groups: ArraySlice<FindingGroup>, _ all: [Diagnostic], color: Bool)
    -> String
  {
    func paint(_ text: String, _ code: String) -> String {
      color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    let file = all[groups[groups.startIndex].members[0]].location?.file ?? "(project)"
    // A path that starts a line: one a runner would read as a command starts with `./`.
    var output = paint(Self.lineStart(DisplayText.line(file)), "1") + "\n"
    let entries = groups.map { all[$0.members[0]] }
    let places = entries.map(place)
    let width = places.map(\.utf8.count).max() ?? 0
    let indent = "  " + String(repeating: " ", count: width) + "           "
    for (group, (diagnostic, location)) in zip(groups, zip(entries, places)) {
      let severity: String
      switch diagnostic.severity {
      case .error: severity = paint("error  ", "31")
      case .warning: severity = paint("warning", "33")
      case .note: severity = paint("note   ", "36")
      }
      // Appended piece by piece (a `+` chain makes a string of each step); padded by count, as
      // places are ASCII (line:column).
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
