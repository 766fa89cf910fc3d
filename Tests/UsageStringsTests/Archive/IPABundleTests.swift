import Foundation
import Testing

@testable import UsageStrings

/// The bundles of an `.ipa` and the entries the checker reads in each, found from the listing.
@Suite struct IPABundleTests {
  static let names = [
    "Payload/App.app/", "Payload/App.app/Info.plist", "Payload/App.app/App",
    "Payload/App.app/en.lproj/InfoPlist.strings",
    "Payload/App.app/de.lproj/Localizable.stringsdict",
    "Payload/App.app/de.lproj/Main.storyboardc/Info.plist",
    "Payload/App.app/Base.lproj/Main.strings",
    "Payload/App.app/Assets.car", "Payload/App.app/PlugIns/Share.appex/Info.plist",
    "Payload/App.app/PlugIns/Share.appex/Share",
    "Payload/App.app/PlugIns/Share.appex/fr.lproj/InfoPlist.strings",
    "Payload/App.app/Frameworks/Kit.framework/Info.plist",
    "Payload/App.app/Frameworks/Kit.framework/Kit",
    "Payload/App.app/Frameworks/Kit.framework/en.lproj/Kit.strings",
    "Payload/App.app/Watch/Watch.app/Info.plist",
    "Payload/App.app/Watch/Watch.app/PlugIns/Complication.appex/Info.plist",
    "Payload/App.app/Resources.zip", "Payload/Other.app/../../evil", "Symbols/App.symbols",
    "iTunesMetadata.plist",
  ]

  static func archive() throws -> ZipArchive {
    var entries = names.map { ZipWriter.Entry($0, stored: Array($0.utf8)) }
    var link = ZipWriter.Entry("Payload/Other.app/Info.plist", stored: Array("/etc/passwd".utf8))
    link.attributes = 0o120777 << 16
    entries.append(link)
    return try ZipArchive(data: Data(ZipWriter(entries).bytes()))
  }

  @Test func bundlesAndTheirTables() throws {
    let archive = try Self.archive()
    let bundles = archive.appBundles()
    #expect(bundles.map(\.path) == ["Payload/App.app/", "Payload/Other.app/"])
    let app = bundles[0]
    #expect(app.kind == .app && app.infoPlist?.name == "Payload/App.app/Info.plist")
    #expect(
      app.tables.map(\.name) == [
        "Payload/App.app/Base.lproj/Main.strings",
        "Payload/App.app/de.lproj/Localizable.stringsdict",
        "Payload/App.app/en.lproj/InfoPlist.strings",
      ])
    #expect(app.refused.map(\.name) == ["Payload/App.app/Resources.zip"])
    #expect(
      app.bundles.map(\.path) == [
        "Payload/App.app/Frameworks/Kit.framework/", "Payload/App.app/PlugIns/Share.appex/",
        "Payload/App.app/Watch/Watch.app/",
      ])
    #expect(app.bundles.map(\.kind) == [.framework, .appExtension, .app])
    let kit = app.bundles[0]
    #expect(kit.infoPlist?.name == "Payload/App.app/Frameworks/Kit.framework/Info.plist")
    #expect(
      kit.tables.map(\.name) == ["Payload/App.app/Frameworks/Kit.framework/en.lproj/Kit.strings"])
    #expect(app.bundles[1].tables.count == 1)
    #expect(
      app.bundles[2].bundles.map(\.infoPlist?.name) == [
        "Payload/App.app/Watch/Watch.app/PlugIns/Complication.appex/Info.plist"
      ])
  }

  /// A linked Info.plist and a name leading out are the bundle's refused entries, not its own.
  @Test func refusedEntriesAreNamedNotTaken() throws {
    let other = try Self.archive().appBundles()[1]
    #expect(other.infoPlist == nil)
    #expect(other.refused.map(\.refusal) == [.unsafeName, .symbolicLink])
  }

  /// The executable, named by the caller from the bundle's Info.plist.
  @Test func theExecutableIsFoundByName() throws {
    let archive = try Self.archive()
    let app = archive.appBundles()[0]
    #expect(archive.entry("App", in: app)?.name == "Payload/App.app/App")
    #expect(
      try archive.extract(archive.entry("Kit", in: app.bundles[0])!)
        == Array("Payload/App.app/Frameworks/Kit.framework/Kit".utf8))
    #expect(archive.entry("../Other.app/Info.plist", in: app) == nil)
    #expect(archive.entry("Missing", in: app) == nil)
    #expect(archive.entries(under: "Payload/App.app/PlugIns/Share.appex/").count == 3)
  }

  /// Bundles nest four levels at most: a chain of thousands would cost the square of its length.
  @Test func bundlesNestAFewLevelsAtMost() throws {
    let name =
      "Payload/A.app/" + String(repeating: "PlugIns/x.appex/", count: 6) + "Info.plist"
    let archive = try ZipArchive(data: Data(ZipWriter([.init(name, stored: [1])]).bytes()))
    var bundle = try #require(archive.appBundles().first)
    var depth = 0
    while let inner = bundle.bundles.first {
      bundle = inner
      depth += 1
    }
    #expect(depth == IPABundle.maximumDepth)
    #expect(bundle.infoPlist == nil)
  }
}
