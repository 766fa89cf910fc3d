/// `missing-source-translation`: a purpose string with no value in the source language's table.
public struct MissingSourceTranslationRule: Rule {
  public static let description = RuleDescription(
    id: "missing-source-translation", name: "Missing source translation",
    summary:
      "a purpose string of the source with no value in the source language's own table, where the app has one",
    rationale: """
      When an app keeps a table for its development language (`en.lproj/InfoPlist.strings`), that \
      table is where reviewers and translators read the English text, and where tools export it \
      from. A purpose string that only lives in the Info.plist is missing from those exports, and \
      its wording drifts from the rest. Where every other language's table translates it anyway, \
      or the app ships no other language yet, nobody sees a gap today, and where some do, their \
      gaps are `missing-translation`'s: a note. So where the app ships one other language: its \
      gap is `missing-translation`'s finding, which says what people see. The warning is for a \
      text that none of two or more languages has, for want of the source table's. An empty table (a zero-byte placeholder every language has) holds no English anybody \
      reads: nothing is reported.
      """,
    defaultSeverity: .warning, scope: .source, readsCode: true,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n")),
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", ""), .strings("de", "")),
      // The app ships English alone: nobody sees a gap, a note (Play SWI's flavour).
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
        ),
        .strings("en", "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"), severity: .note),
      shippingTwo(
        plist:
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n",
        table: "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
      // One other language lacks it too: `missing-translation` reports that gap, which says
      // what people see (jolocom's German), a note.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
        ),
        .strings("en", "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"), severity: .note),
      // Nothing in the code reads contacts, and the app's pods are named for other services: a
      // leftover of a removed feature (seafile's), whose text nobody sees, a note.
      shippingTwo(
        plist:
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSContactsUsageDescription</key>\n\t<string>Share with friends.</string>\n",
        table: "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n",
        withCode: true, severity: .note),
      // A deprecated key is judged by its replacement's service: nothing here uses Bluetooth
      // (a game's ad boilerplate), a note.
      shippingTwo(
        plist:
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSBluetoothPeripheralUsageDescription</key>\n\t<string>Find nearby devices.</string>\n",
        table: "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n",
        withCode: true, severity: .note),
      // Capacitor's stock text, declared for a core plugin (wcApp): nobody wrote it for this
      // app, and it is to be written before it is translated, a note.
      shippingTwo(
        plist:
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>To Record Audio With Video</string>\n",
        table: "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n", severity: .note),
      // Pods of every name ask for the camera: its missing text stays a warning.
      shippingTwo(
        plist:
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSContactsUsageDescription</key>\n\t<string>Share with friends.</string>\n",
        table: "↧\"NSContactsUsageDescription\" = \"Share with friends.\";\n",
        withCode: true),
      // A table that keeps no purpose string is not their source: the other language's gap is
      // `missing-translation`'s (YIMA), a note.
      .failing(
        .infoPlist(
          "\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
        ),
        .strings("en", "↧\"CFBundleDisplayName\" = \"Receipts\";\n"),
        .strings("zh-Hans", "\"CFBundleDisplayName\" = \"收据\";\n"), severity: .note),
      // Every other language translates it: nobody sees a gap, a note.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
        ),
        .strings("en", "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n\"NSMicrophoneUsageDescription\" = \"Diktiere Notizen.\";\n"
        ), severity: .note),
      // Some languages translate it anyway: the English table is not their source, a note.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
        ),
        .strings("en", "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n\"NSMicrophoneUsageDescription\" = \"Diktiere Notizen.\";\n"
        ),
        .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
        severity: .note),
      // A key Apple does not define is read by no system, in any language (fmidev's weather
      // app): `unrecognized-usage-key` says so, and its missing texts are a note.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSNotificationsUsageDescription</key>\n\t<string>Send warnings.</string>\n"
        ),
        .strings("en", "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
        .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
        severity: .note),
      // An empty declaration is `empty-purpose-string`'s to report, not a gap of the table.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string></string>\n"
        ),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>\"\"</string>\n"
        ),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
    ])

  /// An app that ships German and French (their Localizable.strings), declaring `plist`, whose
  /// English InfoPlist.strings holds `table`; `withCode`: a SwiftUI app whose only pod is
  /// Alamofire.
  static func shippingTwo(
    plist: String, table: String, withCode: Bool = false, severity: Severity? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> RuleExample {
    let code: [ExampleFile] = [
      .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n"),
      .file("project.yml", MissingTranslationRule.spec()),
      .file("Podfile", "platform :ios, '13.0'\npod 'Alamofire'\n"),
    ]
    return .failing(
      [
        .infoPlist(plist), .strings("en", table),
        .file("App/de.lproj/Localizable.strings", "\"Scan\" = \"Scannen\";\n"),
        .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n"),
      ] + (withCode ? code : []), severity: severity, file: file, line: line)
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      // A framework's purpose strings show nowhere: its host's do.
      guard !target.target.isLibrary, let table = target.target.sourceTable,
        table.format != .catalog, !table.entries.isEmpty
      else { continue }
      // A table that keeps no purpose string (YIMA's en.lproj holds the display name alone) is
      // not where they are kept: their source is the Info.plist, and the other languages' gaps
      // are `missing-translation`'s.
      let keepsPurposeStrings = table.entries.contains { context.isPurposeKey($0.key, in: target) }
      var reported: Set<String> = []
      for source in target.declarations
      // An empty value is `empty-purpose-string`'s: one cause, one finding (tooot).
      where context.isPurposeKey(source.key, in: target)
        && source.value.map(EmptyPurposeStringRule.saysNothing) == false
        && !target.resolvedSources.retiredKeys.contains(source.key)
      {
        guard table.entry(forKey: source.key) == nil, reported.insert(source.key).inserted else {
          continue
        }
        let everywhere = target.facts.translatedBesideSource.contains(source.key)
        let nowhere = target.facts.translatedNowhere.contains(source.key)
        let shipped = target.facts.shippedLocales
        let consequence: String
        if everywhere {
          consequence =
            "every other language's table translates it; only its \(table.locale.raw) text lives apart"
        } else if nowhere, shipped.count >= 2 {
          // One cause: why none of the languages the app ships translates it either.
          consequence =
            "so none of the \(shipped.count) languages the app ships translates it, and people using the app in them see the \(target.target.sourceLanguage.raw) text"
        } else if nowhere, shipped.isEmpty {
          // Nobody sees a gap: people see the Info.plist's text, as the table would show it
          // (Play SWI's English flavour).
          consequence = "the app ships no other language yet, so nobody sees a gap"
        } else if nowhere, !keepsPurposeStrings {
          consequence = "the table keeps no purpose string: the Info.plist is their source"
        } else if nowhere {
          // One cause, one finding: the one other language's gap is `missing-translation`'s,
          // which says what people see (jolocom's German).
          consequence =
            "\(shipped[0].raw), the one other language the app ships, lacks it too: `missing-translation` reports that"
        } else {
          // Some languages translate it from elsewhere: their gaps are `missing-translation`'s.
          consequence = "some languages translate it from elsewhere"
        }
        let needless = CodeEvidence.needlessTranslation(
          source.key, text: source.value, in: target, context: context)
        emit(
          Finding(
            "'\(source.key)' has no value in \(table.locale.raw).lproj (\(consequence)); add it, so that the source language's table holds every purpose string\(needless ?? "")",
            at: .file(table.path), key: source.key, locale: table.locale.raw,
            notes: [.init(message: "declared here", location: source.keyLocation)],
            severity: nowhere && shipped.count >= 2 && needless == nil ? nil : .note))
      }
    }
  }
}
