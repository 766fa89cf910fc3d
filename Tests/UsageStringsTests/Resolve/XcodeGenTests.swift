import Foundation
import Testing

@testable import UsageStrings

/// An XcodeGen app read from its spec (`Tests/Fixtures/XcodeGenApp`: no `.xcodeproj`).
@Suite struct XcodeGenTests {
  static func targets() throws -> [String: ResolvedTarget] {
    let folder = Fixtures.url("XcodeGenApp").path
    let (project, issues) = try ProjectDiscovery.discover(
      folder, options: DiscoveryOptions(displayBase: folder))
    #expect(issues.isEmpty, "\(issues)")
    #expect(project.problems.isEmpty, "\(project.problems)")
    #expect(project.projectFiles == ["project.yml"])
    var model = ModelResolver().resolve(project)
    _ = CodeFactsGatherer.gather(into: &model, displayBase: folder)
    return Dictionary(uniqueKeysWithValues: model.targets.map { ($0.target.name, $0) })
  }

  @Test func targetsAndTheirTypesComeFromTheSpec() throws {
    let targets = try Self.targets()
    #expect(Set(targets.keys) == ["App", "Scanner", "Share"])
    #expect(targets["Scanner"]?.target.isLibrary == true)
    #expect(targets["Share"]?.target.readsPurposeKeys == true)
  }

  /// Tables a source's excludes leave out do not ship.
  @Test func excludedTablesDoNotShip() throws {
    let app = try #require(try Self.targets()["App"])
    #expect(app.tables.map(\.locale.raw).sorted() == ["de", "en"])
    #expect(app.facts.shippedLocales.map(\.raw) == ["de"])
    #expect(app.target.localization.unbuiltTables.count == 2)
  }

  /// An Info.plist XcodeGen generates (not on disk) has the keys of `info.properties`, read
  /// from the included file, whose paths are relative to it.
  @Test func generatedInfoPlistKeysComeFromTheSpec() throws {
    let share = try #require(try Self.targets()["Share"])
    let source = try #require(share.sources["NSPhotoLibraryUsageDescription"])
    #expect(source.text == "Attach photos of the receipts you share.")
    #expect(source.location.file == "Targets/share.yml")
    #expect(source.location.start.line == 13)
    #expect(source.location.start.column == 9)
    #expect(share.tables.map(\.locale.raw) == ["de"])
    // `NSExtension` gives the extension point; its keys are no Info.plist keys of their own.
    #expect(share.target.extensionPoint == "com.apple.share-services")
    #expect(!share.target.sources.contains { $0.key == "NSExtensionPointIdentifier" })
    #expect(!share.translatableKeys.contains("NSExtensionPointIdentifier"))
  }

  /// A framework's code runs in the app that embeds it, but the code its spec excludes is no
  /// part of it.
  @Test func excludedCodeIsNoEvidence() throws {
    let app = try #require(try Self.targets()["App"])
    let scanner = try #require(app.target.code.embedded.first { $0.name == "Scanner" })
    #expect(scanner.files.contains { $0.hasSuffix("Scanner/Camera.swift") })
    #expect(!scanner.files.contains { $0.contains("Vendor") })
  }

