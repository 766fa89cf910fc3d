/// The findings `missing-usage-key` makes of its calls, and what their messages say.
extension MissingUsageKeyRule {
  /// The finding of a call whose bundles lack its key, and of the other calls `also` that
  /// need the same key there.
  static func lackingFinding(
    _ call: Call, also: [CodeFacts.Use] = [], registry: UsageKeyRegistry, doubt: String? = nil
  ) -> Finding {
    let key = call.use.api.keys[0]
    let more = also.isEmpty ? "" : " and \(also.count) more call\(also.count > 1 ? "s" : "")"
    let alternatives =
      call.use.api.keys.count > 1
      ? " (or \(call.use.api.keys.dropFirst().map { "'\($0)'" }.joined(separator: ", ")))" : ""
    let consequence = Self.consequence(key, in: call.lacking, registry: registry, api: call.use.api)
    return Finding(
      "\(call.use.api.name)\(more) need\(also.isEmpty ? "s" : "") '\(key)'\(alternatives) in the Info.plist of \(Self.bundleNames(call.lacking, module: call.use.module))\(consequence.text)\(doubt ?? "")",
      at: Self.location(of: call.use, lacking: call.lacking), key: key,
      notes: also.prefix(3).map { .init(message: "also here", location: $0.location) },
      severity: doubt == nil ? consequence.severity : .note)
  }

  /// The warning of a library's calls that bundles lacking their key reach: their own code
  /// names a type the calls' file declares. One per library, key and type.
  static func reachedFinding(
    _ group: [(call: Call, target: ResolvedTarget, reach: CodeFacts.Reach)],
    registry: UsageKeyRegistry, doubt: String? = nil
  ) -> Finding {
    let first = group[0]
    let key = first.call.use.api.keys[0]
    var places: [String: SourceRange] = [:]
    var names: [String] = []
    for (_, target, reach) in group where places[target.target.name] == nil {
      places[target.target.name] = reach.location
      names.append(target.target.name)
    }
    var seenCalls: Set<String> = []
    let calls = group.map(\.call.use.location).filter {
      seenCalls.insert("\($0.file)|\($0.start.offset)").inserted
    }
    let more =
      calls.count > 1 ? " and \(calls.count - 1) more call\(calls.count > 2 ? "s" : "")" : ""
    let bundles = names.map { "'\($0)'" }.joinedAsList()
    let one = names.count == 1
    return Finding(
      "\(first.call.use.api.name)\(more) in '\(first.call.use.module ?? "")' need\(calls.count == 1 ? "s" : "") '\(key)', which \(bundles) \(one ? "does" : "do") not declare, though \(one ? "its" : "their") own code uses \(first.reach.type), declared where the call is: when it runs there, \(Self.failure(key, registry: registry)); declare the key in \(one ? "it" : "each") too\(doubt ?? "")",
      at: first.call.use.location, key: key,
      notes: names.prefix(4).map {
        .init(message: "'\($0)' uses \(first.reach.type) here", location: places[$0]!)
      }
        + calls.dropFirst().prefix(3).map { .init(message: "also here", location: $0) },
      severity: doubt == nil ? .warning : .note)
  }

  /// The note of a library's calls that some of the bundles embedding it declare the key for,
  /// and others do not.
  static func partialFinding(_ calls: [Call], _ registry: UsageKeyRegistry) -> Finding? {
    guard let first = calls.first, let module = first.use.module else { return nil }
    let key = first.use.api.keys[0]
    let declaring = first.runners.filter { runner in !first.lacking.contains { $0 === runner } }
    let more =
      calls.count > 1 ? " and \(calls.count - 1) more call\(calls.count > 2 ? "s" : "")" : ""
    let lacking = first.lacking.map { "'\($0.target.name)'" }.joinedAsList()
    return Finding(
      "\(first.use.api.name)\(more) in '\(module)' need\(calls.count == 1 ? "s" : "") '\(key)', which \(declaring.map { "'\($0.target.name)'" }.joinedAsList()) declare\(declaring.count == 1 ? "s" : ""), but not \(lacking), which embed\(first.lacking.count == 1 ? "s" : "") its code too. Where the call runs in \(first.lacking.count == 1 ? "it" : "them"), \(Self.failure(key, registry: registry)); declare the key there too, or keep \(calls.count == 1 ? "the call" : "these calls") out of \(first.lacking.count == 1 ? "it" : "them")",
      at: first.use.location, key: key,
      notes: calls.dropFirst().prefix(3).map {
        .init(message: "also here", location: $0.use.location)
      }, severity: .note)
  }

  /// A note for each built binary whose calls could not all be read: the check of what it asks
  /// for is partial there.
  static func noteUnread(_ context: RuleContext, _ emit: (Finding) -> Void) {
    var seen: Set<CodeFacts.Unread> = []
    for target in context.targets {
      for unread in target.codeFacts?.unread ?? [] where seen.insert(unread).inserted {
        emit(
          Finding(
            "this binary is read only in part: \(unread.reason)",
            at: .file(unread.file), severity: .note))
      }
    }
  }

  /// Where a finding goes: the call, or, for a built binary (no line to show), the Info.plist
  /// of the first bundle that lacks the key, where the fix goes.
  static func location(of use: CodeFacts.Use, lacking: [ResolvedTarget]) -> SourceRange {
    guard use.isInBinary, let plist = lacking.first?.target.sourceFiles.first else {
      return use.location
    }
    return .file(plist)
  }

  /// What happens when the key is missing and the call runs.
  static func failure(_ key: String, registry: UsageKeyRegistry) -> String {
    registry[key]?.whenMissing ?? "the system terminates the app"
  }

  /// "'App'", "'App' and 'Widget', which embed 'Shared'": the bundles that run a call of their
  /// own code, or of the library `module`.
  static func bundleNames(_ bundles: [ResolvedTarget], module: String?) -> String {
    let names = bundles.map { "'\($0.target.name)'" }.joinedAsList()
    guard let module else { return names }
    return names + ", which embed\(bundles.count == 1 ? "s" : "") '\(module)'"
  }

  /// What happens without the key: where it is only in `InfoPlist.strings`, the languages whose
  /// tables lack it (the system reads purpose strings through the localized Info dictionary);
  /// else what the call (`api.whenMissing`) or the registry says happens when it is missing.
  ///
  /// The tables come first: a key every table holds has its text in the alert, whatever the
  /// call's own consequence (Passwords for Nextcloud's Face ID).
  static func consequence(
    _ key: String, in bundles: [ResolvedTarget], registry: UsageKeyRegistry, api: CodeAPI
  ) -> (text: String, severity: Severity?) {
    let gaps = bundles.compactMap { $0.facts.undeclaredGaps[key] }
    let failure =
      "without it "
      + (api.whenMissing ?? registry[key]?.whenMissing
        ?? "the system terminates the app when this runs")
    guard gaps.count == bundles.count else { return ("; " + failure, api.severity) }
    let languages = Array(Set(gaps.joined())).sorted()
    if languages.isEmpty {
      return (
        "; it is only in InfoPlist.strings: every language's table holds it, so the alert has its text, but App Store Connect reports it missing (ITMS-90683), as do libraries that read the Info.plist",
        .warning
      )
    }
    return (
      "; it is only in InfoPlist.strings, and the tables of \(OrphanPurposeStringRule.list(languages)) lack it — \(failure) in those languages; App Store Connect reports it missing too (ITMS-90683)",
      api.severity
    )
  }
}
