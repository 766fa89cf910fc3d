import Testing

@testable import UsageStrings

/// What the reach of a bundle's own code reads: functions with bodies, and who calls them.
@Suite struct OwnCodeReachTests {
  static func code(_ text: String) -> [UInt8] { CodeScanner.blank(Array(text.utf8)) }

  @Test func functionsWithTheirBodies() {
    let objc = """
      @interface UIViewController (Extend)
      - (void)checkPhotoLibraryAuth:(void (^)(void))handler;
      @end
      @implementation UIViewController (Extend)
      - (void)checkPhotoLibraryAuth:(void (^)(void))handler {
        [PHPhotoLibrary requestAuthorization:^(PHAuthorizationStatus status) { handler(); }];
      }
      + (instancetype)shared { return nil; }
      @end
      """
    let code = Self.code(objc)
    let found = OwnCodeReach.Function.all(in: code)
    #expect(found.map(\.name) == ["checkPhotoLibraryAuth", "shared"])
    let call = Array(objc.utf8).firstRange(of: Array("requestAuthorization".utf8))!.lowerBound
    #expect(found.outermost(containing: call) == "checkPhotoLibraryAuth")
    let swift = """
      protocol Asking { func ask() }
      struct Photos {
        func ask() {
          func inner() { PHPhotoLibrary.requestAuthorization { _ in } }
          inner()
        }
      }
      """
    let swiftFound = OwnCodeReach.Function.all(in: Self.code(swift))
    #expect(swiftFound.map(\.name) == ["ask", "inner"])
    let inner = Array(swift.utf8).firstRange(of: Array("PHPhotoLibrary".utf8))!.lowerBound
    #expect(swiftFound.outermost(containing: inner) == "ask")
  }

  @Test func callsAreNotDeclarationsNorOverrides() {
    #expect(OwnCodeReach.Function.isCalled("ask", in: Self.code("func go() { photos.ask() }")))
    #expect(!OwnCodeReach.Function.isCalled("ask", in: Self.code("func ask() {}\n// ask()\n")))
    #expect(!OwnCodeReach.Function.isCalled("viewDidLoad", in: Self.code("super.viewDidLoad()")))
    #expect(!OwnCodeReach.Function.isCalled("load", in: Self.code("[super load];")))
    #expect(!OwnCodeReach.Function.isCalled("load", in: Self.code("- (void)load;")))
    #expect(OwnCodeReach.Function.isCalled("load", in: Self.code("[self load];")))
  }
}
