/// The keys Xcode writes into an Info.plist it generates (`GENERATE_INFOPLIST_FILE = YES`) with
/// no `INFOPLIST_KEY_` setting of theirs: the app's name and its versions, which a catalog or a
/// table may localize (a widget's `CFBundleName`). They are in the model like any declared key,
/// their values the build settings Xcode takes them from.
extension TargetAssembler {
  static let generatedInfoPlistKeys: [(key: String, value: String)] = [
    ("CFBundleName", "$(PRODUCT_NAME)"),
    ("CFBundleShortVersionString", "$(MARKETING_VERSION)"),
    ("CFBundleVersion", "$(CURRENT_PROJECT_VERSION)"),
  ]

  /// The generated keys a configuration's settings do not set themselves, located at `file`
  /// (the project or spec whose setting generates the Info.plist).
  static func generatedEntries(
    values: [String: String], declared: [SourceEntry], configuration: String, file: String
  ) -> [SourceEntry] {
    guard values["GENERATE_INFOPLIST_FILE"] == "YES" else { return [] }
    let set = Set(declared.filter { $0.configuration == configuration }.map(\.key))
    return generatedInfoPlistKeys.filter { !set.contains($0.key) }.map {
      SourceEntry(
        key: $0.key, value: $0.value, origin: .buildSetting, configuration: configuration,
        keyLocation: .file(file), valueSpan: .file(file))
    }
  }
}
