extension Diagnostic {
  /// What identifies a finding across runs and edits elsewhere in its files: FNV-1a (64 bits,
  /// 16 hex digits) of its rule, file, key, locale and offending text (`fingerprint`), never its
  /// line. A baseline, `--new-since` and GitLab's Code Quality report match findings by it.
  public var identity: String {
    var hash = FNV1a()
    hash.add(fields: [
      ruleID, location?.file ?? "", key ?? "", locale ?? "", fingerprint ?? message,
    ])
    return String(hash.long, radix: 16).leftPadded(to: 16)
  }
}
