import Testing

@testable import UsageStrings

/// What one hop of reach reads: the types a file declares, and the package target of a call.
@Suite struct CodeReachTests {
  @Test func theTypesAFileDeclares() {
    let swift = """
      import struct Shared.AppConstants
      // class Commented {}
      public final class ComposeViewController: UIViewController {}
      struct Panel: View { let s = "enum Quoted" }
      extension View { func locked() -> some View { self } }
      enum Kind { case a }
      """
    #expect(
      CodeReach.declaredTypes(in: Array(swift.utf8)) == ["ComposeViewController", "Panel", "Kind"])
    let objc = "@class Forward;\n@interface Locker : NSObject\n@end\n@implementation Locker\n@end\n"
    #expect(CodeReach.declaredTypes(in: Array(objc.utf8)) == ["Locker"])
  }

  /// A local package is scanned whole: a call is named by the package target whose
  /// `Sources/<target>/` holds it (Passepartout's lock screen is AppLibrary's, not the first
  /// product the app links), else by the product.
  @Test func aPackageCallIsNamedByItsTarget() {
    var call = CodeFacts()
    call.uses = [
      .init(
        api: CodeAPIs.all[0],
        location: .file("app-apple/Package/Sources/AppLibrary/Views/Lock.swift")),
      .init(api: CodeAPIs.all[0], location: .file("app-apple/Package/Plugins/Tool.swift")),
    ]
    var facts = CodeFacts()
    facts.add(call, module: "CommonLegacyV2", package: "app-apple/Package")
    #expect(facts.uses.map(\.module) == ["AppLibrary", "CommonLegacyV2"])
    var framework = CodeFacts()
    framework.add(call, module: "Shared")
    #expect(framework.uses.map(\.module) == ["Shared", "Shared"])
  }
}
