/// `markdown`: GitHub-flavoured Markdown for a CI step summary or a pull-request comment: the
/// totals, then the findings folded as the text report folds them, at most `shownEntries`.
public enum MarkdownReporter: Reporter {
  public static let id = "markdown"
  public static let summary =
    "GitHub-flavoured Markdown: totals and folded findings, for a CI summary"
  public static let holdsFindings = true
  /// A pull-request comment holds 65,536 characters: past this many entries, or this many
  /// characters of them, a count; the other tables fit in the rest.
  static let shownEntries = 100
  static let findingsCharacters = 40_000
  /// Past this many languages, a count (a checkout can name thousands of folders).
  static let shownLanguages = 200
  /// A finding's text and a language's name are cut here: one message quoting a long value of
  /// the checkout, or a folder with a long name, must not fill the comment.
  static let findingCharacters = 1_000
  static let languageCharacters = 40

  public static func start(_ context: ReportContext) -> any ReportStream {
    HoldingStream { folded, totals in
      document(folded, totals: totals, summaryOnly: context.summaryOnly)
    }
  }

  static func document(_ diagnostics: [Diagnostic], totals: ReportTotals, summaryOnly: Bool)
    -> String
  {
    document(FindingFolder(diagnostics), totals: totals, summaryOnly: summaryOnly)
  }

  static func document(_ folded: FindingFolder, totals: ReportTotals, summaryOnly: Bool) -> String {
    let counts = [(totals.errors, "error"), (totals.warnings, "warning"), (totals.notes, "note")]
      .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    var output = "## usage-strings: \(counts)\n\n"
    output += "Checked \(totals.fileCount) files, \(totals.stringCount) strings.\n"
    if !summaryOnly && !folded.diagnostics.isEmpty { output += findings(folded) }
    if !totals.rules.isEmpty {
      output += "\n### By rule\n\n| Rule | Errors | Warnings | Notes |\n|---|--:|--:|--:|\n"
      for (id, line) in totals.sortedRules {
        output += "| `\(id)` | \(line.errors) | \(line.warnings) | \(line.notes) |\n"
      }
    }
    if !totals.locales.isEmpty { output += languages(totals) }
    return output
  }

  /// The table by language, folded: one line per language would push the findings out of
  /// sight in a pull request (a hundred lines for an app of a hundred languages).
  static func languages(_ totals: ReportTotals) -> String {
    let locales = totals.sortedLocales
    let count = "\(locales.count) language\(locales.count == 1 ? "" : "s")"
    var output = "\n<details><summary>By language (\(count))</summary>\n\n"
    output +=
      "| Language | Translated | % | Errors | Warnings | Notes |\n|---|--:|--:|--:|--:|--:|\n"
    for (locale, line) in locales.prefix(shownLanguages) {
      let coverage = TotalsTable.coverage(line)
      output +=
        "| \(cell(DisplayText.line(cut(locale, limit: languageCharacters)))) | "
      output += "\(coverage[0]) | \(coverage[1]) | "
      output += "\(line.findings.errors) | \(line.findings.warnings) | \(line.findings.notes) |\n"
    }
    if locales.count > shownLanguages {
      output += "\n… and \(locales.count - shownLanguages) more languages.\n"
    }
    return output + "\n</details>\n"
  }

  /// The folded findings as a table, one row per entry.
  static func findings(_ folded: FindingFolder) -> String {
    let diagnostics = folded.diagnostics
    let groups = folded.groups()
    var output = "\n### Findings\n\n| | Where | Finding | Rule |\n|---|---|---|---|\n"
    var shown = 0
    for group in groups.prefix(shownEntries) {
      let diagnostic = diagnostics[group.members[0]]
      let place =
        diagnostic.location.map {
          let file = cut($0.file)
          return "`\(codeCell(file)):\($0.start.line):\($0.start.column)`"
        } ?? "the project"
      var text = cell(DisplayText.line(cut(diagnostic.message)))
      if let rest = FindingGroups.summary(of: group) { text += "<br>" + cell(cut(rest)) }
      let row =
        "| \(mark(diagnostic.severity)) | \(place) | \(text) | `\(codeCell(diagnostic.ruleID))` |\n"
      guard output.utf8.count + row.utf8.count <= findingsCharacters else { break }
      output += row
      shown += 1
    }
    if groups.count > shown {
      output += "\n… and \(groups.count - shown) more entries: run `usage-strings check` for all.\n"
    }
    return output
  }

  /// A text cut to a cell's length.
  static func cut(_ text: String, limit: Int = findingCharacters) -> String {
    guard text.utf8.count > limit, text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  static func mark(_ severity: Severity) -> String {
    switch severity {
    case .error: "❌ error"
    case .warning: "⚠️ warning"
    case .note: "ℹ️ note"
    }
  }

  /// Text that stays in its table cell and is read as text: pipes, markup and line breaks
  /// escaped, and a mention (`@user`) broken by a zero-width space, as Dependabot breaks them,
  /// so that no text of the checked files notifies anyone.
  static func cell(_ text: String) -> String {
    var result = ""
    var previous: Character?
    for character in text {
      // A mention is an `@` before a letter or digit.
      if previous == "@", character.isLetter || character.isNumber { result += "&#8203;" }
      previous = character
      switch character {
      case "|": result += "\\|"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\n": result += "<br>"
      case "\\", "`", "*", "_", "[", "]", "#": result += "\\" + String(character)
      default: result.append(character)
      }
    }
    return result
  }

  /// Text inside a code span of a table cell: on one line, no backtick to end the span, and
  /// its pipes escaped (a table splits at a pipe even inside a code span).
  static func codeCell(_ text: String) -> String {
    DisplayText.line(text).replacingOccurrences(of: "`", with: "'")
      .replacingOccurrences(of: "|", with: "\\|")
  }
}
