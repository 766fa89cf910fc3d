import Foundation
import Testing

/// The code rules on a target in Swift and Objective-C (`Tests/Fixtures/CodeApp`), where each
/// rule fires once at its place, and comments, string literals, `#if false` / `#if 0` blocks and
/// user types named like system ones trigger nothing.
@Suite struct CodeRulesTests {
  struct Reported: Equatable, CustomStringConvertible {
    var rule: String
    var file: String
    var line: Int
    var key: String?
    var description: String { "\(rule) \(file):\(line) \(key ?? "-")" }
  }

  @Test func eachRuleFiresAtItsPlaceAndDecoysDoNot() throws {
    let result = try Binary.run(
      [
        "check", "App", "--reporter", "json", "--only",
        "missing-usage-key,unused-usage-key,unneeded-permission",
      ],
      in: Binary.fixtures.appendingPathComponent("CodeApp"))
    #expect(result.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let reported = ((json?["diagnostics"] as? [[String: Any]]) ?? []).map {
      Reported(
        rule: $0["rule"] as? String ?? "", file: $0["file"] as? String ?? "",
        line: $0["line"] as? Int ?? 0, key: $0["key"] as? String)
    }
    #expect(
      reported == [
        Reported(
          rule: "unneeded-permission", file: "App/Info.plist", line: 9,
          key: "NSContactsUsageDescription"),
        Reported(
          rule: "unused-usage-key", file: "App/Info.plist", line: 11,
          key: "NSBluetoothAlwaysUsageDescription"),
        Reported(
          rule: "missing-usage-key", file: "App/Sources/Capture.swift", line: 25,
          key: "NSMicrophoneUsageDescription"),
        Reported(
          rule: "missing-usage-key", file: "App/Sources/Locator.m", line: 12,
          key: "NSLocationWhenInUseUsageDescription"),
      ])
  }

  @Test func extractNamesTheCallsThatNeedEachKey() throws {
    let result = try Binary.run(
      ["extract", "App", "--format", "json"], in: Binary.fixtures.appendingPathComponent("CodeApp"))
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let entries =
      ((json?["targets"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]]) ?? []
    var evidence: [String: [String]] = [:]
    for entry in entries {
      evidence[entry["key"] as? String ?? ""] = ((entry["evidence"] as? [[String: Any]]) ?? []).map
      {
        "\($0["api"] as? String ?? "") \($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)"
      }
    }
    #expect(
      evidence == [
        "NSCameraUsageDescription": [
          "AVCaptureDevice.requestAccess(for: .video) App/Sources/Capture.swift:14"
        ],
        "NSContactsUsageDescription": ["CNContactPickerViewController App/Sources/Friends.swift:5"],
        "NSBluetoothAlwaysUsageDescription": [],
      ])
  }
}
