import Foundation

/// A purpose string as the permission alert shows it: the title, the message in the alert lines
/// of the length model (README, "The length model"), its headline and budget, and the findings about it — what
/// `report --html` draws.
public struct AlertPreview: Sendable {
  public struct Line: Sendable, Equatable {
    /// The line's text, without the spaces it ends with (they hang past the margin).
    public var text: String
    /// UTF-16 offsets of the line in the text.
    public var range: Range<Int>
    public var isHeadline: Bool
    /// Past the `maxLines` budget.
    public var isPastBudget: Bool
  }

  public var target: String
  public var key: String
  /// The protected service ("Camera"), when the registry knows the key.
  public var service: String?
  /// The locale as the project spells it.
  public var locale: String
  /// Whether this is the source language's text (a declaration or the source language's table).
  public var isSource: Bool
  /// Whether it comes from an Info.plist or build setting rather than a table.
  public var isDeclaration: Bool
  public var isRightToLeft: Bool
  public var title: String
  public var text: String
  /// The source text it translates (nil for the source itself).
  public var sourceText: String?
  public var lines: [Line]
  public var columns: Int
  public var maxLines: Int
  public var headlineLines: Int
  public var file: String
  public var line: Int
  public var diagnostics: [Diagnostic]

  /// The worst severity among its findings.
  public var worst: Severity? { diagnostics.map(\.severity).max() }

  /// Languages written right to left.
  static let rightToLeft: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "ku",
  ]
}

/// The title iOS gives a permission alert. The system writes it in the user's language; the
/// preview shows the English form, since the app does not supply it.
public enum AlertTitle {
  public static func title(forKey key: String, service: String?, app: String) -> String {
    let quoted = "\u{201C}\(app)\u{201D}"
    switch key {
    case let key where key.hasPrefix("NSLocation"):
      return "Allow \(quoted) to use your location?"
    case "NSUserTrackingUsageDescription":
      return
        "Allow \(quoted) to track your activity across other companies\u{2019} apps and websites?"
    case "NSFaceIDUsageDescription":
      return "Do you want to allow \(quoted) to use Face ID?"
    case "NSLocalNetworkUsageDescription":
      return "\(quoted) would like to find and connect to devices on your local network"
    case "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription":
      return "\(quoted) Would Like to Use Bluetooth"
    case "NSMicrophoneUsageDescription":
      return "\(quoted) Would Like to Access the Microphone"
    case "NSCameraUsageDescription":
      return "\(quoted) Would Like to Access the Camera"
    default:
      // The registry's "(legacy)" and similar notes are not the system's words.
      let name = service.map {
        $0.replacingOccurrences(of: #" \([^)]*\)"#, with: "", options: .regularExpression)
      }
      return "\(quoted) Would Like to Access \(name.map { "Your \($0)" } ?? "Your Data")"
    }
  }
}

/// The buttons of a permission alert, in the order iOS shows them (English, as the title). Most
/// alerts offer "Don’t Allow" and "Allow"; location offers the one-time and while-in-use grants
/// (Apple HIG, "Requesting permission": "Allow While Using App, Allow Once, and Don't Allow"),
/// tracking asks the app not to track (App Tracking Transparency), and Face ID and the local
/// network confirm with "OK".
public enum AlertButtons {
  public static func buttons(forKey key: String) -> [String] {
    switch key {
    case "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
      "NSLocationUsageDescription", "NSLocationAlwaysUsageDescription":
      ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"]
    case "NSUserTrackingUsageDescription": ["Ask App Not to Track", "Allow"]
    case "NSFaceIDUsageDescription", "NSLocalNetworkUsageDescription": ["Don\u{2019}t Allow", "OK"]
    default: ["Don\u{2019}t Allow", "Allow"]
    }
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var scalars = unicodeScalars[...]
    while let last = scalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
