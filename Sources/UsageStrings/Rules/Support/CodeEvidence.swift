/// What the code scan says of a declared key, for the rules that judge its translations: a key
/// nothing in a target's code could need (no call, no import or linked framework of its
/// service) shows no alert unless a library whose code is elsewhere asks, and its missing
/// translation is a note that says so — the key may be the one to remove, as
/// `unused-usage-key` says of the same key.
enum CodeEvidence {
  static func isUnused(
    _ key: String, in target: ResolvedTarget, registry: UsageKeyRegistry = .standard
  ) -> Bool {
    // A deprecated key is judged by its replacement's service, as `deprecated-usage-key` judges
    // it (Bluetooth Peripheral's, a game's leftover).
    // Pods and a Flutter or React Native app's plugins ask from code the scan never sees.
    guard let (service, frameworks) = DeprecatedUsageKeyRule.service(of: key, registry: registry),
      target.codeFacts != nil,
      target.target.code.unseenLibraries.isEmpty || weighsLibraries(for: service, in: target)
    else { return false }
    // The rule's own evidence, a linked package named for the service included: OPass scans
    // codes through the CodeScanner package, whose camera key is no leftover.
    return UnusedUsageKeyRule.nothingUses(service, frameworks: frameworks, in: [target])
  }

  /// Whether a key's only uses are system pickers, which need no permission
  /// (`unneeded-permission`), and no library whose code is not here could ask: no alert shows
  /// its text (Snikket's PhotosPicker).
  static func onlyPickers(_ key: String, in target: ResolvedTarget) -> Bool {
    guard let facts = target.codeFacts,
      target.target.code.unseenLibraries.isEmpty || weighsLibraries(for: key, in: target)
    else { return false }
    let uses = facts.uses.filter { $0.api.keys.contains(key) }
    return !uses.isEmpty && uses.allSatisfy(\.api.isPicker)
  }

  /// What a translation finding of a key only pickers use adds to its message.
  static let pickersSuffix =
    "; but only system pickers use it, which ask nothing (unneeded-permission): remove it rather than translate it"

  /// Whether an app's pods and Flutter plugins are judged by their names for a key: those of a
  /// service only libraries named for it use (contacts, calendars, health: seafile's and edX's
  /// contacts keys, left from features removed), and `permission_handler` by the groups its
  /// Podfile compiles in (`UnusedUsageKeyRule.hinted`). Not the camera, photos, microphone or
  /// location, which libraries of every kind ask for under other names (IPtProxyUI scans
  /// Orbot's bridges from QR codes); nor a JavaScript app's packages, whose script may ask
  /// through any of them, unless the script never names the service (`AppCodeServices`). A
  /// Flutter app's plugins only for the services of `namedPluginKeys`:
  /// plugins for beacons and printers ask for Bluetooth, for secure storage Face ID, for ads
  /// tracking, and Dart's own sockets the local network.
  static func weighsLibraries(for key: String, in target: ResolvedTarget) -> Bool {
    let code = target.target.code
    return !askedUnderOtherNames.contains(key)
      && code.unseenLibraries.allSatisfy {
        $0.hasSuffix(TargetCode.podLabel)
          || ($0.hasSuffix(TargetCode.flutterPluginLabel) && namedPluginKeys.contains(key))
          || ($0.hasSuffix(TargetCode.npmPackageLabel) && code.keysScriptNeverNames.contains(key))
      }
  }

  /// The keys a Flutter app's plugins are weighed by name for: services whose plugins are named
  /// for them (`flutter_contacts`, `device_calendar`, `health`, `sensors_plus`,
  /// `speech_to_text`, `on_audio_query`), as Gagago's template keys are asked by none.
  static let namedPluginKeys: Set<String> = [
    "NSContactsUsageDescription", "NSCalendarsUsageDescription",
    "NSCalendarsFullAccessUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription",
    "NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription",
    "NSMotionUsageDescription", "NSSpeechRecognitionUsageDescription",
    "NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription",
    "NSAppleMusicUsageDescription",
  ]

