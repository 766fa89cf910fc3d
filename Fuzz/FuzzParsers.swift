import Foundation

@testable import UsageStrings

/// libFuzzer's entry point for every parser of the project. `Scripts/fuzz.sh` links this file
/// with the library built under `-sanitize=fuzzer,address`; FUZZ_PARSER picks the parser (one
/// binary serves them all, so a run builds once).
///
/// Beyond "no crash", each harness checks the parser's own promises: `.strings` print back byte
/// for byte, diagnostics point inside the file, and so on. A broken promise traps, which
/// libFuzzer reports as a crash with the input that caused it.
let parserName = ProcessInfo.processInfo.environment["FUZZ_PARSER"] ?? "strings"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let parser = FuzzParser(rawValue: parserName) else {
    fatalError("FUZZ_PARSER=\(parserName) is none of \(FuzzParser.allCases.map(\.rawValue))")
  }
  parser.run(bytes)
  return 0
}

enum FuzzParser: String, CaseIterable {
  case strings, stringsdict
  case plistXML = "plist-xml"
  case plistBinary = "plist-binary"
  case plistJSON = "plist-json"
  case pbxproj, xcconfig, xcstrings
  /// An XcodeGen spec: libyaml's reading, then the spec's (its includes unread).
  case xcodegen
  case xliff12 = "xliff-1.2"
  case xliff20 = "xliff-2.0"
  case config, locale
  case privacyManifest = "privacy-manifest"
  /// Every reporter, with text of the checked files (`FuzzReporters.swift`).
  case reporters
  /// A zip archive (an `.ipa`): listed, its bundles found, every entry extracted under small
  /// limits.
  case zip
  /// A Mach-O file, thin or fat (`MachOReader`).
  case macho

  func run(_ bytes: [UInt8]) {
    switch self {
    case .reporters:
      ReporterFuzz.run(bytes)
    case .zip:
      checkArchive(bytes)
    case .macho:
      checkMachO(bytes)
    case .strings:
      let document = StringsParser.parse(path: "fuzz.strings", bytes: bytes)
      require(
        document.printedText() == document.file.text, "the tree's pieces do not give back the text")
      if document.file.encodingProblem == nil {
        require(document.printed() == bytes, "printed text differs from the input")
      }
      for issue in document.issues {
        require(
          issue.offset >= 0 && issue.offset <= document.file.text.count, "issue outside the file")
      }
      for entry in document.entries { _ = document.file.position(entry.range.lowerBound) }
      _ = document.foundationPairs
    case .stringsdict:
      let document = PlistDocument.read(path: "fuzz.stringsdict", bytes: bytes)
      _ = TableReader.stringsdict(
        document, locale: LocaleIdentifier("cs"), absolutePath: "/fuzz.stringsdict")
      checkFailure(document)
    case .plistXML, .plistBinary, .plistJSON:
      let document = PlistDocument.read(path: "Info.plist", bytes: bytes)
      _ = InfoPlistReader.read(document, registry: .standard)
      checkFailure(document)
    case .pbxproj:
      let file = TextFile(path: "project.pbxproj", bytes: bytes)
      if case .failure(let error) = XcodeProject.read(
        file, absolutePath: "/fuzz/App.xcodeproj/project.pbxproj")
      {
        require(error.offset >= 0 && error.offset <= file.text.count, "error outside the file")
        _ = file.position(error.offset)
      }
    case .xcconfig:
      _ = XCConfigFile.parse(TextFile(path: "fuzz.xcconfig", bytes: bytes))
    case .xcodegen:
      let file = TextFile(path: "project.yml", bytes: bytes)
      switch YAMLReader.read(file) {
      case .failure(let error):
        require(error.offset >= 0 && error.offset <= file.text.count, "error outside the file")
      case .success(let root):
        _ = XcodeGenSpec.read("/fuzz/project.yml") { path in
          path == "/fuzz/project.yml" ? root.map { (file, $0) } : nil
        }
      }
    case .xcstrings:
      let file = TextFile(path: "fuzz.xcstrings", bytes: bytes)
      if case .success(let catalog) = XCStringsCatalog.read(file) {
        _ = TableReader.catalog(catalog, absolutePath: "/fuzz.xcstrings")
      }
    case .xliff12, .xliff20:
      let file = TextFile(path: "fuzz.xliff", bytes: bytes)
      if case .failure(let error) = XLIFFDocument.read(file) {
        require(error.offset >= 0 && error.offset <= file.text.count, "error outside the file")
      }
    case .privacyManifest:
      let document = PlistDocument.read(path: "PrivacyInfo.xcprivacy", bytes: bytes)
      for (_, location) in PrivacyManifestContradictionRule.collectedTypes([document]) {
        require(location.file == "PrivacyInfo.xcprivacy", "location in another file")
      }
      checkFailure(document)
    case .config:
      _ = try? ConfigurationLoader.parse(
        String(decoding: bytes, as: UTF8.self), directory: "/fuzz",
        knownRules: ["not-nfc", "too-long"])
    case .locale:
      _ = try? LocaleCatalog.parse(String(decoding: bytes, as: UTF8.self), name: "xx.json")
    }
  }

