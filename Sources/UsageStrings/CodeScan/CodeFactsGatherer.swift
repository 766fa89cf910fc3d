/// Reads the code of a resolved project's targets into their `codeFacts`, before any rule runs:
/// the rules judge the facts and never read a file.
enum CodeFactsGatherer {
  /// Scans the code that runs in every app and extension — its own, and that of the libraries
  /// and local packages it embeds (each read once) — and returns the files that could not be
  /// read. A library's code is judged in the bundles that embed it, never against its own
  /// Info.plist; tests are never judged.
  static func gather(
    into model: inout ResolvedProject, displayBase: String?, registry: UsageKeyRegistry = .standard
  ) -> [ToolIssue] {
    let (facts, issues) = facts(
      of: model.targets.map(\.target), displayBase: displayBase, registry: registry)
    for (index, found) in facts {
      model.targets[index] = model.targets[index].with(codeFacts: found)
    }
    return issues
  }

  /// The code facts of each target that reads purpose keys and has code, by its index; and the
  /// files that could not be read.
  static func facts(
    of targets: [Target], displayBase: String?, registry: UsageKeyRegistry = .standard
  ) -> (
    facts: [Int: CodeFacts], issues: [ToolIssue]
  ) {
    var issues: [ToolIssue] = []
    // By the platform each is compiled for: `#if os(…)` reads the embedding target's.
    var modules: [String: [CodeModule: CodeFacts]] = [:]
    func display(_ path: String) -> String {
      displayBase.map { Paths.relative(path, to: $0) } ?? path
    }
    func scan(_ files: [String], conditions: CompilationConditions = .unknown) -> CodeFacts {
      let scanned = CodeScanner.scan(
        files, conditions: conditions, registry: registry, display: display)
      issues += scanned.issues
      return scanned.facts
    }
    var result: [Int: CodeFacts] = [:]
    // The types each library file declares, worked out once for every bundle that embeds it.
    var libraryTypes: [String: [String]] = [:]
    for (index, target) in targets.enumerated() {
      guard target.readsPurposeKeys,
        !target.code.files.isEmpty || !target.code.embedded.isEmpty
          || !target.code.entitlements.isEmpty
      else { continue }
      // Its own code as it compiles it; a library's, with conditions not known here.
      var facts = scan(target.code.files, conditions: .of(target))
      let platform = Deployment.of(target).platform
      facts.uses += target.code.entitlements.flatMap {
        entitlementUses($0, registry: registry, platform: platform)
      }
      // A framework an app's folder holds runs in an extension only where one of the
      // binaries that run there loads it (through each other: frameworks load frameworks).
      var pending = target.code.embedded
      let built = CompilationConditions.libraryPlatform(of: target)
      while let index = pending.firstIndex(where: { $0.loadedAs.map(facts.loads) ?? true }) {
        let module = pending.remove(at: index)
        let moduleFacts =
          modules[built]?[module]
          ?? scan(module.files, conditions: conditions(of: module, platform: built))
        modules[built, default: [:]][module] = moduleFacts
        facts.add(moduleFacts, module: module.name, package: module.packageFolder.map(display))
      }
      if !target.code.embedded.isEmpty || !target.code.entitlements.isEmpty { facts.sortUses() }
      if !target.code.embedded.isEmpty {
        let files = target.code.embedded.flatMap(\.files)
        CodeReach.mark(
          &facts, declared: Set(target.sources.map(\.key)), ownFiles: target.code.files,
          files: Dictionary(files.map { (display($0), $0) }) { first, _ in first },
          types: &libraryTypes, display: display)
      }
      result[index] = facts
    }
    OwnCodeReach.mark(&result, targets: targets, display: display)
    PreviewReach.mark(&result, targets: targets, display: display)
    return (result, issues)
  }

  /// The conditions a library's code compiles with for `platform` (empty when unknown): a local
  /// package's flags from its manifest; another library's flags are not known here.
  static func conditions(of module: CodeModule, platform: String) -> CompilationConditions {
    var conditions = flags(of: module)
    conditions.platform = platform
    return conditions
  }

  private static func flags(of module: CodeModule) -> CompilationConditions {
    // A manifest linked from elsewhere is not read: its text would decide the checkout's code.
    guard let folder = module.packageFolder,
      !FileReader.isSymbolicLink(Paths.join(folder, "Package.swift"))
    else { return .unknown }
    let manifest = CodeReach.read(Paths.join(folder, "Package.swift"))
    guard !manifest.isEmpty else { return .unknown }
    return .ofPackage(manifest: String(decoding: manifest, as: UTF8.self))
  }

  /// What an entitlements file implies, each at the entitlement's key.
  static func entitlementUses(
    _ document: PlistDocument, registry: UsageKeyRegistry, platform: String = "ios"
  ) -> [CodeFacts.Use] {
    guard let root = document.root else { return [] }
    return EntitlementEvidence.uses(in: root, registry: registry, platform: platform) {
      entitlement in
      let member = root.members?.first { $0.key == entitlement }
      guard let range = member?.keyRange, let file = document.file else {
        return .file(document.path)
      }
      return file.range(range)
    }
  }
}
