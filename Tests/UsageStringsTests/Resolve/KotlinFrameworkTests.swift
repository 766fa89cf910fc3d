import Foundation
import Testing

@testable import UsageStrings

/// A Kotlin Multiplatform app's iOS target links a framework its Gradle build phase makes from
/// Kotlin: the Apple frameworks its Apple source sets import are the target's.
@Suite struct KotlinFrameworkTests {
  @Test(arguments: [
    ("cd \\\"$SRCROOT/..\\\"\\n./gradlew :shared:embedAndSignAppleFrameworkForXcode\\n", true),
    ("./gradlew :composeApp:embedAndSignAppleFrameworkForXcode", true),
    // Not Gradle's: a script that signs something else builds no Kotlin.
    ("codesign --embedAndSign \\\"$TARGET_BUILD_DIR\\\"", false),
  ])
  func aGradlePhaseLinksTheKotlinsImports(_ script: String, _ kotlin: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kotlin-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws {
      try ProjectShapesTests.write(text, to: path, in: folder)
    }
    try write(
      "iosApp/iosApp/Info.plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSFaceIDUsageDescription</key>\n\t<string>Unlock your budget.</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string></string>\n</dict>\n</plist>\n"
    )
    try write(
      "iosApp/iosApp.xcodeproj/project.pbxproj",
      ProjectShapesTests.oneAppProject(
        infoPlist: "iosApp/Info.plist", phases: "X1, S1",
        objects: """
          		B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
          		F1 /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
          		G1 /* iosApp */ = {isa = PBXGroup; children = (F1); path = iosApp; sourceTree = "<group>"; };
          		X1 = {isa = PBXSourcesBuildPhase; files = (B1); };
          		S1 = {isa = PBXShellScriptBuildPhase; shellPath = /bin/sh; shellScript = "\(script)"; };

          """))
    try write("iosApp/iosApp/App.swift", "import SwiftUI\nimport Shared\n")
    // Only Apple source sets import Apple's frameworks; common code names none.
    try write(
      "shared/src/iosMain/kotlin/Biometrics.ios.kt",
      "package app\n\nimport platform.LocalAuthentication.LAContext\nimport platform.Foundation.NSError\n"
    )
    try write("shared/src/commonMain/kotlin/platform.kt", "import platform.CoreLocation.X\n")
    let (project, _) = try ProjectShapesTests.discover(folder)
    let app = try #require(project.targets.first { $0.name == "App" })
    #expect(app.code.kotlinImports == (kotlin ? ["LocalAuthentication", "Foundation"] : []))
    // The Face ID key is used where the Kotlin imports LocalAuthentication.
    var options = LintOptions(
      configuration: Configuration(directory: folder.path), locales: try LocaleCatalog.load())
    options.only = ["unused-usage-key"]
    let unused = Linter.lint([project], options: options).diagnostics.filter {
      $0.key == "NSFaceIDUsageDescription"
    }
    #expect(unused.isEmpty == kotlin, "\(unused)")
    // A blank key is a leftover only where no library could ask: Kotlin's are not here.
    options.only = ["empty-purpose-string"]
    let blank = Linter.lint([project], options: options).diagnostics
    #expect(blank.isEmpty == !kotlin, "\(blank)")
  }

  /// Kotlin is read only inside the checkout, a file at most a megabyte: a link to a file
  /// outside and a file past the bound name no framework.
  @Test func hostileKotlinIsNotRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kotlin-hostile-\(UUID().uuidString)")
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kotlin-outside-\(UUID().uuidString).kt")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: outside)
    }
    try Data("import platform.Contacts.CNContactStore\n".utf8).write(to: outside)
    let sources = folder.appending(path: "shared/src/iosMain/kotlin")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: sources.appending(path: "Linked.kt"), withDestinationURL: outside)
    let huge =
      "import platform.CoreLocation.CLLocationManager\n" + String(repeating: "//\n", count: 400_000)
    try Data(huge.utf8).write(to: sources.appending(path: "Huge.kt"))
    try Data("import platform.Photos.PHPhotoLibrary\n".utf8).write(
      to: sources.appending(path: "Photos.kt"))
    let tree = FileTree.scan(folder.path)
    var options = DiscoveryOptions(displayBase: folder.path)
    options.checkout = Checkout(containing: folder.path)
    let session = DiscoverySession(options: options)
    var assembler = TargetAssembler(session: session)
    assembler.root = folder.path
    assembler.kotlinFiles = tree.kotlin
    #expect(assembler.kotlinImports(under: folder.path) == ["Photos"])
  }

  /// A source set is the folder after a `src` folder, wherever the checkout lies.
  @Test func anAppleSourceSetIsFoundUnderAnyFolder() {
    #expect(FileTree.isAppleSourceSet("/src/app/shared/src/iosMain/kotlin/A.kt"))
    #expect(FileTree.isAppleSourceSet("/work/app/src/appleMain/kotlin/A.kt"))
    #expect(!FileTree.isAppleSourceSet("/src/app/shared/src/commonMain/kotlin/A.kt"))
    #expect(!FileTree.isAppleSourceSet("/work/app/iosMain/A.kt"))
  }
}