  /// A spec named after the project it makes (`xcodegen --spec mail-project.yml`, as Tuta names
  /// its three) is read as `project.yml` is; another YAML file is not a spec.
  @Test(arguments: [("mail-project.yml", true), ("project.yaml", true), ("projects.yml", false)])
  func aSpecNamedForItsProjectIsRead(_ name: String, _ read: Bool) throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xcodegen-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.url("XcodeGenApp"), to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.moveItem(
      at: copy.appendingPathComponent("project.yml"), to: copy.appendingPathComponent(name))
    let (project, _) = try ProjectDiscovery.discover(
      copy.path, options: DiscoveryOptions(displayBase: copy.path))
    #expect(project.projectFiles == (read ? [name] : []))
  }

  /// A local package of the spec's `packages` runs in the targets that depend on it, and so do
  /// the local packages its manifest depends on (PhotoBooks' features over its PhotoKit
  /// package); a dependency outside the checkout is not read.
  @Test func localPackagesAndTheirLocalDependenciesRunInTheApp() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xcodegen-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.url("XcodeGenApp"), to: copy)
    // A package beside the checkout, which a hostile manifest names: never read.
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outside-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: copy)
      try? FileManager.default.removeItem(at: outside)
    }
    try FileManager.default.createDirectory(
      at: outside.appendingPathComponent("Sources/Out"), withIntermediateDirectories: true)
    try Data("let package = Package(name: \"Out\")\n".utf8).write(
      to: outside.appendingPathComponent("Package.swift"))
    try Data(
      "import Contacts\n\npublic func ask() { CNContactStore().requestAccess(for: .contacts) { _, _ in } }\n"
        .utf8
    ).write(to: outside.appendingPathComponent("Sources/Out/Out.swift"))
    let files = [
      "Packages/Locator/Package.swift": """
      let package = Package(
        name: "Locator",
        dependencies: [.package(path: "../Geo"), .package(name: "Out", path: "../../../\(outside.lastPathComponent)")],
        targets: [.target(name: "Locator", dependencies: ["Geo"])])

      """,
      "Packages/Locator/Sources/Locator/Locator.swift":
        "import Geo\n\npublic func locate() { here() }\n",
      "Packages/Geo/Package.swift": "let package = Package(name: \"Geo\")\n",
      "Packages/Geo/Sources/Geo/Here.swift": """
      import CoreLocation

      public func here() { CLLocationManager().requestWhenInUseAuthorization() }

      """,
    ]
    for (path, text) in files {
      let url = copy.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let spec = copy.appendingPathComponent("project.yml")
    let text = try String(contentsOf: spec, encoding: .utf8)
      .replacingOccurrences(
        of: "      - target: Scanner\n", with: "      - target: Scanner\n      - package: Locator\n"
      )
      .replacingOccurrences(
        of: "targets:\n", with: "packages:\n  Locator:\n    path: Packages/Locator\ntargets:\n")
    try Data(text.utf8).write(to: spec)
    let (project, _) = try ProjectDiscovery.discover(
      copy.path, options: DiscoveryOptions(displayBase: copy.path))
    let app = try #require(project.targets.first { $0.name == "App" })
    #expect(
      app.code.embedded.compactMap(\.packageFolder).map(Paths.lastComponent) == ["Locator", "Geo"])
    #expect(app.code.remoteProducts.isEmpty)
    let options = LintOptions(
      configuration: Configuration(directory: copy.path), locales: try LocaleCatalog.load())
    let asks = Linter.lint([project], options: options).diagnostics.filter {
      $0.ruleID == "missing-usage-key"
    }
    #expect(asks.map(\.key) == ["NSLocationWhenInUseUsageDescription"])
  }

  /// The deployment XcodeGen sets from a target's `platform`: the spec's
  /// `options.deploymentTarget` (Ruuvi's iOS 16, which no longer shows
  /// `NSBluetoothPeripheralUsageDescription`), below the project's settings; the target's own
  /// `deploymentTarget`, above them.
  @Test func theDeploymentComesFromThePlatformAndTheOptions() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-xcodegen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try ProjectShapesTests.write(
      """
      name: Sensors
      options:
        deploymentTarget:
          iOS: 16.0
          macOS: "12.0"
      settings:
        base:
          MACOSX_DEPLOYMENT_TARGET: "11.0"
      targets:
        App:
          type: application
          platform: iOS
          info:
            path: App/Info.plist
            properties:
              NSBluetoothPeripheralUsageDescription: Read your sensors.
        Mac:
          type: application
          platform: macOS
          deploymentTarget: "13.0"
          info:
            path: Mac/Info.plist
            properties:
              NSBluetoothAlwaysUsageDescription: Read your sensors.

      """, to: "project.yml", in: folder)
    let (project, _) = try ProjectShapesTests.discover(folder)
    let targets = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0) })
    let app = try #require(targets["App"])
    #expect(Deployment.of(app).platform == "ios")
    #expect(app.buildSettings?.values["IPHONEOS_DEPLOYMENT_TARGET"] == "16.0")
    let mac = try #require(targets["Mac"])
    #expect(Deployment.of(mac).platform == "macos")
    #expect(mac.buildSettings?.values["MACOSX_DEPLOYMENT_TARGET"] == "13.0")
  }
}

/// How a spec's files and templates merge, as XcodeGen merges them: an `include`d file under the
/// one that includes it, its paths relative to its own folder; a target over its
/// `targetTemplates`; lists appended, not replaced; `key:REPLACE` replacing.
@Suite struct XcodeGenMergeTests {
  static let files = [
    "/p/project.yml": """
    include:
      - Sub/base.yml
    targetTemplates:
      Feature:
        type: framework
        sources:
          - ${target_name}/Sources
        info:
          properties:
            NSCameraUsageDescription: "Scan receipts in ${target_name}."
    targets:
      App:
        sources:
          - App
      Camera:
        templates: [Feature]
        sources:
          - Shared
      Widget:
        templates: [Feature]
        sources:REPLACE:
          - Widget

    """,
    "/p/Sub/base.yml": """
    targets:
      App:
        type: application
        sources:
          - Common

    """,
  ]

