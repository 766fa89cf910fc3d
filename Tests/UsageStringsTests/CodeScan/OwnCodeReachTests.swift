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
    func calls(_ text: String) -> Set<String> { OwnCodeReach.Function.calls(in: Self.code(text)) }
    #expect(calls("func go() { photos.ask() }").contains("ask"))
    #expect(!calls("func ask() {}\n// ask()\n").contains("ask"))
    #expect(!calls("super.viewDidLoad()").contains("viewDidLoad"))
    #expect(!calls("[super load];").contains("load"))
    #expect(!calls("- (void)load;").contains("load"))
    #expect(calls("[self load];").contains("load"))
    #expect(calls("[self ask:1];").contains("ask"))
    #expect(calls("let s = #selector(ask)").contains("ask"))
    // A property named like a delegate method calls nothing.
    let property = "let picker = UIImagePickerController()\npicker.delegate = self\n"
    #expect(!calls(property).contains("picker"))
  }

  /// Operators, requirements without bodies and functions the system calls are none of them.
  @Test func functionsOnlyTheirCallersRun() {
    let swift = """
      protocol P {
        func ask()
        var x: Int { get }
      }
      struct S {
        static func ==(lhs: S, rhs: S) -> Bool { true }
        override func viewDidLoad() { PHPhotoLibrary.requestAuthorization { _ in } }
        @objc func tapped() {}
        func generic<T>(_ t: T) { }
      }
      """
    let names = OwnCodeReach.Function.all(in: Self.code(swift)).map(\.name)
    #expect(names == ["generic"])
    #expect(OwnCodeReach.Function.all(in: Self.code("- (IBAction)take:(id)sender {\n}\n")).isEmpty)
  }
}
