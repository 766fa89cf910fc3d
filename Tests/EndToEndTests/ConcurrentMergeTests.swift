import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Merges as a pipeline runs them: many at once into one catalog, and killed midway. Every
/// language lands every time; a killed run leaves each file entirely old or entirely new, and its
/// temporary files are gone once another run has passed.
@Suite(.serialized) struct ConcurrentMergeTests {
  static let languages = ["de", "fr", "ja", "ar", "es", "ko", "it", "nl"]
  /// Enough languages, each with its table, that a kill often lands while files are written.
  static let many = [
    "de", "fr", "ja", "ar", "es", "ko", "it", "nl", "sv", "da", "nb", "fi", "pl", "cs", "ru",
    "uk", "tr", "el", "he", "hi", "th", "vi", "id", "ms", "ro", "hu", "sk", "hr", "ca", "pt-BR",
    "pt-PT", "zh-Hans", "zh-Hant", "bg", "lt", "lv", "et", "sl", "sr", "fa",
  ]

  /// Purpose keys with English texts, from the registry's names.
  static func keys(_ count: Int) -> [(String, String)] {
    let names = [
      "Camera", "Microphone", "PhotoLibrary", "Contacts", "Calendars", "Reminders", "Motion",
      "SpeechRecognition", "FaceID", "LocationWhenInUse", "BluetoothAlways", "HealthShare",
      "HealthUpdate", "HomeKit", "AppleMusic", "LocalNetwork", "NearbyInteraction", "Siri",
      "UserTracking", "FocusStatus",
    ]
    return names.prefix(count).enumerated().map { index, name in
      ("NS\(name)UsageDescription", "Use the \(name) for feature number \(index) of the app.")
    }
  }

  /// An app whose translations live in `InfoPlist.xcstrings`, and one XLIFF per language.
  static func app(in folder: URL, keys: [(String, String)], languages: [String]) throws {
    let plist =
      "<plist><dict><key>CFBundleDevelopmentRegion</key><string>en</string>"
      + keys.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict></plist>"
    let strings = keys.map {
      "\"\($0.0)\" : {\"localizations\" : {\"en\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"\($0.1)\"}}}}"
    }.joined(separator: ", ")
    let files = [
      "App/Info.plist": plist,
      "App/InfoPlist.xcstrings":
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\(strings)}, \"version\" : \"1.0\"}",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    for language in languages {
      let units = keys.map {
        "<trans-unit id=\"\($0.0)\"><source>\($0.1)</source><target state=\"translated\">[\(language)] \($0.1)</target></trans-unit>"
      }.joined()
      let xliff =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\"><file original=\"App/en.lproj/InfoPlist.strings\" source-language=\"en\" target-language=\"\(language)\" datatype=\"plaintext\"><body>\(units)</body></file></xliff>"
      try Data(xliff.utf8).write(to: folder.appendingPathComponent("\(language).xliff"))
    }
  }

  /// Starts the tool without waiting for it; its output goes to files in `folder`.
  static func start(_ arguments: [String], in folder: URL, log: String) throws -> Process {
    let process = Process()
    process.executableURL = Binary.url
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    let url = folder.appendingPathComponent(log)
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    return process
  }

  /// The languages of the catalog with the value each gives the first key.
  static func catalogLanguages(_ folder: URL) throws -> [String: String] {
    let data = try Data(contentsOf: folder.appendingPathComponent("App/InfoPlist.xcstrings"))
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let strings = root?["strings"] as? [String: [String: Any]] ?? [:]
    let first = strings[keys(1)[0].0]?["localizations"] as? [String: [String: Any]] ?? [:]
    return first.compactMapValues { ($0["stringUnit"] as? [String: Any])?["value"] as? String }
  }

  @Test func parallelMergesIntoOneCatalogKeepEveryLanguage() throws {
    for round in 0..<4 {
      let folder = try Binary.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try Self.app(in: folder, keys: Self.keys(3), languages: Self.languages)
      let processes = try Self.languages.map {
        try Self.start(
          ["merge", "\($0).xliff", "--project", "App", "-q"], in: folder, log: "\($0).log")
      }
      for process in processes { process.waitUntilExit() }
      for (language, process) in zip(Self.languages, processes) {
        let log =
          (try? String(
            contentsOf: folder.appendingPathComponent("\(language).log"), encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "round \(round), \(language): \(log)")
      }
      let held = try Self.catalogLanguages(folder)
      for language in Self.languages {
        #expect(
          held[language] == "[\(language)] \(Self.keys(1)[0].1)",
          "round \(round): \(language) was lost (\(held.keys.sorted()))")
      }
    }
  }

