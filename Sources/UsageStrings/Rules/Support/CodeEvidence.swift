/// What the code scan says of a declared key, for the rules that judge its translations: a key
/// nothing in a target's code could need (no call, no import or linked framework of its
/// service) shows no alert unless a library whose code is elsewhere asks, and its missing
/// translation is a note that says so — the key may be the one to remove, as
/// `unused-usage-key` says of the same key.
enum CodeEvidence {
  static func isUnused(_ key: String, in target: ResolvedTarget) -> Bool {
    // Pods and a Flutter or React Native app's plugins ask from code the scan never sees.
    guard let frameworks = UsageKeyFrameworks.byKey[key], target.codeFacts != nil,
      target.target.code.unseenLibraries.isEmpty
    else { return false }
    return !UnusedUsageKeyRule.mayUse(target, key, frameworks: frameworks)
  }

  /// What a translation finding of an unused key adds to its message.
  static let unusedSuffix =
    "; but nothing in the code uses the key (unused-usage-key): remove it rather than translate it"
}
