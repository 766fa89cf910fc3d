/// `deprecated-usage-key`: a key replaced in newer OS versions, without its replacement.
public struct DeprecatedUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "deprecated-usage-key", name: "Deprecated usage key",
    summary: "a purpose key that newer systems replaced, declared without its replacement",
    rationale: """
      Some purpose keys were split or renamed: since iOS 17 calendar access asks for \
      `NSCalendarsFullAccessUsageDescription` or `NSCalendarsWriteOnlyAccessUsageDescription`, and \
      `NSCalendarsUsageDescription` is read only by older systems. An app that declares only the \
      old key shows no purpose string on current systems — or is terminated when it asks. Keeping \
      the old key beside the new one, for older systems, is fine — until no system the target \
      supports reads it (by its deployment target, else the oldest the current Xcode builds for, \
      iOS 12): then it is dead weight, a note, and its text and translations are not checked. A \
      deprecated key nothing in the scanned code uses is to be removed, not replaced: a note; \
      so is one that only a linked library may use, whose way of asking is its own. \
      A Mac app is judged by the Mac's deprecations only: `NSLocationUsageDescription`, replaced \
      on iOS 8, is the Mac's location key.
      """,
    defaultSeverity: .warning, scope: .source, readsCode: true,
    examples: [
      // A Mac app (LSMinimumSystemVersion) asks for location with this key.
      .passing(
        .infoPlist(
          "\t<key>LSMinimumSystemVersion</key>\n\t<string>10.13</string>\n\t<key>NSLocationUsageDescription</key>\n\t<string>Show the time where you are.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSLocationUsageDescription</key>\n\t<string>Show the time where you are.</string>\n"
        )),
      // A watch extension: watchOS came after iOS 8 stopped reading it, so no device ever shows
      // it, a note (NextBus).
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          UnbuiltTableRule.project.replacingOccurrences(
            of: "INFOPLIST_FILE = App/Info.plist;",
            with:
              "INFOPLIST_FILE = App/Info.plist; SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 8.0;"
          )),
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show the stops near you.</string>\n\t<key>↓NSLocationUsageDescription</key>\n\t<string>Show the stops near you.</string>\n"
        ), severity: .note),
      .passing(
        .infoPlist(
          "\t<key>NSCalendarsUsageDescription</key>\n\t<string>Add trips to the timeline.</string>\n\t<key>NSCalendarsFullAccessUsageDescription</key>\n\t<string>Add trips to the timeline.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>Add trips to the timeline.</string>\n"
        )),
      // Nothing in the code uses it: remove it rather than replace it, a note.
      .failing(
        .infoPlist(
          "\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>Add trips to the timeline.</string>\n"
        ),
        .file(
          "App/Trips.swift",
          "import SwiftUI\n\nstruct Trips: View { var body: some View { Text(\"Trips\") } }\n"),
        severity: .note),
      // A key the frameworks table no longer maps is judged by its replacement's: no
      // CoreBluetooth, a note (pocket-casts).
      .failing(
        .infoPlist(
          "\t<key>↓NSBluetoothPeripheralUsageDescription</key>\n\t<string>Connect to your scale.</string>\n"
        ),
        .file(
          "App/Trips.swift",
          "import SwiftUI\n\nstruct Trips: View { var body: some View { Text(\"Trips\") } }\n"),
        severity: .note),
      // Its text says nothing uses it (Helsingborg's guide), and no call asks: remove it
      // rather than replace it.
      .failing(
        .infoPlist(
          "\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>Not being used</string>\n"),
        .file("App/Trips.swift", "import EventKit\n\nlet store = EKEventStore()\n"),
        severity: .note),
      // A call asks: the text is wrong, not the key.
      .failing(
        .infoPlist(
          "\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>Not being used</string>\n"),
        .file(
          "App/Trips.swift",
          "import EventKit\n\nfunc ask() { EKEventStore().requestFullAccessToEvents { _, _ in } }\n"
        )),
      // Only a linked library may ask (the Jitsi SDK): whether it needs the replacement is
      // its own, a note.
      .failing(
        .infoPlist(
          "\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>See your meetings.</string>\n"
        ),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'JitsiMeetSDKLite'\n"), severity: .note),
      // EventKit in the code: the replacement is needed.
      .failing(
        .infoPlist(
          "\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>Add trips to the timeline.</string>\n"
        ),
        .file("App/Trips.swift", "import EventKit\n\nlet store = EKEventStore()\n")),
      // Beside its replacement, a key no supported system reads: a note.
      .failing(
        .infoPlist(
          "\t<key>↓NSLocationAlwaysUsageDescription</key>\n\t<string>Log trips in the background.</string>\n\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Log trips in the background.</string>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Log trips.</string>\n"
        ), severity: .note),
      .failing(
        .infoPlist(
          "\t<key>↓NSBluetoothPeripheralUsageDescription</key>\n\t<string>Connect to your scale.</string>\n"
        )),
    ])

  /// Whether the key is deprecated where the target runs: a Mac reads a key iOS replaced
  /// (`NSLocationUsageDescription` is the Mac's location key; Clocker's).
  static func isDeprecated(_ key: UsageKey, on deployment: Deployment) -> Bool {
    deployment.platform != "macos" || key.deprecatedIn["macos"] != nil
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    // An Info.plist several bundles share is unused only where none of them uses the key.
    var sharing: [String: [ResolvedTarget]] = [:]
    for declaration in SharedDeclaration.all(context) {
      sharing[SharedDeclaration.id(of: declaration.source)] = declaration.targets
    }
    for target in context.targets {
      for source in target.declarations where source.parentKey == nil {
        guard let known = context.registry[source.key], known.status == .deprecated,
          !known.replacements.isEmpty, isDeprecated(known, on: target.resolvedSources.deployment)
        else { continue }
        guard !known.replacements.contains(where: target.declaredKeys.contains) else {
          if target.resolvedSources.retiredKeys.contains(source.key) {
            emit(retired(source, known, target.resolvedSources.deployment))
          }
          continue
        }
        let replacements = known.replacements.map { "'\($0)'" }.joined(separator: " or ")
        // A key nothing uses is to be removed, not replaced (`unused-usage-key` says so).
        let bundles = sharing[SharedDeclaration.id(of: source)] ?? [target]
        let unused = isUnused(source.key, in: bundles, registry: context.registry)
        // "Not being used": the text itself says so; replacing it would declare a new access.
        // Not where a call asks: then the text is the defect, and removing the key crashes.
        let asked = bundles.contains { bundle in
          bundle.codeFacts?.uses.contains {
            $0.api.keys.contains { $0 == source.key || known.replacements.contains($0) }
          } == true
        }
        let disclaimed =
          !unused && !asked
          && source.value.map { CodeEvidence.disclaimsUse($0, key: source.key) } == true
        // Only a library whose code is not here may ask (element's and Infomaniak Meet's Jitsi
        // SDK): whether it asks in the new way, which needs the replacement, is its own.
        let libraryOnly =
          !unused && !asked && !disclaimed
          && isUnusedByCode(source.key, in: bundles, registry: context.registry)
        let advice =
          unused
          ? "; but nothing in the code uses it (unused-usage-key): remove it rather than replace it, unless a linked library needs it\(UnusedUsageKeyRule.unseen(bundles))"
          : disclaimed
            ? "; but its text says the app does not use the permission: remove it rather than replace it"
            : libraryOnly
              ? "; nothing in the code asks, only a linked library may\(UnusedUsageKeyRule.unseen(bundles)): declare the replacement if it asks on current systems"
              : ""
        emit(
          Finding(
            "'\(source.key)' is deprecated (\(known.deprecationSummary)); declare \(replacements) for current systems, and keep this key only for older ones\(advice)",
            at: source.keyLocation, key: source.key,
            severity: unused || disclaimed || libraryOnly ? .note : nil))
      }
    }
  }

  /// Whether the code scan finds no use of a key in the bundles that share its declaration, nor
  /// a linked library named for its service: the evidence `unused-usage-key` reports.
  static func isUnused(_ key: String, in bundles: [ResolvedTarget], registry: UsageKeyRegistry)
    -> Bool
  {
    guard let (service, frameworks) = service(of: key, registry: registry) else { return false }
    return UnusedUsageKeyRule.nothingUses(service, frameworks: frameworks, in: bundles)
  }

  /// Whether the bundles' own code (read, and not empty) could not need a key, whatever their
  /// linked libraries do.
  static func isUnusedByCode(
    _ key: String, in bundles: [ResolvedTarget], registry: UsageKeyRegistry
  ) -> Bool {
    guard let (service, frameworks) = service(of: key, registry: registry) else { return false }
    return !bundles.contains { UnusedUsageKeyRule.mayUse($0, service, frameworks: frameworks) }
  }

  /// The key whose frameworks judge a key's use, and those frameworks: a key the frameworks
  /// table does not map (NSBluetoothPeripheralUsageDescription) is judged by the frameworks of
  /// the key that replaced it.
  static func service(of key: String, registry: UsageKeyRegistry) -> (String, Set<String>)? {
    let replacement = registry[key]?.replacements.first
    guard let service = UsageKeyFrameworks.byKey[key] == nil ? replacement : key,
      let frameworks = UsageKeyFrameworks.byKey[service]
    else { return nil }
    return (service, frameworks)
  }

  /// A note on a key beside its replacement that no supported system reads: its text and
  /// translations are dead weight, and the tool checks neither.
  static func retired(_ source: SourceEntry, _ known: UsageKey, _ deployment: Deployment)
    -> Finding
  {
    let platform = UsageKey.platformName(deployment.platform)
    let floor =
      deployment.isKnown
      ? "this target supports \(platform) \(deployment.minimum) and later"
      : "no current Xcode builds for older than \(platform) \(deployment.minimum)"
    // A key iOS stopped reading before watchOS and tvOS came (`Deployment.retires`).
    let reader =
      known.deprecatedIn[deployment.platform].map { "\(platform) \(UsageKey.major($0)) and older" }
      ?? "iOS \(UsageKey.major(known.deprecatedIn["ios"] ?? "")) and older (no \(platform) ever read it)"
    return Finding(
      "'\(source.key)' is read only by \(reader), and \(floor): no device shows it, so its text and translations are not checked; \(source.defaultOf.map { "set \($0) to false" } ?? "remove it")",
      at: source.keyLocation, key: source.key, severity: .note)
  }
}
