import Foundation
import Testing

@testable import UsageStrings

/// The code rules judge code in the bundle that ships it (`Tests/Fixtures/BundlesApp`): an app
/// that embeds a framework (`Shared`) and uses a local Swift package (`Locating`), a widget
/// extension that embeds the same framework, a unit-test target with a fake, Objective-C beside
/// Swift in the app.
@Suite struct CodeBundlesTests {
  /// The code rules' findings on a copy of the fixture whose `App/Info.plist` is `edit`ed, and
  /// whose `removed` files are gone.
  func codeFindings(
    removing removed: [String] = [], writing written: [String: String] = [:],
    linking linked: [String: String] = [:], editingAppInfoPlist edit: (String) -> String = { $0 }
  ) throws -> [Diagnostic] {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bundles-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.url("BundlesApp"), to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    for file in removed {
      try FileManager.default.removeItem(at: copy.appendingPathComponent(file))
    }
    for (file, text) in written {
      try Data(text.utf8).write(to: copy.appendingPathComponent(file))
    }
    for (file, destination) in linked {
      try? FileManager.default.removeItem(at: copy.appendingPathComponent(file))
      try FileManager.default.createSymbolicLink(
        atPath: copy.appendingPathComponent(file).path, withDestinationPath: destination)
    }
    let plist = copy.appendingPathComponent("App/Info.plist")
    try edit(String(decoding: try Data(contentsOf: plist), as: UTF8.self)).write(
      to: plist, atomically: true, encoding: .utf8)
    let configuration = Configuration(directory: copy.path)
    let (project, _) = try ProjectDiscovery.discover(
      copy.path, options: configuration.discoveryOptions(displayBase: copy.path))
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = copy.path
    let codeRules: Set<String> = ["missing-usage-key", "unused-usage-key", "unneeded-permission"]
    return Linter.lint([project], options: options).diagnostics.filter {
      codeRules.contains($0.ruleID)
    }
  }

