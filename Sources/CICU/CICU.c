// The implementation of CICU.h over the system ICU. Platform differences stay here.
#include "CICU.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucsdet.h>
#include <unicode/uloc.h>
#include <unicode/uregex.h>
#include <unicode/unorm2.h>
#include <unicode/ulocdata.h>
#include <unicode/upluralrules.h>
#include <unicode/uset.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>
#include <unicode/uversion.h>

const char *usicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

static void usicu_version_text(const UVersionInfo info, char *out, int32_t capacity) {
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(info, text);
  if (capacity > 0) {
    strncpy(out, text, (size_t)capacity - 1);
    out[capacity - 1] = 0;
  }
}

void usicu_version(char *out, int32_t capacity) {
  UVersionInfo info;
  u_getVersion(info);
  usicu_version_text(info, out, capacity);
}

void usicu_unicode_version(char *out, int32_t capacity) {
  UVersionInfo info;
  u_getUnicodeVersion(info);
  usicu_version_text(info, out, capacity);
}

// MARK: Character classes

static uint32_t usicu_line_role(int32_t c) {
  switch (u_getIntPropertyValue(c, UCHAR_LINE_BREAK)) {
  case U_LB_ALPHABETIC:
  case U_LB_HEBREW_LETTER: return USICU_LINE_LETTER;
  case U_LB_NUMERIC: return USICU_LINE_NUMERIC;
  case U_LB_IDEOGRAPHIC: return USICU_LINE_IDEOGRAPH;
  case U_LB_SPACE: return USICU_LINE_SPACE;
  case U_LB_INFIX_NUMERIC: return USICU_LINE_INFIX;
  case U_LB_CLOSE_PUNCTUATION:
  case U_LB_CLOSE_PARENTHESIS:
  case U_LB_EXCLAMATION:
  case U_LB_BREAK_SYMBOLS: return USICU_LINE_CLOSE;
  case U_LB_OPEN_PUNCTUATION: return USICU_LINE_OPEN;
  case U_LB_BREAK_AFTER:
  case U_LB_HYPHEN: return USICU_LINE_HYPHEN;
  case U_LB_PREFIX_NUMERIC:
  case U_LB_POSTFIX_NUMERIC: return USICU_LINE_AFFIX;
  case U_LB_QUOTATION: {
    // Initial and final quotation marks have rules of their own since Unicode 15.1 (LB15a, LB15b).
    int8_t type = u_charType(c);
    return type == U_INITIAL_PUNCTUATION || type == U_FINAL_PUNCTUATION ? USICU_LINE_OTHER : USICU_LINE_QUOTE;
  }
  case U_LB_MANDATORY_BREAK:
  case U_LB_LINE_FEED:
  case U_LB_NEXT_LINE: return USICU_LINE_HARD;
  case U_LB_CARRIAGE_RETURN: return USICU_LINE_CR;
  // Not ZWJ: no break follows it (LB8a), whatever comes next.
  case U_LB_COMBINING_MARK: return USICU_LINE_COMBINING;
  case U_LB_H2:
  case U_LB_H3: return USICU_LINE_HANGUL;
  default: return USICU_LINE_OTHER;
  }
}

