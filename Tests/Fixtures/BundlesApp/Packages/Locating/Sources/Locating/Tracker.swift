import CoreLocation

public final class Tracker {
  let manager = CLLocationManager()
  public init() {}
  public func follow() { manager.startUpdatingLocation() }
}
