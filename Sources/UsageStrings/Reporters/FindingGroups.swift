/// One finding repeated across locales or keys: the same rule, severity and message once the
/// locale and the key are taken out. People read a group as one entry (`text`, `xcode`,
/// `markdown`); machine formats keep every finding and name its group, so a consumer can fold.
public struct FindingGroup: Sendable {
  /// The group's ID: the same in every format and run for the same finding.
  public var id: String
  /// Indices of the findings, in report order; the first is the one shown.
  public var members: [Int]
  /// The locales of the findings, each once, in order (the development language's and
  /// project-wide findings have none).
  public var locales: [String]
  /// The keys of the findings, each once, in order.
  public var keys: [String]
  /// The locales of each key, for a group across several keys and locales.
  public var localesByKey: [(key: String, locales: [String])]
  /// Where the findings after the first are (`file:line:column`, the file left out where it is
  /// the first's; where the place is the first's, what their first note points at).
  public var places: [String] = []
  /// The files of the findings, each once, in order.
  public var files: [String] = []
  /// Whether each locale's findings are in a file of its own (`de.lproj/…`): the locales then
  /// name the files.
  public var localesNameFiles = true
}

/// Findings folded as they come: each batch's group keys are worked out when it arrives, on the
/// thread that writes the report while the rest of the run goes on, not all at its end.
public struct FindingFolder: Sendable {
  /// Every finding added, in order.
  public private(set) var diagnostics: [Diagnostic] = []
  private var bare: [FindingGroup] = []
  private var byKey: [UInt64: Int] = [:]

  public init() {}

  /// The findings folded at once.
  public init(_ diagnostics: [Diagnostic]) { add(diagnostics) }

  public mutating func add(_ batch: [Diagnostic]) {
    for diagnostic in batch {
      let index = diagnostics.count
      diagnostics.append(diagnostic)
      let hash = FindingGroups.hash(of: diagnostic)
      if let existing = byKey[hash.long] {
        bare[existing].members.append(index)
      } else {
        byKey[hash.long] = bare.count
        bare.append(
          FindingGroup(
            id: FindingGroups.id(hash), members: [index], locales: [], keys: [],
            localesByKey: []))
      }
    }
  }

  /// The groups, in the order of their first finding (`FindingGroups.fold`).
  public func groups() -> [FindingGroup] {
    bare.map { $0.members.count == 1 ? $0 : FindingGroups.detailed($0, diagnostics) }
  }
}

public enum FindingGroups {
  /// The ID of the group a finding belongs to.
  public static func id(of diagnostic: Diagnostic) -> String { id(hash(of: diagnostic)) }

  /// FNV-1a of the rule, severity and template's UTF-8, without normalizing (the reporters ask
  /// it of every finding, on the thread that writes the report): 64 bits to fold by (two
  /// templates never meet by chance), 32 bits to show.
  static func hash(of diagnostic: Diagnostic) -> FNV1a {
    var hash = FNV1a()
    hash.add(fields: [diagnostic.ruleID, diagnostic.severity.rawValue])
    addTemplate(of: diagnostic, to: &hash)
    hash.endField()
    return hash
  }

  /// A group's ID: the short hash as 8 hex digits.
  static func id(_ hash: FNV1a) -> String { String(hash.short, radix: 16).leftPadded(to: 8) }

  /// The findings grouped, groups in the order of their first finding. A group of one is left
  /// bare: a large run's findings are mostly alone, and its lists would only cost memory.
  public static func fold(_ diagnostics: [Diagnostic]) -> [FindingGroup] {
    FindingFolder(diagnostics).groups()
  }

  /// A group with what it holds listed: its locales, keys, places and files.
  static func detailed(_ group: FindingGroup, _ diagnostics: [Diagnostic])
    -> FindingGroup
  {
    var group = group
    var locales = OrderedNames()
    var keys = OrderedNames()
    var byKey: [String: OrderedNames] = [:]
    for index in group.members {
      let diagnostic = diagnostics[index]
      if let locale = diagnostic.locale { locales.add(locale) }
      if let key = diagnostic.key {
        keys.add(key)
        if let locale = diagnostic.locale { byKey[key, default: OrderedNames()].add(locale) }
      }
    }
    group.locales = locales.names
    group.keys = keys.names
    group.localesByKey = keys.names.map { ($0, byKey[$0]?.names ?? []) }
    let first = diagnostics[group.members[0]].location
    group.places = group.members.dropFirst().map { index in
      guard let location = diagnostics[index].location else { return "the project" }
      let at = "\(location.start.line):\(location.start.column)"
      guard location != first else {
        // The same place (one table two targets read): told apart by their notes.
        guard let note = diagnostics[index].notes.first, let noted = note.location else {
          return at
        }
        return "\(at) (\(note.message): \(noted.file):\(noted.start.line):\(noted.start.column))"
      }
      return location.file == first?.file ? at : "\(location.file):\(at)"
    }
    var files = OrderedNames()
    var pairs = Set<[String]>()
    for index in group.members {
      let file = diagnostics[index].location?.file
      if let file { files.add(file) }
      pairs.insert([file ?? "", diagnostics[index].locale ?? ""])
    }
    group.files = files.names
    group.localesNameFiles =
      pairs.count == files.names.count && pairs.count == group.locales.count
    return group
  }

