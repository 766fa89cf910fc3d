import Testing

@testable import UsageStrings

/// What the code around a call says of whether it asks: an authorization check that holds it.
@Suite struct CodeGuardsTests {
  /// Whether the call `CNContactStore().enumerateContacts` in `code` is held by a check that
  /// access was granted.
  static func isGuarded(_ code: String) -> Bool {
    let bytes = Array(code.utf8)
    let call = ASCIISearch.offset(of: Array("CNContactStore()".utf8), in: bytes)!
    return CodeGuards.isGuardedByAuthorization(bytes, at: call)
  }

  @Test(arguments: [
    // An `if` whose block holds the call (azooKey's keyboard).
    (
      "if CNContactStore.authorizationStatus(for: .contacts) == .authorized {\n  CNContactStore().enumerateContacts()\n}\n",
      true
    ),
    // A `guard` whose scope goes on to the call.
    (
      "guard CNContactStore.authorizationStatus(for: .contacts) == .authorized else { return }\nlet names = 1\nCNContactStore().enumerateContacts()\n",
      true
    ),
    // Under `!=`, or beside another state, the call asks.
    (
      "if CNContactStore.authorizationStatus(for: .contacts) != .authorized {\n  CNContactStore().enumerateContacts()\n}\n",
      false
    ),
    (
      "if status == .notDetermined || CNContactStore.authorizationStatus(for: .contacts) == .authorized {\n  CNContactStore().enumerateContacts()\n}\n",
      false
    ),
    // The `if`'s block closed before the call.
    (
      "if CNContactStore.authorizationStatus(for: .contacts) == .authorized {\n  load()\n}\nCNContactStore().enumerateContacts()\n",
      false
    ),
    // A check kept in a value is no guard.
    (
      "let granted = CNContactStore.authorizationStatus(for: .contacts) == .authorized\nCNContactStore().enumerateContacts()\n",
      false
    ),
  ])
  func guards(_ code: String, _ expected: Bool) {
    #expect(Self.isGuarded(code) == expected, "\(code)")
  }
}
