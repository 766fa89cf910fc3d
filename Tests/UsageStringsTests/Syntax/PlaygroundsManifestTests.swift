import Testing

@testable import UsageStrings

/// A Swift Playgrounds app's manifest: the purpose strings of its capabilities.
@Suite struct PlaygroundsManifestTests {
  static let manifest = """
    // swift-tools-version: 5.9
    import AppleProductTypes
    import PackageDescription

    let package = Package(
        name: "CycleHop",
        products: [
            .iOSApplication(
                name: "Cycle Hop",
                targets: ["AppModule"],
                capabilities: [
                    .locationWhenInUse(
                        purposeString:
                            "Find docking stations near you."
                    ),
                    .camera(purposeString: "Set your profile photo."),
                    .fileAccess(.userSelectedFiles, mode: .readOnly),
                    .microphone(purposeString: "Say \\"hi\\".")
                ]
            )
        ],
        targets: [.executableTarget(name: "AppModule", path: ".")]
    )
    """

  @Test func theCapabilitiesPurposeStringsAreRead() throws {
    let text = Array(Self.manifest.utf8)
    let app = try #require(PlaygroundsManifest.read(text))
    #expect(app.name == "Cycle Hop")
    // A literal with an escape is left unread rather than read wrong.
    #expect(
      app.capabilities.map(\.key) == [
        "NSLocationWhenInUseUsageDescription", "NSCameraUsageDescription",
      ])
    #expect(
      app.capabilities.map(\.value) == [
        "Find docking stations near you.", "Set your profile photo.",
      ]
    )
    for capability in app.capabilities {
      #expect(String(decoding: text[capability.valueRange], as: UTF8.self) == capability.value)
    }
    #expect(String(decoding: text[app.capabilities[1].keyRange], as: UTF8.self) == "camera")
  }

  @Test func aPackageWithoutAnAppIsNone() {
    let library = "import PackageDescription\nlet package = Package(name: \"Kit\")\n"
    #expect(PlaygroundsManifest.read(Array(library.utf8)) == nil)
  }

  /// A manifest is read as text, never run, in one pass: a million bytes of escaped literals
  /// and labels with no case give what can be read and nothing more.
  @Test func aHostileManifestIsReadAsText() throws {
    let escaped = String(
      repeating: ".camera(purposeString: \"a\\\"b\") purposeString: \"c\" ", count: 20_000)
    let text = Array(
      ("import AppleProductTypes\n.iOSApplication(name: \"A\\\"\", capabilities: ["
        + escaped + ".microphone(purposeString: \"Talk.\")]").utf8)
    let app = try #require(PlaygroundsManifest.read(text))
    #expect(app.name == nil)
    #expect(app.capabilities.map(\.value) == ["Talk."])
  }
}
