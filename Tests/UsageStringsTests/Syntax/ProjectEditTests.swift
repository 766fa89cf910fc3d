import Foundation
import Testing

@testable import UsageStrings

/// A new language's table added to a project as Xcode adds it: every byte of the project kept,
/// the file reference among the others in ID order, the group's child and the known region at
/// the end of their lists, and the result read back by the project's own reader.
@Suite struct ProjectEditTests {
  static let project = Fixtures.packageRoot.appendingPathComponent(
    "Examples/PhotoJournal.xcodeproj/project.pbxproj")

  /// The variant group of the example's InfoPlist.strings.
  static func group(_ text: [UInt8]) throws -> XcodeProject.VariantGroup {
    guard
      case .success(let read) = XcodeProject.read(
        TextFile(path: "project.pbxproj", bytes: text), absolutePath: project.path)
    else { throw ToolIssue.fileUnreadable(path: "project.pbxproj", reason: "does not read") }
    return try #require(
      read.targets.flatMap(\.variantGroups).first { $0.name == "InfoPlist.strings" })
  }

  /// Whether `small` is `large` with bytes removed: nothing of it was lost or changed.
  static func isSubsequence(_ small: [UInt8], of large: [UInt8]) -> Bool {
    var index = large.startIndex
    for byte in small {
      guard let found = large[index...].firstIndex(of: byte) else { return false }
      index = found + 1
    }
    return true
  }

  @Test func aNewLocalizationKeepsEveryByteAndReadsBack() throws {
    let original = [UInt8](try Data(contentsOf: Self.project))
    let before = try Self.group(original)
    let edited = try #require(
      ProjectEdit.addingLocalization(
        original, group: before.id, region: "zh-Hant", path: "zh-Hant.lproj/InfoPlist.strings"))
    #expect(Self.isSubsequence(original, of: edited))
    let text = String(decoding: edited, as: UTF8.self)
    #expect(
      text.split(separator: "\n").count
        == String(decoding: original, as: UTF8.self).split(separator: "\n").count + 3)
    // Quoted as Xcode quotes a region with a hyphen, in knownRegions and in the reference.
    #expect(text.contains("\t\t\t\t\"zh-Hant\",\n\t\t\t);\n\t\t\tmainGroup"))
    #expect(text.contains("name = \"zh-Hant\"; path = \"zh-Hant.lproj/InfoPlist.strings\";"))
    let after = try Self.group(edited)
    #expect(after.files.map(\.region) == before.files.map(\.region) + ["zh-Hant"])
    #expect(
      after.files.last?.path
        == Self.project.deletingLastPathComponent().deletingLastPathComponent().path
        + "/PhotoJournal/zh-Hant.lproj/InfoPlist.strings")
    // The file references stay in ID order.
    let ids = text.split(separator: "\n").filter { $0.contains("isa = PBXFileReference") }.map {
      $0.trimmingCharacters(in: .whitespaces).prefix(24)
    }
    #expect(ids == ids.sorted())
    // Adding it again changes nothing.
    #expect(
      ProjectEdit.addingLocalization(
        edited, group: after.id, region: "zh-Hant", path: "zh-Hant.lproj/InfoPlist.strings")
        == edited)
  }

  @Test func aRegionAlreadyKnownIsNotAddedTwice() throws {
    let original = [UInt8](try Data(contentsOf: Self.project))
    let group = try Self.group(original)
    // "fr" is in knownRegions but suppose its table were new: knownRegions keeps one "fr".
    let withoutFrench = String(decoding: original, as: UTF8.self).replacingOccurrences(
      of: "\t\t\t\tD1CCB50170089A7779141D13 /* fr */,\n", with: "")
    let edited = try #require(
      ProjectEdit.addingLocalization(
        Array(withoutFrench.utf8), group: group.id, region: "fr",
        path: "fr.lproj/InfoPlist.strings"))
    let text = String(decoding: edited, as: UTF8.self)
    #expect(text.components(separatedBy: "\t\t\t\tfr,\n").count == 2)
  }

  @Test func aGroupThatIsNotThereIsNoEdit() throws {
    let original = [UInt8](try Data(contentsOf: Self.project))
    #expect(
      ProjectEdit.addingLocalization(
        original, group: "000000000000000000000000", region: "ko", path: "ko.lproj/x") == nil)
    #expect(
      ProjectEdit.addingLocalization(
        Array("not a project".utf8), group: "A", region: "ko", path: "ko.lproj/x") == nil)
  }
}
