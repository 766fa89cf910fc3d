/// Files a repository keeps encrypted, which a checkout without the key holds as ciphertext:
/// git-crypt's (`\0GITCRYPT\0`, then the encrypted bytes) and transcrypt's (OpenSSL's `Salted__`
/// header, in Base64). Read as what their names say, they would be reported as broken plists and
/// tables in an unknown encoding; they are only unreadable here.
enum EncryptedFile {
  /// The tool that encrypted a file, by its first bytes; nil for any other file.
  static func scheme(of bytes: [UInt8]) -> String? {
    if bytes.starts(with: Array("\0GITCRYPT\0".utf8)) { return "git-crypt" }
    if bytes.starts(with: Array("U2FsdGVkX1".utf8)) { return "transcrypt" }
    return nil
  }
}
