/// The new tables a run adds to projects' variant groups, gathered so that each project file is
/// edited once, whatever the number of languages.
struct ProjectEdits {
  /// Per project file (absolute), the edits in the order they came: group, region, and path
  /// relative to the group.
  private var pending: [String: [(group: String, region: String, path: String)]] = [:]

  /// Records that `table` (absolute), a new table of `target`, must be added to its project's
  /// variant group; where the project keeps no group there (a folder Xcode keeps in step with
  /// the disk, no project at all), nothing is needed.
  mutating func add(
    _ table: String, of target: ResolvedTarget, editsProject: Bool, notes: inout [String],
    displayBase: String
  ) {
    guard let group = target.target.localization.group,
      Paths.parent(Paths.parent(table)) == group.folder
    else { return }
    let folder = Paths.lastComponent(Paths.parent(table))
    let region = String(folder.dropLast(6))
    // A pseudo-locale must never ship: its table stays out of the project.
    guard Pseudolocale(region: region) == nil else { return }
    let path = folder + "/" + Paths.lastComponent(table)
    guard editsProject else {
      notes.append(
        "add \(path) to the InfoPlist.strings of '\(target.target.name)' in \(Paths.relative(Paths.parent(group.projectFile), to: displayBase)) (and \(region) to its localizations), or the app does not ship it"
      )
      return
    }
    pending[group.projectFile, default: []].append((group.groupID, region, path))
  }

  mutating func add(
    _ table: String, of target: ResolvedTarget, options: GenerateOptions, notes: inout [String]
  ) {
    add(
      table, of: target, editsProject: options.editsProject, notes: &notes,
      displayBase: options.displayBase)
  }

  /// The edited project files, each from the bytes on disk (or `current`, what the run already
  /// made of it).
  func writes(
    displayBase: String, current: (String) -> [UInt8]? = { _ in nil }, notes: inout [String]
  ) -> [PlannedWrite] {
    pending.keys.sorted().compactMap { file in
      let display = Paths.relative(file, to: displayBase)
      guard let original = current(file) ?? (try? FileReader.bytes(file, display: display))
      else { return nil }
      var text = original
      for edit in pending[file]! {
        guard
          let edited = ProjectEdit.addingLocalization(
            text, group: edit.group, region: edit.region, path: edit.path)
        else {
          notes.append(
            "\(edit.path) could not be added to \(display) safely; add it to the target's InfoPlist.strings in Xcode, or the app does not ship it"
          )
          continue
        }
        text = edited
      }
      return PlannedWrite(path: file, display: display, bytes: text, existing: original)
    }
  }
}
