/// Reads and parses each file of a discovery once, and keeps the problems found in them.
final class DiscoverySession {
  let options: DiscoveryOptions
  private(set) var problems: [FileProblem] = []
  private(set) var toolIssues: [ToolIssue] = []
  private(set) var missingFiles: [MissingFile] = []
  private(set) var readPaths: Set<String> = []
  private var plists: [String: PlistDocument?] = [:]
  private var reportedPlists: Set<String> = []
  private var strings: [String: StringsTableFile?] = [:]
  private var configs: [String: XCConfigFile?] = [:]
  /// Files the checked files name outside the checkout (or in a `.git` folder), by display
  /// path, with why each was not read; in the order met.
  private var refusals: [(path: String, reason: String)] = []
  /// What the XcodeGen specs of the checkout may make together, however many files they
  /// include: each file's own budget would let 32 includes of a small alias bomb make gigabytes.
  private var specBudget = YAMLReader.Budget()
  let checkout: Checkout

  init(options: DiscoveryOptions) {
    self.options = options
    checkout = options.checkout ?? Checkout(containing: options.displayBase)
  }

  func display(_ absolutePath: String) -> String { options.display(absolutePath) }

  func problem(_ problem: FileProblem) { problems.append(problem) }

  func issue(_ issue: ToolIssue) { if !toolIssues.contains(issue) { toolIssues.append(issue) } }

  /// Notes a file a project names that is not there: once per file, however many places of
  /// the project name it. One that was not read because it lies outside the checkout says so.
  func missing(_ file: MissingFile) {
    var file = file
    if let refusal = refusals.first(where: { $0.path == file.path }) {
      file.explanation = Self.refusalMessage(refusal, supplies: file.supplies)
    }
    guard let index = missingFiles.firstIndex(where: { $0.path == file.path }) else {
      missingFiles.append(file)
      return
    }
    if missingFiles[index].supplies != file.supplies { missingFiles[index].otherReferences += 1 }
  }

  /// The bytes of a file looked for on the chance it exists (a cross-platform app's
  /// `pubspec.yaml` beside its `ios` folder), not one the project names: nil, with no note,
  /// when it is not there or the checkout does not let the tool read it.
  func bytesIfPresent(_ absolutePath: String) -> [UInt8]? {
    guard checkout.refusal(toRead: absolutePath) == nil, FileReader.exists(absolutePath) else {
      return nil
    }
    return bytes(absolutePath)
  }

  /// Whether a file a checked file names may be read: inside the checkout and out of its
  /// `.git` folders. One that may not is recorded (and noted by `missing` or `noteRefusals`).
  func mayRead(_ absolutePath: String) -> Bool {
    guard let reason = checkout.refusal(toRead: absolutePath) else { return true }
    refuse(absolutePath, reason)
    return false
  }

  private func refuse(_ absolutePath: String, _ reason: String) {
    let shown = display(absolutePath)
    if !refusals.contains(where: { $0.path == shown }) { refusals.append((shown, reason)) }
  }

  /// A `missing-file` note for each refused file no `missing` call noted where it was named: at
  /// the project file (or path) that led to it.
  func noteRefusals(namedBy file: String) {
    for refusal in refusals where !missingFiles.contains(where: { $0.path == refusal.path }) {
      var note = MissingFile(
        path: refusal.path, location: .file(display(file)),
        supplies: "what the project takes from it",
        consequence: "it is not checked")
      note.explanation = Self.refusalMessage(refusal, supplies: note.supplies)
      missingFiles.append(note)
    }
  }

  static func refusalMessage(_ refusal: (path: String, reason: String), supplies: String) -> String
  {
    "'\(refusal.path)' was not read: \(refusal.reason); \(supplies) is unknown, and the rest is checked"
  }

  /// The bytes of a file, or nil after recording why it could not be read.
  func bytes(_ absolutePath: String, limit: Int = FileReader.maximumSize) -> [UInt8]? {
    guard mayRead(absolutePath) else { return nil }
    do {
      let bytes = try FileReader.bytes(absolutePath, display: display(absolutePath), limit: limit)
      if let scheme = EncryptedFile.scheme(of: bytes) {
        refuse(absolutePath, "it is encrypted (\(scheme)) in this checkout")
        return nil
      }
      readPaths.insert(absolutePath)
      return bytes
    } catch {
      issue(error)
      return nil
    }
  }

