/// An API whose use needs a purpose key (or, for pickers, deliberately needs none).
public struct CodeAPI: Sendable, Hashable {
  /// How people know the call, for messages.
  public var name: String
  /// A regular expression over code with comments and strings blanked out.
  public var pattern: String
  /// The keys that satisfy it: any one of them.
  public var keys: [String]
  /// A system picker that shows the data out of process and needs no permission.
  public var isPicker: Bool = false
}

/// The calls the code rules look for, and the frameworks that could need each key.
public enum CodeAPIs {
  static let whenInUse = ["NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationUsageDescription"]
  static let always = ["NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription"]
  static let calendars = ["NSCalendarsFullAccessUsageDescription", "NSCalendarsUsageDescription"]
  static let reminders = ["NSRemindersFullAccessUsageDescription", "NSRemindersUsageDescription"]
  static let bluetooth = ["NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription"]
  static let health = ["NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription"]

  public static let all: [CodeAPI] = [
    .init(name: "AVCaptureDevice.requestAccess(for: .video)", pattern: #"requestAccess\s*\(\s*for:\s*(?:AVMediaType\s*)?\.video"#, keys: ["NSCameraUsageDescription"]),
    .init(name: "requestAccessForMediaType:AVMediaTypeVideo", pattern: #"requestAccessForMediaType:\s*AVMediaTypeVideo"#, keys: ["NSCameraUsageDescription"]),
    .init(name: "UIImagePickerController with the camera", pattern: #"(?:sourceType\s*[:=]\s*\.camera|UIImagePickerControllerSourceTypeCamera)"#, keys: ["NSCameraUsageDescription"]),
    .init(name: "VNDocumentCameraViewController", pattern: #"\bVNDocumentCameraViewController\b"#, keys: ["NSCameraUsageDescription"]),
    .init(name: "DataScannerViewController", pattern: #"\bDataScannerViewController\b"#, keys: ["NSCameraUsageDescription"]),
    .init(name: "AVCaptureDevice.default(for: .video)", pattern: #"AVCaptureDevice\s*\.\s*default\s*\((?:[^)]*for:\s*)?\.video"#, keys: ["NSCameraUsageDescription"]),
    .init(name: "AVAudioSession.requestRecordPermission", pattern: #"\brequestRecordPermission\b"#, keys: ["NSMicrophoneUsageDescription"]),
    .init(name: "AVCaptureDevice.requestAccess(for: .audio)", pattern: #"requestAccess\s*\(\s*for:\s*(?:AVMediaType\s*)?\.audio|requestAccessForMediaType:\s*AVMediaTypeAudio"#, keys: ["NSMicrophoneUsageDescription"]),
    .init(name: "AVAudioRecorder", pattern: #"\bAVAudioRecorder\s*\("#, keys: ["NSMicrophoneUsageDescription"]),
    .init(name: "AVAudioEngine.inputNode", pattern: #"\.\s*inputNode\b"#, keys: ["NSMicrophoneUsageDescription"]),
    .init(name: "PHPhotoLibrary.requestAuthorization", pattern: #"PHPhotoLibrary\s*\.\s*requestAuthorization\s*(?:\(\s*for:\s*\.readWrite|\{|\(\s*\{|\(\s*\)|:)"#, keys: ["NSPhotoLibraryUsageDescription"]),
    .init(name: "PHAsset.fetchAssets", pattern: #"\bPHAsset(?:Collection)?\s*\.\s*fetch(?:Assets|AssetCollections)\b|\bfetchAssetsWith"#, keys: ["NSPhotoLibraryUsageDescription"]),
    .init(name: "PHPhotoLibrary.requestAuthorization(for: .addOnly)", pattern: #"requestAuthorization\s*\(\s*for:\s*\.addOnly|PHAccessLevelAddOnly"#, keys: ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]),
    .init(name: "UIImageWriteToSavedPhotosAlbum", pattern: #"\bUI(?:Image|SaveVideoAtPath)(?:WriteTo|To)SavedPhotosAlbum\b"#, keys: ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]),
    .init(name: "PHAssetCreationRequest", pattern: #"\bPHAssetCreationRequest\b|creationRequestForAsset"#, keys: ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]),
    .init(name: "PhotosPicker", pattern: #"\bPhotosPicker\s*\(|\.photosPicker\s*\(|\bPHPickerViewController\b"#, keys: ["NSPhotoLibraryUsageDescription"], isPicker: true),
    .init(name: "CLLocationManager.requestWhenInUseAuthorization", pattern: #"\brequestWhenInUseAuthorization\b|\bCLServiceSession\b|CLLocationUpdate\s*\.\s*liveUpdates"#, keys: whenInUse),
    .init(name: "CLLocationManager.requestAlwaysAuthorization", pattern: #"\brequestAlwaysAuthorization\b"#, keys: always),
    .init(name: "CLLocationManager.startUpdatingLocation", pattern: #"\b(?:startUpdatingLocation|requestLocation|startMonitoringSignificantLocationChanges)\s*\("#, keys: whenInUse),
    .init(name: "LocationButton", pattern: #"\b(?:LocationButton|CLLocationButton)\b"#, keys: ["NSLocationWhenInUseUsageDescription"], isPicker: true),
    .init(name: "CNContactStore.requestAccess", pattern: #"requestAccess\s*\(\s*for:\s*\.contacts|requestAccessForEntityType:\s*CNEntityTypeContacts|\bunifiedContacts\s*\(|\benumerateContacts\s*\(|\bCNSaveRequest\s*\("#, keys: ["NSContactsUsageDescription"]),
    .init(name: "CNContactPickerViewController", pattern: #"\bCNContactPickerViewController\b|\bContactAccessButton\b|\.contactAccessPicker\b"#, keys: ["NSContactsUsageDescription"], isPicker: true),
    .init(name: "EKEventStore.requestFullAccessToEvents", pattern: #"\brequestFullAccessToEvents\b"#, keys: ["NSCalendarsFullAccessUsageDescription"]),
    .init(name: "EKEventStore.requestWriteOnlyAccessToEvents", pattern: #"\brequestWriteOnlyAccessToEvents\b"#, keys: ["NSCalendarsWriteOnlyAccessUsageDescription", "NSCalendarsFullAccessUsageDescription"]),
    .init(name: "EKEventStore.requestAccess(to: .event)", pattern: #"requestAccess\s*\(\s*to:\s*(?:EKEntityType\s*)?\.event|requestAccessToEntityType:\s*EKEntityTypeEvent"#, keys: calendars),
    .init(name: "EKEventEditViewController", pattern: #"\bEKEventEditViewController\b"#, keys: calendars + ["NSCalendarsWriteOnlyAccessUsageDescription"], isPicker: true),
    .init(name: "EKEventStore.requestFullAccessToReminders", pattern: #"\brequestFullAccessToReminders\b|requestAccess\s*\(\s*to:\s*(?:EKEntityType\s*)?\.reminder"#, keys: reminders),
    .init(name: "CBCentralManager", pattern: #"\bCB(?:Central|Peripheral)Manager\s*(?:\(|alloc)"#, keys: bluetooth),
    .init(name: "CMMotionActivityManager", pattern: #"\b(?:CMMotionActivityManager|CMPedometer|CMAltimeter|CMSensorRecorder)\b"#, keys: ["NSMotionUsageDescription"]),
    .init(name: "CMFallDetectionManager", pattern: #"\bCMFallDetectionManager\b"#, keys: ["NSFallDetectionUsageDescription"]),
    .init(name: "HKHealthStore.requestAuthorization", pattern: #"requestAuthorization\s*\(\s*toShare:|requestAuthorizationToShareTypes:"#, keys: health),
    .init(name: "HMHomeManager", pattern: #"\bHMHomeManager\s*(?:\(|alloc)"#, keys: ["NSHomeKitUsageDescription"]),
    .init(name: "INPreferences.requestSiriAuthorization", pattern: #"\brequestSiriAuthorization\b"#, keys: ["NSSiriUsageDescription"]),
    .init(name: "SFSpeechRecognizer.requestAuthorization", pattern: #"SFSpeechRecognizer\s*\.\s*requestAuthorization|\[SFSpeechRecognizer\s+requestAuthorization"#, keys: ["NSSpeechRecognitionUsageDescription"]),
    .init(name: "LAContext biometrics", pattern: #"\.deviceOwnerAuthenticationWithBiometrics\b|LAPolicyDeviceOwnerAuthenticationWithBiometrics"#, keys: ["NSFaceIDUsageDescription"]),
    .init(name: "ATTrackingManager.requestTrackingAuthorization", pattern: #"\brequestTrackingAuthorization\b"#, keys: ["NSUserTrackingUsageDescription"]),
    .init(name: "NWBrowser", pattern: #"\b(?:NWBrowser|NetServiceBrowser|NSNetServiceBrowser|NWListener)\s*(?:\(|alloc)"#, keys: ["NSLocalNetworkUsageDescription"]),
    .init(name: "NFCReaderSession", pattern: #"\bNFC(?:NDEF|Tag|VAS)ReaderSession\s*(?:\(|alloc)"#, keys: ["NFCReaderUsageDescription"]),
    .init(name: "MPMediaLibrary.requestAuthorization", pattern: #"MPMediaLibrary\s*\.\s*requestAuthorization|MusicAuthorization\s*\.\s*request|\bMPMediaQuery\b"#, keys: ["NSAppleMusicUsageDescription"]),
    .init(name: "NISession", pattern: #"\bNISession\s*(?:\(|alloc)"#, keys: ["NSNearbyInteractionUsageDescription", "NSNearbyInteractionAllowOnceUsageDescription"]),
    .init(name: "INFocusStatusCenter", pattern: #"\bINFocusStatusCenter\b"#, keys: ["NSFocusStatusUsageDescription"]),
    .init(name: "GKLocalPlayer.loadFriends", pattern: #"\bloadFriends(?:AuthorizationStatus)?\b"#, keys: ["NSGKFriendListUsageDescription"]),
    .init(name: "VSAccountManager", pattern: #"\bVSAccountManager\b"#, keys: ["NSVideoSubscriberAccountUsageDescription"]),
    .init(name: "AlarmManager", pattern: #"\bAlarmManager\s*\.\s*shared\b"#, keys: ["NSAlarmKitUsageDescription"]),
    .init(name: "NSAppleScript", pattern: #"\bNSAppleScript\b|\bAEDeterminePermissionToAutomateTarget\b"#, keys: ["NSAppleEventsUsageDescription"]),
  ]

  /// The frameworks through which a key's data can be reached; a declared key none of whose
  /// frameworks is imported or linked is probably unused. Keys absent here are never judged.
  public static let frameworks: [String: Set<String>] = [
    "NSCameraUsageDescription": ["AVFoundation", "AVKit", "VisionKit", "Vision", "ARKit"],
    "NSMicrophoneUsageDescription": ["AVFoundation", "AVFAudio", "AVKit", "Speech"],
    "NSPhotoLibraryUsageDescription": ["Photos", "PhotosUI", "AssetsLibrary"],
    "NSPhotoLibraryAddUsageDescription": ["Photos", "PhotosUI", "UIKit"],
    "NSLocationWhenInUseUsageDescription": ["CoreLocation", "CoreLocationUI", "MapKit"],
    "NSLocationAlwaysAndWhenInUseUsageDescription": ["CoreLocation"],
    "NSContactsUsageDescription": ["Contacts", "ContactsUI", "AddressBook"],
    "NSCalendarsFullAccessUsageDescription": ["EventKit", "EventKitUI"],
    "NSCalendarsWriteOnlyAccessUsageDescription": ["EventKit", "EventKitUI"],
    "NSRemindersFullAccessUsageDescription": ["EventKit"],
    "NSBluetoothAlwaysUsageDescription": ["CoreBluetooth"],
    "NSMotionUsageDescription": ["CoreMotion"],
    "NSHealthShareUsageDescription": ["HealthKit"],
    "NSHealthUpdateUsageDescription": ["HealthKit"],
    "NSHomeKitUsageDescription": ["HomeKit"],
    "NSSpeechRecognitionUsageDescription": ["Speech"],
    "NSFaceIDUsageDescription": ["LocalAuthentication"],
    "NSUserTrackingUsageDescription": ["AppTrackingTransparency"],
    "NFCReaderUsageDescription": ["CoreNFC"],
    "NSAppleMusicUsageDescription": ["MediaPlayer", "MusicKit", "StoreKit"],
    "NSNearbyInteractionUsageDescription": ["NearbyInteraction"],
  ]
}
