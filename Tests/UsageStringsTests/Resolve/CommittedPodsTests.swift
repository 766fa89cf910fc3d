import Foundation
import Testing

@testable import UsageStrings

/// Pods whose sources a checkout commits (`Pods/<name>/`, as breadwallet's forks do) are read as
/// libraries the app embeds; any other pod stays unseen.
@Suite struct CommittedPodsTests {
  /// The app's target in a folder holding an XcodeGen spec, an Info.plist, a `Podfile.lock`
  /// naming `pods`, and `files`.
  static func app(pods: [String], files: [String: String], in folder: URL) throws -> Target {
    try ProjectShapesTests.write(
      MissingTranslationRule.spec(), to: "project.yml", in: folder)
    try ProjectShapesTests.write(
      AppCodeLocationTests.infoPlist, to: "App/Info.plist", in: folder)
    try ProjectShapesTests.write("import SwiftUI\n", to: "App/App.swift", in: folder)
    let lock = "PODS:\n" + pods.map { "  - \($0) (1.0.0)\n" }.joined()
    try ProjectShapesTests.write(lock, to: "Podfile.lock", in: folder)
    for (path, text) in files { try ProjectShapesTests.write(text, to: path, in: folder) }
    let (project, _) = try ProjectShapesTests.discover(folder)
    return try #require(project.targets.first { $0.name == "App" })
  }

  static func scratch() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-pods-\(UUID().uuidString)")
  }

  /// Raven's SwipeCellKit: its sources are read, and it is no longer unseen.
  @Test func aCommittedPodIsReadAsEmbeddedCode() throws {
    let folder = Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = try Self.app(
      pods: ["SwipeCellKit", "Firebase"],
      files: ["Pods/SwipeCellKit/Source/SwipeAction.swift": "public class SwipeAction {}\n"],
      in: folder)
    #expect(target.code.unseenLibraries == ["Firebase (pod)"])
    let pod = try #require(target.code.embedded.first { $0.name == "SwipeCellKit (pod)" })
    #expect(pod.files.map { Paths.lastComponent($0) } == ["SwipeAction.swift"])
  }

  /// A pod named `..`, one linked out of the checkout, one shipping a static library and one
  /// past the walk's budget are not read: each stays unseen, as when no pod was committed.
  @Test func aHostilePodsFolderIsNotRead() throws {
    let folder = Self.scratch()
    let outside = Self.scratch()
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: outside)
    }
    try ProjectShapesTests.write("import Photos\n", to: "Secret.swift", in: outside)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Pods"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Pods/Linked"), withDestinationURL: outside)
    let many = (0...TargetAssembler.maximumPodEntries).map { "Pods/Huge/f\($0).swift" }
    let files =
      Dictionary(uniqueKeysWithValues: many.map { ($0, "") })
      .merging([
        "Pods/Built/Source/A.swift": "public class A {}\n",
        "Pods/Built/Lib/libBuilt.a": "!<arch>\n",
      ]) { first, _ in first }
    let target = try Self.app(pods: ["..", "Linked", "Built", "Huge"], files: files, in: folder)
    #expect(
      target.code.unseenLibraries == [".. (pod)", "Linked (pod)", "Built (pod)", "Huge (pod)"])
    #expect(!target.code.embedded.contains { $0.name.hasSuffix(TargetCode.podLabel) })
  }
}
