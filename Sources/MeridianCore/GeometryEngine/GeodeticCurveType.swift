/// The kind of curve a geodetic operation measures along on the ellipsoid.
///
/// ArcGIS also names loxodromes, great ellipses and normal sections; Meridian measures along geodesics
/// (the shortest paths), so that is the one case.
public enum GeodeticCurveType: String, Sendable, Hashable, Codable, CaseIterable {
  /// The shortest path between two points on the WGS84 ellipsoid (Karney's algorithms).
  case geodesic
}
