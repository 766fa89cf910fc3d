import Foundation
import Testing

/// The registry is generated from data the repository holds: a clone regenerates it byte for
/// byte (`Scripts/generate-registry.py`, `Data/usage-keys.json`, `Data/alert-titles.json`).
@Suite struct RegistryDataTests {
  @Test func theRegistryRegeneratesFromTheRepositorysData() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("UsageKeyRegistry+Data.swift")
    let root = Binary.packageRoot
    let result = try Binary.execute(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "python3", root.appendingPathComponent("Scripts/generate-registry.py").path,
        root.appendingPathComponent("Data/usage-keys.json").path, output.path,
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    for name in ["UsageKeyRegistry+Data.swift", "UsageKeyRegistry+Alerts.swift"] {
      let committed = root.appendingPathComponent("Sources/UsageStrings/Registry/\(name)")
      #expect(
        try Data(contentsOf: folder.appendingPathComponent(name))
          == Data(contentsOf: committed), "\(name)")
    }
  }
}
