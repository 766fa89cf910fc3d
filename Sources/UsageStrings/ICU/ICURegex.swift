import CICU

extension ICU {
  /// A regular expression compiled by ICU (case-insensitive), matched at the start of UTF-16
  /// text: what `NSRegularExpression` does on both platforms, without bridging each text to
  /// `NSString` and back (which cost more than the match on a large run).
  ///
  /// Not thread-safe: each thread uses its own (through its `TextAnalyzer`), compiled or cloned.
  package final class Regex {
    private let handle: OpaquePointer

    package init(_ pattern: String) throws {
      let units = Array(pattern.utf16)
      var status: Int32 = 0
      guard let handle = usicu_regex_open(units, Int32(units.count), &status) else {
        throw ICUError(function: "usicu_regex_open", code: status == 0 ? 1 : status)
      }
      self.handle = handle
    }

    private init(handle: OpaquePointer) { self.handle = handle }

    deinit { usicu_regex_close(handle) }

    /// A copy that shares the compiled pattern (a fraction of the cost of compiling), for
    /// another thread: several threads may clone one expression at once.
    package func clone() throws -> Regex {
      var status: Int32 = 0
      guard let handle = usicu_regex_clone(handle, &status) else {
        throw ICUError(function: "usicu_regex_clone", code: status == 0 ? 1 : status)
      }
      return Regex(handle: handle)
    }

    /// The UTF-16 range of the first match anywhere in `units`, or nil.
    package func firstMatch(_ units: [UInt16]) -> Range<Int>? {
      var status: Int32 = 0
      var end: Int32 = -1
      let start = usicu_regex_find(handle, units, Int32(units.count), &end, &status)
      return status <= 0 && start >= 0 && end >= start ? Int(start)..<Int(end) : nil
    }

    /// The length (UTF-16 units) of the match at the start of `units`, or nil.
    package func prefixMatch(_ units: [UInt16]) -> Int? {
      var status: Int32 = 0
      let end = usicu_regex_prefix(handle, units, Int32(units.count), &status)
      return status <= 0 && end >= 0 ? Int(end) : nil
    }
  }
}
