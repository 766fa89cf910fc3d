import Testing

@testable import UsageStrings

/// Settings lines as Xcode reads them: conditions hold '=' and come before the separator; a
/// value may hold brackets of its own.
@Suite struct XCConfigFileTests {
  static func parse(_ text: String) -> XCConfigFile {
    XCConfigFile.parse(TextFile(path: "Azkar.xcconfig", bytes: Array(text.utf8)))
  }

  @Test func settingsWithConditionsAndBracketedValues() {
    let file = Self.parse(
      """
      LD_RUNPATH_SEARCH_PATHS=["$(inherited)", "@executable_path/Frameworks"]
      OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64] = -ObjC
      PRODUCT_NAME = Azkar;
      BROKEN[sdk=iphoneos*
      """)
    #expect(
      file.settings.map { "\($0.name)|\($0.conditions ?? "-")|\($0.value)" } == [
        "LD_RUNPATH_SEARCH_PATHS|-|[\"$(inherited)\", \"@executable_path/Frameworks\"]",
        "OTHER_LDFLAGS|[sdk=iphoneos*][arch=arm64]|-ObjC", "PRODUCT_NAME|-|Azkar",
      ])
    #expect(file.problems.map(\.line) == [4])
  }
}
