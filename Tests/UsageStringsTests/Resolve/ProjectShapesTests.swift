import Testing

@testable import UsageStrings

/// Every way a project file says what a target builds (`Tests/Fixtures/SynchronizedApp`).
@Suite struct ProjectShapesTests {
  static func resolved() throws -> [String: ResolvedTarget] {
    let folder = Fixtures.url("SynchronizedApp").path
    let (project, issues) = try ProjectDiscovery.discover(
      folder, options: DiscoveryOptions(displayBase: folder))
    #expect(issues.isEmpty, "\(issues)")
    #expect(project.missingFiles.isEmpty, "\(project.missingFiles.map(\.message))")
    return Dictionary(
      uniqueKeysWithValues: ModelResolver().resolve(project).targets.map { ($0.target.name, $0) })
  }

  /// Flavours that share a synchronized folder build the catalogs their membership exceptions
  /// leave them, as they build its code.
  @Test func synchronizedFlavoursSplitTheirCatalogs() throws {
    let targets = try Self.resolved()
    for flavour in ["Blue", "Green"] {
      let target = try #require(targets[flavour])
      let catalogs = Set(target.target.tables.filter { $0.format == .catalog }.map(\.path))
      #expect(catalogs == ["Flavors/\(flavour)/InfoPlist.xcstrings"], "\(flavour)")
      #expect(target.sources["NSCameraUsageDescription"]?.text?.hasPrefix(flavour) == true)
      #expect(target.target.codeFiles.contains { $0.hasSuffix("Flavors/Shared/Flavour.swift") })
    }
  }

  /// A base configuration named by Xcode 16's anchor and relative path is read.
  @Test func aBaseConfigurationByAnchorIsRead() throws {
    let blue = try #require(try Self.resolved()["Blue"])
    #expect(blue.target.buildSettings?.values["APP_NAME"] == "Blue")
    let declared = blue.sources["NSCameraUsageDescription"]?.declaration
    #expect(declared?.text == "Blue scans your receipts to file them.")
  }

  /// A `<lang>.lproj/InfoPlist.strings` in the Resources phase as a plain file is built.
  @Test func plainFileTablesInTheResourcesPhaseAreBuilt() throws {
    let classic = try #require(try Self.resolved()["Classic"])
    #expect(classic.target.unbuiltTables.isEmpty)
    #expect(classic.tables.map(\.locale.raw).sorted() == ["en", "fr"])
    #expect(classic.facts.shippedLocales.map(\.raw) == ["fr"])
  }

  /// Editions of an app that build one table: a key either reads is alive in it, and an
  /// Info.plist no target builds (a removed target's) is no target.
  @Test func editionsShareTheirTablesAndARemovedTargetIsGone() throws {
    let folder = Fixtures.url("SharedTablesApp").path
    let (project, _) = try ProjectDiscovery.discover(
      folder, options: DiscoveryOptions(displayBase: folder))
    #expect(project.targets.map(\.name).sorted() == ["App", "Pro"])
    let configuration = Configuration(directory: folder)
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = folder
    let findings = Linter.lint([project], options: options).diagnostics.filter {
      $0.severity != .note
    }
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  /// A Tuist manifest is noted once (only Tuist can evaluate it), and a Swift package's tables,
  /// read through `Bundle.module`, are no app's purpose strings (`Tests/Fixtures/TuistApp`).
  @Test func tuistManifestsAreNotedAndPackageTablesAreNotAlertText() throws {
    let folder = Fixtures.url("TuistApp").path
    let (project, _) = try ProjectDiscovery.discover(
      folder, options: DiscoveryOptions(displayBase: folder))
    #expect(project.missingFiles.map(\.path) == ["Project.swift"])
    #expect(project.missingFiles.first?.message.contains("tuist generate") == true)
    let tables = project.targets.flatMap(\.tables).map(\.path)
    #expect(tables == ["App/Resources/de.lproj/InfoPlist.strings"], "\(tables)")
    let app = try #require(
      project.targets.first { $0.sources.contains { $0.key == "NSCameraUsageDescription" } })
    #expect(!app.resourceLocales.contains("fr") && !app.resourceLocales.contains("ja"))
  }
}