  /// Keys that libraries named for something else ask for.
  static let askedUnderOtherNames: Set<String> = [
    "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
    "NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription",
    "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
    "NSLocationAlwaysUsageDescription", "NSLocationUsageDescription",
  ]

  /// Where an app's own code asks for location while in use, for an "Always" key, when that is
  /// all it asks: no alert shows the key's text (Expo's `requestForegroundPermissionsAsync`,
  /// MAUI's `Permissions.LocationWhenInUse`, Dash Wallet's `requestWhenInUseAuthorization`).
  static func onlyWhileInUse(_ key: String, in target: ResolvedTarget) -> SourceRange? {
    guard UsageKeyRegistry.alwaysLocationKeys.contains(key) else { return nil }
    let uses = target.codeFacts?.uses ?? []
    // The app's native code may ask for Always itself (a geofence in Swift).
    let nativeAlways = uses.contains {
      !$0.api.keys.isEmpty && $0.api.keys.allSatisfy(UsageKeyRegistry.alwaysLocationKeys.contains)
    }
    if nativeAlways { return nil }
    if let place = target.target.code.asksLocationOnlyWhileInUse { return place }
    // A native app only: a script's code (React Native's, Flutter's) may ask for Always, and so
    // may code that monitors in the background, or a library named for location whose code is
    // not here.
    guard target.codeFacts?.mayNeedAlwaysLocation == false, !target.target.code.runsScriptedApp,
      target.target.code.unseenLibraries.allSatisfy({ $0.hasSuffix(TargetCode.podLabel) }),
      !UnusedUsageKeyRule.hinted(key, [target])
    else { return nil }
    return uses.first { $0.module == nil && $0.api.name == whileInUseRequest }?.location
  }

  /// The call that asks for location while the app is in use.
  static let whileInUseRequest = "CLLocationManager.requestWhenInUseAuthorization"

  /// What a translation finding of an unused key adds to its message.
  static let unusedSuffix =
    "; but nothing in the code uses the key (unused-usage-key): remove it rather than translate it"

  /// What a translation finding of a key whose own text disclaims it adds to its message.
  static let disclaimerSuffix =
    "; but its text says the app does not use the permission, so no alert is meant to show it"

  /// Why a declared key needs no translation, as the suffix of a translation finding's message
  /// (whose severity is then a note); nil when it needs one. `written` is the text as the
  /// Info.plist writes it, where a build setting left it unexpanded.
  static func needlessTranslation(
    _ key: String, text: String?, written: String? = nil, in target: ResolvedTarget,
    context: RuleContext
  ) -> String? {
    if isUnused(key, in: target, registry: context.registry) { return unusedSuffix }
    if onlyPickers(key, in: target) { return pickersSuffix }
    if !target.target.showsItsAlerts {
      return
        "; but '\(target.target.name)' is an extension that never shows a permission alert (its app asks, with its own keys): no alert shows this text"
    }
    if let bundle = misplacement(of: key, in: target) {
      return
        "; but the system reads it only from a \(bundle)'s own Info.plist, and '\(target.target.name)' is none: no alert shows this text"
    }
    if let place = onlyWhileInUse(key, in: target) {
      return
        "; but the app's own code asks for location only while in use (\(place.file):\(place.start.line)), so no alert shows this text"
    }
    if let shown = text ?? written,
      disclaimsUse(shown, key: key, appNames: GenericPurposeStringRule.appNames(of: target))
    {
      return disclaimerSuffix
    }
    if let shown = text ?? written, isForDevelopment(shown) { return developmentSuffix }
    if let shown = text ?? written, isStockText(shown) { return stockSuffix }
    if let text, isKeptName(text, in: target) { return nameSuffix(text) }
    if isUnrecognized(key, in: target, context: context) { return unrecognizedSuffix }
    if let text, EmptyPurposeStringRule.saysNothing(text),
      !EmptyPurposeStringRule.isUnseen(placeholder: text, key: key, in: target)
    {
      return placeholderSuffix
    }
    return nil
  }

