import Foundation
import MeridianCore

/// The zoom levels and tiles of the standard Web Mercator grid, in metres.
///
/// Zoom z cuts the world (2πR = 40,075,016.69 m across, R = 6,378,137 m) into 2ᶻ × 2ᶻ tiles of 256
/// points, so one point covers 2πR / (256 · 2ᶻ) metres (the resolution).
package enum WebMercatorGrid {
  /// The width of the world in metres.
  package static let worldWidth = 2 * Double.pi * GeometryEngine.webMercatorRadius
  /// The western (and southern) edge of the world, −πR.
  package static let origin = -worldWidth / 2

  /// Metres per point at a zoom.
  package static func resolution(atZoom zoom: Double) -> Double { worldWidth / (256 * pow(2, zoom)) }

  /// The fractional zoom at which one point covers `metersPerPoint`.
  package static func zoom(forResolution metersPerPoint: Double) -> Double {
    log2(worldWidth / (256 * metersPerPoint))
  }

  /// The side of a tile at an integer zoom, in metres.
  package static func tileSide(atZoom zoom: Int) -> Double { worldWidth / Double(1 << zoom) }

  /// The tile columns (or rows, counted from the south) that a coordinate range meets at a zoom,
  /// clamped to the world.
  package static func tileRange(from low: Double, to high: Double, zoom: Int) -> ClosedRange<Int>? {
    let side = tileSide(atZoom: zoom)
    let count = 1 << zoom
    guard low.isFinite, high.isFinite, low <= high else { return nil }
    let first = Swift.max(0, Swift.min(count - 1, Int(((low - origin) / side).rounded(.down).clamped(-1, 1e9))))
    let last = Swift.max(0, Swift.min(count - 1, Int(((high - origin) / side).rounded(.down).clamped(-1, 1e9))))
    return first...last
  }

  /// The key of a tile: column and row (from the south) packed in one integer.
  package static func key(column: Int, row: Int) -> Int64 { Int64(column) << 32 | Int64(row) }
}

extension Double {
  /// The value clamped to `low...high`.
  fileprivate func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
