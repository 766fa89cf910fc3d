import Foundation
import Testing

@testable import UsageStrings

/// Object files the toolchain's clang compiles from Objective-C (the interfaces declared in the
/// source: no SDK here), read by the reader and by llvm-nm and llvm-objdump.
@Suite(.enabled(if: MachOTools.available && MachOTools.clang != nil, "clang and LLVM tools"))
struct MachOObjectFileTests {
  static let source = """
    typedef signed char BOOL;
    @interface NSObject
    + (instancetype)alloc;
    - (instancetype)init;
    @end
    @interface CLLocationManager : NSObject
    - (void)requestWhenInUseAuthorization;
    @end
    @interface AVCaptureDevice : NSObject
    + (void)requestAccessForMediaType:(id)type completionHandler:(void (^)(BOOL))handler;
    @end
    extern void AVCaptureDeviceRequestAccessProbe(int);
    extern int optionalProbe(void) __attribute__((weak_import));
    void start(void) {
      CLLocationManager *manager = [[CLLocationManager alloc] init];
      [manager requestWhenInUseAuthorization];
      [AVCaptureDevice requestAccessForMediaType:0 completionHandler:0];
      AVCaptureDeviceRequestAccessProbe(1);
      if (optionalProbe) optionalProbe();
    }
    """

  static let targets = ["arm64-apple-ios17.0", "x86_64-apple-macos13"]

  static func compile(_ target: String, in scratch: MachOScratch) throws -> String {
    let source = try scratch.write("probe.m", Array(Self.source.utf8))
    let object = scratch.path + "/\(target).o"
    _ = try MachOTools.run(MachOTools.clang, ["-target", target, "-c", source, "-o", object])
    return object
  }

  @Test(arguments: targets)
  func importsAndSelectorsAsLLVMReadsThem(_ target: String) throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    let object = try Self.compile(target, in: scratch)
    let image = try MachOReader.read(
      Data(contentsOf: URL(fileURLWithPath: object), options: .alwaysMapped))
    let slice = try #require(image.slices.first)
    #expect(slice.issues.isEmpty && slice.fileType == .object)
    #expect(slice.cpu.name == target.split(separator: "-")[0])
    // llvm-nm: the undefined symbols, which in an object file name no library.
    let undefined = try MachOTools.run(MachOTools.nm, ["-u", object]).split(separator: "\n").map(
      String.init)
    #expect(undefined.count >= 6 && Set(slice.imports.map(\.name)) == Set(undefined))
    #expect(slice.imports.allSatisfy { $0.library == .unspecified && $0.sources == .symbolTable })
    let weak = try MachOTools.run(MachOTools.nm, ["-m", "-u", object]).split(separator: "\n")
      .filter { $0.contains("weak external") }.compactMap {
        $0.split(separator: " ").last.map(String.init)
      }
    #expect(weak == ["_optionalProbe"] && slice.imports.filter(\.isWeak).map(\.name) == weak)
    #expect(slice.objcClasses.sorted() == ["AVCaptureDevice", "CLLocationManager"])
    // llvm-objdump: the strings of __objc_methname, which an object file's selectors are.
    let dump = try MachOTools.run(
      MachOTools.objdump, ["--macho", "--section=__TEXT,__objc_methname", object])
    let names = dump.split(separator: "\n").dropFirst(2).compactMap { line in
      line.split(separator: " ", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(names.contains("requestWhenInUseAuthorization"))
    #expect(slice.selectorSource == .methodNames && slice.selectors == names)
  }

  /// llvm-lipo joins the two objects; each slice reads as its object alone.
  @Test(.enabled(if: MachOTools.lipo != nil, "llvm-lipo"))
  func fatObjectOfLLVMLipo() throws {
    let scratch = try MachOScratch()
    defer { scratch.remove() }
    let objects = try Self.targets.map { try Self.compile($0, in: scratch) }
    let fat = scratch.path + "/fat.o"
    _ = try MachOTools.run(MachOTools.lipo, ["-create"] + objects + ["-output", fat])
    let image = try MachOReader.read(
      Data(contentsOf: URL(fileURLWithPath: fat), options: .alwaysMapped))
    #expect(image.isFat && image.issues.isEmpty)
    let thin = try objects.map {
      try #require(MachOReader.read(Data(contentsOf: URL(fileURLWithPath: $0))).slices.first)
    }
    #expect(Set(image.slices.map(\.cpu.name)) == ["arm64", "x86_64"])
    for slice in image.slices {
      let alone = try #require(thin.first { $0.cpu == slice.cpu })
      #expect(slice.imports == alone.imports && slice.selectors == alone.selectors)
      #expect(slice.offset > 0 && slice.size == alone.size)
    }
  }
}