  static func targets() throws -> [String: XcodeGenSpec.Target] {
    let spec = try #require(
      XcodeGenSpec.read("/p/project.yml") { path in
        guard let text = files[path] else { return nil }
        let file = TextFile(path: path, bytes: Array(text.utf8))
        guard case .success(let root?) = YAMLReader.read(file) else { return nil }
        return (file, root)
      })
    #expect(spec.files.map(\.path) == ["/p/project.yml", "/p/Sub/base.yml"])
    return Dictionary(uniqueKeysWithValues: spec.targets.map { ($0.name, $0) })
  }

  /// At most `maximumTargets` targets of a spec are read: 64,000 took 20 s and 500 MB.
  @Test func aSpecsTargetsAreBounded() throws {
    let text =
      "targets:\n  App: &t {type: application, platform: iOS}\n"
      + String(repeating: "  App: *t\n", count: 1_500)
    let spec = try #require(
      XcodeGenSpec.read("/p/project.yml") { path in
        let file = TextFile(path: path, bytes: Array(text.utf8))
        guard case .success(let root?) = YAMLReader.read(file) else { return nil }
        return (file, root)
      })
    #expect(spec.targets.count == XcodeGenSpec.maximumTargets)
  }

  /// Targets that share a name are told apart by a number, each name found without searching
  /// the names before it: a spec of 2 MB may name one target 250,000 times (16,000 took 27 s).
  @Test func targetsOfOneNameAreNumberedInOneStep() {
    var assembler = TargetAssembler(
      session: DiscoverySession(options: DiscoveryOptions(displayBase: "/")))
    var names: [String] = []
    for _ in 0..<5_000 { names.append(assembler.uniqueName("App")) }
    names.append(assembler.uniqueName("App (5001)"))
    names.append(assembler.uniqueName("App"))
    #expect(names.prefix(3) == ["App", "App (2)", "App (3)"])
    #expect(Set(names).count == names.count)
    #expect(names.last == "App (5002)")
    // The search of the next number starts where the last one ended.
    #expect(assembler.nextNumbers["App"] == 5_003)
    #expect(assembler.namesTried <= 2 * names.count, "\(assembler.namesTried)")
  }

  /// Templates that name each other several times over are merged into a target at most
  /// `maximumTemplateMerges` times: three names eight deep would be 3,280 merges, six nine deep
  /// (a spec of 846 bytes) ten million.
  @Test func templatesThatMultiplyAreMergedABoundedNumberOfTimes() throws {
    var text = "targets:\n  App:\n    type: application\n    templates: [t0]\ntargetTemplates:\n"
    for level in 0..<9 {
      text += "  t\(level):\n    sources: [s\(level)]\n"
      if level < 8 { text += "    templates: [t\(level + 1), t\(level + 1), t\(level + 1)]\n" }
    }
    let spec = try #require(
      XcodeGenSpec.read("/p/project.yml") { path in
        let file = TextFile(path: path, bytes: Array(text.utf8))
        guard case .success(let root?) = YAMLReader.read(file) else { return nil }
        return (file, root)
      })
    let sources = try #require(spec.targets.first).sources.count
    #expect(sources > 8 && sources <= XcodeGenSpec.maximumTemplateMerges, "\(sources)")
  }

  /// A spec's includes are asked for at most `maximumFiles` times, and a file found under
  /// names that differ in case only is read once, as on a Mac.
  @Test func includesAreBounded() throws {
    let names = ["inc0.yml", "Inc0.yml", "INC0.yml"] + (1..<100).map { "inc\($0).yml" }
    let text = "include: [" + names.joined(separator: ", ") + "]\n"
    var asked = 0
    let spec = try #require(
      XcodeGenSpec.read("/p/project.yml") { path in
        asked += 1
        // One file whatever the case of its name; the others each a file of their own.
        let shown = path == "/p/project.yml" ? path : path.lowercased()
        let body = path == "/p/project.yml" ? text : "name: x\n"
        let file = TextFile(path: shown, bytes: Array(body.utf8))
        guard case .success(let root?) = YAMLReader.read(file) else { return nil }
        return (file, root)
      })
    #expect(asked <= XcodeGenSpec.maximumFiles)
    #expect(Set(spec.files.map(\.path)).count == spec.files.count)
  }

  /// The included file's list comes first, the including file's is appended; the included
  /// file's paths are relative to its folder.
  @Test func anIncludedTargetsListsAreAppendedTo() throws {
    let app = try #require(try Self.targets()["App"])
    #expect(app.type == "application")
    #expect(app.sources.map(\.path) == ["/p/Sub/Common", "/p/App"])
  }

  /// A template's keys are the target's, `${target_name}` its name, and its list of sources
  /// is appended to; `sources:REPLACE` leaves the template's out.
  @Test func templatesMergeUnderTheTargetUnlessReplaced() throws {
    let targets = try Self.targets()
    let camera = try #require(targets["Camera"])
    #expect(camera.type == "framework")
    #expect(camera.sources.map(\.path) == ["/p/Camera/Sources", "/p/Shared"])
    #expect(
      camera.infoProperties.map { "\($0.key.string ?? "") = \($0.value.string ?? "")" } == [
        "NSCameraUsageDescription = Scan receipts in Camera."
      ])
    let widget = try #require(targets["Widget"])
    #expect(widget.type == "framework")
    #expect(widget.sources.map { Paths.lastComponent($0.path) } == ["Widget"])
    #expect(widget.sources.map(\.path) == ["/p/Widget"])
  }
}

