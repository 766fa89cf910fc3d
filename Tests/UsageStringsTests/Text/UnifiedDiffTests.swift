import Testing

@testable import UsageStrings

/// The `--dry-run` patches: byte for byte, line by line as `diff -u` splits them.
@Suite struct UnifiedDiffTests {
  @Test func aChangeToNFCShows() {
    let decomposed = "\"k\" = \"Nume\u{301}risez\";\n"
    let composed = "\"k\" = \"Num\u{E9}risez\";\n"
    let diff = UnifiedDiff.diff(old: decomposed, new: composed, oldName: "a/x", newName: "b/x")
    #expect(diff == "--- a/x\n+++ b/x\n@@ -1,1 +1,1 @@\n-\(decomposed)+\(composed)")
  }

  @Test func crlfLinesAreLines() {
    let old = "one\r\ntwo\r\nthree\r\n"
    let new = "one\r\n2\r\nthree\r\n"
    let diff = UnifiedDiff.diff(old: old, new: new, oldName: "a/x", newName: "b/x")
    #expect(diff == "--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n one\r\n-two\r\n+2\r\n three\r\n")
  }
}