uint32_t usicu_char_class(int32_t c) {
  uint32_t bits = u_getCombiningClass(c) != 0 ? USICU_CLASS_COMBINING : 0;
  switch (u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
  case U_GCB_OTHER:
  case U_GCB_LV:
  case U_GCB_LVT: bits |= USICU_CLASS_GRAPHEME_SIMPLE; break;
  case U_GCB_CONTROL:
  case U_GCB_LF: bits |= USICU_CLASS_GRAPHEME_SIMPLE | USICU_CLASS_GRAPHEME_CONTROL; break;
  case U_GCB_CR: bits |= USICU_CLASS_GRAPHEME_CONTROL; break;
  case U_GCB_EXTEND:
  case U_GCB_SPACING_MARK:
    if (u_getCombiningClass(c) != 9) bits |= USICU_CLASS_GRAPHEME_EXTEND;
    break;
  default: break;
  }
  int32_t width = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
  if (width == U_EA_WIDE || width == U_EA_FULLWIDTH) bits |= USICU_CLASS_WIDE;
  if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) bits |= USICU_CLASS_EMOJI_PRESENTATION;
  if (u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) == UNORM_YES) bits |= USICU_CLASS_NFC_YES;
  if (u_hasBinaryProperty(c, UCHAR_ALPHABETIC)) bits |= USICU_CLASS_ALPHABETIC;
  if (u_charType(c) == U_CONTROL_CHAR) bits |= USICU_CLASS_CONTROL;
  if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) bits |= USICU_CLASS_DEFAULT_IGNORABLE;
  if (u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL)) bits |= USICU_CLASS_BIDI_CONTROL;
  if (u_hasBinaryProperty(c, UCHAR_WHITE_SPACE)) bits |= USICU_CLASS_WHITE_SPACE;
  switch (u_getIntPropertyValue(c, UCHAR_LINE_BREAK)) {
  case U_LB_MANDATORY_BREAK:
  case U_LB_CARRIAGE_RETURN:
  case U_LB_LINE_FEED:
  case U_LB_NEXT_LINE: bits |= USICU_CLASS_MANDATORY_BREAK; break;
  default: break;
  }
  bits |= (uint32_t)usicu_line_role(c) << USICU_LINE_ROLE_SHIFT;
  int32_t sentence = u_getIntPropertyValue(c, UCHAR_SENTENCE_BREAK);
  if (sentence == U_SB_ATERM || sentence == U_SB_STERM) bits |= USICU_CLASS_SENTENCE_TERMINAL;
  UErrorCode error = U_ZERO_ERROR;
  int32_t script = uscript_getScript(c, &error);
  if (U_FAILURE(error) || script < 0 || script > 255) script = 255;
  return bits | ((uint32_t)script << 16);
}

int32_t usicu_word_scalar_lower(int32_t c) {
  if (!u_hasBinaryProperty(c, UCHAR_ALPHABETIC) && (U_GET_GC_MASK(c) & U_GC_M_MASK) == 0) return -1;
  return u_tolower(c);
}

int32_t usicu_nfd_first(int32_t c) {
  UErrorCode error = U_ZERO_ERROR;
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&error);
  UChar buffer[32];
  int32_t length = U_SUCCESS(error) ? unorm2_getDecomposition(nfd, c, buffer, 32, &error) : -1;
  if (U_FAILURE(error) || length <= 0) return c;
  UChar32 first;
  int32_t index = 0;
  U16_NEXT(buffer, index, length, first);
  return first;
}

int32_t usicu_sentence_class(int32_t c) {
  switch (u_getIntPropertyValue(c, UCHAR_SENTENCE_BREAK)) {
  case U_SB_ATERM: return USICU_SENTENCE_ATERM;
  case U_SB_STERM: return USICU_SENTENCE_STERM;
  case U_SB_CLOSE: return USICU_SENTENCE_CLOSE;
  case U_SB_SP: return USICU_SENTENCE_SP;
  case U_SB_UPPER: return USICU_SENTENCE_UPPER;
  case U_SB_LOWER: return USICU_SENTENCE_LOWER;
  case U_SB_OLETTER: return USICU_SENTENCE_OLETTER;
  case U_SB_NUMERIC: return USICU_SENTENCE_NUMERIC;
  case U_SB_SCONTINUE: return USICU_SENTENCE_SCONTINUE;
  case U_SB_EXTEND:
  case U_SB_FORMAT: return USICU_SENTENCE_EXTEND;
  case U_SB_SEP:
  case U_SB_CR:
  case U_SB_LF: return USICU_SENTENCE_SEPARATOR;
  default: return USICU_SENTENCE_OTHER;
  }
}

// MARK: Break iteration

struct usicu_break {
  UBreakIterator *iterator;
};

