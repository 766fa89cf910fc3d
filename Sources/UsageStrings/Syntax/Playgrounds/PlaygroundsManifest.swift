/// A Swift Playgrounds app's `Package.swift` (`import AppleProductTypes`): its
/// `.iOSApplication` product declares the purpose strings as capabilities
/// (`.camera(purposeString: "…")`), from which Xcode generates the app's Info.plist (CycleHop's
/// camera and location texts). The manifest is read as text, never run.
struct PlaygroundsManifest {
  struct Capability {
    var key: String
    var value: String
    /// The case's name, and the string's contents without its quotes, in the file's bytes.
    var keyRange: Range<Int>
    var valueRange: Range<Int>
  }

  var name: String?
  var capabilities: [Capability]

  /// The key each capability's purpose string is the text of (AppleProductTypes'
  /// `Capability` cases).
  static let keys: [String: String] = [
    "camera": "NSCameraUsageDescription", "microphone": "NSMicrophoneUsageDescription",
    "locationWhenInUse": "NSLocationWhenInUseUsageDescription",
    "locationAlwaysAndWhenInUse": "NSLocationAlwaysAndWhenInUseUsageDescription",
    "photoLibrary": "NSPhotoLibraryUsageDescription",
    "photoLibraryAdd": "NSPhotoLibraryAddUsageDescription",
    "contacts": "NSContactsUsageDescription", "calendars": "NSCalendarsUsageDescription",
    "reminders": "NSRemindersUsageDescription", "motion": "NSMotionUsageDescription",
    "bluetoothAlways": "NSBluetoothAlwaysUsageDescription",
    "speechRecognition": "NSSpeechRecognitionUsageDescription",
    "faceID": "NSFaceIDUsageDescription", "localNetwork": "NSLocalNetworkUsageDescription",
    "appleMusic": "NSAppleMusicUsageDescription", "homeKit": "NSHomeKitUsageDescription",
    "nearbyInteractionAllowOnce": "NSNearbyInteractionAllowOnceUsageDescription",
    "nearbyInteraction": "NSNearbyInteractionUsageDescription",
    "userTracking": "NSUserTrackingUsageDescription",
  ]

  /// The app a manifest declares, or nil for a manifest that declares none.
  static func read(_ text: [UInt8]) -> PlaygroundsManifest? {
    let source = String(decoding: text, as: UTF8.self)
    guard source.contains("AppleProductTypes"), let product = find(".iOSApplication(", in: text)
    else { return nil }
    var capabilities: [Capability] = []
    var from = product
    while let label = find("purposeString:", in: text, from: from) {
      from = label + 1
      guard let (name, nameRange) = caseName(before: label, in: text),
        let key = keys[name], let (value, valueRange) = literal(after: label + 14, in: text)
      else { continue }
      capabilities.append(
        Capability(key: key, value: value, keyRange: nameRange, valueRange: valueRange))
    }
    let name = find("name:", in: text, from: product).flatMap { literal(after: $0 + 5, in: text) }
    return PlaygroundsManifest(name: name?.0, capabilities: capabilities)
  }

  /// Where `needle` first starts in `text` at or after `from`.
  static func find(_ needle: String, in text: [UInt8], from: Int = 0) -> Int? {
    ASCIISearch.offset(of: Array(needle.utf8), in: text, from: from)
  }

  /// The case a `purposeString:` label is the argument of: `.camera(` before it.
  static func caseName(before label: Int, in text: [UInt8]) -> (String, Range<Int>)? {
    var index = label - 1
    while index >= 0,
      text[index] == 0x20 || text[index] == 0x0A || text[index] == 0x0D
        || text[index] == 0x09
    {
      index -= 1
    }
    guard index >= 0, text[index] == UInt8(ascii: "(") else { return nil }
    let end = index
    while index > 0, isNameByte(text[index - 1]) { index -= 1 }
    guard index > 0, text[index - 1] == UInt8(ascii: "."), index < end else { return nil }
    return (String(decoding: text[index..<end], as: UTF8.self), index..<end)
  }

  /// Whether a byte may be part of a case's name (ASCII letters, digits, `_`).
  static func isNameByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || byte == 0x5F
  }

  /// The one-line string literal after `start` (blanks between), with no escape or
  /// interpolation: its value and contents' range.
  static func literal(after start: Int, in text: [UInt8]) -> (String, Range<Int>)? {
    var index = start
    while index < text.count,
      text[index] == 0x20 || text[index] == 0x0A || text[index] == 0x0D
        || text[index] == 0x09
    {
      index += 1
    }
    guard index < text.count, text[index] == UInt8(ascii: "\"") else { return nil }
    let open = index + 1
    guard let close = text[open...].firstIndex(where: { $0 == 0x22 || $0 == 0x0A || $0 == 0x5C }),
      text[close] == 0x22, close > open
    else { return nil }
    return (String(decoding: text[open..<close], as: UTF8.self), open..<close)
  }
}
