/// `missing-usage-key`: code that asks for access without the purpose key it needs.
public struct MissingUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "missing-usage-key", name: "Missing usage key",
    summary:
      "an API use that needs a purpose key the target does not declare, at the call's file and line",
    rationale: """
      When an app asks for a protected resource and its Info.plist has no purpose string for it, \
      the system does not show an alert: it terminates the app, at the moment of the request — \
      which is usually in production, on a device that never ran that path before. The target's \
      Swift and Objective-C sources are searched for the calls that ask (comments and strings \
      excluded), and each is checked against the keys the target declares.
      """,
    defaultSeverity: .error, scope: .code,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .file(
          "App/Scanner.swift",
          "import AVFoundation\n\nfunc ask() {\n  AVCaptureDevice.requestAccess(for: .video) { _ in }\n}\n"
        )),
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .file(
          "App/Recorder.swift",
          "import AVFoundation\n\nfunc ask() {\n  AVAudioSession.sharedInstance().↓requestRecordPermission { _ in }\n}\n"
        )),
      .failing(
        .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
        .file(
          "App/Map.swift",
          "import CoreLocation\n\nlet manager = CLLocationManager()\nfunc start() { manager.↓requestWhenInUseAuthorization() }\n"
        )),
      .passing(
        .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
        .file(
          "App/Notes.swift",
          "// manager.requestWhenInUseAuthorization()\nlet hint = \"call requestRecordPermission first\"\n"
        )),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets
    where !target.target.codeFiles.isEmpty && !target.declarations.isEmpty {
      let facts = target.codeFacts ?? CodeFacts()
      var reported: Set<String> = []
      for use in facts.uses
      where !use.api.isPicker && !use.api.keys.contains(where: target.declaredKeys.contains) {
        let key = use.api.keys[0]
        guard reported.insert("\(key)|\(use.location.file)|\(use.location.start.line)").inserted
        else { continue }
        let alternatives =
          use.api.keys.count > 1
          ? " (or \(use.api.keys.dropFirst().map { "'\($0)'" }.joined(separator: ", ")))" : ""
        emit(
          Finding(
            "\(use.api.name) needs '\(key)'\(alternatives) in the Info.plist of '\(target.target.name)'; without it the system terminates the app when this runs",
            at: use.location, key: key))
      }
    }
  }
}
