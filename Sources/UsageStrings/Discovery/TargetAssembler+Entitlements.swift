extension TargetAssembler {
  /// Whether a configuration is the one a target ships with: `Release`, else the first. Each
  /// configuration may sign with its own file (Debug, Beta, Release): the one uploaded counts,
  /// once.
  static func isShipping(_ configuration: String, among all: [String]) -> Bool {
    let release = all.first { $0.lowercased() == "release" }
    return configuration == (release ?? all.first)
  }

  /// The entitlements file a target is signed with, once; a missing one is noted, and the rest
  /// is checked.
  func addEntitlements(
    _ path: String, of target: String, location: SourceRange, into result: inout Pending
  ) {
    if let found = existing(path) {
      if !result.entitlements.contains(found) { result.entitlements.append(found) }
      return
    }
    session.missing(
      MissingFile(
        path: session.display(path), location: location,
        supplies: "the entitlements of '\(target)'",
        consequence: "the purpose keys its entitlements imply are not checked"))
  }
}
