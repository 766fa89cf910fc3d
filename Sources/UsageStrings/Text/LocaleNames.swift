/// Names of locales for people.
package enum LocaleNames {
  /// The English name of a BCP 47 identifier, such as "Portuguese (Brazil)".
  package static func english(_ identifier: String) -> String {
    let id = (try? ICU.localeID(forLanguageTag: identifier).id) ?? identifier
    return ICU.displayName(ofLocaleID: id)
  }
}
