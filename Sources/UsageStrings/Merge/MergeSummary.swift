/// The summary of a merge, per locale, for people and for tools.
public enum MergeSummary {
  /// The lines `merge` prints after its run, one per locale.
  ///
  /// - Parameters:
  ///   - report: what the merge did.
  ///   - dryRun: whether the run only showed its changes.
  ///   - written: whether the writes were made (false: a dry run, or a run that failed before
  ///     writing).
  public static func text(_ report: MergeReport, dryRun: Bool, written: Bool = true) -> String {
    // Each line is the tool's words around texts of the inputs, written on one line whatever
    // they hold (docs/SECURITY.md, "Output").
    var lines = report.locales.flatMap(localeLines)
    lines += skippedLines(report)
    let files = dryRun || written ? report.writes.count : 0
    lines.append("\(dryRun ? "Would write" : "Wrote") \(files) file\(files == 1 ? "" : "s").")
    return lines.map { DisplayText.line($0) + "\n" }.joined()
  }

  /// A locale's counts, then each unit of it that was kept, rejected, left unreviewed or merged
  /// with a warning.
  static func localeLines(_ locale: MergeReport.LocaleSummary) -> [String] {
    let retired = locale.retired > 0 ? ", \(locale.retired) of retired keys" : ""
    let newer = locale.newer.isEmpty ? "" : ", \(locale.newer.count) newer in the project"
    var lines = [
      "\(locale.locale): \(locale.merged) merged, \(locale.unchanged) unchanged\(newer), \(locale.skipped) not translated\(retired), \(locale.rejected.count) rejected"
    ]
    for kept in locale.newer {
      lines.append(
        "  kept the project's '\(kept.key)' (\(kept.input):\(kept.line)): \(kept.message) [\(kept.reason)]"
      )
    }
    for rejection in locale.rejected {
      lines.append(
        "  rejected '\(rejection.key)' (\(rejection.input):\(rejection.line)): \(rejection.message) [\(rejection.reason)]"
      )
    }
    for unit in locale.unreviewed {
      lines.append("  \(unit.message) '\(unit.key)' (\(unit.input):\(unit.line))")
    }
    for warning in locale.warnings {
      lines.append(
        "  merged with a warning '\(warning.key)' (\(warning.input):\(warning.line)): \(warning.message) [\(warning.reason)]"
      )
    }
    return lines
  }

  /// The units skipped whatever their locale, each kind on a line saying why.
  static func skippedLines(_ report: MergeReport) -> [String] {
    var lines: [String] = []
    if !report.otherTableUnits.isEmpty {
      let count = report.otherTableUnits.values.reduce(0, +)
      let tables = report.otherTableUnits.keys.sorted()
      let shown = tables.prefix(4).joined(separator: ", ") + (tables.count > 4 ? ", …" : "")
      lines.append(
        "\(units(count)) of other tables skipped (\(shown)): only the Info.plist's are merged")
    }
    if report.otherKeyUnits > 0 {
      lines.append(
        "\(units(report.otherKeyUnits)) of keys no Info.plist has skipped: they name no file, and belong to other tables"
      )
    }
    for (original, count) in report.foreignUnits.sorted(by: { $0.key < $1.key }) {
      let rename = report.renamedFolders[original].map {
        "; this project's folder '\($0.new)' holds a table of that name with the same keys and source texts: if '\($0.old)' was renamed so, merge again with --map '\($0.old)=\($0.new)'"
      }
      lines.append("\(units(count)) of '\(original)' skipped: not in this project\(rename ?? "")")
    }
    for (key, skipped) in report.skippedKeys.sorted(by: { $0.key < $1.key }) {
      lines.append("\(units(skipped.count)) of '\(key)' skipped: \(skipped.reason)")
    }
    for (locale, count) in report.sourceLanguageUnits.sorted(by: { $0.key < $1.key }) {
      lines.append(
        "\(units(count)) in the source language (\(locale)) skipped: an export of the development language never overwrites the source; pass --include-source to write \(count == 1 ? "it" : "them")"
      )
    }
    for (locale, count) in report.pseudoLocaleUnits.sorted(by: { $0.key < $1.key }) {
      lines.append(
        "\(units(count)) of the pseudo-locale \(locale) skipped: 'usage-strings generate --pseudo' writes it from the source texts"
      )
    }
    return lines
  }

  /// "1 unit", "2 units".
  static func units(_ count: Int) -> String {
    "\(count) unit\(count == 1 ? "" : "s")"
  }

  public static func json(_ report: MergeReport, diffs: [String: String]?) -> String {
    let value = JSONValue.object([
      ("locales", .array(report.locales.map(localeJSON))),
      ("skipped", skippedJSON(report)),
      ("files", .array(report.writes.map { fileJSON($0, diff: diffs?[$0.display]) })),
    ])
    return JSONPrinter.print(value, style: .report)
  }

  /// A locale's counts and units, as `json` lists them.
  static func localeJSON(_ locale: MergeReport.LocaleSummary) -> JSONValue {
    .object([
      ("locale", .string(locale.locale)), ("merged", .number(locale.merged)),
      ("unchanged", .number(locale.unchanged)),
      ("skipped", .number(locale.skipped)), ("retired", .number(locale.retired)),
      ("rejected", .array(locale.rejected.map(entry))),
      ("warnings", .array(locale.warnings.map(entry))),
      ("unreviewed", .array(locale.unreviewed.map(entry))),
      ("newerInProject", .array(locale.newer.map(entry))),
    ])
  }

  /// The units skipped whatever their locale, by kind.
  static func skippedJSON(_ report: MergeReport) -> JSONValue {
    .object([
      ("otherTables", counts(report.otherTableUnits)),
      ("otherKeys", .number(report.otherKeyUnits)),
      (
        "keys",
        .object(
          report.skippedKeys.sorted { $0.key < $1.key }.map {
            (
              $0.key,
              .object([
                ("count", .number($0.value.count)), ("reason", .string($0.value.reason)),
              ])
            )
          })
      ),
      ("notInProject", counts(report.foreignUnits)),
      ("sourceLanguage", counts(report.sourceLanguageUnits)),
      ("pseudoLocale", counts(report.pseudoLocaleUnits)),
    ])
  }

  /// Counts by name, in name order.
  static func counts(_ counts: [String: Int]) -> JSONValue {
    .object(counts.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
  }

  /// A file written (or that would be), with its diff where one was asked for.
  static func fileJSON(_ write: PlannedWrite, diff: String?) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("path", .string(write.display)), ("created", .bool(write.existing == nil)),
    ]
    if let diff { members.append(("diff", .string(diff))) }
    return .object(members)
  }

  /// A rejected unit, or one merged with a warning.
  static func entry(_ rejection: MergeReport.Rejection) -> JSONValue {
    .object([
      ("key", .string(rejection.key)), ("input", .string(rejection.input)),
      ("line", .number(rejection.line)), ("reason", .string(rejection.reason)),
      ("message", .string(rejection.message)),
    ])
  }
}
