/// A Kotlin Multiplatform app's iOS target links a framework its Gradle build phase makes from
/// Kotlin, which may ask for any permission (ShopTourr's Face ID is asked in Kotlin). The code
/// rules do not read Kotlin, but its imports of Apple's frameworks name what it could use.
extension TargetAssembler {
  /// Whether a target's scripts build a Kotlin framework
  /// (`./gradlew :shared:embedAndSignAppleFrameworkForXcode`).
  static func buildsKotlin(_ scripts: [String]) -> Bool {
    scripts.contains { script in
      script.contains("gradle")
        && ["embedAndSign", "syncFramework", "XCFramework"].contains(where: script.contains)
    }
  }

  /// The Apple frameworks the Kotlin of Apple source sets under `folder` imports
  /// (`import platform.CoreLocation.CLLocationManager`).
  func kotlinImports(under folder: String) -> Set<String> {
    var frameworks: Set<String> = []
    for file in kotlinFiles where Paths.isInside(file, folder) && session.mayRead(file) {
      // A source file is small; one past a megabyte is no app's own code, and is not read.
      guard let bytes = try? FileReader.bytes(file, display: file, limit: 1 << 20) else {
        continue
      }
      for line in bytes.split(separator: 0x0A) {
        let text = String(decoding: line, as: UTF8.self).drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("import platform.") else { continue }
        let name = text.dropFirst(16).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { frameworks.insert(String(name)) }
      }
    }
    return frameworks
  }
}
