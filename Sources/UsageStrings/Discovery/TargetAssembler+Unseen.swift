/// The libraries an app links whose native code is not in the checkout: its CocoaPods (`Pods/` is
/// installed, not committed), and the plugins of the cross-platform app its `ios` folder belongs
/// to — Flutter's (`pubspec.yaml`), React Native's (`package.json`). A permission such a library
/// asks for is asked for by code the scan never sees. A pod whose sources the checkout commits
/// (`Pods/<name>/`, as breadwallet's forks do) is read as the code of a library the app embeds.
extension TargetAssembler {
  /// The unseen libraries of a project's targets: the project's names, except for a target its
  /// `Podfile` installs no pod into (`PodfileTargets`) or does not name, which links none of them
  /// (a cross-platform app's plugins are pods too); and the pods whose code is committed.
  struct ProjectLibraries {
    var names: [String] = []
    var committedPods: [CodeModule] = []
    var podless: Set<String> = []
    /// The targets the `Podfile` names, where it names every one it integrates.
    var podfileTargets: Set<String>?
    /// The groups the `Podfile` compiles into Flutter's `permission_handler`, where it names
    /// some (`PodfileTargets.permissionHandlerGroups`).
    var permissionHandlerGroups: Set<String>?

    /// A target's unseen libraries; `exactName` false where the project may build it under
    /// other names (XcodeGen's `platform: [iOS, tvOS]` makes `App_iOS` and `App_tvOS`).
    func of(_ target: String, exactName: Bool = true) -> [String] {
      isPodless(target, exactName: exactName) ? [] : names
    }
    func podsOf(_ target: String, exactName: Bool = true) -> [CodeModule] {
      isPodless(target, exactName: exactName) ? [] : committedPods
    }
    func permissionHandlerGroups(of target: String, exactName: Bool = true) -> Set<String>? {
      isPodless(target, exactName: exactName) ? nil : permissionHandlerGroups
    }
    func isPodless(_ target: String, exactName: Bool) -> Bool {
      if podless.contains(target) { return true }
      guard exactName, let named = podfileTargets else { return false }
      return !named.contains(target)
    }
  }

  /// The unseen libraries of the project whose `project.pbxproj` is at `path`.
  func unseenLibraries(ofProject path: String) -> ProjectLibraries {
    unseenLibraries(inFolder: Paths.parent(Paths.parent(path)))
  }

  /// The unseen libraries of a project whose `.xcodeproj` (or XcodeGen spec) is in `folder`,
  /// beside its `Podfile`, read once for its pods and its target blocks.
  func unseenLibraries(inFolder folder: String) -> ProjectLibraries {
    let podfile = session.bytesIfPresent(Paths.join(folder, "Podfile")).map {
      String(decoding: $0, as: UTF8.self)
    }
    let pods = pods(in: folder, podfile: podfile)
    var budget = Self.maximumPodEntries
    let committed = pods.compactMap { committedPod($0, in: folder, budget: &budget) }
    var names = pods.filter { pod in !committed.contains { $0.name == pod + TargetCode.podLabel } }
      .map { $0 + TargetCode.podLabel }
    let app = Paths.parent(folder)
    names += flutterPlugins(in: app)
    names += npmPackages(in: app).map { $0 + TargetCode.npmPackageLabel }
    return ProjectLibraries(
      names: names, committedPods: committed,
      podless: podfile.map(PodfileTargets.podless) ?? [],
      podfileTargets: podfile.flatMap(PodfileTargets.named),
      permissionHandlerGroups: podfile.flatMap(PodfileTargets.permissionHandlerGroups))
  }

  /// A pod whose Swift and Objective-C sources are committed under `Pods/<name>/`, as a library
  /// the app embeds; nil when the folder is missing, holds no source, holds built code (a
  /// framework or static library: what it calls is not read here), or when the walk of all the
  /// pods passes its budget of entries (the rest stay unseen). Links are never followed.
  func committedPod(_ name: String, in folder: String, budget: inout Int) -> CodeModule? {
    // A name from `Podfile.lock` is one folder's: `..` or `a/b` is none.
    guard !name.hasPrefix("."), !name.contains("/") else { return nil }
    var files: [String] = []
    var folders = [Paths.join(Paths.join(folder, "Pods"), name)]
    while let current = folders.popLast() {
      guard session.checkout.refusal(toRead: current) == nil else { return nil }
      for (entry, kind) in FolderReader.entries(of: current) {
        budget -= 1
        let ext = Paths.pathExtension(entry)
        if budget < 0 || Self.builtCode.contains(ext) { return nil }
        if kind == .folder {
          folders.append(Paths.join(current, entry))
        } else if kind == .file, FileTree.codeExtensions.contains(ext) {
          files.append(Paths.join(current, entry))
        }
      }
    }
    return files.isEmpty ? nil : CodeModule(name: name + TargetCode.podLabel, files: files.sorted())
  }

