import Foundation

/// Bounds on what one file may make the reader do, so that a hostile file costs bounded time and
/// memory. The defaults are far above what real apps hold.
public struct MachOLimits: Sendable, Hashable {
  /// Load commands read per slice (real images: a few hundred).
  public var loadCommands = 10_000
  /// Distinct imports kept per slice.
  public var imports = 1_000_000
  /// Selectors kept per slice.
  public var selectors = 1_000_000
  /// The longest name read: symbols, dylibs, selectors (Swift's mangled names run to a few KB).
  public var nameLength = 16_384
  /// The largest entitlements plist read.
  public var entitlementsSize = 1 << 20
  /// Issues kept per slice; the rest are counted in one last issue.
  public var issues = 100
  /// A fat header claiming more architectures is no Mach-O file: 0xcafebabe also starts Java
  /// class files, whose version fields read as a count of 45 or more.
  public var fatArchitectures = 30

  public init() {}

  /// The defaults.
  public static let standard = MachOLimits()
}

/// Reads Mach-O files, thin and fat, for what `MachOImage` summarises.
///
/// Only what is needed is touched: the headers, the load commands, the symbol and bind tables of
/// `__LINKEDIT`, two Objective-C sections and the code signature. Every offset, size and count is
/// checked against the file first, so that a damaged or hostile file is an issue, never a crash,
/// a loop or an unbounded allocation.
///
/// ```swift
/// let data = try Data(contentsOf: url, options: .alwaysMapped)
/// let image = try MachOReader.read(data)
/// for slice in image.slices where slice.objcClasses.contains("CLLocationManager") { … }
/// ```
public enum MachOReader {
  /// The summary of a whole file.
  ///
  /// - Parameters:
  ///   - data: The file's bytes; pass a mapped `Data` for large binaries, which is read in place.
  ///   - limits: Bounds on the work a hostile file can cause.
  /// - Returns: Every readable 64-bit slice, with the problems found along the way.
  /// - Throws: `MachOIssue` when the file is no Mach-O file, a 32-bit or big-endian image, or too
  ///   damaged for its header or fat table to be read.
  public static func read(
    _ data: Data, limits: MachOLimits = .standard
  ) throws(MachOIssue) -> MachOImage {
    let result = data.withUnsafeBytes { raw in
      Result { () throws(MachOIssue) in
        try read(MachOBytes(raw: raw, start: 0, end: raw.count), limits: limits)
      }
    }
    return try result.get()
  }

  static func read(_ bytes: MachOBytes, limits: MachOLimits) throws(MachOIssue) -> MachOImage {
    guard let magic = bytes.u32BE(0) else {
      throw MachOIssue("too short to be a Mach-O file", at: 0)
    }
    if magic == 0xCAFE_BABE || magic == 0xCAFE_BABF {
      return try readFat(bytes, wide: magic == 0xCAFE_BABF, limits: limits)
    }
    let slice = try MachOSliceReader.read(bytes, limits: limits)
    return MachOImage(isFat: false, slices: [slice], issues: [])
  }

  /// A fat file: its table of slices (big-endian `fat_arch`, or `fat_arch_64` when `wide`), each
  /// slice inside the file, after the table, and apart from the others.
  static func readFat(
    _ bytes: MachOBytes, wide: Bool, limits: MachOLimits
  ) throws(MachOIssue) -> MachOImage {
    guard let count = bytes.u32BE(4) else {
      throw MachOIssue("a fat header cut short", at: 0)
    }
    guard count <= limits.fatArchitectures else {
      throw MachOIssue(
        "not a Mach-O file: a fat header of \(count) architectures (a Java class file?)", at: 4)
    }
    guard count > 0 else { throw MachOIssue("a fat file without architectures", at: 4) }
    let entrySize = wide ? 32 : 20
    let tableEnd = 8 + Int(count) * entrySize
    guard bytes.has(8, tableEnd - 8) else {
      throw MachOIssue("the fat header's table of architectures runs past the end", at: 4)
    }
    var image = MachOImage(isFat: true, slices: [], issues: [])
    var taken: [Range<Int>] = []
    for index in 0..<Int(count) {
      let entry = 8 + index * entrySize
      // The table was checked whole above: these reads cannot fail.
      let cpu = MachOCPU(
        type: Int32(bitPattern: bytes.u32BE(entry) ?? 0),
        subtype: Int32(bitPattern: bytes.u32BE(entry + 4) ?? 0))
      let offset = wide ? bytes.u64BE(entry + 8) ?? 0 : UInt64(bytes.u32BE(entry + 8) ?? 0)
      let size = wide ? bytes.u64BE(entry + 16) ?? 0 : UInt64(bytes.u32BE(entry + 12) ?? 0)
      let label = "slice \(index) (\(cpu.name))"
      let problem: String?
      switch bytes.range(offset, size) {
      case nil: problem = "lies outside the file"
      case let range? where range.isEmpty: problem = "is empty"
      case let range? where range.lowerBound < tableEnd: problem = "overlaps the fat header"
      case let range? where taken.contains { $0.overlaps(range) }:
        problem = "overlaps another slice"
      case let range?:
        problem = nil
        taken.append(range)
        do {
          image.slices.append(
            try MachOSliceReader.read(bytes.confined(to: range), limits: limits))
        } catch {
          image.issues.append(MachOIssue("\(label): \(error.message)", at: error.offset))
        }
      }
      if let problem { image.issues.append(MachOIssue("\(label) \(problem)", at: entry)) }
    }
    return image
  }
}
