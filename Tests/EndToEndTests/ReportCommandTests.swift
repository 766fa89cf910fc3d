import Foundation
import Testing

@testable import UsageStrings

/// `report --html` on `Examples/`, rendered by a real headless Chromium.
@Suite struct ReportCommandTests {
  static let chromium = [
    "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
  ].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  /// Where the screenshot is left for people to look at.
  static let artifacts = Binary.packageRoot.appendingPathComponent(".build/test-artifacts")

  static func browse(_ arguments: [String]) throws -> Binary.Result {
    try Binary.execute(
      URL(fileURLWithPath: chromium!),
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--enable-logging=stderr", "--v=0",
      ] + arguments)
  }

  static func unescape(_ html: Substring) -> String {
    html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(
        of: "&amp;", with: "&")
  }

  /// The wrapped lines of every purpose string of the example app, as the library computes them
  /// for `check`, by key and locale.
  static func expectedLines() throws -> [String: [String]] {
    let root = Binary.packageRoot.appendingPathComponent("Examples").path
    let (project, _) = try ProjectDiscovery.discover(
      root, options: DiscoveryOptions(displayBase: Binary.packageRoot.path))
    let locales = try LocaleCatalog.load()
    let analyzer = TextAnalyzer()
    var lines: [String: [String]] = [:]
    func add(_ target: String, _ key: String, _ locale: LocaleIdentifier, _ text: String) throws {
      let policy = locales.policy(for: locale.canonical)
      let analysis = StringAnalysis(text, locale: locale.canonical, analyzer: analyzer)
      lines[target + " " + key + " " + locale.raw] = try analysis.lines(width: policy.lineColumns)
        .map {
          UTF16Text.string(analysis.units[$0.range]).trimmingTrailingSpaces
        }
    }
    for resolved in ModelResolver().resolve(project).targets {
      let target = resolved.target
      for source in target.sources
      where source.value != nil && resolved.isPurposeKey(source.key)
        && lines[target.name + " " + source.key + " " + target.sourceLanguage.raw] == nil
      {
        try add(target.name, source.key, target.sourceLanguage, source.value ?? "")
      }
      // Table entries replace the declaration, and a repeated key its earlier value, as the
      // system reads them.
      for table in target.tables {
        for entry in table.entries
        where resolved.isPurposeKey(entry.key) {
          try add(target.name, entry.key, table.locale, entry.value ?? "")
        }
      }
    }
    return lines
  }

  @Test func pageLoadsWithOneAlertPerStringAndTheLinesOfCheck() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    let result = try Binary.run(["report", "Examples", "--html", page.path])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: page, encoding: .utf8)
    // Self-contained: nothing is fetched.
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
    guard Self.chromium != nil else {
      #expect(
        ProcessInfo.processInfo.environment["CI"] == nil, "CI must install Chromium (.ci/run)")
      return
    }
    let dump = try Self.browse(["--dump-dom", page.absoluteString])
    #expect(dump.status == 0)
    #expect(dump.stdout.contains("data-ready=\"true\""), "the page's script did not finish")
    let console = dump.stderr.split(separator: "\n").filter {
      $0.contains(":CONSOLE") || $0.contains("Uncaught")
    }
    #expect(console.isEmpty, "\(console)")

    // One alert per key and locale, each with the lines `check` computes.
    let expected = try Self.expectedLines()
    var found: [String: [String]] = [:]
    for card in dump.stdout.split(separator: "<section class=\"card").dropFirst() {
      let target = card.firstMatch(of: /data-target="([^"]*)"/).map { Self.unescape($0.1) } ?? ""
      let key = card.firstMatch(of: /data-key="([^"]*)"/).map { Self.unescape($0.1) } ?? ""
      let locale = card.firstMatch(of: /data-locale="([^"]*)"/).map { Self.unescape($0.1) } ?? ""
      let lines = card.matches(
        of: /<div class="line[^"]*" data-start="\d+" data-end="\d+">([^<]*)<\/div>/
      ).map { Self.unescape($0.1) }
      let id = target + " " + key + " " + locale
      #expect(found[id] == nil, "two alerts for \(id)")
      found[id] = lines
    }
    #expect(Set(found.keys) == Set(expected.keys))
    for (id, lines) in expected {
      #expect(found[id] == lines, "\(id)")
    }
    #expect(found.count > 50)

    try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
    let screenshot = Self.artifacts.appendingPathComponent("report.png")
    try? FileManager.default.removeItem(at: screenshot)
    let shot = try Self.browse([
      "--window-size=1280,2400", "--screenshot=\(screenshot.path)", page.absoluteString,
    ])
    #expect(shot.status == 0)
    #expect(
      ((try? FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int) ?? 0)
        > 10_000)
  }

  /// Right-to-left cards (ar in the example, he in Home Assistant, fa in VLC): the English
  /// title is isolated from the card's direction and the app's name within it, so the quotes
  /// stay around the name; location alerts offer their three buttons. A screenshot of one such
  /// card is left in the artifacts.
  @Test(arguments: [
    ("Examples", "ar"), ("Tests/Fixtures/corpus/home-assistant__iOS", "he"),
    ("Tests/Fixtures/corpus/videolan__vlc-ios", "fa"),
  ])
  func rightToLeftCardsKeepTheTitleInOrder(_ app: String, _ locale: String) throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    #expect(try Binary.run(["report", app, "--html", page.path]).status == 0)
    guard Self.chromium != nil else {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install Chromium")
      return
    }
    let cards = try Self.drawnCards(page, locale: locale)
    #expect(!cards.isEmpty)
    for card in cards { try Self.expectRightToLeftCard(card) }
    try Self.screenshot(of: page, locale: locale, name: "rtl-card-\(locale).png")
  }

  /// The cards of a locale, as Chromium's DOM holds them once the page is drawn.
  static func drawnCards(_ page: URL, locale: String) throws -> [Substring] {
    let dump = try browse(["--dump-dom", page.absoluteString]).stdout
    return dump.split(separator: "<section class=\"card").dropFirst()
      .filter { $0.contains("data-locale=\"\(locale)\"") }
  }

  /// A right-to-left card: its title in logical order, the app's quoted name one isolate.
  static func expectRightToLeftCard(_ card: Substring) throws {
    #expect(card.contains("<figure class=\"alert\" dir=\"rtl\""))
    let title = try #require(
      card.firstMatch(of: /<div class="alert-title" dir="auto"[^>]*>(.*?)<\/div>/))
    // A sheet's title (Health Access) names no app.
    guard title.1.contains("“") else { return }
    // The name, quotes and all, is one isolate; the text reads in logical order.
    #expect(title.1.contains(/<bdi>“[^”<]+”<\/bdi>/), "\(title.1)")
    let text = title.1.replacing(/<[^>]+>/, with: "")
    #expect(text.contains(/^[^“”]*“[^”]+”/), "\(text)")
    if card.contains("data-key=\"NSLocationWhenInUseUsageDescription\"") {
      #expect(
        card.contains(
          "<span><bdi>Allow Once</bdi></span><span><bdi>Allow While Using App</bdi></span>"
            + "<span><bdi>Don’t Allow</bdi></span>"))
    }
  }

  /// A screenshot of the first card of `locale` alone, drawn, left in the artifacts for people
  /// to look at.
  static func screenshot(of page: URL, locale: String, name: String) throws {
    let html = try String(contentsOf: page, encoding: .utf8)
    var parts = html.components(separatedBy: "<section class=\"card")
    let first = parts.dropFirst().first { $0.contains("data-locale=\"\(locale)\"") } ?? ""
    let tail = html.components(separatedBy: "</section>").last ?? ""
    parts = [parts[0], first.components(separatedBy: "</section>")[0] + "</section>" + tail]
    let single = page.deletingLastPathComponent().appendingPathComponent("card-\(locale).html")
    // Only the card: the header, filters and matrix hidden.
    try parts.joined(separator: "<section class=\"card").replacingOccurrences(
      of: "</head>",
      with: "<style>header, #filters, #matrix { display: none !important; }</style></head>"
    ).write(to: single, atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let screenshot = artifacts.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: screenshot)
    let shot = try browse([
      "--window-size=900,900", "--screenshot=\(screenshot.path)", single.absoluteString,
    ])
    #expect(shot.status == 0)
    #expect(FileManager.default.fileExists(atPath: screenshot.path))
  }

  /// Health's text is on a sheet with no line budget: none of its lines is striped, while a
  /// camera text as long has its lines past the budget striped.
  @Test func aSheetHasNoLinesPastABudget() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let long = String(repeating: "Read your steps to chart them. ", count: 12)
    try Binary.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
        + "<key>NSHealthShareUsageDescription</key><string>\(long)</string>"
        + "<key>NSCameraUsageDescription</key><string>\(long)</string></dict></plist>\n",
      to: "App/Info.plist", in: folder)
    let page = folder.appendingPathComponent("report.html")
    #expect(try Binary.run(["report", "--html", page.path, "-q"], in: folder).status == 0)
    let html = try String(contentsOf: page, encoding: .utf8)
    func card(_ key: String) -> String {
      html.components(separatedBy: "<section class=\"card").dropFirst()
        .first { $0.contains("data-key=\"\(key)\"") }?
        .components(separatedBy: "</section>").first ?? ""
    }
    #expect(!card("NSHealthShareUsageDescription").isEmpty)
    #expect(!card("NSHealthShareUsageDescription").contains(" past\""))
    #expect(card("NSCameraUsageDescription").contains(" past\""))
  }

  @Test func htmlIsRequired() throws {
    let result = try Binary.run(["report", "Examples"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("missing '--html FILE'"))
  }
}
