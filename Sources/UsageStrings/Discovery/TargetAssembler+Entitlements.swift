extension TargetAssembler {
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
