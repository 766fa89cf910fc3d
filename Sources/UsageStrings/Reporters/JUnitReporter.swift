/// `junit`: JUnit XML with one test case per (file, key); errors are failures, warnings and notes
/// go to the test case's output. Files are written in order as soon as the run says no later
/// batch adds to them (`completeBelow`); the totals, which open the document, come last
/// (`ReportEnd.leading`).
public enum JUnitReporter: Reporter {
  public static let id = "junit"
  public static let summary = "JUnit XML, one test case per (file, key)"
  public static let needsChecked = true
  public static let opensWithTotals = true

  public static func start(_ context: ReportContext) -> any ReportStream { Stream() }

  struct Stream: ReportStream {
    /// Files not written yet: key → findings (none: a passing test case).
    var pending: [String: [String: [Diagnostic]]] = [:]
    var total = 0
    var failures = 0

    mutating func begin() -> String { "" }

    mutating func write(
      _ diagnostics: [Diagnostic], checked: [CheckResult.Checked], completeBelow: String?
    ) -> String {
      for item in checked {
        pending[item.file, default: [:]][item.key, default: []] += []
      }
      for diagnostic in diagnostics {
        let file = diagnostic.location?.file ?? "(project)"
        pending[file, default: [:]][diagnostic.key ?? "(file)", default: []].append(diagnostic)
      }
      guard let completeBelow else { return "" }
      return flush { $0 < completeBelow }
    }

    mutating func end(_ totals: ReportTotals) -> ReportEnd {
      let rest = flush { _ in true }
      return ReportEnd(
        leading: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          + "<testsuites name=\"usage-strings\" tests=\"\(total)\" failures=\"\(failures)\">\n",
        trailing: rest + "</testsuites>\n")
    }

    /// Writes the pending files `complete` accepts, in order, and forgets them.
    mutating func flush(_ complete: (String) -> Bool) -> String {
      var output = ""
      for file in pending.keys.filter(complete).sorted() {
        let keys = pending.removeValue(forKey: file) ?? [:]
        let suiteFailures = keys.values.filter { $0.contains { $0.severity == .error } }.count
        total += keys.count
        failures += suiteFailures
        output += JUnitReporter.suite(file, keys: keys, failures: suiteFailures)
      }
      return output
    }
  }

  static func suite(_ file: String, keys: [String: [Diagnostic]], failures: Int) -> String {
    var output =
      "  <testsuite name=\"\(XMLEntities.escape(file, attribute: true, inReport: true))\" tests=\"\(keys.count)\" failures=\"\(failures)\">\n"
    for key in keys.keys.sorted() {
      let diagnostics = keys[key]!
      let name =
        "name=\"\(XMLEntities.escape(key, attribute: true, inReport: true))\" classname=\"\(XMLEntities.escape(file, attribute: true, inReport: true))\""
      if diagnostics.isEmpty {
        output += "    <testcase \(name)/>\n"
        continue
      }
      output += "    <testcase \(name)>\n"
      for error in diagnostics where error.severity == .error {
        output +=
          "      <failure type=\"\(error.ruleID)\" message=\"\(XMLEntities.escape(error.message, attribute: true, inReport: true))\">\(XMLEntities.escape(line(error), inReport: true))</failure>\n"
      }
      let others = diagnostics.filter { $0.severity != .error }
      if !others.isEmpty {
        output +=
          "      <system-out>\(others.map { XMLEntities.escape(line($0), inReport: true) }.joined(separator: "\n"))</system-out>\n"
      }
      output += "    </testcase>\n"
    }
    return output + "  </testsuite>\n"
  }

  static func line(_ diagnostic: Diagnostic) -> String {
    let place = diagnostic.location.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
    return
      "\(place)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)] (group \(FindingGroups.id(of: diagnostic)))"
  }
}
