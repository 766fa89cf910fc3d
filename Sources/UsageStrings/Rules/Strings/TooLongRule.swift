/// `too-long`: the whole string needs more alert lines than the locale's budget.
public struct TooLongRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "too-long", name: "Too long",
    summary: "the whole string needs more alert lines than the locale allows",
    rationale: """
      Past `maxLines` alert lines (wrapped as for `headline-too-long`) the permission alert \
      scrolls, and people decide on what they saw before it. Apple's guidance is a short sentence \
      that fits on one or two lines; anything more is rarely read. Translations grow — German and \
      Finnish often by a third — so the budget is checked per locale. One line over is a note: the \
      alert still shows it whole, and on real apps such strings were not worth a change \
      (docs/LENGTH.md).
      """,
    defaultSeverity: .warning, scope: .strings, validatesMerge: true,
    examples: [
      .passing(
        .strings(
          "en", "\"NSCameraUsageDescription\" = \"Scan receipts to file them with your taxes.\";\n")
      ),
      // Two lines over: a warning.
      .failing(
        .strings(
          "en",
          "\"NSCameraUsageDescription\" = \"Scan receipts.\\nThey are read on this device.\\n↓Nothing is uploaded.\\nAsk us anything.\";\n"
        ), configuration: "{\"length\": {\"maxLines\": 2}}"),
      // An "Always" text of an app whose own code asks only while in use: no alert shows it.
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show stops near you.</string>\n\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Alert you when your stop is near.\nEven when the app is closed.\nNothing leaves the device.\nAsk us anything.</string>\n"
        ),
        .file("package.json", "{\"dependencies\": {\"react-native\": \"0.76.0\"}}\n"),
        .file(
          "src/location.js",
          "import Geolocation from \"react-native-geolocation-service\";\nexport const ask = () => Geolocation.requestAuthorization(\"whenInUse\");\n"
        ), configuration: "{\"length\": {\"maxLines\": 2}}"),
      // One line over: shown whole, a note.
      .failing(
        .strings(
          "en",
          "\"NSCameraUsageDescription\" = \"Scan receipts.\\nThey are read on this device.\\n↓Nothing is uploaded.\";\n"
        ), configuration: "{\"length\": {\"maxLines\": 2}}", severity: .note),
      .failing(
        .strings(
          "en",
          "\"NSLocationWhenInUseUsageDescription\" = \"This app needs location access to connect directly to your Home Assistant installation. \\n \\n 1️⃣ Your location will only be used to check if you are connected to your local ↓network. \\n \\n 2️⃣ It will not be shared with anyone. \\n \\n 3️⃣ If you do not allow this, the app will always connect over the internet instead.\";\n"
        )),
      // The source fills its budget already: the translation's overflow is the source's, a
      // note.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.\nRead on this device.\nNever uploaded.</string>\n"
        ),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Belege scannen.\nAuf diesem Gerät gelesen.\nNie hochgeladen.\n↓Niemals.\nWirklich.\";\n"
        ), configuration: "{\"length\": {\"maxLines\": 3}}", severity: .note),
      // HealthKit shows its purpose strings in a sheet that scrolls, not in an alert.
      .passing(
        .strings(
          "en",
          "\"NSHealthShareUsageDescription\" = \"Read your glucose.\\nRead your insulin.\\nRead your carbs.\\nRead your sleep.\\nRead your workouts.\\nRead your heart rate.\\nRead your weight.\";\n"
        ), configuration: "{\"length\": {\"maxLines\": 3}}"),
      // Not a purpose string: no alert shows it.
      .passing(
        .strings(
          "en",
          "\"NSHumanReadableCopyright\" = \"Copyright 2026 The Example Company.\\nMade by many contributors over many years.\\nAll rights reserved.\\nSee the licence.\";\n"
        ), configuration: "{\"length\": {\"maxLines\": 3}}"),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    // Only purpose strings are shown in the alert (HealthKit's in a sheet that scrolls).
    guard string.isPurpose, !string.text.isEmpty,
      !UsageKeyRegistry.sheetKeys.contains(string.parentKey ?? string.key),
      // A key Apple does not define is shown by no alert (unrecognized-usage-key).
      !CodeEvidence.isUnrecognized(string.key, in: target, context: context),
      // Nor one the app never asks for (an "Always" text where it asks only while in use).
      CodeEvidence.onlyWhileInUse(string.key, in: target) == nil
    else { return }
    let budget = context.budget(for: string.locale)
    guard let measured = try? LengthMeasurement(text, budget: budget),
      let overflow = measured.overflow(past: budget.maxLines, in: text)
    else { return }
    // Point at the first visible character past the budget.
    var start = overflow.units.lowerBound
    let units = text.units
    while start < overflow.units.upperBound, [0x20, 0x0A, 0x0D, 0x09].contains(units[start]) {
      start += 1
    }
    // One line over is shown whole, and on real apps it was never worth a change: a note
    // (docs/LENGTH.md has the calibration).
    let over = measured.lines.count - budget.maxLines
    // A translation of a source that fills its own budget cannot be shortened without dropping
    // what the source says: the source is to shorten, and the translation's is a note.
    let sourceLines = sourceLineCount(of: string, in: target, text, context)
    let blame =
      sourceLines.map {
        "; the source itself needs \($0) lines (its budget: \(context.budget(for: target.target.sourceLanguage).maxLines)): shorten it first"
      } ?? ""
    emit(
      Finding(
        "'\(string.key)' needs \(measured.summary) (budget: \(budget.maxLines), \(over) over); past the budget: '\(overflow.text)'\(blame)",
        at: string.location(start..<start + 1), key: string.key, locale: string.reportedLocale,
        severity: over == 1 || sourceLines != nil ? .note : nil))
  }

  /// For a translation, how many lines its source needs when it fills its own budget (or more);
  /// nil when the source fits with room to spare, or for the source itself.
  static func sourceLineCount(
    of string: CheckedString, in target: ResolvedTarget, _ text: StringAnalysis,
    _ context: RuleContext
  ) -> Int? {
    guard let (original, budget) = LengthMeasurement.source(of: string, in: target, text, context),
      let measured = try? LengthMeasurement(original, budget: budget),
      measured.lines.count >= budget.maxLines
    else { return nil }
    return measured.lines.count
  }
}
