import Foundation
import Testing

/// A report stopped partway — the reader closes the pipe (`| head`), the run is killed — ends the
/// process cleanly and leaves nothing half-written where `--output` was given.
@Suite struct CutShortReportTests {
  static let app = Binary.fixtures.appendingPathComponent("corpus/home-assistant__iOS")

  /// The reader takes 100 bytes of a report far larger than a pipe holds and goes away: the run
  /// ends (as `grep` or `git` do, by SIGPIPE, or with a status), with no crash on its way out —
  /// also where the parent ignores SIGPIPE (a CI runner may), so a write fails with EPIPE.
  @Test(arguments: ["json", "sarif", "text", "junit"], [false, true])
  func aClosedPipeEndsTheRun(_ reporter: String, ignoringSIGPIPE: Bool) throws {
    let process = Process()
    let run = [Binary.url.path, "check", Self.app.path, "--reporter", reporter, "--quiet"]
    // `trap '' PIPE` ignores the signal, and an ignored signal stays ignored across `exec`.
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      [
        "-c", (ignoringSIGPIPE ? "trap '' PIPE; " : "") + "exec \"$@\"", "sh",
      ] + run
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let head = output.fileHandleForReading.readData(ofLength: 100)
    try output.fileHandleForReading.close()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    let hung = process.isRunning
    if hung { process.terminate() }
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    try? errors.fileHandleForReading.close()
    #expect(!hung, "\(reporter): the run did not end")
    #expect(head.count == 100)
    let bySignal = process.terminationReason == .uncaughtSignal
    #expect(bySignal ? process.terminationStatus == SIGPIPE : process.terminationStatus <= 1)
    #expect(!stderr.contains("Fatal error") && !stderr.contains("Illegal instruction"), "\(stderr)")
  }

  /// Killed at any moment, a run writing `--output` leaves the old file or none, never a part.
  @Test func aKilledRunLeavesNoPartialOutput() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-cut-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.sarif")
    for delay in [0.0, 0.02, 0.05, 0.1, 0.2, 0.4] {
      try? FileManager.default.removeItem(at: report)
      let process = Process()
      process.executableURL = Binary.url
      process.arguments = [
        "check", Self.app.path, "--reporter", "sarif", "--output", report.path, "--quiet",
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if let data = FileManager.default.contents(atPath: report.path) {
        // Complete, or not there at all.
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: data) }
      }
      #if os(Linux)
        // The report has no name until it is complete: nothing else is left in the folder.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.allSatisfy { $0 == "report.sarif" }, "\(left)")
      #endif
    }
  }
}
