import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of git: its standard input written beside the reading of its output (git answers
/// while it reads, and a full pipe would stop both), its standard error kept for the failure,
/// and its output read up to a limit, past which the process is stopped.
enum GitProcess {
  static func run(_ process: Process, input: [UInt8]?, limit: Int) throws(Git.Failure) -> [UInt8] {
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
    do {
      try process.run()
    } catch {
      throw .notFound
    }
    let work = DispatchGroup()
    if let input {
      let writer = standardInput.fileHandleForWriting
      let data = Data(input)
      // A git stopped at the output's limit closes its input: writing on then must fail, not
      // end the run with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      DispatchQueue.global().async(group: work) {
        try? writer.write(contentsOf: data)
        try? writer.close()
      }
    }
    let said = Box()
    DispatchQueue.global().async(group: work) {
      // What git says on error is short; more is not kept.
      said.data = (try? errors.fileHandleForReading.read(upToCount: 1 << 16)) ?? Data()
      _ = try? errors.fileHandleForReading.readToEnd()
    }
    var data = Data()
    var exceeded = false
    let reader = output.fileHandleForReading
    while let chunk = try? reader.read(upToCount: 1 << 20), !chunk.isEmpty {
      data.append(chunk)
      if data.count > limit {
        exceeded = true
        process.terminate()
        break
      }
    }
    if exceeded { try? reader.close() }
    process.waitUntilExit()
    work.wait()
    // Foundation keeps a pipe's reading end open as long as the Process lives: a run that asks
    // git thousands of things would hold thousands of descriptors.
    if !exceeded { try? reader.close() }
    try? errors.fileHandleForReading.close()
    if exceeded { throw .tooLarge(limit) }
    guard process.terminationStatus == 0 else {
      throw .failed(String(decoding: said.data, as: UTF8.self).trimmingWhitespace)
    }
    return [UInt8](data)
  }

  /// What the reading of standard error got.
  private final class Box: @unchecked Sendable {
    // Written once by the reader, read after `work.wait()`: the group orders the two.
    var data = Data()
  }
}
