import Foundation

/// What `check --fix` writes: the fixes of the rules that declare a safe one
/// (`RuleDescription.safeFix`), which cannot change what a person reads. Each file is edited
/// where the findings point and nowhere else, in its own encoding, and a `.strings` table is
/// read again before it is written: the edit must leave every key in place.
public enum SafeFixes {
  public struct Plan: Sendable {
    /// One write per file changed (project files that name a renamed file among them).
    public var writes: [PlannedWrite] = []
    /// The files to rename, before the writes (a renamed file's own edits land at its new name).
    public var renames: [PlannedRename] = []
    /// The findings the writes and renames fix.
    public var fixed: [Diagnostic] = []
    /// Files left as they are, each with why: an edit that would not read as before, a file
    /// that could not be read.
    public var skipped: [Skip] = []

    public var isEmpty: Bool { writes.isEmpty && renames.isEmpty }

    /// The plan as one change of the disk: a rename is never done without its project files'
    /// edits, nor they without it.
    public var changes: DiskChanges { DiskChanges(writes: writes, renames: renames) }
  }

  public struct Skip: Sendable, Equatable {
    public var file: String
    public var reason: String
  }

  /// The writes that fix what can be fixed of `diagnostics`. A finding whose edits conflict with
  /// another's in the same file waits for the next pass (the caller checks again and repeats).
  /// `projectFiles` (as shown) are where a renamed file's old spelling is replaced.
  public static func plan(
    _ diagnostics: [Diagnostic], rules: [RuleDescription], displayBase: String,
    projectFiles: [String] = []
  ) -> Plan {
    let safe = Set(rules.filter { $0.safeFix != nil }.map(\.id))
    var byFile: [String: [(diagnostic: Diagnostic, edits: [TextEdit])]] = [:]
    var plan = Plan()
    for diagnostic in diagnostics where safe.contains(diagnostic.ruleID) {
      guard let file = diagnostic.location?.file, let fix = diagnostic.fixes.first else { continue }
      if let renamed = fix.renamedTo {
        let rename = PlannedRename(
          from: Paths.join(displayBase, file), to: Paths.join(displayBase, renamed),
          displayFrom: file, displayTo: renamed)
        if !plan.renames.contains(rename) { plan.renames.append(rename) }
        plan.fixed.append(diagnostic)
      } else if !fix.edits.isEmpty {
        byFile[file, default: []].append((diagnostic, fix.edits))
      }
    }
    planProjectEdits(&plan, projectFiles: projectFiles, displayBase: displayBase)
    for file in byFile.keys.sorted() {
      let absolute = Paths.join(displayBase, file)
      let bytes: [UInt8]
      do {
        bytes = try FileReader.bytes(absolute, display: file)
      } catch {
        plan.skipped.append(Skip(file: file, reason: error.message))
        continue
      }
      let original = TextFile(path: file, bytes: bytes)
      var taken: [TextEdit] = []
      var fixed: [Diagnostic] = []
      for item in byFile[file]! {
        guard
          !item.edits.contains(where: { edit in
            edit.range.upperBound > original.text.count
              || taken.contains { $0.conflicts(with: edit) }
          })
        else { continue }
        taken += item.edits
        fixed.append(item.diagnostic)
      }
      let written = original.encoded(TextEdit.apply(taken, to: original.text))
      guard written != bytes else { continue }
      guard readsAsBefore(original, written) else {
        plan.skipped.append(Skip(file: file, reason: "the edited file would not read as before"))
        continue
      }
      plan.writes.append(
        PlannedWrite(path: absolute, display: file, bytes: written, existing: bytes))
      plan.fixed += fixed
    }
    return plan
  }

  /// The project files' edits of the plan's renames; where a project file cannot be read, no
  /// rename at all (a renamed table its project still names by the old spelling would not ship).
  private static func planProjectEdits(
    _ plan: inout Plan, projectFiles: [String], displayBase: String
  ) {
    do {
      plan.writes += try projectEdits(
        plan.renames, projectFiles: projectFiles, displayBase: displayBase)
    } catch {
      plan.skipped += plan.renames.map {
        Skip(
          file: $0.displayFrom,
          reason: "\(error.message), and the project names it there by its old spelling")
      }
      let renamed = Set(plan.renames.map(\.displayFrom))
      plan.fixed.removeAll { $0.location.map { renamed.contains($0.file) } ?? false }
      plan.renames = []
    }
  }

  /// Each project file that names a renamed file by its old spelling (`de.lproj/infoplist.strings`),
  /// with the new one there.
  static func projectEdits(
    _ renames: [PlannedRename], projectFiles: [String], displayBase: String
  ) throws(ToolIssue) -> [PlannedWrite] {
    guard !renames.isEmpty else { return [] }
    var writes: [PlannedWrite] = []
    for file in Set(projectFiles).sorted() {
      let absolute = Paths.join(displayBase, file)
      let bytes = try FileReader.bytes(absolute, display: file)
      var text = String(decoding: bytes, as: UTF8.self)
      for rename in renames {
        // The spelling a project writes: the table's folder and name, after a delimiter (so that
        // `se.lproj/…` is not found inside `Base.lproj/…`).
        let old = Paths.components(rename.displayFrom).suffix(2).joined(separator: "/")
        let new = Paths.components(rename.displayTo).suffix(2).joined(separator: "/")
        text = replacing(old, with: new, in: text)
      }
      let written = Array(text.utf8)
      if written != bytes {
        writes.append(PlannedWrite(path: absolute, display: file, bytes: written, existing: bytes))
      }
    }
    return writes
  }

  /// Whether an edited file still reads as it did: a `.strings` table with the same keys (as
  /// Foundation reads it), an XML plist that parses, a catalog that is JSON.
  private static func readsAsBefore(_ original: TextFile, _ written: [UInt8]) -> Bool {
    let edited = TextFile(path: original.path, bytes: written)
    switch Paths.pathExtension(original.path) {
    case "strings":
      // In whichever form the table is (text, XML): it still reads, with the same keys.
      let before = StringsTableFile.read(path: original.path, bytes: original.bytes)
      let after = StringsTableFile.read(path: edited.path, bytes: written)
      return after.isReadable && after.form == before.form && before.keys == after.keys
    case "plist": return (try? XMLPlistParser.parse(edited.text)) != nil
    case "xcstrings", "json": return (try? JSONParser.parse(edited.text)) != nil
    default: return true
    }
  }

  /// `text` with each `old` that follows a delimiter of a project file (a space, quote, slash or
  /// `=`, or the start) replaced by `new`.
  static func replacing(_ old: String, with new: String, in text: String) -> String {
    var result = ""
    var rest = text[...]
    while let range = rest.range(of: old) {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let bounded = before.map { " \t\n\"/=".contains($0) } ?? true
      result += rest[..<range.lowerBound] + (bounded ? new : old)
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
