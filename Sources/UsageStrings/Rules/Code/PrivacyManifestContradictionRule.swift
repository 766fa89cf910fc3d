/// `privacy-manifest-contradiction`: a purpose string that says data is not collected, while the
/// privacy manifest says it is.
public struct PrivacyManifestContradictionRule: Rule {
  public static let description = RuleDescription(
    id: "privacy-manifest-contradiction", name: "Privacy manifest contradiction",
    summary:
      "a purpose string that says the data stays on the device or is not collected, while the privacy manifest declares it collected",
    rationale: """
      People read the purpose string as a promise, and App Review compares it with the privacy \
      manifest (`PrivacyInfo.xcprivacy`) and the App Store privacy answers. "Your location never \
      leaves this device" beside a manifest that declares precise location collected is a \
      contradiction one of them must resolve. The claims are found with each language's \
      `privacyClaims` patterns.
      """,
    defaultSeverity: .warning, scope: .code, validatesMerge: true,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show stores near you. Your location never leaves this device.</string>\n"
        ),
        .file("App/PrivacyInfo.xcprivacy", manifest("NSPrivacyCollectedDataTypeEmailAddress"))),
      .failing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show stores near you. Your location ↓never leaves this device.</string>\n"
        ),
        .file("App/PrivacyInfo.xcprivacy", manifest("NSPrivacyCollectedDataTypePreciseLocation"))),
      // "Contacts stored on your device" says where the data is, not that it stays there
      // (Tuta's text goes on to upload them); "are stored on" is the promise.
      .passing(
        .infoPlist(
          "\t<key>NSContactsUsageDescription</key>\n\t<string>Suggest recipients from contacts stored on your device.</string>\n"
        ),
        .file("App/PrivacyInfo.xcprivacy", manifest("NSPrivacyCollectedDataTypeContacts"))),
      .failing(
        .infoPlist(
          "\t<key>NSContactsUsageDescription</key>\n\t<string>Suggest recipients. Your contacts ↓are stored on your device.</string>\n"
        ),
        .file("App/PrivacyInfo.xcprivacy", manifest("NSPrivacyCollectedDataTypeContacts"))),
      .failing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"),
        .strings(
          "de",
          "\"NSMicrophoneUsageDescription\" = \"Diktiere Notizen. Aufnahmen ↓bleiben auf deinem Gerät.\";\n"
        ),
        .file("App/PrivacyInfo.xcprivacy", manifest("NSPrivacyCollectedDataTypeAudioData"))),
    ])

  static func manifest(_ type: String) -> String {
    ExampleFile.plistHeader + """
      \t<key>NSPrivacyCollectedDataTypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>NSPrivacyCollectedDataType</key>
      \t\t\t<string>\(type)</string>
      \t\t</dict>
      \t</array>

      """ + ExampleFile.plistFooter
  }

  /// The manifest data types that concern each purpose key.
  static let dataTypes: [String: Set<String>] = {
    let location: Set<String> = [
      "NSPrivacyCollectedDataTypePreciseLocation", "NSPrivacyCollectedDataTypeCoarseLocation",
    ]
    let media: Set<String> = ["NSPrivacyCollectedDataTypePhotosorVideos"]
    let health: Set<String> = [
      "NSPrivacyCollectedDataTypeHealth", "NSPrivacyCollectedDataTypeFitness",
    ]
    return [
      "NSLocationWhenInUseUsageDescription": location,
      "NSLocationAlwaysAndWhenInUseUsageDescription": location,
      "NSLocationAlwaysUsageDescription": location, "NSLocationUsageDescription": location,
      "NSContactsUsageDescription": ["NSPrivacyCollectedDataTypeContacts"],
      "NSPhotoLibraryUsageDescription": media, "NSPhotoLibraryAddUsageDescription": media,
      "NSCameraUsageDescription": media,
      "NSMicrophoneUsageDescription": ["NSPrivacyCollectedDataTypeAudioData"],
      "NSSpeechRecognitionUsageDescription": ["NSPrivacyCollectedDataTypeAudioData"],
      "NSHealthShareUsageDescription": health, "NSHealthUpdateUsageDescription": health,
      "NSMotionUsageDescription": ["NSPrivacyCollectedDataTypeFitness"],
      "NSCalendarsFullAccessUsageDescription": ["NSPrivacyCollectedDataTypeOtherUserContent"],
    ]
  }()

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets where !target.target.code.privacyManifests.isEmpty {
      let collected = collectedTypes(target.target.code.privacyManifests)
      guard !collected.isEmpty else { continue }
      for string in target.ownStrings where string.isPurpose {
        guard let concerned = dataTypes[string.parentKey ?? string.key],
          let declared = collected.first(where: { concerned.contains($0.type) })
        else { continue }
        let policy = context.policy(for: string.locale)
        let expressions = context.analyzer.expressions(
          "claims|\(policy.sources.joined(separator: ","))"
        ) { policy.privacyClaims }
        let units = UTF16Text.units(of: string.text)
        for case let expression? in expressions {
          guard let match = expression.firstMatch(units) else { continue }
          var start = match.lowerBound
          while start < units.count, units[start] == 0x20 { start += 1 }
          let type =
            declared.type.hasPrefix(collectedPrefix)
            ? String(declared.type.dropFirst(collectedPrefix.count)) : declared.type
          emit(
            Finding(
              "'\(string.key)' says '\(UTF16Text.string(units[match]).trimmingWhitespace)', but the privacy manifest declares \(type) collected; make them agree",
              at: string.location(start..<start + 1), key: string.key,
              locale: string.reportedLocale,
              notes: [.init(message: "declared collected here", location: declared.location)]))
          break
        }
      }
    }
  }

  static let collectedPrefix = "NSPrivacyCollectedDataType"

  /// The data types the manifests declare collected, with where.
  static func collectedTypes(_ manifests: [PlistDocument]) -> [(
    type: String, location: SourceRange
  )] {
    manifests.flatMap { manifest -> [(String, SourceRange)] in
      (manifest.root?["NSPrivacyCollectedDataTypes"]?.array ?? []).compactMap { entry in
        guard let value = entry["NSPrivacyCollectedDataType"], let type = value.string else {
          return nil
        }
        let location =
          value.span.range.flatMap { range in manifest.file.map { $0.range(range) } }
          ?? .file(manifest.path)
        return (type, location)
      }
    }
  }
}
