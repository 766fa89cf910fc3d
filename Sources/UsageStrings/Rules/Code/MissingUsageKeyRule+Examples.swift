/// The projects and files `MissingUsageKeyRule`'s examples are made of.
extension MissingUsageKeyRule {
  /// An app that declares the photo library and calls `askForPhotos()` from its own screen, and
  /// a share extension that does not declare it and compiles the app's `App/Recorder.swift`.
  static let sharedPhotos = (
    project: ExampleFile.file("App.xcodeproj/project.pbxproj", sharingRecorderAndScreen),
    app: ExampleFile.infoPlist(
      "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>Attach photos.</string>\n"),
    share: ExampleFile.file("Share/Info.plist", shareExtensionPlist),
    screen: ExampleFile.file("App/Screen.swift", "func attach() {\n  askForPhotos()\n}\n")
  )

  /// A view of the shared file that asks for photos, and the app's screen that shows it.
  static let photoCover = (
    screen: ExampleFile.file(
      "App/Screen.swift", "func attach() -> PhotoCover {\n  PhotoCover()\n}\n"),
    view:
      "import Photos\n\nstruct PhotoCover {\n  func load() {\n    ↓PHPhotoLibrary.requestAuthorization { _ in }\n  }\n  func show() { load() }\n}\n"
  )

  /// A share extension's Info.plist.
  static let shareExtensionPlist = extensionPlist("com.apple.share-services")

  /// The Info.plist of an extension of the `point`, with the keys `extra` before its own.
  static func extensionPlist(_ point: String, _ extra: String = "") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(extra)\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>\(point)</string>\n\t</dict>\n</dict>\n</plist>\n"
  }

  /// A Mac app's Info.plist as a Qt app writes it: no settings, a key only macOS reads.
  static let macPlist = ExampleFile.infoPlist(
    "\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n\t<key>NSHighResolutionCapable</key>\n\t<true/>\n"
  )

  /// `UnbuiltTableRule.project` whose app also compiles `App/Recorder.swift`.
  static let compilingRecorder = UnbuiltTableRule.project.replacingOccurrences(
    of: "buildPhases = (R1)", with: "buildPhases = (R1, S1)"
  ).replacingOccurrences(of: "children = (F2, V1, V2)", with: "children = (F2, F7, V1, V2)")
    .replacingOccurrences(
      of: "\t\tF2 /* Info.plist */",
      with:
        "\t\tS1 = {isa = PBXSourcesBuildPhase; files = (B7); };\n\t\tB7 = {isa = PBXBuildFile; fileRef = F7; };\n\t\tF7 = {isa = PBXFileReference; path = Recorder.swift; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */"
    )

  /// `compilingRecorder` with an extension, `Share`, that compiles `App/Recorder.swift` too.
  static let sharingRecorder = compilingRecorder.replacingOccurrences(
    of: "targets = (T1)", with: "targets = (T1, T2)"
  ).replacingOccurrences(
    of: "\t\tF2 /* Info.plist */",
    with:
      "\t\tT2 /* Share */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (S2); name = Share; productType = \"com.apple.product-type.app-extension\"; };\n\t\tS2 = {isa = PBXSourcesBuildPhase; files = (B8); };\n\t\tB8 = {isa = PBXBuildFile; fileRef = F7; };\n\t\tC3 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Share/Info.plist; PRODUCT_NAME = \"$(TARGET_NAME)\";}; name = Release; };\n\t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3); };\n\t\tF2 /* Info.plist */"
  )

  /// `sharingRecorder` whose app also compiles `App/Screen.swift`, which the extension does not.
  static let sharingRecorderAndScreen = sharingRecorder.replacingOccurrences(
    of: "files = (B7); }", with: "files = (B7, B9); }"
  ).replacingOccurrences(of: "children = (F2, F7, V1, V2)", with: "children = (F2, F7, F8, V1, V2)")
    .replacingOccurrences(
      of: "\t\tF2 /* Info.plist */",
      with:
        "\t\tB9 = {isa = PBXBuildFile; fileRef = F8; };\n\t\tF8 = {isa = PBXFileReference; path = Screen.swift; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */"
    )
}
