/// The images the Mach-O tests share, written by `MachOWriter`: an app that links four dylibs
/// of every kind, imports from each, names two selectors and is signed with entitlements.
enum MachOFixtures {
  static let libSystem = "/usr/lib/libSystem.B.dylib"
  static let coreLocation = "/System/Library/Frameworks/CoreLocation.framework/CoreLocation"
  static let avFoundation = "/System/Library/Frameworks/AVFoundation.framework/AVFoundation"
  static let kit = "@rpath/Kit.framework/Kit"

  static let entitlements = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>com.apple.developer.healthkit</key><true/></dict></plist>
    """

  static func app(_ fixups: MachOWriter.Fixups = .dyldInfo) -> MachOWriter {
    var writer = MachOWriter()
    writer.fixups = fixups
    writer.dylibs = [
      (libSystem, 0xC), (coreLocation, 0xC), (avFoundation, 0x8000_0018), (kit, 0x8000_001F),
    ]
    writer.imports = [
      .init(name: "_malloc", ordinal: 1),
      .init(name: "_OBJC_CLASS_$_CLLocationManager", ordinal: 2),
      .init(name: "_AVCaptureDeviceRequestAccessProbe", ordinal: 3, weak: true),
      .init(name: "_OBJC_CLASS_$_AVCaptureDevice", ordinal: 3, weak: true),
      .init(name: "_kitThing", ordinal: 4),
      .init(name: "_main_hook", ordinal: -1),
      .init(name: "_anywhere", ordinal: -2),
    ]
    // A local and a defined function in __text, a debugging entry (N_FUN) and a common symbol:
    // none is an import.
    writer.otherSymbols = [
      ("_helper", 0x0E, MachOWriter.base + 0x400), ("_start", 0x0F, MachOWriter.base + 0x404),
      ("_start", 0x24, MachOWriter.base + 0x404), ("_shared_buffer", 0x01, 64),
    ]
    if fixups == .dyldInfo {
      // Two: each lazy bind ends with DONE, which must not end the stream.
      writer.lazyImports = [.init(name: "_free", ordinal: 1), .init(name: "_exit", ordinal: 1)]
      writer.weakBinds = ["__ZdlPv"]
    }
    writer.methodNames = ["init", "requestWhenInUseAuthorization", "unusedSelector:"]
    writer.selectorReferences = [1, 0]
    writer.entitlements = entitlements
    writer.derEntitlements = true
    return writer
  }
}
