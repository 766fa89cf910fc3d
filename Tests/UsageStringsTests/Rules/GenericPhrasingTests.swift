import Foundation
import Testing

@testable import UsageStrings

/// Each locale's patterns, against a generic sentence and a specific one written in that language.
@Suite struct GenericPhrasingTests {
  struct Sample: Sendable, CustomTestStringConvertible {
    var locale: String
    var generic: String
    var specific: String
    var testDescription: String { locale }
  }

  static let samples: [Sample] = [
    .init(
      locale: "en", generic: "This app needs access to your camera.",
      specific: "This app needs access to your camera to scan receipts."),
    .init(
      locale: "es", generic: "Esta app necesita acceso a tu cámara.",
      specific: "Esta app necesita acceso a tu cámara para escanear recibos."),
    .init(
      locale: "fr", generic: "Cette app a besoin d’accéder à votre appareil photo.",
      specific: "Cette app a besoin d’accéder à votre appareil photo pour numériser vos reçus."),
    .init(
      locale: "de", generic: "Die App benötigt Zugriff auf deine Kamera.",
      specific: "Die App benötigt Zugriff auf deine Kamera, um Belege zu scannen."),
    .init(
      locale: "it", generic: "Questa app ha bisogno di accedere alla fotocamera.",
      specific: "Questa app ha bisogno di accedere alla fotocamera per scansionare le ricevute."),
    .init(
      locale: "pt", generic: "Esta aplicação precisa de acesso à sua câmara.",
      specific: "Esta aplicação precisa de acesso à sua câmara para digitalizar recibos."),
    .init(
      locale: "pt-BR", generic: "Este app precisa de acesso à sua câmera.",
      specific: "Este app precisa de acesso à sua câmera para digitalizar recibos."),
    .init(
      locale: "nl", generic: "Deze app heeft toegang tot je camera nodig.",
      specific: "Deze app heeft toegang tot je camera nodig om bonnetjes te scannen."),
    .init(
      locale: "sv", generic: "Appen behöver åtkomst till din kamera.",
      specific: "Appen behöver åtkomst till din kamera för att skanna kvitton."),
    .init(
      locale: "da", generic: "Appen skal bruge adgang til dit kamera.",
      specific: "Appen skal bruge adgang til dit kamera for at scanne kvitteringer."),
    .init(
      locale: "nb", generic: "Appen trenger tilgang til kameraet.",
      specific: "Appen trenger tilgang til kameraet for å skanne kvitteringer."),
    .init(
      locale: "fi", generic: "Sovellus tarvitsee pääsyn kameraan.",
      specific: "Sovellus tarvitsee pääsyn kameraan, jotta voit skannata kuitteja."),
    .init(
      locale: "pl", generic: "Aplikacja potrzebuje dostępu do aparatu.",
      specific: "Aplikacja potrzebuje dostępu do aparatu, aby skanować paragony."),
    // "do" (for) names the purpose too: Nextcloud Talk's speech text (talk-ios pl.lproj line 6).
    .init(
      locale: "pl", generic: "Dostęp do rozpoznawania mowy jest potrzebny.",
      specific:
        "Dostęp do rozpoznawania mowy jest potrzebny do transkrypcji wiadomości głosowej na tekst."
    ),
    .init(
      locale: "cs", generic: "Aplikace potřebuje přístup k fotoaparátu.",
      specific: "Aplikace potřebuje přístup k fotoaparátu, abyste mohli skenovat účtenky."),
    .init(
      locale: "ru", generic: "Приложению нужен доступ к камере.",
      specific: "Приложению нужен доступ к камере, чтобы сканировать чеки."),
    .init(
      locale: "uk", generic: "Застосунку потрібен доступ до камери.",
      specific: "Застосунку потрібен доступ до камери, щоб сканувати чеки."),
    .init(
      locale: "tr", generic: "Bu uygulamanın kameranıza erişmesi gerekiyor.",
      specific: "Fişleri taramak için kameranıza erişmemiz gerekiyor."),
    .init(
      locale: "el", generic: "Η εφαρμογή χρειάζεται πρόσβαση στην κάμερα.",
      specific: "Η εφαρμογή χρειάζεται πρόσβαση στην κάμερα για να σαρώνει αποδείξεις."),
    .init(
      locale: "ar", generic: "يحتاج التطبيق إلى الوصول إلى الكاميرا.",
      specific: "يحتاج التطبيق إلى الوصول إلى الكاميرا لكي تمسح الإيصالات."),
    .init(
      locale: "he", generic: "האפליקציה צריכה גישה למצלמה.",
      specific: "האפליקציה צריכה גישה למצלמה כדי לסרוק קבלות."),
    .init(
      locale: "hi", generic: "इस ऐप को आपके कैमरे की अनुमति चाहिए।",
      specific: "रसीदें स्कैन करने के लिए इस ऐप को आपके कैमरे की अनुमति चाहिए।"),
    .init(locale: "ja", generic: "カメラへのアクセスを許可してください。", specific: "レシートを読み取るためにカメラを使用します。"),
    .init(locale: "ko", generic: "이 앱은 카메라 접근 권한이 필요합니다.", specific: "영수증을 스캔하기 위해 카메라를 사용합니다."),
    .init(locale: "zh-Hans", generic: "此应用需要访问您的相机。", specific: "此应用需要访问您的相机，以便扫描收据。"),
    .init(locale: "zh-Hant", generic: "此應用程式需要取用您的相機。", specific: "此應用程式需要取用您的相機，以便掃描收據。"),
    .init(
      locale: "th", generic: "แอปนี้ต้องการเข้าถึงกล้องของคุณ",
      specific: "แอปนี้ต้องการเข้าถึงกล้องของคุณเพื่อสแกนใบเสร็จ"),
  ]

