import Foundation

/// The English title and buttons of a key's permission alert (`Data/alert-titles.json`, each
/// with its sources).
public struct AlertText: Sendable, Hashable {
  /// The title, `{app}` standing for the app's name (quotes included where iOS writes them).
  public let title: String
  /// In the order iOS shows them.
  public let buttons: [String]
  /// A full-screen sheet rather than an alert (Health).
  public let isSheet: Bool
  /// Whether a source quotes the title (a UI test, an OS string table, Apple); else inferred.
  public let isVerified: Bool
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
