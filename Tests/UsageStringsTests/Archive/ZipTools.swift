import Foundation
import Testing

/// The system's own zip tools (Info-ZIP's `zip` and `unzip`, Python's `zipfile`), which build the
/// real archives of the tests and list them for comparison.
enum ZipTools {
  /// A fresh folder, removed by `defer` in the test.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-zip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs a program found on the PATH in `folder`; its standard output. A failure is an issue.
  @discardableResult
  static func run(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Closed here: Foundation would keep it open for the rest of the run (Binary.execute).
    try? output.fileHandleForReading.close()
    #expect(process.terminationStatus == 0, "\(arguments.joined(separator: " "))")
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs a Python script with `arguments` in `folder`.
  @discardableResult
  static func python(_ script: String, _ arguments: [String] = [], in folder: URL) throws
    -> String
  {
    try run(["python3", "-c", script] + arguments, in: folder)
  }

  /// Python's `zipfile` listing of an archive: one line per entry, in the central directory's
  /// order, as `ZipArchiveTests.listing` writes the reader's.
  static func pythonListing(_ archive: URL) throws -> [String] {
    let script = """
      import sys, zipfile
      for i in zipfile.ZipFile(sys.argv[1]).infolist():
          print("%s %d %d %d %d %d %d" % (i.filename, i.compress_type, i.compress_size,
              i.file_size, i.CRC, i.header_offset, i.external_attr))
      """
    return try python(script, [archive.path], in: archive.deletingLastPathComponent())
      .split(separator: "\n").map(String.init)
  }

  /// Writes `files` (relative path → bytes) under `folder`.
  static func write(_ files: [String: [UInt8]], under folder: URL) throws {
    for (path, bytes) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
  }
}
