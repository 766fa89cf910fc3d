/// What a Mach-O file holds that tells which system APIs it uses: per architecture, the dylibs it
/// links, the symbols it imports, the Objective-C classes and selectors it names, whether it is
/// encrypted, and the entitlements it was signed with.
///
/// Read by `MachOReader.read(_:)`. Problems that stop one part of the reading (a symbol table past
/// the end, an unknown bind opcode) are `issues` with an offset into the file, and the rest is
/// still read; only a file that is no readable Mach-O at all is a thrown `MachOIssue`.
public struct MachOImage: Sendable, Hashable {
  /// Whether the file is a fat (universal) file, even one of a single slice.
  public var isFat: Bool
  /// The 64-bit slices that were read, in the order of the file.
  public var slices: [MachOSlice]
  /// Problems of the file as a whole: a fat slice that was skipped, and why.
  public var issues: [MachOIssue]
}

/// One architecture of a Mach-O file: a thin file's whole image, or one slice of a fat file.
public struct MachOSlice: Sendable, Hashable {
  public var cpu: MachOCPU
  /// An object file (`.o`), an executable, a dylib or a bundle.
  public var fileType: MachOFileType
  /// Where the slice starts in the file, and its length in bytes.
  public var offset: Int
  public var size: Int
  /// The dylibs of the load commands, in order: an import's `.dylib(n)` is `dylibs[n]`.
  public var dylibs: [MachODylib]
  /// The symbols the image takes from elsewhere, each once, in the order first seen.
  public var imports: [MachOImport]
  /// The Objective-C classes the image refers to from other images (`_OBJC_CLASS_$_Name`
  /// imported), without the prefix, in the order of `imports`.
  public var objcClasses: [String]
  /// Selector names: the strings of `__TEXT,__objc_methname`, or those that `__objc_selrefs`
  /// points at where `selectorSource` says so.
  public var selectors: [String]
  public var selectorSource: MachOSelectorSource
  /// `LC_ENCRYPTION_INFO_64`, where present (encrypted when its id is not 0).
  public var encryption: MachOEncryption?
  /// Sections that were not read because they lie in the encrypted range, as `segment,section`.
  /// Load commands, symbols, binds and the signature are never encrypted.
  public var unreadableSections: [String]
  /// The XML entitlements of the code signature, where it has them.
  public var entitlements: MachOEntitlements?
  /// Whether the code signature also holds DER entitlements (not decoded).
  public var hasDEREntitlements: Bool
  /// Whether the slice has an `LC_CODE_SIGNATURE`.
  public var isSigned: Bool
  /// Problems of this slice, each at an offset of the file; at most `MachOLimits.issues`, then
  /// one that counts the rest.
  public var issues: [MachOIssue]

  /// The dylib an import comes from, where it names one of `dylibs`.
  public func dylib(of symbol: MachOImport) -> MachODylib? {
    guard case .dylib(let index) = symbol.library, dylibs.indices.contains(index) else {
      return nil
    }
    return dylibs[index]
  }
}

/// A problem found in a Mach-O file, at a byte offset of the file (not of the slice).
public struct MachOIssue: Error, Sendable, Hashable {
  /// What is wrong, lower-case, without a final period.
  public var message: String
  /// Where, in bytes from the start of the file: always inside it.
  public var offset: Int

  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }
}

/// The processor a slice is built for.
public enum MachOCPU: Sendable, Hashable {
  case arm64, arm64e
  /// x86_64, whose name is no Swift identifier in lower camel case (32-bit i386 is `other`).
  case x86
  /// Any other type and subtype, as in the header (capability bits of the subtype cleared).
  case other(type: Int32, subtype: Int32)

  init(type: Int32, subtype: Int32) {
    let plainSubtype = subtype & 0x00FF_FFFF
    switch (type, plainSubtype) {
    case (0x0100_000C, 2): self = .arm64e
    case (0x0100_000C, _): self = .arm64
    case (0x0100_0007, _): self = .x86
    default: self = .other(type: type, subtype: plainSubtype)
    }
  }

  /// The name Apple's tools print (`arm64`, `x86_64`), or the numbers of an unknown one.
  public var name: String {
    switch self {
    case .arm64: "arm64"
    case .arm64e: "arm64e"
    case .x86: "x86_64"
    case .other(let type, let subtype):
      switch type {
      case 7: "i386"
      case 12: "arm"
      case 0x0200_000C: "arm64_32"
      default: "cpu \(type)/\(subtype)"
      }
    }
  }
}