  /// The reader's promises: an entry it lists as fine has a plain name and is no link; what it
  /// extracts is exactly the declared size; it never extracts more than its total.
  func checkArchive(_ bytes: [UInt8]) {
    let limits = ZipLimits(
      entrySize: 1 << 20, totalSize: 4 << 20, ratio: 200, ratioFloor: 1 << 16, entryCount: 4096)
    guard let archive = try? ZipArchive(data: Data(bytes), limits: limits) else { return }
    for entry in archive.entries {
      if entry.refusal == nil {
        require(ZipEntry.isSafe(entry.name), "an unsafe name listed as fine")
        require(entry.kind != .symbolicLink, "a link listed as fine")
      }
      guard let read = try? archive.extract(entry) else { continue }
      require(entry.refusal == nil, "a refused entry extracted")
      require(read.count == entry.uncompressedSize, "extracted size differs from the declared")
    }
    require(archive.extractedBytes <= limits.totalSize, "extracted more than the total")
    _ = archive.appBundles()
  }

  /// Issues, slices and entitlements inside the file; dylibs and imports named; an import's dylib
  /// one of the slice's.
  func checkMachO(_ bytes: [UInt8]) {
    let inside = { (offset: Int) in offset >= 0 && offset < max(bytes.count, 1) }
    let image: MachOImage
    do {
      image = try MachOReader.read(Data(bytes))
    } catch {
      return require(inside(error.offset), "error outside the file")
    }
    for issue in image.issues + image.slices.flatMap(\.issues) {
      require(inside(issue.offset), "issue outside the file")
    }
    for slice in image.slices {
      require(slice.offset >= 0 && slice.offset + slice.size <= bytes.count, "slice outside")
      require(slice.dylibs.allSatisfy { !$0.name.isEmpty }, "a dylib without a name")
      for symbol in slice.imports {
        require(!symbol.name.isEmpty, "an import without a name")
        if case .dylib(let index) = symbol.library {
          require(slice.dylibs.indices.contains(index), "an import from no dylib of the slice")
        }
      }
      if let entitlements = slice.entitlements {
        require(
          entitlements.offset >= 0 && entitlements.offset + entitlements.xml.count <= bytes.count,
          "entitlements outside the file")
      }
    }
  }

  func checkFailure(_ document: PlistDocument) {
    guard let failure = document.failure else { return }
    let limit = document.file?.text.count ?? Int.max
    require(failure.offset >= 0 && failure.offset <= limit, "failure outside the file")
  }

  func require(_ condition: Bool, _ message: String) {
    if !condition { fatalError("\(rawValue): \(message)") }
  }
}
