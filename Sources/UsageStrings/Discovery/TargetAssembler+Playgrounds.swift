/// A Swift Playgrounds app (a `.swiftpm` package): Xcode generates its Info.plist from the
/// manifest's `.iOSApplication` product, whose capabilities hold the purpose strings. The
/// package's folder is the app's: its tables and code are the loose files there.
extension TargetAssembler {
  mutating func addPlaygroundsApps(_ tree: FileTree) {
    for path in tree.code
    where Paths.lastComponent(path) == "Package.swift" && !claimed.contains(path) {
      guard let bytes = session.bytesIfPresent(path),
        let manifest = PlaygroundsManifest.read(bytes)
      else { continue }
      let file = TextFile(path: session.display(path), bytes: bytes)
      let (index, _) = appendConfiguredTarget(named: manifest.name, path: path)
      pending[index].declared.buildSettings += manifest.capabilities.map {
        configuredEntry(
          key: $0.key, value: $0.value, keyRange: $0.keyRange, valueRange: $0.valueRange,
          in: file, escaping: .none)
      }
      pending[index].declared.settings = [(nil, ["SDKROOT": "iphoneos"])]
      pending[index].code.root = Paths.parent(path)
    }
  }
}
