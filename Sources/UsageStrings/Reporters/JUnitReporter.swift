/// `junit`: JUnit XML with one test case per (file, key); errors are failures, warnings and notes
/// go to the test case's output.
public enum JUnitReporter: Reporter {
  public static let id = "junit"
  public static let summary = "JUnit XML, one test case per (file, key)"
  public static let isStreaming = false

  public static func render(_ input: ReportInput) -> String {
    var cases: [String: [String: [Diagnostic]]] = [:]
    for item in input.result.checked { cases[item.file, default: [:]][item.key, default: []] += [] }
    for diagnostic in input.result.diagnostics {
      let file = diagnostic.location?.file ?? "(project)"
      cases[file, default: [:]][diagnostic.key ?? "(file)", default: []].append(diagnostic)
    }
    let failures = cases.values.flatMap(\.values).filter { $0.contains { $0.severity == .error } }
      .count
    let total = cases.values.map(\.count).reduce(0, +)
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output += "<testsuites name=\"usage-strings\" tests=\"\(total)\" failures=\"\(failures)\">\n"
    for file in cases.keys.sorted() {
      let keys = cases[file]!
      let suiteFailures = keys.values.filter { $0.contains { $0.severity == .error } }.count
      output +=
        "  <testsuite name=\"\(XMLEntities.escape(file, attribute: true))\" tests=\"\(keys.count)\" failures=\"\(suiteFailures)\">\n"
      for key in keys.keys.sorted() {
        let diagnostics = keys[key]!
        let name =
          "name=\"\(XMLEntities.escape(key, attribute: true))\" classname=\"\(XMLEntities.escape(file, attribute: true))\""
        if diagnostics.isEmpty {
          output += "    <testcase \(name)/>\n"
          continue
        }
        output += "    <testcase \(name)>\n"
        for error in diagnostics where error.severity == .error {
          output +=
            "      <failure type=\"\(error.ruleID)\" message=\"\(XMLEntities.escape(error.message, attribute: true))\">\(XMLEntities.escape(line(error)))</failure>\n"
        }
        let others = diagnostics.filter { $0.severity != .error }
        if !others.isEmpty {
          output +=
            "      <system-out>\(XMLEntities.escape(others.map(line).joined(separator: "\n")))</system-out>\n"
        }
        output += "    </testcase>\n"
      }
      output += "  </testsuite>\n"
    }
    return output + "</testsuites>\n"
  }

  static func line(_ diagnostic: Diagnostic) -> String {
    let place = diagnostic.location.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
    return "\(place)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
  }
}