  /// What a translation finding of a key only a development build asks for adds to its message.
  static let developmentSuffix =
    "; but its text is a development tool's, whose alert only a development build shows"

  /// Whether a text is a development tool's, shown only by a build that loads the tool: Expo's
  /// Dev Launcher ("Expo Dev Launcher uses the local network…", Nedaa), Flutter's
  /// debugger ("This prompt will not appear on release builds"), hot reloading while debugging.
  static func isForDevelopment(_ text: String) -> Bool {
    let lower = text.lowercased()
    if developmentPhrases.contains(where: lower.contains) { return true }
    // Reloading code into a running app is a development build's, where the text says so: a
    // companion app for developers (Expo Go's kind) reloads in its release too (Sora Weather's
    // Flutter template: "Used for debugging and hot reloading during development.").
    return ["hot reload", "hot-reload"].contains(where: lower.contains)
      && ["debug", "development"].contains(where: lower.contains)
  }

  /// The tools' own words: "development server" alone is also in apps for developers (Expo
  /// Go), whose alerts every release shows.
  private static let developmentPhrases = [
    "expo dev launcher", "flutter tools", "will not appear on release builds",
    // Flutter's guide for debugging on a device: Bonjour finds the Dart VM service.
    "dart vm service",
  ]

  /// The kind of bundle whose own Info.plist alone the system reads a key from, where the
  /// target's project says it is another (Pearcleaner's app declares the system extension's
  /// key): nil where the key belongs in any bundle, or the target's product type is unknown.
  static func misplacement(of key: String, in target: ResolvedTarget) -> String? {
    guard let (bundle, type) = ownBundleKeys[key], let product = target.target.productType,
      !product.hasSuffix(type)
    else { return nil }
    return bundle
  }

  /// Keys the system reads from the extension being activated (SystemExtensions' and DriverKit's
  /// documentation), with the product type Xcode gives it.
  private static let ownBundleKeys: [String: (String, String)] = [
    "NSSystemExtensionUsageDescription": ("system extension", ".system-extension"),
    "OSBundleUsageDescription": ("driver extension", ".driver-extension"),
  ]

  /// Whether a text is a name and no sentence: a few capitalized words, no mark, that are the
  /// target's name or begin it (DuckDuckGo's system extension, "DuckDuckGo VPN Network
  /// Extension", describes itself as "DuckDuckGo VPN"). Brands are not translated.
  /// A bare word that begins a name ("Camera" of "Camera Extension") is no name of its own.
  static func isProductName(_ text: String, names: [String]) -> Bool {
    let words = text.split(separator: " ", maxSplits: 4)
    guard (1...4).contains(words.count),
      words.allSatisfy({ $0.first?.isUppercase == true || $0.first?.isNumber == true }),
      !text.contains(where: { ".,;:!?".contains($0) })
    else { return false }
    return names.contains { $0 == text || (words.count >= 2 && $0.hasPrefix(text + " ")) }
  }

  /// Whether a text is the name of the target's bundle (`isProductName`: its display or bundle
  /// name, not a target's or product's name, which are often plain words), where no language of
  /// the target translates that name: a brand kept in every language.
  static func isKeptName(_ text: String, in target: ResolvedTarget) -> Bool {
    let nameKeys = UsageKeyRegistry.bundleNameKeys
    let names = nameKeys.compactMap { target.sources[$0]?.text }
    guard isProductName(text, names: names) else { return false }
    return !nameKeys.contains(where: target.facts.translatedNames.contains)
  }

  /// What a translation finding of a text that is only the product's name adds to its message.
  static func nameSuffix(_ text: String) -> String {
    "; but its text is only the product's name ('\(text)'), which every language keeps as it is"
  }

