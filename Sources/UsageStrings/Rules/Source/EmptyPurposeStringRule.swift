/// `empty-purpose-string`: an empty or blank purpose string, or one that is no string.
public struct EmptyPurposeStringRule: Rule {
  public static let description = RuleDescription(
    id: "empty-purpose-string", name: "Empty purpose string",
    summary:
      "a purpose string that is empty, only whitespace or marks with no word, or not a string at all",
    rationale: """
      Apple requires a purpose string that "isn't blank and doesn't consist solely of whitespace \
      characters" and has the type the key requires, a string. A blank one fails App Review and \
      tells people nothing, and so do marks with no word (`""`, which the alert shows as it is); a value of another type (a boolean left by a template) is no purpose \
      string at all, and the app is terminated when it asks for access. Blank translations are \
      just as bad: that language shows an empty alert text.
      """,
    defaultSeverity: .error, scope: .source, validatesMerge: true,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n")),
      .failing(.infoPlist("\t<key>↓NSCameraUsageDescription</key>\n\t<string>  </string>\n")),
      .failing(.infoPlist("\t<key>↓NSMicrophoneUsageDescription</key>\n\t<true/>\n")),
      .failing(
        .infoPlist(
          "\t<key>↓NSBluetoothAlwaysUsageDescription</key>\n\t<string>&quot;&quot;</string>\n")),
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("de", "↓\"NSCameraUsageDescription\" = \"\";\n")),
      // An Info.plist no target builds, beside the one the project names and lacks
      // (Helsingborg's tvOS copy): nobody ships it.
      .passing(
        .file(
          "App.xcodeproj/project.pbxproj",
          UnbuiltTableRule.project.replacingOccurrences(
            of: "INFOPLIST_FILE = App/Info.plist;", with: "INFOPLIST_FILE = TV/Info.plist;")),
        .file(
          "TV/TV/Info.plist",
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string></string>\n</dict>\n</plist>\n"
        )),
    ])

  /// Whether a purpose string holds no letter or digit: blank, or marks alone (`""`, the two
  /// quote marks Helsingborg's guide declares, shows as they are).
  static func saysNothing(_ value: String) -> Bool {
    !value.unicodeScalars.contains {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for source in target.declarations
      where context.isPurposeKey(source.key, in: target) || source.parentKey != nil {
        if source.value == nil, source.parentKey == nil,
          context.registry[source.key]?.role != .purposeDictionary
        {
          emit(
            Finding(
              "'\(source.key)' is a \(source.valueType), not a string; the system finds no purpose string and terminates the app when it asks for access",
              at: source.keyLocation, key: source.key))
        } else if let value = source.value, Self.saysNothing(value) {
          let what = value.trimmingWhitespace.isEmpty ? "empty" : "'\(value)', with no word"
          emit(
            Finding(
              "'\(source.key)' is \(what); write one sentence that names the feature the access makes possible",
              at: source.keyLocation, key: source.key))
        }
      }
      for string in target.strings
      where !string.isSourceCopy && string.isShown && string.origin != nil && string.isPurpose
        && string.text.trimmingWhitespace.isEmpty
      {
        emit(
          Finding(
            "the \(string.locale.raw) translation of '\(string.key)' is empty; that language would show no purpose at all",
            at: string.keyLocation, key: string.key, locale: string.reportedLocale))
      }
    }
  }
}
