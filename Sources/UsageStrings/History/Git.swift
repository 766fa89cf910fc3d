import Foundation

/// The `git` command the user already has, run in a work tree. Only commands that read: the
/// repository is never written (`GIT_OPTIONAL_LOCKS=0` keeps even the index untouched).
struct Git: Sendable {
  /// Why git gave no answer.
  enum Failure: Error, Equatable {
    /// No `git` on the PATH.
    case notFound
    /// It ran and failed (not a work tree, an unknown revision), with what it said.
    case failed(String)
  }

  /// A folder inside the work tree.
  let folder: String

  /// The output of `git <arguments>`, `input` written to its standard input.
  func run(_ arguments: [String], input: [UInt8]? = nil) throws(Failure) -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder, "-c", "core.quotepath=off"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_OPTIONAL_LOCKS"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
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
      // Written beside the reading: git answers while it reads, and a full output pipe would
      // otherwise stop both.
      let writer = standardInput.fileHandleForWriting
      let data = Data(input)
      DispatchQueue.global().async(group: work) {
        writer.write(data)
        try? writer.close()
      }
    }
    // Standard error is drained beside standard output, for the same reason.
    let said = Box()
    DispatchQueue.global().async(group: work) {
      said.data = errors.fileHandleForReading.readDataToEndOfFile()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    work.wait()
    // `env` exits 127 when it cannot find the command.
    if process.terminationStatus == 127 { throw .notFound }
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
