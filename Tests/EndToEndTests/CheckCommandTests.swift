import Foundation
import Testing

@Suite struct CheckCommandTests {
  /// A folder holding a small app, written for one test.
  static func app(_ files: [String: String]) throws -> URL {
    let folder = try Binary.temporaryFolder()
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  static let plist =
    "<plist><dict><key>NSCameraUsageDescription</key><string>Scan receipts to file them.</string></dict></plist>"

  @Test func cleanAppExitsZero() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist,
      "App/de.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scanne Belege, um sie abzulegen.\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Binary.run(["check"], in: folder)
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Checked 2 files, 2 strings: 0 errors, 0 warnings, 0 notes."))
  }

  @Test func warningsExitZeroUnlessStrict() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist,
      "App/de.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let relaxed = try Binary.run(["check", "--reporter", "xcode"], in: folder)
    #expect(relaxed.status == 0)
    #expect(
      relaxed.stdout.contains(
        ": warning: the de value of 'NSCameraUsageDescription' is the source text, untranslated [untranslated]"
      ))
    let strict = try Binary.run(["check", "--strict", "--reporter", "xcode"], in: folder)
    #expect(strict.status == 1)
    #expect(strict.stdout.contains(": error: the de value of 'NSCameraUsageDescription'"))
  }

  @Test func examplesHaveErrorsAndExitOne() throws {
    let result = try Binary.run(["check", "Examples", "--reporter", "json", "-q"])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let rules = Set(
      ((object?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
    #expect(
      rules.isSuperset(of: [
        "unknown-usage-key", "bidi-control", "generic-purpose-string", "headline-too-long",
        "wrong-script", "unknown-locale",
      ]))
  }

  @Test func onlyAndSkipSelectRules() throws {
    let only = try Binary.run([
      "check", "Examples", "--only", "headline-too-long,too-long,purpose-string-too-large",
      "--reporter", "json", "-q",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(only.stdout.utf8)) as? [String: Any]
    let rules = Set(
      ((object?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
    #expect(rules == ["headline-too-long"])
    #expect(only.status == 0)
    let gate = try Binary.run([
      "check", "Examples", "--only", "headline-too-long,too-long,purpose-string-too-large",
      "--strict", "-q",
    ])
    #expect(gate.status == 1)
    let skipped = try Binary.run([
      "check", "Examples", "--skip", "unknown-usage-key", "--reporter", "xcode", "-q",
    ])
    #expect(!skipped.stdout.contains("[unknown-usage-key]"))
    #expect(skipped.stdout.contains("[bidi-control]"))
  }

  @Test func unknownRuleIsAUsageError() throws {
    let result = try Binary.run(["check", "Examples", "--only", "headline-too-lng"])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "unknown rule 'headline-too-lng' in '--only'; did you mean 'headline-too-long'?"))
  }

  @Test func languagesRestrictTheCheck() throws {
    let result = try Binary.run([
      "check", "Examples", "--languages", "ja", "--reporter", "json", "-q",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let locales = Set(
      ((object?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["locale"] as? String })
    #expect(locales.isSubset(of: ["ja", "en"]), "\(locales)")
    #expect(locales.contains("ja"))
  }

  @Test func severalPathsInOneRun() throws {
    let result = try Binary.run([
      "check", "Examples", "Tests/Fixtures/Showcase", "--reporter", "json", "-q",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let files = Set(
      ((object?["diagnostics"] as? [[String: Any]]) ?? []).compactMap {
        ($0["file"] as? String)?.split(separator: "/").first.map(String.init)
      })
    #expect(files == ["Examples", "Tests"])
  }

  @Test func missingPathStillChecksTheOthersAndExitsTwo() throws {
    let result = try Binary.run(["check", "Nope", "Examples", "--reporter", "xcode"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no such file or directory: 'Nope'"))
    #expect(result.stdout.contains("[bidi-control]"))
  }

  @Test func malformedFileIsAFindingAndTheRestIsChecked() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist,
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanne Belege\"\n",
      "App/fr.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Binary.run(["check", "--reporter", "xcode"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("de.lproj/InfoPlist.strings:1:45: error: missing ';' after the value"))
    #expect(result.stdout.contains("fr.lproj/InfoPlist.strings:1:1: warning: the fr value"))
  }

  @Test func configurationChangesSeveritiesAndWarnsOnUnknownKeys() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist,
      "App/de.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n",
      ".usage-strings.json":
        "{\"rules\": {\"untranslated\": \"error\", \"unknwn-rule\": \"off\"}, \"colour\": true}",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Binary.run(["check", "App", "--reporter", "xcode"], in: folder)
    #expect(result.status == 1)
    #expect(result.stdout.contains(": error: the de value"))
    #expect(
      result.stderr.contains(
        "warning: .usage-strings.json:1:37: unknown rule 'unknwn-rule' is ignored"))
    #expect(result.stderr.contains("unknown key 'colour' is ignored"))
  }

  @Test func disabledRuleIsSilent() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist,
      "App/de.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n",
      "cfg.json": "{\"rules\": {\"untranslated\": \"off\"}}",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Binary.run(
      ["check", "--config", "cfg.json", "--reporter", "xcode"], in: folder)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
  }

  @Test func malformedConfigurationExitsTwo() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist,
      ".usage-strings.json": "{\"rules\": {\"untranslated\": \"loud\"}}",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Binary.run(["check"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("'rules.untranslated' (line 1): 'loud' is not a severity"))
  }

  @Test func configDumpShowsTheEffectiveSettings() throws {
    let folder = try Self.app([
      ".usage-strings.json":
        "{\"languages\": [\"de\"], \"length\": {\"lineColumns\": 36}, \"rules\": {\"too-long\": \"off\"}}"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Binary.run(["config", "dump"], in: folder)
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(object?["languages"] as? [String] == ["de"])
    #expect((object?["length"] as? [String: Any])?["lineColumns"] as? Int == 36)
    #expect((object?["rules"] as? [String: String])?["too-long"] == "off")
    #expect((object?["rules"] as? [String: String])?["bidi-control"] == "error")
    #expect(object?["file"] as? String == ".usage-strings.json")
  }

  @Test func configDumpLoadsBackAsItIs() throws {
    let folder = try Self.app([
      ".usage-strings.json":
        #"{"languages": ["de"], "length": {"locales": {"de": {"headlineLines": 4}}}, "targets": {"App": ["App"]}}"#
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try Binary.run(["config", "dump"], in: folder)
    #expect(first.status == 0)
    // Not set: the locale data's budget, per locale, not the default locale's laid over all.
    #expect(first.stdout.contains(#""lineColumns": null"#))
    try first.stdout.write(
      to: folder.appendingPathComponent(".usage-strings.json"), atomically: true, encoding: .utf8)
    let second = try Binary.run(["config", "dump"], in: folder)
    #expect(second.status == 0)
    #expect(second.stderr.isEmpty)
    #expect(second.stdout == first.stdout)
  }

  @Test func configInitWritesAFileThatLoadsAndNeverReplacesOne() throws {
    let folder = try Self.app(["App/Info.plist": Self.plist])
    defer { try? FileManager.default.removeItem(at: folder) }
    let defaults = try Binary.run(["config", "dump"], in: folder)
    let written = try Binary.run(["config", "init"], in: folder)
    #expect(written.status == 0)
    #expect(written.stderr == "Wrote .usage-strings.json.\n")
    let file = folder.appendingPathComponent(".usage-strings.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(#""// languages": "#))
    let dump = try Binary.run(["config", "dump"], in: folder)
    #expect(dump.status == 0)
    #expect(dump.stderr.isEmpty)
    #expect(
      dump.stdout
        == defaults.stdout.replacingOccurrences(
          of: #""file": null"#, with: #""file": ".usage-strings.json""#))
    try "{}".write(to: file, atomically: true, encoding: .utf8)
    let again = try Binary.run(["config", "init"], in: folder)
    #expect(again.status == 2)
    #expect(try String(contentsOf: file, encoding: .utf8) == "{}")
  }

  @Test func rulesListsEveryRuleAndShowsOne() throws {
    let list = try Binary.run(["rules"])
    #expect(list.status == 0)
    #expect(list.stdout.contains("headline-too-long"))
    #expect(list.stdout.contains("privacy-manifest-contradiction"))
    let one = try Binary.run(["rules", "bidi-control"])
    #expect(one.status == 0)
    #expect(one.stdout.contains("Default severity: error"))
    #expect(one.stdout.contains("Failing (↓ marks each finding):"))
    let unknown = try Binary.run(["rules", "bidi-contrl"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("did you mean 'bidi-control'?"))
  }

  @Test func everyReporterRunsOnTheExamples() throws {
    for reporter in ["text", "xcode", "json", "sarif", "junit", "github"] {
      let result = try Binary.run(["check", "Examples", "--reporter", reporter, "-q"])
      #expect(result.status == 1, "\(reporter)")
      #expect(!result.stdout.isEmpty, "\(reporter)")
    }
  }
}
