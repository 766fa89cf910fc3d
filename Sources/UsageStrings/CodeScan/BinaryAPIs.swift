/// The calls of `CodeAPIs`, as a built binary shows them: an Objective-C class the binary
/// imports from the system and a selector it sends (Swift calls these APIs through the same
/// selectors), or a C function it imports. A class alone proves a use only where creating one
/// asks for access (`CBCentralManager`); a selector alone proves nothing (any class may have a
/// method of that name), and neither does a class name in a string, which is never read.
///
/// App Store Connect's own list is not published: it rejects an upload (ITMS-90683) when "your
/// app's code references one or more APIs that access sensitive user data", SDKs included; the
/// entries here are the requests the source scan knows, as their selectors are named in Apple's
/// Objective-C headers.
enum BinaryAPIs {
  struct Signature: Sendable {
    /// Classes of which the binary must import one.
    var classes: [String]
    /// Selectors of which it must send one; empty: importing the class is the use.
    var selectors: [String] = []
    /// C functions of which importing one is the use.
    var functions: [String] = []
    /// The keys that satisfy it: any one of them.
    var keys: [String]
  }

  static let all: [Signature] = location + media + personal + devices

  static let location: [Signature] = [
    .init(
      classes: ["CLLocationManager"], selectors: ["requestWhenInUseAuthorization"],
      keys: CodeAPIs.whenInUse),
    .init(
      classes: ["CLLocationManager"], selectors: ["requestAlwaysAuthorization"],
      keys: CodeAPIs.always),
  ]

  static let media: [Signature] = [
    .init(
      classes: ["AVCaptureDevice"], selectors: ["requestAccessForMediaType:completionHandler:"],
      keys: ["NSCameraUsageDescription", "NSMicrophoneUsageDescription"]),
    .init(
      classes: [
        "AVCapturePhotoOutput", "AVCaptureMetadataOutput", "VNDocumentCameraViewController",
      ],
      keys: ["NSCameraUsageDescription"]),
    .init(
      classes: ["AVAudioSession"], selectors: ["requestRecordPermission:"],
      keys: ["NSMicrophoneUsageDescription"]),
    .init(
      classes: ["AVAudioApplication"], selectors: ["requestRecordPermissionWithCompletionHandler:"],
      keys: ["NSMicrophoneUsageDescription"]),
    .init(classes: ["AVAudioRecorder"], keys: ["NSMicrophoneUsageDescription"]),
    .init(
      classes: ["PHPhotoLibrary"],
      selectors: ["requestAuthorization:", "requestAuthorizationForAccessLevel:handler:"],
      keys: ["NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"]),
    .init(
      classes: ["PHAsset", "PHAssetCollection"],
      selectors: ["fetchAssetsWithOptions:", "fetchAssetsWithMediaType:options:"],
      keys: ["NSPhotoLibraryUsageDescription"]),
    .init(
      classes: [],
      functions: ["UIImageWriteToSavedPhotosAlbum", "UISaveVideoAtPathToSavedPhotosAlbum"],
      keys: ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]),
    .init(
      classes: ["MPMediaLibrary"], selectors: ["requestAuthorization:"],
      keys: ["NSAppleMusicUsageDescription"]),
    .init(
      classes: ["SFSpeechRecognizer"], selectors: ["requestAuthorization:"],
      keys: ["NSSpeechRecognitionUsageDescription"]),
  ]

  static let personal: [Signature] = [
    .init(
      classes: ["CNContactStore"], selectors: ["requestAccessForEntityType:completionHandler:"],
      keys: ["NSContactsUsageDescription"]),
    .init(
      classes: ["EKEventStore"], selectors: ["requestFullAccessToEventsWithCompletion:"],
      keys: ["NSCalendarsFullAccessUsageDescription"]),
    .init(
      classes: ["EKEventStore"], selectors: ["requestWriteOnlyAccessToEventsWithCompletion:"],
      keys: ["NSCalendarsWriteOnlyAccessUsageDescription", "NSCalendarsFullAccessUsageDescription"]),
    .init(
      classes: ["EKEventStore"], selectors: ["requestFullAccessToRemindersWithCompletion:"],
      keys: ["NSRemindersFullAccessUsageDescription"]),
    .init(
      classes: ["EKEventStore"], selectors: ["requestAccessToEntityType:completion:"],
      keys: CodeAPIs.calendars + CodeAPIs.reminders),
    .init(
      classes: ["HKHealthStore"],
      selectors: ["requestAuthorizationToShareTypes:readTypes:completion:"],
      keys: CodeAPIs.health),
    .init(
      classes: ["ATTrackingManager"],
      selectors: ["requestTrackingAuthorizationWithCompletionHandler:"],
      keys: ["NSUserTrackingUsageDescription"]),
  ]

  static let devices: [Signature] = [
    .init(classes: ["CBCentralManager", "CBPeripheralManager"], keys: CodeAPIs.bluetooth),
    .init(
      classes: ["CMMotionActivityManager", "CMPedometer"], keys: ["NSMotionUsageDescription"]),
    .init(classes: ["HMHomeManager"], keys: ["NSHomeKitUsageDescription"]),
    .init(
      classes: ["INPreferences"], selectors: ["requestSiriAuthorization:"],
      keys: ["NSSiriUsageDescription"]),
    .init(
      classes: ["NFCNDEFReaderSession", "NFCTagReaderSession", "NFCVASReaderSession"],
      keys: ["NFCReaderUsageDescription"]),
    .init(
      classes: ["NISession"],
      keys: ["NSNearbyInteractionUsageDescription", "NSNearbyInteractionAllowOnceUsageDescription"]),
  ]
}
