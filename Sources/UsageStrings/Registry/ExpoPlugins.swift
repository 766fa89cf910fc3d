/// The purpose strings Expo's own config plugins write into the Info.plist `expo prebuild`
/// generates, read from the plugins' sources in expo/expo (`packages/<package>/plugin/src/
/// with….ts`; the packages prebuild applies by itself from `@expo/prebuild-config`'s
/// `withDefaultPlugins.ts`). `expo-maps` writes its key only with `requestLocationPermission`,
/// and is left out.
///
/// Each plugin sets a key to its option's text; else keeps what `ios.infoPlist` (or an earlier
/// plugin) gave it; else writes its default text. An option set to `false` removes the key.
enum ExpoPlugins {
  /// One permission option of a plugin: the keys it sets, and their text when nothing gives one.
  struct Permission {
    let option: String
    let keys: [String]
    let fallback: String
    /// An option that must be true for the plugin to write the keys at all.
    var requires: String?
  }

  static let camera = "Allow $(PRODUCT_NAME) to access your camera"
  static let microphone = "Allow $(PRODUCT_NAME) to access your microphone"
  static let photos = "Allow $(PRODUCT_NAME) to access your photos"
  static let location = "Allow $(PRODUCT_NAME) to access your location"

  /// The options several of Expo's plugins share, with the same key and default text.
  static let cameraPermission = Permission(
    option: "cameraPermission", keys: ["NSCameraUsageDescription"], fallback: camera)
  static let microphonePermission = Permission(
    option: "microphonePermission", keys: ["NSMicrophoneUsageDescription"], fallback: microphone)
  static let photosPermission = Permission(
    option: "photosPermission", keys: ["NSPhotoLibraryUsageDescription"], fallback: photos)

  /// The permissions of each package's plugin.
  static let byPackage: [String: [Permission]] = [
    "expo-camera": [
      cameraPermission,
      microphonePermission,
    ],
    "expo-image-picker": [
      photosPermission,
      cameraPermission,
      microphonePermission,
    ],
    "expo-media-library": [
      photosPermission,
      Permission(
        option: "savePhotosPermission", keys: ["NSPhotoLibraryAddUsageDescription"],
        fallback: "Allow $(PRODUCT_NAME) to save photos"),
    ],
    "expo-location": [
      Permission(
        option: "locationAlwaysAndWhenInUsePermission",
        keys: ["NSLocationAlwaysAndWhenInUseUsageDescription"], fallback: location),
      Permission(
        option: "locationAlwaysPermission", keys: ["NSLocationAlwaysUsageDescription"],
        fallback: location),
      Permission(
        option: "locationWhenInUsePermission", keys: ["NSLocationWhenInUseUsageDescription"],
        fallback: location),
    ],
    "expo-contacts": [
      Permission(
        option: "contactsPermission", keys: ["NSContactsUsageDescription"],
        fallback: "Allow $(PRODUCT_NAME) to access your contacts")
    ],
    "expo-calendar": [
      Permission(
        option: "calendarPermission",
        keys: ["NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription"],
        fallback: "Allow $(PRODUCT_NAME) to access your calendars"),
      Permission(
        option: "remindersPermission",
        keys: ["NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription"],
        fallback: "Allow $(PRODUCT_NAME) to access your reminders"),
    ],
    "expo-local-authentication": [
      Permission(
        option: "faceIDPermission", keys: ["NSFaceIDUsageDescription"],
        fallback: "Allow $(PRODUCT_NAME) to use Face ID")
    ],
    "expo-secure-store": [
      Permission(
        option: "faceIDPermission", keys: ["NSFaceIDUsageDescription"],
        fallback: "Allow $(PRODUCT_NAME) to access your Face ID biometric data.")
    ],
    "expo-tracking-transparency": [
      Permission(
        option: "userTrackingPermission", keys: ["NSUserTrackingUsageDescription"],
        fallback:
          "Allow this app to collect app-related data that can be used for tracking you or your device."
      )
    ],
    "expo-sensors": [
      Permission(
        option: "motionPermission", keys: ["NSMotionUsageDescription"],
        fallback: "Allow $(PRODUCT_NAME) to access your device motion")
    ],
    "expo-av": [
      microphonePermission
    ],
    "expo-audio": [
      microphonePermission
    ],
    "expo-barcode-scanner": [
      cameraPermission,
      microphonePermission,
    ],
  ]

  /// Plugins of other packages that set `ios.infoPlist` itself while the configuration is read,
  /// before any of the above runs: the option's text (an empty one too), else the key's, else
  /// the default (react-native-vision-camera's `withVisionCamera.ts`).
  static let settingInfoPlist: [String: [Permission]] = [
    "react-native-vision-camera": [
      Permission(
        option: "cameraPermissionText", keys: ["NSCameraUsageDescription"], fallback: camera),
      Permission(
        option: "microphonePermissionText", keys: ["NSMicrophoneUsageDescription"],
        fallback: microphone, requires: "enableMicrophonePermission"),
      Permission(
        option: "locationPermissionText", keys: ["NSLocationWhenInUseUsageDescription"],
        fallback: location, requires: "enableLocationPermission"),
    ]
  ]

  /// Prebuild and its plugins came with SDK 41: an app on an older SDK (`"expo": "~37.0.3"`,
  /// built by Expo's classic services) gets nothing from an installed package's plugin.
  static let firstSDKWithPlugins = 41

  /// The major version an `expo` dependency names (`~37.0.3`, `^52.0.0`), where it names one.
  static func sdkMajor(_ requirement: String) -> Int? {
    Int(String(requirement.drop { !$0.isNumber }.prefix { $0.isNumber }))
  }

  /// The packages whose plugin prebuild applies, with no options, when the package is installed
  /// and the app does not list it (`@expo/prebuild-config`'s `withDefaultPlugins`), in the
  /// order it applies them: their default texts are the app's unless something gives another.
  static let appliedWhenInstalled = [
    "expo-contacts", "expo-av", "expo-barcode-scanner", "expo-calendar", "expo-camera",
    "expo-image-picker", "expo-location", "expo-media-library", "expo-sensors",
    "expo-local-authentication",
  ]
}
