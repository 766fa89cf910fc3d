import Foundation
import Testing

@testable import UsageStrings

/// An Expo app whose iOS project `expo prebuild` generates: the keys of its `app.json` and of
/// its packages' config plugins, as prebuild writes them.
@Suite struct ExpoAppTests {
  static let appJSON = """
    {
      "expo": {
        "name": "Trip Notes",
        "ios": {
          "infoPlist": {
            "NSLocationWhenInUseUsageDescription": "Show trips near you.",
            "NSCameraUsageDescription": "Take a photo."
          }
        },
        "plugins": [
          ["expo-camera", {"cameraPermission": "Scan the receipts of a trip.", "microphonePermission": false}],
          "expo-media-library"
        ],
        "locales": {"de": "./locales/de.json"}
      }
    }
    """

  static let packageJSON = """
    {"dependencies": {"expo": "52.0.0", "expo-camera": "16.0.0", "expo-contacts": "14.0.0"}}
    """

  static func model(_ files: [String: String]) throws -> (ResolvedProject, Project) {
    let folder = try ResolvedModelTests.app(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (project, _) = try ProjectShapesTests.discover(folder)
    return (ModelResolver().resolve(project), project)
  }

  /// Each key as prebuild writes it: a plugin's option over `ios.infoPlist`, `false` removing
  /// the key, a listed plugin's default text where nothing gives one, and the default of a
  /// plugin prebuild applies because its package is installed.
  @Test func prebuildsKeysAreRead() throws {
    let (model, _) = try Self.model(["app.json": Self.appJSON, "package.json": Self.packageJSON])
    let app = try #require(model.targets.first { $0.target.name == "Trip Notes" })
    #expect(app.resolvedSources.deployment.platform == "ios")
    let texts = app.sources.mapValues { $0.text }
    #expect(texts["NSCameraUsageDescription"] == "Scan the receipts of a trip.")
    #expect(texts["NSLocationWhenInUseUsageDescription"] == "Show trips near you.")
    #expect(texts["NSMicrophoneUsageDescription"] == nil)
    // Build settings expanded: the Xcode target prebuild names after the app.
    #expect(texts["NSPhotoLibraryUsageDescription"] == "Allow TripNotes to access your photos")
    #expect(texts["NSContactsUsageDescription"] == "Allow TripNotes to access your contacts")
    let camera = try #require(app.sources["NSCameraUsageDescription"])
    #expect(camera.location.file == "app.json" && camera.location.start.line == 11)
    // A default is where the plugin is listed, or the package installed.
    #expect(app.sources["NSPhotoLibraryUsageDescription"]?.location.start.line == 12)
    #expect(app.sources["NSContactsUsageDescription"]?.location.file == "package.json")
  }

  /// An app on an SDK older than config plugins (corona-contact-scan's `~37.0.3`) gets no key
  /// from an installed package; its `ios.infoPlist` stays.
  @Test func anSDKBeforePluginsAppliesNone() throws {
    let package = """
      {"dependencies": {"expo": "~37.0.3", "expo-barcode-scanner": "~8.1.0"}}
      """
    let app = """
      {"expo": {"name": "Scan", "ios": {"infoPlist": {"NSCameraUsageDescription": "Scan codes."}}}}
      """
    let (model, _) = try Self.model(["app.json": app, "package.json": package])
    let target = try #require(model.targets.first { $0.target.name == "Scan" })
    #expect(target.sources["NSCameraUsageDescription"]?.text == "Scan codes.")
    #expect(target.sources["NSMicrophoneUsageDescription"] == nil)
    #expect(ExpoPlugins.sdkMajor("^52.0.0") == 52 && ExpoPlugins.sdkMajor("latest") == nil)
  }

  /// Prebuild runs the plugins' Info.plist edits last registered first: the installed packages'
  /// plugins, then the listed ones from the last to the first, so the first listed has the last
  /// word. A plugin that sets `ios.infoPlist` itself does so before any of them.
  @Test func pluginsRunAsPrebuildRunsThem() throws {
    let app = """
      {"expo": {"name": "Trips", "ios": {"infoPlist": {
        "CFBundleDevelopmentRegion": "de", "NSLocationWhenInUseUsageDescription": "Zeigt Reisen."
      }}, "plugins": [
        ["expo-image-picker", {"cameraPermission": "Fotografiert Belege.", "microphonePermission": false}],
        ["expo-camera", {"cameraPermission": "Scannt Codes."}],
        ["react-native-vision-camera", {"enableLocationPermission": true, "locationPermissionText": "Markiert Fotos mit dem Ort."}]
      ]}}
      """
    let (model, _) = try Self.model([
      "app.json": app, "package.json": "{\"devDependencies\": {\"expo-av\": \"15.0.0\"}}",
    ])
    let target = try #require(model.targets.first)
    let texts = target.sources.mapValues { $0.text }
    #expect(texts["NSCameraUsageDescription"] == "Fotografiert Belege.")
    #expect(texts["NSMicrophoneUsageDescription"] == nil)
    #expect(texts["NSLocationWhenInUseUsageDescription"] == "Markiert Fotos mit dem Ort.")
    #expect(target.target.sourceLanguage.raw == "de")
  }

  /// Another target in the app's folder (a widget's own Info.plist) is no native project.
  @Test func aWidgetBesideTheAppKeepsIt() throws {
    let plist =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleName</key>\n\t<string>Widget</string>\n</dict>\n</plist>\n"
    let (model, _) = try Self.model([
      "app.json": Self.appJSON, "package.json": Self.packageJSON,
      "targets/widget/Info.plist": plist,
    ])
    #expect(model.targets.contains { $0.target.name == "Trip Notes" })
  }

  /// Expo reads app.json as JSON5: a file with comments is an app all the same.
  @Test func anAppJSONWithCommentsIsRead() throws {
    let text =
      "// Trips\n"
      + Self.appJSON.replacingOccurrences(
        of: "\"name\": \"Trip Notes\",", with: "\"name\": \"Trip Notes\", // shown\n")
    let (model, _) = try Self.model(["app.json": text, "package.json": Self.packageJSON])
    let app = try #require(model.targets.first { $0.target.name == "Trip Notes" })
    #expect(app.sources["NSCameraUsageDescription"]?.location.start.line == 13)
  }

  /// A default text names the option that replaces it, and for a plugin the app does not list,
  /// that it must be listed to take one; a text the app writes names none.
  @Test func aDefaultNamesItsOption() throws {
    let folder = try ResolvedModelTests.app([
      "app.json": Self.appJSON, "package.json": Self.packageJSON,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (project, _) = try ProjectShapesTests.discover(folder)
    let sources = try #require(project.targets.first).sources
    func defaultOf(_ key: String) -> String? { sources.first { $0.key == key }?.defaultOf }
    #expect(
      defaultOf("NSPhotoLibraryUsageDescription")
        == "the photosPermission option of expo-media-library")
    #expect(
      defaultOf("NSContactsUsageDescription")?.hasPrefix(
        "the contactsPermission option of expo-contacts (applied because") == true)
    #expect(defaultOf("NSCameraUsageDescription") == nil)
  }

  /// The Info.plist and the locale tables prebuild writes are not here: one note says so.
  @Test func whatPrebuildGeneratesIsNoted() throws {
    let (_, project) = try Self.model([
      "app.json": Self.appJSON, "package.json": Self.packageJSON,
      "app.config.ts": "export default ({ config }) => config;\n",
    ])
    let notes = project.missingFiles.map(\.explanation)
    #expect(notes.count == 1)
    #expect(notes.first??.contains("`locales` (de)") == true)
    #expect(notes.first??.contains("app.config.ts is code") == true)
  }

  /// A committed `ios/` folder is what builds: `app.json` makes no app of its own.
  @Test func aCommittedIOSProjectIsTheApp() throws {
    let plist =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n</dict>\n</plist>\n"
    let (model, _) = try Self.model([
      "app.json": Self.appJSON, "package.json": Self.packageJSON, "ios/TripNotes/Info.plist": plist,
    ])
    #expect(model.targets.map(\.target.name) == ["TripNotes"])
  }

  /// A React Native `app.json` has no `expo` object: no app.
  @Test func aBareReactNativeConfigIsNone() throws {
    let (model, _) = try Self.model([
      "app.json": "{\"name\": \"Trips\", \"displayName\": \"Trips\"}"
    ])
    #expect(model.targets.isEmpty)
  }

  /// A configuration nested 200,000 deep, of more than a megabyte, or linked to one outside the
  /// checkout is no Expo app; the files of `locales` are never opened.
  @Test func aHostileConfigurationIsNone() throws {
    let deep =
      "{\"expo\": {\"ios\": " + String(repeating: "[", count: 200_000)
      + String(repeating: "]", count: 200_000) + "}}"
    #expect(ExpoConfig.read(TextFile(path: "app.json", bytes: Array(deep.utf8))) == nil)
    let padding = String(repeating: " ", count: ExpoConfig.maximumSize)
    let folder = try ResolvedModelTests.app([
      "outside/app.json": Self.appJSON, "app/big/app.json": Self.appJSON + padding,
      "app/locales/app.json": Self.appJSON.replacingOccurrences(
        of: "./locales/de.json", with: "../../outside/app.json"),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("app/app.json").path,
      withDestinationPath: folder.appendingPathComponent("outside/app.json").path)
    let (project, _) = try ProjectShapesTests.discover(folder.appendingPathComponent("app"))
    // Only the app whose own app.json is in the checkout, its locale file unread.
    #expect(project.targets.map(\.name) == ["Trip Notes"])
    #expect(project.targets.first?.sourceFiles == ["locales/app.json"])
  }

  /// A `plugins` item that is neither a name nor a pair of a name and options is passed over.
  @Test func oddPluginItemsArePassedOver() throws {
    let text =
      "{\"expo\": {\"plugins\": [42, [], [7], null, [\"x\", \"str\"], \"y\", [\"z\", {\"a\": 1}]]}}"
    let config = try #require(ExpoConfig.read(TextFile(path: "app.json", bytes: Array(text.utf8))))
    #expect(config.plugins.map(\.package) == ["x", "y", "z"])
    #expect(config.plugins.map(\.options.count) == [0, 0, 1])
  }

  /// Without `expo.name`, the app is its package's; prebuild's target name keeps letters and
  /// digits, and is "app" when none is left.
  @Test func theNameComesFromThePackageWhereAppJSONHasNone() throws {
    let noName = Self.appJSON.replacingOccurrences(of: "\"name\": \"Trip Notes\",", with: "")
    let (model, _) = try Self.model([
      "app.json": noName,
      "package.json":
        "{\"name\": \"trip-notes\", \"dependencies\": {\"expo-contacts\": \"14.0.0\"}}",
    ])
    let app = try #require(model.targets.first)
    #expect(app.target.name == "trip-notes")
    #expect(
      app.sources["NSContactsUsageDescription"]?.text == "Allow tripnotes to access your contacts")
    let cyrillic = Self.appJSON.replacingOccurrences(of: "Trip Notes", with: "Привет")
    let (other, _) = try Self.model(["app.json": cyrillic, "package.json": Self.packageJSON])
    #expect(other.targets.first?.target.buildSettings?.values["PRODUCT_NAME"] == "app")
  }
}
