import Foundation

/// How a tiled basemap cuts the world into square tiles, level by level.
///
/// ``webMercator`` is the standard scheme of web basemaps: 256-point tiles, level 0 is one tile for
/// the whole world (2πR = 40,075,016.69 m across), each level halves the resolution, and rows count
/// down from the top-left corner (−πR, πR). Scales in the level table use the classic tiling constant
/// ``tilingPointsPerInch`` × ``tilingInchesPerMeter`` (96 × 39.37), as published tile services do; the
/// view's own map scale uses the exact metric inch (`Viewpoint.metersPerInch`, 96 / 0.0254), so the
/// two differ by 2 parts per million. See “`TilingScheme`” in `docs/geometry.md`.
///
/// ```swift
/// let scheme = TilingScheme.webMercator
/// scheme.levels[0].scale       // 591,657,527.591555
/// let tiles = mapView.visibleTiles(in: scheme)
/// ```
public struct TilingScheme: Sendable, Hashable {
  /// Points per inch in tiling-scheme scales: 96.
  public static let tilingPointsPerInch = 96.0
  /// Inches per metre in tiling-scheme scales: the classic 39.37 (the US survey inch), not 1 / 0.0254.
  public static let tilingInchesPerMeter = 39.37

  /// One level of detail: its number, its resolution and its scale.
  public struct Level: Sendable, Hashable {
    /// The level number, 0 for the coarsest.
    public var level: Int
    /// Map units per point at this level.
    public var resolution: Double
    /// The scale denominator: resolution × 96 × 39.37 for a metric scheme.
    public var scale: Double
  }

  /// The spatial reference of the tiles.
  public var spatialReference: SpatialReference
  /// The top-left corner of tile (row 0, column 0) in map units.
  public var origin: Point
  /// The width and height of a tile in points.
  public var tileSize: Double
  /// The levels, coarsest first.
  public var levels: [Level]
  /// The number of tiles across the world at level 0 (1 for Web Mercator), for wrap-around.
  public var columnsAtLevelZero: Int

  /// Creates a tiling scheme.
  ///
  /// - Parameters:
  ///   - spatialReference: The tiles' spatial reference.
  ///   - origin: The top-left corner of tile (0, 0).
  ///   - tileSize: The tile size in points.
  ///   - resolutions: Map units per point of each level, coarsest first.
  ///   - columnsAtLevelZero: Tiles across the world at level 0; each level doubles it.
  public init(
    spatialReference: SpatialReference, origin: Point, tileSize: Double, resolutions: [Double], columnsAtLevelZero: Int
  ) {
    self.spatialReference = spatialReference
    self.origin = origin
    self.tileSize = tileSize
    self.columnsAtLevelZero = columnsAtLevelZero
    let metersPerUnit = Viewpoint.metersPerUnit(of: spatialReference)
    self.levels = resolutions.enumerated().map { index, resolution in
      Level(
        level: index, resolution: resolution,
        scale: resolution * metersPerUnit * TilingScheme.tilingPointsPerInch * TilingScheme.tilingInchesPerMeter)
    }
  }

  /// The standard Web Mercator scheme: levels 0...23, 256-point tiles, level-0 resolution
  /// 2πR / 256 = 156,543.03392804097 m per point and scale 591,657,527.591555.
  public static let webMercator = TilingScheme.webMercator(tileSize: 256, zoomRange: 0...23)

  /// The level whose resolution is nearest (by ratio) to a view's map units per point.
  ///
  /// - Parameter unitsPerPoint: The view's map units per point.
  /// - Returns: The nearest level, the coarsest or finest when beyond the table; `nil` for an empty table
  ///   or a non-positive or non-finite value.
  public func level(forUnitsPerPoint unitsPerPoint: Double) -> Level? {
    guard unitsPerPoint.isFinite, unitsPerPoint > 0 else { return nil }
    return levels.min { abs(log($0.resolution / unitsPerPoint)) < abs(log($1.resolution / unitsPerPoint)) }
  }
}
