import Foundation

/// Reads what a project's git history says of its translations: for each translated key, the
/// source text its translation was made from, found by reading each version of the tables and
/// Info.plists with the project's own readers (`git log` and `git cat-file`, never a checkout).
enum TranslationHistoryReader {
  /// `buildSettings`: an `.xcconfig` or a `project.pbxproj`, whose `INFOPLIST_KEY_…` settings
  /// declare keys.
  enum FileKind: Sendable { case strings, catalog, infoPlist, buildSettings }

  /// A file whose history is read: its absolute path, its kind and the language of its texts
  /// (empty for a `.strings` table or an Info.plist; a catalog's holds every language).
  struct File: Sendable, Hashable {
    var path: String
    var kind: FileKind
    var locale: String
  }

  /// What one target's staleness depends on.
  struct TargetFiles: Sendable {
    var sourceTable: File?
    var infoPlists: [File]
    var buildSettings: [File] = []
    /// Other languages' tables: `locale` is the language (a catalog appears once per language).
    var translations: [File]
    var keys: [String]
    /// The names the app goes by (its product and display names), which "the app" may stand
    /// for in a reworded source.
    var names: [String] = []
    /// The source language (its primary subtag), whose content words are compared.
    var sourceLanguage = "en"
  }

  /// The history of `targets`' files in the repository whose work tree's top is `top` (nil: the
  /// checked folder is in no work tree).
  static func read(top repositoryTop: String?, targets: [TargetFiles]) -> TranslationHistory {
    let git: Git
    let top: String
    switch open(top: repositoryTop) {
    case .failure(let reason): return TranslationHistory(unavailable: reason.text)
    case .success(let opened): (git, top) = opened
    }
    let files = Set(
      targets.flatMap { target in
        (target.sourceTable.map { [$0] } ?? []) + target.infoPlists + target.buildSettings
          + target.translations
      }.map { File(path: $0.path, kind: $0.kind, locale: "") })
    let relative = relativePaths(files, top: top)
    guard !relative.isEmpty else { return TranslationHistory() }
    let log: GitLog
    switch self.log(of: relative, git: git) {
    case .failure(let reason): return TranslationHistory(unavailable: reason.text)
    case .success(let read): log = read
    }
    var history = TranslationHistory()
    let timelines = self.timelines(
      of: files, relative: relative, log: log, git: git,
      settingCommits: settingCommits(files, relative: relative, git: git, gaps: &history.gaps),
      gaps: &history.gaps)
    history.commitCount = log.commits.count
    // The names of every edition: a white-label source's "the app" may stand for any of them.
    let names = targets.flatMap(\.names).uniqued()
    let records = targets.flatMap { StaleTranslationFinder.records($0, timelines: timelines) }
    var appearances: [String: (made: Int, madeFrom: String)] = [:]
    for target in targets {
      appearances.merge(StaleTranslationFinder.appearances(target, timelines: timelines)) {
        $0.made >= $1.made ? $0 : $1
      }
    }
    let language = targets.first?.sourceLanguage ?? "en"
    for stale in StaleTranslationFinder.stale(
      records, appearances: appearances, log: log, content: ContentWords.of(language: language),
      names: names)
    {
      history.stale[stale.id] = stale
    }
    return history
  }

  /// The files' paths relative to the work tree's top, for those inside it.
  static func relativePaths(_ files: Set<File>, top: String) -> [String: String] {
    var relative: [String: String] = [:]
    for file in files {
      let real = realPath(file.path)
      if real.hasPrefix(top + "/") { relative[file.path] = String(real.dropFirst(top.count + 1)) }
    }
    return relative
  }

  /// The commits that touched files of these names anywhere (a renamed folder keeps its files'
  /// names), with what each did.
  static func log(of relative: [String: String], git: Git) -> Result<GitLog, Unavailable> {
    let fileNames = Set(relative.values.map { Paths.lastComponent($0) }).sorted()
    do {
      return .success(
        GitLog.parse(try git.run(GitLog.arguments(fileNames.map { ":(glob)**/\($0)" }))))
    } catch {
      return .failure(.init(text: "history unavailable: git log failed (\(error))"))
    }
  }

  /// Why a history could not be read, as a note says it.
  struct Unavailable: Error { var text: String }

  /// The git of the work tree whose top is `top`, and its top (real path); why not, where not:
  /// no work tree, no git, a shallow clone.
  static func open(top repositoryTop: String?) -> Result<(Git, String), Unavailable> {
    guard let repositoryTop else {
      return .failure(.init(text: "history unavailable: not in a git work tree"))
    }
    do {
      let git = try Git.find(top: repositoryTop)
      if String(decoding: try git.run(["rev-parse", "--is-shallow-repository"]), as: UTF8.self)
        .trimmingWhitespace == "true"
      {
        let depth = String(decoding: try git.run(["rev-list", "--count", "HEAD"]), as: UTF8.self)
          .trimmingWhitespace
        return .failure(
          .init(
            text:
              "history unavailable: shallow clone of depth \(depth); run `git fetch --unshallow` to check translations against their history"
          ))
      }
      return .success((git, realPath(git.workTree)))
    } catch .notFound {
      return .failure(.init(text: "history unavailable: git was not found"))
    } catch {
      return .failure(.init(text: "history unavailable: git cannot read the repository (\(error))"))
    }
  }

