import Foundation
import Testing

@testable import UsageStrings

@Suite struct CodeScannerTests {
  /// Scans one file of `text` and returns its facts.
  func scan(_ text: String, ext: String = "swift") throws -> CodeFacts {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("File.\(ext)")
    try Data(text.utf8).write(to: file)
    let scanned = CodeScanner.scan([file.path]) { _ in "File.\(ext)" }
    #expect(scanned.issues.isEmpty)
    return scanned.facts
  }

  @Test func anUnreadableFileIsAnIssueNotSilence() throws {
    // A folder named like a source file: it cannot be read as one (root reads any file).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scan-\(UUID().uuidString)/Odd.swift")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let scanned = CodeScanner.scan([folder.path, "/nonexistent/Gone.swift"]) {
      Paths.lastComponent($0)
    }
    #expect(scanned.facts.fileCount == 0)
    #expect(scanned.issues.map(\.id) == ["tool.file-unreadable", "tool.path-not-found"])
    #expect(scanned.issues.first?.message.contains("Odd.swift") == true)
  }

  /// Imports in every form count, where the file names something of the framework (a prefixed
  /// framework's import beside no name of it is left behind: `UnusedUsageKeyRule`).
  @Test func importsInEveryForm() throws {
    let swift = try scan(
      "@testable import Photos\nimport struct CoreLocation.CLLocation\n@_exported import EventKit\n// import Contacts\nlet s = \"import HealthKit\"\nlet a: [PHAsset] = []\nlet e = EKEventStore()\n"
    )
    #expect(swift.imports == ["Photos", "CoreLocation", "EventKit"])
    let objc = try scan(
      "#import <AVFoundation/AVFoundation.h>\n@import CoreMotion;\n#include <CoreNFC/CoreNFC.h>\n#import \"Local.h\"\nCMPedometer *p;\n",
      ext: "m")
    #expect(objc.imports == ["AVFoundation", "CoreMotion", "CoreNFC"])
    let leftBehind = try scan(
      "import Photos\nimport UIKit\n\nlet photos = \"PHAsset\" // PHAsset\n")
    #expect(leftBehind.imports == ["UIKit"])
  }

  /// Objective-C message sends count as their Swift spellings do (element-ios's media picker
  /// asks for the photo library this way; missing it made a needed key look unneeded).
  @Test func objectiveCMessageSends() throws {
    let facts = try scan(
      """
      [PHPhotoLibrary requestAuthorization:^(PHAuthorizationStatus status) {}];
      PHFetchResult *albums = [PHAssetCollection fetchAssetCollectionsWithType:type subtype:sub options:nil];
      PHFetchResult *assets = [PHAsset fetchAssetsInAssetCollection:album options:nil];
      [self.locationManager startUpdatingLocation];
      AVCaptureDevice *camera = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo];
      recorder = [[AVAudioRecorder alloc] initWithURL:url settings:@{} error:nil];
      AVAudioInputNode *input = [engine inputNode];
      NSArray *people = [store unifiedContactsMatchingPredicate:predicate keysToFetch:keys error:nil];
      [PHPhotoLibrary requestAuthorizationForAccessLevel:PHAccessLevelAddOnly handler:nil];
      """, ext: "m")
    #expect(
      facts.uses.map { "\($0.api.name):\($0.location.start.line)" } == [
        "PHPhotoLibrary.requestAuthorization:1", "PHAsset.fetchAssets:2", "PHAsset.fetchAssets:3",
        "CLLocationManager.startUpdatingLocation:4", "AVCaptureDevice.default(for: .video):5",
        "AVAudioRecorder:6", "AVAudioEngine.inputNode:7", "CNContactStore.requestAccess:8",
        "PHPhotoLibrary.requestAuthorization(for: .addOnly):9",
      ])
  }

  /// Each call is named as it is written (Damus's video save was named the image save).
  @Test func savesToThePhotoAlbumNamedAsWritten() throws {
    let facts = try scan(
      "UISaveVideoAtPathToSavedPhotosAlbum(path, nil, nil, nil)\nUIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)\n"
    )
    #expect(
      facts.uses.map(\.api.name) == [
        "UISaveVideoAtPathToSavedPhotosAlbum", "UIImageWriteToSavedPhotosAlbum",
      ])
  }

  /// A Bonjour browser is named as the code makes it (Raven's NetServiceBrowser was named
  /// NWBrowser).
  @Test func browsersNamedAsWritten() throws {
    let facts = try scan(
      "let modern = NWBrowser(for: descriptor, using: .tcp)\nlet old = NetServiceBrowser()\n")
    #expect(facts.uses.map(\.api.name) == ["NWBrowser", "NetServiceBrowser"])
  }

  /// Code captures where it names a session or device input, in Swift or Objective-C; a name in
  /// a comment or a string is none.
  @Test func capturesByASessionOrInputOnly() throws {
    #expect(try scan("let session = AVCaptureSession()\n").captures)
    #expect(try scan("AVCaptureSession *session = [AVCaptureSession new];\n", ext: "m").captures)
    #expect(!(try scan("// AVCaptureSession later\nlet s = \"AVCaptureDeviceInput\"\n").captures))
    #expect(!(try scan("let torch = AVCaptureDevice.default(for: .video)\n").captures))
  }

  /// A listener needs local network access only when it advertises through Bonjour (TN3179:
  /// accepting incoming connections needs none; IINA's WebSocket server is such a listener).
  @Test func aListenerNeedsTheLocalNetworkOnlyWhenItAdvertises() throws {
    let facts = try scan(
      """
      let plain = try NWListener(using: parameters, on: port)
      let advertised = try NWListener(service: .init(type: "_app._tcp"), using: .tcp)
      listener.service = NWListener.Service(name: "App", type: "_app._tcp")
      let browser = NWBrowser(for: .bonjour(type: "_app._tcp", domain: nil), using: .tcp)
      """)
    #expect(
      facts.uses.map { "\($0.api.name):\($0.location.start.line)" } == [
        "NWListener.Service:2", "NWListener.Service:3", "NWBrowser:4",
      ])
  }

  /// The device owner policy tries Face ID before the passcode: it needs the Face ID key too.
  @Test func theDeviceOwnerPolicyUsesFaceID() throws {
    let facts = try scan(
      """
      let policy: LAPolicy = .deviceOwnerAuthentication
      context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: r) { _, _ in }
      [context evaluatePolicy:LAPolicyDeviceOwnerAuthentication localizedReason:r reply:^(BOOL ok, NSError *e) {}];
      """)
    #expect(
      facts.uses.map { "\($0.api.name):\($0.location.start.line)" } == [
        "LAContext device owner authentication:1", "LAContext biometrics:2",
        "LAContext device owner authentication:3",
      ])
    #expect(facts.uses.allSatisfy { $0.api.keys == ["NSFaceIDUsageDescription"] })
  }

  /// Asking whether a policy could be evaluated shows nothing: `canEvaluatePolicy` in every
  /// spelling (a space, a line break, `LAPolicy.`, Objective-C with a cast) is no use.
  @Test func aPolicyOnlyAskedAboutIsNoUse() throws {
    let facts = try scan(
      """
      context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
      context.canEvaluatePolicy( .deviceOwnerAuthentication, error: nil)
      context.canEvaluatePolicy(
        .deviceOwnerAuthenticationWithBiometrics, error: nil)
      context.canEvaluatePolicy(LAPolicy.deviceOwnerAuthentication, error: nil)
      [context canEvaluatePolicy:
          LAPolicyDeviceOwnerAuthenticationWithBiometrics error:&e];
      [context canEvaluatePolicy:(LAPolicy)LAPolicyDeviceOwnerAuthentication error:&e];
      context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: r) { _, _ in }
      """)
    #expect(
      facts.uses.map { "\($0.api.name):\($0.location.start.line)" } == [
        "LAContext device owner authentication:9"
      ])
  }

  /// Every API's pattern compiles: one that did not would turn the API off without a word.
  @Test func everyPatternCompiles() {
    let broken = zip(CodeAPIs.all, CodeScanner.expressions).filter { $0.1 == nil }.map(\.0.name)
    #expect(broken.isEmpty)
  }

  /// Anchors by prefix find selectors of many spellings; whole-word anchors never a longer name.
  @Test func anchorsFindWholeIdentifiersAndPrefixes() throws {
    let facts = try scan(
      """
      let a = PHAsset.fetchAssets(with: nil)
      [PHAsset fetchAssetsWithLocalIdentifiers:ids options:nil];
      PHAssetChangeRequest.creationRequestForAssetFromImage(image)
      let b = MyPHAsset.fetchAssets(with: nil)
      let c = CMPedometerMock()
      """)
    #expect(
      facts.uses.map { "\($0.api.name):\($0.location.start.line)" } == [
        "PHAsset.fetchAssets:1", "PHAsset.fetchAssets:2", "PHAssetCreationRequest:3",
      ])
  }

  @Test func disabledBlocksAreBlankedUpToTheirElse() {
    let text =
      "#if false\nA\n#if os(iOS)\nB\n#endif\nC\n#else\nD\n#endif\n#if 0\nE\n#elif X\nF\n#endif\n"
    let blanked = String(decoding: CodeScanner.blank(Array(text.utf8)), as: UTF8.self)
    let kept = blanked.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter
    { $0.count == 1 }
    #expect(kept == ["D", "F"])
  }

  /// Each API's anchors are spelled in its own pattern, so that no anchor is a typo that hides it.
  @Test(arguments: CodeAPIs.all.map(\.name))
  func anchorsAppearInThePattern(_ name: String) throws {
    let api = try #require(CodeAPIs.all.first { $0.name == name })
    #expect(!api.anchors.isEmpty)
    for anchor in api.anchors {
      let word = anchor.hasSuffix("*") ? String(anchor.dropLast()) : anchor
      // A pattern may spell an anchor in pieces (`CB(?:Central|Peripheral)Manager`).
      let flattened = api.pattern.replacingOccurrences(
        of: #"\(\?:|\)|\\b|\?"#, with: "", options: .regularExpression)
      #expect(
        flattened.contains(word) || alternativesSpell(word, api.pattern), "\(name): \(anchor)")
    }
  }

  /// Whether choosing one branch of each `(?:a|b)` group of the pattern can spell `word`.
  func alternativesSpell(_ word: String, _ pattern: String) -> Bool {
    guard let group = pattern.range(of: #"\(\?:([A-Za-z|]+)\)"#, options: .regularExpression) else {
      return pattern.replacingOccurrences(of: #"\\b"#, with: "", options: .regularExpression)
        .contains(word)
    }
    let inner = pattern[group].dropFirst(3).dropLast()
    return inner.split(separator: "|", omittingEmptySubsequences: false).contains { branch in
      alternativesSpell(word, pattern.replacingCharacters(in: group, with: branch))
    }
  }
}
