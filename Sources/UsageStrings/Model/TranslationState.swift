/// Where a translation stands, as the input says: the states of XLIFF 1.2 and 2.0 and of String
/// Catalogs, on one scale (docs/MERGE.md, "States"). A unit marked for review stays marked in a
/// catalog; a `.strings` table has no state, so such a unit is merged and listed as unreviewed.
public enum TranslationState: String, Sendable, Hashable {
  /// No translation yet: skipped, whatever the target holds.
  case new
  case translated
  /// Translated, and to be looked at again.
  case needsReview = "needs_review"
  /// Translated by a machine, not yet by a person (a catalog's `machine_translated`).
  case machineTranslated = "machine_translated"

  /// How a message names the mark of an unreviewed unit.
  public var mark: String { self == .machineTranslated ? "machine-translated" : "for review" }

  /// Whether a person still has to look at it.
  public var isUnreviewed: Bool { self == .needsReview || self == .machineTranslated }

  /// An XLIFF state (1.2 on `<target>`, 2.0 on `<segment>`) or a catalog's: `qualifier` is
  /// XLIFF 1.2's `state-qualifier` (`mt-suggestion` marks a machine's work). A state no
  /// standard names is taken as needing review: nothing unknown passes as reviewed.
  public static func of(_ state: String?, qualifier: String? = nil, hasTarget: Bool)
    -> TranslationState
  {
    // A machine's suggestion nobody accepted (`needs-translation`) is no translation yet.
    guard hasTarget, state != "new", state != "needs-translation" else { return .new }
    if qualifier == "mt-suggestion" || state == "machine_translated" { return .machineTranslated }
    switch state {
    case nil, "translated", "signed-off", "final", "reviewed": return .translated
    case "new", "needs-translation": return .new
    // Every other state asks for a look: `needs-review-*`, `needs-l10n`, `needs-adaptation`,
    // XLIFF 2.0's `initial` (a target nobody confirmed), a catalog's `needs_review`.
    default: return .needsReview
    }
  }

  /// The state a catalog records for it.
  public var catalogState: String {
    switch self {
    case .new: return "new"
    case .translated: return "translated"
    case .needsReview: return "needs_review"
    case .machineTranslated: return "machine_translated"
    }
  }

  /// An XLIFF 1.2 `state` and `state-qualifier` for a catalog's state, as `generate` exports it:
  /// read back, each is the same state again.
  public static func xliff(forCatalogState state: String?) -> (state: String?, qualifier: String?) {
    switch state {
    case "new": return (nil, nil)
    case "needs_review": return ("needs-review-l10n", nil)
    case "machine_translated": return ("needs-review-translation", "mt-suggestion")
    case nil, "translated": return ("translated", nil)
    // Another state (`stale`) is no sign of a finished translation.
    default: return ("needs-review-l10n", nil)
    }
  }
}
