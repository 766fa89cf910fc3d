/// Expands build-setting references in an Info.plist value as Xcode does when it builds the
/// Info.plist (`INFOPLIST_EXPAND_BUILD_SETTINGS`): `$(NAME)`, `${NAME}`, and the modifiers
/// `$(NAME:rfc1034identifier)`, `:c99extidentifier`, `:identifier`, `:lower`, `:upper`, the
/// settings' own values expanded in turn.
///
/// A reference to a setting the target does not define, or with a modifier the tool does not
/// know, cannot be expanded: the value is then unknown (nil), never taken as text.
struct BuildSettingExpander {
  let settings: [String: String]

  /// `text` with every reference to the setting `name`, in either spelling (`$(NAME)`,
  /// `${NAME}`), replaced by `value`, nothing else expanded.
  static func substituting(_ name: String, with value: String, in text: String) -> String {
    text.replacingOccurrences(of: "$(\(name))", with: value)
      .replacingOccurrences(of: "${\(name)}", with: value)
  }

  /// The value with every reference expanded, or nil when one cannot be.
  func expand(_ value: String) -> String? { expand(value, depth: 0) }

  private func expand(_ value: String, depth: Int) -> String? {
    guard value.contains("$") else { return value }
    // Settings that refer to each other in a circle are no value.
    guard depth < 16 else { return nil }
    var result = ""
    var rest = Substring(value)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, let close = Self.closing[rest[afterDollar]],
        let end = rest[afterDollar...].firstIndex(of: close)
      else {
        result.append("$")
        rest = rest[afterDollar...]
        continue
      }
      let reference = rest[rest.index(after: afterDollar)..<end]
      guard let expanded = resolve(reference, depth: depth) else { return nil }
      result += expanded
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  private static let closing: [Character: Character] = ["(": ")", "{": "}"]

  /// The value of `NAME:modifier:…`.
  private func resolve(_ reference: Substring, depth: Int) -> String? {
    let parts = reference.split(separator: ":", omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard !name.isEmpty else { return nil }
    var value: String
    if name == "inherited" {
      value = ""
    } else {
      guard let raw = settings[name], let expanded = expand(raw, depth: depth + 1) else {
        return nil
      }
      value = expanded
    }
    for modifier in parts.dropFirst() {
      guard let modified = Self.apply(String(modifier), to: value) else { return nil }
      value = modified
    }
    return value
  }

  /// A modifier applied to an expanded value, or nil for one the tool does not know.
  static func apply(_ modifier: String, to value: String) -> String? {
    func replacingOthers(with replacement: Character, keeping extra: Set<Character>) -> String {
      String(
        value.map {
          $0.isASCII && ($0.isLetter || $0.isNumber || extra.contains($0)) ? $0 : replacement
        })
    }
    switch modifier {
    case "rfc1034identifier": return replacingOthers(with: "-", keeping: ["-", "."])
    case "c99extidentifier", "identifier":
      var identifier = replacingOthers(with: "_", keeping: ["_"])
      if identifier.first?.isNumber == true { identifier = "_" + identifier }
      return identifier
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    default: return nil
    }
  }
}