  /// The inode of a file: a rename over it gives it a new one.
  static func inode(_ path: String) -> UInt64 {
    var info = stat()
    return lstat(path, &info) == 0 ? UInt64(info.st_ino) : 0
  }

  /// The files of the app, and the temporary files anywhere in it.
  static func state(_ folder: URL) -> (files: [String: Data], temporary: [String]) {
    var files: [String: Data] = [:]
    var temporary: [String] = []
    let app = folder.appendingPathComponent("App")
    for path in FileManager.default.subpaths(atPath: app.path) ?? [] {
      if path.contains(".usage-strings-") { temporary.append(path) }
      var isFolder: ObjCBool = false
      let url = app.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue, !path.contains(".usage-strings-")
      {
        files[path] = try? Data(contentsOf: url)
      }
    }
    return (files, temporary)
  }

  @Test func aKilledMergeLeavesEachFileOldOrNew() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = Self.keys(20)
    // A table for each language but the last few, which go into the catalog: many files change.
    try Self.app(in: folder, keys: keys, languages: Self.many)
    for language in Self.many.dropLast(4) {
      let url = folder.appendingPathComponent("App/\(language).lproj/InfoPlist.strings")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("\"\(keys[0].0)\" = \"alt\";\n".utf8).write(to: url)
    }
    let arguments = ["merge"] + Self.many.map { "\($0).xliff" } + ["--project", "App", "-q"]
    let pristine = folder.appendingPathComponent("pristine")
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("App"), to: pristine.appendingPathComponent("App"))
    // What a merge that runs to its end writes, and how long it takes.
    let reference = folder.appendingPathComponent("reference")
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("App"), to: reference.appendingPathComponent("App"))
    for language in Self.many {
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("\(language).xliff"),
        to: reference.appendingPathComponent("\(language).xliff"))
    }
    let began = Date()
    #expect(try Binary.run(arguments, in: reference).status == 0)
    let duration = Date().timeIntervalSince(began)
    let before = Self.state(pristine).files
    let after = Self.state(reference).files
    #expect(before != after)
    var random = SystemRandomNumberGenerator()
    var killedMidway = 0
    var leftBehind = 0
    for run in 0..<30 {
      let app = folder.appendingPathComponent("App")
      try? FileManager.default.removeItem(at: app)
      try FileManager.default.copyItem(at: pristine.appendingPathComponent("App"), to: app)
      let catalog = app.appendingPathComponent("InfoPlist.xcstrings").path
      let firstInode = Self.inode(catalog)
      let process = try Self.start(arguments, in: folder, log: "run.log")
      if run % 3 == 0 {
        // Anywhere in the run.
        usleep(UInt32(Double.random(in: 0...duration, using: &random) * 1_000_000))
      } else {
        // While it writes: the catalog, first in path order, has just been replaced.
        let deadline = Date().addingTimeInterval(duration * 4)
        while Self.inode(catalog) == firstInode, process.isRunning, Date() < deadline {}
        usleep(UInt32.random(in: 0...3_000, using: &random))
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let killed = Self.state(folder)
      leftBehind += killed.temporary.count
      if killed.files != before && killed.files != after { killedMidway += 1 }
      for (path, bytes) in killed.files {
        #expect(
          bytes == before[path] || bytes == after[path],
          "run \(run): \(path) is neither as before nor as after")
      }
      // The next run finishes the work and sweeps what the killed one left.
      #expect(try Binary.run(arguments, in: folder).status == 0, "run \(run)")
      let finished = Self.state(folder)
      #expect(finished.files == after, "run \(run): the next run did not finish the merge")
      #expect(finished.temporary.isEmpty, "run \(run): left \(finished.temporary)")
    }
    // Some kills land while files are being written, or the test proves little.
    // Most kills land while the files are written (some new, some old), or the test proves
    // little; a named temporary file exists only between two system calls.
    #expect(killedMidway >= 5, "only \(killedMidway) of 30 kills landed while files were written")
    #expect(leftBehind <= 3, "\(leftBehind) temporary files right after the kills")
  }
}