  /// What a translation finding of a template's stock text adds to its message.
  static let stockSuffix =
    "; but its text is Capacitor's stock example, declared for plugins whether the app uses them or not: write the app's own purpose (or remove the key) before it is translated"

  /// Whether a text is one Capacitor's iOS template and its plugins' setup guides declare for
  /// every core plugin ("To Take Photos and Video"): nobody wrote it for this app (wcApp keeps
  /// four for plugins it never calls, gradebooklet two).
  static func isStockText(_ text: String) -> Bool {
    stockTexts.contains(text.trimmingWhitespace.lowercased())
  }

  private static let stockTexts: Set<String> = [
    "to take photos and video", "to record audio with video", "store camera photos to camera",
    "to pick photos from library", "allow geolocation?", "always allow geolocation?",
    "to access contacts nearby", "to access phone movement",
  ]

  /// What a translation finding of a source that says nothing adds to its message.
  static let placeholderSuffix =
    "; but its source says nothing yet (empty-purpose-string): write it before it is translated"

  /// What a translation finding of a key the registry does not know adds to its message.
  static let unrecognizedSuffix =
    "; but no key of this name is known to the system (unrecognized-usage-key): check that Apple defines it before it is translated"

  /// Whether a key named like a purpose string is one Apple does not define (a notification
  /// "purpose", whose alert text is the system's own): no language shows it. Not a misspelling
  /// of one (unknown-usage-key): once the key is fixed, its translations are needed.
  static func isUnrecognized(_ key: String, in target: ResolvedTarget, context: RuleContext)
    -> Bool
  {
    key.hasSuffix("UsageDescription") && !target.nestedKeys.contains(key)
      && UnrecognizedUsageKeyRule.isUnknown(key, context: context)
  }

  /// Whether a source text says the app does not use its permission: a declaration made only
  /// because App Store Connect asks one for an API a linked SDK references ("This app does not
  /// use the camera", or only "Not being used"), or a canary that tells people to deny ("I don't
  /// know why this permission is being requested, you should probably deny it"). Such a text is
  /// never meant to show, and nobody needs it translated. English only: the phrases of the texts
  /// seen so far (finamp, Helsingborg, and the App Store workaround), none of which occurs in
  /// 1,500 real translations' sources.
  static func disclaimsUse(_ text: String, key: String? = nil, appNames: [String] = []) -> Bool {
    var lower = text.lowercased()
    // The generic replacement walks every character; most texts have no curly apostrophe.
    if lower.containsBytes(of: "\u{2019}") { lower = lower.replacing("\u{2019}", with: "'") }
    let words = lower.split { $0.isWhitespace }
    let plain = withTheAppAsSubject(words, appNames: appNames)
    if disclaimingPhrases.contains(where: plain.containsBytes)
      || neverShownPhrases.contains(where: plain.containsBytes)
    {
      return true
    }
    // "We never use your location for ads; it finds stores nearby" disclaims one use only: a
    // denial is the whole text, one clause with no purpose after it.
    var trimmed = Substring(plain)
    while trimmed.first == "." { trimmed.removeFirst() }
    while trimmed.last == "." { trimmed.removeLast() }
    let sentence = String(trimmed)
    // A placeholder a template or an SDK's setup guide leaves: "Not being used" (Helsingborg's
    // guide declares seven keys so).
    if placeholderDisclaimers.contains(sentence) { return true }
    guard !sentence.contains(where: { ".,;:!?".contains($0) }),
      !sentence.containsBytes(of: " for "), !sentence.containsBytes(of: " so ")
    else { return false }
    if deniesPassively(sentence, writeKey: key.map(writeKeys.contains) ?? false) { return true }
    return disclaimingSubjects.contains { subject in
      disclaimingNegations.contains { negation in
        disclaimingVerbs.contains { sentence.hasPrefix("\(subject) \(negation) \($0) ") }
      }
    }
  }

