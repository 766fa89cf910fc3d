import Testing

@testable import UsageStrings

/// The escaping of the checked files' text where a CI log shows it (docs/SECURITY.md, "Output").
@Suite struct OutputGuardTests {
  @Test func displayTextIsOneLineOfVisibleCharacters() {
    let cases: [(String, String)] = [
      ("Scan receipts.", "Scan receipts."),
      ("a\n::error::b", "a\\n::error::b"),
      ("\r\t", "\\r\\t"),
      ("\u{1B}[31mred", "\\u001B[31mred"),
      ("\u{9B}31m", "\\u009B31m"),
      ("\u{202E}txet", "\\u202Etxet"),
      ("one\u{2028}two\u{85}three", "one\\u2028two\\u0085three"),
      ("x ##[error]y", "x #\\u0023[error]y"),
      ("مرحبا \u{200F}", "مرحبا \u{200F}"),
    ]
    for (text, shown) in cases {
      #expect(DisplayText.line(text) == shown, "\(text.debugDescription)")
    }
  }

  /// The byte scan that lets most texts through as they are agrees with the scalar definition,
  /// for every code point between other text and at either end, and for `##[` split anywhere.
  @Test func escapingIsNeededExactlyForHiddenScalarsAndCommands() {
    for value in UInt32(0)...0x2FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let hidden = DisplayText.isHidden(value)
      for text in ["a\(scalar)b", "\(scalar)", "é\(scalar)"] {
        #expect(DisplayText.needsEscaping(text) == hidden, "U+\(value)")
      }
    }
    for text in ["##[", "x##[y", "#", "##", "#[", "# #[", "##\u{2028}["] {
      let expected =
        text.unicodeScalars.contains { DisplayText.isHidden($0.value) }
        || text.contains("##[")
      #expect(DisplayText.needsEscaping(text) == expected, "\(text.debugDescription)")
    }
  }

  /// Whatever reaches a stream, no line of it is a workflow command, and no `##[` is in it.
  @Test func noLineIsACommand() {
    let guarded = OutputGuard()
    func write(_ text: String) -> String {
      String(decoding: guarded.guarded(Array(text.utf8)), as: UTF8.self)
    }
    #expect(write("plain line\n") == "plain line\n")
    #expect(write("::error::x\n") == "\\::error::x\n")
    #expect(write("  \t::warning::x\n") == "  \t\\::warning::x\n")
    #expect(write("\u{A0}::notice::x\n") == "\u{A0}\\::notice::x\n")
    #expect(write("a\r::add-mask::s\r\n") == "a\r\\::add-mask::s\r\n")
    // A line's start is where the previous piece ended one.
    #expect(write("start of a line: ") == "start of a line: ")
    #expect(write("::error::mid-line\n") == "::error::mid-line\n")
    #expect(write("::error::at the start\n") == "\\::error::at the start\n")
    #expect(write("x ##[error] y\n") == "x #\\u0023[error] y\n")
    let commands = OutputGuard()
    commands.allowsCommands = true
    #expect(
      String(decoding: commands.guarded(Array("::error file=a::m ##[x]\n".utf8)), as: UTF8.self)
        == "::error file=a::m #\\u0023[x]\n")
  }
}
