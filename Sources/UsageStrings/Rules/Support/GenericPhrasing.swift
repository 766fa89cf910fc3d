/// Tells a purpose string that names a resource ("This app needs access to your camera") from
/// one that names a feature, with the locale's `genericPatterns` and `purposeConnectors`.
///
/// A pattern matches the resource phrase at the start of the text. What follows decides: nothing
/// (or a few words with no purpose) means generic; a connector that introduces a purpose ("to",
/// "um … zu", "ために") means the feature is named.
enum GenericPhrasing {
  /// Languages written without spaces between words: connectors match as prefixes.
  static let unspacedLanguages: Set<String> = ["ja", "zh", "th", "lo", "km", "my"]

  /// The matched generic phrase (as a UTF-16 range of `text`), when the text is generic.
  ///
  /// `units` are the text's UTF-16 units when the caller has them already. A text that starts
  /// with one of `appNames` is matched as if it started with the locale's `appSubject`.
  static func genericPhrase(
    in text: String, units known: [UInt16]? = nil, policy: LocalePolicy, language: String,
    context: RuleContext, appNames: [String] = []
  ) -> Range<Int>? {
    if let phrase = genericPhrase(
      in: text, units: known, policy: policy, language: language, context: context)
    {
      return phrase
    }
    guard let subject = policy.appSubject,
      let (head, name, rest) = nameAtStart(of: text, among: appNames + nameReferences)
    else { return nil }
    return genericPhrase(
      in: head + subject + rest, units: nil, policy: policy, language: language, context: context
    ).map { 0..<max(1, $0.upperBound - subject.utf16.count + name.utf16.count) }
  }

  /// Where a text names the app at its start: first (after blanks, which are dropped), or after
  /// its first word ("Allow Trips to access your camera", the text Expo's and React Native's
  /// permission plugins write for an app that gives none); what comes before and after it.
  static func nameAtStart(of text: String, among names: [String]) -> (
    head: Substring, name: String, rest: Substring
  )? {
    if let name = names.first(where: { startsWithName(text, $0) }) {
      return ("", name, text.drop { $0.isWhitespace }.dropFirst(name.count))
    }
    guard let space = text.firstIndex(of: " ") else { return nil }
    let second = text[text.index(after: space)...]
    guard let name = names.first(where: { startsWithName(second, $0) }) else { return nil }
    return (text[...space], name, second.dropFirst(name.count))
  }

  /// The build settings that stand for the app's name where a text is written before Xcode
  /// expands them (Expo's default "Allow $(PRODUCT_NAME) to access your camera").
  static let nameReferences = ["$(PRODUCT_NAME)", "${PRODUCT_NAME}"]

  /// Whether a text starts with an app's name, then a space.
  static func startsWithName(_ text: some StringProtocol, _ name: String) -> Bool {
    // Most texts start otherwise, which their first byte after ASCII blanks settles before any
    // character is counted: for a name in ASCII, another ASCII character in either case, or a
    // byte that starts no white space.
    if let nameFirst = name.utf8.first, nameFirst < 0x80,
      let first = WhiteSpace.firstByteAfterASCIIBlanks(of: text),
      first < 0x80 ? first | 0x20 != nameFirst | 0x20 : !WhiteSpace.mayStartNonASCII(first)
    {
      return false
    }
    let trimmed = text.drop { $0.isWhitespace }
    // As many characters as the name has, and one more: counting the whole text's characters
    // would break every translation into graphemes for each name.
    guard !name.isEmpty,
      let end = trimmed.index(
        trimmed.startIndex, offsetBy: name.count, limitedBy: trimmed.endIndex),
      end < trimmed.endIndex
    else { return false }
    return trimmed[end].isWhitespace && trimmed[..<end].lowercased() == name.lowercased()
  }

