import Testing

@testable import UsageStrings

/// `#if` as the target compiles it: what its settings decide, and what they cannot.
@Suite struct CompilationConditionsTests {
  static let shareExtension = CompilationConditions(defined: ["APP_EXTENSION"], platform: "ios")

  @Test(arguments: [
    ("!APP_EXTENSION", false as Bool?),
    ("APP_EXTENSION && os(iOS)", true),
    ("os(macOS) || APP_EXTENSION", true),
    ("WITH_LOCATION", false),
    ("!(APP_EXTENSION || WITH_LOCATION)", false),
    ("DEBUG", nil),
    ("canImport(UIKit)", nil),
    ("APP_EXTENSION && canImport(UIKit)", nil),
    ("!APP_EXTENSION && canImport(UIKit)", false),
    ("false", false),
    ("0", false),
  ])
  func evaluates(_ condition: String, _ expected: Bool?) {
    #expect(Self.shareExtension.evaluate(condition) == expected, "\(condition)")
  }

  /// C's platform macros where `SDKROOT` names the one platform (VLC's watch app leaves out
  /// `#if !TARGET_OS_WATCH`); a macro the target defines wins, and nothing is known without
  /// the platform.
  @Test func platformMacrosOfCFollowTheSDK() {
    let watch = CompilationConditions(
      defined: [], platform: "watchos", macros: [:], sdkPlatform: "watchos"
    ).forC
    #expect(watch.evaluate("!TARGET_OS_WATCH") == false)
    #expect(watch.evaluate("TARGET_OS_IPHONE && !TARGET_OS_TV") == true)
    #expect(watch.evaluate("TARGET_OS_IOS") == nil)
    let tv = CompilationConditions(defined: [], platform: "tvos", macros: [:], sdkPlatform: "tvos")
    #expect(tv.forC.evaluate("!TARGET_OS_WATCH") == true)
    #expect(tv.forC.evaluate("TARGET_OS_OSX") == false)
    let guessed = CompilationConditions(defined: [], platform: "ios", macros: [:]).forC
    #expect(guessed.evaluate("TARGET_OS_WATCH") == nil)
    let defining = CompilationConditions(
      defined: [], platform: "tvos", macros: ["TARGET_OS_TV": "0"], sdkPlatform: "tvos"
    ).forC
    #expect(defining.evaluate("TARGET_OS_TV") == false)
  }

  /// Without the target's settings no name is known: only literals decide.
  @Test func unknownSettingsDecideNothing() {
    #expect(CompilationConditions.unknown.evaluate("APP_EXTENSION") == nil)
    #expect(CompilationConditions.unknown.evaluate("os(iOS)") == nil)
    #expect(CompilationConditions.unknown.evaluate("false") == false)
  }

  /// A share extension that sets `APP_EXTENSION` does not compile the camera action of
  /// `#if !APP_EXTENSION`, but compiles its `#else`; code under a condition it cannot tell is kept.
  @Test func branchesTheTargetDoesNotCompileAreBlanked() {
    let code = """
      #if !APP_EXTENSION
      AVCaptureDevice.requestAccess(for: .video) { _ in }
      #elseif canImport(UIKit)
      PHPhotoLibrary.requestAuthorization { _ in }
      #else
      CLLocationManager().requestWhenInUseAuthorization()
      #endif
      #if canImport(Contacts)
      CNContactStore().requestAccess(for: .contacts) { _, _ in }
      #endif
      """
    func kept(_ conditions: CompilationConditions) -> String {
      String(
        decoding: CodeScanner.blank(Array(code.utf8), conditions: conditions), as: UTF8.self)
    }
    let share = kept(Self.shareExtension)
    #expect(!share.contains("AVCaptureDevice"))
    #expect(share.contains("PHPhotoLibrary"))
    #expect(share.contains("CLLocationManager"))
    #expect(share.contains("CNContactStore"))
    let app = kept(CompilationConditions(defined: [], platform: "ios"))
    #expect(app.contains("AVCaptureDevice"))
    #expect(!app.contains("PHPhotoLibrary") && !app.contains("CLLocationManager"))
    // Lines and offsets stay those of the file.
    #expect(share.utf8.count == code.utf8.count)
  }

