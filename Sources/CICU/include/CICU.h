// A small C API over the system ICU, owned by this project.
//
// ICU renames its functions per version (ubrk_open becomes ubrk_open_72) with macros that Swift
// cannot import, so Swift calls these plain functions instead. Every function that can fail takes
// an `int32_t *status` that receives ICU's UErrorCode (0 is success, negative a warning, positive
// an error). No ICU type appears in this header.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's name for a status code, such as "U_BUFFER_OVERFLOW_ERROR".
const char *usicu_error_name(int32_t status);

/// The ICU version, such as "72.1".
void usicu_version(char *out, int32_t capacity);

/// The Unicode version of ICU's character data, such as "15.0".
void usicu_unicode_version(char *out, int32_t capacity);

// MARK: Break iteration

typedef struct usicu_break usicu_break;

enum {
  USICU_BREAK_CHARACTER = 0,
  USICU_BREAK_WORD = 1,
  USICU_BREAK_LINE = 2,
  USICU_BREAK_SENTENCE = 3
};

/// Opens a break iterator of `kind` for `locale`; close it with `usicu_break_close`.
usicu_break *usicu_break_open(int32_t kind, const char *locale, int32_t *status);
/// Points the iterator at `text` (UTF-16), which must outlive the iteration.
void usicu_break_set_text(usicu_break *iterator, const uint16_t *text, int32_t length,
                          int32_t *status);
/// The next boundary after the current one, or -1 at the end.
int32_t usicu_break_next(usicu_break *iterator);
void usicu_break_close(usicu_break *iterator);

// MARK: Character properties

enum {
  USICU_PROP_EMOJI = 0,
  USICU_PROP_EXTENDED_PICTOGRAPHIC = 1,
  USICU_PROP_DEFAULT_IGNORABLE = 2,
  USICU_PROP_REGIONAL_INDICATOR = 3,
  USICU_PROP_EMOJI_MODIFIER = 4,
  USICU_PROP_FULL_COMPOSITION_EXCLUSION = 5
};

int32_t usicu_has_property(int32_t codePoint, int32_t property);


// MARK: Character classes

/// The ICU properties of a code point the checks of every string need, in one call: the
/// USICU_CLASS_* bits (raw properties, or plain groupings of one property's values), the script
/// code (clamped to 255) in bits 16–23, and the USICU_LINE_* role in bits 24–27. Bits 14, 15 and
/// 28–31 are left free: what the tool derives from these (invisible characters, explicit bidi
/// formatting, a cluster's columns) is defined once, in Swift.
enum {
  /// Canonical_Combining_Class is not 0: reordered by normalization when out of order.
  USICU_CLASS_COMBINING = 1u << 0,
  /// A grapheme cluster boundary falls on both sides, next to another such code point
  /// (Grapheme_Cluster_Break Other, Control, LF, LV or LVT).
  USICU_CLASS_GRAPHEME_SIMPLE = 1u << 1,
  /// East Asian Width Wide or Fullwidth.
  USICU_CLASS_WIDE = 1u << 2,
  /// Emoji_Presentation.
  USICU_CLASS_EMOJI_PRESENTATION = 1u << 3,
  /// NFC_Quick_Check is Yes.
  USICU_CLASS_NFC_YES = 1u << 4,
  /// Alphabetic.
  USICU_CLASS_ALPHABETIC = 1u << 5,
  /// General_Category Cc.
  USICU_CLASS_CONTROL = 1u << 6,
  /// Default_Ignorable_Code_Point.
  USICU_CLASS_DEFAULT_IGNORABLE = 1u << 7,
  /// White_Space.
  USICU_CLASS_WHITE_SPACE = 1u << 8,
  /// Line_Break BK, CR, LF or NL: a mandatory break after it (UAX #14 LB4, LB5).
  USICU_CLASS_MANDATORY_BREAK = 1u << 9,
  /// Sentence_Break ATerm or STerm: a sentence may end after it.
  USICU_CLASS_SENTENCE_TERMINAL = 1u << 10,
  /// Grapheme_Cluster_Break Extend or SpacingMark, but no virama: joins the cluster before it in
  /// every version of UAX #29 (GB9, GB9a; a virama may join the next consonant since 15.1, GB9c).
  USICU_CLASS_GRAPHEME_EXTEND = 1u << 11,
  /// Grapheme_Cluster_Break Control, CR or LF: nothing joins it (GB4).
  USICU_CLASS_GRAPHEME_CONTROL = 1u << 12,
  /// Bidi_Control.
  USICU_CLASS_BIDI_CONTROL = 1u << 13
};

