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

/// A target's purpose strings.
public struct ExtractedTarget: Sendable, Hashable {
  public var name: String
  public var sourceLanguage: String
  public var entries: [ExtractedEntry]
}

/// Lists every purpose string of every target (`usage-strings extract`).
public enum Extractor {
  /// Whether a source entry is a purpose string: a string value of a purpose key, or one nested
  /// in a purpose dictionary.
  public static func isPurposeString(_ entry: SourceEntry, registry: UsageKeyRegistry = .standard)
    -> Bool
  {
    entry.value != nil && (entry.parentKey != nil || registry.isPurposeKey(entry.key))
  }

  /// Every target's purpose strings, from the resolved project, with the files its code scan
  /// could not read.
  ///
  /// - Parameters:
  ///   - displayBase: the folder code paths are shown relative to, as in `check`.
  ///   - evidence: whether to scan the code for the calls behind each key (only JSON shows them).
  public static func extract(
    _ project: Project, registry: UsageKeyRegistry = .standard, displayBase: String? = nil,
    evidence: Bool = true
  ) -> (targets: [ExtractedTarget], issues: [ToolIssue]) {
    var model = ModelResolver(registry: registry).resolve(project)
    let issues = evidence ? CodeFactsGatherer.gather(into: &model, displayBase: displayBase) : []
    let targets = model.targets.compactMap { resolved -> ExtractedTarget? in
      let target = resolved.target
      let uses = resolved.codeFacts?.uses ?? []
      let entries = target.sources.filter { isPurposeString($0, registry: registry) }.map {
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
          name: target.name, sourceLanguage: target.sourceLanguage.canonical, entries: entries)
    }
    return (targets, issues)
  }

  /// One value per key for a source table, chosen by `SourcePrecedence`.
  public static func canonicalEntries(_ target: ExtractedTarget) -> [ExtractedEntry] {
    var chosen: [String: ExtractedEntry] = [:]
    var order: [String] = []
    func rank(_ entry: ExtractedEntry) -> Int {
      SourcePrecedence.rank(origin: entry.origin, configuration: entry.configuration)
    }
    for entry in target.entries {
      guard let existing = chosen[entry.key] else {
        chosen[entry.key] = entry
        order.append(entry.key)
        continue
      }
      if rank(entry) < rank(existing) { chosen[entry.key] = entry }
    }
    return order.compactMap { chosen[$0] }
  }
}
