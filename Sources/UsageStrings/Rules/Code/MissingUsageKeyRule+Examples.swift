/// The projects and files `MissingUsageKeyRule`'s examples are made of.
extension MissingUsageKeyRule {
  /// The rule's examples, each a test (`RuleExampleTests`) and a part of `docs/RULES.md`.
  static let examples: [RuleExample] = [
    .passing(
      .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .file(
        "App/Scanner.swift",
        "import AVFoundation\n\nfunc ask() {\n  AVCaptureDevice.requestAccess(for: .video) { _ in }\n}\n"
      )),
    .failing(
      .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .file(
        "App/Recorder.swift",
        "import AVFoundation\n\nfunc ask() {\n  AVAudioSession.sharedInstance().↓requestRecordPermission { _ in }\n}\n"
      )),
    .failing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Map.swift",
        "import CoreLocation\n\nlet manager = CLLocationManager()\nfunc start() { manager.↓requestWhenInUseAuthorization() }\n"
      )),
    // Full access to reminders is asked where only its own key is read (iOS 17, macOS 14): the
    // older key, enough for `requestAccess(to: .reminder)`, is not (MenuBarCalendar).
    .failing(
      .infoPlist(
        "\t<key>NSRemindersUsageDescription</key>\n\t<string>Add your tasks to the list.</string>\n"
      ),
      .file(
        "App/Tasks.swift",
        "import EventKit\n\nlet store = EKEventStore()\nfunc ask() { store.↓requestFullAccessToReminders { _, _ in } }\n"
      )),
    .passing(
      .infoPlist(
        "\t<key>NSRemindersUsageDescription</key>\n\t<string>Add your tasks to the list.</string>\n"
      ),
      .file(
        "App/Tasks.swift",
        "import EventKit\n\nlet store = EKEventStore()\nfunc ask() { store.requestAccess(to: .reminder) { _, _ in } }\n"
      )),
    // A bare call of the app's own method named like Apple's asks nothing (Inspiry's, whose
    // body is commented out); the call of Apple's inside such a wrapper does.
    .passing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/AppDelegate.swift",
        "import UIKit\n\nfinal class AppDelegate {\n  func start() {\n    requestTrackingAuthorization()\n  }\n  private func requestTrackingAuthorization() {\n    // ATTrackingManager.requestTrackingAuthorization { _ in }\n  }\n}\n"
      )),
    .failing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/AppDelegate.swift",
        "import AppTrackingTransparency\n\nfinal class AppDelegate {\n  func start() {\n    requestTrackingAuthorization()\n  }\n  private func requestTrackingAuthorization() {\n    ATTrackingManager.↓requestTrackingAuthorization { _ in }\n  }\n}\n"
      )),
    // A camera found for its torch asks nothing; one given to a capture session does.
    .passing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Torch.swift",
        "import AVFoundation\n\nfunc light() throws {\n  let torch = AVCaptureDevice.default(for: .video)\n  try torch?.lockForConfiguration()\n}\n"
      )),
    .failing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Torch.swift",
        "import AVFoundation\n\nfunc light() throws {\n  let torch = ↓AVCaptureDevice.default(for: .video)\n  try torch?.lockForConfiguration()\n}\n"
      ),
      .file(
        "App/Scanner.swift",
        "import AVFoundation\n\nlet session = AVCaptureSession()\n"
      )),
    // A camera found and one used by a document scanner: one finding, at the scanner.
    .failing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Camera.swift",
        "import AVFoundation\n\nlet camera = AVCaptureDevice.default(for: .video)\nlet input = AVCaptureDeviceInput.self\n"
      ),
      .file(
        "App/Scanner.swift",
        "import VisionKit\n\nlet scanner = ↓VNDocumentCameraViewController()\n"
      )),
    // Calls that need the same key of the same bundle are one cause, one fix: one finding.
    .failing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Map.swift",
        "import CoreLocation\n\nlet manager = CLLocationManager()\nfunc start() { manager.↓requestWhenInUseAuthorization() }\nfunc again() { manager.startUpdatingLocation() }\n"
      )),
    .passing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Notes.swift",
        "// manager.requestWhenInUseAuthorization()\nlet hint = \"call requestRecordPermission first\"\n"
      )),
    // Asking whether Face ID could be used shows nothing; evaluating the policy asks for it.
    .passing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Lock.swift",
        "import LocalAuthentication\n\nfunc canLock() -> Bool {\n  LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)\n}\n"
      )),
    .failing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Lock.swift",
        "import LocalAuthentication\n\nfunc unlock() {\n  LAContext().evaluatePolicy(↓.deviceOwnerAuthenticationWithBiometrics, localizedReason: \"Unlock\") { _, _ in }\n}\n"
      )),
    // A Mac app's plist (a Qt app's: no build settings, only keys macOS reads) needs no Face
    // ID key: Touch ID asks without one (Status Desktop).
    .passing(
      macPlist,
      .file(
        "App/Lock.swift",
        "import LocalAuthentication\n\nfunc unlock() {\n  LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: \"Unlock\") { _, _ in }\n}\n"
      )),
    // A Mac app asks for location by macOS's key or the When-In-Use one; iOS's Always keys are
    // not read there (PommeCore's Mac target asked for Always with the When-In-Use key).
    .passing(
      macPlistWith(
        "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show the boats near you.</string>\n"
      ),
      .file(
        "App/Locator.swift",
        "import CoreLocation\n\nlet manager = CLLocationManager()\n\nfunc locate() {\n  manager.requestAlwaysAuthorization()\n}\n"
      )),
    .failing(
      macPlist,
      .file(
        "App/Locator.swift",
        "import CoreLocation\n\nlet manager = CLLocationManager()\n\nfunc locate() {\n  manager.↓requestAlwaysAuthorization()\n}\n"
      )),
    // A file that imports UIKit never compiles for a Mac app (Status Desktop's iOS code
    // beside its Mac plist); one that imports it only under a condition may.
    .passing(
      macPlist,
      .file(
        "App/PhotoUtils.m",
        "#import <Photos/Photos.h>\n#import <UIKit/UIKit.h>\n\nvoid count(void) {\n  [PHAsset fetchAssetsWithOptions:nil];\n}\n"
      )),
    .failing(
      macPlist,
      .file(
        "App/PhotoUtils.m",
        "#import <Photos/Photos.h>\n#if TARGET_OS_IPHONE\n#import <UIKit/UIKit.h>\n#endif\n\nvoid count(void) {\n  ↓[PHAsset fetchAssetsWithOptions:nil];\n}\n"
      )),
    // Nor one that adopts SwiftUI's UIKit protocols (Rudolstadt's map, shared with the Mac
    // target of Xcode's multiplatform template).
    .passing(
      macPlist,
      .file(
        "App/StoreMap.swift",
        "import CoreLocation\nimport MapKit\nimport SwiftUI\n\nstruct StoreMap: UIViewRepresentable {\n  let manager = CLLocationManager()\n  func makeUIView(context: Context) -> MKMapView {\n    manager.requestWhenInUseAuthorization()\n    return MKMapView()\n  }\n  func updateUIView(_ view: MKMapView, context: Context) {}\n}\n"
      )),
    // One that declares them for the Mac compiles there (a common shim): its calls count.
    .failing(
      macPlist,
      .file(
        "App/Shims.swift",
        "import SwiftUI\n\n#if os(macOS)\ntypealias UIViewRepresentable = NSViewRepresentable\n#endif\n"
      ),
      .file(
        "App/StoreMap.swift",
        "import CoreLocation\nimport SwiftUI\n\nstruct StoreMap: UIViewRepresentable {\n  let manager = CLLocationManager()\n  func locate() {\n    manager.↓requestWhenInUseAuthorization()\n  }\n}\n"
      )),
    // Nor an Objective-C file that imports it under a directive written with blanks.
    .passing(
      macPlist,
      .file(
        "App/PhotoUtils.m",
        "#import <Photos/Photos.h>\n#  import <UIKit/UIKit.h>\n\nvoid count(void) {\n  [PHAsset fetchAssetsWithOptions:nil];\n}\n"
      )),
    .failing(
      macPlist,
      .file(
        "App/PhotoUtils.m",
        "#import <Photos/Photos.h>\n#  if TARGET_OS_IPHONE\n#    import <UIKit/UIKit.h>\n#  endif\n\nvoid count(void) {\n  ↓[PHAsset fetchAssetsWithOptions:nil];\n}\n"
      )),
    // An app's own method named like the API is declared, not called.
    .passing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
      .file(
        "App/Contacts.swift",
        "import Contacts\n\nprotocol ContactSource {\n  func enumerateContacts(usingBlock: (CNContact) -> Void)\n}\n"
      )),
    // A web view that decides its pages' capture requests uses the camera and microphone
    // (Cirruscope's calls): without the camera's key WebKit refuses it; a note, since the
    // delegate may deny it anyway.
    .failing(
      .infoPlist(
        "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Talk in calls.</string>\n"),
      .file(
        "App/Web.swift",
        "import WebKit\n\nfinal class Web: NSObject, WKUIDelegate {\n  func webView(_ webView: WKWebView, ↓decideMediaCapturePermissionsFor origin: WKSecurityOrigin, initiatedBy frame: WKFrameInfo, type: WKMediaCaptureType) async -> WKPermissionDecision {\n    .grant\n  }\n}\n"
      ), severity: .note),
    // A view only previews show saves a screenshot (Wordlike's screenshot frame): Xcode's
    // canvas runs it, the app may never, so a note. A screen that shows it: an error.
    previewedFrame(
      named: "#Preview {\n  Frame {\n    Text(\"Hi\")\n  }\n}\n", severity: .note),
    previewedFrame(
      named:
        "struct Board_Previews: PreviewProvider {\n  static var previews: some View {\n    Frame { Text(\"Hi\") }\n  }\n}\n",
      severity: .note),
    previewedFrame(
      named: "struct Board: View {\n  var body: some View {\n    Frame { Text(\"Hi\") }\n  }\n}\n"),
    // No project says which bundle runs Core's code, and the app declares the key: a note.
    .failing(
      .infoPlist("\t<key>NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"),
      .file(
        "Core/Info.plist",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleName</key>\n\t<string>Core</string>\n</dict>\n</plist>\n"
      ),
      .file(
        "Core/Contacts.swift",
        "import Contacts\n\nfunc ask() async throws {\n  try await CNContactStore().↓requestAccess(for: .contacts)\n}\n"
      ), severity: .note),
    // The shipping Info.plist is made by the build (HandBrake's from an .m4): whether it
    // declares the key is unknown, and the missing file is the note.
    .passing(
      .file(
        "App.xcodeproj/project.pbxproj",
        compilingRecorder.replacingOccurrences(
          of: "INFOPLIST_FILE = App/Info.plist;",
          with: "INFOPLIST_FILE = build/Info.plist; INFOPLIST_KEY_CFBundleDisplayName = Receipts;"
        )),
      .file(
        "App/Recorder.swift",
        "import AVFoundation\n\nfunc ask() {\n  AVAudioSession.sharedInstance().requestRecordPermission { _ in }\n}\n"
      )),
    // An iOS share extension cannot use the camera: shared capture code needs no key there.
    .passing(
      .infoPlist(
        "\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>com.apple.share-services</string>\n\t</dict>\n"
      ),
      .file(
        "App/Camera.swift",
        "import AVFoundation\n\nfunc ask() {\n  AVCaptureDevice.requestAccess(for: .video) { _ in }\n}\n"
      )),
    // Another app beside it, whose Info.plist says it is one, asks from its own code: an
    // error, whatever the first app declares.
    .failing(
      .infoPlist("\t<key>NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"),
      .file(
        "Other/Info.plist",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UILaunchStoryboardName</key>\n\t<string>Launch</string>\n</dict>\n</plist>\n"
      ),
      .file(
        "Other/Contacts.swift",
        "import Contacts\n\nfunc ask() async throws {\n  try await CNContactStore().↓requestAccess(for: .contacts)\n}\n"
      )),
    // Face ID in an AutoFill extension whose app, in the same project, declares the key:
    // such extensions ship without it and show Face ID, so a note.
    .failing(
      .file("App.xcodeproj/project.pbxproj", sharingRecorder),
      .infoPlist(
        "\t<key>NSFaceIDUsageDescription</key>\n\t<string>Unlock your vault.</string>\n"),
      .file(
        "Share/Info.plist",
        extensionPlist("com.apple.authentication-services-credential-provider-ui")
      ),
      .file(
        "App/Recorder.swift",
        "import LocalAuthentication\n\nfunc unlock() {\n  LAContext().evaluatePolicy(↓.deviceOwnerAuthentication, localizedReason: \"Unlock\") { _, _ in }\n}\n"
      ), severity: .note),
    // An extension that reads contacts only once access was granted, where its app asks
    // (azooKey's keyboard): a note. Under `!= .authorized` it asks: an error.
    .failing(
      .file("App.xcodeproj/project.pbxproj", sharingRecorder),
      .infoPlist("\t<key>NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"),
      .file("Share/Info.plist", extensionPlist("com.apple.keyboard-service")),
      .file(
        "App/Recorder.swift",
        "import Contacts\n\nfunc names() throws {\n  if CNContactStore.authorizationStatus(for: .contacts) == .authorized {\n    try CNContactStore().↓enumerateContacts(with: CNContactFetchRequest(keysToFetch: [])) { _, _ in }\n  }\n}\n"
      ), severity: .note),
    .failing(
      .file("App.xcodeproj/project.pbxproj", sharingRecorder),
      .infoPlist("\t<key>NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"),
      .file("Share/Info.plist", extensionPlist("com.apple.keyboard-service")),
      .file(
        "App/Recorder.swift",
        "import Contacts\n\nfunc ask() {\n  if CNContactStore.authorizationStatus(for: .contacts) != .authorized {\n    CNContactStore().↓requestAccess(for: .contacts) { _, _ in }\n  }\n}\n"
      )),
    // AppleScript that tells another app sends it Apple events; one that only runs a shell
    // command (AirBattery's installer, `with administrator privileges`) may send none: a note.
    .failing(
      macPlist,
      .file(
        "App/Music.swift",
        "import Foundation\n\nfunc pause() {\n  ↓NSAppleScript(source: \"tell application \\\"Music\\\" to pause\")?.executeAndReturnError(nil)\n}\n"
      )),
    .failing(
      macPlist,
      .file(
        "App/Installer.swift",
        "import Foundation\n\nfunc install(_ command: String) {\n  let script = \"do shell script \\\"\\(command)\\\" with administrator privileges\"\n  ↓NSAppleScript(source: script)?.executeAndReturnError(nil)\n}\n"
      ), severity: .note),
    // A widget reads its location keys from its app's Info.plist (Pyto's widget).
    .passing(
      .file("App.xcodeproj/project.pbxproj", sharingRecorder),
      .infoPlist(
        "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show the weather where you are.</string>\n"
      ),
      .file(
        "Share/Info.plist",
        extensionPlist(
          "com.apple.widgetkit-extension",
          "\t<key>NSWidgetWantsLocation</key>\n\t<true/>\n")
      ),
      .file(
        "App/Recorder.swift",
        "import CoreLocation\n\nfunc locate(_ manager: CLLocationManager) {\n  manager.requestWhenInUseAuthorization()\n}\n"
      )),
    // With no app of its project that declares the key, the widget's call stands.
    .failing(
      .file("App.xcodeproj/project.pbxproj", sharingRecorder),
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Weather</string>\n"),
      .file(
        "Share/Info.plist",
        extensionPlist("com.apple.widgetkit-extension")
      ),
      .file(
        "App/Recorder.swift",
        "import CoreLocation\n\nfunc locate(_ manager: CLLocationManager) {\n  manager.↓requestWhenInUseAuthorization()\n}\n"
      )),
    // The extension compiles the app's file, but only the app's own screen calls the
    // function that asks (Seafile's extensions): it may never run there, a note.
    .failing(
      sharedPhotos.project, sharedPhotos.app, sharedPhotos.share, sharedPhotos.screen,
      .file(
        "App/Recorder.swift",
        "import Photos\n\nfunc askForPhotos() {\n  ↓PHPhotoLibrary.requestAuthorization { _ in }\n}\n"
      ), severity: .note),
    // A view the shared file declares, which only the app's own screen shows (IllustMate's
    // album cover): its call may never run in the extension, a note.
    .failing(
      sharedPhotos.project, sharedPhotos.app, sharedPhotos.share, photoCover.screen,
      .file("App/Recorder.swift", photoCover.view), severity: .note),
    // An intent the system makes in the extension's process, whoever names it: it may run.
    .failing(
      sharedPhotos.project, sharedPhotos.app, sharedPhotos.share, photoCover.screen,
      .file(
        "App/Recorder.swift",
        photoCover.view.replacingOccurrences(
          of: "struct PhotoCover {", with: "struct PhotoCover: AppIntent {"))),
    // The shared file makes the view itself, outside it: it may run in the extension too.
    .failing(
      sharedPhotos.project, sharedPhotos.app, sharedPhotos.share, photoCover.screen,
      .file("App/Recorder.swift", photoCover.view + "\nlet cover = PhotoCover()\n")),
    // A property of the function's name in the app is no call: a delegate method the system
    // calls in the extension too stays an error.
    .failing(
      sharedPhotos.project, sharedPhotos.app, sharedPhotos.share,
      .file("App/Screen.swift", "let askForPhotos = 1\nfunc attach() { print(askForPhotos) }\n"),
      .file(
        "App/Recorder.swift",
        "import Photos\n\nfunc askForPhotos() {\n  ↓PHPhotoLibrary.requestAuthorization { _ in }\n}\n"
      )),
    // The shared file calls it itself: it may run in the extension too.
    .failing(
      sharedPhotos.project, sharedPhotos.app, sharedPhotos.share, sharedPhotos.screen,
      .file(
        "App/Recorder.swift",
        "import Photos\n\nfunc askForPhotos() {\n  ↓PHPhotoLibrary.requestAuthorization { _ in }\n}\n\nfunc pick() { askForPhotos() }\n"
      )),
    // Asking whether a manager responds to a selector calls nothing (the Saarland university
    // app's check before it asks while in use).
    .passing(
      .infoPlist(
        "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show the campus map around you.</string>\n"
      ),
      .file(
        "App/Locator.m",
        "#import <CoreLocation/CoreLocation.h>\n\nvoid ask(CLLocationManager *manager) {\n  if ([manager respondsToSelector:@selector(requestAlwaysAuthorization)]) {\n    [manager requestWhenInUseAuthorization];\n  }\n}\n"
      )),
    // A notification service extension has no interface: code it shares with the app never
    // asks for access there.
    .passing(
      .infoPlist(
        "\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>com.apple.usernotifications.service</string>\n\t</dict>\n"
      ),
      .file(
        "App/Recorder.swift",
        "import AVFoundation\n\nfunc ask() {\n  AVAudioSession.sharedInstance().requestRecordPermission { _ in }\n}\n"
      )),
    // A Flutter plugin made to ask for location, and no location key: the Dart code that
    // calls it is not read, so a note (Huda's prayer times).
    .failing(
      .file("pubspec.yaml", flutterApp(using: "geolocator")),
      .file("ios/App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
      .infoPlist(
        "↧\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n",
        path: "ios/App/Info.plist"),
      severity: .note),
    .passing(
      .file("pubspec.yaml", flutterApp(using: "geolocator")),
      .file("ios/App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
      .infoPlist(
        "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show prayer times where you are.</string>\n",
        path: "ios/App/Info.plist")),
    // A picker's plugin asks nothing for the photo library.
    .passing(
      .file("pubspec.yaml", flutterApp(using: "image_picker")),
      .file("ios/App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n",
        path: "ios/App/Info.plist")),
  ]

  /// An app that declares the photo library and calls `askForPhotos()` from its own screen, and
  /// a share extension that does not declare it and compiles the app's `App/Recorder.swift`.
  static let sharedPhotos = (
    project: ExampleFile.file("App.xcodeproj/project.pbxproj", sharingRecorderAndScreen),
    app: ExampleFile.infoPlist(
      "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>Attach photos.</string>\n"),
    share: ExampleFile.file("Share/Info.plist", shareExtensionPlist),
    screen: ExampleFile.file("App/Screen.swift", "func attach() {\n  askForPhotos()\n}\n")
  )

  /// A view of the shared file that asks for photos, and the app's screen that shows it.
  static let photoCover = (
    screen: ExampleFile.file(
      "App/Screen.swift", "func attach() -> PhotoCover {\n  PhotoCover()\n}\n"),
    view:
      "import Photos\n\nstruct PhotoCover {\n  func load() {\n    ↓PHPhotoLibrary.requestAuthorization { _ in }\n  }\n  func show() { load() }\n}\n"
  )

  /// A share extension's Info.plist.
  static let shareExtensionPlist = extensionPlist("com.apple.share-services")

  /// The Info.plist of an extension of the `point`, with the keys `extra` before its own.
  static func extensionPlist(_ point: String, _ extra: String = "") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(extra)\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>\(point)</string>\n\t</dict>\n</dict>\n</plist>\n"
  }

  /// A Mac app's Info.plist as a Qt app writes it: no settings, a key only macOS reads.
  static let macPlist = macPlistWith("")

  /// `macPlist` with the keys `extra` after its own.
  static func macPlistWith(_ extra: String) -> ExampleFile {
    ExampleFile.infoPlist(
      "\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n\t<key>NSHighResolutionCapable</key>\n\t<true/>\n"
        + extra)
  }

  /// `UnbuiltTableRule.project` whose app also compiles `App/Recorder.swift`.
  static let compilingRecorder = UnbuiltTableRule.project.replacingOccurrences(
    of: "buildPhases = (R1)", with: "buildPhases = (R1, S1)"
  ).replacingOccurrences(of: "children = (F2, V1, V2)", with: "children = (F2, F7, V1, V2)")
    .replacingOccurrences(
      of: "\t\tF2 /* Info.plist */",
      with:
        "\t\tS1 = {isa = PBXSourcesBuildPhase; files = (B7); };\n\t\tB7 = {isa = PBXBuildFile; fileRef = F7; };\n\t\tF7 = {isa = PBXFileReference; path = Recorder.swift; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */"
    )

  /// `compilingRecorder` with an extension, `Share`, that compiles `App/Recorder.swift` too.
  static let sharingRecorder = compilingRecorder.replacingOccurrences(
    of: "targets = (T1)", with: "targets = (T1, T2)"
  ).replacingOccurrences(
    of: "\t\tF2 /* Info.plist */",
    with:
      "\t\tT2 /* Share */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (S2); name = Share; productType = \"com.apple.product-type.app-extension\"; };\n\t\tS2 = {isa = PBXSourcesBuildPhase; files = (B8); };\n\t\tB8 = {isa = PBXBuildFile; fileRef = F7; };\n\t\tC3 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Share/Info.plist; PRODUCT_NAME = \"$(TARGET_NAME)\";}; name = Release; };\n\t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3); };\n\t\tF2 /* Info.plist */"
  )

  /// `sharingRecorder` whose app also compiles `App/Screen.swift`, which the extension does not.
  static let sharingRecorderAndScreen = sharingRecorder.replacingOccurrences(
    of: "files = (B7); }", with: "files = (B7, B9); }"
  ).replacingOccurrences(of: "children = (F2, F7, V1, V2)", with: "children = (F2, F7, F8, V1, V2)")
    .replacingOccurrences(
      of: "\t\tF2 /* Info.plist */",
      with:
        "\t\tB9 = {isa = PBXBuildFile; fileRef = F8; };\n\t\tF8 = {isa = PBXFileReference; path = Screen.swift; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */"
    )

  /// A Flutter app's `pubspec.yaml` that depends on one plugin.
  static func flutterApp(using plugin: String) -> String {
    "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  \(plugin): ^1.0.0\n"
  }

  /// An app whose `Frame` view saves what it shows to the photo library, declaring no photo key,
  /// and whose `Board.swift` holds `code`, which names the view.
  static func previewedFrame(named code: String, severity: Severity? = nil) -> RuleExample {
    .failing(
      .infoPlist("\t<key>CFBundleName</key>\n\t<string>Board</string>\n"),
      .file(
        "App/Frame.swift",
        "import SwiftUI\n\nstruct Frame<Content: View>: View {\n  let content: () -> Content\n  var body: some View {\n    Button(\"Save\") {\n      ↓UIImageWriteToSavedPhotosAlbum(UIImage(), nil, nil, nil)\n    }\n  }\n}\n"
      ),
      .file("App/Board.swift", "import SwiftUI\n\n" + code), severity: severity)
  }
}
