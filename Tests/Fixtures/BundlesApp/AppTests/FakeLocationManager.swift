import CoreLocation
import XCTest

final class FakeLocationManager: CLLocationManager {
  override func requestAlwaysAuthorization() {}
  func test() { AVAudioSession.sharedInstance().requestRecordPermission { _ in } }
}
