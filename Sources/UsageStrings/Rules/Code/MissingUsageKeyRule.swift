/// `missing-usage-key`: code that asks for access without the purpose key it needs.
public struct MissingUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "missing-usage-key", name: "Missing usage key",
    summary:
      "an API use that needs a purpose key a bundle that runs it does not declare, at the call's file and line",
    rationale: """
      When an app asks for a protected resource and its Info.plist has no purpose string for it, \
      the system does not show an alert: it terminates the app, at the moment of the request — \
      which is usually in production, on a device that never ran that path before. Each app's and \
      extension's Swift and Objective-C sources are searched for the calls that ask (comments \
      and strings excluded) — with those of the frameworks, libraries and local Swift packages \
      it links or embeds, whose code runs in it — and each call is checked against the keys of \
      the bundles that run it; test targets never ship and are never judged. Calls that need the \
      same key of the same bundles are one finding, at a line that surely asks, naming up to \
      three others. A camera found by `AVCaptureDevice.default(for: .video)` asks nothing by \
      itself (a torch needs no key): it counts where the bundle's code captures (a capture \
      session or device input), and is a note where only a library whose code is not here may. \
      A library's call that some of its bundles declare the key for and others do not is a \
      note naming those others, since the call may never run there — unless such a bundle's own code uses a type \
      the call's file declares (a share extension that shows the library's compose screen): \
      then it is a warning that names where. A call inside a view (or other value type) that \
      only SwiftUI previews name (`#Preview`, a `PreviewProvider`) runs in Xcode's canvas and \
      may never run in the app (Wordlike's screenshot frame): a note. A key only in \
      `InfoPlist.strings` is shown \
      where a table for the person's language holds it, so the finding names the languages \
      whose tables lack it; App Store Connect reads the Info.plist itself (ITMS-90683). The same \
      rejection names entitlements "that permit such access": a target signed with one that \
      comes with a key (HomeKit's, HealthKit's, NFC tag reading's — each key's documentation \
      names its entitlement; that HealthKit's demands a key even for an app that only reads is \
      known from teams' reports) is warned at the entitlement, in the file its shipping \
      configuration's `CODE_SIGN_ENTITLEMENTS` names. Siri's is left out: apps with Shortcuts \
      are signed with it and ask nothing. A built product (`.app`, `.xcarchive`) is checked as \
      App Store Connect checks it, bundle by bundle: each binary's Mach-O image — the app's, an \
      extension's, and those of the frameworks in its `Frameworks/` folder, SDKs included — is \
      read for the Objective-C class it imports and the selector it sends \
      (`_OBJC_CLASS_$_CLLocationManager` and `requestWhenInUseAuthorization`; a selector's name \
      alone, or a class name in a string, proves nothing), and for the entitlements it is \
      signed with; the finding is at the Info.plist that lacks the key and names the binary, \
      class and selector, so the engineer knows which SDK to ask about. An App Store binary's \
      encrypted code hides its selectors: a note says so. An iOS app extension cannot use the \
      camera or microphone at all (Apple's App Extension Programming Guide; QA1872), Messages \
      extensions aside: code it shares with the app that captures (Talk's share extension) \
      needs no key there (an extension that may build for the Mac too is still checked). \
      Code an extension compiles from its app may not run there: a call inside a function (a \
      Swift `func`, an Objective-C method) that the project's code calls by name, but none of \
      the extension's own files, is a note for the extension (Seafile's extensions compile the \
      app's photo-library check that only its screens call). One hop, by name: a function \
      nobody calls (a delegate method, an override, an action) is the system's to call. \
      Where the bundle that runs a call is a guess, the finding is a note: a library's call \
      that another bundle embedding it runs, whose Info.plist could not be read; targets found \
      by their folders that do not look like apps, where another bundle declares the key; Face \
      ID in an extension whose app, in the same project, declares it (shipped AutoFill \
      extensions without the key show Face ID), and so any call of such an extension that an \
      `if` or `guard` with `authorizationStatus(…) == .authorized` holds (it runs only once \
      access was granted); AppleScript in a file whose scripts only run shell commands (`do \
      shell script`) and name no application, which sends no Apple event to another app. A \
      Flutter app's Dart code is not read: a plugin made to ask for one resource (`geolocator`, \
      `camera`, `local_auth`, `flutter_blue_plus`; not `image_picker`, whose gallery asks \
      nothing) that `pubspec.yaml` depends on, where the iOS app declares no key for it, is a \
      note at its Info.plist: the call that asks is the Dart code's, which may never make it. \
      (Two apps of a round nobody here had seen lacked such keys, One Second Diary's camera \
      and Huda's location, and the tool said nothing.)
      """,
    defaultSeverity: .error, scope: .code,
    examples: examples)

  /// A call, with the bundles that run it and those of them that lack its key.
  struct Call {
    var use: CodeFacts.Use
    var runners: [ResolvedTarget] = []
    var lacking: [ResolvedTarget] = []
    /// The lacking bundles whose own code names a type of the call's file, and where.
    var reached: [(target: ResolvedTarget, reach: CodeFacts.Reach)] = []
    /// Bundles that run it whose Info.plist could not be read: whether they declare the key is
    /// unknown.
    var unread: [ResolvedTarget] = []
    /// The lacking bundles whose own files never use the function or value type that holds it,
    /// and its name.
    var elsewhere: [ResolvedTarget] = []
    var holder: String?
  }

  /// Why the bundles that lack the key may never run the call, which makes the finding a note:
  /// a bundle that embeds the library too could not be read; or the key is Face ID's, only
  /// extensions lack it and an app of the project declares it; or no project says which bundle
  /// runs the code (targets found by their folders), the lacking ones do not look like apps,
  /// and another bundle declares the key; or the call finds the camera and only a library whose
  /// code is not here may capture with it.
  static func doubt(of call: Call, in context: RuleContext) -> String? {
    if call.use.runsOnlyShellScripts {
      return
        "; but the scripts of its file only run shell commands ('do shell script') and name no application: they may send no Apple event to another app"
    }
    if call.use.api.needsCapture, !call.lacking.contains(where: { $0.codeFacts?.captures == true })
    {
      return
        "; but no code here captures with the camera it finds (a torch needs no key): only a library whose code is not here may"
    }
    if let function = call.holder, call.lacking.count == call.elsewhere.count {
      let names = call.lacking.map { "'\($0.target.name)'" }.joinedAsList()
      return
        "; but it is inside \(function), and only files that \(names) \(call.lacking.count == 1 ? "does" : "do") not compile use it: it may never run there"
    }
    if let type = call.use.onlyInPreviews {
      return
        "; but it is inside \(type), which only SwiftUI previews use: Xcode's canvas runs it, the app may never"
    }
    if call.use.module != nil, !call.unread.isEmpty {
      let names = call.unread.map { "'\($0.target.name)'" }.joinedAsList()
      return
        "; \(names) embed\(call.unread.count == 1 ? "s" : "") the library too, and \(call.unread.count == 1 ? "its" : "their") Info.plist could not be read: if the call runs only there, nothing may be missing"
    }
    func declaring(where condition: (ResolvedTarget) -> Bool) -> ResolvedTarget? {
      context.targets.first { target in
        target.target.readsPurposeKeys && !call.lacking.contains { $0 === target }
          && condition(target) && call.use.api.keys.contains(where: target.declaredKeys.contains)
      }
    }
    // The app must be of the extensions' own project (the model does not know which app
    // embeds which extension): a stray Info.plist elsewhere is no containing app.
    let project = call.lacking.first?.target.projectFile
    let isFaceID = call.use.api.keys == ["NSFaceIDUsageDescription"]
    if isFaceID || call.use.needsGrantedAccess, project != nil,
      call.lacking.allSatisfy({
        $0.target.extensionPoint != nil && $0.target.projectFile == project
      }),
      let app = declaring(where: {
        $0.target.extensionPoint == nil && !$0.target.isLibrary && $0.target.projectFile == project
      })
    {
      return isFaceID
        ? "; but '\(app.target.name)' declares it, and an extension's Face ID prompt is reported to use its containing app's text (Lockwise's and Firefox's AutoFill extensions ship without the key)"
        : "; but it runs only once access was granted (an authorizationStatus check guards it), and '\(app.target.name)' declares the key: if the app asks, the extension never does"
    }
    guard
      call.lacking.allSatisfy({
        $0.target.projectFile == nil && $0.target.extensionPoint == nil && !looksLikeApp($0)
      }),
      let other = declaring(where: { _ in true })
    else { return nil }
    return
      "; but no project says which bundle runs this code (the targets were found by their folders), and '\(other.target.name)' declares the key: if the code runs only there, nothing is missing"
  }

  /// Keys only an app's Info.plist has (a framework's has none of them).
  static let appMarkers: Set<String> = [
    "LSRequiresIPhoneOS", "UILaunchStoryboardName", "UILaunchScreen",
    "UIApplicationSceneManifest", "UISupportedInterfaceOrientations", "UIMainStoryboardFile",
    "NSMainStoryboardFile", "NSMainNibFile", "LSMinimumSystemVersion", "LSApplicationCategoryType",
  ]

  /// Whether a bundle's Info.plist says it is an app: its package type, or a key only apps have.
  static func looksLikeApp(_ target: ResolvedTarget) -> Bool {
    target.target.sources.contains {
      appMarkers.contains($0.key) || ($0.key == "CFBundlePackageType" && $0.value == "APPL")
    }
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    noteUnread(context, emit)
    notePlugins(context, emit)
    let (calls, order) = callsByUse(context)
    // A library's calls where some bundles that embed it declare the key and others do not:
    // one note per library, key and bundles, since the code may never run in those others —
    // unless a bundle's own code shows the library's screen that asks: one warning per
    // library, key and type, naming the bundles.
    // Calls whose bundles lack the same key are one cause, one fix: one finding per key,
    // bundles and doubt, at the first call, naming the others.
    var whole = OrderedGroups<(call: Call, doubt: String?)>()
    var partial = OrderedGroups<Call>()
    var reached = OrderedGroups<(call: Call, target: ResolvedTarget, reach: CodeFacts.Reach)>()
    for id in order {
      guard var call = calls[id], !call.lacking.isEmpty else { continue }
      let key = call.use.api.keys[0]
      guard let module = call.use.module, call.lacking.count < call.runners.count else {
        let doubt = doubt(of: call, in: context)
        whole.append(
          (call, doubt),
          to: call.use.api.keys + [
            call.use.module ?? "", call.use.api.whenMissing ?? "", doubt ?? "",
          ]
            + identities(call.lacking))
        continue
      }
      for (target, reach) in call.reached {
        reached.append((call, target, reach), to: [module, key, reach.type])
      }
      let reachedTargets = call.reached.map(\.target)
      let isReached = { (target: ResolvedTarget) in reachedTargets.contains { $0 === target } }
      call.lacking.removeAll(where: isReached)
      call.runners.removeAll(where: isReached)
      guard !call.lacking.isEmpty else { continue }
      partial.append(call, to: [module, key] + identities(call.lacking))
    }
    for group in whole.groups {
      // At a line of code that surely asks, where there is one: a camera found may be for a
      // torch, and a built binary's call has no line.
      let lead =
        group.firstIndex { !$0.call.use.api.needsCapture && !$0.call.use.isInBinary }
        ?? group.firstIndex { !$0.call.use.api.needsCapture } ?? 0
      var others = group.map(\.call.use)
      others.remove(at: lead)
      emit(
        lackingFinding(
          group[lead].call, also: others, registry: context.registry, doubt: group[lead].doubt))
    }
    for group in reached.groups {
      emit(
        reachedFinding(
          group, registry: context.registry, doubt: doubt(of: group[0].call, in: context)))
    }
    for calls in partial.groups {
      if let finding = partialFinding(calls, context.registry) { emit(finding) }
    }
  }

  /// The bundles, each by its identity: two projects' targets may share a name (every
  /// Capacitor app's is "App"), and each needs its own fix.
  static func identities(_ bundles: [ResolvedTarget]) -> [String] {
    bundles.map { "\(ObjectIdentifier($0).hashValue)" }
  }

  /// Values grouped by a key, the groups in the order their first value came.
  struct OrderedGroups<Value> {
    private var values: [String: [Value]] = [:]
    private var order: [String] = []

    mutating func append(_ value: Value, to key: [String]) {
      let joined = key.joined(separator: "|")
      if values[joined] == nil { order.append(joined) }
      values[joined, default: []].append(value)
    }

    var groups: [[Value]] { order.compactMap { values[$0] } }
  }

  /// Each call once (by its first key and place), in the order met, with the bundles that run
  /// it and those of them whose Info.plist lacks its key.
  static func callsByUse(_ context: RuleContext) -> (calls: [String: Call], order: [String]) {
    var calls: [String: Call] = [:]
    var order: [String] = []
    // An extension with no interface never shows a permission alert, whatever code it shares.
    for target in context.targets
    where target.target.readsPurposeKeys && target.target.asksForAccess
      && (!target.declarations.isEmpty || !target.target.unreadInfoPlists.isEmpty)
    {
      var seen: Set<String> = []
      let captures = canCapture(target)
      // A committed pod's calls are read as evidence of use, not judged: a third party's
      // library holds many an unreached call (as when its code was not here).
      for found in target.codeFacts?.uses ?? []
      where found.module?.hasSuffix(TargetCode.podLabel) != true && !found.api.isPicker
        && (captures || !found.api.keys.allSatisfy(captureKeys.contains))
        && (!found.api.needsCapture || target.codeFacts?.captures == true
          || !target.target.code.unseenCode.isEmpty)
      {
        let use = onItsPlatform(found, in: target)
        let id = "\(use.api.keys[0])|\(use.location.file)|\(use.location.start.offset)"
        guard seen.insert(id).inserted else { continue }
        if calls[id] == nil {
          order.append(id)
          calls[id] = Call(use: use)
        }
        // A platform with no such prompt (local network on watchOS) needs no key.
        let retired = target.resolvedSources.retiredKeys
        let lacks =
          !use.api.keys.contains(where: target.declaredKeys.contains)
          && !use.api.keys.allSatisfy(retired.contains)
          && !readsFromItsApp(use.api.keys, target, in: context)
        // An Info.plist not read may declare it: unknown, neither lacking nor a runner that
        // declares it.
        if lacks && !target.target.unreadInfoPlists.isEmpty {
          calls[id]?.unread.append(target)
          continue
        }
        calls[id]?.runners.append(target)
        if lacks {
          calls[id]?.lacking.append(target)
          if let reach = use.reachedThrough { calls[id]?.reached.append((target, reach)) }
          if let function = use.calledOnlyElsewhere {
            calls[id]?.elsewhere.append(target)
            calls[id]?.holder = function
          }
        }
      }
    }
    return (calls, order)
  }

  /// A use with the keys the target's platform reads for it: macOS asks for location once, with
  /// the text of `NSLocationUsageDescription`, the key Apple documents for the Mac, or of
  /// `NSLocationWhenInUseUsageDescription`, which Mac apps declare too (Safe Exam Browser,
  /// bitchat); never by iOS's Always keys (PommeCore's Mac target asked for Always with the
  /// When-In-Use key).
  static func onItsPlatform(_ use: CodeFacts.Use, in target: ResolvedTarget) -> CodeFacts.Use {
    guard target.resolvedSources.deployment.platform == "macos",
      use.api.keys.allSatisfy({ $0.hasPrefix("NSLocation") })
    else { return use }
    var use = use
    use.api.keys = macOSLocationKeys
    use.api.whenMissing = "the request is ignored: no alert, and no location"
    return use
  }

  static let macOSLocationKeys = [
    "NSLocationUsageDescription", "NSLocationWhenInUseUsageDescription",
  ]

  /// Whether the keys a use needs are read from the containing app's Info.plist, and an app of
  /// the widget's project declares one: a widget's location keys are (Apple's "Accessing
  /// location information in widgets"). The model does not know which app embeds which
  /// extension; with no such app, the widget's finding stands.
  static func readsFromItsApp(
    _ keys: [String], _ target: ResolvedTarget, in context: RuleContext
  ) -> Bool {
    guard target.target.extensionPoint == "com.apple.widgetkit-extension",
      keys.allSatisfy({ $0.hasPrefix("NSLocation") }), let project = target.target.projectFile
    else { return false }
    return context.targets.contains { app in
      app.target.extensionPoint == nil && !app.target.isLibrary
        && app.target.projectFile == project && keys.contains(where: app.declaredKeys.contains)
    }
  }

  /// The keys of capture, which an iOS app extension cannot do.
  static let captureKeys: Set<String> = [
    "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
  ]

  /// Whether a bundle can use the camera or microphone: not an iOS app extension, unless it is
  /// a Messages extension. An extension that may also build for the Mac (`SDKROOT = auto`,
  /// `SUPPORTED_PLATFORMS` naming macosx) is given the benefit of the doubt; ExtensionKit
  /// extensions (locked camera capture) name their point elsewhere and are checked as apps.
  static func canCapture(_ target: ResolvedTarget) -> Bool {
    guard let point = target.target.extensionPoint,
      target.resolvedSources.deployment.platform == "ios"
    else { return true }
    let settings = target.target.buildSettings?.values ?? [:]
    let sdk = settings["SDKROOT"]?.lowercased() ?? ""
    if sdk == "auto" || settings["SUPPORTED_PLATFORMS"]?.contains("macosx") == true {
      return true
    }
    return point == "com.apple.message-payload-provider"
  }
}
