/// `empty-purpose-string`: an empty or blank purpose string, or one that is no string.
public struct EmptyPurposeStringRule: Rule {
  public static let description = RuleDescription(
    id: "empty-purpose-string", name: "Empty purpose string",
    summary:
      "a purpose string that is empty, only whitespace or marks with no word, or not a string at all",
    rationale: """
      Apple requires a purpose string that "isn't blank and doesn't consist solely of whitespace \
      characters" and has the type the key requires: a string, or for the temporary-accuracy \
      key a dictionary of strings by purpose key. A blank one fails App Review and tells people \
      nothing, and so do marks with no word (`""`, which the alert shows as it is) \
      and a placeholder (`Yes` typed for a switch, `TODO`, a template's `Hello, World!`, a \
      localization key such as `LocationPermissionMessage`, where no table gives the \
      development language a sentence); a value of another type (a boolean left by a template) is no purpose \
      string at all, and the app is terminated when it asks for access. Blank translations are \
      just as bad: that language shows an empty alert text. A blank key nothing could ask for \
      (no call, no framework, no library whose code is not in the checkout) shows no alert: \
      `unused-usage-key` reports it as a leftover to remove. React Native's template declared \
      its location key blank for years, in apps that passed review; in one whose code asks, \
      the blank text is the defect.
      """,
    defaultSeverity: .error, scope: .source, validatesMerge: true, readsCode: true,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n")),
      .failing(.infoPlist("\t<key>↓NSCameraUsageDescription</key>\n\t<string>  </string>\n")),
      .failing(.infoPlist("\t<key>↓NSMicrophoneUsageDescription</key>\n\t<true/>\n")),
      // The temporary-accuracy key is a dictionary of texts by the purpose keys code names.
      .failing(
        .infoPlist(
          "\t<key>↓NSLocationTemporaryUsageDescriptionDictionary</key>\n\t<string>Find the nearest stop.</string>\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSLocationTemporaryUsageDescriptionDictionary</key>\n\t<dict>\n\t\t<key>NearestStop</key>\n\t\t<string>Find the nearest stop.</string>\n\t</dict>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSBluetoothAlwaysUsageDescription</key>\n\t<string>&quot;&quot;</string>\n")),
      .failing(
        .infoPlist("\t<key>↓NSMicrophoneUsageDescription</key>\n\t<string>Yes</string>\n")),
      // AmpFin's build setting: what a template prints, punctuation aside.
      .failing(
        .infoPlist(
          "\t<key>↓NSAppleMusicUsageDescription</key>\n\t<string>Hello, World!</string>\n")),
      // A localization key where the sentence belongs: the key's own name, or joined words.
      .failing(
        .infoPlist(
          "\t<key>↓NSCameraUsageDescription</key>\n\t<string>NSCameraUsageDescription</string>\n")),
      .failing(
        .infoPlist(
          "\t<key>↓NSLocationWhenInUseUsageDescription</key>\n\t<string>LocationPermissionMessage</string>\n"
        )),
      .failing(
        .infoPlist("\t<key>↓NSCameraUsageDescription</key>\n\t<string>permission.camera</string>\n")
      ),
      .passing(.infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Receipts.</string>\n")),
      // Where the development language's table has the sentence, the key is never shown.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>NSCameraUsageDescription</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n")),
      // Nothing in the code records: the placeholder is never shown (the key is to go, as
      // unused-usage-key says).
      .passing(
        .infoPlist("\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Yes</string>\n"),
        .file(
          "App/Trips.swift",
          "import SwiftUI\n\nstruct Trips: View { var body: some View { Text(\"Trips\") } }\n")),
      // A SensorKit description the source language's table keys by its text: SensorKit may
      // look it up so (MyHeartCounts), and the placeholder is then never shown.
      .passing(
        .infoPlist(ExtraKeyRule.sensorKitDeclaration),
        .strings("en", "\"SENSORKIT_USAGE_DESC_ECG\" = \"The study reads your ECGs.\";\n")),
      .failing(
        .infoPlist(
          ExtraKeyRule.sensorKitDeclaration.replacingOccurrences(
            of: "<key>SRSensorUsageECG", with: "<key>↓SRSensorUsageECG"))),
      // The source language's table shows its own text: nobody sees the placeholder.
      .passing(
        .infoPlist("\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Yes</string>\n"),
        .strings("en", "\"NSMicrophoneUsageDescription\" = \"Stream audio.\";\n")),
      .passing(
        .infoPlist("\t<key>NSMicrophoneUsageDescription</key>\n\t<string>-</string>\n"),
        .strings("Base", "\"NSMicrophoneUsageDescription\" = \"Stream audio.\";\n")),
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("de", "↓\"NSCameraUsageDescription\" = \"\";\n")),
      // The Info.plist the project names is made from a setting nobody expanded here: the one
      // on disk may be it, and is checked.
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          UnbuiltTableRule.project.replacingOccurrences(
            of: "INFOPLIST_FILE = App/Info.plist;",
            with: "INFOPLIST_FILE = \"App/$(FLAVOR)-Info.plist\";")),
        .infoPlist("\t<key>↓NSLocationWhenInUseUsageDescription</key>\n\t<string></string>\n")),
      // Blank, and nothing in the code or its libraries could ask: a leftover (React Native's
      // template), which unused-usage-key reports. A library whose code is not here may ask.
      .passing(
        .infoPlist("\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string></string>\n"),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n")),
      .failing(
        .infoPlist("\t<key>↓NSLocationWhenInUseUsageDescription</key>\n\t<string></string>\n"),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "platform :ios, '13.0'\npod 'Alamofire'\n")),
      // React Native's own pods ask for nothing (an untouched `react-native init` app).
      .passing(
        .infoPlist("\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string></string>\n"),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "target 'App' do\n  pod 'React-Core'\n  pod 'Yoga'\nend\n")),
      // The Podfile installs its pods into another target (React Native's old tvOS target).
      .passing(
        .infoPlist("\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string></string>\n"),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file(
          "Podfile",
          "target 'Phone' do\n  pod 'Permission-LocationWhenInUse'\nend\n\ntarget 'App' do\nend\n")),
      // The Podfile names no block for the target at all (celo's tvOS target): CocoaPods
      // integrates only the targets it names.
      .passing(
        .infoPlist("\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string></string>\n"),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
        .file("project.yml", MissingTranslationRule.spec()),
        .file("Podfile", "target 'Phone' do\n  pod 'Permission-LocationWhenInUse'\nend\n")),
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
  /// quote marks Helsingborg's guide declares, shows as they are); or a switch's value or a
  /// to-do written where the sentence belongs (Moblin's watch declares its microphone `Yes`).
  static func saysNothing(_ value: String) -> Bool {
    let hasWords = value.unicodeScalars.contains {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
    return !hasWords || isPlaceholder(value) || looksLikeKey(value)
  }

  /// Whether a value is one identifier, a localization key rather than a sentence: joined
  /// words (`LocationPermissionMessage`, a Compose app's Japanese text; a key's own name) or
  /// words joined by `_` or `.` (`permission_camera`).
  static func looksLikeKey(_ value: String) -> Bool {
    let token = Array(value.trimmingWhitespace.utf8)
    guard token.count >= 6,
      token.allSatisfy({ ASCIIWords.isASCIIWordByte($0) || $0 == 0x5F || $0 == 0x2E })
    else { return false }
    let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    return token.indices.dropFirst().dropLast().contains { index in
      let (before, byte, after) = (token[index - 1], token[index], token[index + 1])
      let joins = (byte == 0x5F || byte == 0x2E) && isLetter(before) && isLetter(after)
      return joins || ((0x41...0x5A).contains(byte) && (0x61...0x7A).contains(before))
    }
  }

  /// Whether a value's letters and digits, lower-cased, are one of the `placeholders`
  /// ("Hello, World!" is `helloworld`).
  static func isPlaceholder(_ value: String) -> Bool {
    // Most values are sentences, longer than any placeholder with its marks and blanks.
    guard value.utf8.count <= 4 * longestPlaceholder else { return false }
    var letters = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else { continue }
      guard letters.count < longestPlaceholder else { return false }
      letters.append(scalar)
    }
    return placeholders.contains(String(letters).lowercased())
  }

  /// Whether nobody sees a placeholder or marks: the source language's own table or catalog shows a
  /// real text instead (Moblin's app: `Yes` in its build settings, its sentences in the
  /// catalog), or the bundle never asks for the access (its widget and broadcast extension, a
  /// key its code does not use, a prompt its platform does not have). A blank value is Apple's
  /// to refuse wherever a request may show it: only where nothing could ask (no call, no
  /// framework, no library whose code is not here) is it a leftover, which `unused-usage-key`
  /// reports (React Native's template's blank location key, in a tvOS target no pod is
  /// installed into).
  static func isUnseen(placeholder value: String, key: String, in target: ResolvedTarget)
    -> Bool
  {
    guard !value.trimmingWhitespace.isEmpty else {
      // Kotlin's libraries are not in the checkout either (PixiView asks for Face ID through
      // moko-biometry).
      return CodeEvidence.isUnused(key, in: target) && target.target.code.kotlinImports.isEmpty
    }
    if !target.target.asksForAccess || CodeEvidence.isUnused(key, in: target)
      || target.resolvedSources.retiredKeys.contains(key)
    {
      return true
    }
    // What the development language shows: its table's or catalog's text (Base or a regional
    // table included) wins over the Info.plist's.
    guard let shown = target.sources[key], shown.isFromTable, let text = shown.text else {
      return false
    }
    return !saysNothing(text)
  }

  /// Whether a nested text the system may look up as a key (`textKeyedDictionaries`) is one
  /// the source language's table holds with a text of its own: then that text may show.
  static func isLookedUp(_ value: String, of source: SourceEntry, in target: ResolvedTarget)
    -> Bool
  {
    guard source.isTextKeyed, let text = target.target.sourceTable?.entry(forKey: value)?.value
    else { return false }
    return !saysNothing(text)
  }

  /// What a value that says nothing is, for the message.
  static func describe(_ value: String) -> String {
    let trimmed = value.trimmingWhitespace
    if trimmed.isEmpty { return "empty" }
    if isPlaceholder(value) || looksLikeKey(value) { return "'\(value)', a placeholder" }
    return "'\(value)': marks with no word"
  }

  /// Whole values that hold no purpose, by their letters: a boolean typed as text, a to-do, a
  /// template's greeting or filler.
  static let placeholders: Set<String> = [
    "yes", "no", "true", "false", "todo", "tbd", "fixme", "placeholder", "xxx", "helloworld",
    "loremipsum", "test",
  ]
  /// The letters of the longest placeholder: a value with more is none.
  static let longestPlaceholder = placeholders.map(\.count).max() ?? 0

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for source in target.declarations {
        let isDictionary =
          source.parentKey == nil && context.registry[source.key]?.role == .purposeDictionary
        guard
          isDictionary || source.parentKey != nil || context.isPurposeKey(source.key, in: target)
        else { continue }
        if source.value == nil, source.parentKey == nil, !isDictionary {
          emit(
            Finding(
              "'\(source.key)' is a \(source.valueType), not a string; the system finds no purpose string and terminates the app when it asks for access",
              at: source.keyLocation, key: source.key))
        } else if source.value != nil, isDictionary {
          emit(
            Finding(
              "'\(source.key)' is a string, not a dictionary of purpose strings by purpose key; no request names a key it holds, and none shows an alert",
              at: source.keyLocation, key: source.key))
        } else if let value = source.value, Self.saysNothing(value),
          !Self.isUnseen(placeholder: value, key: source.key, in: target),
          !Self.isLookedUp(value, of: source, in: target)
        {
          emit(
            Finding(
              "'\(source.key)' is \(Self.describe(value)); write one sentence that names the feature the access makes possible",
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
