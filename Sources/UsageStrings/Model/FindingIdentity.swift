extension Diagnostic {
  /// What identifies a finding across runs and edits elsewhere in its files: FNV-1a (64 bits,
  /// 16 hex digits) of its rule, file, key, locale and offending text (`fingerprint`), never its
  /// line. A baseline, `--new-since` and GitLab's Code Quality report match findings by it.
  public var identity: String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for field in [ruleID, location?.file ?? "", key ?? "", locale ?? "", fingerprint ?? message] {
      for byte in field.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
      // A byte no UTF-8 holds ends each field: ("ab", "c") and ("a", "bc") differ.
      hash ^= 0xFF
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return String(hash, radix: 16).leftPadded(to: 16)
  }
}
