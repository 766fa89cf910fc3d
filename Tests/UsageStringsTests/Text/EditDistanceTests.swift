import Testing

@testable import UsageStrings

/// The near-miss search stops counting once a candidate is too far: the bounded distance must
/// agree with the full one wherever it is within the bound.
@Suite struct EditDistanceTests {
  @Test func countsEditsAndStopsPastTheLimit() {
    #expect(EditDistance.distance("kitten", "sitting") == 3)
    #expect(EditDistance.distance("kitten", "sitting", limit: 3) == 3)
    #expect(EditDistance.distance("kitten", "sitting", limit: 1) == 2)
    #expect(EditDistance.distance("", "abc") == 3)
    #expect(EditDistance.distance("", "abc", limit: 1) == 2)
    #expect(EditDistance.distance("abc", "") == 3)
    #expect(
      EditDistance.distance("NSCameraUsageDescriptoin", "NSCameraUsageDescription", limit: 3) == 2)
  }

  @Test func theBoundNeverChangesANearResult() {
    let words = [
      "NSCameraUsageDescription", "NSCameraUsageDescriptio", "NSMicrophoneUsage", "", "é",
    ]
    for a in words {
      for b in words {
        let full = EditDistance.distance(a, b)
        for limit in 0...4 {
          #expect(EditDistance.distance(a, b, limit: limit) == min(full, limit + 1))
        }
      }
    }
  }
}