@Suite struct GlobTests {
  @Test(arguments: [
    ("Legacy/**", "Legacy/fr.lproj/InfoPlist.strings", true),
    ("**/xx.lproj", "Resources/xx.lproj/InfoPlist.strings", true),
    ("**/xx.lproj", "xx.lproj/InfoPlist.strings", true),
    ("*.md", "README.md", true),
    ("*.md", "Docs/README.md", false),
    ("**/*.md", "Docs/README.md", true),
    ("Templates/*.sh", "Templates/a.sh", true),
    ("Templates/*.sh", "Templates/a/b.sh", false),
    ("Lo?s", "Logs", true),
    ("Logs", "Logsbook/a.swift", false),
  ])
  func patterns(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(Glob.matches(pattern, path) == expected, "\(pattern) ~ \(path)")
  }
}

@Suite struct YAMLReaderTests {
  static func read(_ text: String) -> Result<YAMLNode?, YAMLSyntaxError> {
    YAMLReader.read(TextFile(path: "p.yml", bytes: Array(text.utf8)))
  }

  @Test func mappingsSequencesAndAliases() throws {
    let text = "base: &b\n  key: \"ünï value\"\nlist:\n  - one\n  - *b\n"
    let root = try #require(try Self.read(text).get())
    #expect(root["base"]?["key"]?.string == "ünï value")
    #expect(root["list"]?.array?.first?.string == "one")
    #expect(root["list"]?.array?.last?["key"]?.string == "ünï value")
    // Offsets point at the node's first character, in UTF-8.
    let value = try #require(root["base"]?["key"])
    #expect(Array(text.utf8)[value.offset] == UInt8(ascii: "\""))
  }

  @Test func aSyntaxErrorSaysWhere() {
    guard case .failure(let error) = Self.read("a: 1\nb: [1, 2\nc: 3\n") else {
      Issue.record("parsed")
      return
    }
    #expect(!error.message.isEmpty)
    #expect(error.offset > 5)
  }

