import Foundation
import Testing

@testable import UsageStrings

/// Linked images from `MachOWriter`: what the reader finds, and the same read by llvm-objdump and
/// llvm-nm.
@Suite struct MachOLinkedImageTests {
  static let fixups: [MachOWriter.Fixups] = [
    .dyldInfo, .chained(pointerFormat: 2, importsFormat: 1),
    .chained(pointerFormat: 6, importsFormat: 2), .chained(pointerFormat: 1, importsFormat: 3),
  ]

  func slice(_ writer: MachOWriter) throws -> MachOSlice {
    let image = try MachOReader.read(writer.build().bytes)
    #expect(!image.isFat && image.issues.isEmpty)
    let slice = try #require(image.slices.first)
    #expect(slice.issues.isEmpty, "\(slice.issues)")
    return slice
  }

  @Test func dylibsOfEveryKind() throws {
    let slice = try slice(MachOFixtures.app())
    #expect(slice.cpu == .arm64 && slice.cpu.name == "arm64" && slice.fileType == .executable)
    #expect(
      slice.dylibs == [
        MachODylib(name: MachOFixtures.libSystem, kind: .load),
        MachODylib(name: MachOFixtures.coreLocation, kind: .load),
        MachODylib(name: MachOFixtures.avFoundation, kind: .weak),
        MachODylib(name: MachOFixtures.kit, kind: .reexport),
      ])
  }

  @Test(arguments: fixups)
  func importsWithTheirDylibs(_ fixups: MachOWriter.Fixups) throws {
    let slice = try slice(MachOFixtures.app(fixups))
    var found: [String: (MachOLibrary, Bool)] = [:]
    for symbol in slice.imports { found[symbol.name] = (symbol.library, symbol.isWeak) }
    #expect(found["_malloc"]?.0 == .dylib(0))
    #expect(found["_OBJC_CLASS_$_CLLocationManager"]?.0 == .dylib(1))
    #expect(found["_AVCaptureDeviceRequestAccessProbe"].map { $0.0 == .dylib(2) && $0.1 } == true)
    #expect(found["_kitThing"]?.0 == .dylib(3))
    #expect(found["_main_hook"]?.0 == .mainExecutable)
    #expect(found["_anywhere"]?.0 == .flatLookup)
    #expect(slice.objcClasses == ["CLLocationManager", "AVCaptureDevice"])
    let avFoundation = slice.imports.first { $0.name == "_AVCaptureDeviceRequestAccessProbe" }
    #expect(avFoundation.flatMap(slice.dylib(of:))?.name == MachOFixtures.avFoundation)
    let expected: MachOImportSources =
      fixups == .dyldInfo ? [.symbolTable, .bind] : [.symbolTable, .chainedFixups]
    #expect(
      slice.imports.filter { !["_free", "_exit", "__ZdlPv"].contains($0.name) }.allSatisfy {
        $0.sources == expected
      })
    if fixups == .dyldInfo {
      #expect(found["_free"]?.0 == .dylib(0))
      for name in ["_free", "_exit"] {
        #expect(slice.imports.first { $0.name == name }?.sources == [.symbolTable, .lazyBind])
      }
      #expect(
        slice.imports.first { $0.name == "__ZdlPv" }.map { ($0.library, $0.sources) } ?? (.this, [])
          == (.weakLookup, .weakBind))
    }
  }

  /// Without a symbol table, the binds alone name every import.
  @Test(arguments: fixups)
  func bindsAloneNameTheImports(_ fixups: MachOWriter.Fixups) throws {
    var writer = MachOFixtures.app(fixups)
    writer.symbolTable = false
    let slice = try slice(writer)
    let names = Set(writer.imports.map(\.name) + writer.lazyImports.map(\.name) + writer.weakBinds)
    #expect(Set(slice.imports.map(\.name)) == names)
    #expect(slice.imports.allSatisfy { !$0.sources.contains(.symbolTable) })
  }

  /// Locals, definitions, debugging entries and commons are no imports, whether or not
  /// `LC_DYSYMTAB` says where the undefined symbols are.
  @Test(arguments: [true, false])
  func onlyUndefinedSymbolsAreImports(_ dysymtab: Bool) throws {
    var writer = MachOFixtures.app(.none)
    writer.dysymtab = dysymtab
    #expect(writer.otherSymbols.count == 4)
    let slice = try slice(writer)
    #expect(slice.imports.map(\.name) == writer.imports.map(\.name))
    #expect(slice.imports.allSatisfy { $0.sources == .symbolTable })
  }

  @Test(arguments: fixups)
  func selectorsThroughTheirReferences(_ fixups: MachOWriter.Fixups) throws {
    let slice = try slice(MachOFixtures.app(fixups))
    #expect(slice.selectorSource == .selectorReferences)
    #expect(slice.selectors == ["requestWhenInUseAuthorization", "init"])
  }

  @Test func unreferencedSelectorsFallBackToEveryName() throws {
    var writer = MachOFixtures.app()
    writer.selectorReferences = []
    let slice = try slice(writer)
    #expect(slice.selectorSource == .methodNames)
    #expect(slice.selectors == ["init", "requestWhenInUseAuthorization", "unusedSelector:"])
  }

  @Test func entitlementsOfTheSignature() throws {
    let writer = MachOFixtures.app()
    let output = writer.build()
    let slice = try slice(writer)
    #expect(slice.isSigned && slice.hasDEREntitlements)
    let entitlements = try #require(slice.entitlements)
    #expect(entitlements.text == MachOFixtures.entitlements)
    #expect(
      Array(output.bytes[entitlements.offset..<entitlements.offset + entitlements.xml.count])
        == entitlements.xml)
    let plist = try PropertyListSerialization.propertyList(
      from: Data(entitlements.xml), format: nil)
    #expect((plist as? [String: Bool])?["com.apple.developer.healthkit"] == true)
  }

  @Test func unsignedImageHasNoEntitlements() throws {
    var writer = MachOFixtures.app()
    writer.entitlements = nil
    writer.derEntitlements = false
    let slice = try slice(writer)
    #expect(!slice.isSigned && slice.entitlements == nil && !slice.hasDEREntitlements)
  }

  @Test func encryptedImageHidesItsSelectorsOnly() throws {
    var writer = MachOFixtures.app()
    writer.cryptID = 1
    let slice = try slice(writer)
    let encryption = try #require(slice.encryption)
    #expect(encryption.isEncrypted)
    #expect(slice.selectorSource == .encrypted && slice.selectors.isEmpty)
    #expect(slice.unreadableSections == ["__TEXT,__objc_methname"])
    #expect(slice.imports.count == 10 && slice.dylibs.count == 4 && slice.entitlements != nil)
    writer.cryptID = 0
    let decrypted = try self.slice(writer)
    #expect(decrypted.encryption?.isEncrypted == false && decrypted.selectors.count == 2)
    #expect(decrypted.unreadableSections.isEmpty)
  }

  @Test(arguments: [false, true])
  func fatFileOfTwoSlices(_ wide: Bool) throws {
    var arm = MachOFixtures.app(.chained(pointerFormat: 6, importsFormat: 1))
    arm.cryptID = 1
    var intel = MachOFixtures.app()
    intel.cpu = MachOWriter.x86
    intel.imports.removeLast()
    let bytes = MachOWriter.fat(
      [(MachOWriter.arm64, arm.build().bytes), (MachOWriter.x86, intel.build().bytes)], wide: wide)
    let image = try MachOReader.read(bytes)
    #expect(image.isFat && image.issues.isEmpty && image.slices.count == 2)
    #expect(image.slices.map(\.cpu.name) == ["arm64", "x86_64"])
    #expect(image.slices.map(\.imports.count) == [7, 9])
    #expect(image.slices.map(\.selectorSource) == [.encrypted, .selectorReferences])
    #expect(image.slices.allSatisfy { $0.issues.isEmpty && $0.entitlements != nil })
    expectPromises(image, count: bytes.count)
  }

  @Test func arm64eIsNamed() throws {
    var writer = MachOFixtures.app(.chained(pointerFormat: 1, importsFormat: 1))
    writer.cpu = MachOWriter.arm64e
    #expect(try slice(writer).cpu.name == "arm64e")
  }
}
