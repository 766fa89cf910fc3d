/// The words of a name written in code style, lower-cased: split at anything but a letter, after
/// a small letter before a capital ("LoopKitExample") and at the end of an acronym before a word
/// ("SwiftUIExample": "swift", "ui", "example"; "BLEManager": "ble", "manager").
enum NameWords {
  static func of(_ name: String) -> [String] {
    var words: [String] = []
    var word = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (word.last?.isLowercase == true
          || (word.last?.isUppercase == true && next?.isLowercase == true))
      if !character.isLetter || startsWord {
        if !word.isEmpty { words.append(word.lowercased()) }
        word = character.isLetter ? String(character) : ""
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word.lowercased()) }
    return words
  }
}
