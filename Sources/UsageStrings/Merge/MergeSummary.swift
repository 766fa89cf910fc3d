/// The summary of a merge, per locale, for people and for tools.
public enum MergeSummary {
  public static func text(_ report: MergeReport, dryRun: Bool) -> String {
    var output = ""
    for locale in report.locales {
      output +=
        "\(locale.locale): \(locale.merged) merged, \(locale.unchanged) unchanged, \(locale.skipped) not translated, \(locale.rejected.count) rejected\n"
      for rejection in locale.rejected {
        output +=
          "  rejected '\(rejection.key)' (\(rejection.input):\(rejection.line)): \(rejection.message) [\(rejection.reason)]\n"
      }
    }
    let files = report.writes.count
    output += "\(dryRun ? "Would write" : "Wrote") \(files) file\(files == 1 ? "" : "s").\n"
    return output
  }

  public static func json(_ report: MergeReport, diffs: [String: String]?) -> String {
    let value = JSONValue.object([
      (
        "locales",
        .array(
          report.locales.map { locale in
            .object([
              ("locale", .string(locale.locale)), ("merged", .number(locale.merged)),
              ("unchanged", .number(locale.unchanged)),
              ("skipped", .number(locale.skipped)),
              (
                "rejected",
                .array(
                  locale.rejected.map { rejection in
                    .object([
                      ("key", .string(rejection.key)), ("input", .string(rejection.input)),
                      ("line", .number(rejection.line)),
                      ("reason", .string(rejection.reason)),
                      ("message", .string(rejection.message)),
                    ])
                  })
              ),
            ])
          })
      ),
      (
        "files",
        .array(
          report.writes.map { write in
            var members: [(String, JSONValue)] = [
              ("path", .string(write.display)), ("created", .bool(write.existing == nil)),
            ]
            if let diff = diffs?[write.display] { members.append(("diff", .string(diff))) }
            return .object(members)
          })
      ),
    ])
    return JSONPrinter.print(value, style: .report)
  }
}
