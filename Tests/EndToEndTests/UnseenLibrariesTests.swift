import Foundation
import Testing

/// Libraries whose native code is not in the checkout — pods, a Flutter or React Native app's
/// plugins — are named where the code scan cannot see what asks: a key one of them is named for
/// is no unused key, and the note of a key none is named for lists them all.
@Suite struct UnseenLibrariesTests {
  static func app(podfileLock: String?, pubspec: String? = nil) throws -> URL {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/BundlesApp")
    try declareContacts(in: copy)
    if let podfileLock {
      try Data(podfileLock.utf8).write(to: copy.appendingPathComponent("Podfile.lock"))
    }
    guard let pubspec else { return copy }
    // A Flutter app: the Xcode project in its `ios` folder, the repository its top.
    let flutter = copy.deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: flutter.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data(pubspec.utf8).write(to: flutter.appendingPathComponent("pubspec.yaml"))
    return copy
  }

  /// Declares the contacts key, which no code of the fixtures uses, in `App/Info.plist`.
  static func declareContacts(in app: URL) throws {
    try declare("NSContactsUsageDescription", in: app)
  }

  /// Declares a key no code of the fixtures uses in `App/Info.plist`.
  static func declare(_ key: String, in app: URL) throws {
    let plist = app.appendingPathComponent("App/Info.plist")
    let text = try String(contentsOf: plist, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "</dict>", with: "<key>\(key)</key><string>Find friends.</string></dict>"
      ).utf8
    ).write(to: plist)
  }

  static func unusedNotes(_ folder: URL) throws -> [String] {
    let result = try Binary.run(["check", ".", "--reporter", "json"], in: folder)
    return try BaselineTests.findings(result).filter { $0["rule"] as? String == "unused-usage-key" }
      .compactMap { $0["message"] as? String }
  }

  @Test func aPluginNamedForTheServiceIsAUse() throws {
    let plain = try Self.app(podfileLock: nil)
    defer { try? FileManager.default.removeItem(at: plain.deletingLastPathComponent()) }
    #expect(try Self.unusedNotes(plain).count == 1)
    let pods = try Self.app(
      podfileLock: "PODS:\n  - contacts_service (0.6.3):\n    - Flutter\n  - Flutter (1.0.0)\n")
    defer { try? FileManager.default.removeItem(at: pods.deletingLastPathComponent()) }
    #expect(try Self.unusedNotes(pods).isEmpty)
    let flutter = try Self.app(
      podfileLock: nil,
      pubspec:
        "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_contacts: ^1.1.0\n")
    defer { try? FileManager.default.removeItem(at: flutter.deletingLastPathComponent()) }
    #expect(try Self.unusedNotes(flutter).isEmpty)
  }

  @Test func theNoteNamesEveryLibrary() throws {
    let names = (1...6).map { "pod_\($0)" }
    let app = try Self.app(
      podfileLock: "PODS:\n" + names.map { "  - \($0) (1.0)\n" }.joined()
        + "\nDEPENDENCIES:\n  - x\n")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let notes = try Self.unusedNotes(app)
    #expect(notes.count == 1)
    for name in names { #expect(notes.first?.contains("\(name) (pod)") == true, "\(notes)") }
  }

  /// A commented-out dependency of `pubspec.yaml` is no plugin, and no line of the note.
  @Test func aCommentedOutPluginIsNotNamed() throws {
    let flutter = try Self.app(
      podfileLock: nil,
      pubspec:
        "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  # locale_names:\n  #   git:\n  share_plus: ^7.0.0\n"
    )
    defer { try? FileManager.default.removeItem(at: flutter.deletingLastPathComponent()) }
    let notes = try Self.unusedNotes(flutter)
    #expect(notes.count == 1)
    #expect(notes.first?.contains("(share_plus (Flutter plugin) is linked") == true, "\(notes)")
  }

  /// A comment at the margin between dependencies (Gagago's `#  webview_flutter`) ends no
  /// section: the plugins after it are linked too.
  @Test func aCommentAtTheMarginEndsNoSection() throws {
    let flutter = try Self.app(
      podfileLock: nil,
      pubspec:
        "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n#  webview_flutter: ^3.0.4\n  flutter_contacts: ^1.1.0\n"
    )
    defer { try? FileManager.default.removeItem(at: flutter.deletingLastPathComponent()) }
    #expect(try Self.unusedNotes(flutter).isEmpty)
  }

  /// Flutter's `permission_handler` may ask for any permission, unless the Podfile names the
  /// groups it compiles in (Gagago's: camera, location, microphone, tracking, notifications).
  @Test(arguments: [
    ("", false), ("'PERMISSION_CAMERA=1',\n", true), ("'PERMISSION_CONTACTS=1',\n", false),
    ("# 'PERMISSION_CONTACTS=1',\n'PERMISSION_CAMERA=1',\n", true),
  ])
  func permissionHandlerAsksForTheGroupsThePodfileNames(_ groups: String, _ unused: Bool) throws {
    let flutter = try Self.app(
      podfileLock: nil,
      pubspec:
        "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  permission_handler: ^11.3.0\n")
    defer { try? FileManager.default.removeItem(at: flutter.deletingLastPathComponent()) }
    let podfile =
      "target 'App' do\n  flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))\nend\n"
      + "post_install do |installer|\n  installer.pods_project.targets.each do |target|\n"
      + "    target.build_configurations.each do |config|\n"
      + "      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\n'$(inherited)',\n"
      + groups + "]\n    end\n  end\nend\n"
    try Data(podfile.utf8).write(to: flutter.appendingPathComponent("Podfile"))
    #expect(try Self.unusedNotes(flutter).count == (unused ? 1 : 0))
  }

  /// Another plugin may depend on `permission_handler` (a document scanner): the groups the
  /// Podfile turns on are asked for all the same.
  @Test func theGroupsThePodfileTurnsOnAreAskedForWithoutTheDependency() throws {
    let flutter = try Self.app(
      podfileLock: nil,
      pubspec: "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  share_plus: ^7.0.0\n")
    defer { try? FileManager.default.removeItem(at: flutter.deletingLastPathComponent()) }
    #expect(try Self.unusedNotes(flutter).count == 1)
    try Data("'PERMISSION_CONTACTS=1',\n".utf8).write(
      to: flutter.appendingPathComponent("Podfile"))
    #expect(try Self.unusedNotes(flutter).isEmpty)
  }

  /// `permission_handler` has no group for Face ID (ox-coi's tables translate its key): with
  /// every group on, it still asks for none of it.
  @Test func permissionHandlerNeverAsksForFaceID() throws {
    let flutter = try Self.app(
      podfileLock: nil,
      pubspec:
        "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  permission_handler: ^5.0.0\n")
    defer { try? FileManager.default.removeItem(at: flutter.deletingLastPathComponent()) }
    let plist = flutter.appendingPathComponent("App/Info.plist")
    let text = try String(contentsOf: plist, encoding: .utf8)
    try Data(
      text.replacingOccurrences(of: "NSContactsUsageDescription", with: "NSFaceIDUsageDescription")
        .utf8
    ).write(to: plist)
    #expect(try Self.unusedNotes(flutter).contains { $0.contains("NSFaceIDUsageDescription") })
  }

  /// A Flutter app's plugins are weighed by their names for a service only libraries named for
  /// it use, as pods are: no plugin named for contacts, and the key's missing German is a note,
  /// as the key is unused; one named for them, and it is a warning. A plugin the checkout holds
  /// is not weighed: its code is not read, and may ask.
  @Test(arguments: [
    ("share_plus: ^1.0.0", "note"), ("flutter_contacts: ^1.0.0", "warning"),
    ("bridge:\n    path: packages/bridge", "warning"),
    ("bridge: {path: packages/bridge}", "warning"),
    ("bridge:\n    git:\n      url: https://example.com/b.git\n      path: bridge", "note"),
    // Bluetooth is asked by plugins named otherwise (beacons, printers): not weighed.
    ("share_plus: ^1.0.0\n# NSBluetoothAlwaysUsageDescription", "warning"),
  ])
  func aFlutterAppsPluginsAreWeighedByName(_ plugin: String, _ severity: String) throws {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/XcodeGenApp")
    let flutter = copy.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: flutter) }
    let key =
      plugin.hasSuffix("# NSBluetoothAlwaysUsageDescription")
      ? "NSBluetoothAlwaysUsageDescription" : "NSContactsUsageDescription"
    try Self.declare(key, in: copy)
    try FileManager.default.createDirectory(
      at: flutter.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data("name: app\ndependencies:\n  \(plugin)\n".utf8).write(
      to: flutter.appendingPathComponent("pubspec.yaml"))
    let result = try Binary.run(["check", ".", "--reporter", "json"], in: copy)
    let missing = try BaselineTests.findings(result).filter {
      $0["rule"] as? String == "missing-translation" && $0["key"] as? String == key
    }
    #expect(missing.map { $0["severity"] as? String } == [severity], "\(missing)")
  }

  /// An XcodeGen project's pods are unseen libraries too (element-ios): a pod named for the
  /// service is a use, and a missing translation of the key is not called unused.
  @Test func anXcodeGenProjectsPodsAreUnseenLibraries() throws {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/XcodeGenApp")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    try Self.declareContacts(in: copy)
    #expect(try Self.unusedNotes(copy).count == 1)
    try Data("PODS:\n  - contacts_service (0.6.3)\n".utf8).write(
      to: copy.appendingPathComponent("Podfile.lock"))
    #expect(try Self.unusedNotes(copy).isEmpty)
  }

  /// A Podfile names the targets it integrates; a target it does not name links none of its
  /// pods, unless the project builds it under names of its own (XcodeGen's `App_iOS` for a
  /// target of several platforms).
  @Test(arguments: [
    ("platform: iOS", "App", 0), ("platform: iOS", "Other", 1),
    ("platform: [iOS, tvOS]", "App_iOS", 0),
  ])
  func aTargetThePodfileDoesNotNameLinksNoPod(_ platform: String, _ named: String, _ notes: Int)
    throws
  {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/XcodeGenApp")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    try Self.declareContacts(in: copy)
    let spec = copy.appendingPathComponent("project.yml")
    let text = try String(contentsOf: spec, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "  App:\n    type: application\n    platform: iOS\n",
        with: "  App:\n    type: application\n    \(platform)\n"
      ).utf8
    ).write(to: spec)
    try Data("target '\(named)' do\n  pod 'contacts_service'\nend\n".utf8).write(
      to: copy.appendingPathComponent("Podfile"))
    try Data("PODS:\n  - contacts_service (0.6.3)\n".utf8).write(
      to: copy.appendingPathComponent("Podfile.lock"))
    #expect(try Self.unusedNotes(copy).count == notes)
  }

  /// A `pubspec.yaml` beside an `ios` folder that is itself the checkout is outside it: not
  /// read, and no note (it is looked for on the chance, not named by the project).
  @Test func aPubspecOutsideTheCheckoutIsNotRead() throws {
    let app = try Self.app(
      podfileLock: nil,
      pubspec: "name: app\ndependencies:\n  flutter_contacts: ^1.1.0\n")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent(".git"), withIntermediateDirectories: true)
    #expect(try Self.unusedNotes(app).count == 1)
    let result = try Binary.run(["check", ".", "--reporter", "json"], in: app)
    #expect(!result.stdout.contains("pubspec"), "\(result.stdout)")
  }

  /// A pod named for leaving a service out (`google-cast-sdk-no-bluetooth`) is no use of it.
  @Test func aPodNamedWithoutTheServiceIsNoUse() throws {
    let app = try Self.app(
      podfileLock: "PODS:\n  - google-cast-sdk-no-bluetooth (4.8.0)\n  - Lottie (4.0)\n")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let plist = app.appendingPathComponent("App/Info.plist")
    let text = try String(contentsOf: plist, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "NSContactsUsageDescription", with: "NSBluetoothAlwaysUsageDescription"
      ).utf8
    ).write(to: plist)
    #expect(try Self.unusedNotes(app).contains { $0.contains("NSBluetoothAlwaysUsageDescription") })
  }

  /// A key only the tables hold, that no code asks for, is a leftover (a note) even with pods,
  /// unless one is named for its service (pocket-casts: only a Cast SDK without Bluetooth).
  @Test(arguments: [("google-cast-sdk-no-bluetooth", "note"), ("flutter_blue_plus", "warning")])
  func anOrphanIsALeftoverUnlessAPodIsNamedForIt(_ pod: String, _ severity: String) throws {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/XcodeGenApp")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let table = copy.appendingPathComponent("App/en.lproj/InfoPlist.strings")
    let text = try String(contentsOf: table, encoding: .utf8)
    try Data((text + "\"NSBluetoothAlwaysUsageDescription\" = \"Find your scale.\";\n").utf8)
      .write(to: table)
    try Data("PODS:\n  - \(pod) (1.0)\n".utf8).write(
      to: copy.appendingPathComponent("Podfile.lock"))
    let result = try Binary.run(["check", ".", "--reporter", "json"], in: copy)
    let orphans = try BaselineTests.findings(result).filter {
      $0["rule"] as? String == "orphan-purpose-string"
    }
    #expect(orphans.map { $0["severity"] as? String } == [severity], "\(orphans)")
  }
}
