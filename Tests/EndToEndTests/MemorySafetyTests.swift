import Foundation
import Testing

/// The tool under valgrind's memcheck reads and writes no memory it does not own: a folder's
/// entries once were copied whole out of libc's `readdir` buffer, past its end, and crashed a run.
@Suite struct MemorySafetyTests {
  static let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// valgrind's memcheck runs on Linux, where CI runs.
  static let onLinux: Bool = {
    #if os(Linux)
      true
    #else
      false
    #endif
  }()

  @Test(.enabled(if: onLinux)) func readingAFolderOfThousandsOfEntriesStaysInsideItsMemory()
    throws
  {
    guard let valgrind = Self.valgrind else {
      #expect(
        ProcessInfo.processInfo.environment["CI"] == nil, "CI must install valgrind (.ci/run)")
      return
    }
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Binary.write(Self.infoPlist, to: "App/Info.plist", in: folder)
    // Names of every length up to the longest a file system allows (255 bytes), so records of
    // every size end libc's buffer somewhere.
    for number in 0..<3000 {
      let prefix = "\(number)-"
      let name = prefix + String(repeating: "n", count: number % (256 - prefix.utf8.count))
      try Data().write(to: folder.appendingPathComponent("App/\(name)"))
    }
    let result = try Binary.execute(
      URL(fileURLWithPath: valgrind),
      ["--tool=memcheck", "--leak-check=no", Binary.url.path, "check", folder.path, "--quiet"],
      environment: ["NO_COLOR": "1"])
    #expect([0, 1].contains(result.status), "\(result.stderr.suffix(2000))")
    // Swift's runtime makes valgrind report uninitialised reads of its own; only reads and writes
    // outside any block are this tool's.
    let outside = result.stderr.split(separator: "\n").filter {
      $0.contains("Invalid read") || $0.contains("Invalid write")
    }
    #expect(outside.isEmpty, "\(result.stderr.prefix(4000))")
  }

  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIdentifier</key>
    \t<string>com.example.app</string>
    \t<key>NSCameraUsageDescription</key>
    \t<string>Scan a receipt to add it to your expenses.</string>
    </dict>
    </plist>
    """
}