usicu_break *usicu_break_open(int32_t kind, const char *locale, int32_t *status) {
  static const UBreakIteratorType types[] = {UBRK_CHARACTER, UBRK_WORD, UBRK_LINE, UBRK_SENTENCE};
  UErrorCode error = U_ZERO_ERROR;
  if (kind < 0 || kind > 3) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  UBreakIterator *iterator = ubrk_open(types[kind], locale, NULL, 0, &error);
  *status = error;
  if (U_FAILURE(error)) return NULL;
  usicu_break *result = (usicu_break *)malloc(sizeof(usicu_break));
  if (result == NULL) {
    ubrk_close(iterator);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  result->iterator = iterator;
  return result;
}

void usicu_break_set_text(usicu_break *iterator, const uint16_t *text, int32_t length,
                          int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  static const UChar empty[1] = {0};
  ubrk_setText(iterator->iterator, length > 0 ? (const UChar *)text : empty, length, &error);
  *status = error;
}

int32_t usicu_break_next(usicu_break *iterator) {
  int32_t next = ubrk_next(iterator->iterator);
  return next == UBRK_DONE ? -1 : next;
}

void usicu_break_close(usicu_break *iterator) {
  if (iterator == NULL) return;
  ubrk_close(iterator->iterator);
  free(iterator);
}

// MARK: Character properties

int32_t usicu_has_property(int32_t codePoint, int32_t property) {
  switch (property) {
  case USICU_PROP_EMOJI: return u_hasBinaryProperty(codePoint, UCHAR_EMOJI);
  case USICU_PROP_EXTENDED_PICTOGRAPHIC:
    return u_hasBinaryProperty(codePoint, UCHAR_EXTENDED_PICTOGRAPHIC);
  case USICU_PROP_DEFAULT_IGNORABLE:
    return u_hasBinaryProperty(codePoint, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
  case USICU_PROP_REGIONAL_INDICATOR:
    return u_hasBinaryProperty(codePoint, UCHAR_REGIONAL_INDICATOR);
  case USICU_PROP_EMOJI_MODIFIER: return u_hasBinaryProperty(codePoint, UCHAR_EMOJI_MODIFIER);
  case USICU_PROP_FULL_COMPOSITION_EXCLUSION:
    return u_hasBinaryProperty(codePoint, UCHAR_FULL_COMPOSITION_EXCLUSION);
  default: return 0;
  }
}

// MARK: Scripts

int32_t usicu_script(int32_t codePoint, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript(codePoint, &error);
  *status = error;
  return script;
}

const char *usicu_script_short_name(int32_t script) {
  const char *name = uscript_getShortName((UScriptCode)script);
  return name == NULL ? "" : name;
}

const char *usicu_script_long_name(int32_t script) {
  const char *name = uscript_getName((UScriptCode)script);
  return name == NULL ? "" : name;
}

int32_t usicu_script_for_name(const char *name) {
  return u_getPropertyValueEnum(UCHAR_SCRIPT, name);
}

int32_t usicu_locale_scripts(const char *locale, int32_t *out, int32_t capacity,
                             int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t count = uscript_getCode(locale, (UScriptCode *)out, capacity, &error);
  *status = error;
  return count;
}

int32_t usicu_exemplar_ranges(const char *locale, int32_t *out, int32_t capacity,
                              int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  ULocaleData *data = ulocdata_open(locale, &error);
  if (U_FAILURE(error)) {
    *status = error;
    return 0;
  }
  USet *letters = uset_openEmpty();
  const ULocaleDataExemplarSetType types[] = {ULOCDATA_ES_STANDARD, ULOCDATA_ES_AUXILIARY};
  for (int i = 0; i < 2 && U_SUCCESS(error); i++) {
    USet *set = ulocdata_getExemplarSet(data, NULL, USET_CASE_INSENSITIVE, types[i], &error);
    if (U_SUCCESS(error) && set != NULL) uset_addAll(letters, set);
    if (set != NULL) uset_close(set);
    // A locale without an auxiliary set is no failure.
    if (error == U_MISSING_RESOURCE_ERROR && i == 1) error = U_ZERO_ERROR;
  }
  int32_t ranges = uset_getRangeCount(letters);
  for (int32_t index = 0; index < ranges && index < capacity && U_SUCCESS(error); index++) {
    UChar32 start, end;
    uset_getItem(letters, index, &start, &end, NULL, 0, &error);
    out[2 * index] = start;
    out[2 * index + 1] = end;
  }
  int32_t count = ranges;
  uset_close(letters);
  ulocdata_close(data);
  *status = error;
  return count;
}

int32_t usicu_available_locale_count(void) { return uloc_countAvailable(); }

const char *usicu_available_locale(int32_t index) { return uloc_getAvailable(index); }

// MARK: Normalization

static const UNormalizer2 *nfc(UErrorCode *error) { return unorm2_getNFCInstance(error); }

int32_t usicu_is_nfc(const uint16_t *text, int32_t length, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  const UNormalizer2 *normalizer = nfc(&error);
  UBool result = U_SUCCESS(error)
                     ? unorm2_isNormalized(normalizer, (const UChar *)text, length, &error)
                     : 0;
  *status = error;
  return result ? 1 : 0;
}

int32_t usicu_to_nfc(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity,
                     int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  const UNormalizer2 *normalizer = nfc(&error);
  int32_t result = 0;
  if (U_SUCCESS(error)) {
    result = unorm2_normalize(normalizer, (const UChar *)text, length, (UChar *)out, capacity,
                              &error);
  }
  *status = error;
  return result;
}

// MARK: Plural rules

int32_t usicu_plural_categories(const char *locale, char *out, int32_t capacity,
                                int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &error);
  int32_t written = 0;
  if (U_SUCCESS(error)) {
    UEnumeration *keywords = uplrules_getKeywords(rules, &error);
    if (U_SUCCESS(error)) {
      int32_t length = 0;
      const char *keyword;
      while ((keyword = uenum_next(keywords, &length, &error)) != NULL && U_SUCCESS(error)) {
        if (written + length + 2 > capacity) {
          error = U_BUFFER_OVERFLOW_ERROR;
          break;
        }
        if (written > 0) out[written++] = ' ';
        memcpy(out + written, keyword, (size_t)length);
        written += length;
      }
      uenum_close(keywords);
    }
    uplrules_close(rules);
  }
  if (capacity > 0) out[written < capacity ? written : capacity - 1] = 0;
  *status = error;
  return written;
}

// MARK: Confusables

struct usicu_spoof {
  USpoofChecker *checker;
};

usicu_spoof *usicu_spoof_open(int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  USpoofChecker *checker = uspoof_open(&error);
  *status = error;
  if (U_FAILURE(error)) return NULL;
  usicu_spoof *result = (usicu_spoof *)malloc(sizeof(usicu_spoof));
  if (result == NULL) {
    uspoof_close(checker);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  result->checker = checker;
  return result;
}

int32_t usicu_spoof_skeleton(usicu_spoof *checker, const uint16_t *text, int32_t length,
                             uint16_t *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t result = uspoof_getSkeleton(checker->checker, 0, (const UChar *)text, length,
                                      (UChar *)out, capacity, &error);
  *status = error;
  return result;
}

void usicu_spoof_close(usicu_spoof *checker) {
  if (checker == NULL) return;
  uspoof_close(checker->checker);
  free(checker);
}

// MARK: Transliteration

struct usicu_trans {
  UTransliterator *trans;
};

usicu_trans *usicu_trans_open(const char *id, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar name[64];
  u_uastrncpy(name, id, 63);
  name[63] = 0;
  UTransliterator *trans = utrans_openU(name, -1, UTRANS_FORWARD, NULL, 0, NULL, &error);
  *status = error;
  if (U_FAILURE(error)) return NULL;
  usicu_trans *result = (usicu_trans *)malloc(sizeof(usicu_trans));
  if (result == NULL) {
    utrans_close(trans);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  result->trans = trans;
  return result;
}

int32_t usicu_trans_apply(usicu_trans *trans, const uint16_t *text, int32_t length,
                          uint16_t *out, int32_t capacity, int32_t *status) {
  // utrans works in place: the text is copied into `out` first.
  if (length > capacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return length * 2 + 16;
  }
  memcpy(out, text, (size_t)length * sizeof(uint16_t));
  UErrorCode error = U_ZERO_ERROR;
  int32_t textLength = length;
  int32_t limit = length;
  utrans_transUChars(trans->trans, (UChar *)out, &textLength, capacity, 0, &limit, &error);
  *status = error;
  if (error == U_BUFFER_OVERFLOW_ERROR && textLength <= capacity) return capacity * 2 + 16;
  return textLength;
}

void usicu_trans_close(usicu_trans *trans) {
  if (trans == NULL) return;
  utrans_close(trans->trans);
  free(trans);
}

// MARK: Charset detection

int32_t usicu_detect_charset(const char *bytes, int32_t length, char *name, int32_t capacity,
                             int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t confidence = -1;
  if (capacity > 0) name[0] = 0;
  UCharsetDetector *detector = ucsdet_open(&error);
  if (U_SUCCESS(error)) {
    ucsdet_setText(detector, bytes, length, &error);
    const UCharsetMatch *match = U_SUCCESS(error) ? ucsdet_detect(detector, &error) : NULL;
    if (match != NULL && U_SUCCESS(error)) {
      const char *found = ucsdet_getName(match, &error);
      confidence = ucsdet_getConfidence(match, &error);
      if (found != NULL && capacity > 0) {
        strncpy(name, found, (size_t)capacity - 1);
        name[capacity - 1] = 0;
      }
    }
    ucsdet_close(detector);
  }
  *status = error;
  return confidence;
}

// MARK: Locales

int32_t usicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                      int32_t *parsed, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t result = uloc_forLanguageTag(tag, out, capacity, parsed, &error);
  *status = error;
  return result;
}

int32_t usicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity,
                                     int32_t strict, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t result = uloc_toLanguageTag(locale, out, capacity, strict ? 1 : 0, &error);
  *status = error;
  return result;
}

int32_t usicu_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity,
                                        int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t result = uloc_addLikelySubtags(locale, out, capacity, &error);
  *status = error;
  return result;
}