  static let catalog = try! LocaleCatalog.load()

  static func isGeneric(_ text: String, _ locale: String, appNames: [String] = []) -> Bool {
    let project = Project(root: "/", targets: [], problems: [], fileCount: 0, projectFiles: [])
    let context = RuleContext(
      model: ModelResolver().resolve(project), configuration: Configuration(directory: "/"),
      locales: catalog)
    let identifier = LocaleIdentifier(locale)
    let policy = context.policy(for: identifier)
    return GenericPhrasing.genericPhrase(
      in: text, policy: policy, language: identifier.language, context: context,
      appNames: appNames) != nil
  }

  /// openHAB's camera text names its app where the patterns say "this app": generic all the
  /// same, in every language that names the app as a subject.
  @Test func theAppsOwnNameStandsForThisApp() {
    #expect(Self.isGeneric("openHAB needs access to your camera.", "en", appNames: ["openHAB"]))
    #expect(
      Self.isGeneric("openHAB benötigt Zugriff auf deine Kamera.", "de", appNames: ["openHAB"]))
    #expect(Self.isGeneric("openHAB a besoin d’accéder au micro.", "fr", appNames: ["openHAB"]))
    // Not a name the app goes by, or a feature as the subject: not generic.
    #expect(!Self.isGeneric("openHAB needs access to your camera.", "en", appNames: ["Loop"]))
    #expect(!Self.isGeneric("Video calls need access to your camera.", "en", appNames: ["openHAB"]))
    #expect(
      !Self.isGeneric(
        "openHAB needs access to your camera to scan QR codes.", "en", appNames: ["openHAB"]))
  }

  @Test(arguments: samples)
  func genericSentenceIsFound(_ sample: Sample) {
    #expect(Self.isGeneric(sample.generic, sample.locale), "\(sample.generic)")
  }

  @Test(arguments: samples)
  func sentenceThatNamesTheFeatureIsNot(_ sample: Sample) {
    #expect(!Self.isGeneric(sample.specific, sample.locale), "\(sample.specific)")
  }

  /// The real texts each locale file lists (`genericExamples`): its patterns tell them apart.
  @Test func everyLocaleTellsItsRealExamplesApart() throws {
    let folder = Fixtures.packageRoot.appendingPathComponent("Locales")
    var count = 0
    for url in Fixtures.files(under: folder, { $0.hasSuffix(".json") }) {
      let locale = url.deletingPathExtension().lastPathComponent
      let data = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
      guard let examples = data?["genericExamples"] as? [String: [String]] else { continue }
      for text in examples["generic"] ?? [] {
        count += 1
        #expect(Self.isGeneric(text, locale), "\(locale): \(text)")
      }
      for text in examples["specific"] ?? [] {
        count += 1
        #expect(!Self.isGeneric(text, locale), "\(locale): \(text)")
      }
    }
    #expect(count > 0)
  }

  @Test(arguments: samples)
  func everyLocaleHasPrivacyClaimsThatCompile(_ sample: Sample) {
    let policy = Self.catalog.policy(for: sample.locale)
    for pattern in policy.privacyClaims + policy.genericPatterns {
      #expect(
        (try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])) != nil,
        "\(pattern)")
    }
  }
}