  /// The match of the patterns alone.
  private static func genericPhrase(
    in text: String, units known: [UInt16]?, policy: LocalePolicy, language: String,
    context: RuleContext
  ) -> Range<Int>? {
    // One expression for all the patterns: the first that matches wins, as it would one by one.
    let combined = context.analyzer.genericPhrasing(sources: policy.sources) {
      context.caches.genericExpression(sources: policy.sources) {
        policy.genericPatterns.map { "(?:\($0))" }.joined(separator: "|")
      }
    }
    let units: [UInt16]
    if let known, text.withUTF8Bytes(isPlainlySpaced) {
      units = known
    } else {
      units = UTF16Text.units(of: normalize(text))
    }
    guard let end = combined?.prefixMatch(units) else { return nil }
    func namesAPurpose(after end: Int) -> Bool {
      let remainder = UTF16Text.string(units[end...])
      return Self.namesAPurpose(
        remainder, connectors: policy.purposeConnectors, language: language,
        accessVerbs: policy.accessVerbs, subject: policy.appSubject)
        || endsInAPurposeVerb(remainder, policy: policy)
    }
    // After the whole word too: a compound is one noun ("Mikrofonzugriff für Spracheingabe"
    // names its purpose after "-zugriff", not after "Mikrofon").
    let wordEnd = unspacedLanguages.contains(language) ? end : wordEnd(units, from: end)
    if namesAPurpose(after: end) || (wordEnd > end && namesAPurpose(after: wordEnd)) {
      return nil
    }
    return 0..<end
  }

  /// Where the word that a match ends in ends; a hyphen between letters is part of it.
  static func wordEnd(_ units: [UInt16], from end: Int) -> Int {
    func isLetter(_ index: Int) -> Bool {
      index < units.count
        && (Unicode.Scalar(units[index])?.properties.isAlphabetic ?? false)
    }
    var end = end
    while isLetter(end) || (end < units.count && units[end] == 0x2D && isLetter(end + 1)) {
      end += 1
    }
    return end
  }

  /// Whether more than three words follow a generic `phrase` of `text` (more than six letters
  /// in a language written without spaces).
  static func saysMore(after phrase: Range<Int>, in text: String, language: String) -> Bool {
    let units = UTF16Text.units(of: normalize(text))
    guard phrase.upperBound < units.count else { return false }
    // The phrase's own sentence: "… Vous pouvez modifier cela dans les Réglages." after it
    // says how to allow it, not what for.
    let rest = UTF16Text.string(units[phrase.upperBound...]).prefix {
      !Self.sentenceEnds.contains($0)
    }
    if unspacedLanguages.contains(language) {
      return rest.unicodeScalars.filter(\.properties.isAlphabetic).count > 6
    }
    return rest.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
      .count > 3
  }

  /// The characters that end a sentence.
  static let sentenceEnds: Set<Character> = [".", "!", "?", ";", "。", "！", "？", "；"]

  /// Whether the last word of what follows the phrase is an infinitive that says what the app
  /// does, in a language that puts the verb last (`LocalePolicy.finalVerbEndings`): small
  /// letters (German writes its nouns with a capital), not one of the verbs of access.
  static func endsInAPurposeVerb(_ remainder: String, policy: LocalePolicy) -> Bool {
    // One clause: "…, bitte in den Einstellungen einschalten" or "…. Sie kann geändert werden"
    // says how to allow it, not what for.
    var clause = Substring(remainder)
    while let last = clause.last, last.isWhitespace || last.isPunctuation { clause.removeLast() }
    while let first = clause.first, first.isWhitespace || first.isPunctuation {
      clause.removeFirst()
    }
    guard !policy.finalVerbEndings.isEmpty, !clause.contains(where: { ",.;:!?".contains($0) }),
      let last = clause.split(whereSeparator: { !$0.isLetter }).last,
      last.first?.isLowercase == true
    else { return false }
    return !policy.accessVerbs.contains(String(last))
      && policy.finalVerbEndings.contains { last.count > $0.count + 2 && last.hasSuffix($0) }
  }

