import Testing

@testable import UsageStrings

/// The 1-based "line:column" of a UTF-8 offset of `text`, columns counted in scalars.
private func lineColumn(_ text: String, _ offset: Int) -> String {
  let position = TextFile(path: "t.xcstrings", bytes: Array(text.utf8)).position(offset)
  return "\(position.line):\(position.column)"
}

private func read(_ text: String) -> Result<XCStringsCatalog, JSONSyntaxError> {
  XCStringsCatalog.read(TextFile(path: "t.xcstrings", bytes: Array(text.utf8)))
}

@Suite struct XCStringsCatalogTests {
  /// A catalog as Xcode writes it: " : " separators, two-space indent, keys sorted.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld photos" : {
          "comment" : "Photo count under the library",
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld photo"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld photos"
                    }
                  }
                }
              }
            },
            "fr" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld photo"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld photos"
                    }
                  }
                }
              }
            }
          }
        },
        "Camera access" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Kamerazugriff"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Accès à la \\"caméra\\""
              }
            }
          }
        },
        "Internal ID" : {
          "shouldTranslate" : false
        },
        "Old title" : {
          "extractionState" : "stale"
        }
      },
      "version" : "1.0"
    }
    """

  @Test func readsACatalogAsXcodeWritesIt() throws {
    let catalog = try read(Self.catalog).get()
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.version == "1.0")
    #expect(
      catalog.entries.map(\.key) == [
        "%lld photos", "Camera access", "Internal ID", "Old title",
      ])
    #expect(catalog.entries.map(\.comment) == ["Photo count under the library", nil, nil, nil])
    #expect(catalog.entries.map(\.extractionState) == ["manual", nil, nil, "stale"])
    #expect(catalog.entries.map(\.shouldTranslate) == [true, true, false, true])
    #expect(catalog.locales == ["en", "fr", "de"])
    let locales = catalog.entries.map { $0.localizations.map(\.locale) }
    #expect(locales == [["en", "fr"], ["de", "fr"], [], []])
  }

  @Test func pluralVariationsAreUnitsPerLocale() throws {
    let photos = try #require(try read(Self.catalog).get().entries.first)
    let french = photos.units(for: "fr")
    #expect(french.map(\.variation) == [["plural", "one"], ["plural", "other"]])
    #expect(french.map(\.state) == ["needs_review", "translated"])
    #expect(french.map(\.value) == ["%lld photo", "%lld photos"])
    #expect(french.allSatisfy { $0.key == "%lld photos" && $0.locale == "fr" })
    #expect(photos.units(for: "en").map(\.value) == ["%lld photo", "%lld photos"])
    #expect(photos.units(for: "de").isEmpty)
  }

  @Test func plainUnitsHaveNoVariationAndDecodedValues() throws {
    let camera = try #require(try read(Self.catalog).get().entries.dropFirst().first)
    let french = try #require(camera.units(for: "fr").first)
    #expect(french.variation == [])
    #expect(french.state == "new")
    #expect(french.value == "Accès à la \"caméra\"")
    #expect(camera.units(for: "de").map(\.value) == ["Kamerazugriff"])
  }

  @Test func keyAndValueRangesPointIntoTheFile() throws {
    let text = Self.catalog
    let catalog = try read(text).get()
    let camera = catalog.entries[1]
    #expect(lineColumn(text, camera.keyRange.lowerBound) == "46:5")
    #expect(lineColumn(text, camera.keyRange.upperBound) == "46:20")
    let value = try #require(camera.units(for: "fr").first?.valueRange)
    // The range holds the literal with its quotes and escapes, after multi-byte text.
    let literal = String(decoding: catalog.file.text[value], as: UTF8.self)
    #expect(literal == #""Accès à la \"caméra\"""#)
    #expect(lineColumn(text, value.lowerBound) == "57:23")
    #expect(lineColumn(text, value.upperBound) == "57:46")
    let localization = try #require(camera.localizations.last)
    #expect(lineColumn(text, localization.range.lowerBound) == "54:16")
  }

  @Test func substitutionsAreUnitsWithTheirPath() throws {
    let text = """
      {"sourceLanguage" : "en", "strings" : {"%#@n@ left" : {"localizations" : {"en" : {
        "stringUnit" : {"state" : "translated", "value" : "%#@n@ left"},
        "substitutions" : {"n" : {"argNum" : 1, "formatSpecifier" : "lld", "variations" : {
          "plural" : {"one" : {"stringUnit" : {"state" : "translated", "value" : "%arg day"}}}}}}
      }}}}}
      """
    let units = try read(text).get().entries.first?.units(for: "en") ?? []
    #expect(units.map(\.variation) == [[], ["substitutions", "n", "plural", "one"]])
    #expect(units.map(\.value) == ["%#@n@ left", "%arg day"])
  }

  @Test func aCatalogWithoutStringsHasNoEntries() throws {
    let empty = try read(#"{"sourceLanguage" : "fr", "strings" : {}, "version" : "1.0"}"#).get()
    #expect(empty.sourceLanguage == "fr")
    #expect(empty.entries.isEmpty)
    #expect(try read(#"{"version" : "1.1"}"#).get().version == "1.1")
  }

  /// Malformed catalogs with the bad value on line 3, after multi-byte characters where JSON
  /// allows them there, so that a byte count passed off as a column would show.
  static let malformed: [(String, String, String)] = [
    // Only whitespace may come before the root, so this column has no multi-byte text.
    ("\n\n\t [\"é\"]", "3:3", "a String Catalog is a JSON object"),
    (
      "{\n  \"sourceLanguage\" : \"en\",\n  \"ü\" : 1, \"strings\" : [\"é\"]\n}", "3:24",
      "'strings' must be an object"
    ),
    (
      "{\n  \"strings\" : {\n    \"é\" : {}, \"ü\" : 2\n  }\n}", "3:21",
      "the entry 'ü' must be an object"
    ),
    (
      "{\n  \"strings\" : {\n    \"é\" : {}, \"ü\" : \"ö\"\n  }\n}", "3:21",
      "the entry 'ü' must be an object"
    ),
    (
      "{\n  \"sourceLanguage\" : \"en\",\n  \"ü\" : \"é\" \"strings\" : {}\n}", "3:13",
      "expected ',' or '}' in the object"
    ),
    ("{\n  \"strings\" : {\n    \"é\" : {\"comment\" : \"ü", "3:24", "unterminated string"),
  ]

  @Test(arguments: malformed)
  func malformedInputIsAnErrorAtItsPlace(_ input: (String, String, String)) throws {
    guard case .failure(let error) = read(input.0) else {
      Issue.record("read without an error")
      return
    }
    #expect(lineColumn(input.0, error.offset) == input.1)
    #expect(error.message.hasPrefix(input.2), "\(error.message)")
  }
}
