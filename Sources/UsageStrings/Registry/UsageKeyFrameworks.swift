/// The frameworks through which each key's protected data can be reached: what the code rules
/// look for in imports and linked frameworks.
public enum UsageKeyFrameworks {
  /// The frameworks through which a key's data can be reached; a declared key none of whose
  /// frameworks is imported or linked is probably unused. Keys absent here are never judged.
  public static let byKey: [String: Set<String>] = [
    "NSCameraUsageDescription": ["AVFoundation", "AVKit", "VisionKit", "Vision", "ARKit"],
    "NSMicrophoneUsageDescription": ["AVFoundation", "AVFAudio", "AVKit", "Speech"],
    "NSPhotoLibraryUsageDescription": ["Photos", "PhotosUI", "AssetsLibrary"],
    "NSPhotoLibraryAddUsageDescription": ["Photos", "PhotosUI", "UIKit"],
    "NSLocationWhenInUseUsageDescription": ["CoreLocation", "CoreLocationUI", "MapKit"],
    "NSLocationAlwaysAndWhenInUseUsageDescription": ["CoreLocation"],
    "NSContactsUsageDescription": ["Contacts", "ContactsUI", "AddressBook"],
    "NSCalendarsUsageDescription": ["EventKit", "EventKitUI"],
    "NSCalendarsFullAccessUsageDescription": ["EventKit", "EventKitUI"],
    "NSCalendarsWriteOnlyAccessUsageDescription": ["EventKit", "EventKitUI"],
    "NSRemindersUsageDescription": ["EventKit"],
    "NSRemindersFullAccessUsageDescription": ["EventKit"],
    "NSBluetoothAlwaysUsageDescription": ["CoreBluetooth"],
    "NSBluetoothWhileInUseUsageDescription": ["CoreBluetooth"],
    "NSMotionUsageDescription": ["CoreMotion"],
    "NSHealthShareUsageDescription": ["HealthKit"],
    "NSHealthUpdateUsageDescription": ["HealthKit"],
    "NSHealthClinicalHealthRecordsShareUsageDescription": ["HealthKit"],
    "NSHomeKitUsageDescription": ["HomeKit"],
    "NSSpeechRecognitionUsageDescription": ["Speech"],
    "NSFaceIDUsageDescription": ["LocalAuthentication"],
    "NSUserTrackingUsageDescription": ["AppTrackingTransparency"],
    "NFCReaderUsageDescription": ["CoreNFC"],
    "NSAppleMusicUsageDescription": ["MediaPlayer", "MusicKit", "StoreKit"],
    "NSNearbyInteractionUsageDescription": ["NearbyInteraction"],
  ]

  /// Keys whose framework every app of the kind imports, so that only a call proves a use:
  /// clinical records, asked for by naming `HKClinicalType` (Moblin declares the key beside
  /// its workouts and asks for none).
  public static let provenByCallOnly: Set<String> = [
    "NSHealthClinicalHealthRecordsShareUsageDescription"
  ]
}