  /// The words of a text joined by single spaces, its first words "the app" where they are
  /// the app's name: as its build setting (`$(PRODUCT_NAME)`, `${PRODUCT_NAME}`) or written out
  /// ("$(PRODUCT_NAME) does not require motion access", Nedaa's Expo template).
  static func withTheAppAsSubject(_ words: [Substring], appNames: [String]) -> String {
    let plain = words.joined(separator: " ")
    guard let first = words.first, words.count > 1 else { return plain }
    if (first.hasPrefix("$(") && first.hasSuffix(")"))
      || (first.hasPrefix("${") && first.hasSuffix("}"))
    {
      return "the app " + words.dropFirst().joined(separator: " ")
    }
    for name in appNames {
      let spaced = name.lowercased().split { $0.isWhitespace }.joined(separator: " ")
      if plain.hasPrefix(spaced + " ") { return "the app " + plain.dropFirst(spaced.count + 1) }
    }
    return plain
  }

  /// A short sentence that denies the access in the passive, and says nothing else: "Health
  /// information is never updated" (GoMap's text for the Health write key, which it never asks).
  /// Only verbs of the access itself: "your photos are never uploaded" is a promise beside a use,
  /// and so is "never modified" of a key that reads.
  static func deniesPassively(_ sentence: String, writeKey: Bool) -> Bool {
    var words = sentence.split(separator: " ").map(String.init)
    if words.suffix(3) == ["by", "the", "app"] || words.suffix(3) == ["by", "this", "app"] {
      words.removeLast(3)
    }
    guard (3...7).contains(words.count), let verb = words.last else { return false }
    let verbs = writeKey ? ["updated", "written", "modified", "changed"] : []
    return (verbs + ["used", "accessed"]).contains(verb)
      && ["never", "not"].contains(words[words.count - 2])
      && ["is", "are"].contains(words[words.count - 3])
  }

  /// Keys of an access that only writes: a text that denies writing denies all they grant.
  static let writeKeys: Set<String> = [
    "NSHealthUpdateUsageDescription", "NSPhotoLibraryAddUsageDescription",
    "NSCalendarsWriteOnlyAccessUsageDescription",
  ]

  private static let disclaimingPhrases = [
    "should deny", "should probably deny", "please deny", "don't know why this permission",
    "do not know why this permission", "this permission is not used", "is not used by this app",
    "is not used by the app", "this permission is never used",
    // Nothing breaks when it is dismissed (quadrix's calendar key, for App Store Connect).
    "can be safely dismissed", "can safely be dismissed", "can be safely denied",
    "can safely be denied", "you can safely deny",
    // Asked for a framework's sake, not the app's (Peach: "… required by system frameworks used
    // for camera functionality").
    "required by system frameworks",
  ]
  /// Whether a text says it is never shown: a stub for a key App Store Connect asks for
  /// (YeneGuzo's "You should never see this", MyHeartCounts' "This message should never
  /// appear"), whose words nobody reads.
  static func saysNeverShown(_ text: String) -> Bool {
    let lower = text.lowercased()
    return neverShownPhrases.contains(where: lower.containsBytes)
  }

  private static let neverShownPhrases = [
    "you should never see this", "you should not see this", "this message should never appear",
    "this message should never be shown",
  ]
  private static let placeholderDisclaimers: Set<String> = [
    "not being used", "not used", "never used", "unused", "not in use", "not needed",
    "not required", "this is not used", "currently not used", "not currently used",
  ]
  private static let disclaimingSubjects = [
    "this app", "the app", "this application", "the application", "we",
  ]
  private static let disclaimingNegations = [
    "does not", "doesn't", "do not", "don't", "will not", "won't", "never",
  ]
  private static let disclaimingVerbs = [
    "use", "request", "ask for", "require", "need access", "access",
  ]
}
