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
    let contents = Paths.join(path, "Localized Contents")
    let files = FileReader.contents(of: contents).filter { Paths.pathExtension($0) == "xliff" }
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
    try checkLanguage(of: path, display: display, units: units)
    return units
  }

  /// Throws when the bundle's statements of its language (its `contents.json`, its name, its
  /// XLIFF files) are not one.
  static func checkLanguage(of path: String, display: String, units: [MergeUnit])
    throws(ToolIssue)
  {
    var said: [(String, String)] = []
    if let locale = manifestLocale(path) { said.append(("contents.json says '\(locale)'", locale)) }
    // A name such as `Loop-export.xcloc` says nothing; `de.xcloc`, `pt-BR.xcloc` do.
    let stem = String(Paths.lastComponent(path).dropLast(".xcloc".count))
    if let language = stem.split(separator: "-").first, (2...3).contains(language.count),
      LocaleIdentifier(stem).isUsable
    {
      said.append(("its name says '\(stem)'", stem))
    }
    // A bundle that names no language of its own may hold several (one XLIFF each).
    guard !said.isEmpty else { return }
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

  /// The `targetLocale` of a bundle's `contents.json`, where it has one.
  static func manifestLocale(_ path: String) -> String? {
    let manifest = Paths.join(path, "contents.json")
    guard let bytes = try? FileReader.bytes(manifest, display: manifest),
      let root = try? JSONParser.parse(bytes), case .string(let locale, _)? = root["targetLocale"]
    else { return nil }
    return locale
  }
}
