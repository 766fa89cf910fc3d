/// One purpose string found by `extract`.
public struct ExtractedEntry: Sendable, Hashable {
  public var key: String
  /// The protected service ("Camera"), when the registry knows the key.
  public var service: String?
  public var value: String
  public var file: String
  /// The key's line; nil in binary plists, which have none.
  public var line: Int?
  public var origin: SourceOrigin
  public var configuration: String?
  /// For a purpose string nested in a dictionary: the dictionary's key.
  public var parentKey: String?
  /// The calls in the target's code that need this key (or that a picker makes unneeded).
  public var evidence: [Evidence] = []

  public struct Evidence: Sendable, Hashable {
    public var api: String
    public var file: String
    public var line: Int
  }
}

/// The source of a purpose key as every command sees it (`ResolvedTarget.sources`): the text the
/// development language shows and where it stands.
public struct ExtractedSource: Sendable, Hashable {
  public var key: String
  /// The text, build settings expanded; as written where they cannot be.
  public var text: String
  public var origin: SourceValue.Origin
  public var file: String
  public var line: Int?
  /// For a purpose string nested in a dictionary: the dictionary's key.
  public var parentKey: String?
}

/// A target's purpose strings.
public struct ExtractedTarget: Sendable, Hashable {
  public var name: String
  public var sourceLanguage: String
  /// Every declaration of a purpose string, as written where it stands.
  public var entries: [ExtractedEntry]
  /// The source of each purpose key to translate, one per key, in declaration order.
  public var sources: [ExtractedSource] = []
}

/// Lists every purpose string of every target (`usage-strings extract`).
public enum Extractor {
  /// Every target's purpose strings, from the resolved project, with the files its code scan
  /// could not read.
  ///
  /// - Parameters:
  ///   - project: the discovered project.
  ///   - resolver: the command's resolver (`Setup.resolver`: the configuration's languages).
  ///   - displayBase: the folder code paths are shown relative to, as in `check`.
  ///   - evidence: whether to scan the code for the calls behind each key (only JSON shows them).
  public static func extract(
    _ project: Project, resolver: ModelResolver = ModelResolver(), displayBase: String? = nil,
    evidence: Bool = true
  ) -> (targets: [ExtractedTarget], issues: [ToolIssue]) {
    let registry = resolver.registry
    var model = resolver.resolve(project)
    let issues =
      evidence
      ? CodeFactsGatherer.gather(into: &model, displayBase: displayBase, registry: registry) : []
    let targets = model.targets.compactMap { resolved -> ExtractedTarget? in
      let target = resolved.target
      let uses = resolved.codeFacts?.uses ?? []
      let entries = target.sources.filter { $0.value != nil && resolved.isPurposeKey($0.key) }.map {
        source in
        let service = registry[source.parentKey ?? source.key]?.service
        let key = source.parentKey ?? source.key
        let evidence = uses.filter { $0.api.keys.contains(key) }.map {
          ExtractedEntry.Evidence(
            api: $0.api.name, file: $0.location.file, line: $0.location.start.line)
        }
        return ExtractedEntry(
          key: source.key, service: service, value: source.value ?? "",
          file: source.keyLocation.file,
          line: source.valueSpan.file == nil ? nil : source.keyLocation.start.line,
          origin: source.origin,
          configuration: source.configuration, parentKey: source.parentKey, evidence: evidence)
      }
      return entries.isEmpty
        ? nil
        : ExtractedTarget(
          name: target.name, sourceLanguage: target.sourceLanguage.canonical, entries: entries,
          sources: sources(of: resolved))
    }
    return (targets, issues)
  }

  /// The resolved source of each purpose key to translate.
  static func sources(of target: ResolvedTarget) -> [ExtractedSource] {
    let parents = Dictionary(
      target.target.sources.compactMap { entry in entry.parentKey.map { (entry.key, $0) } },
      uniquingKeysWith: { first, _ in first })
    // Binary plists have no lines.
    let lineless = Set(
      target.target.sources.filter { $0.valueSpan.file == nil }.map(\.keyLocation.file))
    return target.resolvedSources.purposeKeys.compactMap { key in
      guard let source = target.sources[key] else { return nil }
      return ExtractedSource(
        key: key, text: source.text ?? source.written, origin: source.origin,
        file: source.location.file,
        line: lineless.contains(source.location.file) ? nil : source.location.start.line,
        parentKey: parents[key])
    }
  }
}
