/// A purpose key as declared in one place, with every bundle that has it from there: one
/// Info.plist is often built into an app and its editions (Pro, Org), and a key one of them
/// needs is needed in the file.
struct SharedDeclaration {
  let source: SourceEntry
  var targets: [ResolvedTarget]

  /// What makes two bundles' declarations one: the key, where it is written.
  static func id(of source: SourceEntry) -> String {
    let location = source.keyLocation
    return "\(source.key)|\(location.file)|\(location.start.line)|\(location.start.column)"
  }

  /// The top-level declarations of the bundles whose code was read, each once, in order.
  static func all(_ context: RuleContext) -> [SharedDeclaration] {
    var found: [SharedDeclaration] = []
    var index: [String: Int] = [:]
    for target in context.targets
    where target.target.readsPurposeKeys && target.codeFacts != nil
      && !target.declarations.isEmpty
    {
      var seen: Set<String> = []
      for source in target.declarations
      where source.parentKey == nil && seen.insert(source.key).inserted {
        let id = Self.id(of: source)
        if let existing = index[id] {
          found[existing].targets.append(target)
        } else {
          index[id] = found.count
          found.append(.init(source: source, targets: [target]))
        }
      }
    }
    return found
  }

  /// "'App'", "'App' and 'App Pro'".
  var names: String {
    targets.map { "'\($0.target.name)'" }.joinedAsList()
  }
}
