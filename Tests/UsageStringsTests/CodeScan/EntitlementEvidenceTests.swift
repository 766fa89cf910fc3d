import Foundation
import Testing

@testable import UsageStrings

/// The purpose keys a target's entitlements imply (ITMS-90683: "or the app has one or more
/// entitlements that permit such access"), from its `CODE_SIGN_ENTITLEMENTS` file.
@Suite struct EntitlementEvidenceTests {
  static func entitlements(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)</dict>
    </plist>

    """
  }

  func uses(_ body: String, platform: String = "ios") throws -> [CodeFacts.Use] {
    let document = PlistDocument.read(
      path: "App.entitlements", bytes: Array(Self.entitlements(body).utf8))
    let root = try #require(document.root)
    return EntitlementEvidence.uses(in: root, registry: .standard, platform: platform) { _ in
      .file("App.entitlements")
    }
  }

  /// Clinical records are no service of watchOS: a watch app signed with its iPhone app's
  /// HealthKit access (GymStreak) needs no clinical-records text; the iPhone app does.
  @Test func clinicalRecordsAreNoWatchService() throws {
    let body = """
      \t<key>com.apple.developer.healthkit</key>
      \t<true/>
      \t<key>com.apple.developer.healthkit.access</key>
      \t<array><string>health-records</string></array>

      """
    let clinical = "NSHealthClinicalHealthRecordsShareUsageDescription"
    #expect(try uses(body).contains { $0.api.keys.contains(clinical) })
    #expect(try !uses(body, platform: "watchos").contains { $0.api.keys.contains(clinical) })
    #expect(try !uses(body, platform: "watchos").isEmpty)
  }

  /// Granted entitlements imply their keys (HealthKit's two as alternatives, as the code scan
  /// takes its call); one set to false, or an empty list of NFC formats, implies nothing; one
  /// of two that a key needs together implies nothing either.
  @Test func grantedEntitlementsImplyTheirKeys() throws {
    let found = try uses(
      """
      \t<key>com.apple.developer.homekit</key>
      \t<true/>
      \t<key>com.apple.developer.healthkit</key>
      \t<true/>
      \t<key>com.apple.developer.financekit</key>
      \t<false/>
      \t<key>com.apple.developer.nfc.readersession.formats</key>
      \t<array/>

      """)
    #expect(
      found.map(\.api.keys) == [
        ["NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription"],
        ["NSHomeKitUsageDescription"],
      ])
    #expect(found.allSatisfy { $0.api.whenMissing == EntitlementEvidence.rejection })
    let formats = try uses(
      "\t<key>com.apple.developer.nfc.readersession.formats</key>\n\t<array><string>TAG</string></array>\n"
    )
    #expect(formats.map(\.api.keys) == [["NFCReaderUsageDescription"]])
  }

  /// The example project signed with HomeKit and HealthKit entitlements: a warning for each, at
  /// the entitlement's line of the file the Release configuration's `CODE_SIGN_ENTITLEMENTS`
  /// names (Debug's is never uploaded); Siri's, which Shortcuts need too, implies nothing; the
  /// key in the Info.plist silences it; a missing file is a note, and the rest is checked.
  @Test func theProjectsEntitlementsFileIsRead() throws {
    let granted = """
      \t<key>com.apple.developer.homekit</key>
      \t<true/>
      \t<key>com.apple.developer.healthkit</key>
      \t<true/>
      \t<key>com.apple.developer.siri</key>
      \t<true/>

      """
    let findings = try check(entitlements: granted)
    let missing = findings.filter { $0.ruleID == "missing-usage-key" }
    #expect(
      missing.map { "\($0.location?.file ?? ""):\($0.location?.start.line ?? 0) \($0.key ?? "")" }
        == [
          "PhotoJournal/PhotoJournal.entitlements:5 NSHomeKitUsageDescription",
          "PhotoJournal/PhotoJournal.entitlements:7 NSHealthShareUsageDescription",
        ])
    #expect(missing.allSatisfy { $0.severity == .warning && $0.message.contains("ITMS-90683") })
    let declared = try check(entitlements: granted, declaring: "NSHomeKitUsageDescription")
    #expect(
      declared.filter { $0.ruleID == "missing-usage-key" }.map(\.key) == [
        "NSHealthShareUsageDescription"
      ])
    let absent = try check(entitlements: nil)
    #expect(
      absent.contains {
        $0.ruleID == "missing-file" && $0.message.contains("the entitlements of 'PhotoJournal'")
      })
  }

  /// The findings on a copy of Examples whose app target names an entitlements file holding
  /// `entitlements` (nil: named, but not there), its Info.plist declaring `key` too.
  func check(entitlements: String?, declaring key: String? = nil) throws -> [Diagnostic] {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "entitlements-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: Fixtures.packageRoot.appendingPathComponent("Examples"), to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    let project = copy.appendingPathComponent("PhotoJournal.xcodeproj/project.pbxproj")
    let setting = "INFOPLIST_FILE = PhotoJournal/Info.plist;"
    let text = try String(contentsOf: project, encoding: .utf8)
    #expect(text.contains(setting))
    // Release (the first) signs with the file under test; Debug with one that grants NFC tag
    // reading, which the upload never holds.
    let parts = text.components(separatedBy: setting)
    #expect(parts.count == 3)
    let signing = { (file: String) in
      setting + "\n\t\t\t\tCODE_SIGN_ENTITLEMENTS = PhotoJournal/\(file).entitlements;"
    }
    try (parts[0] + signing("PhotoJournal") + parts[1] + signing("Debug") + parts[2]).write(
      to: project, atomically: true, encoding: .utf8)
    try Self.entitlements(
      "\t<key>com.apple.developer.nfc.readersession.formats</key>\n\t<array><string>TAG</string></array>\n"
    ).write(
      to: copy.appendingPathComponent("PhotoJournal/Debug.entitlements"), atomically: true,
      encoding: .utf8)
    if let entitlements {
      try Self.entitlements(entitlements).write(
        to: copy.appendingPathComponent("PhotoJournal/PhotoJournal.entitlements"),
        atomically: true, encoding: .utf8)
    }
    if let key {
      let plist = copy.appendingPathComponent("PhotoJournal/Info.plist")
      let info = try String(contentsOf: plist, encoding: .utf8)
      try info.replacingOccurrences(
        of: "<dict>\n",
        with: "<dict>\n\t<key>\(key)</key>\n\t<string>Turn on the lights.</string>\n"
      ).write(to: plist, atomically: true, encoding: .utf8)
    }
    let configuration = Configuration(directory: copy.path)
    let (found, _) = try ProjectDiscovery.discover(
      copy.path, options: configuration.discoveryOptions(displayBase: copy.path))
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = copy.path
    return Linter.lint([found], options: options).diagnostics
  }
}