  /// A library compiles for the platform its app's `SDKROOT` names, unless the app builds for
  /// several (`auto`, or a Mac among an iOS target's platforms): then `os(…)` stays unknown.
  @Test(arguments: [
    (["SDKROOT": "iphoneos"], "ios"),
    (["SDKROOT": "macosx", "SUPPORTED_PLATFORMS": "macosx"], "macos"),
    (["SDKROOT": "watchos", "SUPPORTED_PLATFORMS": "watchos watchsimulator"], "watchos"),
    (["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"], ""),
    (["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"], ""),
    ([:], ""),
  ])
  func aLibraryCompilesForItsAppsPlatform(_ values: [String: String], _ expected: String) {
    var target = Target(
      name: "App", sourceLanguage: LocaleIdentifier("en"), sourceLanguageOrigin: .fallback)
    target.buildSettings = BuildSettings(configuration: "Release", values: values)
    #expect(CompilationConditions.libraryPlatform(of: target) == expected)
  }

  /// A local package's code compiles with its manifest's defines only: a flag it never names is
  /// unset (Provenance's `#if LocationManager`); one it names may hold for one target or
  /// platform; a define the manifest computes could name anything.
  @Test func aPackageSetsOnlyWhatItsManifestDefines() {
    let package = CompilationConditions.ofPackage(
      manifest: """
        swiftSettings: [
          .define("USE_METAL", .when(platforms: [.macOS])),
          .unsafeFlags(["-DWITH_SIRI"]),
        ]
        """)
    #expect(package.evaluate("LocationManager") == false)
    #expect(package.evaluate("!LocationManager") == true)
    #expect(package.evaluate("USE_METAL") == nil)
    #expect(package.evaluate("WITH_SIRI") == nil)
    #expect(package.evaluate("DEBUG") == nil)
    #expect(package.evaluate("SWIFT_PACKAGE") == true)
    #expect(CompilationConditions.ofPackage(manifest: "[\"-D\", \"FOO\"]").evaluate("FOO") == nil)
    #expect(package.evaluate("os(iOS)") == nil)
    let computed = CompilationConditions.ofPackage(
      manifest: "swiftSettings: flags.map { .define($0) }")
    #expect(computed.evaluate("LocationManager") == nil)
  }

  /// Objective-C reads the target's `GCC_PREPROCESSOR_DEFINITIONS`; a macro it does not define
  /// may come from a header (`TARGET_OS_IOS`), so it decides nothing.
  @Test func objectiveCReadsTheTargetsMacros() {
    let macros = CompilationConditions.macros("$(inherited) APP_EXTENSION=1 LEGACY=0 \"NAME=a\"")
    #expect(macros == ["APP_EXTENSION": "1", "LEGACY": "0", "NAME": "a"])
    let share = CompilationConditions(defined: [], platform: "ios", macros: macros).forC
    #expect(share.evaluate("!APP_EXTENSION") == false)
    #expect(share.evaluate("LEGACY") == false)
    #expect(share.evaluate("defined(LEGACY)") == true)
    #expect(share.evaluate("TARGET_OS_IOS") == nil)
    #expect(share.evaluate("defined(TARGET_OS_IOS)") == nil)
    let code = """
      #ifndef APP_EXTENSION
      [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:nil];
      #endif
      #if TARGET_OS_IOS
      [PHPhotoLibrary requestAuthorization:nil];
      #endif
      """
    let kept = String(
      decoding: CodeScanner.blank(Array(code.utf8), conditions: share), as: UTF8.self)
    #expect(!kept.contains("AVCaptureDevice"))
    #expect(kept.contains("PHPhotoLibrary"))
    // Swift's conditions leave C's `#ifdef` undecided, as before.
    let swift = String(
      decoding: CodeScanner.blank(Array(code.utf8), conditions: Self.shareExtension), as: UTF8.self)
    #expect(swift.contains("AVCaptureDevice"))
  }
}
