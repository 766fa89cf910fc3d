import Foundation

/// Runs the built `usage-strings` executable, as users and pipelines do.
enum Binary {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

  /// The executable beside the test bundle (SwiftPM builds it, as the tests depend on it).
  static let url: URL = {
    var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    for folder in folders {
      let candidate = folder.appendingPathComponent("usage-strings")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return candidate
      }
    }
    fatalError("usage-strings was not built beside the tests; looked in \(folders.map(\.path))")
  }()

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the watchdog stopped a run that did not end (a hang, not a slow run).
    var timedOut = false
    /// The tool's own peak resident size in MB, when run by `runMeasured`.
    var peakMegabytes: Int?
  }

  /// Runs the tool with `arguments` in `directory`, with a clean, colorless environment.
  static func run(
    _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
    watchdog: TimeInterval = 600
  ) throws -> Result {
    try execute(
      url, arguments, in: directory, environment: ["NO_COLOR": "1"].merging(environment) { $1 },
      watchdog: watchdog)
  }

  /// Runs the tool as `run` does, under a small python3 parent that waits for it with `wait4`,
  /// so the peak resident size is the tool's own: a child the test runner spawns itself starts
  /// from the runner's high-water mark (Linux carries it over `exec`), and `RUSAGE_CHILDREN`
  /// mixes in every other child (git reading a gigabyte blob, say).
  static func runMeasured(
    _ arguments: [String], in directory: URL, watchdog: TimeInterval = 600
  ) throws -> Result {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-peak-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    var result = try execute(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["python3", "-c", peakWrapper, report.path, url.path] + arguments, in: directory,
      environment: ["NO_COLOR": "1"], watchdog: watchdog)
    let kilobytes = (try? String(contentsOf: report, encoding: .utf8)).flatMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    result.peakMegabytes = kilobytes.map { $0 / 1024 }
    return result
  }

  /// Forks and execs the tool, forwards a watchdog's SIGTERM, writes the child's peak in KB
  /// (macOS reports bytes) to the file of argv[1] and exits as the child did.
  private static let peakWrapper = """
    import os, signal, sys
    pid = os.fork()
    if pid == 0:
        os.execv(sys.argv[2], sys.argv[2:])
    signal.signal(signal.SIGTERM, lambda number, frame: os.kill(pid, signal.SIGTERM))
    _, status, usage = os.wait4(pid, 0)
    peak = usage.ru_maxrss // 1024 if sys.platform == "darwin" else usage.ru_maxrss
    open(sys.argv[1], "w").write(str(peak))
    code = os.waitstatus_to_exitcode(status)
    sys.exit(code if code >= 0 else 128 - code)
    """

  /// The environment's PATH with the tool's folder first, for scripts that call `usage-strings`.
  static var pathWithTool: String {
    url.deletingLastPathComponent().path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }

  /// Runs any program with the test's environment plus `environment`, reading both pipes while
  /// it runs (so a large output cannot block it), stopped by the watchdog if it never ends.
  static func execute(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:],
    watchdog: TimeInterval = 600
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    nonisolated(unsafe) var timedOut = false
    let watch = DispatchWorkItem {
      if process.isRunning {
        timedOut = true
        process.terminate()
      }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + watchdog, execute: watch)
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    watch.cancel()
    // Foundation keeps a pipe's reading end open until the Process is gone, which on Linux is
    // never: thousands of runs left thousands of descriptors, and Foundation's own launch code,
    // which lists /proc/self/fd, then read past its buffer (a SIGSEGV in CI).
    try? out.fileHandleForReading.close()
    try? err.fileHandleForReading.close()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), timedOut: timedOut)
  }

  /// Writes `text` to `path` inside `folder`, making the folders on the way.
  static func write(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
