/// `missing-companion-key`: a key that needs another key beside it.
public struct MissingCompanionKeyRule: Rule {
  public static let description = RuleDescription(
    id: "missing-companion-key", name: "Missing companion key",
    summary: "a key declared without a key it needs, such as always-location without when-in-use",
    rationale: """
      Some permissions are asked in steps or in pairs. `NSLocationAlwaysAndWhenInUseUsageDescription` \
      is requested as an upgrade of when-in-use access, so the system also needs \
      `NSLocationWhenInUseUsageDescription`; Bonjour browsing needs `NSLocalNetworkUsageDescription` \
      beside `NSBonjourServices`; SensorKit needs its usage detail and privacy policy. Without the \
      companion the request fails or the app is terminated. A Mac app needs no companion of a \
      key the Mac does not read (the always-location key), nor a TV or watch app one whose \
      prompt its system does not have (local network privacy, TN3179), nor a widget one of any key \
      (a widget never asks: its app does, with its own keys), and no app needs one for Flutter's \
      debugger's services alone (`_dartVmService._tcp`), which no release build publishes.
      """,
    defaultSeverity: .error, scope: .source,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show stores near you.</string>\n\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Remind you of a list when you reach the store.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Remind you of a list when you reach the store.</string>\n"
        )),
      // A widget never asks: its app does (AtB's departure widget).
      .passing(
        .infoPlist(
          "\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Show departures near you.</string>\n\t<key>NSWidgetWantsLocation</key>\n\t<true/>\n\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>com.apple.widgetkit-extension</string>\n\t</dict>\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>LSMinimumSystemVersion</key>\n\t<string>10.13</string>\n\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Show the time where you are.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSBonjourServices</key>\n\t<array>\n\t\t<string>_printer._tcp</string>\n\t</array>\n"
        )),
      // A TV app: tvOS has no local network privacy (TN3179), so Bonjour needs no purpose
      // string there (VLC's tvOS app).
      .passing(
        .file(
          "App.xcodeproj/project.pbxproj",
          UnbuiltTableRule.project.replacingOccurrences(
            of: "INFOPLIST_FILE = App/Info.plist;",
            with: "INFOPLIST_FILE = App/Info.plist; SDKROOT = appletvos;")),
        .infoPlist(
          "\t<key>NSBonjourServices</key>\n\t<array>\n\t\t<string>_printer._tcp</string>\n\t</array>\n"
        )),
      // Flutter's debugger's service, which no release build publishes (Al-Quran's template).
      .passing(
        .infoPlist(
          "\t<key>NSBonjourServices</key>\n\t<array>\n\t\t<string>_dartobservatory._tcp</string>\n\t\t<string>_dartVmService._tcp</string>\n\t</array>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSBonjourServices</key>\n\t<array>\n\t\t<string>_dartVmService._tcp</string>\n\t\t<string>_printer._tcp</string>\n\t</array>\n"
        )),
    ])

  /// Whether the system the target runs on reads the key: a Mac has no always-location key
  /// (Clocker declares it beside the Mac's `NSLocationUsageDescription`), so it needs nothing.
  static func isRead(_ key: UsageKey, on deployment: Deployment) -> Bool {
    deployment.platform != "macos" || key.platforms["macos"] != nil
  }

  /// Whether the system the target runs on has no prompt for a key, so nothing needs it there
  /// (`UsageKey.promptless`: no local network privacy on a TV or a watch).
  static func isPromptless(_ key: String, on deployment: Deployment) -> Bool {
    UsageKey.promptless[key]?.contains(deployment.platform) == true
  }

  /// The Bonjour services Flutter's debugger advertises (its VM service, under its old name
  /// and its new; service types compare ignoring case, as DNS names do): apps list one as Flutter's old instructions said, but Flutter's engine
  /// compiles the publisher out of release builds, so no shipped app asks for the network.
  static let flutterDebugServices: Set<String> = ["_dartobservatory._tcp", "_dartvmservice._tcp"]

  /// Whether a declaration asks for nothing a release build does: Bonjour services that are
  /// all Flutter's debugger's.
  static func onlyForDebugging(_ source: SourceEntry) -> Bool {
    source.key == "NSBonjourServices" && !source.items.isEmpty
      && source.items.allSatisfy { flutterDebugServices.contains($0.lowercased()) }
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    // A widget never asks (its app does, with its own keys): nothing fails for want of a key.
    for target in context.targets where target.target.showsItsAlerts {
      var reported: Set<String> = []
      for source in target.declarations
      where source.parentKey == nil && !onlyForDebugging(source)
        && reported.insert(source.key).inserted
      {
        guard let known = context.registry[source.key], !known.requires.isEmpty,
          case let deployment = target.resolvedSources.deployment,
          isRead(known, on: deployment),
          !known.requires.contains(where: {
            $0.allSatisfy { target.declaredKeys.contains($0) || isPromptless($0, on: deployment) }
          })
        else { continue }
        let needed = known.requires.map { $0.map { "'\($0)'" }.joined(separator: " and ") }.joined(
          separator: ", or ")
        emit(
          Finding(
            "'\(source.key)' needs \(needed) in the same target; without it the request fails or the app is terminated",
            at: source.keyLocation, key: source.key))
      }
    }
  }
}