  /// Records a text file's encoding problem, naming ICU's guess of the real encoding.
  func checkEncoding(_ file: TextFile) {
    guard let encoding = file.encodingProblem else { return }
    var message = encoding.message
    // A guess needs no more than the text around the first bad byte (ICU reads all it is given).
    let window = max(0, encoding.offset - 32_768)..<min(file.bytes.count, encoding.offset + 32_768)
    if file.encoding == .utf8, let guess = ICU.detectCharset(Array(file.bytes[window])),
      guess.name != "UTF-8"
    {
      message += "; the file looks like \(guess.name) (ICU, \(guess.confidence)% confidence)"
    }
    problem(
      .init(
        kind: .encoding, location: file.range(encoding.offset..<encoding.offset), message: message))
  }

  /// A parsed plist. Its problems are not recorded here: call `report(_:)` for the plists that
  /// matter (a folder may hold plists that are no Info.plist at all).
  func plist(_ absolutePath: String) -> PlistDocument? {
    if let cached = plists[absolutePath] { return cached }
    let document = bytes(absolutePath).map {
      PlistDocument.read(path: display(absolutePath), bytes: $0)
    }
    plists[absolutePath] = document
    return document
  }

  /// Records the encoding and syntax problems of a plist, once.
  func report(_ document: PlistDocument) {
    guard reportedPlists.insert(document.path).inserted else { return }
    if let file = document.file { checkEncoding(file) }
    if let failure = document.failure {
      let location =
        document.file.map { $0.range(failure.offset..<failure.offset) } ?? .file(document.path)
      let message =
        document.format == .binary ? "\(failure.message) (byte \(failure.offset))" : failure.message
      problem(.init(kind: .syntax, location: location, message: message))
    }
  }

  /// A `.strings` table in whichever form it is, its problems recorded: a text table's issues,
  /// a property list the system cannot read.
  func stringsTable(_ absolutePath: String) -> StringsTableFile? {
    if let cached = strings[absolutePath] { return cached }
    var table: StringsTableFile?
    if let bytes = bytes(absolutePath) {
      let read = StringsTableFile.read(path: display(absolutePath), bytes: bytes)
      switch read {
      case .text(let parsed):
        checkEncoding(parsed.file)
        for issue in parsed.issues {
          let consequence =
            issue.rejectsFile
            ? "; the system cannot read this file, so none of its translations are used" : ""
          problem(
            .init(
              kind: .syntax, location: parsed.file.range(issue.offset..<issue.offset),
              message: issue.message + consequence, rejectsFile: issue.rejectsFile))
        }
      case .plist(let document):
        if let file = document.file { checkEncoding(file) }
        if let (message, offset) = read.plistProblem {
          problem(
            .init(
              kind: .syntax,
              location: document.file.map { $0.range(offset..<offset) } ?? .file(document.path),
              message: message
                + "; the system cannot read this file, so none of its translations are used"))
        }
      }
      table = read
    }
    strings[absolutePath] = table
    return table
  }

  func catalog(_ absolutePath: String) -> XCStringsCatalog? {
    guard let bytes = bytes(absolutePath) else { return nil }
    let file = TextFile(path: display(absolutePath), bytes: bytes)
    checkEncoding(file)
    switch XCStringsCatalog.read(file) {
    case .success(let catalog): return catalog
    case .failure(let error):
      problem(
        .init(
          kind: .syntax, location: file.range(error.offset..<error.offset), message: error.message))
      return nil
    }
  }

  /// The languages of a String Catalog of another table, and which of `keys` it translates
  /// (a value in a language other than its source's), where it can be read (its problems are
  /// that table's, not InfoPlist's, and are not reported).
  func otherCatalog(_ absolutePath: String, translating keys: Set<String>) -> OtherCatalog {
    guard mayRead(absolutePath),
      let bytes = try? FileReader.bytes(absolutePath, display: display(absolutePath)),
      case .success(let catalog) = XCStringsCatalog.read(TextFile(path: absolutePath, bytes: bytes))
    else { return OtherCatalog() }
    var read = OtherCatalog(languages: Set(catalog.locales))
    // A language the catalog lists but translates nothing of counts too, as none.
    for locale in catalog.locales where locale != catalog.sourceLanguage {
      read.translatedByLanguage[locale] = 0
    }
    for entry in catalog.entries {
      if entry.shouldTranslate { read.strings += 1 }
      for localization in entry.localizations
      where localization.locale != catalog.sourceLanguage
        && localization.units.contains(where: { !$0.value.isEmpty })
      {
        if keys.contains(entry.key) { read.translated.insert(entry.key) }
        // Xcode fills a plural's forms with the source text as "new": nobody translated them.
        if entry.shouldTranslate,
          localization.units.contains(where: { !$0.value.isEmpty && $0.state != "new" })
        {
          read.translatedByLanguage[localization.locale, default: 0] += 1
        }
      }
    }
    return read
  }

