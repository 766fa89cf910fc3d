import UsageStrings

/// `--languages`, checked: an item that is no language code (`de;fr`) is a usage error naming
/// it, and one shaped like a code that ICU does not know (`zz`) is left out with a warning — never
/// dropped in silence.
func languageList(
  _ option: Option<[String]>, _ arguments: ParsedArguments, spec: CommandSpec
) throws(UsageError) -> [String]? {
  guard let items = arguments.list(option) else { return nil }
  guard !items.isEmpty else {
    throw UsageError(
      message: "--\(option.spec.name) names no language; give one or more, such as de,fr",
      command: spec)
  }
  var known: [String] = []
  for item in items {
    switch LocaleIdentifier.request(item) {
    case .known: known.append(item)
    case .unknown:
      if !arguments.has(Options.quiet) {
        Terminal.error(
          "warning: '\(item)' is no language ICU knows; nothing is done for it\n")
      }
    case .malformed:
      throw UsageError(
        message:
          "'\(item)' is not a language code (such as de, pt-BR or zh-Hans); separate languages with commas: --\(option.spec.name) de,fr",
        command: spec)
    }
  }
  return known
}
