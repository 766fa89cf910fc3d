import Foundation
import Testing

/// Output that cannot be turned (docs/SECURITY.md, "Output"): hostile keys, paths, values,
/// configuration keys, baseline entries and XLIFF ids through every reporter and every message,
/// each output read back by a real parser and scanned as a CI runner scans it.
@Suite struct OutputInjectionTests {
  /// Text that tries to be a workflow command, a terminal escape, Markdown or HTML, a mention, a
  /// reordering; `.strings` escapes, as a key of a table holds them.
  static let hostile = [
    "\\n::error file=x::pwned", "\\r::add-mask::secret", "a ##[error]b", "\\U001B[31mred",
    "@octocat", "x | y", "\\n# heading", "![i](http://e.test/x.png)", "[l](http://e.test)",
    "<script>alert(1)</script>", "`code`", "\\U202Ereversed", "\\U0001nul", "\\U2028sep",
    "\\U0085::stop-commands::tok", " \\t::warning::indented",
  ]

  /// A checkout whose table keys, folder name, configuration and baseline are hostile.
  static func build() throws -> HostileCheckout {
    let checkout = try HostileCheckout()
    try checkout.writeApp()
    let keys = hostile.enumerated().map { "\"NSCameraUsage\($0.offset)\($0.element)\" = \"v\";\n" }
    try checkout.write(
      "App/de.lproj/InfoPlist.strings",
      "\"NSCameraUsageDescription\" = \"Belege scannen.\";\n" + keys.joined())
    try checkout.write(
      "App/x\n::error::folder ##[error] @octocat | y.lproj/InfoPlist.strings",
      "\"NSCameraUsageDescription\" = \"v\";\n")
    try checkout.write(
      ".usage-strings.json",
      "{\"\\n::error::config ##[error]\": 1, \"rules\": {\"\\n::warning::rule\": \"off\"}}\n")
    try checkout.write(
      "baseline.json",
      """
      {"version": 1, "findings": [{"rule": "x\\n::error::baseline ##[error]", "file": "\\n::error::f", \
      "key": "k", "fingerprint": "0", "message": "m\\n::add-mask::x"}]}

      """)
    return checkout
  }

  @Test(arguments: [
    "text", "xcode", "markdown", "json", "sarif", "junit", "github", "gitlab", "checkstyle",
  ])
  func everyReporterIsSafe(_ reporter: String) throws {
    let checkout = try Self.build()
    defer { checkout.remove() }
    let result = try Binary.run(
      ["check", ".", "--reporter", reporter, "--baseline", "baseline.json"], in: checkout.app)
    #expect([0, 1].contains(result.status), "\(result.stderr)")
    #expect(result.stdout.contains("NSCameraUsage"), "\(result.stdout)")
    let problems =
      OutputChecks.problems(result.stdout, commands: reporter == "github")
      + OutputChecks.problems(result.stderr)
    #expect(problems.isEmpty, "\(problems)")
    // The stderr lines of the configuration and the baseline are there, escaped.
    #expect(result.stderr.contains("\\n::error::config"), "\(result.stderr)")
    #expect(result.stderr.contains("\\n::add-mask::x"), "\(result.stderr)")
    switch reporter {
    case "json", "sarif", "gitlab": #expect(try OutputChecks.isJSON(result.stdout))
    case "junit", "checkstyle": #expect(try OutputChecks.isXML(result.stdout), "\(result.stdout)")
    case "markdown": try Self.checkMarkdown(result.stdout)
    default: break
    }
  }

