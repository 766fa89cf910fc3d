/// A project resolved once for a run: what each target declares, the source of each key, and the
/// facts of each target as a whole. Every part of the run (the declarations, each language read
/// late) builds the strings it checks from this one resolution.
public struct ProjectResolution: Sendable {
  public internal(set) var project: Project
  public let targets: [TargetResolution]
}

/// One target of a `ProjectResolution`.
public struct TargetResolution: Sendable {
  public let target: Target
  public let sources: TargetSources
  public internal(set) var facts: TargetFacts
}
