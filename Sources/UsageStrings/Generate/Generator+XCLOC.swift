/// `.xcloc` exports, laid out as Xcode's `-exportLocalizations` writes them: per language,
/// `contents.json`, `Localized Contents/<lang>.xliff` (the XLIFF `--format xliff` writes),
/// `Source Contents/` with each target's source-language table at its `original` path, and
/// `Notes/` (empty: Xcode puts screenshots there; the command creates it).
extension Generator {
  /// A target's source table, as an export carries it.
  struct SourceContent {
    /// The `original` of the target's `<file>`, relative to the project's folder.
    var original: String
    var bytes: [UInt8]
  }

  /// The source table of a target: its own bytes where it is on disk, else one written from
  /// the source texts (an app whose source is its Info.plist).
  static func sourceContent(_ target: ResolvedTarget, entries: [GenerateEntry], project: Project)
    -> SourceContent
  {
    let original = xliffOriginal(target, project: project)
    // The source table, or the catalog the export names, as it is on disk.
    if let table = sourceCatalog(target)
      ?? target.target.sourceTable.flatMap({ $0.format == .strings ? $0 : nil }),
      let bytes = try? FileReader.bytes(table.absolutePath, display: table.path)
    {
      return SourceContent(original: original, bytes: bytes)
    }
    let text = entries.map {
      OpenStepEscapes.quoted($0.key) + " = " + OpenStepEscapes.quoted($0.source) + ";\n"
    }.joined()
    return SourceContent(original: original, bytes: Array(text.utf8))
  }

  /// The `.xcloc` folder of a language.
  static func xclocFolder(_ language: String, options: GenerateOptions) -> String {
    Paths.join(options.outputDirectory ?? options.displayBase, "\(language).xcloc")
  }

  static func xclocWrites(
    _ files: [String: [XLIFFWriter.File]], sources: [SourceContent], developmentRegion: String,
    project: String?, options: GenerateOptions
  ) -> [PlannedWrite] {
    var writes = xliffWrites(files, options: options) { language in
      Paths.join(xclocFolder(language, options: options), "Localized Contents/\(language).xliff")
    }
    for language in files.keys.sorted() {
      let folder = xclocFolder(language, options: options)
      var members: [(String, JSONValue)] = [("developmentRegion", .string(developmentRegion))]
      if let project { members.append(("project", .string(project))) }
      members += [
        ("targetLocale", .string(language)),
        (
          "toolInfo",
          .object([
            ("toolID", .string("usage-strings")), ("toolName", .string("usage-strings")),
            ("toolVersion", .string(options.version)),
          ])
        ),
        ("version", .string("1.0")),
      ]
      let contents = JSONPrinter.print(.object(members), style: .xcode) + "\n"
      writes.append(planned(Paths.join(folder, "contents.json"), Array(contents.utf8), options))
      var seen: Set<String> = []
      for source in sources where seen.insert(source.original).inserted {
        writes.append(
          planned(Paths.join(folder, "Source Contents/" + source.original), source.bytes, options))
      }
    }
    return writes
  }

  /// A write of `bytes` to `path`, against what is there now.
  private static func planned(_ path: String, _ bytes: [UInt8], _ options: GenerateOptions)
    -> PlannedWrite
  {
    let display = Paths.relative(path, to: options.displayBase)
    return PlannedWrite(
      path: path, display: display, bytes: bytes,
      existing: try? FileReader.bytes(path, display: display))
  }
}
