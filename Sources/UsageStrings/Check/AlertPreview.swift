import Foundation

/// A purpose string as the permission alert shows it: the title, the message in the alert lines
/// of the length model (SPEC §5.1), its headline and budget, and the findings about it — what
/// `report --html` draws.
public struct AlertPreview: Sendable {
  public struct Line: Sendable, Equatable {
    /// The line's text, without the spaces it ends with (they hang past the margin).
    public var text: String
    /// UTF-16 offsets of the line in the text.
    public var range: Range<Int>
    public var isHeadline: Bool
    /// Past the `maxLines` budget.
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
  static let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "ku"]

  /// The previews of every purpose string of `projects`, source and translations, in target,
  /// key and locale order, each with the findings of `diagnostics` about it.
  public static func build(_ projects: [Project], options: LintOptions, diagnostics: [Diagnostic]) -> [AlertPreview] {
    var byString: [String: [Diagnostic]] = [:]
    for diagnostic in diagnostics {
      guard let key = diagnostic.key else { continue }
      byString[key + "\u{0}" + (diagnostic.locale ?? ""), default: []].append(diagnostic)
    }
    var previews: [AlertPreview] = []
    for project in projects {
      let context = LintContext(
        project: project, configuration: options.configuration, locales: options.locales, registry: options.registry,
        languages: options.canonicalLanguages, displayBase: options.displayBase, shared: options.shared)
      for target in context.targets {
        let app = displayName(of: target)
        for string in target.strings where string.isPurpose && string.variation.isEmpty {
          let policy = context.policy(for: string.locale)
          let analysis = context.analysis(of: string)
          let units = analysis.units
          let headline = (try? analysis.headline()) ?? 0..<0
          let measured = (try? analysis.lines(width: policy.lineColumns)) ?? []
          let lines = measured.enumerated().map { index, line in
            Line(
              text: UTF16Text.string(units[line.range]).trimmingTrailingSpaces, range: line.range,
              isHeadline: line.range.lowerBound < headline.upperBound && line.range.upperBound > headline.lowerBound,
              isPastBudget: index >= policy.maxLines)
          }
          let key = string.parentKey ?? string.key
          let service = context.registry[key]?.service
          let locale = string.table?.locale.raw ?? target.target.sourceLanguage.raw
          let location = string.keyLocation
          previews.append(
            AlertPreview(
              target: target.target.name, key: string.key, service: service,
              locale: locale, isSource: string.table.map(target.isSourceTable) ?? true, isDeclaration: string.table == nil,
              isRightToLeft: rightToLeft.contains(string.locale.language),
              title: AlertTitle.title(forKey: key, service: service, app: app[string.table?.locale.raw ?? ""] ?? app[""] ?? target.target.name),
              text: string.text, sourceText: string.table == nil ? nil : target.sources[string.key]?.text,
              lines: lines, columns: policy.lineColumns, maxLines: policy.maxLines, headlineLines: policy.headlineLines,
              file: location.file, line: location.start.line,
              diagnostics: byString[string.key + "\u{0}" + (string.reportedLocale ?? ""), default: []]))
        }
      }
    }
    return merged(previews).sorted { ($0.target, $0.key, $0.isSource ? 0 : 1, $0.locale) < ($1.target, $1.key, $1.isSource ? 0 : 1, $1.locale) }
  }

  /// One preview per target, key and locale: the source language's table entry is what the
  /// system shows over the declaration (and one configuration's declaration stands for all),
  /// with the findings of both.
  static func merged(_ previews: [AlertPreview]) -> [AlertPreview] {
    var chosen: [String: AlertPreview] = [:]
    var order: [String] = []
    for preview in previews {
      let id = preview.target + "\u{0}" + preview.key + "\u{0}" + preview.locale
      guard var existing = chosen[id] else {
        chosen[id] = preview
        order.append(id)
        continue
      }
      let diagnostics = existing.diagnostics + preview.diagnostics.filter { !existing.diagnostics.contains($0) }
      // A table entry over a declaration (the source language's table is what the system shows),
      // and a repeated table key's last value (the one the system reads); the first of several
      // declarations (one per build configuration) stands for them all.
      if !preview.isDeclaration { existing = preview }
      existing.diagnostics = diagnostics
      chosen[id] = existing
    }
    return order.compactMap { chosen[$0] }
  }

  /// The app's name per locale ("" for the source): `CFBundleDisplayName`, else `CFBundleName`.
  static func displayName(of target: TargetCheck) -> [String: String] {
    var names: [String: String] = [:]
    for name in ["CFBundleName", "CFBundleDisplayName"] {
      if let source = target.sources[name]?.text, !source.contains("$(") { names[""] = source }
      for table in target.tables {
        if let value = table.entry(forKey: name)?.value, !value.contains("$(") { names[table.locale.raw] = value }
      }
    }
    return names
  }
}

/// The title iOS gives a permission alert. The system writes it in the user's language; the
/// preview shows the English form, since the app does not supply it.
public enum AlertTitle {
  public static func title(forKey key: String, service: String?, app: String) -> String {
    let quoted = "\u{201C}\(app)\u{201D}"
    switch key {
    case let key where key.hasPrefix("NSLocation"):
      return "Allow \(quoted) to use your location?"
    case "NSUserTrackingUsageDescription":
      return "Allow \(quoted) to track your activity across other companies\u{2019} apps and websites?"
    case "NSFaceIDUsageDescription":
      return "Do you want to allow \(quoted) to use Face ID?"
    case "NSLocalNetworkUsageDescription":
      return "\(quoted) would like to find and connect to devices on your local network"
    case "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription":
      return "\(quoted) Would Like to Use Bluetooth"
    case "NSMicrophoneUsageDescription":
      return "\(quoted) Would Like to Access the Microphone"
    case "NSCameraUsageDescription":
      return "\(quoted) Would Like to Access the Camera"
    default:
      // The registry's "(legacy)" and similar notes are not the system's words.
      let name = service.map { $0.replacingOccurrences(of: #" \([^)]*\)"#, with: "", options: .regularExpression) }
      return "\(quoted) Would Like to Access \(name.map { "Your \($0)" } ?? "Your Data")"
    }
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var scalars = unicodeScalars[...]
    while let last = scalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
