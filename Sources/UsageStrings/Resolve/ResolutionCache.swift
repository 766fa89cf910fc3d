/// The sources of targets, worked out by the first part of a run that resolves each target and
/// shared by the others (a run checks a project in several parts, on several threads).
public final class ResolutionCache: Sendable {
  private let sources = SharedMemo<String, TargetSources>()

  public init() {}

  func sources(for target: Target, in project: Project, compute: () -> TargetSources)
    -> TargetSources
  {
    sources.value(for: target.identity(in: project), compute: compute)
  }
}
