/// What a rule reports; the linter adds the rule's ID and the effective severity.
public struct Finding: Sendable {
  public var message: String
  public var location: SourceRange?
  public var key: String?
  public var locale: String?
  public var notes: [Diagnostic.Note]
  public var fixes: [Diagnostic.Fix]
  /// A severity other than the rule's default, for rules whose findings differ in weight.
  public var severity: Severity?
  /// Facts a tool reading the JSON report can use (`Diagnostic.properties`).
  public var properties: [String: String] = [:]

  public init(
    _ message: String, at location: SourceRange?, key: String? = nil, locale: String? = nil,
    notes: [Diagnostic.Note] = [], fixes: [Diagnostic.Fix] = [], severity: Severity? = nil
  ) {
    self.message = message
    self.location = location
    self.key = key
    self.locale = locale
    self.notes = notes
    self.fixes = fixes
    self.severity = severity
  }
}

/// A validation rule: its description, and a pure check of a resolved project that never touches
/// the file system.
public protocol Rule: SendableType {
  static var description: RuleDescription { get }
  static func check(_ context: RuleContext, _ emit: (Finding) -> Void)
}

/// A rule that checks one string at a time. The linter runs all of them in one pass over the
/// strings, so that each string is analysed once (`StringAnalysis`) whatever the rules ask.
package protocol StringRule: Rule {
  /// What the rule works out once per target before its strings are checked.
  associatedtype Prepared: Sendable
  /// Whether translations that copy their source are checked too (rules about the copy itself);
  /// every other finding about such a text is the source's own.
  static var checksSourceCopies: Bool { get }
  /// Whether strings longer than `CheckedString.oversizedBytes` are checked: wrapping or reading
  /// megabytes of text says nothing that the size finding does not, and takes seconds.
  static var checksOversizedStrings: Bool { get }
  static func prepare(_ target: ResolvedTarget, _ context: RuleContext) -> Prepared
  static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget, prepared: Prepared,
    _ context: RuleContext,
    _ emit: (Finding) -> Void)
  /// The rule bound to a target, ready for its strings (the default prepares first).
  static func bound(to target: ResolvedTarget, _ context: RuleContext) -> any BoundStringRule
}

/// A string rule that needs nothing worked out per target.
package protocol PlainStringRule: StringRule where Prepared == Void {
  static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext,
    _ emit: (Finding) -> Void)
}

/// A string rule bound to one target, with what it prepared for it: what the linter calls for
/// each of the target's strings. A class, so that calling it through the list copies no target.
package protocol BoundStringRule: AnyObject {
  func check(
    _ string: CheckedString, _ text: StringAnalysis, _ context: RuleContext,
    _ emit: (Finding) -> Void)
}

private final class Bound<R: StringRule>: BoundStringRule {
  let target: ResolvedTarget
  let prepared: R.Prepared

  init(target: ResolvedTarget, prepared: R.Prepared) {
    self.target = target
    self.prepared = prepared
  }

  func check(
    _ string: CheckedString, _ text: StringAnalysis, _ context: RuleContext,
    _ emit: (Finding) -> Void
  ) {
    R.check(string, text, in: target, prepared: prepared, context, emit)
  }
}

/// A plain rule bound to a target: its check called directly, without the `prepared` one.
private final class BoundPlain<R: PlainStringRule>: BoundStringRule {
  let target: ResolvedTarget

  init(target: ResolvedTarget) { self.target = target }

  func check(
    _ string: CheckedString, _ text: StringAnalysis, _ context: RuleContext,
    _ emit: (Finding) -> Void
  ) {
    R.check(string, text, in: target, context, emit)
  }
}

extension StringRule {
  package static var checksSourceCopies: Bool { false }
  package static var checksOversizedStrings: Bool { false }

  /// The rule bound to `target`, its preparation done by the first part of the run that asks.
  package static func bound(to target: ResolvedTarget, _ context: RuleContext)
    -> any BoundStringRule
  {
    let key = target.target.identity(in: context.project) + "\u{0}" + description.id
    return Bound<Self>(
      target: target, prepared: context.caches.prepared(key) { prepare(target, context) })
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      let rule = bound(to: target, context)
      let leftovers = OrphanPurposeStringRule.leftoverKeys(of: target, context)
      for string in target.strings
      where string.isChecked(
        includingSourceCopies: checksSourceCopies, includingOversized: checksOversizedStrings)
        && !leftovers.contains(string.key)
      {
        rule.check(string, context.analysis(of: string), context, emit)
      }
    }
  }
}

extension PlainStringRule {
  package static func prepare(_ target: ResolvedTarget, _ context: RuleContext) {}

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget, prepared: Void,
    _ context: RuleContext,
    _ emit: (Finding) -> Void
  ) {
    check(string, text, in: target, context, emit)
  }

  package static func bound(to target: ResolvedTarget, _ context: RuleContext)
    -> any BoundStringRule
  {
    BoundPlain<Self>(target: target)
  }
}
