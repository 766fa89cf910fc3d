/// What a built binary shows of the calls `BinaryAPIs` lists: the Objective-C classes it imports,
/// the selectors it sends and the C functions it imports, read from its Mach-O image.
struct BinaryImage: Sendable {
  var classes: Set<String> = []
  var selectors: Set<String> = []
  var functions: Set<String> = []
  /// The entitlements it is signed with (an XML property list), where its signature has them.
  var entitlements: [UInt8]?
  /// The install names of the libraries it loads.
  var loads: Set<String> = []
  /// What could not be read, for the note that says so (an App Store binary's encrypted
  /// sections).
  var unread: [String] = []

  /// What the slices of a Mach-O file show together (a fat binary's slices run on different
  /// devices, each with the same calls).
  init(_ image: MachOImage) {
    for slice in image.slices {
      classes.formUnion(slice.objcClasses)
      loads.formUnion(slice.dylibs.map(\.name))
      selectors.formUnion(slice.selectors)
      for symbol in slice.imports where symbol.name.hasPrefix("_") {
        functions.insert(String(symbol.name.dropFirst()))
      }
      entitlements = entitlements ?? slice.entitlements?.xml
      if slice.encryption?.isEncrypted == true {
        unread.append(
          "its \(slice.cpu.name) code is encrypted (as the App Store delivers it): the selectors it sends cannot be read, so calls known by a selector are not judged; its imports and entitlements are"
        )
      }
    }
  }
}

enum BinaryScanner {
  /// Whether a file is a Mach-O image (thin 64-bit or fat): only an executable, a file with no
  /// extension, is looked at, so that source files cost nothing.
  static func isBinary(_ path: String) -> Bool {
    guard Paths.pathExtension(path).isEmpty, let head = FileReader.prefix(path, count: 4),
      head.count == 4
    else { return false }
    let magic = head.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return [0xCFFA_EDFE, 0xCAFE_BABE, 0xCAFE_BABF].contains(magic)
  }

  /// Reads a binary (memory-mapped: only its headers, tables and two sections are touched).
  static func read(_ path: String, display: String) throws(ToolIssue) -> BinaryImage {
    let data = try FileReader.mapped(path, display: display)
    do {
      return BinaryImage(try MachOReader.read(data))
    } catch {
      throw .fileUnreadable(
        path: display,
        reason: "it cannot be read as a Mach-O image: \(error.message) (at byte \(error.offset))")
    }
  }

  /// Adds what a built binary proves to `facts`: its calls, its entitlements' keys, and what of
  /// it could not be read. A binary is no source file: `fileCount` stays, so that a key no
  /// evidence here needs is never called unused on a binary's word.
  static func scan(
    _ path: String, display: String, registry: UsageKeyRegistry, into facts: inout CodeFacts
  ) throws(ToolIssue) {
    let image = try read(path, display: display)
    let location = SourceRange.file(display)
    let name = bundleRelativeName(display)
    var found = uses(in: image, named: name, at: location)
    if let xml = image.entitlements {
      let document = PlistDocument.read(path: display, bytes: xml)
      if let root = document.root {
        found += EntitlementEvidence.uses(in: root, registry: registry) { _ in location }.map {
          var use = $0
          use.api.name = "\(name) is signed with \(use.api.name)"
          return use
        }
      }
    }
    facts.uses += found.map {
      var use = $0
      use.isInBinary = true
      return use
    }
    facts.loads.formUnion(image.loads)
    facts.unread += image.unread.map { .init(file: display, reason: $0) }
  }

  /// A binary's path inside the app or extension that holds it (`Frameworks/AdsKit.framework/
  /// AdsKit`, or the executable's name), which tells the engineer which SDK to ask about.
  static func bundleRelativeName(_ display: String) -> String {
    let components = display.split(separator: "/", omittingEmptySubsequences: false)
    guard
      let bundle = components.dropLast().lastIndex(where: {
        ["app", "appex"].contains(Paths.pathExtension(String($0)))
      })
    else { return Paths.lastComponent(display) }
    return components[(bundle + 1)...].joined(separator: "/")
  }

  /// The uses a binary proves, each named by what proves it (`AdsKit imports
  /// _OBJC_CLASS_$_CLLocationManager and calls requestWhenInUseAuthorization`), at the binary.
  static func uses(in image: BinaryImage, named name: String, at location: SourceRange)
    -> [CodeFacts.Use]
  {
    BinaryAPIs.all.compactMap { signature in
      guard let evidence = evidence(for: signature, in: image) else { return nil }
      let api = CodeAPI(
        name: "\(name) \(evidence)", pattern: "", anchors: [], keys: signature.keys)
      return CodeFacts.Use(api: api, location: location)
    }
  }

  static func evidence(for signature: BinaryAPIs.Signature, in image: BinaryImage) -> String? {
    if let function = signature.functions.first(where: image.functions.contains) {
      return "imports _\(function)"
    }
    guard let imported = signature.classes.first(where: image.classes.contains) else {
      return nil
    }
    let symbol = "imports _OBJC_CLASS_$_\(imported)"
    if signature.selectors.isEmpty { return symbol }
    guard let selector = signature.selectors.first(where: image.selectors.contains) else {
      return nil
    }
    return "\(symbol) and calls \(selector)"
  }
}
