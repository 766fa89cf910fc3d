import Testing

@testable import UsageStrings

/// The language of a whole sentence told by its small words (`FunctionWords`).
@Suite struct FunctionWordsTests {
  @Test func aSentenceIsTheLanguageOfItsSmallWords() {
    let german = "Erlauben Sie den Zugriff, um QR Codes scannen zu können."
    #expect(FunctionWords.isWritten(german, in: "de", ratherThan: "en"))
    #expect(!FunctionWords.isWritten(german, in: "fr", ratherThan: "en"))
    let english = "Allow access to the camera so that you can scan the codes of your tickets."
    #expect(!FunctionWords.isWritten(english, in: "de", ratherThan: "en"))
    #expect(FunctionWords.isWritten(english, in: "en", ratherThan: "de"))
    // Too few words to tell, or a language with no list.
    #expect(!FunctionWords.isWritten("Kamera für Belege", in: "de", ratherThan: "en"))
    #expect(!FunctionWords.isWritten(german, in: "de", ratherThan: "fi"))
    #expect(!FunctionWords.isWritten(german, in: "de", ratherThan: "de"))
    // Lists that share words: Portuguese and Italian are not Spanish.
    let portuguese = "Permite que o app use uma foto para o seu perfil."
    #expect(FunctionWords.language(of: portuguese) != "es")
    #expect(!FunctionWords.isWritten(portuguese, in: "es", ratherThan: "en"))
    let italian = "Consente di scegliere una foto con un filtro che ti piace."
    #expect(FunctionWords.language(of: italian) != "es")
    let spanish = "Permite elegir una foto para tu perfil con la cámara del teléfono."
    #expect(FunctionWords.language(of: spanish) != "pt")
    // Turkish and Czech by their own words; Dutch and Portuguese stay theirs.
    #expect(
      FunctionWords.language(of: "İzin verirseniz bu uygulama kamera için erişim ister.") == "tr")
    #expect(FunctionWords.language(of: "Aplikace potřebuje přístup ke kameře, aby …") == "cs")
    #expect(FunctionWords.language(of: "Je kunt je foto's delen met je vrienden.") == "nl")
    #expect(
      FunctionWords.language(of: "Para salvar fotos na sua galeria, se você permitir.") != "cs")
  }
}