  /// What a catalog of another name tells of a target's languages.
  struct OtherCatalog {
    var languages: Set<String> = []
    /// The keys asked about that it translates (into any language).
    var translated: Set<String> = []
    /// How many strings it holds to translate, and how many each language translates.
    var strings = 0
    var translatedByLanguage: [String: Int] = [:]
  }

  func xcconfig(_ absolutePath: String) -> XCConfigFile? {
    if let cached = configs[absolutePath] { return cached }
    var config: XCConfigFile?
    // A dependency manager's settings (`Pods/Target Support Files/…`) exist only after its
    // install, which a checkout has not run: their settings are unknown, not an error.
    guard mayRead(absolutePath) else { return nil }
    let generated = Paths.components(absolutePath).contains { FileTree.skippedFolders.contains($0) }
    if generated && !FileReader.exists(absolutePath) {
      configs[absolutePath] = .some(nil)
      return nil
    }
    if let bytes = bytes(absolutePath) {
      let file = TextFile(path: display(absolutePath), bytes: bytes)
      checkEncoding(file)
      let parsed = XCConfigFile.parse(file)
      for problem in parsed.problems {
        self.problem(
          .init(
            kind: .syntax, location: file.range(problem.offset..<problem.offset),
            message: problem.message))
      }
      config = parsed
    }
    configs[absolutePath] = config
    return config
  }

  /// The `.xcconfig` a project names and the files it includes, as `xcconfigChain(_:)`; one
  /// that is not there (a git-ignored file whose template is committed) is noted as missing,
  /// with `supplies` saying what it holds, and the chain is then incomplete. A dependency
  /// manager's (`Pods/…`), which exists only after its install, is incomplete without a note.
  func xcconfigChain(_ absolutePath: String, namedAt location: SourceRange, supplies: String)
    -> (files: [(path: String, file: XCConfigFile)], isIncomplete: Bool)
  {
    let readable = mayRead(absolutePath)
    guard readable, FileReader.exists(absolutePath) else {
      let generated = Paths.components(absolutePath).contains {
        FileTree.skippedFolders.contains($0)
      }
      if !generated || !readable {
        missing(
          MissingFile(
            path: display(absolutePath), location: location, supplies: supplies,
            consequence:
              "values that use them are unknown, so they are not expanded or compared"))
      }
      return ([], true)
    }
    var incomplete = false
    let chain = xcconfigChain(absolutePath) { include, path, from in
      // An optional include that is absent is no gap; one refused is.
      guard !include.isOptional || !self.mayRead(path) else { return }
      incomplete = true
      let line = from.file.lines.offset(ofLine: include.line)
      self.missing(
        MissingFile(
          path: self.display(path), location: from.file.range(line..<line),
          supplies: supplies + " (included by \(Paths.lastComponent(from.file.path)))",
          consequence:
            "values that use them are unknown, so they are not expanded or compared"))
    }
    return (chain, incomplete)
  }

  /// An `.xcconfig` and the files it includes, included ones first (later settings win), each
  /// with its absolute path.
  func xcconfigChain(
    _ absolutePath: String, depth: Int = 0, seen: Set<String> = [],
    absent: (XCConfigFile.Include, String, XCConfigFile) -> Void = { _, _, _ in }
  ) -> [(path: String, file: XCConfigFile)] {
    guard depth < 16, !seen.contains(absolutePath), FileReader.exists(absolutePath) || depth == 0,
      let config = xcconfig(absolutePath)
    else { return [] }
    var chain: [(String, XCConfigFile)] = []
    for include in config.includes {
      let path = Paths.join(Paths.parent(absolutePath), include.path)
      guard mayRead(path), FileReader.exists(path) else {
        absent(include, path, config)
        continue
      }
      chain += xcconfigChain(
        path, depth: depth + 1, seen: seen.union([absolutePath]), absent: absent)
    }
    return chain + [(absolutePath, config)]
  }

