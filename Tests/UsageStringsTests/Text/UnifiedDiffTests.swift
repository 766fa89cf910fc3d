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

  /// Two changes far apart in a large file (a catalog of thousands of lines) are two small
  /// hunks, not the whole file replaced.
  @Test func changesFarApartInALargeFileAreTwoHunks() {
    let old = (1...6_000).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
      .replacingOccurrences(of: "line 5990\n", with: "line 5990\nline 5990½\n")
    let diff = UnifiedDiff.diff(old: old, new: new, oldName: "a/x", newName: "b/x")
    #expect(
      diff == """
        --- a/x
        +++ b/x
        @@ -7,7 +7,7 @@
         line 7
         line 8
         line 9
        -line 10
        +line ten
         line 11
         line 12
         line 13
        @@ -5988,6 +5988,7 @@
         line 5988
         line 5989
         line 5990
        +line 5990½
         line 5991
         line 5992
         line 5993

        """)
  }

  /// Myers' script is as short as the longest common subsequence's, and reads back to the new
  /// text, on texts small enough for both.
  @Test func myersIsAsShortAsTheLongestCommonSubsequence() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      let a = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        UnifiedDiff.Line(text: ["a", "b", "c", "d"].randomElement(using: &generator)!)
      }
      let b = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        UnifiedDiff.Line(text: ["a", "b", "c", "d"].randomElement(using: &generator)!)
      }
      let reference = UnifiedDiff.lcs(a, b, 0..<a.count, 0..<b.count)
      let script = UnifiedDiff.myers(a, b, 0..<a.count, 0..<b.count, maxEdits: 100)
      #expect(
        script?.filter { $0.kind == .equal }.count
          == reference.filter { $0.kind == .equal }.count, "\(a) \(b)")
      let rebuilt = script?.compactMap { operation -> String? in
        switch operation.kind {
        case .equal: a[operation.oldIndex].text
        case .insert: b[operation.newIndex].text
        case .delete: nil
        }
      }
      #expect(rebuilt == b.map(\.text))
      let kept = script?.compactMap { $0.kind == .insert ? nil : a[$0.oldIndex].text }
      #expect(kept == a.map(\.text))
    }
  }

  /// Beyond the edit limit there is no script: the caller replaces the middle whole.
  @Test func myersGivesUpBeyondItsLimit() {
    let a = (0..<50).map { UnifiedDiff.Line(text: "\($0)") }
    let b = (0..<50).map { UnifiedDiff.Line(text: "x\($0)") }
    #expect(UnifiedDiff.myers(a, b, 0..<50, 0..<50, maxEdits: 99) == nil)
    #expect(UnifiedDiff.myers(a, b, 0..<50, 0..<50, maxEdits: 100)?.count == 100)
  }
}
