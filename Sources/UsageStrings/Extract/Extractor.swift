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
  /// Whether a source entry is a purpose string: a key the registry knows as one, a value nested
  /// in a purpose dictionary, or an unknown key named like one (`…UsageDescription`).
  public static func isPurposeString(_ entry: SourceEntry, registry: UsageKeyRegistry = .standard) -> Bool {
    guard entry.value != nil else { return false }
    if entry.parentKey != nil { return true }
    return isPurposeKey(entry.key, registry: registry)
  }

  /// Whether a top-level key holds a purpose string, by the same test.
  public static func isPurposeKey(_ key: String, registry: UsageKeyRegistry = .standard) -> Bool {
    if let known = registry[key] { return known.role == .purposeString }
    return key.hasSuffix("UsageDescription")
  }

  /// - Parameters:
  ///   - displayBase: the folder code paths are shown relative to, as in `check`.
  ///   - evidence: whether to scan the code for the calls behind each key (only JSON shows them).
  public static func extract(
    _ project: Project, registry: UsageKeyRegistry = .standard, displayBase: String? = nil, evidence: Bool = true
  ) -> [ExtractedTarget] {
    project.targets.compactMap { target in
      let facts = !evidence || target.codeFiles.isEmpty ? CodeFacts() : CodeScanner.scan(target.codeFiles) { path in
        displayBase.map { Paths.relative(path, to: $0) } ?? path
      }.facts
      let entries = target.sources.filter { isPurposeString($0, registry: registry) }.map { source in
        let service = registry[source.parentKey ?? source.key]?.service
        let key = source.parentKey ?? source.key
        let evidence = facts.uses.filter { $0.api.keys.contains(key) }.map {
          ExtractedEntry.Evidence(api: $0.api.name, file: $0.location.file, line: $0.location.start.line)
        }
        return ExtractedEntry(
          key: source.key, service: service, value: source.value ?? "", file: source.keyLocation.file,
          line: source.valueSpan.file == nil ? nil : source.keyLocation.start.line, origin: source.origin,
          configuration: source.configuration, parentKey: source.parentKey, evidence: evidence)
      }
      return entries.isEmpty ? nil : ExtractedTarget(name: target.name, sourceLanguage: target.sourceLanguage.canonical, entries: entries)
    }
  }

  /// One value per key for a source table: an Info.plist value wins over build settings, and
  /// among configurations `Release` wins, else the first.
  public static func canonicalEntries(_ target: ExtractedTarget) -> [ExtractedEntry] {
    var chosen: [String: ExtractedEntry] = [:]
    var order: [String] = []
    func rank(_ entry: ExtractedEntry) -> Int {
      entry.origin == .infoPlist ? 0 : (entry.configuration == "Release" ? 1 : 2)
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
