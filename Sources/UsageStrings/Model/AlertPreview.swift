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
  /// Whether a source shows iOS's title for the service (else it is in the common words).
  public var isTitleVerified = true
  /// The alert's buttons, in the order iOS shows them.
  public var buttons = ["Don\u{2019}t Allow", "Allow"]
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

/// The alert iOS shows for a key, in English (the system writes it, not the app): the
/// registry's (`Data/alert-titles.json`, each title with the sources that show it), a deprecated
/// key's replacement's, else one in the words most alerts use, naming the service, unverified.
extension AlertText {
  public static func of(key: String, service: String?, registry: UsageKeyRegistry = .standard)
    -> AlertText
  {
    if let known = UsageKeyRegistry.alerts[key]
      ?? registry[key]?.replacements.lazy.compactMap({ UsageKeyRegistry.alerts[$0] }).first
    {
      return known
    }
    // Every location prompt asks for the location (the temporary precise one is not sourced).
    if key.hasPrefix("NSLocation"),
      let location = UsageKeyRegistry.alerts["NSLocationWhenInUseUsageDescription"]
    {
      return AlertText(
        title: location.title, buttons: location.buttons, isSheet: false, isVerified: false)
    }
    return AlertText(
      title:
        "\u{201C}{app}\u{201D} Would Like to Access \(serviceName(key: key, service: service))",
      buttons: ["Don\u{2019}t Allow", "Allow"], isSheet: false, isVerified: false)
  }

  /// The title with the app's name in it.
  public func title(app: String) -> String {
    title.replacingOccurrences(of: "{app}", with: app)
  }

  /// A service's name in a title: the registry's without its notes ("(legacy)"), in title case,
  /// or the key's own words (`NSHologramUsageDescription`: "Hologram").
  static func serviceName(key: String, service: String?) -> String {
    let name =
      service?.replacingOccurrences(of: #" \([^)]*\)"#, with: "", options: .regularExpression)
      ?? words(ofKey: key)
    let small: Set<String> = ["a", "an", "and", "of", "on", "the", "to", "in", "for", "with"]
    return name.split(separator: " ").enumerated().map { index, word in
      index > 0 && small.contains(String(word))
        ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined(separator: " ")
  }

  /// The words of a key's name: `NSHologramUsageDescription` → "Hologram".
  static func words(ofKey key: String) -> String {
    var name = Substring(key)
    if name.hasPrefix("NS") { name = name.dropFirst(2) }
    for suffix in ["UsageDescriptionDictionary", "UsageDescription", "Description"]
    where name.hasSuffix(suffix) {
      name = name.dropLast(suffix.count)
      break
    }
    var words = ""
    for character in name {
      if character.isUppercase, let last = words.last, last.isLowercase { words += " " }
      words.append(character)
    }
    return words.isEmpty ? "Your Data" : words
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var scalars = unicodeScalars[...]
    while let last = scalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
