/// The calls the code rules look for.
public enum CodeAPIs {
  static let whenInUse = [
    "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
    "NSLocationUsageDescription",
  ]
  static let always = [
    "NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription",
  ]
  static let calendars = ["NSCalendarsFullAccessUsageDescription", "NSCalendarsUsageDescription"]
  static let reminders = ["NSRemindersFullAccessUsageDescription", "NSRemindersUsageDescription"]
  static let bluetooth = [
    "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription",
  ]
  static let health = ["NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription"]

  /// Names that show the code captures: a device found for its torch asks nothing (Kodi
  /// Remote's flashlight), one given to a session does.
  static let captureAnchors = [
    "AVCaptureSession", "AVCaptureMultiCamSession", "AVCaptureDeviceInput",
  ]

  /// Names that show the code may record sound: an engine's input, a recorder, a record
  /// category, an input audio unit or queue, live speech, a screen recording, a web page's
  /// `getUserMedia`, a picker's video. AVFoundation imported without one plays sound, which
  /// asks nothing (SleepWell's rain sounds).
  static let audioInputAnchors = [
    "inputNode", "AVAudioInputNode", "AVAudioRecorder", "requestRecordPermission*",
    "recordPermission", "playAndRecord", "AVAudioSessionCategoryRecord",
    "AVAudioSessionCategoryPlayAndRecord", "AudioQueueNewInput", "kAudioUnitSubType_RemoteIO",
    "kAudioUnitSubType_VoiceProcessingIO", "kAudioOutputUnitProperty_EnableIO",
    "SFSpeechAudioBufferRecognitionRequest", "RPScreenRecorder", "providesAudioData",
    "WKWebView", "UIImagePickerController", "AVCaptureAudioDataOutput",
  ]

  /// Names that show the code may need location Always: background and region monitoring (a
  /// region's type: Swift's `startMonitoring(for:)` shares its name with reachability's),
  /// visits, and sessions that may ask for Always (`CLServiceSession(authorization: .always)`).
  static let backgroundLocationAnchors = [
    "startMonitoringSignificantLocationChanges", "startMonitoringVisits",
    "startMonitoringForRegion", "allowsBackgroundLocationUpdates", "CLRegion", "CLCircularRegion",
    "CLBeaconRegion", "CLMonitor", "CLServiceSession", "CLBackgroundActivitySession",
  ]

  /// Names that show the code starts other programs (a macOS app's plugins, scripts, tools):
  /// the system asks for what they use under the app's name and with its purpose strings.
  static let launchAnchors = [
    "Process", "NSTask", "posix_spawn", "posix_spawnp", "execv", "execve", "execvp",
  ]

  /// Calls that start an embedded Python interpreter: its scripts reach every Apple API through
  /// the Objective-C runtime (Pyto's `rubicon` bridge reads contacts), with the app's keys.
  static let interpreterAnchors = ["Py_Initialize", "Py_InitializeEx", "Py_InitializeFromConfig"]

