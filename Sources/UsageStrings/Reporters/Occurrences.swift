/// Fingerprints that tell apart findings with one identity (two doubled spaces in one value):
/// the second and later get their occurrence appended, in report order. GitLab keeps one issue
/// per fingerprint, and SARIF consumers match results by them.
struct Occurrences {
  private var seen: [String: Int] = [:]

  mutating func fingerprint(of diagnostic: Diagnostic) -> String {
    let identity = diagnostic.identity
    let occurrence = seen[identity, default: 0] + 1
    seen[identity] = occurrence
    return occurrence == 1 ? identity : "\(identity)-\(occurrence)"
  }
}
