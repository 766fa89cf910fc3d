/// How serious a finding is. Ordered, so that `--strict` and `--quiet` are one comparison each.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
