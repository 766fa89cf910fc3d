extension MissingTranslationRule {
  /// An Expo app declaring the "Always" location key, translated into German and French but
  /// for it, whose `src/location.ts` asks for location with `code`.
  static func expoLocation(_ code: String, native: String? = nil, severity: Severity? = nil)
    -> RuleExample
  {
    let swift = native.map { ExampleFile.file("App/Geofence.swift", $0) }
    return .failing(
      .infoPlist(
        "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show stops near you.</string>\n\t<key>↓NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Alert you when your stop is near.</string>\n"
      ),
      .strings(
        "de", "\"NSLocationWhenInUseUsageDescription\" = \"Zeigt Haltestellen in deiner Nähe.\";\n"),
      .strings(
        "fr", "\"NSLocationWhenInUseUsageDescription\" = \"Affiche les arrêts proches.\";\n"),
      .file(
        "package.json",
        "{\"dependencies\": {\"expo\": \"52.0.0\", \"expo-location\": \"18.0.0\"}}\n"),
      .file("src/location.ts", "import * as Location from \"expo-location\";\n" + code),
      swift ?? .file("README.md", "Stops near you.\n"),
      severity: severity)
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
