import UsageStrings

/// `usage-strings rules`: the rule catalogue, or one rule in full.
enum RulesCommand: CLICommand {
  static let spec = CommandSpec(
    name: "rules",
    abstract: "List the rules, or show one with its rationale and examples.",
    discussion:
      "Without an ID, lists every rule with its default severity and summary. With one, shows its summary, rationale and examples — the same examples the tests run.",
    arguments: [
      ArgumentSpec(
        name: "rule-id", help: "A rule ID, such as headline-too-long.", isVariadic: false,
        isRequired: false)
    ],
    options: [markdown.spec, Options.noColor.spec])

  static let markdown = Flag(
    "markdown", "Print the rule reference as Markdown (docs/RULES.md is made with it).")

  static func run(_ context: RunContext) throws -> Int32 {
    let rules = RuleRegistry.all.map(\.description)
    if context.arguments.has(Self.markdown) {
      Terminal.out(RuleReference.markdown(rules))
      return ExitCode.success
    }
    guard let id = context.arguments.positionals.first else {
      let width = rules.map(\.id.count).max() ?? 0
      var output = ""
      for scope in RuleScope.allCases {
        output += "\(title(scope)):\n"
        for rule in rules where rule.scope == scope {
          let padding = String(repeating: " ", count: width - rule.id.count)
          output +=
            "  \(rule.id)\(padding)  \(rule.defaultSeverity.rawValue.padding(7))  \(rule.summary)\n"
        }
        output += "\n"
      }
      Terminal.out(
        output + "See 'usage-strings rules <rule-id>' for a rule's rationale and examples.\n")
      return ExitCode.success
    }
    guard let rule = RuleRegistry.rule(id)?.description else {
      let hint =
        EditDistance.nearest(id, in: rules.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(message: "unknown rule '\(id)'\(hint)", command: spec)
    }
    Terminal.out(describe(rule))
    return ExitCode.success
  }

  static func title(_ scope: RuleScope) -> String {
    switch scope {
    case .source: "Source keys (Info.plist, build settings)"
    case .strings: "Every string, source and translations"
    case .translations: "Translations against the source"
    case .code: "Code and privacy manifest"
    }
  }

  static func describe(_ rule: RuleDescription) -> String {
    var output = "\(rule.id) — \(rule.name)\n\n\(rule.summary).\n\n"
    output +=
      "Default severity: \(rule.defaultSeverity.rawValue)\(rule.isOptIn ? " (opt-in)" : "")\n"
    output += "Applies to: \(title(rule.scope).lowercased())\n\n"
    output += Help.wrap(rule.rationale, indent: 0) + "\n"
    if let fix = rule.safeFix {
      output += "\n" + Help.wrap("check --fix \(fix).", indent: 0) + "\n"
    }
    for example in rule.examples {
      let kind: String
      switch example.kind {
      case .passing: kind = "Passing"
      case .failing: kind = "Failing (↓ marks each finding)"
      case .fix: kind = "Fixed"
      }
      output += "\n\(kind):\n"
      if let configuration = example.configuration {
        output += "  with configuration \(configuration)\n"
      }
      for file in example.files {
        output += "  \(file.path)\n"
        for line in file.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
          file.text.hasSuffix("\n") ? 1 : 0)
        {
          output += "  │ \(line)\n"
        }
      }
      if case .fix(let fixed) = example.kind {
        output += "  becomes\n"
        for line in fixed.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
          fixed.hasSuffix("\n") ? 1 : 0)
        {
          output += "  │ \(line)\n"
        }
      }
    }
    return output
  }
}

extension String {
  func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