  /// Built code a pod may ship instead of, or beside, its sources.
  static let builtCode: Set<String> = ["a", "framework", "xcframework", "dylib", "so"]
  /// The entries the walk of a project's committed pods meets at most, all pods together.
  static let maximumPodEntries = 20_000

  /// Whether a project's target belongs to a cross-platform app (a Flutter or React Native app
  /// around its `ios` folder), whose interface is translated outside the native resources.
  func isCrossPlatform(_ target: Pending) -> Bool {
    // The app is one or two levels above its project's (or Info.plist's) folder.
    guard let folder = nativeFolder(of: target) else { return false }
    return [folder, Paths.parent(folder)].contains { isCrossPlatformApp(Paths.parent($0)) }
  }

  /// The folder of a target's project (`ios/`, Capacitor's `ios/App/`), else of its Info.plist
  /// (`ios/Runner/`): a cross-platform app lies at it or one or two levels up.
  func nativeFolder(of target: Pending) -> String? {
    let project = target.projectFile.map {
      Paths.pathExtension($0) == "pbxproj" ? Paths.parent(Paths.parent($0)) : Paths.parent($0)
    }
    return project ?? target.folder
  }

  /// Whether a folder holds a Flutter app (`pubspec.yaml` naming Flutter) or a JavaScript one
  /// that builds a native app (`package.json` depending on React Native, Expo, Capacitor,
  /// Cordova or NativeScript): not a `package.json` of a native app's tooling.
  func isCrossPlatformApp(_ app: String) -> Bool {
    if let pubspec = session.bytesIfPresent(Paths.join(app, "pubspec.yaml")),
      String(decoding: pubspec, as: UTF8.self).contains("flutter")
    {
      return true
    }
    return isJavaScriptApp(app)
  }

  /// Whether a folder's `package.json` depends on React Native, Expo, Capacitor, Cordova or
  /// NativeScript: a JavaScript app that builds a native one.
  func isJavaScriptApp(_ app: String) -> Bool {
    let names = packageNames(in: app, under: ["dependencies", "devDependencies"])
    return names.contains { name in
      ["react-native", "expo", "cordova-ios"].contains(name)
        || ["@capacitor/", "@nativescript/"].contains(where: name.hasPrefix)
    }
  }

  /// Where a JavaScript or .NET app's own code asks for location while in use, when that is
  /// all it asks (`AppCodeLocation`), for a target declaring an "Always" key, nil otherwise;
  /// and whether such an app runs in the target at all.
  /// Dart is not read: Flutter's geolocator asks for Always by itself where the key is declared.
  func locationOnlyWhileInUse(_ target: Pending, keys: [String]) -> (SourceRange?, scripted: Bool) {
    guard keys.contains(where: UsageKeyRegistry.alwaysLocationKeys.contains),
      let app = scriptedApp(target)
    else { return (nil, false) }
    // In a Capacitor app, its Geolocation plugin and the web view's `navigator.geolocation`
    // ask only while in use (SafarMate); not in React Native's or Cordova's, whose plugins ask
    // for Always where the key is declared.
    let names = packageNames(in: app, under: ["dependencies", "devDependencies"])
    let capacitor =
      names.contains { $0.hasPrefix("@capacitor/") }
      && !names.contains { ["react-native", "cordova-ios"].contains($0) }
    let place = AppCodeLocation.whileInUseOnly(
      under: app, also: capacitor ? AppCodeLocation.capacitorWhileInUse : [],
      mayRead: { session.checkout.refusal(toRead: $0) == nil }, display: session.display)
    return (place, true)
  }

