import Foundation
import Testing

@testable import UsageStrings

/// The LLVM tools the Mach-O tests compare the reader with: the Swift toolchain's (LLVM 21 at
/// /opt/swift, which knows chained fixups) before the system's.
enum MachOTools {
  static let folders: [String] = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return ["/opt/swift/usr/bin"] + path.split(separator: ":").map(String.init) + ["/usr/bin"]
  }()

  static func find(_ names: String...) -> String? {
    for folder in folders {
      for name in names where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
        return folder + "/" + name
      }
    }
    return nil
  }

  #if os(macOS)
    // Xcode's objdump and nm are LLVM's; elsewhere they are GNU's, which know no --macho.
    static let objdump = find("llvm-objdump", "objdump")
    static let nm = find("llvm-nm", "nm")
  #else
    static let objdump = find("llvm-objdump")
    static let nm = find("llvm-nm")
  #endif
  static let clang = find("clang")
  static let lipo = find("llvm-lipo", "llvm-lipo-14")
  static var available: Bool { objdump != nil && nm != nil }

  /// What `tool` writes to stdout; a failing status is a test failure.
  static func run(_ tool: String?, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(tool))
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let problems = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Closed here: Foundation would keep them open for the rest of the run (Binary.execute).
    try? output.fileHandleForReading.close()
    try? errors.fileHandleForReading.close()
    #expect(
      process.terminationStatus == 0,
      "\(tool ?? "") \(arguments): \(String(decoding: problems, as: UTF8.self))")
    return String(decoding: text, as: UTF8.self)
  }
}

/// A folder of its own under the temporary directory, removed by `remove()`.
struct MachOScratch {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "usage-strings-macho-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
    return path + "/" + name
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension MachOReader {
  static func read(_ bytes: [UInt8], limits: MachOLimits = .standard) throws(MachOIssue)
    -> MachOImage
  {
    try read(Data(bytes), limits: limits)
  }
}

/// The reader's promises, whatever the input: every issue inside the file, every dylib and
/// import named, every slice and the entitlements inside the file.
func expectPromises(_ image: MachOImage, count: Int, _ label: String = "") {
  let issues = image.issues + image.slices.flatMap(\.issues)
  for issue in issues {
    #expect(issue.offset >= 0 && issue.offset < max(count, 1), "\(label) \(issue)")
  }
  for slice in image.slices {
    #expect(slice.offset >= 0 && slice.offset + slice.size <= count, "\(label)")
    #expect(slice.dylibs.allSatisfy { !$0.name.isEmpty }, "\(label)")
    #expect(slice.imports.allSatisfy { !$0.name.isEmpty }, "\(label)")
    if let entitlements = slice.entitlements {
      #expect(
        entitlements.offset >= 0 && entitlements.offset + entitlements.xml.count <= count,
        "\(label)")
    }
  }
}

func expectPromises(_ error: MachOIssue, count: Int, _ label: String = "") {
  #expect(error.offset >= 0 && error.offset < max(count, 1), "\(label) \(error)")
}

/// llvm's short name of a dylib: the last path component up to its first dot.
func shortName(_ installName: String) -> String {
  String(installName.split(separator: "/").last?.split(separator: ".").first ?? "")
}
