/// `.xcloc` bundles: their XLIFF files, and the language the bundle says it holds.
extension MergeInput {
  /// The units of a bundle's `Localized Contents/*.xliff`. A bundle whose `contents.json`
  /// locale, file name and XLIFF `target-language` disagree is refused whole: which language it
  /// holds is unknown.
  static func bundle(_ path: String, display: String, language: String?) throws(ToolIssue)
    -> [MergeUnit]
  {
    guard Paths.pathExtension(path) == "xcloc" else {
      throw .fileUnreadable(path: display, reason: "a folder that is no .xcloc bundle")
    }
    // A translator's bundle is read inside itself: a link in it leads nowhere else.
    let bundle = Checkout(root: path)
    let contents = Paths.join(path, "Localized Contents")
    let files = FileReader.contents(of: contents).filter { Paths.pathExtension($0) == "xliff" }
    for file in files {
      if let refusal = bundle.refusal(toRead: Paths.join(contents, file)) {
        throw .fileUnreadable(
          path: Paths.join(display, "Localized Contents/\(file)"), reason: refusal)
      }
    }
    guard !files.isEmpty else {
      throw .fileUnreadable(
        path: display, reason: "the bundle has no 'Localized Contents/*.xliff'")
    }
    var units: [MergeUnit] = []
    for file in files {
      units += try read(
        Paths.join(contents, file), display: Paths.join(display, "Localized Contents/\(file)"),
        language: language)
    }
    try checkLanguage(of: path, display: display, units: units, bundle: bundle)
    return units
  }

  /// Throws when the bundle's statements of its language (its `contents.json`, its name, its
  /// XLIFF files) are not one.
  static func checkLanguage(
    of path: String, display: String, units: [MergeUnit], bundle: Checkout
  ) throws(ToolIssue) {
    var said: [(String, String)] = []
    if let locale = try manifestLocale(path, display: display, bundle: bundle) {
      said.append(("contents.json says '\(locale)'", locale))
    }
    // A name such as `Loop-export.xcloc` says nothing; `de.xcloc`, `pt-BR.xcloc` do.
    if let stem = namedLanguage(Paths.lastComponent(path)) {
      said.append(("its name says '\(stem)'", stem))
    }
    try checkAgreement(said, units: units, display: display)
  }

  /// The language a file or folder name states (`de.xcloc`, `pt-BR.xliff`, `fr.lproj`); nil for
  /// a name that states none (`Loop-export.xcloc`, `InfoPlist.xliff`).
  static func namedLanguage(_ name: String) -> String? {
    let stem = String(name.prefix { $0 != "." })
    let subtags = stem.split(separator: "-", omittingEmptySubsequences: false)
    // A language, then a script or a region at most: `de-renamed` is a name, not a variant.
    guard let language = subtags.first, (2...3).contains(language.count), subtags.count <= 3,
      subtags.dropFirst().allSatisfy({ subtag in
        (subtag.count == 4 && subtag.allSatisfy(\.isLetter))
          || (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
          || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
      }),
      stem.count < name.count, LocaleIdentifier(stem).isUsable
    else { return nil }
    return stem
  }

  /// Throws when what the names `said` and the units' target languages state are not one
  /// language. An input whose names state none may hold several (one XLIFF each).
  static func checkAgreement(_ said: [(String, String)], units: [MergeUnit], display: String)
    throws(ToolIssue)
  {
    guard !said.isEmpty else { return }
    var said = said
    for locale in Set(units.map(\.locale)).sorted() where !locale.isEmpty {
      said.append(("its XLIFF says target-language=\"\(locale)\"", locale))
    }
    let canonical = Set(said.map { LocaleIdentifier($0.1).canonical })
    guard canonical.count > 1 else { return }
    throw .fileUnreadable(
      path: display,
      reason:
        "its language is unclear: \(said.map(\.0).joined(separator: ", ")); nothing of it was merged"
    )
  }

  /// Throws when a plain XLIFF's name (`de.xliff`) or folder (`de.lproj`) states another
  /// language than its `target-language`, as a bundle's would.
  static func checkNamedLanguage(of path: String, display: String, units: [MergeUnit])
    throws(ToolIssue)
  {
    var said: [(String, String)] = []
    if let stem = namedLanguage(Paths.lastComponent(path)) {
      said.append(("its name says '\(stem)'", stem))
    }
    let folder = Paths.lastComponent(Paths.parent(path))
    if FileTree.isLprojName(folder), let stem = namedLanguage(folder) {
      said.append(("its folder says '\(stem)'", stem))
    }
    try checkAgreement(said, units: units, display: display)
  }

  /// The `targetLocale` of a bundle's `contents.json`; nil when the bundle has none. One that
  /// is there but cannot be read as Xcode writes it refuses the bundle: what it says is unknown.
  static func manifestLocale(_ path: String, display: String, bundle: Checkout) throws(ToolIssue)
    -> String?
  {
    let manifest = Paths.join(path, "contents.json")
    let shown = Paths.join(display, "contents.json")
    guard FileReader.lexists(manifest) else { return nil }
    if let refusal = bundle.refusal(toRead: manifest) {
      throw .fileUnreadable(path: shown, reason: refusal + "; nothing of the bundle was merged")
    }
    let bytes = try FileReader.bytes(manifest, display: shown)
    let root: JSONValue
    do { root = try JSONParser.parse(bytes) } catch {
      throw .fileUnreadable(
        path: shown,
        reason:
          "it is not the JSON Xcode writes (\(error.message)); nothing of the bundle was merged")
    }
    guard root.members != nil else {
      throw .fileUnreadable(
        path: shown,
        reason: "it is no JSON object, as Xcode writes it; nothing of the bundle was merged")
    }
    guard let value = root["targetLocale"] else { return nil }
    guard case .string(let locale, _) = value else {
      throw .fileUnreadable(
        path: shown, reason: "its 'targetLocale' is no string; nothing of the bundle was merged")
    }
    return locale
  }
}
