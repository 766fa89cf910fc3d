import Foundation
import Testing

/// Bounded work (docs/SECURITY.md, "Time and memory"): what git holds is capped before it is
/// read, and a history says what it left out.
@Suite struct BoundedWorkTests {
  /// An old commit whose table is a gigabyte of zeros (a megabyte compressed): `--history`
  /// asks its size first and never reads it. Before: 58 s and 7.6 GB.
  @Test func aGigabyteTableInHistoryIsNotRead() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    let repository = try checkout.commitAll("First", day: 1)
    let zeros = checkout.root.appendingPathComponent("zeros")
    #expect(FileManager.default.createFile(atPath: zeros.path, contents: nil))
    let handle = try FileHandle(forWritingTo: zeros)
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    let blob = try repository.git("hash-object", "-w", zeros.path)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    try FileManager.default.removeItem(at: zeros)
    try repository.git(
      "update-index", "--cacheinfo", "100644,\(blob),App/de.lproj/InfoPlist.strings")
    try repository.git("commit", "-q", "-m", "A large table", date: "2024-01-02T12:00:00Z")
    try checkout.write(
      "App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Belege.\";\n")
    try repository.commit("Small again", day: 3)
    let started = Date()
    let result = try Binary.runMeasured(
      ["check", ".", "--history", "--reporter", "json"], in: checkout.app, watchdog: 60)
    #expect(!result.timedOut)
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("history incomplete: 1 version over 64 MB was not read"))
    #expect((result.peakMegabytes ?? .max) < 256)
  }

  /// A repository git cannot read the log of (no commit yet): a note that the history is
  /// unavailable, never a silent "no stale translation".
  @Test func aFailingGitLogIsANote() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    try HistoryTests.Repository(at: checkout.app).git("init", "-q", "-b", "main")
    let result = try Binary.run(["check", ".", "--history"], in: checkout.app)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("history unavailable: git log failed"), "\(result.stdout)")
  }
}
