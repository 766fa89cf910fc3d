/// `unused-usage-key`: a declared key that no code could need.
public struct UnusedUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "unused-usage-key", name: "Unused usage key",
    summary:
      "a declared purpose key with no API use and no imported or linked framework that could need it",
    rationale: """
      Every purpose string is translated, reviewed and shown in App Store privacy questions; one \
      the app never uses is cost with no benefit, and a reviewer may ask what it is for. A key \
      is reported only when the target has code, none of it calls an API that needs the key, and \
      none of it imports (or the target links) a framework that could. A library you link may \
      still need it — then keep it.
      """,
    defaultSeverity: .note, scope: .code,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .file("App/Scanner.swift", "import AVFoundation\n\nlet session = AVCaptureSession()\n")),
      .failing(
        .infoPlist("\t<key>↓NSContactsUsageDescription</key>\n\t<string>Find friends.</string>\n"),
        .file("App/App.swift", "import SwiftUI\n\n@main struct App {}\n")),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets
    where !target.target.codeFiles.isEmpty && !target.declarations.isEmpty {
      let facts = target.codeFacts ?? CodeFacts()
      guard facts.fileCount > 0 else { continue }
      let linked = Set(target.target.linkedFrameworks)
      var reported: Set<String> = []
      for source in target.declarations
      where source.parentKey == nil && reported.insert(source.key).inserted {
        guard let frameworks = UsageKeyFrameworks.byKey[source.key],
          !facts.uses.contains(where: { $0.api.keys.contains(source.key) }),
          !facts.imports(anyOf: frameworks), linked.isDisjoint(with: frameworks)
        else { continue }
        emit(
          Finding(
            "nothing in '\(target.target.name)' uses '\(source.key)': no call needs it and no code imports \(frameworks.sorted().joined(separator: ", ")); remove it unless a linked library needs it",
            at: source.keyLocation, key: source.key))
      }
    }
  }
}
