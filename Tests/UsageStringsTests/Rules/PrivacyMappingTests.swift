import Foundation
import Testing

@testable import UsageStrings

/// The mapping from purpose keys to privacy-manifest data types: written down in
/// docs/PRIVACY-MAPPING.md, made of real keys and of Apple's data types.
@Suite struct PrivacyMappingTests {
  /// Apple's `NSPrivacyCollectedDataType` values ("Describing data use in privacy manifests").
  static let appleDataTypes: Set<String> = [
    "Name", "EmailAddress", "PhoneNumber", "PhysicalAddress", "OtherUserContactInfo", "Health",
    "Fitness", "PaymentInfo",
    "CreditInfo", "OtherFinancialInfo", "PreciseLocation", "CoarseLocation", "SensitiveInfo",
    "Contacts",
    "EmailsOrTextMessages", "PhotosorVideos", "AudioData", "GameplayContent", "CustomerSupport",
    "OtherUserContent",
    "BrowsingHistory", "SearchHistory", "UserID", "DeviceID", "PurchaseHistory",
    "ProductInteraction", "AdvertisingData",
    "OtherUsageData", "CrashData", "PerformanceData", "OtherDiagnosticData", "EnvironmentScanning",
    "Hands", "Head",
    "OtherDataTypes",
  ].reduce(into: Set<String>()) { $0.insert("NSPrivacyCollectedDataType" + $1) }

  @Test func keysAreRegisteredPurposeKeysAndTypesAreApples() {
    for (key, types) in PrivacyManifestContradictionRule.dataTypes {
      #expect(UsageKeyRegistry.standard[key]?.holdsPurposeStrings == true, "\(key)")
      #expect(
        !types.isEmpty && types.isSubset(of: Self.appleDataTypes),
        "\(key): \(types.subtracting(Self.appleDataTypes))")
    }
  }

  @Test func documentListsExactlyTheMapping() throws {
    let text = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/PRIVACY-MAPPING.md"),
      encoding: .utf8)
    var documented: [String: Set<String>] = [:]
    for match in text.matches(of: /\| `(\w+)` \| ([\w, ]+) \|/) {
      documented[String(match.1)] = Set(
        match.2.split(separator: ",").map {
          "NSPrivacyCollectedDataType" + $0.trimmingCharacters(in: .whitespaces)
        })
    }
    #expect(documented == PrivacyManifestContradictionRule.dataTypes)
  }
}
