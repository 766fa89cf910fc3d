import Foundation

/// A purpose string as the permission alert shows it: the title, the message in the alert lines
/// of the length model (README, "The length model"), its headline and budget, and the findings about it — what
/// `report --html` draws.
public struct AlertPreview: Sendable {
  public struct Line: Sendable, Equatable {
    /// The line's text, without the spaces it ends with (they hang past the margin).
    public var text: String
    /// UTF-16 offsets of the line in the text.
    public var range: Range<Int>
    public var isHeadline: Bool
    /// Past the `maxLines` budget, or a headline line past `headlineLines`.
    public var isPastBudget: Bool
  }

  public var target: String
  public var key: String
  /// The protected service ("Camera"), when the registry knows the key.
  public var service: String?
  /// The locale as the project spells it.
  public var locale: String
  /// Whether this is the source language's text (a declaration or the source language's table).
  public var isSource: Bool
  /// Whether it comes from an Info.plist or build setting rather than a table.
  public var isDeclaration: Bool
  public var isRightToLeft: Bool
  public var title: String
  /// Whether a source shows iOS's title for the service (else it is in the common words).
  public var isTitleVerified = true
  /// The alert's buttons, in the order iOS shows them.
  public var buttons = ["Don\u{2019}t Allow", "Allow"]
  public var text: String
  /// The source text it translates (nil for the source itself).
  public var sourceText: String?
  public var lines: [Line]
  public var columns: Int
  public var maxLines: Int
  public var headlineLines: Int
  public var file: String
  public var line: Int
  public var diagnostics: [Diagnostic]

  /// The worst severity among its findings.
  public var worst: Severity? { diagnostics.map(\.severity).max() }

  /// Languages written right to left.
  static let rightToLeft: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "ku",
  ]
}

extension String {
  var trimmingTrailingSpaces: String {
    var scalars = unicodeScalars[...]
    while let last = scalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
