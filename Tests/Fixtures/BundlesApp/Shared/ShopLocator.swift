import CoreLocation

public final class ShopLocator {
  let manager = CLLocationManager()
  public init() {}
  public func start() { manager.requestWhenInUseAuthorization() }
}
