import Foundation

/// The ellipsoidal azimuthal equidistant projection about a centre, built on the geodesic problems.
///
/// A point maps to `(s sin α, s cos α)` in metres, where `s` and `α` are the geodesic distance and
/// azimuth from the centre (x east, y north), so distances and azimuths from the centre are true. It is
/// one-to-one short of the centre's antipode.
struct AzimuthalEquidistant {
  /// The centre's latitude and longitude in degrees.
  var latitude: Double
  var longitude: Double

  /// The projected point of a latitude and longitude in degrees.
  func forward(latitude lat: Double, longitude lon: Double) -> SIMD2<Double> {
    let r = Geodesic.wgs84.inverse(lat1: latitude, lon1: longitude, lat2: lat, lon2: lon)
    let (s, c) = GeodesicMath.sincosd(r.azi1)
    return SIMD2(r.s12 * s, r.s12 * c)
  }

  /// The latitude and longitude of a projected point (longitude within 180° of the centre's).
  func reverse(_ p: SIMD2<Double>) -> (latitude: Double, longitude: Double) {
    let s = (p.x * p.x + p.y * p.y).squareRoot()
    guard s > 0 else { return (latitude, longitude) }
    let end = Geodesic.wgs84.direct(lat1: latitude, lon1: longitude, azi1: atan2(p.x, p.y) * 180 / .pi, s12: s)
    return (end.lat2, GeometryEngine.unwrap(end.lon2, near: longitude))
  }
}
