/// The order Xcode keeps a catalog's keys in: case-insensitive, then by code point.
public enum CatalogOrder {
  public static func precedes(_ left: String, _ right: String) -> Bool {
    let (a, b) = (left.lowercased(), right.lowercased())
    return a != b ? a < b : left < right
  }
}
