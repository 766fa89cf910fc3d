import Foundation
import UsageStrings

/// Runs of `generate` and `merge` read files, plan, then write: when another run (or an editor)
/// changed a file in between, the commit refuses and the run plans again from what is on disk
/// now, so that neither run's work is lost.
enum CommitRetry {
  /// How many times a run plans again before it gives up.
  static let attempts = 100

  /// Plans with `plan` and commits what it returns, confined to `checkouts`, planning again
  /// after `fileChanged`. Returns the plan that was committed (or that failed for another
  /// reason, with the issue).
  static func run<Plan>(
    _ plan: () throws -> Plan, changes: (Plan) -> DiskChanges, confinedTo checkouts: [Checkout]
  ) throws -> (plan: Plan, issue: ToolIssue?) {
    var attempt = 1
    while true {
      let planned = try plan()
      do {
        try changes(planned).commit(confinedTo: checkouts)
        return (planned, nil)
      } catch .fileChanged where attempt < attempts {
        attempt += 1
        // Another run is committing: let it finish before reading again.
        usleep(UInt32.random(in: 1_000...(5_000 * UInt32(min(attempt, 20)))))
      } catch {
        return (planned, error)
      }
    }
  }
}
