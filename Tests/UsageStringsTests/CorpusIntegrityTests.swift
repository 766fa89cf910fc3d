import Foundation
import Testing

/// The vendored corpus is a byte-for-byte copy of `../shared/corpus`: never edited.
@Suite struct CorpusIntegrityTests {
  @Test(arguments: Fixtures.corpusApps)
  func fileCountMatchesItsSourceRecord(_ app: String) throws {
    let folder = Fixtures.corpus.appendingPathComponent(app)
    let source = try String(
      contentsOf: folder.appendingPathComponent("SOURCE.txt"), encoding: .utf8)
    let line = try #require(source.components(separatedBy: "\n").first { $0.hasPrefix("files: ") })
    let recorded = Int(line.dropFirst("files: ".count))
    // The record counts the files it lists, not itself.
    #expect(Fixtures.files(under: folder) { $0 != "SOURCE.txt" }.count == recorded)
  }

  @Test func sameBytesAsTheSharedCorpusWhenPresent() throws {
    let shared = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent(
      "shared/corpus")
    guard FileManager.default.fileExists(atPath: shared.path) else { return }
    let ours = Fixtures.files(under: Fixtures.corpus) { _ in true }
    let theirs = Fixtures.files(under: shared) { _ in true }
    #expect(
      ours.map { $0.path.replacingOccurrences(of: Fixtures.corpus.path, with: "") }
        == theirs.map { $0.path.replacingOccurrences(of: shared.path, with: "") })
    for (mine, original) in zip(ours, theirs) {
      #expect(try Fixtures.bytes(mine) == Fixtures.bytes(original), "\(mine.path)")
    }
  }
}
