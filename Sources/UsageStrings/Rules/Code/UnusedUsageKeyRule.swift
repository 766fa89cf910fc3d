/// `unused-usage-key`: a declared key that no code could need.
public struct UnusedUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "unused-usage-key", name: "Unused usage key",
    summary:
      "a declared purpose key with no API use and no imported or linked framework that could need it",
    rationale: """
      Every purpose string is translated, reviewed and shown in App Store privacy questions; one \
      the app never uses is cost with no benefit, and a reviewer may ask what it is for. A key \
      is reported only when the bundle has code, and none of it — nor of the libraries and local \
      packages it embeds, nor of the other targets built with the same Info.plist — calls an API \
      that needs the key or imports (or links) a framework that could. A library whose code is \
      not in the project may still need it — then keep it; the finding names the packages whose \
      code it could not see.
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

  /// " or the code it embeds (Shared, Kit)", where they embed some.
  static func embedding(_ targets: [ResolvedTarget]) -> String {
    let names = targets.flatMap { $0.target.embeddedCode.map(\.name) }.uniqued()
    guard !names.isEmpty else { return "" }
    let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    return " or the code \(targets.count == 1 ? "it embeds" : "they embed") (\(shown))"
  }

  /// " (the package YubiKit is linked, and its code is not here)": the libraries that may.
  static func unseen(_ targets: [ResolvedTarget]) -> String {
    let products = Set(targets.flatMap(\.target.remoteProducts)).sorted()
    guard !products.isEmpty else { return "" }
    let shown = products.prefix(3).joined(separator: ", ") + (products.count > 3 ? ", …" : "")
    return products.count == 1
      ? " (the package \(shown) is linked, and its code is not here)"
      : " (the packages \(shown) are linked, and their code is not here)"
  }

  /// Whether anything in a bundle could need a key: a call, an import or a linked framework,
  /// in its own code or that of the libraries it embeds.
  static func mayUse(_ target: ResolvedTarget, _ key: String, frameworks: Set<String>) -> Bool {
    guard let facts = target.codeFacts, facts.fileCount > 0 else { return true }
    let linked = Set(
      target.target.linkedFrameworks + target.target.embeddedCode.flatMap(\.frameworks))
    return facts.uses.contains { $0.api.keys.contains(key) } || facts.imports(anyOf: frameworks)
      || !linked.isDisjoint(with: frameworks)
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for declaration in SharedDeclaration.all(context) {
      let key = declaration.source.key
      guard let frameworks = UsageKeyFrameworks.byKey[key],
        !declaration.targets.contains(where: { mayUse($0, key, frameworks: frameworks) })
      else { continue }
      emit(
        Finding(
          "nothing in \(declaration.names)\(Self.embedding(declaration.targets)) uses '\(key)': no call needs it and no code imports \(frameworks.sorted().joined(separator: ", ")); remove it unless a linked library needs it\(Self.unseen(declaration.targets))",
          at: declaration.source.keyLocation, key: key))
    }
  }
}
