/// Built products (`.app`, `.appex`, `.framework`, as an archive or an `.ipa` holds them): each
/// bundle is a target with its own Info.plist and compiled tables, as on the device; its code is
/// its executable, and a framework's runs in the bundles that embed it.
extension TargetAssembler {
  /// The extensions a bundle folder has.
  static let bundleExtensions: Set<String> = ["app", "appex", "framework", "xpc"]

  /// The bundle an Info.plist belongs to: its folder (iOS's flat layout), the folder above
  /// `Contents/` (macOS's), or the framework above `Versions/<v>/Resources/` (a macOS
  /// framework's). Where its executable lies is beside it, in `Contents/MacOS/`, or in
  /// `Versions/<v>/`.
  static func builtBundle(ofInfoPlist plist: String) -> (bundle: String, executables: String)? {
    guard Paths.lastComponent(plist) == "Info.plist" else { return nil }
    let folder = Paths.parent(plist)
    if isBundle(folder) { return (folder, folder) }
    let above = Paths.parent(folder)
    if Paths.lastComponent(folder) == "Contents", isBundle(above) {
      return (above, Paths.join(folder, "MacOS"))
    }
    let framework = Paths.parent(Paths.parent(above))
    if Paths.lastComponent(folder) == "Resources",
      Paths.lastComponent(Paths.parent(above)) == "Versions",
      Paths.pathExtension(framework) == "framework"
    {
      return (framework, above)
    }
    return nil
  }

  static func isBundle(_ folder: String) -> Bool {
    bundleExtensions.contains(Paths.pathExtension(folder))
  }

  /// Whether a file lies in a debug-symbols bundle (`Demo.app.dSYM`), which never ships.
  static func isInDebugSymbols(_ path: String) -> Bool {
    Paths.components(path).contains { Paths.pathExtension($0) == "dsym" }
  }

  /// A built bundle's target: named after the bundle, a library when it is a framework, its
  /// executable (named by `CFBundleExecutable`) as its code.
  mutating func builtTarget(
    bundle: (bundle: String, executables: String), plist: String, document: PlistDocument
  )
    -> Pending
  {
    var target = Pending(
      name: uniqueName(Paths.lastComponent(bundle.bundle)), folder: Paths.parent(plist))
    target.declared.infoPlists = [plist]
    target.builtBundle = bundle.bundle
    if Paths.pathExtension(bundle.bundle) == "framework" {
      target.productType = "com.apple.product-type.framework"
    }
    if let name = document.root?["CFBundleExecutable"]?.string, Self.isPlainName(name) {
      let executable = Paths.join(bundle.executables, name)
      if FileReader.isRegularFile(executable) { target.code.files = [executable] }
    }
    return target
  }

  /// Whether a name from a bundle's Info.plist is one file of the bundle, not a path out of it.
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\u{0}")
  }

  /// The frameworks whose code runs in a built app or extension: those in its own `Frameworks`
  /// folder, each named by its path inside the bundle; and, for an extension, those of the app
  /// around it, which run in it where its binaries load them.
  func embeddedFrameworks(_ target: Pending) -> [CodeModule] {
    guard let bundle = target.builtBundle, !target.isLibrary else { return [] }
    var modules = frameworks(in: bundle, named: { String($0.dropFirst(bundle.count + 1)) })
    let plugIns = Paths.parent(bundle)
    let app = Paths.parent(plugIns)
    if Paths.lastComponent(plugIns) == "PlugIns",
      Self.isBundle(app) || Paths.lastComponent(app) == "Contents"
    {
      let host = Paths.lastComponent(app) == "Contents" ? Paths.parent(app) : app
      modules += frameworks(
        in: host, named: { Paths.lastComponent(host) + "/" + String($0.dropFirst(host.count + 1)) }
      ).map {
        var module = $0
        module.loadedAs = Paths.lastComponent(module.name)
        return module
      }
    }
    return modules
  }

  /// The built frameworks in a bundle's `Frameworks` folder, named by `name(path)`.
  func frameworks(in bundle: String, named name: (String) -> String) -> [CodeModule] {
    let folders = [Paths.join(bundle, "Frameworks"), Paths.join(bundle, "Contents/Frameworks")]
    return pending.compactMap { framework in
      guard framework.isLibrary, let inner = framework.builtBundle,
        folders.contains(Paths.parent(inner))
      else { return nil }
      return CodeModule(name: name(inner), files: framework.code.files)
    }
  }
}
