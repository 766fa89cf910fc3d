import Foundation
import Testing

/// Reads, confined (docs/SECURITY.md, "Reads"): a file a checked file names is read only inside
/// the checkout and out of its `.git`; the environment is never read.
@Suite struct ReadConfinementTests {
  /// The example app in the checkout, its widget's `.xcconfig` replaced by `xcconfig`.
  static func example(_ checkout: HostileCheckout, xcconfig: String) throws {
    try FileManager.default.removeItem(at: checkout.app)
    try FileManager.default.copyItem(
      at: Binary.packageRoot.appendingPathComponent("Examples"), to: checkout.app)
    try checkout.write("Config/Widget.xcconfig", xcconfig)
  }

  /// Every output a run of each command makes of the checkout, with the environment `env -i`
  /// gives: the reports of `check` in three formats and `generate`'s XLIFF.
  static func outputs(_ checkout: HostileCheckout, environment: [String]) throws -> [String] {
    var outputs: [String] = []
    for arguments in [
      ["check", ".", "--reporter", "text"], ["check", ".", "--reporter", "markdown"],
      ["check", ".", "--reporter", "sarif"],
      ["generate", ".", "--languages", "de", "--format", "xliff", "-o", "exported"],
    ] {
      let result = try Binary.execute(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["-i"] + environment + ["PATH=/usr/bin:/bin", Binary.url.path] + arguments,
        in: checkout.app, watchdog: 120)
      #expect([0, 1].contains(result.status), "\(arguments): \(result.stderr)")
      outputs += [result.stdout, result.stderr]
    }
    let exported = checkout.app.appendingPathComponent("exported")
    for file in (try? FileManager.default.contentsOfDirectory(atPath: exported.path)) ?? [] {
      outputs.append(try String(contentsOf: exported.appendingPathComponent(file), encoding: .utf8))
    }
    return outputs
  }

  /// `#include "/proc/self/environ"` and a purpose string of its first variable printed the
  /// whole environment (a CI token among it) in every report and in the XLIFF.
  @Test func anIncludeOfTheEnvironmentPrintsNothingOfIt() throws {
    #if os(Linux)
      let checkout = try HostileCheckout()
      defer { checkout.remove() }
      try Self.example(
        checkout,
        xcconfig: """
          #include "/proc/self/environ"
          INFOPLIST_KEY_NSLocationWhenInUseUsageDescription = Show entries near you. $(PROBE)

          """)
      let outputs = try Self.outputs(
        checkout, environment: ["PROBE=first", "GITHUB_TOKEN=ghs_secret_token_0123"])
      for output in outputs { #expect(!output.contains("ghs_secret_token_0123"), "\(output)") }
      #expect(outputs.joined().contains("'/proc/self/environ' was not read"))
    #endif
  }

  /// A file outside the checkout, included by an `.xcconfig`, named by the project as a table
  /// or an Info.plist: never read, a note where it is named.
  @Test func filesOutsideAreNotRead() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeOutside("secret.xcconfig", "PROBE = outside_secret_4711\n")
    try checkout.writeOutside(
      "de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"outside_secret_4712\";\n")
    try Self.example(
      checkout,
      xcconfig: """
        #include "../../outside/secret.xcconfig"
        INFOPLIST_KEY_NSLocationWhenInUseUsageDescription = Show entries near you. $(PROBE)

        """)
    let project = checkout.app.appendingPathComponent("PhotoJournal.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "path = de.lproj/InfoPlist.strings;",
        with: "path = ../../outside/de.lproj/InfoPlist.strings;"
      ).utf8
    ).write(to: project)
    let outputs = try Self.outputs(checkout, environment: [])
    for output in outputs {
      #expect(!output.contains("outside_secret_471"), "\(output)")
    }
    let all = outputs.joined()
    #expect(all.contains("outside/secret.xcconfig' was not read"), "\(all)")
    #expect(all.contains("outside/de.lproj/InfoPlist.strings' was not read"), "\(all)")
  }

  /// A source file the project names is found whatever the case of its name, as on a Mac; a
  /// spelling found that way is another path, and a link out of the checkout is not read (the
  /// code scan reads sources itself, not through discovery's reads).
  @Test func aLinkFoundByTheCaseOfItsNameIsNotFollowedOut() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try FileManager.default.removeItem(at: checkout.app)
    try FileManager.default.copyItem(
      at: Binary.packageRoot.appendingPathComponent("Tests/Fixtures/BundlesApp"), to: checkout.app)
    try checkout.writeOutside(
      "Secret.swift",
      "import AVFoundation\nfunc probe4713() { AVAudioSession.sharedInstance().requestRecordPermission { _ in } }\n"
    )
    try FileManager.default.removeItem(
      at: checkout.app.appendingPathComponent("App/ReceiptPicker.swift"))
    try FileManager.default.createSymbolicLink(
      at: checkout.app.appendingPathComponent("App/receiptpicker.swift"),
      withDestinationURL: checkout.outside.appendingPathComponent("Secret.swift"))
    let result = try Binary.run(["check", ".", "--reporter", "json"], in: checkout.app)
    #expect([0, 1].contains(result.status), "\(result.stderr)")
    #expect(!result.stdout.contains("NSMicrophoneUsageDescription"), "\(result.stdout)")
  }

  /// `.git/config` holds the token actions/checkout persists: an include of it is refused like a
  /// file outside.
  @Test func theGitFolderIsNeverRead() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try Self.example(
      checkout,
      xcconfig: """
        #include "../.git/config"
        INFOPLIST_KEY_NSLocationWhenInUseUsageDescription = Near you. $(extraheader)

        """)
    _ = try checkout.commitAll()
    let config = checkout.app.appendingPathComponent(".git/config")
    let handle = try FileHandle(forWritingTo: config)
    handle.seekToEndOfFile()
    handle.write(
      Data("[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0X2dpdF90b2tlbg==\n".utf8))
    try handle.close()
    let outputs = try Self.outputs(checkout, environment: [])
    for output in outputs { #expect(!output.contains("c2VjcmV0X2dpdF90b2tlbg"), "\(output)") }
    #expect(outputs.joined().contains("inside a '.git' folder"))
  }

  /// A configuration in the checkout may not name a path out of it: `include` (the whole disk),
  /// `locales`, `templates`, `baseline`.
  @Test func aConfigurationLeadingOutIsRefused() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    for (field, value) in [
      ("include", "[\"/\"]"), ("include", "[\"../outside\"]"), ("locales", "\"/etc\""),
      ("templates", "\"../outside\""), ("baseline", "\"../outside/baseline.json\""),
    ] {
      try checkout.write(".usage-strings.json", "{\"\(field)\": \(value)}\n")
      let result = try Binary.run(["check", "."], in: checkout.app, watchdog: 60)
      #expect(result.status == 2, "\(field): \(result.stderr)")
      #expect(result.stderr.contains("names"), "\(field): \(result.stderr)")
      #expect(result.stderr.contains("no checked file may have the tool read it"))
    }
  }
}
