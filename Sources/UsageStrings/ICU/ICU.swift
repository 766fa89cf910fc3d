import CICU
import Foundation

/// An ICU call that failed, with ICU's name for the status code.
public struct ICUError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The CICU function that failed.
  public let function: String
  /// ICU's UErrorCode.
  public let code: Int32

  /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  public var name: String { String(cString: usicu_error_name(code)) }
  public var description: String { "ICU \(function) failed: \(name)" }
}

/// The only Swift file that calls CICU: it turns status codes into thrown errors, and keeps ICU's
/// types from leaking further.
package enum ICU {
  static func check(_ status: Int32, _ function: String) throws {
    // Negative codes are warnings (such as U_USING_DEFAULT_WARNING), not failures.
    if status > 0 { throw ICUError(function: function, code: status) }
  }

  /// The ICU version the tool runs with, such as "72.1".
  package static var version: String {
    var buffer = [CChar](repeating: 0, count: 32)
    usicu_version(&buffer, Int32(buffer.count))
    return string(buffer)
  }

  /// The Unicode version of ICU's character data, such as "15.0".
  package static var unicodeVersion: String {
    var buffer = [CChar](repeating: 0, count: 32)
    usicu_unicode_version(&buffer, Int32(buffer.count))
    return string(buffer)
  }

  private static func string(_ buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Calls a CICU function that writes a C string into a buffer, growing it once when needed.
  private static func cString(
    _ function: String, capacity: Int = 64,
    _ call: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
  ) throws -> String {
    var size = capacity
    for _ in 0..<2 {
      var buffer = [CChar](repeating: 0, count: size + 1)
      var status: Int32 = 0
      let length = Int(call(&buffer, Int32(size), &status))
      // 15 is U_BUFFER_OVERFLOW_ERROR.
      if status == 15 || length > size {
        size = length + 1
        continue
      }
      try check(status, function)
      return string(buffer)
    }
    throw ICUError(function: function, code: 15)
  }

  /// Calls a CICU function that writes UTF-16 into a buffer, growing it once when needed.
  private static func utf16(
    _ text: String, _ function: String,
    _ call: (
      UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<UInt16>, Int32,
      UnsafeMutablePointer<Int32>
    ) -> Int32
  ) throws -> String {
    var size = max(16, text.utf16.count * 3 / 2)
    for _ in 0..<2 {
      var output = [UInt16](repeating: 0, count: size)
      var status: Int32 = 0
      let length = Int(withUTF16(text) { call($0, $1, &output, Int32(size), &status) })
      if status == 15 || length > size {
        size = length + 1
        continue
      }
      try check(status, function)
      return UTF16Text.string(output[..<length])
    }
    throw ICUError(function: function, code: 15)
  }

  /// Calls `body` with the UTF-16 of `text` and its length; the pointer is never nil, even for
  /// empty text, because ICU rejects a nil buffer.
  private static func withUTF16<R>(
    _ text: String, _ body: (UnsafePointer<UInt16>, Int32) -> R
  ) -> R {
    var units = Array(text.utf16)
    let count = Int32(units.count)
    units.append(0)
    return units.withUnsafeBufferPointer { body($0.baseAddress!, count) }
  }

  // MARK: Break iteration

  /// The kinds of ICU break iterator.
  package enum BreakKind: Int32, Sendable {
    case character = 0
    case word = 1
    case line = 2
    case sentence = 3
  }

  /// A reusable ICU break iterator over UTF-16 text it owns. Not thread-safe: one per thread.
  package final class BreakIterator {
    private let handle: OpaquePointer
    private var buffer: UnsafeMutablePointer<UInt16>
    private var capacity: Int

    package init(_ kind: BreakKind, locale: String) throws {
      var status: Int32 = 0
      guard let handle = usicu_break_open(kind.rawValue, locale, &status) else {
        throw ICUError(function: "usicu_break_open", code: status == 0 ? 1 : status)
      }
      try ICU.check(status, "usicu_break_open")
      self.handle = handle
      capacity = 256
      buffer = .allocate(capacity: capacity)
    }

    deinit {
      usicu_break_close(handle)
      buffer.deallocate()
    }

    /// Sets the text, copying it into the iterator's own buffer.
    package func setText<C: Collection>(_ units: C) throws where C.Element == UInt16 {
      if units.count > capacity {
        buffer.deallocate()
        capacity = units.count
        buffer = .allocate(capacity: capacity)
      }
      var index = 0
      let copied = units.withContiguousStorageIfAvailable { source in
        if let base = source.baseAddress { buffer.update(from: base, count: source.count) }
        return source.count
      }
      if let copied {
        index = copied
      } else {
        for unit in units {
          buffer[index] = unit
          index += 1
        }
      }
      var status: Int32 = 0
      usicu_break_set_text(handle, buffer, Int32(index), &status)
      try ICU.check(status, "usicu_break_set_text")
    }

    /// The next boundary (a UTF-16 offset), or nil at the end.
    package func next() -> Int? {
      let offset = usicu_break_next(handle)
      return offset < 0 ? nil : Int(offset)
    }
  }

  // MARK: Character properties

  /// The binary properties the rules use.
  package enum Property: Int32, Sendable {
    case emoji = 0
    case extendedPictographic = 1
    case defaultIgnorable = 2
    case regionalIndicator = 3
    case emojiModifier = 4
    case fullCompositionExclusion = 5
  }

  package static func has(_ property: Property, _ scalar: Unicode.Scalar) -> Bool {
    usicu_has_property(Int32(scalar.value), property.rawValue) != 0
  }

  // MARK: Scripts

  /// The ISO 15924 code of a code point's script ("Zyyy" for Common, "Zinh" for Inherited).
  package static func script(of scalar: Unicode.Scalar) -> String {
    var status: Int32 = 0
    let code = usicu_script(Int32(scalar.value), &status)
    return status > 0 ? "Zzzz" : String(cString: usicu_script_short_name(code))
  }

  /// The ISO 15924 code of an ICU script code ("Latn").
  package static func scriptName(_ code: Int32) -> String {
    String(cString: usicu_script_short_name(code))
  }

  /// The English name of a script, for people ("Arabic", "Old Italic"; the code where ICU has
  /// none).
  package static func scriptDisplayName(_ code: String) -> String {
    guard let number = scriptCode(code), number >= 0 else { return code }
    let name = String(cString: usicu_script_long_name(number)).replacingOccurrences(
      of: "_", with: " ")
    return name.isEmpty ? code : name
  }

  /// The script code of an ISO 15924 name, or nil when ICU knows no such script. The composite
  /// writing systems (Jpan, Kore, Hans, Hant, Hrkt) are codes too, though no character has them.
  package static func scriptCode(_ name: String) -> Int32? {
    let code = usicu_script_for_name(name)
    if code >= 0 { return code }
    return ["Jpan", "Kore", "Hans", "Hant", "Hrkt"].contains(name) ? -2 : nil
  }

  /// The ISO 15924 codes of the scripts a locale is written in, such as ["Kana", "Hira", "Hani"].
  package static func scripts(ofLocale locale: String) throws -> [String] {
    var codes = [Int32](repeating: 0, count: 16)
    var status: Int32 = 0
    let count = usicu_locale_scripts(locale, &codes, Int32(codes.count), &status)
    try check(status, "usicu_locale_scripts")
    return codes.prefix(Int(count)).map { String(cString: usicu_script_short_name($0)) }
  }

  /// The letters of a locale's standard and auxiliary exemplar sets (CLDR), in both cases;
  /// empty when ICU has no data for it.
  package static func exemplarLetters(ofLocale locale: String) -> CodePointRanges {
    // Tabulated at build time from the same ICU (`ExemplarTable`): ICU's own answer costs half
    // a million instructions a language.
    if let set = ExemplarTable.setOfLocale[locale] {
      return CodePointRanges(bounds: ExemplarTable.sets[set].unicodeScalars.map(\.value))
    }
    return exemplarLettersFromData(ofLocale: locale)
  }

  /// What `exemplarLetters` answers, from ICU's data.
  package static func exemplarLettersFromData(ofLocale locale: String) -> CodePointRanges {
    var status: Int32 = 0
    var bounds = [Int32](repeating: 0, count: 2 * 64)
    var count = usicu_exemplar_ranges(locale, &bounds, Int32(bounds.count / 2), &status)
    if status <= 0, 2 * count > Int32(bounds.count) {
      bounds = [Int32](repeating: 0, count: 2 * Int(count))
      count = usicu_exemplar_ranges(locale, &bounds, count, &status)
    }
    guard status <= 0 else { return CodePointRanges(bounds: []) }
    return CodePointRanges(bounds: bounds.prefix(2 * Int(count)).map { UInt32(bitPattern: $0) })
  }

  // MARK: Normalization

  /// Whether UTF-16 text is in NFC.
  package static func isNFC(units: [UInt16]) throws -> Bool {
    var status: Int32 = 0
    let result = units.withUnsafeBufferPointer {
      usicu_is_nfc($0.baseAddress, Int32($0.count), &status)
    }
    try check(status, "usicu_is_nfc")
    return result != 0
  }

  package static func isNFC(_ text: String) throws -> Bool {
    var status: Int32 = 0
    let result = withUTF16(text) { usicu_is_nfc($0, $1, &status) }
    try check(status, "usicu_is_nfc")
    return result != 0
  }

  package static func nfc(_ text: String) throws -> String {
    try utf16(text, "usicu_to_nfc") { usicu_to_nfc($0, $1, $2, $3, $4) }
  }

  // MARK: Plural rules

  /// The CLDR cardinal plural categories of a locale, in ICU's order.
  package static func pluralCategories(_ locale: String) throws -> [String] {
    let text = try cString("usicu_plural_categories", capacity: 64) {
      usicu_plural_categories(locale, $0, $1, $2)
    }
    return text.split(separator: " ").map(String.init)
  }

  // MARK: Confusables

  /// A reusable UTS #39 confusable checker. Not thread-safe: one per thread.
  package final class ConfusableChecker {
    private let handle: OpaquePointer

    package init() throws {
      var status: Int32 = 0
      guard let handle = usicu_spoof_open(&status) else {
        throw ICUError(function: "usicu_spoof_open", code: status == 0 ? 1 : status)
      }
      self.handle = handle
    }

    deinit { usicu_spoof_close(handle) }

    /// The confusable skeleton: two texts that look alike have the same skeleton.
    package func skeleton(_ text: String) throws -> String {
      try ICU.utf16(text, "usicu_spoof_skeleton") {
        usicu_spoof_skeleton(handle, $0, $1, $2, $3, $4)
      }
    }
  }

  // MARK: Transliteration

  /// An ICU transliterator ("Hans-Hant"), shared by every thread: opening one costs about
  /// 20 ms, converting a text microseconds, so a run opens each once and converts under a lock.
  package final class Transliterator: @unchecked Sendable {
    private let handle: OpaquePointer
    private let lock = NSLock()

    package init(_ id: String) throws {
      var status: Int32 = 0
      guard let handle = usicu_trans_open(id, &status) else {
        throw ICUError(function: "usicu_trans_open", code: status == 0 ? 1 : status)
      }
      self.handle = handle
    }

    deinit { usicu_trans_close(handle) }

    package func apply(_ text: String) throws -> String {
      try lock.withLock {
        try ICU.utf16(text, "usicu_trans_apply") { usicu_trans_apply(handle, $0, $1, $2, $3, $4) }
      }
    }
  }

  // MARK: Charset detection

  /// ICU's best guess of the charset of some bytes, with its confidence (0–100).
  package static func detectCharset(_ bytes: [UInt8]) -> (name: String, confidence: Int)? {
    var name = [CChar](repeating: 0, count: 64)
    var status: Int32 = 0
    let confidence = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        usicu_detect_charset($0.baseAddress, Int32(buffer.count), &name, 64, &status)
      }
    }
    guard status <= 0, confidence >= 0 else { return nil }
    return (string(name), Int(confidence))
  }

  // MARK: Locales

  /// ICU's locale ID for a BCP 47 tag, with how many bytes of the tag parsed.
  package static func localeID(forLanguageTag tag: String) throws -> (id: String, parsed: Int) {
    var parsed: Int32 = 0
    let id = try cString("usicu_locale_for_language_tag") {
      usicu_locale_for_language_tag(tag, $0, $1, &parsed, $2)
    }
    return (id, Int(parsed))
  }

  /// The BCP 47 tag of an ICU locale ID.
  package static func languageTag(forLocaleID id: String) throws -> String {
    try cString("usicu_locale_to_language_tag") {
      usicu_locale_to_language_tag(id, $0, $1, 1, $2)
    }
  }

  package static func addLikelySubtags(_ id: String) throws -> String {
    try cString("usicu_locale_add_likely_subtags") {
      usicu_locale_add_likely_subtags(id, $0, $1, $2)
    }
  }

  package static func language(ofLocaleID id: String) throws -> String {
    try cString("usicu_locale_language") { usicu_locale_language(id, $0, $1, $2) }
  }

  package static func script(ofLocaleID id: String) throws -> String {
    try cString("usicu_locale_script") { usicu_locale_script(id, $0, $1, $2) }
  }

  package static func region(ofLocaleID id: String) throws -> String {
    try cString("usicu_locale_region") { usicu_locale_region(id, $0, $1, $2) }
  }

  /// The name of a locale ID in English, such as "Portuguese (Brazil)".
  package static func displayName(ofLocaleID id: String, in display: String = "en") -> String {
    var output = [UInt16](repeating: 0, count: 128)
    var status: Int32 = 0
    let length = Int(usicu_locale_display_name(id, display, &output, Int32(output.count), &status))
    guard status <= 0, length <= output.count else { return id }
    return UTF16Text.string(output[..<length])
  }

  /// Whether ICU knows the locale's language (it has an ISO 639-2 code).
  package static func knowsLanguage(ofLocaleID id: String) -> Bool {
    !String(cString: usicu_locale_iso3_language(id)).isEmpty
  }

  /// Whether ICU knows the locale's region (it has an ISO 3166 alpha-3 code).
  package static func knowsRegion(ofLocaleID id: String) -> Bool {
    !String(cString: usicu_locale_iso3_country(id)).isEmpty
  }
}
