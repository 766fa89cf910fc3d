extension MissingTranslationRule {
  /// The rule's examples, which are its tests.
  static let examples: [RuleExample] = [
    .passing(
      .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
    // `mul.lproj` holds multilingual String Catalogs: no language anybody runs the app in.
    .passing(
      .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .file("App/mul.lproj/Main.strings", "\"Title\" = \"Receipts\";\n")),
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .strings("de", "↧\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
    .failing(
      .infoPlist("\t<key>↓NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      configuration: "{\"languages\": [\"fr\"]}"),
    // Every language's table empty, the source language's too (RoverLink): no language
    // translates the key, and nothing says where its texts are kept.
    .failing(
      .infoPlist("\t<key>↓NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .strings("en", "\n"), .strings("de", "\n"), .strings("fr", "\n")),
    // A table that holds none of the keys: one gap, not one per key.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .strings("de", "↧\"CFBundleDisplayName\" = \"Belege\";\n")),
    // An empty table too.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .strings("de", "↧/* To be translated. */\n")),
    // The names Siri knows the app by are names in every language: untranslated, a note
    // (AmpFin's catalog).
    .failing(
      .infoPlist(
        "\t<key>INAlternativeAppNames</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>INAlternativeAppName</key>\n\t\t\t<string>Amp Fin</string>\n\t\t</dict>\n\t</array>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
      ),
      .file(
        "App/InfoPlist.xcstrings",
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    ↓\"Amp Fin\" : {\n\n    },\n    \"NSCameraUsageDescription\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Scanne Belege.\"\n          }\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
      ),
      severity: .note),
    // A pod whose sources the checkout commits is read like the app's code (Raven's
    // SwipeCellKit): when nothing uses the key, no alert shows it, a note.
    .failing(appWithCommittedPod([]), severity: .note),
    // One that ships built code may ask from it, unseen: the gap stands.
    .failing(
      appWithCommittedPod([.file("Pods/SwipeCellKit/Lib/libSwipe.a", "!<arch>\n")]),
      severity: .warning),
    // A key only a system picker uses: no alert shows it (Snikket's PhotosPicker), a note.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSPhotoLibraryUsageDescription</key>\n\t<string>Attach photos.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      .file(
        "App/Picker.swift",
        "import AVFoundation\nimport PhotosUI\nimport SwiftUI\n\nfunc scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n\nstruct Picker: View {\n  @State var item: PhotosPickerItem?\n  var body: some View { PhotosPicker(selection: $item) { Text(\"Pick\") } }\n}\n"
      ),
      severity: .note),
    // A text that is only the product's name, which no language changes (DuckDuckGo's system
    // extension): a note.
    .failing(
      .infoPlist(
        "\t<key>CFBundleDisplayName</key>\n\t<string>Receipts VPN Extension</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSSystemExtensionUsageDescription</key>\n\t<string>Receipts VPN</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // Where a language translates the name, the brand is no name kept as it is: a warning.
    .failing(
      .infoPlist(
        "\t<key>CFBundleDisplayName</key>\n\t<string>Receipts VPN</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSSystemExtensionUsageDescription</key>\n\t<string>Receipts VPN</string>\n"
      ),
      .strings(
        "de",
        "\"CFBundleDisplayName\" = \"Belege VPN\";\n\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"
      ),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .warning),
    // A widget's key: no alert shows it (its app asks), a note.
    .failing(
      .infoPlist(
        "\t<key>↓NSLocationWhenInUseUsageDescription</key>\n\t<string>Show departures near you.</string>\n\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>com.apple.widgetkit-extension</string>\n\t</dict>\n"
      ),
      .strings("de", "\"CFBundleDisplayName\" = \"Abfahrten\";\n"),
      .strings("fr", "\"CFBundleDisplayName\" = \"Départs\";\n"),
      severity: .note),
    // Crowdin's in-context language holds placeholders for its editor, not translations:
    // `platform-placeholder` reports the table; its gaps are none.
    .passing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .strings(
        "de",
        "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n\"NSMicrophoneUsageDescription\" = \"Notizen diktieren.\";\n"
      ),
      .strings("lol", "\"CFBundleDisplayName\" = \"crwdns35983:0crwdne35983:0\";\n")),
    // Missing from the source table too: `missing-source-translation` names that cause.
    .passing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n")),
    // A key no language translates: once, where it is declared.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n")),
    // The same for a key nothing in the code uses: no alert shows it, a note.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      .file(
        "App/Scanner.swift",
        "import AVFoundation\n\nfunc scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"
      ),
      severity: .note),
    // But a linked package named for the service may ask, as `unused-usage-key` knows: OPass
    // scans codes through CodeScanner's view, and its camera alert shows the English.
    .failing(
      .infoPlist(
        "\t<key>↓NSCameraUsageDescription</key>\n\t<string>Scan tickets.</string>\n\t<key>NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"
      ),
      .strings("de", "\"NSContactsUsageDescription\" = \"Freunde finden.\";\n"),
      .strings("fr", "\"NSContactsUsageDescription\" = \"Trouver des amis.\";\n"),
      .file("project.yml", spec(package: "CodeScanner")),
      .file(
        "App/Redeem.swift",
        "import CodeScanner\nimport Contacts\n\nlet scanner = CodeScannerView(codeTypes: [.qr]) { _ in }\nlet store = CNContactStore()\n"
      )),
    // A text that says the app does not use the permission is never meant to show: a note.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSLocationWhenInUseUsageDescription</key>\n\t<string>This app does not use your location.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // A placeholder for a key a plugin links but never asks (OpenRadiation's "Never used.").
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSContactsUsageDescription</key>\n\t<string>Never used.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // The app's name as its build setting is the subject (Nedaa's Expo template).
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSMotionUsageDescription</key>\n\t<string>$(PRODUCT_NAME) does not require motion access.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // A source written in the language of a table (CovPass's German camera text, in an app
    // developed in en): that language has its text; the source language lacks it.
    .failing(
      .infoPlist(
        "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n\t<key>↓NSCameraUsageDescription</key>\n\t<string>Erlauben Sie den Zugriff, um QR Codes scannen zu können.</string>\n"
      ),
      .file("App/de.lproj/Localizable.strings", "\"Scan\" = \"Scannen\";\n"),
      .file("App/en.lproj/Localizable.strings", "\"Scan\" = \"Scan\";\n")),
    // But an app that ships no other language shows everybody the one text: its
    // development language may be only the template's (Recosanté, French only), a note.
    .failing(
      .infoPlist(
        "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n\t<key>↓NSLocationWhenInUseUsageDescription</key>\n\t<string>Votre position sert à afficher la qualité de l'air près de chez vous.</string>\n"
      ),
      severity: .note),
    // Turkish (babycam's) and Hebrew (Hamagen's) are told too.
    .failing(
      .infoPlist(
        "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n\t<key>↓NSCameraUsageDescription</key>\n\t<string>MimiCam kamera yayını ve QR eşleşmesi için kameraya ihtiyaç duyar.</string>\n"
      ),
      .file("App/tr.lproj/Localizable.strings", "\"Scan\" = \"Tara\";\n"),
      .file("App/en.lproj/Localizable.strings", "\"Scan\" = \"Scan\";\n")),
    .failing(
      .infoPlist(
        "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n\t<key>↓NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>המיקום שלך נשמר במכשיר בלבד</string>\n"
      ),
      .strings(
        "de",
        "\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Dein Standort bleibt auf dem Gerät.\";\n"
      ),
      .file("App/en.lproj/Localizable.strings", "\"Scan\" = \"Scan\";\n")),
    // A development tool's text (Expo's Dev Launcher): no release shows it, a note.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSLocalNetworkUsageDescription</key>\n\t<string>Expo Dev Launcher uses the local network to discover and connect to development servers running on your computer.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // Flutter's text for debugging on a device (NamoAmitabha's): a note.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSLocalNetworkUsageDescription</key>\n\t<string>This app needs local network access to discover and connect to the Dart VM service during debugging.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // Hot reloading is a development build's (Sora Weather's): a note.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSLocalNetworkUsageDescription</key>\n\t<string>Used for debugging and hot reloading during development.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // An Expo app whose own code asks for location only while in use never shows the
    // "Always" text (Nedaa): a note. Asking for the background too, a warning.
    expoLocation(
      "export const ask = () => Location.requestForegroundPermissionsAsync();\n",
      severity: .note),
    expoLocation(
      "export const ask = async () => {\n  await Location.requestForegroundPermissionsAsync();\n  await Location.requestBackgroundPermissionsAsync();\n};\n"
    ),
    // An Expo app whose script never names the calendar cannot ask for it through
    // `expo-permissions` (Kid Security's template keys): a note. Naming it, a warning.
    expoCalendar(
      "export const ask = () => Permissions.askAsync(Permissions.CAMERA);\n", severity: .note),
    expoCalendar("export const ask = () => Permissions.askAsync(Permissions.CALENDAR);\n"),
    // Code an alias reaches outside the app's folder may name it: a warning.
    expoCalendar(
      "export const ask = () => Permissions.askAsync(Permissions.CAMERA);\n",
      also: [.file("babel.config.js", "module.exports = { alias: { shared: '../shared' } };\n")]),
    // Its native code asks for Always itself (a geofence in Swift): a warning.
    expoLocation(
      "export const ask = () => Location.requestForegroundPermissionsAsync();\n",
      native:
        "import CoreLocation\n\nfunc watch(_ manager: CLLocationManager) {\n  manager.requestAlwaysAuthorization()\n}\n"
    ),
    // A Swift app that asks only while in use (Dash Wallet): a note. A pod named for
    // geofences may ask for Always: a warning.
    nativeLocation(severity: .note),
    nativeLocation(
      also: "func watch(_ reachability: Reachability) { reachability.startMonitoring() }\n",
      severity: .note),
    nativeLocation(pods: "pod 'GeofenceKit'\n"),
    // Code that monitors regions, or a session that may ask for Always, needs it: a warning.
    nativeLocation(
      also: "let region = CLCircularRegion(center: stop, radius: 50, identifier: \"stop\")\n"),
    nativeLocation(also: "let session = CLServiceSession(authorization: .always)\n"),
    // A React Native app's script may ask for Always: a warning.
    nativeLocation(
      files: [.file("package.json", "{\"dependencies\": {\"react-native\": \"0.76.0\"}}\n")]),
    // A misspelt key (unknown-usage-key) needs its translations once it is fixed: a warning.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSMicrophonUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n")),
    // A system extension's key in an app: the system reads it only from the extension being
    // activated (Pearcleaner), so no alert shows the app's text. In the extension, it shows.
    .failing(
      .file("App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
      .infoPlist(
        "\t<key>↓NSSystemExtensionUsageDescription</key>\n\t<string>Install the filter that blocks trackers.</string>\n"
      ),
      .file("App/fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
      severity: .note),
    .failing(
      .file(
        "App.xcodeproj/project.pbxproj",
        UnbuiltTableRule.project.replacingOccurrences(
          of: "product-type.application", with: "product-type.system-extension")),
      .infoPlist(
        "\t<key>↓NSSystemExtensionUsageDescription</key>\n\t<string>Install the filter that blocks trackers.</string>\n"
      ),
      .file("App/fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n")),
    // A source that is a placeholder (Moblin's watch: `Yes`) is to be written, not translated.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSMicrophoneUsageDescription</key>\n\t<string>Yes</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // Latin American Spanish with no table of its own reads Spanish's: nothing is missing.
    .passing(
      .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .strings("es", "\"NSCameraUsageDescription\" = \"Escanea recibos.\";\n"),
      .file("App/es-419.lproj/Localizable.strings", "\"Scan\" = \"Escanear\";\n")),
    // A language the app ships (other resources in fr.lproj) without InfoPlist.strings.
    .failing(
      .infoPlist("\t<key>↓NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n")),
    // The same with two purpose strings: one gap, where the first is declared.
    .failing(
      .infoPlist(
        "\t<key>↓NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n")),
    // A shortcut title the de table lacks: German users see the Info.plist's value, the key.
    .failing(
      .infoPlist(
        "\t<key>UIApplicationShortcutItems</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Shortcut.Scan</string>\n\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>scan</string>\n\t\t</dict>\n\t</array>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
      ),
      .strings("en", "\"Shortcut.Scan\" = \"Scan a Receipt\";\n"),
      .strings("de", "↧\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
    // A string other languages hold only as a copy ('XML', a document type's name) is not
    // localized: French without it shows the very same text.
    .passing(
      .infoPlist(
        "\t<key>UIApplicationShortcutItems</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>XML</string>\n\t\t</dict>\n\t</array>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
      ),
      .strings("en", "\"XML\" = \"XML\";\n"),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n\"XML\" = \"XML\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n")),
    // A shortcut's title is an interface word, not a name: a catalog entry no language
    // localizes is one gap.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>UIApplicationShortcutItems</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Scan Receipt</string>\n\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>scan</string>\n\t\t</dict>\n\t</array>\n"
      ),
      .file(
        "App/InfoPlist.xcstrings",
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"NSCameraUsageDescription\" : {\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Scanne Belege.\" } },\n        \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Numérisez des reçus.\" } }\n      }\n    },\n    ↓\"Scan Receipt\" : {\n      \"extractionState\" : \"extracted_with_value\"\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
      )),
    // A key nothing in the code uses shows no alert: its gap is a note, and the key may be
    // the one to remove.
    .failing(
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"
      ),
      .strings(
        "fr",
        "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n\"NSContactsUsageDescription\" = \"Trouvez des amis.\";\n"
      ),
      .strings("de", "↧\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .file(
        "App/Scanner.swift",
        "import AVFoundation\n\nfunc scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"
      ),
      severity: .note),
    // British English falls back to English: nothing is missing there.
    .passing(
      .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .strings("en-GB", "\"CFBundleDisplayName\" = \"Receipts\";\n")),
    // The app's name is its display name: a CFBundleName no one sees needs no translation.
    .passing(
      .infoPlist(
        "\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"
      ),
      .strings(
        "en",
        "\"CFBundleName\" = \"Receipts\";\n\"CFBundleDisplayName\" = \"Receipts\";\n"),
      .strings(
        "de", "\"CFBundleName\" = \"Belege\";\n\"CFBundleDisplayName\" = \"Belege\";\n"),
      .strings("fr", "\"CFBundleDisplayName\" = \"Reçus\";\n")),
    // A name copied unchanged is not localized: the languages without it show the very
    // same name, and lack nothing.
    .passing(
      .infoPlist(
        "\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
      ),
      .strings("en", "\"CFBundleDisplayName\" = \"Receipts\";\n"),
      .strings(
        "de",
        "\"CFBundleDisplayName\" = \"Receipts\";\n\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"
      ),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n")),
    // One language localizes the name: where another lacks it, a note (a name may be kept).
    .failing(
      .infoPlist(
        "\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
      ),
      .strings("en", "\"CFBundleDisplayName\" = \"Receipts\";\n"),
      .strings(
        "de",
        "\"CFBundleDisplayName\" = \"Belege\";\n\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"
      ),
      .strings("fr", "↧\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      severity: .note),
    // An app name only English gives is a choice, not a gap.
    .passing(
      .infoPlist(
        "\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
      ),
      .strings("en", "\"CFBundleDisplayName\" = \"Receipts\";\n"),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
    // The translations are in a catalog the target builds under its own name, which the
    // system never reads for the Info.plist: one finding, on the catalog, naming the cause.
    .failing(
      .file("App.xcodeproj/project.pbxproj", misnamedCatalogProject),
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
      ),
      .file(
        "App/App-InfoPlist.xcstrings",
        "↧{\"sourceLanguage\":\"en\",\"strings\":{\"NSCameraUsageDescription\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Numérisez des reçus.\"}}}},\"NSMicrophoneUsageDescription\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Dictez des notes.\"}}}}},\"version\":\"1.0\"}\n"
      ),
      .file("App/de.lproj/Localizable.strings", "\"Scan\" = \"Scannen\";\n")),
    // The app ships fr, and a fr table translates the key, but the project does not build it:
    // `unbuilt-table` reports that cause.
    .passing(
      .file("App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
      .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n")),
  ]

  /// An Expo app declaring the "Always" location key, translated into German and French but
  /// for it, whose `src/location.ts` asks for location with `code`.
  static func expoLocation(_ code: String, native: String? = nil, severity: Severity? = nil)
    -> RuleExample
  {
    let swift = native.map { ExampleFile.file("App/Geofence.swift", $0) }
    return .failing(
      alwaysKeyUntranslated + [
        .file(
          "package.json",
          "{\"dependencies\": {\"expo\": \"52.0.0\", \"expo-location\": \"18.0.0\"}}\n"),
        .file("src/location.ts", "import * as Location from \"expo-location\";\n" + code),
        swift ?? .file("README.md", "Stops near you.\n"),
      ], severity: severity)
  }

  /// An Expo app declaring the calendar key, translated into German and French but for it, with
  /// `expo-permissions`, its native project in `ios/`, whose `src/ask.ts` holds `code`.
  static func expoCalendar(
    _ code: String, also files: [ExampleFile] = [], severity: Severity? = nil
  ) -> RuleExample {
    .failing(
      [
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSCalendarsFullAccessUsageDescription</key>\n\t<string>Add trips to your calendar.</string>\n",
          path: "ios/App/Info.plist"),
        .file(
          "ios/App/de.lproj/InfoPlist.strings",
          "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"
        ),
        .file(
          "ios/App/fr.lproj/InfoPlist.strings",
          "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
        .file("ios/project.yml", spec()),
        .file("ios/App/AppDelegate.swift", "import UIKit\n\nclass AppDelegate: UIResponder {}\n"),
        .file(
          "package.json",
          "{\"dependencies\": {\"expo\": \"52.0.0\", \"expo-permissions\": \"14.0.0\", \"react-native\": \"0.76.0\"}}\n"
        ),
        .file("src/ask.ts", "import * as Permissions from \"expo-permissions\";\n" + code),
      ] + files, severity: severity)
  }

  /// The "Always" location key declared, and German and French tables that translate the
  /// while-in-use key alone.
  static let alwaysKeyUntranslated: [ExampleFile] = [
    .infoPlist(
      "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show stops near you.</string>\n\t<key>↓NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Alert you when your stop is near.</string>\n"
    ),
    .strings(
      "de", "\"NSLocationWhenInUseUsageDescription\" = \"Zeigt Haltestellen in deiner Nähe.\";\n"),
    .strings(
      "fr", "\"NSLocationWhenInUseUsageDescription\" = \"Affiche les arrêts proches.\";\n"),
  ]

  /// A Swift app declaring the "Always" location key, translated into German and French but
  /// for it, whose code asks for location while in use and then holds `code`, with `pods`
  /// installed and `files` beside.
  static func nativeLocation(
    pods: String = "", also code: String = "", files: [ExampleFile] = [],
    severity: Severity? = nil, file: StaticString = #filePath, line: UInt = #line
  ) -> RuleExample {
    .failing(
      alwaysKeyUntranslated + [
        .file(
          "App/Stops.swift",
          "import CoreLocation\n\nfunc ask(_ manager: CLLocationManager) {\n  manager.requestWhenInUseAuthorization()\n}\n"
            + code
        ),
        .file("project.yml", spec()), .file("Podfile", "platform :ios, '13.0'\n" + pods),
      ] + files, severity: severity, file: file, line: line)
  }

  /// An app that asks for the camera and declares a photo-library key nothing in it uses, with
  /// its `SwipeCellKit` pod's sources committed, and `extra`.
  static func appWithCommittedPod(_ extra: [ExampleFile]) -> [ExampleFile] {
    [
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSPhotoLibraryUsageDescription</key>\n\t<string>Attach photos.</string>\n"
      ),
      .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      .file(
        "App/Scan.swift",
        "import AVFoundation\n\nfunc scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"
      ),
      .file("project.yml", spec()),
      .file("Podfile", "platform :ios, '13.0'\npod 'SwipeCellKit'\n"),
      .file(
        "Pods/SwipeCellKit/Source/SwipeAction.swift",
        "import UIKit\n\npublic class SwipeAction {}\n"),
    ] + extra
  }

  /// An XcodeGen spec of one iOS app, linking the remote package `package` if any.
  static func spec(package: String? = nil) -> String {
    let packages = package.map {
      "packages:\n  \($0):\n    url: https://github.com/example/\($0)\n    from: 2.0.0\n"
    }
    let dependencies = package.map { "    dependencies:\n      - package: \($0)\n" }
    return "name: App\n" + (packages ?? "")
      + "targets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
      + "    settings:\n      INFOPLIST_FILE: App/Info.plist\n" + (dependencies ?? "")
  }
}
