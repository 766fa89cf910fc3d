import CoreLocation
import XCTest

final class TrackerTests: XCTestCase {
  func testAlways() { CLLocationManager().requestAlwaysAuthorization() }
}
