import Foundation

// Times MachOReader on a large synthetic fat binary: two slices of about 100 MB each (mostly
// code the reader never touches), one bound with dyld info and one with chained fixups, each
// with 30,000 imports from 200 dylibs, 50,000 selectors, 400,000 local symbols and entitlements.
// Built by Benchmarks/macho-bench.sh with the reader's sources and the tests' MachOWriter.

let megabytes = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 200
let path = FileManager.default.temporaryDirectory.appendingPathComponent(
  "macho-bench-\(megabytes).bin")

func slice(_ fixups: MachOWriter.Fixups, cpu: (Int32, Int32)) -> [UInt8] {
  var writer = MachOWriter()
  writer.cpu = cpu
  writer.fixups = fixups
  writer.dylibs = (0..<200).map { ("/System/Library/Frameworks/F\($0).framework/F\($0)", 0xC) }
  writer.imports = (0..<30_000).map {
    .init(name: "_OBJC_CLASS_$_Class\($0)WithAFairlyLongName", ordinal: 1 + $0 % 200)
  }
  writer.otherSymbols = (0..<400_000).map { ("_local_function_\($0)", 0x0E, MachOWriter.base) }
  writer.methodNames = (0..<50_000).map { "selectorNumber\($0):withArgument:" }
  writer.selectorReferences = Array(0..<50_000)
  writer.entitlements =
    "<plist><dict><key>com.apple.developer.healthkit</key><true/></dict></plist>"
  writer.codeSize = megabytes / 2 * 1_000_000
  return writer.build().bytes
}

if !FileManager.default.fileExists(atPath: path.path) {
  let fat = MachOWriter.fat(
    [
      (
        MachOWriter.arm64,
        slice(.chained(pointerFormat: 6, importsFormat: 1), cpu: MachOWriter.arm64)
      ),
      (MachOWriter.x86, slice(.dyldInfo, cpu: MachOWriter.x86)),
    ], alignment: 0x4000)
  try Data(fat).write(to: path)
}
let size = (try FileManager.default.attributesOfItem(atPath: path.path)[.size] as? Int) ?? 0
var times: [Double] = []
for _ in 0..<7 {
  let start = Date()
  let data = try Data(contentsOf: path, options: .alwaysMapped)
  let image = try MachOReader.read(data)
  times.append(Date().timeIntervalSince(start))
  precondition(image.slices.count == 2 && image.slices.allSatisfy { $0.issues.isEmpty })
  precondition(
    image.slices.allSatisfy { $0.imports.count == 30_000 && $0.selectors.count == 50_000 })
  precondition(image.slices.map(\.selectorSource) == [.selectorReferences, .selectorReferences])
}
let sorted = times.sorted()
print(
  String(
    format: "%@: %.1f MB, 2 slices; read in %.3f s (first), %.3f s (median of %d), %.3f s (best)",
    path.path, Double(size) / 1e6, times[0], sorted[sorted.count / 2], times.count, sorted[0]))
#if os(Linux)
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
    print(
      status.split(separator: "\n").filter { $0.hasPrefix("VmHWM") || $0.hasPrefix("VmRSS") }
        .joined(separator: "; "))
  }
#endif
