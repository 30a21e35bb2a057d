/// The result of ``GeometryEngine/geodeticDistance(from:to:)``: the length and azimuths of the
/// shortest path between two points on the WGS84 ellipsoid.
public struct GeodeticDistanceResult: Sendable, Hashable {
  /// The distance in metres.
  public var distance: Double
  /// The azimuth at the first point, in degrees clockwise from north (-180...180).
  public var azimuth1: Double
  /// The forward azimuth at the second point, in degrees clockwise from north (-180...180): the
  /// direction a traveller faces on arrival.
  public var azimuth2: Double

  /// Creates a geodetic distance result.
  ///
  /// - Parameters:
  ///   - distance: The distance in metres.
  ///   - azimuth1: The azimuth at the first point in degrees.
  ///   - azimuth2: The forward azimuth at the second point in degrees.
  public init(distance: Double, azimuth1: Double, azimuth2: Double) {
    self.distance = distance
    self.azimuth1 = azimuth1
    self.azimuth2 = azimuth2
  }
}
