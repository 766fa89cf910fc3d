import Testing

@testable import UsageStrings

/// The byte searches that stand in for Foundation's on the hot paths.
@Suite struct ASCIISearchTests {
  @Test func exactSearchFindsTheWordAnywhereAndOnlyTheWord() {
    let word = "usage-strings-ignore"
    #expect(ASCIISearch.occurs(word, in: Array("// usage-strings-ignore: x".utf8)))
    #expect(ASCIISearch.occurs(word, in: Array("xxusage-strings-ignore".utf8)))
    #expect(!ASCIISearch.occurs(word, in: Array("usage-strings-ignor".utf8)))
    #expect(!ASCIISearch.occurs(word, in: Array("uuuusage-strings-ignorE".utf8)))
    #expect(!ASCIISearch.occurs(word, in: []))
  }

  @Test func exactSearchGivesTheFirstOffset() {
    let needle = Array("ab".utf8)
    #expect(ASCIISearch.offset(of: needle, in: Array("xaxabab".utf8)) == 3)
    #expect(ASCIISearch.offset(of: needle, in: Array("ab".utf8)) == 0)
    #expect(ASCIISearch.offset(of: needle, in: Array("a".utf8)) == nil)
    #expect(ASCIISearch.offset(of: [], in: Array("a".utf8)) == 0)
  }

  @Test func caseInsensitiveSearchEndsAfterTheFirstMatch() {
    #expect(ASCIISearch.end(of: "fingerprint", in: Array("Source FINGERPRINT: 1a".utf8)) == 18)
    #expect(ASCIISearch.end(of: "ns", in: Array("NSCamera".utf8)) == 2)
    #expect(ASCIISearch.end(of: "usage", in: Array("usag".utf8)) == nil)
    #expect(ASCIISearch.contains("descr", in: Array("NSCameraUsageDescription".utf8)))
  }

  /// What the rules' word and mark searches asked of Foundation's `contains`, byte for byte.
  @Test func containsBytesFindsEveryPartOfANormalizedText() {
    let texts = ["需要密码解锁。", "Mach Fotos für deine Notizen.", "##[group]x", "", "é", "aé"]
    for text in texts {
      let scalars = Array(text.unicodeScalars)
      for start in scalars.indices {
        for end in start...scalars.count {
          var part = ""
          part.unicodeScalars.append(contentsOf: scalars[start..<end])
          #expect(text.containsBytes(of: part))
        }
      }
    }
    #expect(!"需要密码解锁".containsBytes(of: "不"))
    #expect(!"Fotos".containsBytes(of: "fotos"))
    #expect(!"a".containsBytes(of: "ab"))
    #expect(!"#[".containsBytes(of: "##["))
  }
}
