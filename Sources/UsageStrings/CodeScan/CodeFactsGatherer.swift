/// Reads the code of a resolved project's targets into their `codeFacts`, before any rule runs:
/// the rules judge the facts and never read a file.
enum CodeFactsGatherer {
  /// Scans every target that has code; returns the files that could not be read.
  static func gather(into model: inout ResolvedProject, displayBase: String?) -> [ToolIssue] {
    var issues: [ToolIssue] = []
    for index in model.targets.indices where !model.targets[index].target.codeFiles.isEmpty {
      let scanned = CodeScanner.scan(model.targets[index].target.codeFiles) { path in
        displayBase.map { Paths.relative(path, to: $0) } ?? path
      }
      model.targets[index] = model.targets[index].with(codeFacts: scanned.facts)
      issues += scanned.issues
    }
    return issues
  }
}
