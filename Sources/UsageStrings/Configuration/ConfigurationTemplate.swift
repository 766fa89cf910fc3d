/// The file `usage-strings config init` writes: every key with its default and a line saying what
/// it does. JSON has no comments, so each comment is a member whose name starts with `//`, which
/// the loader skips; `null` is the default too, so the file loads as written and changes nothing
/// until a value is set.
public enum ConfigurationTemplate {
  public static let text = """
    {
      "//": "usage-strings configuration. Every key is optional; null means the default. See the README's Configuration section.",
      "version": 1,
      "// sourceLanguage": "The language of the Info.plist texts, when the project does not say (e.g. \\"en\\").",
      "sourceLanguage": null,
      "// languages": "Languages the app ships besides its .lproj folders and catalogs; generate writes these.",
      "languages": null,
      "// include": "Folders to check instead of the whole one, relative to this file.",
      "include": null,
      "// exclude": "Folders never to check, relative to this file.",
      "exclude": [],
      "// rules": "Per rule: \\"off\\", \\"error\\", \\"warning\\" or \\"note\\" (see usage-strings rules).",
      "rules": {},
      "// length": "The alert's budget: columns per line, lines always seen, lines at most; per locale under locales.",
      "length": {"lineColumns": null, "headlineLines": null, "maxLines": null, "locales": {}},
      "// targets": "Which folders' translations belong to which target, over what discovery finds.",
      "targets": {},
      "// includeTestTargets": "Check unit- and UI-test bundles and libraries' sample apps too (they never ship).",
      "includeTestTargets": false,
      "// history": "Read the git history on every check: translations of an older source are stale.",
      "history": false,
      "// dictionaries": "Use hunspell's dictionaries for wrong-language.",
      "dictionaries": false,
      "// baseline": "A baseline file (relative to this file): its findings are not reported.",
      "baseline": null,
      "// locales": "A folder of locale files laid over the built-in Locales/.",
      "locales": null,
      "// format": "What generate writes for a target with no translations yet: \\"strings\\" or \\"xcstrings\\".",
      "format": null,
      "// templates": "A folder of generate's templates laid over the built-in ones.",
      "templates": null
    }

    """
}

extension ConfigurationTemplate {
  /// Writes the template as `.usage-strings.json` in `folder`, never over one that is there.
  /// - Returns: the path written.
  public static func write(into folder: String, display: String) throws(ToolIssue) -> String {
    let path = Paths.join(folder, ConfigurationLoader.fileName)
    let shown = Paths.join(display, ConfigurationLoader.fileName)
    guard !FileReader.exists(path) else {
      throw .fileUnwritable(path: shown, reason: "it exists; 'config dump' shows what it sets")
    }
    try AtomicWriter.write(Array(text.utf8), to: path, display: shown)
    return shown
  }
}
