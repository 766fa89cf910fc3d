// swift-tools-version:6.0
import Foundation
import PackageDescription

// hunspell is optional: `wrong-language` uses its dictionaries where the library is installed
// (apt `libhunspell-dev`, Homebrew `hunspell`), and ICU's letters alone where it is not.
let hunspellHeaders = [
  "/usr/include/hunspell/hunspell.h", "/opt/homebrew/include/hunspell/hunspell.h",
  "/usr/local/include/hunspell/hunspell.h",
]
let hasHunspell =
  ProcessInfo.processInfo.environment["USAGE_STRINGS_WITHOUT_HUNSPELL"] == nil
  && hunspellHeaders.contains { FileManager.default.fileExists(atPath: $0) }
let hunspellDependency: [Target.Dependency] = hasHunspell ? ["CHunspell"] : []

let package = Package(
  name: "usage-strings",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "UsageStrings", targets: ["UsageStrings"]),
    .executable(name: "usage-strings", targets: ["usage-strings"]),
    .plugin(name: "UsageStringsCommand", targets: ["UsageStringsCommand"]),
  ],
  targets: [
    // The system ICU, found with pkg-config (icu-i18n requires icu-uc).
    .systemLibrary(
      name: "CICUSystem",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
    ),
    // The system libyaml (XcodeGen's project.yml), found with pkg-config.
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // The system zlib (ships with macOS), for the deflated entries of `.ipa` archives.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    .systemLibrary(
      name: "CHunspell",
      pkgConfig: "hunspell",
      providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]
    ),
    // ICU renames its C functions per version with macros Swift cannot import, so a C target
    // calls them and exposes a small API of our own.
    .target(name: "CICU", dependencies: ["CICUSystem"]),
    .target(
      name: "UsageStrings",
      dependencies: ["CICU", "CYAML", "CZlib"] + hunspellDependency,
      plugins: ["EmbedDefaults"]
    ),
    .executableTarget(name: "usage-strings", dependencies: ["UsageStrings"]),
    // Turns Locales/ and templates/ into Swift source so that a copied binary carries them, and
    // ICU's Simplified/Traditional conversions into a table (no transliterator opened per run).
    .executableTarget(name: "EmbedDefaultsTool", dependencies: ["CICU"]),
    .plugin(name: "EmbedDefaults", capability: .buildTool(), dependencies: ["EmbedDefaultsTool"]),
    // `swift package usage-strings check`: the tool on the package it runs in.
    .plugin(
      name: "UsageStringsCommand",
      capability: .command(
        intent: .custom(
          verb: "usage-strings",
          description: "Check, extract or list the purpose strings of the package")),
      dependencies: ["usage-strings"]
    ),
    // Golden-file comparison, shared by the test targets.
    .target(name: "GoldenFiles", path: "Tests/GoldenFiles"),
    .testTarget(name: "UsageStringsTests", dependencies: ["UsageStrings", "GoldenFiles"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["usage-strings", "UsageStrings", "GoldenFiles"]),
  ]
)
