import Foundation
import Testing

@testable import UsageStrings

/// Files a repository keeps encrypted (git-crypt, transcrypt) are ciphertext in a checkout
/// without the key: a note says they were not read, never a broken plist or a wrong encoding.
@Suite struct EncryptedFileTests {
  @Test func encryptedFilesAreNotedNotReportedAsBroken() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "encrypted-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ bytes: [UInt8]) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    try write(
      "App/Info.plist",
      Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>com.example.app</string>
        <key>NSCameraUsageDescription</key><string>Scan receipts to file your expenses.</string>
        </dict></plist>

        """.utf8))
    try write(
      "App/GoogleService-Info.plist", Array("\0GITCRYPT\0".utf8) + [0xCA, 0x83, 0x72, 0xA5])
    try write("App/de.lproj/InfoPlist.strings", Array("U2FsdGVkX1+vupppZksvRf5pq5g5XjFR\n".utf8))
    let result = try Linter.check(folder.path, in: "/")
    let rules = Set(result.diagnostics.map(\.ruleID))
    #expect(!rules.contains("syntax-error") && !rules.contains("invalid-encoding"), "\(rules)")
    let notes = result.diagnostics.filter { $0.ruleID == "missing-file" }.map(\.message)
    #expect(
      notes.contains {
        $0.contains("GoogleService-Info.plist' was not read: it is encrypted (git-crypt)")
      }, "\(notes)")
    #expect(
      notes.contains {
        $0.contains("InfoPlist.strings' was not read: it is encrypted (transcrypt)")
      }, "\(notes)")
  }
}
