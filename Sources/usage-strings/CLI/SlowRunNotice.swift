import Foundation

/// A line on a terminal's standard error for a run that takes longer than two seconds, saying
/// what it is doing — a quick run shows nothing, a pipe or a file never gets it. Written from a
/// timer, so past the output guard: the tool's own words, and at most a path of the checkout
/// made one line by `DisplayText.line` (no line of it can start a workflow command).
final class SlowRunNotice: @unchecked Sendable {
  /// How long a run goes before it says what it does (`USAGE_STRINGS_PROGRESS_DELAY`, in seconds,
  /// lets a test see the line without a slow run).
  static let delay =
    ProcessInfo.processInfo.environment["USAGE_STRINGS_PROGRESS_DELAY"].flatMap(Double.init) ?? 2

  private let lock = NSLock()
  private var text: String
  private var shown = false
  /// Cleared for the report: the timer must not draw the line under what the report writes.
  private var hidden = false
  private var finished = false
  /// Made only when enabled: a timer released before it was resumed ends the process.
  private var timer: DispatchSourceTimer?

  /// Starts the clock; `enabled` false (not a terminal, `--quiet`) shows nothing ever.
  init(_ text: String, enabled: Bool) {
    self.text = text
    guard enabled else {
      finished = true
      return
    }
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.setEventHandler { [weak self] in self?.show() }
    timer.schedule(deadline: .now() + Self.delay)
    timer.resume()
    self.timer = timer
  }

  /// What the line says from now on, shown at once when the line is up; `hidden` clears it
  /// instead (the report is about to be written on the same terminal).
  func update(_ text: String, hidden: Bool = false) {
    lock.withLock {
      self.text = text
      let wasHidden = self.hidden
      self.hidden = hidden
      guard shown, !finished, !(hidden && wasHidden) else { return }
      write("\u{1B}[2K" + (hidden ? "" : "\(text)\r"))
    }
  }

  /// Clears the line, if it was shown, and stops the clock.
  func finish() {
    lock.withLock {
      guard !finished else { return }
      finished = true
      timer?.cancel()
      if shown { write("\u{1B}[2K") }
    }
  }

  private func show() {
    lock.withLock {
      guard !finished, !hidden else { return }
      shown = true
      write("\u{1B}[2K\(text)\r")
    }
  }

  private func write(_ line: String) {
    FileHandle.standardError.write(Data(line.utf8))
  }
}
