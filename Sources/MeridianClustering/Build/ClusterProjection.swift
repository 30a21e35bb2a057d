import Foundation

/// Spherical Web Mercator scaled to the unit square, with the formulas supercluster uses.
///
/// x = longitude / 360 + 0.5; y is 0 at the top (≈ 85.0511° N) and 1 at the bottom, clamped to 0...1,
/// so a latitude past the Mercator limit lands on the top or bottom edge. The operations are written
/// in supercluster's order, so that each value rounds as it does there: Core's `WebMercator` is the
/// same projection in metres, but rounds otherwise, and the clusters must be the peer's bit for bit.
package enum ClusterProjection {
  /// The x of a longitude in degrees.
  @inline(__always)
  package static func x(longitude: Double) -> Double { longitude / 360 + 0.5 }

  /// The y of a latitude in degrees, clamped to 0...1.
  @inline(__always)
  package static func y(latitude: Double) -> Double {
    let s = sin(latitude * Double.pi / 180)
    let y = 0.5 - 0.25 * log((1 + s) / (1 - s)) / Double.pi
    return y < 0 ? 0 : (y > 1 ? 1 : y)
  }

  /// The longitude in degrees of an x.
  @inline(__always)
  package static func longitude(x: Double) -> Double { (x - 0.5) * 360 }

  /// The latitude in degrees of a y.
  @inline(__always)
  package static func latitude(y: Double) -> Double {
    let y2 = (180 - y * 360) * Double.pi / 180
    return 360 * atan(exp(y2)) / Double.pi - 90
  }

  /// A longitude brought into -180..<180 by whole turns, as supercluster wraps a query box's west.
  package static func wrapped(longitude: Double) -> Double {
    ((longitude + 180).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) - 180
  }
}
