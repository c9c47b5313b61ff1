/// A point on Earth in decimal degrees (WGS 84), as weather services expect it.
public struct Coordinates: Hashable, Sendable {
  /// Degrees north of the equator; negative in the southern hemisphere.
  public var latitude: Double
  /// Degrees east of Greenwich; negative in the western hemisphere.
  public var longitude: Double

  /// Makes a point from its latitude and longitude in decimal degrees.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}