  public static let all: [CodeAPI] = [
    .init(
      name: "AVCaptureDevice.requestAccess(for: .video)",
      pattern: #"\brequestAccess\s*\(\s*for:\s*(?:AVMediaType\s*)?\.video"#,
      anchors: ["requestAccess"], keys: ["NSCameraUsageDescription"]),
    .init(
      name: "requestAccessForMediaType:AVMediaTypeVideo",
      pattern: #"\brequestAccessForMediaType:\s*AVMediaTypeVideo"#,
      anchors: ["requestAccessForMediaType"], keys: ["NSCameraUsageDescription"]),
    .init(
      name: "UIImagePickerController with the camera",
      pattern: #"\bsourceType\s*[:=]\s*\.camera|\bUIImagePickerControllerSourceTypeCamera"#,
      anchors: ["sourceType", "UIImagePickerControllerSourceTypeCamera"],
      keys: ["NSCameraUsageDescription"]),
    .init(
      name: "VNDocumentCameraViewController", pattern: #"\bVNDocumentCameraViewController\b"#,
      anchors: ["VNDocumentCameraViewController"], keys: ["NSCameraUsageDescription"]),
    .init(
      name: "DataScannerViewController", pattern: #"\bDataScannerViewController\b"#,
      anchors: ["DataScannerViewController"], keys: ["NSCameraUsageDescription"]),
    .init(
      name: "AVCaptureDevice.default(for: .video)",
      pattern:
        #"\bAVCaptureDevice\s*\.\s*default\s*\((?:[^)]*for:\s*)?\.video|\[\s*AVCaptureDevice\s+defaultDeviceWithMediaType:\s*AVMediaTypeVideo"#,
      anchors: ["AVCaptureDevice"], keys: ["NSCameraUsageDescription"], needsCapture: true),
    .init(
      name: "AVAudioSession.requestRecordPermission", pattern: #"\brequestRecordPermission\b"#,
      anchors: ["requestRecordPermission"], keys: ["NSMicrophoneUsageDescription"]),
    .init(
      name: "AVCaptureDevice.requestAccess(for: .audio)",
      pattern:
        #"\brequestAccess\s*\(\s*for:\s*(?:AVMediaType\s*)?\.audio|\brequestAccessForMediaType:\s*AVMediaTypeAudio"#,
      anchors: ["requestAccess", "requestAccessForMediaType"],
      keys: ["NSMicrophoneUsageDescription"]),
    .init(
      name: "AVAudioRecorder", pattern: #"\bAVAudioRecorder\s*\(|\[\s*AVAudioRecorder\s+alloc\b"#,
      anchors: ["AVAudioRecorder"],
      keys: ["NSMicrophoneUsageDescription"]),
    .init(
      name: "AVAudioEngine.inputNode", pattern: #"\.\s*inputNode\b|\s+inputNode\s*\]"#,
      anchors: ["inputNode"],
      keys: ["NSMicrophoneUsageDescription"]),
    .init(
      name: "PHPhotoLibrary.requestAuthorization",
      pattern:
        #"\bPHPhotoLibrary\s*\.\s*requestAuthorization\s*(?:\(\s*for:\s*\.readWrite|\{|\(\s*\{|\(\s*\)|:)|\[\s*PHPhotoLibrary\s+requestAuthorization(?::|ForAccessLevel:\s*PHAccessLevelReadWrite)"#,
      anchors: ["PHPhotoLibrary"], keys: ["NSPhotoLibraryUsageDescription"]),
    .init(
      name: "PHAsset.fetchAssets",
      pattern:
        #"\bPHAsset(?:Collection)?\s*\.\s*fetch(?:Assets|AssetCollections)\b|\[\s*PHAsset(?:Collection)?\s+fetch(?:Assets|AssetCollections)|\bfetchAssetsWith"#,
      anchors: ["PHAsset", "PHAssetCollection", "fetchAssetsWith*"],
      keys: ["NSPhotoLibraryUsageDescription"]),
    .init(
      name: "PHPhotoLibrary.requestAuthorization(for: .addOnly)",
      pattern: #"\brequestAuthorization\s*\(\s*for:\s*\.addOnly|\bPHAccessLevelAddOnly"#,
      anchors: ["requestAuthorization", "PHAccessLevelAddOnly"],
      keys: ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]),
    .init(
      name: "UIImageWriteToSavedPhotosAlbum", pattern: #"\bUIImageWriteToSavedPhotosAlbum\b"#,
      anchors: ["UIImageWriteToSavedPhotosAlbum"],
      keys: ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]),
    .init(
      name: "UISaveVideoAtPathToSavedPhotosAlbum",
      pattern: #"\bUISaveVideoAtPathToSavedPhotosAlbum\b"#,
      anchors: ["UISaveVideoAtPathToSavedPhotosAlbum"],
      keys: ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]),
    .init(
      name: "PHAssetCreationRequest",
      pattern: #"\bPHAssetCreationRequest\b|\bcreationRequestForAsset"#,
      anchors: ["PHAssetCreationRequest", "creationRequestForAsset*"],
      keys: ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]),
    .init(
      name: "PhotosPicker",
      pattern: #"\bPhotosPicker\s*\(|\.photosPicker\s*\(|\bPHPickerViewController\b"#,
      anchors: ["PhotosPicker", "photosPicker", "PHPickerViewController"],
      keys: ["NSPhotoLibraryUsageDescription"], isPicker: true),
    .init(
      name: "CLLocationManager.requestWhenInUseAuthorization",
      pattern:
        #"\brequestWhenInUseAuthorization\b|\bCLServiceSession\b|\bCLLocationUpdate\s*\.\s*liveUpdates"#,
      anchors: ["requestWhenInUseAuthorization", "CLServiceSession", "CLLocationUpdate"],
      keys: whenInUse),
    .init(
      name: "CLLocationManager.requestAlwaysAuthorization",
      pattern: #"\brequestAlwaysAuthorization\b"#, anchors: ["requestAlwaysAuthorization"],
      keys: always),
    .init(
      name: "CLLocationManager.startUpdatingLocation",
      pattern:
        #"\b(?:startUpdatingLocation|requestLocation|startMonitoringSignificantLocationChanges)\s*(?:\(|\])"#,
      anchors: [
        "startUpdatingLocation", "requestLocation", "startMonitoringSignificantLocationChanges",
      ], keys: whenInUse),
    .init(
      name: "LocationButton", pattern: #"\b(?:LocationButton|CLLocationButton)\b"#,
      anchors: ["LocationButton", "CLLocationButton"],
      keys: ["NSLocationWhenInUseUsageDescription"], isPicker: true),
    .init(
      name: "CNContactStore.requestAccess",
      pattern:
        #"\brequestAccess\s*\(\s*for:\s*\.contacts|\brequestAccessForEntityType:\s*CNEntityTypeContacts|\bunifiedContacts\s*\(|\benumerateContacts\s*\(|\bunifiedContactsMatchingPredicate:|\benumerateContactsWithFetchRequest:|\bCNSaveRequest\s*\("#,
      anchors: [
        "requestAccess", "requestAccessForEntityType", "unifiedContacts", "enumerateContacts",
        "CNSaveRequest", "unifiedContactsMatchingPredicate", "enumerateContactsWithFetchRequest",
      ], keys: ["NSContactsUsageDescription"]),
    .init(
      name: "CNContactPickerViewController",
      pattern:
        #"\bCNContactPickerViewController\b|\bContactAccessButton\b|\.contactAccessPicker\b"#,
      anchors: ["CNContactPickerViewController", "ContactAccessButton", "contactAccessPicker"],
      keys: ["NSContactsUsageDescription"], isPicker: true),
    .init(
      name: "EKEventStore.requestFullAccessToEvents", pattern: #"\brequestFullAccessToEvents\b"#,
      anchors: ["requestFullAccessToEvents"], keys: ["NSCalendarsFullAccessUsageDescription"]),
    .init(
      name: "EKEventStore.requestWriteOnlyAccessToEvents",
      pattern: #"\brequestWriteOnlyAccessToEvents\b"#, anchors: ["requestWriteOnlyAccessToEvents"],
      keys: ["NSCalendarsWriteOnlyAccessUsageDescription", "NSCalendarsFullAccessUsageDescription"]),
    .init(
      name: "EKEventStore.requestAccess(to: .event)",
      pattern:
        #"\brequestAccess\s*\(\s*to:\s*(?:EKEntityType\s*)?\.event|\brequestAccessToEntityType:\s*EKEntityTypeEvent"#,
      anchors: ["requestAccess", "requestAccessToEntityType"], keys: calendars),
    .init(
      name: "EKEventEditViewController", pattern: #"\bEKEventEditViewController\b"#,
      anchors: ["EKEventEditViewController"],
      keys: calendars + ["NSCalendarsWriteOnlyAccessUsageDescription"], isPicker: true),
    // The full-access call exists only where the older key is no longer read (iOS 17, macOS
    // 14), as for events: MenuBarCalendar declared only `NSRemindersUsageDescription`.
    .init(
      name: "EKEventStore.requestFullAccessToReminders",
      pattern: #"\brequestFullAccessToReminders\b"#, anchors: ["requestFullAccessToReminders"],
      keys: ["NSRemindersFullAccessUsageDescription"]),
    .init(
      name: "EKEventStore.requestAccess(to: .reminder)",
      pattern:
        #"\brequestAccess\s*\(\s*to:\s*(?:EKEntityType\s*)?\.reminder|\brequestAccessToEntityType:\s*EKEntityTypeReminder"#,
      anchors: ["requestAccess", "requestAccessToEntityType"], keys: reminders),
    .init(
      name: "CBCentralManager", pattern: #"\bCB(?:Central|Peripheral)Manager\s*(?:\(|alloc)"#,
      anchors: ["CBCentralManager", "CBPeripheralManager"], keys: bluetooth),
    .init(
      name: "CMMotionActivityManager",
      pattern: #"\b(?:CMMotionActivityManager|CMPedometer|CMAltimeter|CMSensorRecorder)\b"#,
      anchors: ["CMMotionActivityManager", "CMPedometer", "CMAltimeter", "CMSensorRecorder"],
      keys: ["NSMotionUsageDescription"]),
    .init(
      name: "CMFallDetectionManager", pattern: #"\bCMFallDetectionManager\b"#,
      anchors: ["CMFallDetectionManager"], keys: ["NSFallDetectionUsageDescription"]),
    .init(
      name: "HKHealthStore.requestAuthorization",
      pattern: #"\brequestAuthorization\s*\(\s*toShare:|\brequestAuthorizationToShareTypes:"#,
      anchors: ["requestAuthorization", "requestAuthorizationToShareTypes"], keys: health),
    // Clinical records are asked for by naming their types in the request's read set.
    .init(
      name: "HKClinicalType",
      pattern:
        #"\bHKClinicalType\b|\bclinicalType\s*\(\s*forIdentifier|\bclinicalTypeForIdentifier:"#,
      anchors: ["HKClinicalType", "clinicalType", "clinicalTypeForIdentifier"],
      keys: ["NSHealthClinicalHealthRecordsShareUsageDescription"]),
    .init(
      name: "HMHomeManager", pattern: #"\bHMHomeManager\s*(?:\(|alloc)"#,
      anchors: ["HMHomeManager"], keys: ["NSHomeKitUsageDescription"]),
    .init(
      name: "INPreferences.requestSiriAuthorization", pattern: #"\brequestSiriAuthorization\b"#,
      anchors: ["requestSiriAuthorization"], keys: ["NSSiriUsageDescription"]),
    .init(
      name: "SFSpeechRecognizer.requestAuthorization",
      pattern:
        #"\bSFSpeechRecognizer\s*\.\s*requestAuthorization|\[SFSpeechRecognizer\s+requestAuthorization"#,
      anchors: ["SFSpeechRecognizer"], keys: ["NSSpeechRecognitionUsageDescription"]),
    // A policy asked about (`canEvaluatePolicy`) shows nothing and needs no key: only one that
    // is evaluated, or kept to be (`let policy = …`), counts.
    .init(
      name: "LAContext biometrics",
      pattern:
        #"(?<!canEvaluatePolicy\(\s{0,40}(?:LAPolicy)?)\.deviceOwnerAuthenticationWithBiometrics\b|(?<!canEvaluatePolicy:\s{0,40}(?:\(LAPolicy\)\s{0,4})?)\bLAPolicyDeviceOwnerAuthenticationWithBiometrics"#,
      anchors: [
        "deviceOwnerAuthenticationWithBiometrics",
        "LAPolicyDeviceOwnerAuthenticationWithBiometrics",
      ], keys: ["NSFaceIDUsageDescription"]),
    // The owner policy tries Face ID first (Passepartout's lock screen): without the key the
    // system is not allowed to, and asks for the passcode.
    .init(
      name: "LAContext device owner authentication",
      pattern:
        #"(?<!canEvaluatePolicy\(\s{0,40}(?:LAPolicy)?)\.deviceOwnerAuthentication\b|(?<!canEvaluatePolicy:\s{0,40}(?:\(LAPolicy\)\s{0,4})?)\bLAPolicyDeviceOwnerAuthentication\b"#,
      anchors: ["deviceOwnerAuthentication", "LAPolicyDeviceOwnerAuthentication"],
      keys: ["NSFaceIDUsageDescription"],
      whenMissing: "Face ID is not allowed, and people must type their passcode",
      severity: .warning),
    // A web view that decides its pages' camera and microphone requests (Cirruscope's Nextcloud
    // calls): a page asks through it, and WebKit refuses a capture the app has no key for. A
    // note: the delegate may deny every request, or grant one device only.
    webMediaCapture("NSCameraUsageDescription", "camera"),
    webMediaCapture("NSMicrophoneUsageDescription", "microphone"),
    .init(
      name: "ATTrackingManager.requestTrackingAuthorization",
      pattern: #"\brequestTrackingAuthorization\b"#, anchors: ["requestTrackingAuthorization"],
      keys: ["NSUserTrackingUsageDescription"]),
    .init(
      name: "NWBrowser", pattern: #"\bNWBrowser\s*\("#, anchors: ["NWBrowser"],
      keys: ["NSLocalNetworkUsageDescription"]),
    // Named apart: a finding names the browser the code makes (Raven's NetServiceBrowser).
    .init(
      name: "NetServiceBrowser",
      pattern: #"\b(?:NetServiceBrowser|NSNetServiceBrowser)\s*(?:\(|alloc)"#,
      anchors: ["NetServiceBrowser", "NSNetServiceBrowser"],
      keys: ["NSLocalNetworkUsageDescription"]),
    // Listening for and accepting connections needs no local network access (TN3179); a
    // listener that advertises itself through Bonjour does.
    .init(
      name: "NWListener.Service",
      pattern: #"\bNWListener\s*(?:\.\s*Service\s*\(|\(\s*service\s*:)"#,
      anchors: ["NWListener"], keys: ["NSLocalNetworkUsageDescription"]),
    .init(
      name: "NFCReaderSession", pattern: #"\bNFC(?:NDEF|Tag|VAS)ReaderSession\s*(?:\(|alloc)"#,
      anchors: ["NFCNDEFReaderSession", "NFCTagReaderSession", "NFCVASReaderSession"],
      keys: ["NFCReaderUsageDescription"]),
    .init(
      name: "MPMediaLibrary.requestAuthorization",
      pattern:
        #"\bMPMediaLibrary\s*\.\s*requestAuthorization|\bMusicAuthorization\s*\.\s*request|\bMPMediaQuery\b"#,
      anchors: ["MPMediaLibrary", "MusicAuthorization", "MPMediaQuery"],
      keys: ["NSAppleMusicUsageDescription"]),
    .init(
      name: "NISession", pattern: #"\bNISession\s*(?:\(|alloc)"#, anchors: ["NISession"],
      keys: ["NSNearbyInteractionUsageDescription", "NSNearbyInteractionAllowOnceUsageDescription"]),
    .init(
      name: "INFocusStatusCenter", pattern: #"\bINFocusStatusCenter\b"#,
      anchors: ["INFocusStatusCenter"], keys: ["NSFocusStatusUsageDescription"]),
    .init(
      name: "GKLocalPlayer.loadFriends", pattern: #"\bloadFriends(?:AuthorizationStatus)?\b"#,
      anchors: ["loadFriends", "loadFriendsAuthorizationStatus"],
      keys: ["NSGKFriendListUsageDescription"]),
    .init(
      name: "VSAccountManager", pattern: #"\bVSAccountManager\b"#, anchors: ["VSAccountManager"],
      keys: ["NSVideoSubscriberAccountUsageDescription"]),
    .init(
      name: "AlarmManager", pattern: #"\bAlarmManager\s*\.\s*shared\b"#, anchors: ["AlarmManager"],
      keys: ["NSAlarmKitUsageDescription"]),
    .init(
      name: "An Apple event (NSAppleScript, AEDeterminePermissionToAutomateTarget)",
      pattern: #"\bNSAppleScript\b|\bAEDeterminePermissionToAutomateTarget\b"#,
      anchors: ["NSAppleScript", "AEDeterminePermissionToAutomateTarget"],
      keys: ["NSAppleEventsUsageDescription"]),
  ]

  /// A `WKUIDelegate` method that decides a web page's capture requests, as a use of `key`.
  static func webMediaCapture(_ key: String, _ device: String) -> CodeAPI {
    .init(
      name: "WKUIDelegate media capture (\(device))",
      pattern: #"\b(?:decideMediaCapturePermissionsFor|requestMediaCapturePermissionFor)"#,
      anchors: ["decideMediaCapturePermissionsFor", "requestMediaCapturePermissionFor"],
      keys: [key],
      whenMissing:
        "WebKit refuses a web page's \(device) request this delegate lets through: no alert, and no \(device)",
      severity: .note)
  }
}