  /// Aliases that repeat a node exponentially are refused, not expanded.
  @Test func billionLaughsAreRefused() {
    var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g", "h"] {
      text +=
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
        + "]\n"
      previous = name
    }
    guard case .failure = Self.read(text) else {
      Issue.record("a document of 10^8 nodes was expanded")
      return
    }
  }

  /// A long scalar that aliases repeat is refused by its bytes, though its nodes are few: a
  /// megabyte spec would otherwise make gigabytes.
  @Test func aRepeatedLongScalarIsRefused() throws {
    var text = "a: &a \"" + String(repeating: "x", count: 100_000) + "\"\n"
    text += "b: &b [" + Array(repeating: "*a", count: 20).joined(separator: ", ") + "]\n"
    #expect(try Self.read(text).get() != nil, "2 MB of text is a spec")
    text += "c: [" + Array(repeating: "*b", count: 10).joined(separator: ", ") + "]\n"
    guard case .failure = Self.read(text) else {
      Issue.record("20 MB of repeated text was made")
      return
    }
  }

  /// The offsets of the nodes of a line walk the line once, and a node's offset is found once
  /// however often aliases repeat it: a spec of one long line is no quadratic walk.
  @Test func aLongLineIsWalkedOnce() throws {
    let items = 50_000
    let text = "a: [" + Array(repeating: "x", count: items).joined(separator: ", ") + "]\n"
    var finder = YAMLReader.OffsetFinder(file: TextFile(path: "p.yml", bytes: Array(text.utf8)))
    for item in 0..<items {
      #expect(finder.offset(ofNode: Int32(item + 2), line: 0, column: 4 + 3 * item) == 4 + 3 * item)
    }
    for _ in 0..<items {
      #expect(finder.offset(ofNode: Int32(items + 1), line: 0, column: 4 + 3 * (items - 1)) > 0)
    }
    #expect(finder.walked <= text.count)
    let root = try #require(try Self.read(text).get())
    #expect(root["a"]?.array?.last?.offset == text.utf8.count - 3)
  }

  /// The files of one manifest share one budget: four includes of 400,000 nodes each pass
  /// one file's budget alone, and are refused together (with each its own, 32 includes of an
  /// alias bomb of 267 bytes made 1.25 GB).
  @Test func aSpecAndItsIncludesShareOneBudget() throws {
    var budget = YAMLReader.Budget()
    let bomb = TextFile(path: "b.yml", bytes: Array(Self.aliasBomb(nodes: 400_000).utf8))
    var results: [Bool] = []
    for _ in 0..<4 {
      guard case .success(let root?) = YAMLReader.read(bomb, budget: &budget) else {
        results.append(false)
        continue
      }
      _ = root
      results.append(true)
    }
    #expect(results == [true, true, false, false])
    let folder = try ResolvedModelTests.app([
      "project.yml":
        "include: [a.yml, b.yml, c.yml]\nname: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    info:\n      path: App/Info.plist\n",
      "a.yml": Self.aliasBomb(nodes: 400_000), "b.yml": Self.aliasBomb(nodes: 400_000),
      "c.yml": Self.aliasBomb(nodes: 400_000), "App/Info.plist": "{}",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (project, _) = try ProjectShapesTests.discover(folder)
    #expect(project.problems.contains { $0.message.contains("repeats") })
  }

  /// A spec of more than `XcodeGenSpec.maximumSize` is not read (libyaml would build all of
  /// it first: 60 MB took 4.6 GB); an issue says why.
  @Test func aSpecTooLargeIsNotRead() throws {
    let padding = "# " + String(repeating: "x", count: XcodeGenSpec.maximumSize) + "\n"
    let folder = try ResolvedModelTests.app([
      "project.yml":
        padding
        + "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    info:\n      path: App/Info.plist\n",
      "App/Info.plist": "{}",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, issues) = try ProjectShapesTests.discover(folder)
    #expect(issues.contains { "\($0)".contains("more than the 2 MB") }, "\(issues)")
  }

  /// A document whose aliases expand to about `nodes` nodes: ten scalars, repeated ten times a
  /// level.
  static func aliasBomb(nodes: Int) -> String {
    var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    var previous = "a"
    var made = 11
    var level = 0
    while made * 10 < nodes {
      level += 1
      text +=
        "l\(level): &l\(level) ["
        + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
      previous = "l\(level)"
      made *= 10
    }
    let repeats = nodes / made
    text +=
      "top: [" + Array(repeating: "*\(previous)", count: max(1, repeats)).joined(separator: ", ")
      + "]\n"
    return text
  }

  /// An include is found as a Mac finds it, whatever the case of its name (Canvas names
  /// `Teacher.yml`, which is `teacher.yml`); one that is not there is a note, and the rest of
  /// the spec is read.
  @Test(arguments: [("Targets/Share.yml", true), ("Targets/gone.yml", false)])
  func anIncludeIsFoundAsAMacFindsIt(_ include: String, _ found: Bool) throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xcodegen-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.url("XcodeGenApp"), to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    let spec = copy.appendingPathComponent("project.yml")
    let text = try String(contentsOf: spec, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "Targets/share.yml", with: include).utf8).write(
      to: spec)
    let (project, issues) = try ProjectDiscovery.discover(
      copy.path, options: DiscoveryOptions(displayBase: copy.path))
    #expect(issues.isEmpty, "\(issues)")
    // The included file declares the share extension's photo key.
    let share = project.targets.first { $0.name == "Share" }
    #expect(share?.sources.contains { $0.key == "NSPhotoLibraryUsageDescription" } == found)
    #expect(project.targets.contains { $0.name == "App" })
    #expect(project.missingFiles.map { $0.path } == (found ? [] : [include]))
  }
}
