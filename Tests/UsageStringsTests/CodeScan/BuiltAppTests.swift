import Foundation
import Testing

@testable import UsageStrings

/// `check` on a built app, as App Store Connect looks at it: every bundle (the app, its
/// extensions, its frameworks) with its own Info.plist and compiled tables, and the calls of
/// every binary that runs in it, SDKs' included — written here with `MachOWriter`.
@Suite struct BuiltAppTests {
  static let avFoundation = "/System/Library/Frameworks/AVFoundation.framework/AVFoundation"
  static let coreLocation = "/System/Library/Frameworks/CoreLocation.framework/CoreLocation"

  /// A binary linking `dylib` that imports `classes` and sends `selectors`.
  static func binary(
    _ dylib: String, classes: [String], selectors: [String], weak: [String] = [],
    encrypted: Bool = false, entitlements: String? = nil
  ) -> [UInt8] {
    var writer = MachOWriter()
    writer.fixups = .chained(pointerFormat: 6, importsFormat: 1)
    writer.dylibs = [(dylib, 0xC)] + weak.map { ($0, 0x8000_0018) }
    writer.imports = classes.map { .init(name: "_OBJC_CLASS_$_\($0)", ordinal: 1) }
    writer.methodNames = selectors
    writer.selectorReferences = Array(selectors.indices)
    writer.cryptID = encrypted ? 1 : nil
    writer.entitlements = entitlements
    return writer.build().bytes
  }

  /// Writes `data` at `path` under `folder`, making its folders.
  static func write(_ data: Data, at path: String, under folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  static func plist(_ values: [String: Any]) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
  }

