@testable import UsageStrings

/// The batches `check` hands over for a folder, as it runs: other languages deferred (read one
/// at a time) unless `deferred` is false, on `workers` threads, paths shown from the options'
/// display base.
func checkBatches(
  _ folder: String, configuration: Configuration, options: LintOptions, deferred: Bool = true,
  workers: Int = 2, collectsChecked: Bool = false, fingerprints: Bool = true
) throws -> [LintBatch] {
  var discovery = configuration.discoveryOptions(displayBase: options.displayBase)
  discovery.defersTranslations = deferred
  let (project, _) = try ProjectDiscovery.discover(folder, options: discovery)
  var batches: [LintBatch] = []
  Linter.lint(
    [LintJob(projects: [project], options: options, discovery: discovery)], workers: workers,
    collectsChecked: collectsChecked, fingerprints: fingerprints
  ) { batches.append($0) }
  return batches
}
