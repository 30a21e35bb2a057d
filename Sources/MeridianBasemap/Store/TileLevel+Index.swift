import Foundation
package import MeridianCore

extension TileLevel {
  /// The scheme whose levels are the basemap's zooms: Core's standard Web Mercator tiling, 256-point
  /// tiles, so one point covers 2πR / (256 · 2ᶻ) metres at zoom z.
  package static let scheme = TilingScheme.webMercator

  /// The tile columns (or rows, counted from the south) that a coordinate range meets at a zoom,
  /// clamped to the world: the basemap file's index counts rows up from the world's southern edge.
  package static func tileRange(from low: Double, to high: Double, zoom: Int) -> ClosedRange<Int>? {
    let side = scheme.tileSpan(atLevel: zoom)
    // The world's western edge, −πR, which is also its southern one: the world is square.
    let edge = scheme.origin.x
    let count = 1 << zoom
    guard low.isFinite, high.isFinite, low <= high else { return nil }
    let first = Swift.max(0, Swift.min(count - 1, Int(((low - edge) / side).rounded(.down).clamped(-1, 1e9))))
    let last = Swift.max(0, Swift.min(count - 1, Int(((high - edge) / side).rounded(.down).clamped(-1, 1e9))))
    return first...last
  }

  /// The key of a tile: column and row (from the south) packed in one integer.
  package static func key(column: Int, row: Int) -> Int64 { Int64(column) << 32 | Int64(row) }
}

extension Double {
  /// The value clamped to `low...high`.
  fileprivate func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
