import Foundation
import Testing

@testable import UsageStrings

/// The writer's images read by llvm-objdump and llvm-nm (LLVM 21) and by the reader: the same
/// load commands, binds, chained imports, rebase targets and undefined symbols.
@Suite(.enabled(if: MachOTools.available, "llvm-objdump and llvm-nm are needed"))
struct MachOCrossCheckTests {
  /// Rows of a table llvm-objdump prints: the lines after `header` that start with `prefix`, split
  /// at white space.
  static func rows(_ text: String, after header: String, prefix: String = "__") -> [[String]] {
    guard let start = text.range(of: header) else { return [] }
    var result: [[String]] = []
    for line in text[start.upperBound...].split(separator: "\n").dropFirst() {
      guard line.hasPrefix(prefix) else { break }
      result.append(line.split(separator: " ").map(String.init))
    }
    return result
  }

  /// How llvm-objdump names the library of a bind.
  static func label(_ library: MachOLibrary, _ slice: MachOSlice) -> String {
    switch library {
    case .dylib(let index): shortName(slice.dylibs[index].name)
    case .mainExecutable: "main-executable"
    case .flatLookup: "flat-namespace"
    case .this: "this-image"
    default: "\(library)"
    }
  }

  func read(_ bytes: [UInt8]) throws -> MachOSlice {
    try #require(try MachOReader.read(bytes).slices.first)
  }