  /// A Cordova `config.xml`, read and parsed; nil when it is no Cordova configuration.
  /// Read quietly: `config.xml` is a common name (Android, Jenkins, Maven), and one that cannot
  /// be read, or leads out, is no concern of a run's.
  func cordovaConfig(_ absolutePath: String) -> (file: TextFile, config: CordovaConfig)? {
    guard let bytes = quietBytes(absolutePath), let config = CordovaConfig.read(bytes) else {
      return nil
    }
    readPaths.insert(absolutePath)
    return (TextFile(path: display(absolutePath), bytes: bytes), config)
  }

  /// The bytes of a file read on the chance that it is what its common name suggests: nil,
  /// with no issue, where it cannot be read, leads out, or takes more than `limit`.
  private func quietBytes(_ absolutePath: String, limit: Int = FileReader.maximumSize) -> [UInt8]? {
    guard checkout.refusal(toRead: absolutePath) == nil, !FileReader.isSymbolicLink(absolutePath)
    else { return nil }
    return try? FileReader.bytes(absolutePath, display: display(absolutePath), limit: limit)
  }

  /// An Electron app's packaging configuration, or nil for a file that is none (most
  /// `package.json` files); read quietly, as a Cordova configuration is.
  func electronConfig(_ absolutePath: String) -> (file: TextFile, config: ElectronConfig)? {
    // Every `package.json` outside `node_modules` is looked at: a packaging configuration is a
    // few kilobytes, so a larger file is read no further than its size.
    guard let bytes = quietBytes(absolutePath, limit: ElectronConfig.maximumSize) else {
      return nil
    }
    let file = TextFile(path: display(absolutePath), bytes: bytes)
    guard let config = ElectronConfig.read(file, name: Paths.lastComponent(absolutePath)) else {
      return nil
    }
    readPaths.insert(absolutePath)
    return (file, config)
  }

  /// An Expo app's `app.json`, or nil for a file that is none (a bare React Native app's);
  /// read quietly, as an Electron configuration is.
  func expoConfig(_ absolutePath: String) -> (file: TextFile, config: ExpoConfig)? {
    guard let bytes = quietBytes(absolutePath, limit: ExpoConfig.maximumSize) else { return nil }
    let file = TextFile(path: display(absolutePath), bytes: bytes)
    guard let config = ExpoConfig.read(file) else { return nil }
    readPaths.insert(absolutePath)
    return (file, config)
  }

  /// A `package.json`, read quietly and parsed; nil where there is none or it does not parse.
  func packageJSON(_ absolutePath: String) -> (file: TextFile, root: JSONValue)? {
    guard let bytes = quietBytes(absolutePath, limit: ExpoConfig.maximumSize) else { return nil }
    let file = TextFile(path: display(absolutePath), bytes: bytes)
    guard let root = try? JSONParser.parse(file.text) else { return nil }
    readPaths.insert(absolutePath)
    return (file, root)
  }

  /// An XcodeGen spec file, read and parsed; its problems recorded.
  func spec(_ absolutePath: String) -> XcodeGenSpec.Loaded? {
    guard let bytes = bytes(absolutePath, limit: XcodeGenSpec.maximumSize) else { return nil }
    let file = TextFile(path: display(absolutePath), bytes: bytes)
    checkEncoding(file)
    switch YAMLReader.read(file, budget: &specBudget) {
    case .success(let root?): return (file, root)
    case .success(nil): return nil
    case .failure(let error):
      problem(
        .init(
          kind: .syntax, location: file.range(error.offset..<error.offset), message: error.message))
      return nil
    }
  }

  func project(_ absolutePath: String) -> XcodeProject? {
    guard let bytes = bytes(absolutePath) else { return nil }
    let file = TextFile(path: display(absolutePath), bytes: bytes)
    checkEncoding(file)
    switch XcodeProject.read(file, absolutePath: absolutePath) {
    case .success(let project): return project
    case .failure(let error):
      problem(
        .init(
          kind: .syntax, location: file.range(error.offset..<error.offset), message: error.message))
      return nil
    }
  }
}
