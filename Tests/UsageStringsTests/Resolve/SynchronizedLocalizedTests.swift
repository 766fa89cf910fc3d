import Foundation
import Testing

@testable import UsageStrings

/// Xcode names a localized file of a synchronized folder in membership exceptions as
/// `/Localized/InfoPlist.strings`: every `<lang>.lproj` copy of it (Home Assistant's Intents
/// extension builds the app's InfoPlist tables so).
@Suite struct SynchronizedLocalizedTests {
  @Test func aLocalizedExceptionNamesEveryLanguagesCopy() throws {
    let url = Fixtures.url("SynchronizedApp/App.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
      of: "\t\t\t\tGreen/Info.plist,\n\t\t\t);\n\t\t\ttarget = T2",
      with:
        "\t\t\t\tGreen/Info.plist,\n\t\t\t\t/Localized/InfoPlist.strings,\n\t\t\t);\n\t\t\ttarget = T2"
    )
    #expect(text.contains("/Localized/InfoPlist.strings"))
    guard
      case .success(let project) = XcodeProject.read(
        TextFile(path: "project.pbxproj", bytes: Array(text.utf8)), absolutePath: url.path)
    else { throw ToolIssue.fileUnreadable(path: url.path, reason: "does not read") }
    let green = try #require(project.targets.first { $0.name == "Green" })
    let flavors = Fixtures.url("SynchronizedApp/Flavors").path
    #expect(green.synchronizedExclusions.contains(flavors + "/Localized/InfoPlist.strings"))
    let folders = TargetAssembler.SynchronizedFolders(
      folders: green.synchronizedFolders, exclusions: green.synchronizedExclusions)
    #expect(!folders.builds(flavors + "/de.lproj/InfoPlist.strings"))
    #expect(folders.builds(flavors + "/de.lproj/Localizable.strings"))
    let other = TargetAssembler.SynchronizedFolders(
      inclusions: green.synchronizedExclusions)
    #expect(other.builds(flavors + "/fr.lproj/InfoPlist.strings"))
    #expect(!other.builds(flavors + "/InfoPlist.strings"))
  }
}
