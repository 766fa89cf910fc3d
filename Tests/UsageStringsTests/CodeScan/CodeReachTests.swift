import Foundation
import Testing

@testable import UsageStrings

/// What one hop of reach reads: the types a file declares, and the package target of a call.
@Suite struct CodeReachTests {
  static func names(_ text: String) -> (used: [String], declared: [String]) {
    let found = CodeReach.names(in: CodeScanner.blank(Array(text.utf8)))
    return (found.used.map(\.0), found.declared)
  }

  @Test func theTypesAFileDeclares() {
    let swift = """
      import struct Shared.AppConstants
      @testable import DesignSystem
      // class Commented {}
      public final class ComposeViewController: UIViewController {}
      struct Panel: View { let s = "enum Quoted" }
      extension View { func locked() -> some View { self } }
      enum Kind { case a }
      let title = L10n.Map.Location.new
      """
    let found = Self.names(swift)
    #expect(found.declared == ["ComposeViewController", "Panel", "Kind"])
    #expect(
      found.used == [
        "ComposeViewController", "UIViewController", "Panel", "View", "View", "View", "Kind",
        "L10n",
      ])
    let objc = """
      #import <Kit/Kit.h>
      @class Forward;
      @interface Locker : NSObject
      @end
      @implementation Locker
      @end
      @implementation UIViewController (Picker)
      @end
      """
    #expect(Self.names(objc).declared == ["Locker"])
    #expect(!Self.names(objc).used.contains("Kit"))
  }

  /// A type the bundle's own code declares is its own, whatever a library calls its own.
  @Test func aBundlesOwnTypesAreNotTheLibrarys() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reach-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("enum Constants {}\nlet picker = ComposeViewController(limit: Constants.max)\n".utf8)
      .write(to: file)
    let named = CodeReach.namedTypes(in: [file.path]) { $0 }
    #expect(Set(named.keys) == ["ComposeViewController"])
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
      .init(api: CodeAPIs.all[0], location: .file("app-apple/Package/Sources/Loose.swift")),
    ]
    var facts = CodeFacts()
    facts.add(call, module: "CommonLegacyV2", package: "app-apple/Package")
    #expect(facts.uses.map(\.module) == ["AppLibrary", "CommonLegacyV2", "CommonLegacyV2"])
    var framework = CodeFacts()
    framework.add(call, module: "Shared")
    #expect(framework.uses.map(\.module) == ["Shared", "Shared", "Shared"])
  }
}