/// A code point's part in line breaking: its Line_Break class, grouped by the UAX #14 rules that
/// every version since Unicode 13 applies the same way (others are USICU_LINE_OTHER).
enum {
  USICU_LINE_OTHER = 0,
  USICU_LINE_LETTER = 1,      // AL, HL
  USICU_LINE_NUMERIC = 2,     // NU
  USICU_LINE_IDEOGRAPH = 3,   // ID
  USICU_LINE_SPACE = 4,       // SP
  USICU_LINE_INFIX = 5,       // IS
  USICU_LINE_CLOSE = 6,       // CL, CP, EX, SY
  USICU_LINE_OPEN = 7,        // OP
  USICU_LINE_HYPHEN = 8,      // BA, HY
  USICU_LINE_AFFIX = 9,       // PR, PO
  USICU_LINE_QUOTE = 10,      // QU that is neither an initial nor a final quotation mark
  USICU_LINE_HARD = 11,       // BK, LF, NL
  USICU_LINE_CR = 12,         // CR
  USICU_LINE_COMBINING = 13,  // CM
  USICU_LINE_HANGUL = 14,     // H2, H3 (syllables)
  USICU_LINE_ROLE_SHIFT = 24
};

uint32_t usicu_char_class(int32_t codePoint);

/// A code point's Sentence_Break class (UAX #29), as USICU_SENTENCE_*.
enum {
  USICU_SENTENCE_OTHER = 0,
  USICU_SENTENCE_ATERM,
  USICU_SENTENCE_STERM,
  USICU_SENTENCE_CLOSE,
  USICU_SENTENCE_SP,
  USICU_SENTENCE_UPPER,
  USICU_SENTENCE_LOWER,
  USICU_SENTENCE_OLETTER,
  USICU_SENTENCE_NUMERIC,
  USICU_SENTENCE_SCONTINUE,
  USICU_SENTENCE_EXTEND,  // Extend, Format
  USICU_SENTENCE_SEPARATOR  // Sep, CR, LF
};

int32_t usicu_sentence_class(int32_t codePoint);

/// A letter of a word (Alphabetic, or a mark: General_Category M) in lower case (ICU's simple
/// mapping), or -1 when the code point is neither.
int32_t usicu_word_scalar_lower(int32_t codePoint);
/// The first code point of a code point's canonical decomposition (NFD), itself when it has
/// none: canonically equivalent texts start with the same one.
int32_t usicu_nfd_first(int32_t codePoint);

// MARK: Scripts

/// The script code of a code point (ICU's UScriptCode; 0 Common, 1 Inherited).
int32_t usicu_script(int32_t codePoint, int32_t *status);
/// The ISO 15924 code of a script, such as "Latn".
const char *usicu_script_short_name(int32_t script);
/// The script's long name ("Arabic", "Old_Italic"), or "" when unknown.
const char *usicu_script_long_name(int32_t script);
/// The script code for an ISO 15924 code, or -1.
int32_t usicu_script_for_name(const char *name);
/// The scripts a locale is written in (ICU's uscript_getCode); returns the count.
int32_t usicu_locale_scripts(const char *locale, int32_t *out, int32_t capacity, int32_t *status);
/// The code points of a locale's standard and auxiliary exemplar sets, both cases (CLDR's
/// letters of the language), as ranges: `out` gets the first and last code point of each, in
/// order, for up to `capacity` ranges; returns the count of ranges, which may exceed it.
int32_t usicu_exemplar_ranges(const char *locale, int32_t *out, int32_t capacity,
                              int32_t *status);
/// How many locales ICU has data for (uloc_countAvailable), and the ID of the `index`th.
int32_t usicu_available_locale_count(void);
const char *usicu_available_locale(int32_t index);

// MARK: Normalization

