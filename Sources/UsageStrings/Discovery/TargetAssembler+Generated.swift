/// Apps whose Info.plist a tool generates from a configuration the checkout holds (Cordova's
/// `config.xml`, Electron's packager settings): the keys the configuration sets are read where
/// it sets them, and the generated file, never committed, is known only in part.
extension TargetAssembler {
  /// A key a configuration sets, located in its file.
  func configuredEntry(
    key: String, value: String, keyRange: Range<Int>, valueRange: Range<Int>?, in file: TextFile,
    escaping: TextSpan.Escaping
  ) -> SourceEntry {
    SourceEntry(
      key: key, value: value, origin: .infoPlist, configuration: nil,
      keyLocation: file.range(keyRange),
      valueSpan: TextSpan(path: file.path, file: file, content: valueRange, escaping: escaping))
  }

  /// Records that the target at `index` runs with the Info.plist `generated`, which is not here,
  /// with a `missing-file` note at the configuration `path` saying `explanation` (given the
  /// configuration's name as shown).
  mutating func addGeneratedInfoPlist(
    _ generated: String, to index: Int, from path: String, explanation: (String) -> String
  ) {
    pending[index].declared.missingInfoPlists.append(generated)
    let shown = session.display(path)
    var note = MissingFile(path: shown, location: .file(shown), supplies: "", consequence: "")
    note.explanation = explanation(shown)
    session.missing(note)
  }

  /// A target of its own for the configuration at `path`, named by the name it gives (else by
  /// its folder), that file counted as the one setting its keys; returns its index and the
  /// name as given (trimmed, maybe empty).
  mutating func appendConfiguredTarget(named given: String?, path: String) -> (Int, String) {
    claimed.insert(path)
    let name = given?.trimmingWhitespace ?? ""
    let folder = Paths.parent(path)
    let index = appendTarget(
      named: name.isEmpty ? Self.targetName(forFolder: folder, file: path) : name, folder: folder)
    pending[index].declared.buildSettingFiles.append(path)
    return (index, name)
  }
}