int32_t usicu_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t result = uloc_getLanguage(locale, out, capacity, &error);
  *status = error;
  return result;
}

int32_t usicu_locale_script(const char *locale, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t result = uloc_getScript(locale, out, capacity, &error);
  *status = error;
  return result;
}

int32_t usicu_locale_region(const char *locale, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t result = uloc_getCountry(locale, out, capacity, &error);
  *status = error;
  return result;
}

const char *usicu_locale_iso3_language(const char *locale) {
  const char *result = uloc_getISO3Language(locale);
  return result == NULL ? "" : result;
}

const char *usicu_locale_iso3_country(const char *locale) {
  const char *result = uloc_getISO3Country(locale);
  return result == NULL ? "" : result;
}

int32_t usicu_locale_display_name(const char *locale, const char *displayLocale, uint16_t *out,
                                  int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t result = uloc_getDisplayName(locale, displayLocale, (UChar *)out, capacity, &error);
  *status = error;
  return result;
}

// MARK: Regular expressions

struct usicu_regex {
  URegularExpression *expression;
};

/// The expression in a handle of its own, or NULL with the error (its own or the allocation's).
static usicu_regex *usicu_regex_wrap(URegularExpression *expression, UErrorCode error, int32_t *status) {
  *status = error;
  if (U_FAILURE(error)) return NULL;
  usicu_regex *result = (usicu_regex *)malloc(sizeof(usicu_regex));
  if (!result) {
    uregex_close(expression);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  result->expression = expression;
  return result;
}

usicu_regex *usicu_regex_open(const uint16_t *pattern, int32_t length, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UParseError parse;
  URegularExpression *expression = uregex_open((const UChar *)pattern, length, UREGEX_CASE_INSENSITIVE, &parse, &error);
  return usicu_regex_wrap(expression, error, status);
}

int32_t usicu_regex_prefix(usicu_regex *regex, const uint16_t *text, int32_t length, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  uregex_setText(regex->expression, (const UChar *)text, length, &error);
  UBool found = U_SUCCESS(error) && uregex_lookingAt(regex->expression, 0, &error);
  int32_t end = found && U_SUCCESS(error) ? uregex_end(regex->expression, 0, &error) : -1;
  // The text is the caller's: forget it before the caller lets it go.
  static const UChar empty[1] = {0};
  UErrorCode ignored = U_ZERO_ERROR;
  uregex_setText(regex->expression, empty, 0, &ignored);
  *status = error;
  return U_SUCCESS(error) ? end : -1;
}

int32_t usicu_regex_find(usicu_regex *regex, const uint16_t *text, int32_t length, int32_t *end, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  uregex_setText(regex->expression, (const UChar *)text, length, &error);
  UBool found = U_SUCCESS(error) && uregex_find(regex->expression, 0, &error);
  int32_t start = found && U_SUCCESS(error) ? uregex_start(regex->expression, 0, &error) : -1;
  *end = found && U_SUCCESS(error) ? uregex_end(regex->expression, 0, &error) : -1;
  // The text is the caller's: forget it before the caller lets it go.
  static const UChar empty[1] = {0};
  UErrorCode ignored = U_ZERO_ERROR;
  uregex_setText(regex->expression, empty, 0, &ignored);
  *status = error;
  return U_SUCCESS(error) ? start : -1;
}

usicu_regex *usicu_regex_clone(const usicu_regex *regex, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  URegularExpression *expression = uregex_clone(regex->expression, &error);
  return usicu_regex_wrap(expression, error, status);
}

void usicu_regex_close(usicu_regex *regex) {
  if (!regex) return;
  uregex_close(regex->expression);
  free(regex);
}