  /// The keys of services the React Native app around a target never names in its code, where
  /// the target declares or translates one (`AppCodeServices`). None for a Cordova or Capacitor
  /// app (code in `www/`, `.vue` files, which the search does not read), nor for one whose code
  /// may lie outside its folder: in a workspace (`workspaces`, a `file:`, `link:` or
  /// `workspace:` dependency, a workspace file up to the checkout's top), or reached through an
  /// alias to `../` in its TypeScript, Babel or Metro configuration.
  func keysScriptNeverNames(_ target: Pending, keys: [String]) -> Set<String> {
    guard keys.contains(where: { AppCodeServices.words[$0] != nil }),
      let app = javaScriptApp(of: target),
      let manifest = session.bytesIfPresent(Paths.join(app, "package.json"))
    else { return [] }
    let names = packageNames(in: app, under: ["dependencies", "devDependencies"])
    let text = String(decoding: manifest, as: UTF8.self)
    guard names.contains(where: { $0 == "react-native" || $0 == "expo" }),
      !names.contains(where: { $0 == "cordova-ios" || $0.hasPrefix("@capacitor/") }),
      !["\"workspaces\"", "\"file:", "\"link:", "\"workspace:"].contains(where: text.contains),
      !reachesOutside(app)
    else { return [] }
    return AppCodeServices.unnamed(
      under: app, mayRead: { session.checkout.refusal(toRead: $0) == nil },
      display: session.display)
  }

  /// Whether a JavaScript app's code may lie outside its folder: a workspace around it (up to
  /// the checkout's top), or an alias to `../` in its TypeScript, Babel or Metro configuration.
  func reachesOutside(_ app: String) -> Bool {
    let configurations = [
      "tsconfig.json", "jsconfig.json", "babel.config.js", ".babelrc", "metro.config.js",
    ]
    if configurations.contains(where: { name in
      session.bytesIfPresent(Paths.join(app, name)).map {
        String(decoding: $0, as: UTF8.self).contains("../")
      } ?? false
    }) {
      return true
    }
    var folder = Paths.parent(app)
    while Paths.isInside(folder, root) {
      let workspace = ["pnpm-workspace.yaml", "lerna.json", "nx.json"].contains {
        FileReader.exists(Paths.join(folder, $0))
      }
      let manifest = session.bytesIfPresent(Paths.join(folder, "package.json")).map {
        String(decoding: $0, as: UTF8.self).contains("\"workspaces\"")
      }
      if workspace || manifest == true { return true }
      guard folder != root else { break }
      folder = Paths.parent(folder)
    }
    return false
  }

  /// The folder of the `.sln` at or up to two levels above a .NET project's, inside the run's
  /// root: a Xamarin.Forms app asks for location in its shared project, beside the iOS head.
  func solutionFolder(above project: String) -> String? {
    var folder = project
    for _ in 0..<3 {
      guard Paths.isInside(folder, root) else { return nil }
      if FolderReader.entries(of: folder).contains(where: { $0.name.hasSuffix(".sln") }) {
        return folder
      }
      folder = Paths.parent(folder)
    }
    return nil
  }

  /// The folder of the JavaScript app around a target's native project: at it (a Cordova app's
  /// `config.xml` lies beside its `package.json`), or one or two levels above it, as
  /// `isCrossPlatform` finds it.
  func javaScriptApp(of target: Pending) -> String? {
    guard let folder = nativeFolder(of: target) else { return nil }
    return [folder, Paths.parent(folder), Paths.parent(Paths.parent(folder))].first(
      where: isJavaScriptApp)
  }

  /// The folder of the JavaScript app around a target's native project (`javaScriptApp`), or
  /// of the .NET project (a `.csproj`) up to three levels above its Info.plist's folder (MAUI's
  /// `Platforms/iOS`).
  func scriptedApp(_ target: Pending) -> String? {
    if let app = javaScriptApp(of: target) { return app }
    var folder = target.declared.infoPlists.first.map(Paths.parent) ?? target.folder
    for _ in 0..<3 {
      guard let current = folder, Paths.isInside(current, root) else { return nil }
      if FolderReader.entries(of: current).contains(where: { $0.name.hasSuffix(".csproj") }) {
        return solutionFolder(above: current) ?? current
      }
      folder = Paths.parent(current)
    }
    return nil
  }

  /// The pods of `Podfile.lock` (else of the `Podfile`'s text), top-level names only.
  func pods(in folder: String, podfile: String?) -> [String] {
    if let lock = session.bytesIfPresent(Paths.join(folder, "Podfile.lock")) {
      return Self.podNames(String(decoding: lock, as: UTF8.self), prefix: "  - ", indented: false)
    }
    return podfile.map { Self.podNames($0, prefix: "pod ", indented: true, quoted: true) } ?? []
  }