  /// The Markdown report, rendered by GitHub's renderer: no heading, image, link, HTML or
  /// mention of the checkout's; one table row per entry.
  static func checkMarkdown(_ markdown: String) throws {
    let html = try OutputChecks.renderedMarkdown(markdown)
    let headings = html.components(separatedBy: "<h").count - 1
    let ownHeadings = markdown.split(separator: "\n").filter { $0.hasPrefix("#") }.count
    #expect(headings == ownHeadings, "\(html)")
    for tag in ["<img", "<a ", "<script"] { #expect(!html.contains(tag), "\(tag) in \(html)") }
    // GitHub makes no mention of a code span's text.
    let text = html.replacingOccurrences(
      of: "<code>[^<]*</code>", with: "", options: .regularExpression)
    #expect(text.range(of: "@[A-Za-z0-9]", options: .regularExpression) == nil, "\(html)")
    let entries = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") }.count
    #expect(html.components(separatedBy: "<tr>").count - 1 == entries, "\(html)")
  }

  /// Unit ids of an XLIFF that try to be commands: the merge summary and its notes stay safe;
  /// and `generate`'s XLIFF of hostile keys is XML 1.0.
  @Test func mergeAndGenerateAreSafe() throws {
    let checkout = try Self.build()
    defer { checkout.remove() }
    try checkout.write(".usage-strings.json", "{}\n")
    let units = Self.hostile.enumerated().map { index, text in
      let id = text.replacingOccurrences(of: "\\n", with: "&#10;")
        .replacingOccurrences(of: "\\U001B", with: "").replacingOccurrences(of: "<", with: "&lt;")
      return
        "<trans-unit id=\"NSCamera\(index)\(id)\"><source>s</source><target>t</target></trans-unit>"
    }
    try checkout.write(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2"><file original="App/de.lproj/InfoPlist.strings" source-language="en" \
      target-language="de" datatype="plaintext"><body>\(units.joined())</body></file></xliff>

      """)
    let merged = try Binary.run(["merge", "de.xliff"], in: checkout.app)
    #expect([0, 1].contains(merged.status), "\(merged.stderr)")
    let problems = OutputChecks.problems(merged.stdout) + OutputChecks.problems(merged.stderr)
    #expect(problems.isEmpty, "\(problems)")
    let generated = try Binary.run(
      ["generate", ".", "--languages", "fr", "--format", "xliff", "-o", "out"], in: checkout.app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let folder = checkout.app.appendingPathComponent("out")
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      #expect(try OutputChecks.isXML(text), "\(file)")
    }
  }

  /// A right-to-left override in a key and a value cannot reorder the HTML report's own words:
  /// every one of them is inside a `<bdi>`.
  @Test func theHTMLReportIsolatesCheckedText() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp(german: "\u{202E}Belege scannen.")
    // A key of the checkout's too: the findings about it name it.
    try checkout.write(
      "App/de.lproj/InfoPlist.strings",
      "\"NSCameraUsageDescription\" = \"\u{202E}Belege scannen.\";\n"
        + "\"NSCamera\u{202E}UsageDescription\" = \"Kamera.\";\n")
    let result = try Binary.run(["report", ".", "--html", "report.html"], in: checkout.app)
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(
      contentsOf: checkout.app.appendingPathComponent("report.html"), encoding: .utf8)
    var rest = html[...]
    var count = 0
    while let override = rest.firstIndex(of: "\u{202E}") {
      let before = html[..<override]
      let open = before.range(of: "<bdi>", options: .backwards)?.lowerBound
      let close = before.range(of: "</bdi>", options: .backwards)?.lowerBound
      let inAlertLine = before.range(of: "class=\"line", options: .backwards).map {
        !html[$0.upperBound..<override].contains("</div>")
      }
      let context = html[
        (html.index(override, offsetBy: -80, limitedBy: html.startIndex) ?? html.startIndex)..<override
      ]
      // In an attribute's value it is never drawn.
      let inTag = before.lastIndex(of: "<").map { open in
        before.lastIndex(of: ">").map { $0 < open } ?? true
      }
      if inTag == true {
        rest = html[html.index(after: override)...]
        continue
      }
      // Inside an isolate of its own: no tag between its `<bdi>` and the override.
      let isolated = open.map { !html[$0..<override].dropFirst(5).contains("<") } ?? false
      #expect(
        inAlertLine == true || (isolated && (close == nil || close! < open!)),
        "an override outside <bdi>: \(context)")
      count += 1
      rest = html[html.index(after: override)...]
    }
    #expect(count > 0)
  }
}