  /// Keys in the right bundles are silent; the camera key the widget lacks, for the camera call
  /// of the framework both embed, is one note that names the widget and the framework (the call
  /// may never run in the widget; the app, which declares the key, is not named); the
  /// fake in the tests, and the package's tests, are never judged; the photo library key is
  /// needed by the Objective-C file, though the Swift code uses only PhotosPicker.
  @Test func eachCallIsJudgedInTheBundlesThatShipIt() throws {
    let findings = try codeFindings()
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "missing-usage-key")
    #expect(finding.location?.file == "Shared/ReceiptCamera.swift")
    #expect(finding.location?.start.line == 5)
    #expect(finding.severity == .note)
    #expect(
      finding.message.contains(
        "in 'Shared' needs 'NSCameraUsageDescription', which 'App' declares, but not 'Widget'"))
  }

  /// A widget whose own code uses the framework's `ReceiptCamera` runs its camera call: a
  /// warning naming the widget and where its code uses the type, not the note of a call that
  /// may never run there. A mention in a comment reaches nothing.
  @Test func anExtensionThatUsesTheCallsTypeRunsIt() throws {
    let findings = try codeFindings(writing: [
      "Widget/ShopWidget.swift":
        "import Shared\nimport WidgetKit\n\nfunc refresh() { ShopLocator().start() }\nfunc scan() { ReceiptCamera.ask() }\n"
    ])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.severity == .warning)
    #expect(finding.location?.file == "Shared/ReceiptCamera.swift")
    #expect(
      finding.message.contains(
        "needs 'NSCameraUsageDescription', which 'Widget' does not declare, though its own code uses ReceiptCamera"
      ))
    #expect(finding.notes.first?.location?.file == "Widget/ShopWidget.swift")
    #expect(finding.notes.first?.location?.start.line == 5)
    let commented = try codeFindings(writing: [
      "Widget/ShopWidget.swift":
        "import Shared\nimport WidgetKit\n\n// ReceiptCamera.ask() is for later\nfunc refresh() { ShopLocator().start() }\n"
    ])
    #expect(commented.map(\.severity) == [.note])
  }

  /// Without the location key in the app, the local package's call is an error naming the app
  /// (nothing that runs it declares the key); the framework's, which the widget declares, a note
  /// naming the app.
  @Test func theAppNeedsTheKeysOfTheCodeItEmbeds() throws {
    let findings = try codeFindings {
      $0.replacingOccurrences(
        of:
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show the shops near you.</string>\n",
        with: "")
    }
    let located = findings.filter { $0.key == "NSLocationWhenInUseUsageDescription" }
    #expect(
      located.map { "\($0.location?.file ?? ""):\($0.location?.start.line ?? 0)" } == [
        "Packages/Locating/Sources/Locating/Tracker.swift:6", "Shared/ShopLocator.swift:6",
      ])
    #expect(located.first?.message.contains("of 'App', which embeds 'Locating'") == true)
    #expect(located.first?.severity == .error)
    #expect(located.last?.message.contains("which 'Widget' declares, but not 'App'") == true)
    #expect(located.last?.severity == .note)
  }

  /// A package target whose manifest names its folder (`path: "."`, DanXi's FudanUI) has its
  /// code there, not under `Sources`.
  @Test func aPackageTargetsFolderIsWhereItsManifestSays() throws {
    let tracker = "Packages/Locating/Sources/Locating/Tracker.swift"
    let code = try String(
      contentsOf: Fixtures.url("BundlesApp").appendingPathComponent(tracker), encoding: .utf8)
    let manifest = "Packages/Locating/Package.swift"
    let atRoot = try String(
      contentsOf: Fixtures.url("BundlesApp").appendingPathComponent(manifest), encoding: .utf8
    ).replacingOccurrences(
      of: ".target(name: \"Locating\")", with: ".target(name: \"Locating\", path: \".\")")
    let findings = try codeFindings(
      removing: [tracker], writing: ["Packages/Locating/Tracker.swift": code, manifest: atRoot]
    ) {
      $0.replacingOccurrences(
        of:
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show the shops near you.</string>\n",
        with: "")
    }
    let files = findings.filter { $0.key == "NSLocationWhenInUseUsageDescription" }.compactMap {
      $0.location?.file
    }
    #expect(files.contains("Packages/Locating/Tracker.swift"), "\(files)")
    #expect(!files.contains { $0.contains("Tests") }, "\(files)")
    // A target that picks its files, or a path out of the package, is not read as a folder.
    for target in [
      ".target(name: \"Locating\", path: \".\", sources: [\"Sources/Locating\"])",
      ".target(name: \"Locating\", path: \"../..\")",
    ] {
      let picked = try codeFindings(
        removing: [tracker],
        writing: [
          "Packages/Locating/Tracker.swift": code,
          manifest: atRoot.replacingOccurrences(
            of: ".target(name: \"Locating\", path: \".\")", with: target),
        ]
      ) {
        $0.replacingOccurrences(
          of:
            "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show the shops near you.</string>\n",
          with: "")
      }
      #expect(
        !picked.contains { $0.location?.file == "Packages/Locating/Tracker.swift" }, "\(target)")
    }
  }

  /// A local package compiles with its own manifest's defines: its call under a flag the
  /// manifest never defines is dead code (Provenance's `#if LocationManager`), and needs no key;
  /// under a flag the manifest defines, it may run.
  @Test func aPackageFlagItsManifestNeverDefinesHidesTheCall() throws {
    let tracker = "Packages/Locating/Sources/Locating/Tracker.swift"
    let guarded = """
      import CoreLocation

      public final class Tracker {
        let manager = CLLocationManager()
        public init() {}
      #if TRACKING
        public func follow() { manager.startUpdatingLocation() }
      #endif
      }

      """
    func located(_ written: [String: String], linked: [String: String] = [:]) throws -> [String] {
      try codeFindings(writing: written, linking: linked) {
        $0.replacingOccurrences(
          of:
            "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show the shops near you.</string>\n",
          with: "")
      }.filter { $0.key == "NSLocationWhenInUseUsageDescription" }.compactMap { $0.location?.file }
    }
    #expect(try located([tracker: guarded]) == ["Shared/ShopLocator.swift"])
    let manifest = "Packages/Locating/Package.swift"
    let defining = try String(
      contentsOf: Fixtures.url("BundlesApp").appendingPathComponent(manifest), encoding: .utf8
    ).replacingOccurrences(
      of: ".target(name: \"Locating\")",
      with: ".target(name: \"Locating\", swiftSettings: [.define(\"TRACKING\")])")
    #expect(
      try located([tracker: guarded, manifest: defining]) == [tracker, "Shared/ShopLocator.swift"])
    // A manifest linked from outside the checkout is not read: the flag stays unknown.
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outside-\(UUID().uuidString).swift")
    try Data("let package = Package(name: \"Locating\")\n".utf8).write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    #expect(
      try located([tracker: guarded], linked: [manifest: outside.path]) == [
        tracker, "Shared/ShopLocator.swift",
      ])
  }

  /// A package compiles for the platform of the app that embeds it: its macOS-only call
  /// (moers-ios's `requestAlwaysAuthorization` under `#if os(macOS)`) asks nothing in an iOS app.
  @Test func aPackageCompilesForThePlatformOfTheAppThatEmbedsIt() throws {
    func always(_ platform: String) throws -> [String] {
      let tracker = """
        import CoreLocation

        public final class Tracker {
          let manager = CLLocationManager()
          public init() {}
        #if os(\(platform))
          public func ask() { manager.requestAlwaysAuthorization() }
        #endif
        }

        """
      return try codeFindings(writing: ["Packages/Locating/Sources/Locating/Tracker.swift": tracker]
      )
      .filter { $0.ruleID == "missing-usage-key" && $0.key?.contains("Always") == true }
      .compactMap { $0.location?.file }
    }
    #expect(try always("macOS") == [])
    #expect(try always("iOS") == ["Packages/Locating/Sources/Locating/Tracker.swift"])
  }

  /// A key only PhotosPicker would use is unneeded; with the Objective-C fetch it is needed.
  @Test func objectiveCEvidenceCountsWithSwift() throws {
    #expect(try !codeFindings().contains { $0.ruleID == "unneeded-permission" })
    let withoutObjectiveC = try codeFindings(removing: ["App/RecentPhotos.m"])
    #expect(
      withoutObjectiveC.filter { $0.ruleID == "unneeded-permission" }.map(\.key) == [
        "NSPhotoLibraryUsageDescription"
      ])
  }
}
