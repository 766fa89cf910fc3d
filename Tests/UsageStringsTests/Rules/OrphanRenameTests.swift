import Foundation
import Testing

@testable import UsageStrings

/// `orphan-purpose-string` tells a key the tables misname from a permission to declare.
@Suite struct OrphanRenameTests {
  @Test func aMisnamedKeyIsToBeRenamedNotDeclared() throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == "orphan-purpose-string" })
    let messages = try rule.description.examples.filter { $0.kind == .failing }.map { example in
      let outcome = try ExampleRunner.run(example, rule: rule, variant: .plain)
      defer { try? FileManager.default.removeItem(at: outcome.folder) }
      return outcome.diagnostics.map(\.message)
    }
    #expect(messages.count == 2)
    #expect(messages.first?.first?.hasSuffix("; declare it in the Info.plist") == true)
    #expect(
      messages.last?.first?.hasSuffix(
        "it says what 'NSPhotoLibraryAddUsageDescription' declares: rename it to 'NSPhotoLibraryAddUsageDescription' in the tables rather than declaring a new permission"
      ) == true, "\(messages)")
  }
}
