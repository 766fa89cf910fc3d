import Foundation
import Testing

@testable import UsageStrings

@Suite struct PlistDocumentTests {
  static let infoPlists = Fixtures.files(under: Fixtures.corpus) { $0 == "Info.plist" }

  /// Our value as Foundation-like objects, for comparison.
  static func plain(_ value: PlistValue) -> AnyHashable {
    switch value {
    case .string(let text, _): return text
    case .integer(let text, _): return Int(text) ?? 0
    case .real(let text, _): return Double(text) ?? 0
    case .boolean(let flag, _): return flag
    case .date(let text, _): return text
    case .data(let bytes, _): return Data(bytes)
    case .array(let values, _): return values.map(plain)
    case .dictionary(let members, _):
      var result: [String: AnyHashable] = [:]
      for member in members { result[member.key] = plain(member.value) }
      return result
    }
  }

  /// Foundation's value in the same terms (booleans and numbers told apart as plists do).
  static func plain(foundation value: Any) -> AnyHashable {
    switch value {
    case let text as String: return text
    case let data as Data: return data
    case let date as Date: return date.description
    case let array as [Any]: return array.map { plain(foundation: $0) }
    case let dictionary as [String: Any]: return dictionary.mapValues { plain(foundation: $0) }
    case let number as NSNumber:
      // Booleans come back as Bool or as a boolean NSNumber, depending on the platform.
      if "\(type(of: value))".contains("Bool") || String(cString: number.objCType) == "c" {
        return number.boolValue
      }
      return number.intValue
    default: return "\(value)"
    }
  }

  @Test(arguments: infoPlists)
  func xmlMatchesFoundation(_ url: URL) throws {
    let bytes = try Fixtures.bytes(url)
    let document = PlistDocument.read(path: url.lastPathComponent, bytes: bytes)
    #expect(document.format == .xml)
    let root = try #require(document.root)
    #expect(Self.plain(root) == Self.plain(foundation: try #require(FoundationReader.plist(bytes))))
  }

  @Test(arguments: infoPlists)
  func binaryMatchesFoundation(_ url: URL) throws {
    let object = try #require(FoundationReader.plist(try Fixtures.bytes(url)))
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let document = PlistDocument.read(path: "Info.plist", bytes: [UInt8](binary))
    #expect(document.format == .binary)
    #expect(document.failure == nil)
    #expect(Self.plain(try #require(document.root)) == Self.plain(foundation: object))
  }

  @Test(arguments: infoPlists)
  func jsonFormReadsTheSameStrings(_ url: URL) throws {
    let object = try #require(FoundationReader.plist(try Fixtures.bytes(url)) as? [String: Any])
    let strings = object.filter { $0.value is String }
    let json = try JSONSerialization.data(
      withJSONObject: strings, options: [.prettyPrinted, .sortedKeys])
    let document = PlistDocument.read(path: "Info.json", bytes: [UInt8](json))
    #expect(document.format == .json)
    #expect(Self.plain(try #require(document.root)) == Self.plain(foundation: strings))
  }

  @Test func xmlKeysHaveLines() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n\t<string>x &lt; y</string>\n</dict>\n</plist>\n"
    let document = PlistDocument.read(path: "p.plist", bytes: Array(text.utf8))
    let member = try #require(document.root?.members?.first)
    #expect(document.position(member.keyRange!.lowerBound)?.line == 4)
    #expect(member.value.string == "x < y")
    #expect(
      document.sourceOffset(of: member.value, unit: 2).map { document.position($0)!.column } == 12)
  }

  /// CoreFoundation reads a `<key>` where a value belongs as a string: melonDS lists its file
  /// extensions so in an array, and its app reads the plist. (In a dictionary it is a value left
  /// out: a syntax error.)
  @Test func aKeyWhereAValueBelongsIsAString() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>Types</key>\n\t<array>\n\t\t<key>zip</key>\n\t\t<string>7z</string>\n\t</array>\n\t<key>Name</key>\n\t<string>melonDS</string>\n</dict>\n</plist>\n"
    let document = PlistDocument.read(path: "melon.plist", bytes: Array(text.utf8))
    #expect(document.failure == nil)
    let foundation = try #require(FoundationReader.plist(Array(text.utf8)))
    #expect(Self.plain(try #require(document.root)) == Self.plain(foundation: foundation))
    #expect(document.root?["Name"]?.string == "melonDS")
  }

  @Test(arguments: [
    ("<plist><dict><key>a</key></dict></plist>", "has no value"),
    (
      "<plist><dict><key>a</key><key>b</key><string>c</string></dict></plist>",
      "the '<key>' after it"
    ),
    ("<plist><dict><key>a</key><string>b</dict></plist>", "does not match"),
    ("<!DOCTYPE plist [<!ENTITY x \"y\">]><plist><string>&x;</string></plist>", "internal subset"),
    ("<plist><string>&x;</string></plist>", "undefined entity"),
    ("{\"a\": }", "expected a value"),
    ("bplist00\u{0}\u{0}", "trailer"),
  ])
  func malformedInputIsAnErrorWithItsPlace(_ input: (String, String)) {
    let document = PlistDocument.read(path: "bad.plist", bytes: Array(input.0.utf8))
    #expect(document.root == nil)
    #expect(
      document.failure?.message.contains(input.1) == true, "\(String(describing: document.failure))"
    )
  }

  /// An Info.plist Xcode runs through the C preprocessor (`INFOPLIST_PREPROCESS`): every branch
  /// is read, the directive lines skipped; other text between elements is still an error, at the
  /// text itself.
  @Test func preprocessorDirectivesBetweenElementsAreSkipped() throws {
    let xml = """
      <plist version="1.0">
      <dict>
      	<key>NSCameraUsageDescription</key>
      	<string>Scan receipts.</string>
      #ifdef INTUNE
      	<key>NSFaceIDUsageDescription</key>
      	<string>Unlock with Face ID.</string>
      #else
      	<key>NSMicrophoneUsageDescription</key>
      	<string>Dictate notes.</string>
      #endif
      </dict>
      </plist>
      """
    let document = PlistDocument.read(path: "Info.plist", bytes: Array(xml.utf8))
    let root = try #require(document.root)
    guard case .dictionary(let members, _) = root else {
      Issue.record("no dictionary")
      return
    }
    #expect(
      members.map(\.key) == [
        "NSCameraUsageDescription", "NSFaceIDUsageDescription", "NSMicrophoneUsageDescription",
      ])
    let stray = xml.replacingOccurrences(of: "#else", with: "else")
    let failure = PlistDocument.read(path: "Info.plist", bytes: Array(stray.utf8)).failure
    #expect(failure?.message.contains("unexpected text between plist elements") == true)
    #expect(failure?.offset == Array(stray.utf8).firstRange(of: Array("else".utf8))?.lowerBound)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let depth = 10_000
    let xml =
      "<plist>" + String(repeating: "<array>", count: depth)
      + String(repeating: "</array>", count: depth) + "</plist>"
    #expect(
      PlistDocument.read(path: "deep.plist", bytes: Array(xml.utf8)).failure?.message.contains(
        "nested") == true)
    let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(
      PlistDocument.read(path: "deep.json", bytes: Array(json.utf8)).failure?.message.contains(
        "nested") == true)
    let openStep = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
    #expect(
      PlistDocument.read(path: "deep.plist", bytes: Array(openStep.utf8)).failure?.message.contains(
        "nested") == true)
  }
}