/// 1 when the UTF-16 text is in NFC, else 0.
int32_t usicu_is_nfc(const uint16_t *text, int32_t length, int32_t *status);
/// Writes the NFC form of `text` to `out`; returns its length (which may exceed capacity).
int32_t usicu_to_nfc(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity,
                     int32_t *status);

// MARK: Plural rules

/// The CLDR cardinal plural categories of a locale, space separated, in ICU's order.
int32_t usicu_plural_categories(const char *locale, char *out, int32_t capacity,
                                int32_t *status);

// MARK: Confusables

typedef struct usicu_spoof usicu_spoof;

usicu_spoof *usicu_spoof_open(int32_t *status);
/// The confusable skeleton of `text` (UTS #39); returns its length.
int32_t usicu_spoof_skeleton(usicu_spoof *checker, const uint16_t *text, int32_t length,
                             uint16_t *out, int32_t capacity, int32_t *status);
void usicu_spoof_close(usicu_spoof *checker);

// MARK: Transliteration

typedef struct usicu_trans usicu_trans;

/// A transliterator by ICU ID ("Hans-Hant"), forward.
usicu_trans *usicu_trans_open(const char *id, int32_t *status);
/// `text` transliterated into `out`; returns its length (more than `capacity` when it did not
/// fit, then with U_BUFFER_OVERFLOW_ERROR).
int32_t usicu_trans_apply(usicu_trans *trans, const uint16_t *text, int32_t length,
                          uint16_t *out, int32_t capacity, int32_t *status);
void usicu_trans_close(usicu_trans *trans);

// MARK: Charset detection

/// ICU's best guess of the charset of `bytes`, written as a name such as "ISO-8859-1".
/// Returns the confidence (0-100), or -1 when nothing matched.
int32_t usicu_detect_charset(const char *bytes, int32_t length, char *name, int32_t capacity,
                             int32_t *status);

// MARK: Locales

/// ICU's locale ID for a BCP 47 tag (uloc_forLanguageTag); `parsed` gets the parsed length.
int32_t usicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                      int32_t *parsed, int32_t *status);
/// The BCP 47 tag of an ICU locale ID (uloc_toLanguageTag, strict when `strict` is 1).
int32_t usicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity,
                                     int32_t strict, int32_t *status);
/// The locale with likely subtags added (uloc_addLikelySubtags).
int32_t usicu_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity,
                                        int32_t *status);
/// The language, script and region subtags of a locale ID.
int32_t usicu_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t usicu_locale_script(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t usicu_locale_region(const char *locale, char *out, int32_t capacity, int32_t *status);
/// The ISO 639-2 code of the locale's language, or "" when ICU does not know the language.
const char *usicu_locale_iso3_language(const char *locale);
/// The name of `locale` in `displayLocale`'s language (uloc_getDisplayName), as UTF-16.
int32_t usicu_locale_display_name(const char *locale, const char *displayLocale, uint16_t *out,
                                  int32_t capacity, int32_t *status);
/// The ISO 3166 alpha-3 code of the locale's region, or "" when ICU does not know the region.
const char *usicu_locale_iso3_country(const char *locale);

// MARK: Regular expressions

/// A compiled ICU regular expression (case-insensitive), for one thread at a time.
typedef struct usicu_regex usicu_regex;

usicu_regex *usicu_regex_open(const uint16_t *pattern, int32_t length, int32_t *status);

/// The length of the match at the start of `text` (UTF-16 units), or -1 when none.
int32_t usicu_regex_prefix(usicu_regex *regex, const uint16_t *text, int32_t length, int32_t *status);

/// The first match anywhere in `text`: its start (UTF-16 offset; -1 when there is none), its end
/// in `end`.
int32_t usicu_regex_find(usicu_regex *regex, const uint16_t *text, int32_t length, int32_t *end, int32_t *status);
/// A copy of a compiled expression that shares its compiled pattern: made at a fraction of the
/// cost of compiling, and usable on another thread than the original (uregex_clone).
usicu_regex *usicu_regex_clone(const usicu_regex *regex, int32_t *status);
void usicu_regex_close(usicu_regex *regex);

#ifdef __cplusplus
}
#endif

#endif