  /// What a group's entry says after its first finding: what else it holds ("15 findings, in 15
  /// locales: da, de, …"), or nil for a group of one.
  /// Each of its lines is on one line whatever the keys and paths it names hold.
  public static func summary(of group: FindingGroup) -> String? {
    guard group.members.count > 1 else { return nil }
    let count = "\(group.members.count) findings like this one"
    let places = group.places
    let sameLocales = Set(group.localesByKey.map { $0.locales })
    if group.keys.count <= 1 || group.locales.isEmpty || sameLocales.count == 1 {
      var parts: [String] = []
      if group.keys.count > 1 {
        parts.append("for \(counted(group.keys, "key")): " + quoted(group.keys))
      }
      if group.locales.count > 1 {
        parts.append(
          "in \(counted(group.locales, "locale")): " + group.locales.joined(separator: ", "))
      }
      if parts.isEmpty {
        return DisplayText.line(count + ", also at " + places.joined(separator: ", "))
      }
      return DisplayText.line(count + ", " + parts.joined(separator: "; ") + filesPart(group))
    }
    let lines = group.localesByKey.map {
      "'\($0.key)' in \(counted($0.locales, "locale")): " + $0.locales.joined(separator: ", ")
    }
    return
      ([
        count
          + ", for \(counted(group.keys, "key")) in \(counted(group.locales, "locale"))\(filesPart(group)):"
      ]
      + lines).map(DisplayText.line).joined(separator: "\n")
  }

  /// The files, where the locales do not name them (one file per locale): a catalog holds many
  /// languages, and two targets' tables of one language are two files.
  private static func filesPart(_ group: FindingGroup) -> String {
    guard group.files.count > 1, !group.localesNameFiles else { return "" }
    return "; in \(counted(group.files, "file")): " + group.files.joined(separator: ", ")
  }

  private static func counted(_ names: [String], _ noun: String) -> String {
    "\(names.count) \(noun)\(names.count == 1 ? "" : "s")"
  }

  private static func quoted(_ keys: [String]) -> String {
    keys.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// Hashes the message with its locale and key taken out. Two-letter codes that are English
  /// words ("it", "no") are taken out wherever they stand, so that Italian's "for it" and
  /// Danish's "for it" read alike. Read through buffers and hashed as it goes: slices of arrays
  /// retain their storage at every word, and the template is never shown.
  static func addTemplate(of diagnostic: Diagnostic, to hash: inout FNV1a) {
    (diagnostic.key ?? "").withUTF8Bytes { key in
      (diagnostic.locale ?? "").withUTF8Bytes { locale in
        // A key that is no word ("Share Extension unavailable", a catalog's key) goes whole
        // first.
        guard !key.isEmpty, !key.allSatisfy(isWord) else {
          return diagnostic.message.withUTF8Bytes {
            addWithoutNames($0, locale: locale, key: key, to: &hash)
          }
        }
        replacing(Array(key), in: Array(diagnostic.message.utf8)).withUnsafeBufferPointer {
          addWithoutNames($0, locale: locale, key: key, to: &hash)
        }
      }
    }
  }

  /// Hashes the bytes of a message with each word that is the locale, the key or a word-like
  /// code replaced by the placeholder 0x01.
  private static func addWithoutNames(
    _ message: UnsafeBufferPointer<UInt8>, locale: UnsafeBufferPointer<UInt8>,
    key: UnsafeBufferPointer<UInt8>, to hash: inout FNV1a
  ) {
    var start = 0
    while start < message.count {
      guard isWord(message[start]) else {
        hash.add(byte: message[start])
        start += 1
        continue
      }
      var end = start + 1
      while end < message.count, isWord(message[end]) { end += 1 }
      let word = UnsafeBufferPointer(rebasing: message[start..<end])
      // Lengths first: a generic comparison walks the bytes of every word of every message.
      let named =
        (word.count == locale.count && word.elementsEqual(locale))
        || (word.count == key.count && word.elementsEqual(key))
        || (word.count == 2 && wordLikeCodes.contains { $0.elementsEqual(word) })
      if named { hash.add(byte: 0x01) } else { hash.add(word) }
      start = end
    }
  }

  /// Words are runs of ASCII letters, digits, '-' and '_', and of non-ASCII bytes.
  private static func isWord(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == 0x2D || byte == 0x5F || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// The bytes with each occurrence of `pattern` replaced by the placeholder 0x01.
  private static func replacing(_ pattern: [UInt8], in bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
        bytes[index..<index + pattern.count].elementsEqual(pattern)
      {
        result.append(0x01)
        index += pattern.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// ISO 639-1 codes that are also English words a message may use.
  static let wordLikeCodes: [[UInt8]] = [
    "am", "an", "as", "be", "he", "hi", "id", "in", "is", "it", "my", "no", "or", "so", "to",
  ].map { Array($0.utf8) }
}

/// Names each kept once, in the order first seen.
private struct OrderedNames {
  var names: [String] = []
  var seen: Set<String> = []

  mutating func add(_ name: String) {
    if seen.insert(name).inserted { names.append(name) }
  }
}
