/// The sources of targets, worked out by the first part of a run that resolves each target and
/// shared by the others (a run checks a project in several parts, on several threads).
public final class ResolutionCache: Sendable {
  private let sources = SharedMemo<String, TargetSources>()
  private let allShipped = SharedMemo<String, [LocaleIdentifier]>()

  public init() {}

  func sources(for target: Target, in project: Project, compute: () -> TargetSources)
    -> TargetSources
  {
    sources.value(for: target.identity(in: project), compute: compute)
  }

  /// Every locale a target ships, the same in every part of a run (each language's part would
  /// otherwise canonicalize every resource's locale again).
  func allShippedLocales(
    for target: Target, in project: Project, compute: () -> [LocaleIdentifier]
  ) -> [LocaleIdentifier] {
    allShipped.value(for: target.identity(in: project), compute: compute)
  }
}