  @Test(arguments: MachOLinkedImageTests.fixups)
  func dylibsAsPrivateHeadersList(_ fixups: MachOWriter.Fixups) throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    let bytes = MachOFixtures.app(fixups).build().bytes
    let file = try scratch.write("app", bytes)
    let text = try MachOTools.run(MachOTools.objdump, ["--macho", "--private-headers", file])
    let kinds: [String: MachODylib.Kind] = [
      "LC_LOAD_DYLIB": .load, "LC_LOAD_WEAK_DYLIB": .weak, "LC_REEXPORT_DYLIB": .reexport,
    ]
    var listed: [MachODylib] = []
    var command = ""
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.hasPrefix("cmd ") { command = String(line.dropFirst(4)) }
      if line.hasPrefix("name "), let kind = kinds[command] {
        listed.append(
          MachODylib(name: String(line.dropFirst(5).split(separator: " ")[0]), kind: kind))
      }
    }
    #expect(listed.count == 4)
    #expect(try read(bytes).dylibs == listed)
  }

  @Test func bindTablesAsObjdumpPrintsThem() throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    let bytes = MachOFixtures.app(.dyldInfo).build().bytes
    let file = try scratch.write("app", bytes)
    let text = try MachOTools.run(
      MachOTools.objdump, ["--macho", "--bind", "--lazy-bind", "--weak-bind", file])
    let slice = try read(bytes)
    func ours(_ source: MachOImportSources) -> [String] {
      slice.imports.filter { $0.sources.contains(source) }.map {
        source == .weakBind
          ? $0.name : "\(Self.label($0.library, slice)) \($0.name)\($0.isWeak ? " weak" : "")"
      }
    }
    let binds = Self.rows(text, after: "Bind table:").map {
      "\($0[5]) \($0[6])\($0.contains("(weak_import)") ? " weak" : "")"
    }
    #expect(binds.count == 7 && binds == ours(.bind))
    #expect(
      Self.rows(text, after: "Lazy bind table:").map { "\($0[3]) \($0[4])" } == ours(.lazyBind))
    #expect(Self.rows(text, after: "Weak bind table:").map { $0[5] } == ours(.weakBind))
  }

  /// Format 3's names and weak flags are not compared: llvm-objdump 21 reads them from the wrong
  /// bits (llvm/llvm-project#180166); its ordinals are right.
  @Test(arguments: [UInt32(1), 2, 3])
  func chainedImportsAsObjdumpPrintsThem(_ format: UInt32) throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    let bytes = MachOFixtures.app(.chained(pointerFormat: 2, importsFormat: format)).build().bytes
    let file = try scratch.write("app", bytes)
    let text = try MachOTools.run(MachOTools.objdump, ["--macho", "--chained-fixups", file])
    var listed: [[String]] = []
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      let parts = line.split(separator: " ").map(String.init)
      switch parts.first {
      case "lib_ordinal": listed.append([parts[2]])
      case "weak_import" where format != 3: listed[listed.count - 1].append(parts[2])
      case "name_offset" where format != 3:
        listed[listed.count - 1].append(String(parts[3].dropFirst().dropLast()))
      default: break
      }
    }
    let slice = try read(bytes)
    let ours = slice.imports.filter { $0.sources.contains(.chainedFixups) }.map { symbol in
      let ordinal: Int
      switch symbol.library {
      case .dylib(let index): ordinal = index + 1
      case .mainExecutable: ordinal = -1
      case .flatLookup: ordinal = -2
      default: ordinal = 0
      }
      return format == 3 ? ["\(ordinal)"] : ["\(ordinal)", symbol.isWeak ? "1" : "0", symbol.name]
    }
    #expect(listed.count == 7 && listed == ours)
  }

  /// llvm-objdump follows the chains: its rebase targets in `__objc_selrefs` are the selectors,
  /// and its binds the imports.
  @Test(arguments: [UInt16(2), 6])
  func chainsAsObjdumpFollowsThem(_ pointerFormat: UInt16) throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    let output = MachOFixtures.app(.chained(pointerFormat: pointerFormat, importsFormat: 1)).build()
    let file = try scratch.write("app", output.bytes)
    let text = try MachOTools.run(MachOTools.objdump, ["--macho", "--dyld-info", file])
    let rows = Self.rows(text, after: "dyld information:")
    let selectors = try rows.filter { $0[1] == "__objc_selrefs" && $0[4] == "rebase" }.map { row in
      let address = try #require(UInt64(row[5].dropFirst(2), radix: 16))
      let offset = Int(address - MachOWriter.base)
      return String(decoding: output.bytes[offset...].prefix { $0 != 0 }, as: UTF8.self)
    }
    let slice = try read(output.bytes)
    #expect(selectors.count == 2 && selectors == slice.selectors)
    let binds = rows.filter { $0[4] == "bind" }.map { "\($0[6]) \($0[7])" }
    #expect(binds == slice.imports.map { "\(Self.label($0.library, slice)) \($0.name)" })
  }

  @Test(arguments: MachOLinkedImageTests.fixups)
  func undefinedSymbolsAsNMListsThem(_ fixups: MachOWriter.Fixups) throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    let bytes = MachOFixtures.app(fixups).build().bytes
    let file = try scratch.write("app", bytes)
    let listed = try MachOTools.run(MachOTools.nm, ["-m", "-u", file]).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let slice = try read(bytes)
    let symbols = slice.imports.filter { $0.sources.contains(.symbolTable) }
    // llvm-nm sorts by name.
    let ours = symbols.sorted { $0.name < $1.name }.map { symbol in
      let library: String
      switch symbol.library {
      case .dylib(let index): library = "(from \(shortName(slice.dylibs[index].name)))"
      case .mainExecutable: library = "(from executable)"
      case .flatLookup: library = "(dynamically looked up)"
      default: library = "?"
      }
      return "(undefined) \(symbol.isWeak ? "weak " : "")external \(symbol.name) \(library)"
    }
    #expect(listed.count >= 7 && listed == ours)
  }

  /// `name value` lines of llvm-objdump's output, in order.
  static func fields(_ text: String, _ names: Set<String>) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      return parts.count >= 2 && names.contains(String(parts[0])) ? "\(parts[0]) \(parts[1])" : nil
    }
  }

  @Test(arguments: [false, true])
  func fatSlicesAsUniversalHeadersList(_ wide: Bool) throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    var intel = MachOFixtures.app()
    intel.cpu = MachOWriter.x86
    let bytes = MachOWriter.fat(
      [
        (MachOWriter.arm64, MachOFixtures.app().build().bytes),
        (MachOWriter.x86, intel.build().bytes),
      ], wide: wide, alignment: 0x4000)
    let file = try scratch.write("fat", bytes)
    let text = try MachOTools.run(MachOTools.objdump, ["--macho", "--universal-headers", file])
    let image = try MachOReader.read(bytes)
    let ours = image.slices.flatMap {
      ["architecture \($0.cpu.name)", "offset \($0.offset)", "size \($0.size)"]
    }
    #expect(ours.count == 6 && Self.fields(text, ["architecture", "offset", "size"]) == ours)
  }

  @Test func encryptionAndSignatureAsPrivateHeadersList() throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    var writer = MachOFixtures.app()
    writer.cryptID = 7
    let bytes = writer.build().bytes
    let file = try scratch.write("app", bytes)
    let text = try MachOTools.run(MachOTools.objdump, ["--macho", "--private-headers", file])
    let listed = Self.fields(text, ["cryptoff", "cryptsize", "cryptid", "dataoff", "datasize"])
    let slice = try read(bytes)
    let encryption = try #require(slice.encryption)
    let entitlements = try #require(slice.entitlements)
    #expect(
      Array(listed.prefix(3))
        == ["cryptoff \(encryption.offset)", "cryptsize \(encryption.size)", "cryptid 7"])
    // The entitlements lie inside the signature llvm-objdump locates.
    let signature = listed.suffix(2).compactMap { Int($0.split(separator: " ")[1]) }
    #expect(signature.count == 2)
    #expect(entitlements.offset > signature[0])
    #expect(entitlements.offset + entitlements.xml.count <= signature[0] + signature[1])
  }
}
