/// Turns a parsed Info.plist into the target's source entries.
enum InfoPlistReader {
  struct Result {
    var entries: [SourceEntry] = []
    /// Every string value anywhere in the plist that the system may look up as a key (a
    /// shortcut's title): not a purpose string's, which is looked up by its key only.
    var strings: Set<String> = []
    /// The strings that name the app to Siri (`INAlternativeAppNames`): names, not sentences.
    var names: Set<String> = []
    /// The names of its document, URL and exported types (`Target.formatNames`).
    var formatNames: Set<String> = []
    /// Keys of its dictionaries that another reader looks up in the tables by themselves.
    var lookedUpKeys: Set<String> = []
    var developmentRegion: String?
    /// `NSExtension`'s `NSExtensionPointIdentifier`: what kind of extension the bundle is.
    var extensionPoint: String?
  }

  static func read(_ document: PlistDocument, registry: UsageKeyRegistry) -> Result {
    var result = Result()
    guard let members = document.root?.members else { return result }
    let locator = Locator(document: document)
    for member in members {
      result.entries.append(locator.entry(member, parent: nil))
      let isDictionary = isPurposeDictionary(member.key, registry: registry)
      // A table keyed by a purpose string's text is never read (BauchGlueck's German table).
      if !isDictionary && !registry.isPurposeKey(member.key) {
        result.strings.formUnion(member.value.allStrings)
      }
      if let nameKey = formatNameKeys[member.key] {
        for format in member.value.array ?? [] {
          if let text = format[nameKey]?.string { result.formatNames.insert(text) }
        }
      }
      if member.key == "INAlternativeAppNames" {
        for name in member.value.array ?? [] {
          // The name and how to say it: both spell the app's name.
          for key in ["INAlternativeAppName", "INAlternativeAppNamePronunciationHint"] {
            if let text = name[key]?.string { result.names.insert(text) }
          }
        }
      }
      // Automator looks an action's description and default parameters up in its tables by
      // their own keys (Xcode's action template: "AMDescription localized strings", AMDSummary).
      if automatorDictionaries.contains(member.key) {
        result.lookedUpKeys.formUnion((member.value.members ?? []).map(\.key))
      }
      if member.key == "CFBundleDevelopmentRegion" {
        result.developmentRegion = member.value.string
      }
      if member.key == "NSExtension" {
        result.extensionPoint = member.value["NSExtensionPointIdentifier"]?.string
      }
      guard isDictionary, let inner = member.value.members else { continue }
      result.entries += nestedEntries(inner, of: member.key, locator: locator)
    }
    return result
  }

  /// Whether a key's value is a dictionary of purpose strings, each looked up by its own key
  /// (`NSLocationTemporaryUsageDescriptionDictionary`, or one the registry does not know yet).
  static func isPurposeDictionary(_ key: String, registry: UsageKeyRegistry) -> Bool {
    registry[key]?.role == .purposeDictionary
      || key.lowercased().hasSuffix("usagedescriptiondictionary")
  }

  /// The arrays of the app's formats, and the key of each format's name.
  static let formatNameKeys = [
    "CFBundleDocumentTypes": "CFBundleTypeName", "CFBundleURLTypes": "CFBundleURLName",
    "UTExportedTypeDeclarations": "UTTypeDescription",
    "UTImportedTypeDeclarations": "UTTypeDescription",
  ]

  /// The dictionaries of an Automator action whose members' keys its tables translate.
  static let automatorDictionaries: Set<String> = ["AMDescription", "AMDefaultParameters"]

  /// The entries of a dictionary of purpose strings: each string member, and each member whose
  /// `Description` is one (under the member's own key).
  private static func nestedEntries(
    _ members: [PlistValue.Member], of parent: String, locator: Locator
  ) -> [SourceEntry] {
    var entries: [SourceEntry] = []
    for nested in members {
      if nested.value.string != nil {
        entries.append(locator.entry(nested, parent: parent))
      } else if let description = nested.value.members?.last(where: { $0.key == "Description" }),
        description.value.string != nil
      {
        // NSSensorKitUsageDetail: {SRSensorUsage…: {Description: "…", Required: …}}.
        var sensor = locator.entry(description, parent: parent)
        sensor.key = nested.key
        sensor.keyLocation = locator.keyLocation(nested)
        entries.append(sensor)
      }
    }
    return entries
  }

  /// Where the keys and values of one plist's members are in its text.
  private struct Locator {
    let document: PlistDocument
    let escaping: TextSpan.Escaping

    init(document: PlistDocument) {
      self.document = document
      escaping =
        switch document.format {
        case .xml: .xml
        case .json: .json
        case .openStep: .openStep
        case .binary: .none
        }
    }

    func entry(_ member: PlistValue.Member, parent: String?) -> SourceEntry {
      var entry = SourceEntry(
        key: member.key, value: member.value.string, valueType: member.value.typeName,
        parentKey: parent, origin: .infoPlist, keyLocation: keyLocation(member),
        valueSpan: span(member.value),
        keySpan: keySpan(member))
      entry.items = member.value.array?.compactMap(\.string) ?? []
      return entry
    }

    func keyLocation(_ member: PlistValue.Member) -> SourceRange {
      guard let file = document.file, let range = member.keyRange else {
        return .file(document.path)
      }
      // Point at the key's text, inside `<key>`.
      let start = document.format == .xml ? range.lowerBound + 5 : range.lowerBound
      return SourceRange(
        file: document.path, start: file.position(start), end: file.position(range.upperBound))
    }

    func span(_ value: PlistValue) -> TextSpan {
      TextSpan(
        path: document.path, file: document.file,
        content: value.span.contentRange ?? value.span.range,
        escaping: value.string == nil ? .none : escaping)
    }

    func keySpan(_ member: PlistValue.Member) -> TextSpan? {
      guard let file = document.file, let range = member.keyRange else { return nil }
      let content: Range<Int>
      switch document.format {
      case .xml: content = (range.lowerBound + 5)..<max(range.lowerBound + 5, range.upperBound - 6)
      case .json: content = (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1)
      default: return nil
      }
      return TextSpan(path: document.path, file: file, content: content, escaping: escaping)
    }
  }
}
