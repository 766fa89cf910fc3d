/// `leading-trailing-space`: whitespace at either end of a value, or doubled spaces.
public struct LeadingTrailingSpaceRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "leading-trailing-space", name: "Leading or trailing space",
    summary: "whitespace at either end of a value, or two spaces in a row",
    rationale: """
      The alert shows whitespace as it is: a leading newline pushes the text down, a trailing space \
      shifts centered text, and doubled spaces show as gaps. They are rarely meant, and usually \
      come from concatenation or from a translator's tool.
      """,
    defaultSeverity: .note, scope: .strings, validatesMerge: true,
    safeFix:
      "trims the whitespace at either end of the value (a gap between words is left to a person)",
    examples: [
      .passing(
        .strings(
          "en", "\"NSCameraUsageDescription\" = \"Scan receipts.\\nThey stay on this device.\";\n")),
      .failing(.strings("en", "\"NSCameraUsageDescription\" = \"↓ Scan receipts.↓ \";\n")),
      .failing(.strings("en", "\"NSCameraUsageDescription\" = \"Scan ↓ receipts.\";\n")),
      .failing(.strings("en", "\"NSCameraUsageDescription\" = \"↓\\nScan receipts.\";\n")),
      .fix(
        .strings("en", "\"NSCameraUsageDescription\" = \"\\n  Scan receipts. \";\n"),
        fixed: "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    // Most values have none of it: no whitespace at either end, no two spaces in a row.
    guard let head = string.text.unicodeScalars.first, let tail = string.text.unicodeScalars.last
    else { return }
    let doubled = string.text.withUTF8Bytes { bytes in
      // Without a branch per byte: spaces are frequent and unpredictable.
      var found: UInt8 = 0
      var previous: UInt8 = 0
      for byte in bytes {
        let space: UInt8 = byte == 0x20 ? 1 : 0
        found |= space & previous
        previous = space
      }
      return found != 0
    }
    let characters = context.analyzer.characters
    guard
      doubled || characters[head.value].contains(.whiteSpace)
        || characters[tail.value].contains(.whiteSpace)
    else { return }
    let scalars = RuleSupport.scalars(string.text)
    func report(_ index: Int, _ what: String, trimming run: Range<Int>? = nil) {
      let (offset, scalar) = scalars[index]
      let fixes =
        run.flatMap { RuleSupport.deletion($0, in: string.span) }.map {
          [Diagnostic.Fix(message: "trim it", edits: [$0])]
        } ?? []
      emit(
        Finding(
          "\(what) in '\(string.key)'", at: string.location(offset..<(offset + scalar.utf16.count)),
          key: string.key, locale: string.reportedLocale, fixes: fixes))
    }
    let units = string.text.utf16.count
    if let first = scalars.first, first.scalar.properties.isWhitespace,
      let end = scalars.first(where: { !$0.scalar.properties.isWhitespace })?.offset
    {
      report(0, "leading whitespace (\(RuleSupport.describe(first.scalar)))", trimming: 0..<end)
    }
    if let last = scalars.last, last.scalar.properties.isWhitespace,
      scalars.count > 1 || !last.scalar.properties.isWhitespace
    {
      // The run after the last visible character (a value of spaces only: the leading run's).
      let start = scalars.last(where: { !$0.scalar.properties.isWhitespace }).map {
        $0.offset + $0.scalar.utf16.count
      }
      report(
        scalars.count - 1, "trailing whitespace (\(RuleSupport.describe(last.scalar)))",
        trimming: start.map { $0..<units })
    }
    for index in scalars.indices.dropFirst()
    where scalars[index].scalar == " " && scalars[index - 1].scalar == " " {
      if index >= 2, scalars[index - 2].scalar == " " { continue }
      report(index, "two spaces in a row")
    }
  }
}
