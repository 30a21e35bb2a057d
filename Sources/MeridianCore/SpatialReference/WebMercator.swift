import Foundation

/// The spherical Web Mercator formulas (EPSG:3857) on the WGS84 semi-major axis, written once.
///
/// `GeometryEngine.project(_:into:)`, the bulk projection's inverse, identify and the graphics
/// spatial index all convert through these four functions, so every path gives the same value to the
/// bit. The bulk forward projection (`MercatorKernel`) evaluates the same y with polynomials and is
/// tested against ``y(latitude:)``.
package enum WebMercator {
  /// The x of a longitude in degrees: R·λ.
  @inline(__always)
  package static func x(longitude: Double) -> Double {
    GeometryEngine.webMercatorRadius * longitude * .pi / 180
  }

  /// The y of a latitude in degrees, clamped first to ±``GeometryEngine/webMercatorMaxLatitude``:
  /// R·ln tan(π/4 + φ/2).
  @inline(__always)
  package static func y(latitude: Double) -> Double {
    let limit = GeometryEngine.webMercatorMaxLatitude
    let latitude = Swift.min(Swift.max(latitude, -limit), limit)
    return GeometryEngine.webMercatorRadius * log(tan(.pi / 4 + latitude * .pi / 360))
  }

  /// The longitude in degrees of an x.
  @inline(__always)
  package static func longitude(x: Double) -> Double { x / GeometryEngine.webMercatorRadius * 180 / .pi }

  /// The latitude in degrees of a y: 2·atan(e^(y/R)) − π/2.
  @inline(__always)
  package static func latitude(y: Double) -> Double {
    (2 * atan(exp(y / GeometryEngine.webMercatorRadius)) - .pi / 2) * 180 / .pi
  }
}
