/// The units' outcomes made into batches in file order, as they come back from the threads.
/// Every project's declarations run first: what they find is held, and released in file order
/// beside each language's own findings.
struct LintDelivery {
  let units: [LintUnit]
  let declarationCount: Int
  private var held: [Diagnostic] = []
  private var next = 0
  private var first = LintBatch(
    diagnostics: [], checked: [], issues: [], fileCount: 0, stringCount: 0)
  /// What the batches that may be repeated found.
  private var earlier = Earlier()

  init(declarations: [LintUnit], languages: [LintUnit]) {
    units = declarations + languages
    declarationCount = declarations.count
  }

  /// The batch the outcome of unit `index` completes, if any.
  mutating func take(_ index: Int, _ outcome: LintUnit.Outcome) -> LintBatch? {
    guard index >= declarationCount else { return takeDeclarations(index, outcome) }
    var batch = LintBatch(
      diagnostics: [], checked: outcome.checked, issues: outcome.issues,
      fileCount: outcome.fileCount,
      stringCount: outcome.stringCount, coverage: outcome.coverage)
    // Declaration findings in this language's files, or before the next language's.
    let following = unit(index + 1)?.firstPath
    release(before: following, into: &batch)
    batch.diagnostics =
      batch.diagnostics.isEmpty
      ? outcome.diagnostics : Linter.sortedUnique(outcome.diagnostics + batch.diagnostics)
    // Later units' files sort at or after their first; held findings before it are out.
    batch.completeBelow = following
    return deduplicated(batch)
  }

  /// The batches left at the end: the declarations' when there were none to run, what is held.
  mutating func rest() -> [LintBatch] {
    var batches: [LintBatch] = []
    if declarationCount == 0 { batches.append(deduplicated(first)) }
    var last = LintBatch(diagnostics: [], checked: [], issues: [], fileCount: 0, stringCount: 0)
    release(before: nil, into: &last)
    if !last.diagnostics.isEmpty { batches.append(deduplicated(last)) }
    return batches
  }

  /// A declarations' outcome is held; after the last, the first batch goes out.
  private mutating func takeDeclarations(_ index: Int, _ outcome: LintUnit.Outcome)
    -> LintBatch?
  {
    held += outcome.diagnostics
    first.checked += outcome.checked
    first.issues += outcome.issues
    first.fileCount += units[index].project.fileCount
    first.stringCount += outcome.stringCount
    first.coverage += outcome.coverage
    guard index == declarationCount - 1 else { return nil }
    held = Linter.sortedUnique(held)
    var batch = first
    release(before: unit(index + 1)?.firstPath, into: &batch)
    batch.completeBelow = unit(index + 1)?.firstPath
    return deduplicated(batch)
  }

  private func unit(_ index: Int) -> LintUnit? {
    index < units.count ? units[index] : nil
  }

  /// Moves the held findings in files before `path` (all, for nil) into the batch.
  private mutating func release(before path: String?, into batch: inout LintBatch) {
    var end = next
    while end < held.count, path.map({ (held[end].location?.file ?? "") < $0 }) ?? true {
      end += 1
    }
    batch.diagnostics += held[next..<end]
    next = end
  }

  /// Two targets that build one table check it in two units, one after the other (a third
  /// target's may come between, finding nothing or something else there): what a later one
  /// finds again in it is not reported twice. Batches come in file order, so only a batch that
  /// starts at or before the last file of those before it can repeat them: the others (every
  /// batch, in most runs) are not hashed, and what came before them is let go.
  private mutating func deduplicated(_ batch: LintBatch) -> LintBatch {
    var batch = batch
    let found = batch.diagnostics
    guard let first = found.first?.location?.file else { return batch }
    if let lastFile = earlier.lastFile, first <= lastFile {
      let repeated = earlier.hashed ?? Set(earlier.found)
      batch.diagnostics.removeAll { repeated.contains($0) }
      // Repeats included: a later target's unit repeats them too.
      earlier.found += found
      earlier.hashed = repeated.union(found)
    } else {
      earlier = Earlier(found: found)
    }
    earlier.lastFile = max(earlier.lastFile ?? "", found.last?.location?.file ?? "")
    return batch
  }

  /// What the batches since the last that began past all before it found, and the last file.
  private struct Earlier {
    var found: [Diagnostic] = []
    var hashed: Set<Diagnostic>?
    var lastFile: String?
  }
}
