/// A project resolved once for a run: what each target declares, the source of each key, and the
/// facts of each target as a whole. Every part of the run (the declarations, each language read
/// late) builds the strings it checks from this one resolution.
public struct ProjectResolution: Sendable {
  public internal(set) var project: Project
  public let targets: [TargetResolution]
}

/// One target of a `ProjectResolution`.
extension ProjectResolution {
  /// The project's app targets, their names and tables: what every part of a check needs to
  /// know of the editions it does not read.
  public var editions: [Edition] {
    targets.filter { $0.target.extensionPoint == nil && $0.target.readsPurposeKeys }.map {
      resolution in
      let target = resolution.target
      let declared = UsageKeyRegistry.bundleNameKeys.compactMap {
        resolution.sources.values[$0]?.text
      }
      let product = target.buildSettings?.values["PRODUCT_NAME"].map { [$0] } ?? []
      return Edition(
        target: target.name, names: Edition.names(declared + product + [target.name]),
        tables: Set(target.tables.map(\.absolutePath)))
    }
  }
}

public struct TargetResolution: Sendable {
  public let target: Target
  public let sources: TargetSources
  public internal(set) var facts: TargetFacts
}