  /// Collapses whitespace (no-break spaces included) so that patterns see single spaces, and
  /// leaves it out at either end. White_Space by `WhiteSpace`'s list: a table lookup per letter
  /// cost more than the match. What lies between spaces is copied a run at a time.
  static func normalize(_ text: String) -> String {
    text.withUTF8Bytes { bytes in
      // Most texts have single spaces and none at either end: they stay as they are.
      if isPlainlySpaced(bytes) { return text }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let spaces = index
        while index < bytes.count, case let length = whiteSpaceLength(bytes, at: index), length > 0
        {
          index += length
        }
        let start = index
        while index < bytes.count, whiteSpaceLength(bytes, at: index) == 0 { index += 1 }
        guard index > start else { break }
        if start > spaces, !output.isEmpty { output.append(0x20) }
        output += UnsafeBufferPointer(rebasing: bytes[start..<index])
      }
      return String(decoding: output, as: UTF8.self)
    }
  }

  /// Whether `normalize` would leave a text as it is: its only white space (White_Space, a
  /// stable set) is single spaces between other characters.
  static func isPlainlySpaced(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.first != 0x20, bytes.last != 0x20 else { return false }
    for index in bytes.indices {
      if bytes[index] == 0x20 {
        if index + 1 < bytes.count, bytes[index + 1] == 0x20 { return false }
      } else if whiteSpaceLength(bytes, at: index) > 0 {
        return false
      }
    }
    return true
  }

  /// The length of the White_Space scalar that starts at `index`, or 0. Above ASCII, only a
  /// lead byte `WhiteSpace.mayStartNonASCII` names is decoded.
  @inline(__always)
  private static func whiteSpaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x80 { return WhiteSpace.isASCIIBlank(byte) ? 1 : 0 }
    guard WhiteSpace.mayStartNonASCII(byte) else { return 0 }
    let (value, length) = UTF8Scalar.decode(bytes, at: index)
    return WhiteSpace.isNonASCII(value) ? length : 0
  }

  /// Whether what follows a generic phrase names a purpose: it starts with a connector, or holds
  /// one and is more than a few words long.
  static func namesAPurpose(
    _ remainder: String, connectors: [String], language: String, accessVerbs: Set<String> = [],
    subject: String? = nil
  ) -> Bool {
    // Lower-cased by ICU's letters: the standard library's mapping of a whole remainder in
    // another script cost a hundred thousand instructions.
    let trimmed = WordMarkers.lowercased(
      String(remainder.unicodeScalars.drop { $0.properties.isWhitespace || isPunctuation($0) }))
    guard !trimmed.isEmpty else { return false }
    let unspaced = unspacedLanguages.contains(language)
    // Each connector lower-cased once, not at every place it is looked for.
    let prepared = connectors.map(Connector.init)
    func matches(_ connector: Connector, at text: Substring) -> Bool {
      guard !connector.isEnding, text.hasPrefix(connector.word) else { return false }
      let rest = text.dropFirst(connector.word.count)
      // A condition names a purpose only with a clause after it: "if you want to upload
      // photos", not "if possible" or "if you allow it".
      if connector.isClause {
        return rest.first.map { !$0.isLetter } ?? false
          && rest.split(whereSeparator: \.isWhitespace).count > 3
      }
      if connector.isPrefix || unspaced { return true }
      return (rest.first.map { !$0.isLetter } ?? true)
        && !saysNothing(after: connector.word, rest, subject: subject)
    }
    if prepared.contains(where: { matches($0, at: Substring(trimmed)) }) { return true }
    // A word's ending that makes it a purpose (Finnish "lukemiseen", "for reading"), anywhere.
    let endings = prepared.filter(\.isEnding)
    if !endings.isEmpty,
      trimmed.split(whereSeparator: { !$0.isLetter }).contains(where: { word in
        !accessVerbs.contains(String(word))
          && endings.contains { word.count > $0.word.count + 1 && word.hasSuffix($0.word) }
      })
    {
      return true
    }
    // A connector later in a longer remainder ("…, please, so that we can …"). Without spaces
    // there are no words to count, so only connectors of two characters or more are looked for.
    let words = trimmed.split(whereSeparator: \.isWhitespace)
    guard words.count > 3 || (unspaced && trimmed.count > 6) else { return false }
    let candidates = unspaced ? prepared.filter { $0.writtenLength >= 2 } : prepared
    var index = trimmed.startIndex
    while index < trimmed.endIndex {
      let atWordStart =
        index == trimmed.startIndex || !trimmed[trimmed.index(before: index)].isLetter
      if atWordStart || unspaced, candidates.contains(where: { matches($0, at: trimmed[index...]) })
      {
        return true
      }
      index = trimmed.index(after: index)
    }
    return false
  }

  /// Whether what follows a connector says neither a feature nor more than the request: the app
  /// and nothing else ("We would like to use Bluetooth for the app", treecounter's); only the
  /// state of the app after "when" or "while" ("when open", One Second Diary's); only the word
  /// "purpose" after "for" ("for tracking purpose", MVF's).
  static func saysNothing(after connector: String, _ rest: Substring, subject: String?) -> Bool {
    // Most connectors have a clause after them, longer than any of these.
    guard rest.utf8.count <= 40 else { return false }
    let words = rest.split { $0.isWhitespace || $0.isPunctuation }
    let phrase = words.joined(separator: " ")
    if appReferences.contains(phrase) || subject.map({ phrase == $0.lowercased() }) == true {
      return true
    }
    switch connector {
    case "when", "while": return namesOnlyAMode(phrase)
    case "for": return namesOnlyAPurposeWord(words)
    default: return false
    }
  }

  /// Whether the words after "for" name a purpose by the word alone ("tracking purposes",
  /// "this purpose").
  static func namesOnlyAPurposeWord(_ words: [Substring]) -> Bool {
    guard let last = words.last, ["purpose", "purposes"].contains(last) else { return false }
    return words.dropLast().allSatisfy {
      ["tracking", "this", "that", "these", "those", "various", "some", "other"].contains($0)
    }
  }

  /// Whether the phrase after "when" or "while" is only the state of the app: "This app needs
  /// access to location when open" (One Second Diary) names no feature.
  static func namesOnlyAMode(_ phrase: String) -> Bool {
    if appModes.contains(phrase) { return true }
    return appReferences.contains { app in
      ["using ", "you use ", "you are using ", "you re using "].contains { phrase == $0 + app }
        || (phrase.hasPrefix(app + " is ")
          && appModes.contains(String(phrase.dropFirst(app.count + 4))))
    }
  }

  /// The states of an app a text may name after "when" or "while" (English).
  static let appModes: Set<String> = [
    "open", "opened", "running", "active", "in use", "in the background", "in background",
    "in the foreground", "closed", "not in use",
  ]

  /// How English texts name the app after a connector.
  static let appReferences: Set<String> = [
    "the app", "this app", "our app", "the application", "this application", "our application",
  ]

  /// A connector as `Locales/` writes it: a word, the beginning of one ("zu-"), the ending of
  /// one ("-miseen"), or a word that introduces a clause ("if…"), which names a purpose only
  /// with more than three words after it.
  struct Connector {
    /// Lower-cased, without the hyphen of a beginning or ending or the ellipsis of a clause.
    var word: String
    var isPrefix: Bool
    var isEnding: Bool
    var isClause: Bool
    /// Its length in characters as written, the mark included.
    var writtenLength: Int

    init(_ written: String) {
      isPrefix = written.hasSuffix("-")
      isEnding = written.hasPrefix("-")
      isClause = written.hasSuffix("…")
      let bare = isEnding ? written.dropFirst() : Substring(written)
      word = (isPrefix || isClause ? String(bare.dropLast()) : String(bare)).lowercased()
      writtenLength = written.count
    }
  }

  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .otherPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation:
      true
    default: false
    }
  }
}