  /// The names after `prefix` at the start of a text's lines (after their indentation where
  /// `indented`), React Native's own aside. In a `Podfile` a pod's name is quoted: `pod name`
  /// installs what a Ruby variable holds (Flutter's plugin loop), no pod called "name".
  static func podNames(_ text: String, prefix: String, indented: Bool, quoted: Bool = false)
    -> [String]
  {
    var names: [String] = []
    for line in text.split(whereSeparator: \.isNewline) {
      let text = indented ? Substring(line.drop { $0 == " " }) : line
      guard text.hasPrefix(prefix) else { continue }
      let quote = text.dropFirst(prefix.count).first
      if quoted, quote != "'", quote != "\"" { continue }
      let rest = text.dropFirst(prefix.count).drop { $0 == "'" || $0 == "\"" }
      let name = rest.prefix { !" '\"/(,:".contains($0) }
      if !name.isEmpty, !names.contains(String(name)), !Self.isReactNativesOwn(name) {
        names.append(String(name))
      }
    }
    return names
  }

  /// Whether a pod is React Native's own, or one it and its debugger bring: none asks for a
  /// permission since React Native 0.60 moved geolocation and the camera roll out, so an app
  /// with no other module (a `react-native init` scaffold) links nothing that asks.
  static func isReactNativesOwn(_ pod: Substring) -> Bool {
    pod.hasPrefix("React-") || pod.hasPrefix("Flipper") || reactNativePods.contains(String(pod))
  }

  static let reactNativePods: Set<String> = [
    "React", "ReactCommon", "ReactCodegen", "ReactAppDependencyProvider", "RCT-Folly",
    "RCTRequired", "RCTTypeSafety", "RCTDeprecation", "FBLazyVector", "FBReactNativeSpec",
    "Yoga", "YogaKit", "glog", "DoubleConversion", "boost", "boost-for-react-native", "fmt",
    "Folly", "libevent", "SocketRocket", "hermes-engine", "CocoaAsyncSocket", "OpenSSL-Universal",
    "fast_float",
  ]

  /// The packages under `dependencies:` of a Flutter app's `pubspec.yaml` (the SDK's aside), each
  /// with its label (`TargetCode.flutterPluginLabel`, or `localFlutterPluginLabel`).
  func flutterPlugins(in folder: String) -> [String] {
    let path = Paths.join(folder, "pubspec.yaml")
    guard let bytes = session.bytesIfPresent(path) else { return [] }
    var names: [String] = []
    var local: Set<Int> = []
    var inside = false
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
      // A comment at the margin (`#  webview_flutter: ^3.0.4`, Gagago's) ends no section.
      if !line.hasPrefix(" "), !line.hasPrefix("#") { inside = line.hasPrefix("dependencies:") }
      guard inside, line.hasPrefix("  ") else { continue }
      // A plugin of the checkout (`path: packages/bridge`): its code is here, unread, and its
      // name says nothing of what it asks for.
      if line.hasPrefix("   ") {
        // A git dependency's `path` (deeper) is a folder of its repository: not here.
        if line.hasPrefix("    path:"), !names.isEmpty {
          local.insert(names.count - 1)
        }
        continue
      }
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[line.index(line.startIndex, offsetBy: 2)..<colon]
      // A commented-out dependency (`  # locale_names:`) is not one; pub names are identifiers.
      guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
        continue
      }
      if !["flutter", "flutter_localizations", "cupertino_icons"].contains(String(name)) {
        if line.contains("{path:") { local.insert(names.count) }
        names.append(String(name))
      }
    }
    return names.indices.map {
      names[$0]
        + (local.contains($0) ? TargetCode.localFlutterPluginLabel : TargetCode.flutterPluginLabel)
    }
  }

  /// The `dependencies` of a React Native app's `package.json`, React and React Native aside.
  func npmPackages(in folder: String) -> [String] {
    packageNames(in: folder, under: ["dependencies"]).filter {
      $0 != "react" && $0 != "react-native"
    }
  }

  /// The packages a folder's `package.json` names under `sections`.
  func packageNames(in folder: String, under sections: [String]) -> [String] {
    let path = Paths.join(folder, "package.json")
    guard let bytes = session.bytesIfPresent(path), let root = try? JSONParser.parse(bytes)
    else { return [] }
    return sections.flatMap { (root[$0]?.members ?? []).map(\.key) }
  }
}