/// The kind of a Mach-O image (`filetype` of its header).
public enum MachOFileType: Sendable, Hashable {
  case object, executable, dylib, bundle
  case other(UInt32)

  init(_ raw: UInt32) {
    switch raw {
    case 1: self = .object
    case 2: self = .executable
    case 6: self = .dylib
    case 8: self = .bundle
    default: self = .other(raw)
    }
  }
}

/// A dylib named by a load command.
public struct MachODylib: Sendable, Hashable {
  /// The load command that names the dylib.
  public enum Kind: String, Sendable, Hashable {
    /// `LC_LOAD_DYLIB`: needed at launch.
    case load
    /// `LC_LOAD_WEAK_DYLIB`: the image launches without it.
    case weak
    /// `LC_REEXPORT_DYLIB`: its symbols are the image's own.
    case reexport
    /// `LC_LAZY_LOAD_DYLIB`, `LC_LOAD_UPWARD_DYLIB`: rare, still linked.
    case lazy, upward
  }

  /// The install name, such as `/System/Library/Frameworks/CoreLocation.framework/CoreLocation`.
  public var name: String
  public var kind: Kind
}

/// A symbol an image takes from another image.
public struct MachOImport: Sendable, Hashable {
  /// The symbol's name as the linker writes it, with its leading underscore (`_objc_msgSend`).
  public var name: String
  public var library: MachOLibrary
  /// Whether the image runs without the symbol (a weak import).
  public var isWeak: Bool
  /// Where the reader saw the import.
  public var sources: MachOImportSources
}

/// Where an import's symbol is looked up.
public enum MachOLibrary: Sendable, Hashable {
  /// `MachOSlice.dylibs[index]` (ordinal index + 1).
  case dylib(Int)
  /// The image itself (ordinal 0).
  case this
  /// The main executable (ordinal -1).
  case mainExecutable
  /// Every loaded image, in load order (ordinal -2, or `DYNAMIC_LOOKUP_ORDINAL`).
  case flatLookup
  /// The weak definitions of every image (ordinal -3, and weak binds).
  case weakLookup
  /// No library given: an object file's undefined symbols, or a flat-namespace image's.
  case unspecified
  /// An ordinal that names no dylib of the load commands.
  case missing(Int)
}

/// The tables an import was found in.
public struct MachOImportSources: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// An undefined external symbol of `LC_SYMTAB`.
  public static let symbolTable = Self(rawValue: 1)
  /// The bind, weak bind and lazy bind opcodes of `LC_DYLD_INFO(_ONLY)`.
  public static let bind = Self(rawValue: 2)
  public static let weakBind = Self(rawValue: 4)
  public static let lazyBind = Self(rawValue: 8)
  /// The imports table of `LC_DYLD_CHAINED_FIXUPS`.
  public static let chainedFixups = Self(rawValue: 16)
}

/// How a slice's selectors were found.
public enum MachOSelectorSource: Sendable, Hashable {
  /// The strings `__objc_selrefs` points at: the selectors the code uses.
  case selectorReferences
  /// Every string of `__objc_methname`, because the references could not be followed (an
  /// object file, whose references are relocations; an unknown pointer format).
  case methodNames
  /// `__objc_methname` is encrypted: no selector could be read.
  case encrypted
  /// The image has no `__objc_methname`.
  case none
}

/// An image's `LC_ENCRYPTION_INFO(_64)`: the encrypted range of the slice.
public struct MachOEncryption: Sendable, Hashable {
  /// The range's start, relative to the slice, and its length.
  public var offset: Int
  public var size: Int
  /// `cryptid`: 0 once the App Store's encryption is removed, else the system that encrypted it.
  public var cryptID: UInt32

  /// Whether the range is encrypted now (`cryptID` not 0).
  public var isEncrypted: Bool { cryptID != 0 }
}

/// The XML entitlements plist of a code signature (blob magic 0xfade7171).
public struct MachOEntitlements: Sendable, Hashable {
  /// The plist's bytes, as signed.
  public var xml: [UInt8]
  /// Where the plist starts in the file.
  public var offset: Int

  /// The plist as text (UTF-8, damaged sequences replaced).
  public var text: String { String(decoding: xml, as: UTF8.self) }
}
