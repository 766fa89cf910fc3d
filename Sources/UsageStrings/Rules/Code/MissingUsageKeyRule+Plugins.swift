/// Flutter plugins made to ask for one protected resource: a dependency of an app whose iOS
/// target declares no key for it is a note, since the Dart code that would call it is not read
/// (Huda's prayer times ask through `geolocator` and `location`, with no location key).
extension MissingUsageKeyRule {
  /// A service, the plugins whose one job is to ask for it, and the keys any of which lets them.
  struct PermissionPlugins {
    var service: String
    var plugins: [String]
    var keys: [String]
  }

  /// Plugins named for their service only: not `image_picker` (its gallery asks nothing), not
  /// players (`flutter_sound` records only when asked to), not `permission_handler` (its
  /// Podfile switches are weighed by `unused-usage-key`).
  static let permissionPlugins: [PermissionPlugins] = [
    .init(
      service: "location", plugins: ["geolocator", "geolocator_apple", "location"],
      keys: [
        "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
        "NSLocationUsageDescription",
      ]),
    .init(
      service: "the camera",
      plugins: ["camera", "mobile_scanner", "qr_code_scanner", "flutter_barcode_scanner"],
      keys: ["NSCameraUsageDescription"]),
    .init(
      service: "the microphone", plugins: ["record", "speech_to_text"],
      keys: ["NSMicrophoneUsageDescription"]),
    .init(
      service: "speech recognition", plugins: ["speech_to_text"],
      keys: ["NSSpeechRecognitionUsageDescription"]),
    .init(service: "Face ID", plugins: ["local_auth"], keys: ["NSFaceIDUsageDescription"]),
    .init(
      service: "contacts", plugins: ["contacts_service", "flutter_contacts"],
      keys: ["NSContactsUsageDescription"]),
    .init(
      service: "the photo library", plugins: ["photo_manager", "wechat_assets_picker"],
      keys: ["NSPhotoLibraryUsageDescription"]),
    .init(
      service: "Bluetooth", plugins: ["flutter_blue", "flutter_blue_plus", "flutter_reactive_ble"],
      keys: ["NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription"]),
    .init(
      service: "tracking", plugins: ["app_tracking_transparency"],
      keys: ["NSUserTrackingUsageDescription"]),
    // Counting steps asks for motion (Another Runner's pedometer, judged missing).
    .init(service: "motion", plugins: ["pedometer"], keys: ["NSMotionUsageDescription"]),
    .init(
      service: "NFC tags", plugins: ["nfc_manager", "flutter_nfc_kit"],
      keys: ["NFCReaderUsageDescription"]),
  ]

  /// The keys of the table that only systems older than the oldest Xcode builds for read.
  static let legacyKeys: Set<String> = [
    "NSLocationUsageDescription", "NSBluetoothPeripheralUsageDescription",
  ]

  /// One note per app target and service whose plugin is a dependency and whose keys the
  /// target lacks, at its Info.plist.
  static func notePlugins(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets
    where target.target.readsPurposeKeys && target.target.extensionPoint == nil
      && target.target.declaresKnownKeys && target.resolvedSources.deployment.platform == "ios"
    {
      let plugins = Set(
        target.target.code.unseenLibraries.compactMap { name in
          name.hasSuffix(TargetCode.flutterPluginLabel)
            ? String(name.dropLast(TargetCode.flutterPluginLabel.count)) : nil
        })
      guard !plugins.isEmpty,
        let plist = target.target.sourceFiles.first(where: { $0.hasSuffix(".plist") })
      else { continue }
      for entry in permissionPlugins where !entry.keys.contains(where: target.knownKeys.contains) {
        let named = entry.plugins.filter(plugins.contains)
        guard !named.isEmpty else { continue }
        let plural = named.count > 1
        // Keys no current iOS reads let the plugin ask on old systems only: not advice.
        let current = entry.keys.filter { !Self.legacyKeys.contains($0) }
        let lacks =
          current.count == 1
          ? "does not declare '\(current[0])'"
          : "declares none of " + current.map { "'\($0)'" }.joined(separator: ", ")
        emit(
          Finding(
            "\(named.joined(separator: " and ")) (Flutter \(plural ? "plugins" : "plugin") in pubspec.yaml) \(plural ? "ask" : "asks") for \(entry.service), and '\(target.target.name)' \(lacks): the Dart code is not read here, but a call to \(plural ? "them" : "it") cannot ask without the key; declare '\(current[0])', or remove the \(plural ? "plugins" : "plugin")",
            at: .file(plist), key: entry.keys[0], severity: .note))
      }
    }
  }
}
