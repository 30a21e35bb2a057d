import Foundation
public import MeridianCore

extension MapView {
  /// The tiles of the standard Web Mercator scheme that cover the view now.
  ///
  /// The same as ``visibleTiles(in:)`` with `TilingScheme.webMercator`: keys and screen
  /// geometry, no URLs. For the basemap's tile URLs and header fields, use
  /// ``visibleTiles(scaleFactor:userAgent:apiKey:)``.
  ///
  /// - Returns: The visible tiles; empty when the view has no area or the map is not in Web Mercator.
  public func visibleTiles() -> [VisibleTile] { visibleTiles(in: .webMercator) }

  /// The tiles of a tiling scheme that cover the view at the current scale.
  ///
  /// The level is `TilingScheme.level(forUnitsPerPoint:)`'s; tiles are listed row by row from the top,
  /// wrapped across the antimeridian, at most ``maximumVisibleTiles`` of them, and none when the view
  /// spans 4,096 columns or more or the scheme cannot tile. docs/map-view.md ("API details") gives the rules.
  ///
  /// - Parameter scheme: The tiling scheme.
  /// - Returns: The visible tiles; empty when the view has no area or the map is in another
  ///   spatial reference than the scheme.
  public func visibleTiles(in scheme: TilingScheme) -> [VisibleTile] {
    visibleTiles(in: scheme, limit: MapView.maximumVisibleTiles)
  }

  /// The tiles of a scheme that cover the view, at most `limit` of them (see ``visibleTiles(in:)``).
  func visibleTiles(in scheme: TilingScheme, limit: Int) -> [VisibleTile] {
    guard let transform, scheme.spatialReference == spatialReference,
      let level = scheme.level(forUnitsPerPoint: transform.unitsPerPoint),
      let area = visibleArea, let grid = TileGrid(scheme: scheme, level: level, extent: area.extent)
    else { return [] }
    let view = [
      CGPoint(x: 0, y: 0), CGPoint(x: transform.width, y: 0), CGPoint(x: transform.width, y: transform.height),
      CGPoint(x: 0, y: transform.height),
    ]
    let wraps = transform.worldWidth != nil
    let span = grid.span
    var tiles: [VisibleTile] = []
    var visited = 0
    for row in grid.rows {
      for column in grid.columns {
        visited += 1
        if visited > TileGrid.maximumCells { return tiles }
        if !wraps, column < 0 || column >= grid.columnCount { continue }
        let x0 = scheme.origin.x + Double(column) * span
        let y0 = scheme.origin.y - Double(row) * span
        let corners = [
          transform.screen(x: x0, y: y0), transform.screen(x: x0 + span, y: y0),
          transform.screen(x: x0 + span, y: y0 - span), transform.screen(x: x0, y: y0 - span),
        ]
        guard ConvexOverlap.intersects(corners, view) else { continue }
        let side = span / transform.unitsPerPoint
        tiles.append(
          VisibleTile(
            key: TileKey(level: level.level, row: row, column: grid.wrapped(column)),
            screenRect: CGRect(x: corners[0].x, y: corners[0].y, width: side, height: side),
            rotation: transform.rotation,
            corners: corners))
        if tiles.count >= limit { return tiles }
      }
    }
    return tiles
  }
}

/// The separating-axis test for two convex quadrilaterals given by their corners in order.
enum ConvexOverlap {
  /// A Boolean value indicating whether the convex polygons overlap (touching edges do not count).
  static func intersects(_ a: [CGPoint], _ b: [CGPoint]) -> Bool {
    for polygon in [a, b] {
      for i in 0..<polygon.count {
        let p = polygon[i]
        let q = polygon[(i + 1) % polygon.count]
        let axis = (x: Double(q.y - p.y), y: Double(p.x - q.x))
        let (minA, maxA) = project(a, on: axis)
        let (minB, maxB) = project(b, on: axis)
        let epsilon = 1e-9 * Swift.max(1, abs(maxA), abs(maxB))
        if maxA <= minB + epsilon || maxB <= minA + epsilon { return false }
      }
    }
    return true
  }

  private static func project(_ polygon: [CGPoint], on axis: (x: Double, y: Double)) -> (Double, Double) {
    var lo = Double.infinity
    var hi = -Double.infinity
    for p in polygon {
      let d = Double(p.x) * axis.x + Double(p.y) * axis.y
      lo = Swift.min(lo, d)
      hi = Swift.max(hi, d)
    }
    return (lo, hi)
  }
}