  /// Writes `Demo.app` into a new folder: the app plays video (`AVPlayer`, no permission) and
  /// weak-links a framework it never calls; `AdsKit.framework` asks for the camera; a framework
  /// holds the location selector's name but no location class; the share extension asks for
  /// the location; the German table is a compiled binary property list.
  static func writeApp(
    appKeys: [String: String] = [:], shareEncrypted: Bool = false, shareLoadsAdsKit: Bool = false,
    shareEntitlements: String? = nil, sharePoint: String = "com.apple.share-services"
  ) throws
    -> URL
  {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "built-\(UUID().uuidString)")
    let app = root.appendingPathComponent("Demo.app")
    func write(_ path: String, _ data: Data) throws { try Self.write(data, at: path, under: app) }
    func bundle(_ name: String, _ extra: [String: Any] = [:]) throws -> Data {
      try plist(
        ["CFBundleExecutable": name, "CFBundleIdentifier": "com.example.\(name)"].merging(
          extra, uniquingKeysWith: { $1 }))
    }
    try write(
      "Info.plist",
      try bundle(
        "Demo",
        ["NSPhotoLibraryUsageDescription": "Attach photos to your receipts."].merging(
          appKeys, uniquingKeysWith: { $1 })))
    try write(
      "Demo",
      Data(
        binary(
          avFoundation, classes: ["AVPlayer"], selectors: ["play"],
          weak: ["@rpath/Unused.framework/Unused"])))
    try write(
      "de.lproj/InfoPlist.strings",
      try plist(["NSPhotoLibraryUsageDescription": "Fotos an Belege \u{202E}anhängen."]))
    try write("Frameworks/AdsKit.framework/Info.plist", try bundle("AdsKit"))
    try write(
      "Frameworks/AdsKit.framework/AdsKit",
      Data(
        binary(
          avFoundation, classes: ["AVCaptureDevice"],
          selectors: ["requestAccessForMediaType:completionHandler:"])))
    try write("Frameworks/Names.framework/Info.plist", try bundle("Names"))
    try write(
      "Frameworks/Names.framework/Names",
      Data(
        binary(
          coreLocation, classes: [],
          selectors: ["requestWhenInUseAuthorization", "CLLocationManager"])))
    try write(
      "PlugIns/Share.appex/Info.plist",
      try bundle(
        "Share", ["NSExtension": ["NSExtensionPointIdentifier": sharePoint]]))
    try write(
      "PlugIns/Share.appex/Share",
      Data(
        binary(
          coreLocation, classes: ["CLLocationManager"],
          selectors: ["requestWhenInUseAuthorization"],
          weak: shareLoadsAdsKit ? ["@rpath/AdsKit.framework/AdsKit"] : [],
          encrypted: shareEncrypted, entitlements: shareEntitlements)))
    return root
  }

  func check(_ root: URL, rules: Set<String> = ["missing-usage-key", "bidi-control"]) throws
    -> [Diagnostic]
  {
    let path = root.appendingPathComponent("Demo.app").path
    let configuration = Configuration(directory: path)
    let (project, _) = try ProjectDiscovery.discover(
      path, options: configuration.discoveryOptions(displayBase: root.path))
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = root.path
    return Linter.lint([project], options: options).diagnostics.filter {
      rules.contains($0.ruleID)
    }
  }

  static func summary(_ finding: Diagnostic) -> String {
    "\(finding.ruleID) \(finding.location?.file ?? "-") \(finding.key ?? "-")"
  }

  /// The framework's camera call is the app's, named by binary, class and selector, at the
  /// app's Info.plist; the extension's location call is the extension's; the compiled table's
  /// bidi control is found at its key. Playback, an unused weak framework and a selector's
  /// name without its class stay silent.
  @Test func whatShipsIsChecked() throws {
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let findings = try check(root)
    #expect(
      findings.map(Self.summary).sorted() == [
        "bidi-control Demo.app/de.lproj/InfoPlist.strings NSPhotoLibraryUsageDescription",
        "missing-usage-key Demo.app/Info.plist NSCameraUsageDescription",
        "missing-usage-key Demo.app/PlugIns/Share.appex/Info.plist NSLocationWhenInUseUsageDescription",
      ])
    let camera = try #require(findings.first { $0.key == "NSCameraUsageDescription" })
    #expect(camera.severity == .error)
    #expect(
      camera.message.hasPrefix(
        "Frameworks/AdsKit.framework/AdsKit imports _OBJC_CLASS_$_AVCaptureDevice and calls requestAccessForMediaType:completionHandler: needs 'NSCameraUsageDescription'"
      ))
    #expect(camera.message.contains("'Demo.app', which embeds 'Frameworks/AdsKit.framework'"))
    let location = try #require(findings.first { $0.key == "NSLocationWhenInUseUsageDescription" })
    // Named by its path inside the extension, the bundle that holds it, not inside the app.
    #expect(
      location.message.hasPrefix(
        "Share imports _OBJC_CLASS_$_CLLocationManager and calls requestWhenInUseAuthorization"),
      "\(location.message)")
    #expect(location.message.contains("of 'Share.appex'"))
  }

  /// Declaring the key in the app's Info.plist silences the framework's call.
  @Test func theKeyInTheBundleSilencesIt() throws {
    let root = try Self.writeApp(appKeys: ["NSCameraUsageDescription": "Scan receipts."])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try !check(root).contains { $0.key == "NSCameraUsageDescription" })
  }

  /// An App Store binary's encrypted code hides its selectors: its class import alone proves
  /// no location request, and a note says what was not read.
  @Test func anEncryptedBinaryIsReadInPartAndSaysSo() throws {
    let root = try Self.writeApp(shareEncrypted: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let findings = try check(root)
    #expect(!findings.contains { $0.key == "NSLocationWhenInUseUsageDescription" })
    let note = try #require(findings.first { $0.severity == .note })
    #expect(note.location?.file == "Demo.app/PlugIns/Share.appex/Share")
    #expect(note.message.contains("encrypted"))
  }

  /// A macOS app inside an archive: its Info.plist in `Contents/`, its executable in
  /// `Contents/MacOS/`, a framework's in `Versions/A/` with its Info.plist in `Resources/`; the
  /// archive's debug symbols are no bundle of the app.
  @Test func aMacOSAppInAnArchive() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archive-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let products = root.appendingPathComponent("Demo.xcarchive/Products/Applications")
    func write(_ path: String, _ data: Data) throws {
      try Self.write(data, at: path, under: products)
    }
    try write(
      "Mac.app/Contents/Info.plist",
      try Self.plist(["CFBundleExecutable": "Mac", "CFBundleIdentifier": "com.example.mac"]))
    try write(
      "Mac.app/Contents/MacOS/Mac",
      Data(Self.binary(Self.avFoundation, classes: ["AVPlayer"], selectors: ["play"])))
    let kit = "Mac.app/Contents/Frameworks/Kit.framework/Versions/A/"
    try write(
      kit + "Resources/Info.plist",
      try Self.plist(["CFBundleExecutable": "Kit", "CFBundleIdentifier": "com.example.kit"]))
    try write(
      kit + "Kit",
      Data(
        Self.binary(
          Self.coreLocation, classes: ["CLLocationManager"],
          selectors: ["requestAlwaysAuthorization"])))
    try write(
      "../../dSYMs/Mac.app.dSYM/Contents/Info.plist",
      try Self.plist(["CFBundleIdentifier": "com.apple.xcode.dsym.com.example.mac"]))
    let archive = root.appendingPathComponent("Demo.xcarchive").path
    let configuration = Configuration(directory: archive)
    let (project, _) = try ProjectDiscovery.discover(
      archive, options: configuration.discoveryOptions(displayBase: root.path))
    #expect(project.targets.map(\.name).sorted() == ["Kit.framework", "Mac.app"])
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = root.path
    let findings = Linter.lint([project], options: options).diagnostics.filter {
      $0.ruleID == "missing-usage-key"
    }
    #expect(
      findings.map(Self.summary) == [
        "missing-usage-key Demo.xcarchive/Products/Applications/Mac.app/Contents/Info.plist NSLocationAlwaysAndWhenInUseUsageDescription"
      ])
    #expect(
      findings.first?.message.hasPrefix(
        "Contents/Frameworks/Kit.framework/Versions/A/Kit imports _OBJC_CLASS_$_CLLocationManager and calls requestAlwaysAuthorization"
      ) == true)
  }

  /// The app's framework runs in the extension too where the extension's binary loads it
  /// (frameworks are shared from the app's `Frameworks/`): one finding names both bundles — a
  /// Messages extension, which may use the camera; a share extension cannot, and is not named.
  @Test(arguments: [
    ("com.apple.message-payload-provider", true), ("com.apple.share-services", false),
  ])
  func anExtensionRunsTheAppsFrameworksItLoads(point: String, named: Bool) throws {
    let root = try Self.writeApp(shareLoadsAdsKit: true, sharePoint: point)
    defer { try? FileManager.default.removeItem(at: root) }
    let camera = try check(root).filter { $0.key == "NSCameraUsageDescription" }
    #expect(camera.count == 1)
    let message = camera.first?.message ?? ""
    #expect(message.contains(named ? "of 'Demo.app' and 'Share.appex'" : "of 'Demo.app'"))
    #expect(message.contains("Share.appex") == named)
  }

  /// An Info.plist naming its executable out of its bundle (`../../…`) or absolutely names no
  /// code: only a plain name inside the bundle is read.
  @Test(arguments: ["../../Demo", "/etc/passwd", "..", "../../Frameworks/AdsKit.framework/AdsKit"])
  func anExecutableNamedOutOfItsBundleIsNotRead(name: String) throws {
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let share = root.appendingPathComponent("Demo.app/PlugIns/Share.appex/Info.plist")
    try Self.plist([
      "CFBundleExecutable": name, "CFBundleIdentifier": "com.example.Share",
      "NSExtension": ["NSExtensionPointIdentifier": "com.apple.share-services"],
    ]).write(to: share)
    let path = root.appendingPathComponent("Demo.app").path
    let (project, _) = try ProjectDiscovery.discover(
      path, options: Configuration(directory: path).discoveryOptions(displayBase: root.path))
    let target = try #require(project.targets.first { $0.name == "Share.appex" })
    #expect(target.code.files.isEmpty)
  }

  /// The entitlements a binary is signed with count as a project's do: HomeKit's, in the
  /// extension's code signature, is a warning at the extension's Info.plist.
  @Test func aBinarysEntitlementsImplyTheirKeys() throws {
    let root = try Self.writeApp(
      shareEntitlements: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>com.apple.developer.homekit</key><true/></dict></plist>
        """)
    defer { try? FileManager.default.removeItem(at: root) }
    let homeKit = try check(root).filter { $0.key == "NSHomeKitUsageDescription" }
    #expect(
      homeKit.map(Self.summary) == [
        "missing-usage-key Demo.app/PlugIns/Share.appex/Info.plist NSHomeKitUsageDescription"
      ])
    #expect(homeKit.first?.severity == .warning)
    #expect(
      homeKit.first?.message.hasPrefix(
        "Share is signed with the entitlement 'com.apple.developer.homekit' needs") == true)
  }
}
