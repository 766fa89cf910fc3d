import Foundation
import Testing

/// A Swift Playgrounds app declares its purpose strings in its manifest, and translates them
/// in its package's tables (CycleHop's camera text, which its French table lacks).
@Suite struct PlaygroundsAppTests {
  @Test func aManifestsPurposeStringsAreChecked() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Binary.write(
      "// swift-tools-version: 5.9\nimport AppleProductTypes\nimport PackageDescription\n\nlet package = Package(\n  name: \"CycleHop\",\n  products: [\n    .iOSApplication(\n      name: \"CycleHop\",\n      targets: [\"AppModule\"],\n      capabilities: [\n        .locationWhenInUse(purposeString: \"Find docking stations near you.\"),\n        .camera(purposeString: \"Set your profile photo.\")\n      ]\n    )\n  ],\n  targets: [.executableTarget(name: \"AppModule\", path: \".\")]\n)\n",
      to: "Package.swift", in: folder)
    try Binary.write(
      "\"NSLocationWhenInUseUsageDescription\" = \"Trouvez les bornes près de vous.\";\n",
      to: "Resources/fr.lproj/InfoPlist.strings", in: folder)
    let result = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    #expect(
      result.stdout.contains("'NSCameraUsageDescription' has no fr translation"), "\(result.stdout)"
    )
    #expect(!result.stdout.contains("NSLocationWhenInUse"), "\(result.stdout)")
  }
}
