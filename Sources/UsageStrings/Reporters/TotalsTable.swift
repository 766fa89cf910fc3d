/// The totals as plain-text tables, after a report's findings: findings by rule, then each
/// language's coverage and findings.
enum TotalsTable {
  static func text(_ totals: ReportTotals) -> String {
    var output = ""
    if !totals.rules.isEmpty {
      var rows = [["rule", "errors", "warnings", "notes"]]
      rows += totals.sortedRules.map { [$0.id] + counts($0.counts) }
      rows.append(
        ["all"]
          + counts(
            SeverityCounts(
              errors: totals.errors, warnings: totals.warnings, notes: totals.notes)))
      output += "\nFindings by rule\n" + aligned(rows)
    }
    if !totals.locales.isEmpty {
      var rows = [["language", "translated", "", "errors", "warnings", "notes"]]
      rows += totals.sortedLocales.map { locale, line in
        [locale] + coverage(line) + counts(line.findings)
      }
      output += "\nBy language\n" + aligned(rows)
    }
    return output
  }

  /// "12/14" and "85 %", or dashes where the language has nothing to translate (the source).
  static func coverage(_ line: LocaleTotals) -> [String] {
    guard let percent = line.percent else { return ["-", ""] }
    return ["\(line.translated)/\(line.expected)", "\(percent) %"]
  }

  static func counts(_ counts: SeverityCounts) -> [String] {
    [counts.errors, counts.warnings, counts.notes].map(String.init)
  }

  /// Rows in columns: the first left-aligned, the others right-aligned.
  private static func aligned(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      let cells = row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + pad : pad + cell
      }
      return "  " + cells.joined(separator: "  ").trimmingTrailingSpaces + "\n"
    }.joined()
  }
}
