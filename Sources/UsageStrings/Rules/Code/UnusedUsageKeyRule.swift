/// `unused-usage-key`: a declared key that no code could need.
public struct UnusedUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "unused-usage-key", name: "Unused usage key",
    summary:
      "a declared purpose key with no API use and no imported or linked framework that could need it",
    rationale: """
      Every purpose string is translated, reviewed and shown in App Store privacy questions; one \
      the app never uses is cost with no benefit, and a reviewer may ask what it is for. A key \
      is reported only when the bundle has code, and none of it — nor of the libraries and local \
      packages it embeds, nor of the other targets built with the same Info.plist — calls an API \
      that needs the key or imports (or links) a framework that could. An import counts where \
      its file names something of the framework: every type of Photos, Core Location, Contacts, \
      EventKit and the other prefixed frameworks starts with their prefix (`PH`, `CL`, `CN`), \
      and Swift has every file that names one import it, so an import beside no such name is \
      left behind (iMast picks photos with the system's picker). A library whose code is \
      not in the project may still need it — then keep it; the finding names the packages whose \
      code it could not see. Nor is a key reported for a Mac app whose code starts other programs \
      (`Process`, `NSTask`, `posix_spawn`): the system asks for what they use under the app's \
      name, with its purpose strings (SwiftBar's plugins read calendars); nor for an app that \
      starts an embedded Python interpreter, whose scripts reach every API (Pyto's read \
      contacts). Clinical records are \
      HealthKit's, which a health app imports for its other data: only a call that names their \
      types (`HKClinicalType`) uses that key.
      """,
    defaultSeverity: .note, scope: .code,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .file("App/Scanner.swift", "import AVFoundation\n\nlet session = AVCaptureSession()\n")),
      .failing(
        .infoPlist("\t<key>↓NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n")),
      // An import that names nothing of the framework is left behind (iMast picks photos with
      // the system's picker beside `import Photos`); one whose file names a `PH` type may ask.
      .failing(
        .infoPlist(
          "\t<key>↓NSPhotoLibraryUsageDescription</key>\n\t<string>Attach photos.</string>\n"),
        .file(
          "App/Attach.swift",
          "import Photos\nimport UIKit\n\nfunc pick() -> UIImagePickerController {\n  let picker = UIImagePickerController()\n  picker.sourceType = .photoLibrary\n  return picker\n}\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>Attach photos.</string>\n"),
        .file(
          "App/Attach.swift",
          "import Photos\n\nfunc count() -> Int {\n  PHAsset.fetchAssets(with: nil).count\n}\n")),
      // A web view's pages ask for the camera through the delegate that decides it.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>See each other in calls.</string>\n"),
        .file(
          "App/Web.swift",
          "import WebKit\n\nfinal class Web: NSObject, WKUIDelegate {\n  func webView(_ webView: WKWebView, decideMediaCapturePermissionsFor origin: WKSecurityOrigin, initiatedBy frame: WKFrameInfo, type: WKMediaCaptureType) async -> WKPermissionDecision {\n    .grant\n  }\n}\n"
        )),
      // A pod named for the service may ask, whatever the Podfile's line endings.
      .passing(
        .infoPlist("\t<key>NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'ContactPicker'\n")),
      // An event bus is no calendar library (DanXi's `event_bus`); a calendar's is.
      .failing(
        .infoPlist(
          "\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>Add exams to your calendar.</string>\n"
        ),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'SwiftEventBus'\n")),
      .passing(
        .infoPlist(
          "\t<key>NSCalendarsUsageDescription</key>\n\t<string>Add exams to your calendar.</string>\n"
        ),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'RNCalendarEvents'\n")),
      // Jitsi Meet's SDK reads the calendar for its meetings (element-ios).
      .passing(
        .infoPlist(
          "\t<key>NSCalendarsUsageDescription</key>\n\t<string>See your meetings.</string>\n"
        ),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'JitsiMeetSDKLite'\n")),
      // A short hint opens a word of the name: `Reusable` is no Bluetooth library (Stopp
      // Corona's pods), `BLEManager` is.
      .failing(
        .infoPlist(
          "\t<key>↓NSBluetoothAlwaysUsageDescription</key>\n\t<string>Find nearby phones.</string>\n"
        ),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'Reusable'\n")),
      .passing(
        .infoPlist(
          "\t<key>NSBluetoothAlwaysUsageDescription</key>\n\t<string>Find nearby phones.</string>\n"
        ),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'BLEManager'\n")),
      // A video player records nothing (OneKey's `react-native-video`); a recorder may.
      .failing(
        .infoPlist(
          "\t<key>↓NSMicrophoneUsageDescription</key>\n\t<string>Record voice notes.</string>\n"
        ),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'react-native-video'\npod 'VideoPlayerKit'\n")),
      .passing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Record voice notes.</string>\n"
        ),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file(
          "Podfile", "platform :ios, '13.0'\npod 'react-native-video'\npod 'AudioRecorderKit'\n")),
      // AVFoundation that only plays asks nothing (SleepWell's rain sounds); an engine's input
      // records.
      .failing(
        .infoPlist(
          "\t<key>↓NSMicrophoneUsageDescription</key>\n\t<string>Detect snoring.</string>\n"),
        .file(
          "App/Rain.swift",
          "import AVFoundation\n\nlet player = try? AVAudioPlayer(contentsOf: URL(filePath: \"rain.m4a\"))\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Detect snoring.</string>\n"),
        .file(
          "App/Snore.swift",
          "import AVFoundation\n\nlet engine = AVAudioEngine()\nlet input = engine.inputNode\n")),
      // A Mac app that starts other programs: they ask under its name (SwiftBar's plugins). A
      // type of its own named `Process` starts nothing.
      .passing(
        .infoPlist(
          "\t<key>LSMinimumSystemVersion</key>\n\t<string>12.0</string>\n\t<key>NSCalendarsUsageDescription</key>\n\t<string>A plugin reads your calendars.</string>\n"
        ),
        .file(
          "App/Plugin.swift",
          "import Foundation\n\nfunc run(_ url: URL) throws {\n  let process = Process()\n  process.executableURL = url\n  try process.run()\n}\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>LSMinimumSystemVersion</key>\n\t<string>12.0</string>\n\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>A plugin reads your calendars.</string>\n"
        ),
        .file(
          "App/Plugin.swift",
          "import Foundation\n\nfunc run(_ url: URL) {\n  NSWorkspace.shared.open(url)\n}\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>LSMinimumSystemVersion</key>\n\t<string>12.0</string>\n\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>A plugin reads your calendars.</string>\n"
        ),
        .file(
          "App/Steps.swift",
          "import Foundation\n\nstruct Process: Identifiable {\n  let id: Int\n}\n\nlet first = Process(id: 1)\n"
        )),
      // An app that runs Python scripts: they may read contacts through the Objective-C
      // runtime (Pyto).
      .passing(
        .infoPlist(
          "\t<key>NSContactsUsageDescription</key>\n\t<string>Scripts read your contacts.</string>\n"
        ),
        .file(
          "App/Python.swift",
          "import Foundation\n\nfunc start() {\n  Py_Initialize()\n}\n")),
      // HealthKit is imported for workouts; clinical records are asked for by naming their
      // types, which nothing does.
      .failing(
        .infoPlist(
          "\t<key>NSHealthShareUsageDescription</key>\n\t<string>Read your workouts.</string>\n\t<key>↓NSHealthClinicalHealthRecordsShareUsageDescription</key>\n\t<string>Read your workouts.</string>\n"
        ),
        .file(
          "App/Health.swift",
          "import HealthKit\n\nfunc ask(_ store: HKHealthStore) {\n  store.requestAuthorization(toShare: [], read: [HKObjectType.workoutType()]) { _, _ in }\n}\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSHealthShareUsageDescription</key>\n\t<string>Read your records.</string>\n\t<key>NSHealthClinicalHealthRecordsShareUsageDescription</key>\n\t<string>Read your records.</string>\n"
        ),
        .file(
          "App/Health.swift",
          "import HealthKit\n\nlet allergies = HKObjectType.clinicalType(forIdentifier: .allergyRecord)\nfunc ask(_ store: HKHealthStore) {\n  store.requestAuthorization(toShare: [], read: [allergies!]) { _, _ in }\n}\n"
        )),

    ])

  /// " or the code it embeds (Shared, Kit)", where they embed some.
  static func embedding(_ targets: [ResolvedTarget]) -> String {
    let names = targets.flatMap { $0.target.code.embedded.map(\.name) }.uniqued()
    guard !names.isEmpty else { return "" }
    let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    return " or the code \(targets.count == 1 ? "it embeds" : "they embed") (\(shown))"
  }

  /// " (the package YubiKit is linked, and its code is not here)": the libraries that may, each
  /// named (one cut from the list could be the one that asks).
  static func unseen(_ targets: [ResolvedTarget]) -> String {
    let products = Set(
      targets.flatMap(\.target.code.unseenCode)
    ).sorted()
    guard !products.isEmpty else { return "" }
    let shown = products.joined(separator: ", ")
    return products.count == 1
      ? " (\(shown) is linked, and its code is not here)"
      : " (\(shown) are linked, and their code is not here)"
  }

  /// Words in a library's name that say it may ask for a key's permission (`image_picker`,
  /// `react-native-camera`, `geolocator`), by key: such a library is a use the scan cannot see.
  static let libraryHints: [String: [String]] = [
    "NSCameraUsageDescription": [
      "camera", "image_picker", "imagepicker", "scanner", "barcode", "qr", "vision",
    ],
    "NSPhotoLibraryUsageDescription": [
      "image_picker", "imagepicker", "photo", "gallery", "media", "cameraroll", "camera-roll",
    ],
    "NSPhotoLibraryAddUsageDescription": [
      "image_picker", "imagepicker", "photo", "gallery", "media", "cameraroll", "camera-roll",
      "save",
    ],
    "NSMicrophoneUsageDescription": [
      "audio", "record", "microphone", "voice", "speech", "video", "webrtc", "jitsi",
    ],
    // Reading the Wi-Fi network's name needs location access on iOS.
    "NSLocationWhenInUseUsageDescription": [
      "location", "geolocator", "geolocation", "map", "network_info", "wifi",
    ],
    "NSLocationAlwaysAndWhenInUseUsageDescription": [
      "location", "geolocator", "geolocation", "geofenc", "network_info", "wifi",
    ],
    "NSContactsUsageDescription": ["contact"],
    // Not "event": event buses and screen-capture events are no calendar (DanXi's `event_bus`).
    // Jitsi Meet's SDK reads the calendar for its meetings (element-ios).
    "NSCalendarsUsageDescription": ["calendar", "eventkit", "event_kit", "event-kit", "jitsi"],
    "NSCalendarsFullAccessUsageDescription": [
      "calendar", "eventkit", "event_kit", "event-kit", "jitsi",
    ],
    "NSCalendarsWriteOnlyAccessUsageDescription": [
      "calendar", "eventkit", "event_kit", "event-kit", "jitsi",
    ],
    "NSRemindersUsageDescription": ["reminder"],
    "NSRemindersFullAccessUsageDescription": ["reminder", "eventkit", "event_kit", "event-kit"],
    "NSBluetoothAlwaysUsageDescription": ["bluetooth", "ble", "blue"],
    "NSBluetoothWhileInUseUsageDescription": ["bluetooth", "ble", "blue"],
    "NSFaceIDUsageDescription": [
      "local_auth", "local-auth", "localauth", "biometric", "faceid", "face-id", "touch-id",
    ],
    "NSSpeechRecognitionUsageDescription": ["speech", "voice"],
    "NSMotionUsageDescription": ["pedometer", "motion", "sensor"],
    "NSUserTrackingUsageDescription": ["tracking", "idfa", "advertis", "adjust", "appsflyer"],
    "NSLocalNetworkUsageDescription": [
      "network_info", "bonjour", "mdns", "nsd", "lan", "local_network",
    ],
    "NSHealthShareUsageDescription": ["health"],
    "NSHealthUpdateUsageDescription": ["health"],
    "NSAppleMusicUsageDescription": [
      "music", "media_library", "medialibrary", "mediaplayer", "audio_query", "ipod",
    ],
    "NFCReaderUsageDescription": ["nfc"],
  ]

  /// The keys each permission group of Flutter's `permission_handler` asks for, by the name of
  /// its Podfile switch (`PERMISSION_CAMERA`).
  static let permissionHandlerKeys: [String: [String]] = [
    "CAMERA": ["NSCameraUsageDescription"], "MICROPHONE": ["NSMicrophoneUsageDescription"],
    "CONTACTS": ["NSContactsUsageDescription"],
    "EVENTS": calendarKeys, "EVENTS_FULL_ACCESS": calendarKeys,
    "REMINDERS": ["NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription"],
    "SPEECH_RECOGNIZER": ["NSSpeechRecognitionUsageDescription"],
    "PHOTOS": ["NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"],
    "PHOTOS_ADD_ONLY": ["NSPhotoLibraryAddUsageDescription"],
    "LOCATION": Array(UsageKeyRegistry.alwaysLocationKeys) + [
      "NSLocationWhenInUseUsageDescription"
    ],
    "LOCATION_WHENINUSE": ["NSLocationWhenInUseUsageDescription"],
    "LOCATION_ALWAYS": Array(UsageKeyRegistry.alwaysLocationKeys),
    "MEDIA_LIBRARY": ["NSAppleMusicUsageDescription"], "SENSORS": ["NSMotionUsageDescription"],
    "BLUETOOTH": ["NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription"],
    "APP_TRACKING_TRANSPARENCY": ["NSUserTrackingUsageDescription"],
  ]
  static let calendarKeys = [
    "NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription",
    "NSCalendarsWriteOnlyAccessUsageDescription",
  ]

  /// Whether Flutter's `permission_handler` may ask for a key: one of a group its Podfile
  /// compiles in, where it names some (another plugin may depend on it: the app need not), else,
  /// where the app depends on it, one of any group. It has none for Face ID or Siri (ox-coi's
  /// tables translate both).
  static func permissionHandlerAsks(_ key: String, in target: ResolvedTarget) -> Bool {
    let code = target.target.code
    let groups: [String]
    if let named = code.permissionHandlerGroups {
      groups = Array(named)
    } else if code.unseenLibraries.contains("permission_handler" + TargetCode.flutterPluginLabel) {
      groups = Array(permissionHandlerKeys.keys)
    } else {
      return false
    }
    return groups.contains { permissionHandlerKeys[$0]?.contains(key) ?? false }
  }

  /// Whether a linked library whose code is not here is named like one that asks for the key.
  static func hinted(_ key: String, _ targets: [ResolvedTarget]) -> Bool {
    if targets.contains(where: { permissionHandlerAsks(key, in: $0) }) { return true }
    guard let hints = libraryHints[key] else { return false }
    // A short hint opens a word of the name: `Reusable` is no Bluetooth library,
    // `react-native-ble-plx` and `BLEManager` are. Names are split only for such hints.
    let splitsNames = hints.contains { $0.count <= 3 }
    return targets.contains { target in
      target.target.code.unseenCode.contains { name in
        let lower = name.lowercased()
        if key == "NSMicrophoneUsageDescription", plays(lower) { return false }
        let words = splitsNames ? NameWords.of(name) : []
        // `google-cast-sdk-no-bluetooth` is named for the service it leaves out.
        return hints.contains { hint in
          !lower.contains("no-\(hint)")
            && (hint.count > 3
              ? lower.contains(hint) : words.contains { $0.hasPrefix(hint) })
        }
      }
    }
  }

  /// Whether a library's name says it plays media, which needs no microphone: a player
  /// (`audioplayers`, `video_player`) or React Native's and Expo's video views (OneKey's
  /// `react-native-video`).
  static func plays(_ lowercasedName: String) -> Bool {
    lowercasedName.contains("player")
      || ["react-native-video", "expo-video"].contains {
        lowercasedName == $0 || lowercasedName.hasPrefix("\($0) ")
      }
  }

  /// Whether no bundle's code could need a key and no library whose code is not here is named
  /// for its service: the evidence of this rule's note.
  static func nothingUses(_ key: String, frameworks: Set<String>, in bundles: [ResolvedTarget])
    -> Bool
  {
    !bundles.contains { mayUse($0, key, frameworks: frameworks) } && !hinted(key, bundles)
  }

  /// Whether anything in a bundle could need a key: a call, an import or a linked framework,
  /// in its own code or that of the libraries it embeds.
  static func mayUse(_ target: ResolvedTarget, _ key: String, frameworks: Set<String>) -> Bool {
    guard let facts = target.codeFacts, facts.fileCount > 0 else { return true }
    // A program a Mac app starts asks under the app's name, with its texts (SwiftBar's plugins).
    if facts.launchesPrograms, target.resolvedSources.deployment.platform == "macos" {
      return true
    }
    // An embedded interpreter's scripts call what they like (Pyto's Python reads contacts).
    if facts.runsScripts { return true }
    if UsageKeyFrameworks.provenByCallOnly.contains(key) {
      return facts.uses.contains { $0.api.keys.contains(key) }
    }
    let linked = Set(
      target.target.code.linkedFrameworks + target.target.code.embedded.flatMap(\.frameworks))
    // Code that imports AVFoundation and names no way to record sound plays it (SleepWell).
    let imports =
      facts.imports(anyOf: frameworks)
      && (key != "NSMicrophoneUsageDescription" || facts.recordsAudio || facts.captures)
    return facts.uses.contains { $0.api.keys.contains(key) } || imports
      || !linked.isDisjoint(with: frameworks)
      || !target.target.code.kotlinImports.isDisjoint(with: frameworks)
  }

  /// What the code lacks: a call, and an import of the key's frameworks (or, for a key only a
  /// call proves, the call alone).
  static func absence(of key: String, frameworks: Set<String>, in targets: [ResolvedTarget])
    -> String
  {
    let listed = frameworks.sorted().joined(separator: ", ")
    if UsageKeyFrameworks.provenByCallOnly.contains(key) {
      return "no call needs it (\(listed) is imported for other data)"
    }
    // Only the microphone's frameworks are imported where nothing uses the key: to play sound.
    let imported = frameworks.intersection(targets.flatMap { $0.codeFacts?.imports ?? [] })
    return imported.isEmpty
      ? "no call needs it and no code imports \(listed)"
      : "no call needs it, and the code that imports \(imported.sorted().joined(separator: ", ")) names no way to record sound"
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for declaration in SharedDeclaration.all(context) {
      let key = declaration.source.key
      guard let frameworks = UsageKeyFrameworks.byKey[key],
        nothingUses(key, frameworks: frameworks, in: declaration.targets)
      else { continue }
      emit(
        Finding(
          "nothing in \(declaration.names)\(Self.embedding(declaration.targets)) uses '\(key)': \(Self.absence(of: key, frameworks: frameworks, in: declaration.targets)); remove it unless a linked library needs it\(Self.unseen(declaration.targets))",
          at: declaration.source.keyLocation, key: key))
    }
  }
}