/// Whitespace normalization before matching, against the plain definition: runs of Unicode
/// whitespace become one space, none at either end.
@Suite struct WhitespaceNormalizationTests {
  static func reference(_ text: String) -> String {
    text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map {
      String(String.UnicodeScalarView($0))
    }
    .joined(separator: " ")
  }

  @Test func normalizationCollapsesEveryKindOfWhitespace() {
    var generator = SeededGenerator(seed: 21)
    let pieces = [
      "a", "Ж", "中", " ", "  ", "\t", "\n", "\u{85}", "\u{A0}", "\u{1680}", "\u{3000}", "\u{2009}",
      "\u{2028}", "\u{202F}", "\u{205F}", "\u{200B}", "x", "😀",
    ]
    for _ in 0..<10_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      #expect(
        GenericPhrasing.normalize(text) == Self.reference(text),
        "\(text.debugDescription)")
    }
  }

  /// The list of White_Space above ASCII that normalizing reads is the standard library's.
  @Test func whiteSpaceListIsUnicodes() {
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(WhiteSpace.isNonASCII(value) == scalar.properties.isWhitespace, "U+\(value)")
    }
  }

  /// The quick test that a text needs no normalizing agrees with the definition.
  @Test func plainSpacingIsWhatNormalizationLeavesAlone() {
    var generator = SeededGenerator(seed: 22)
    let pieces = [
      "a", "Ж", "中", " ", "  ", "\t", "\n", "\r", "\u{85}", "\u{A0}", "\u{1680}", "\u{3000}",
      "\u{2009}", "\u{2028}", "\u{202F}", "\u{205F}", "\u{200B}", "x", "😀",
    ]
    var plain = 0
    for _ in 0..<10_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let expected = Self.reference(text) == text
      #expect(
        text.withUTF8Bytes(GenericPhrasing.isPlainlySpaced) == expected, "\(text.debugDescription)")
      plain += expected ? 1 : 0
    }
    #expect(plain > 500)
  }

  /// More than three words after the phrase, in its own sentence, say more than the resource;
  /// a sentence after it (how to allow it in Settings) does not.
  @Test func moreThanThreeWordsInThePhrasesSentenceSayMore() {
    let phrase = 0..<25  // "The app needs your camera"
    func saysMore(_ text: String) -> Bool {
      GenericPhrasing.saysMore(after: phrase, in: text, language: "en")
    }
    #expect(!saysMore("The app needs your camera for this app."))
    #expect(saysMore("The app needs your camera so receipts get filed."))
    #expect(!saysMore("The app needs your camera. You can change it in Settings."))
    #expect(!GenericPhrasing.saysMore(after: 0..<4, in: "需要相机，用于扫描", language: "zh"))
    #expect(GenericPhrasing.saysMore(after: 0..<4, in: "需要相机，用于扫描收据归档", language: "zh"))
  }

  /// A name starts a text after any white space, in either case, and only as a whole word; the
  /// first byte settles the texts that start otherwise.
  @Test func aTextStartsWithANameAsAWord() {
    #expect(GenericPhrasing.startsWithName("  trips go", "Trips"))
    #expect(GenericPhrasing.startsWithName("\u{00A0}Trips go", "Trips"))
    #expect(GenericPhrasing.startsWithName("$(PRODUCT_NAME) needs", "$(PRODUCT_NAME)"))
    #expect(GenericPhrasing.startsWithName("Фото нужны", "фото"))
    #expect(!GenericPhrasing.startsWithName("Привет мир", "Trips"))
    #expect(!GenericPhrasing.startsWithName("Tripsy go", "Trips"))
    #expect(!GenericPhrasing.startsWithName("Trips", "Trips"))
    #expect(!GenericPhrasing.startsWithName("Allow Trips to", "Trips"))
  }
}