  /// Every file's texts, version by version: the work tree, then each commit that changed it.
  /// The commits that changed an `INFOPLIST_KEY_` line of a project file read (`git log -G`):
  /// a project file changes in most commits, and only those versions can change a source. Nil
  /// when no project file is read.
  static func settingCommits(
    _ files: Set<File>, relative: [String: String], git: Git, gaps: inout [String]
  ) -> Set<String>? {
    let projects = files.filter { $0.kind == .buildSettings && $0.path.hasSuffix(".pbxproj") }
      .compactMap { relative[$0.path] }
    guard !projects.isEmpty else { return nil }
    do {
      let output = try git.run(
        ["log", "-G", BuildSettingTexts.prefix, "--format=%H", "--"] + projects)
      return Set(String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init))
    } catch {
      gaps.append(
        "history incomplete: the versions of the project file were not read (git log failed: \(error)); keys whose source is a build setting are not judged by their history"
      )
      return []
    }
  }

  static func timelines(
    of files: Set<File>, relative: [String: String], log: GitLog, git: Git,
    settingCommits: Set<String>? = nil, gaps: inout [String]
  ) -> [String: TextTimeline] {
    var wanted: [(file: File, commit: Int, path: String)] = []
    for file in files {
      guard let path = relative[file.path] else { continue }
      let isProject = file.kind == .buildSettings && file.path.hasSuffix(".pbxproj")
      for version in log.versions(of: path)
      where !isProject
        || settingCommits?.contains(log.commits[version.commit].revision.commit) != false
      {
        wanted.append((file, version.commit, version.path))
      }
    }
    wanted.sort { $0.commit < $1.commit }
    if wanted.count > maximumVersions {
      gaps.append(
        "history incomplete: \(wanted.count) versions of the files, of which the newest \(maximumVersions) were read"
      )
      wanted = Array(wanted.prefix(maximumVersions))
    }
    let request = wanted.map { (commit: log.commits[$0.commit].revision.commit, path: $0.path) }
    var blobs = [[UInt8]?](repeating: nil, count: request.count)
    do {
      let skipped = try GitBlobs.read(
        request, git: git, each: FileReader.maximumSize, total: maximumBytes
      ) { index, contents in blobs[index] = contents }
      if skipped.tooLarge > 0 {
        gaps.append(
          "history incomplete: \(skipped.tooLarge) version\(skipped.tooLarge == 1 ? "" : "s") over \(FileReader.maximumSize >> 20) MB \(skipped.tooLarge == 1 ? "was" : "were") not read"
        )
      }
      if skipped.pastTotal > 0 {
        gaps.append(
          "history incomplete: \(skipped.pastTotal) older version\(skipped.pastTotal == 1 ? "" : "s") past the \(maximumBytes >> 20) MB a history reads \(skipped.pastTotal == 1 ? "was" : "were") not read"
        )
      }
    } catch {
      gaps.append(
        "history incomplete: the files' versions were not read (git cat-file failed: \(error))")
    }
    var timelines: [String: TextTimeline] = [:]
    for file in files {
      let bytes = try? FileReader.bytes(file.path, display: file.path)
      timelines[file.path] = TextTimeline(versions: [
        (-1, bytes.map { texts($0, kind: file.kind, path: file.path) } ?? [:])
      ])
    }
    for (index, item) in wanted.enumerated() {
      guard let bytes = blobs[index] else { continue }
      timelines[item.file.path]?.versions.append(
        (item.commit, texts(bytes, kind: item.file.kind, path: item.path)))
    }
    return timelines
  }

  /// What a file's bytes say, by language and key, read with the project's own readers.
  static func texts(_ bytes: [UInt8], kind: FileKind, path: String) -> TextTimeline.Texts {
    switch kind {
    case .strings:
      switch StringsTableFile.read(path: path, bytes: bytes) {
      case .text(let document):
        var values: [String: String] = [:]
        for entry in document.entries where values[entry.key] == nil {
          values[entry.key] = entry.stringValue
        }
        return ["": values]
      case let table: return ["": table.pairs ?? [:]]
      }
    case .infoPlist:
      var values: [String: String] = [:]
      for member in PlistDocument.read(path: path, bytes: bytes).root?.members ?? [] {
        if let text = member.value.string { values[member.key] = text }
      }
      return ["": values]
    case .buildSettings:
      return ["": BuildSettingTexts.read(bytes, path: path)]
    case .catalog:
      guard case .success(let catalog) = XCStringsCatalog.read(TextFile(path: path, bytes: bytes))
      else { return [:] }
      var texts: TextTimeline.Texts = [:]
      for entry in catalog.entries {
        for localization in entry.localizations {
          if let unit = localization.units.first(where: { $0.variation.isEmpty }) {
            texts[localization.locale, default: [:]][entry.key] = unit.value
          }
        }
      }
      return texts
    }
  }

  /// At most this many versions of the files are read, the newest first.
  static let maximumVersions = 50_000
  /// At most this many bytes of versions are held.
  static let maximumBytes = 256 << 20

  static func realPath(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}
