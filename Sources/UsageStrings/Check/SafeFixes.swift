/// What `check --fix` writes: the fixes of the rules that declare a safe one
/// (`RuleDescription.safeFix`), which cannot change what a person reads. Each file is edited
/// where the findings point and nowhere else, in its own encoding, and a `.strings` table is
/// read again before it is written: the edit must leave every key in place.
public enum SafeFixes {
  public struct Plan: Sendable {
    /// One write per file changed.
    public var writes: [PlannedWrite] = []
    /// The findings the writes fix.
    public var fixed: [Diagnostic] = []
  }

  /// The writes that fix what can be fixed of `diagnostics`. A finding whose edits conflict with
  /// another's in the same file waits for the next pass (the caller checks again and repeats).
  public static func plan(
    _ diagnostics: [Diagnostic], rules: [RuleDescription], displayBase: String
  ) -> Plan {
    let safe = Set(rules.filter { $0.safeFix != nil }.map(\.id))
    var byFile: [String: [(diagnostic: Diagnostic, edits: [TextEdit])]] = [:]
    for diagnostic in diagnostics where safe.contains(diagnostic.ruleID) {
      guard let file = diagnostic.location?.file, let edits = diagnostic.fixes.first?.edits,
        !edits.isEmpty
      else { continue }
      byFile[file, default: []].append((diagnostic, edits))
    }
    var plan = Plan()
    for file in byFile.keys.sorted() {
      let absolute = Paths.join(displayBase, file)
      guard let bytes = try? FileReader.bytes(absolute, display: file) else { continue }
      let original = TextFile(path: file, bytes: bytes)
      var taken: [TextEdit] = []
      var fixed: [Diagnostic] = []
      for item in byFile[file]! {
        guard
          !item.edits.contains(where: { edit in
            edit.range.upperBound > original.text.count || taken.contains { $0.conflicts(with: edit) }
          })
        else { continue }
        taken += item.edits
        fixed.append(item.diagnostic)
      }
      let written = original.encoded(TextEdit.apply(taken, to: original.text))
      guard written != bytes, keepsEveryKey(original, written) else { continue }
      plan.writes.append(
        PlannedWrite(path: absolute, display: file, bytes: written, existing: bytes))
      plan.fixed += fixed
    }
    return plan
  }

  /// Whether a `.strings` table still holds the same keys, read as Foundation reads it.
  private static func keepsEveryKey(_ original: TextFile, _ written: [UInt8]) -> Bool {
    guard Paths.pathExtension(original.path) == "strings" else { return true }
    let before = StringsParser.parse(original)
    let after = StringsParser.parse(TextFile(path: original.path, bytes: written))
    return after.foundationAccepts && before.entries.map(\.key) == after.entries.map(\.key)
  }
}
