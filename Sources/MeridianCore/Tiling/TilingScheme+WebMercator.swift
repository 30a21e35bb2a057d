import Foundation

extension TilingScheme {
  /// The Web Mercator scheme for square tiles of a size in points, with only the levels in a range:
  /// level z's resolution is 2πR / tileSize / 2^z, the origin the world's top-left corner (−πR, πR).
  package static func webMercator(tileSize: Int, zoomRange: ClosedRange<Int>) -> TilingScheme {
    let halfWorld = Double.pi * GeometryEngine.webMercatorRadius
    let level0 = 2 * halfWorld / Double(tileSize)
    var scheme = TilingScheme(
      spatialReference: .webMercator, origin: Point(x: -halfWorld, y: halfWorld, spatialReference: .webMercator),
      tileSize: Double(tileSize), resolutions: (0...zoomRange.upperBound).map { level0 / pow(2, Double($0)) },
      columnsAtLevelZero: 1)
    scheme.levels.removeAll { !zoomRange.contains($0.level) }
    return scheme
  }

  /// Map units per point at a zoom, which may have a fraction: level 0's resolution halved `zoom`
  /// times (`nan` for a scheme without level 0).
  package func resolution(atZoom zoom: Double) -> Double { levelZeroResolution / pow(2, zoom) }

  /// The zoom, with a fraction, at which one point covers `unitsPerPoint` map units.
  package func zoom(forResolution unitsPerPoint: Double) -> Double { log2(levelZeroResolution / unitsPerPoint) }

  /// The side of a tile at a level, in map units: the tile size times the level's resolution.
  package func tileSpan(atLevel level: Int) -> Double { tileSize * levelZeroResolution / pow(2, Double(level)) }

  /// The resolution of level 0, or `nan` when the scheme does not list it.
  private var levelZeroResolution: Double { levels.first { $0.level == 0 }?.resolution ?? .nan }
}
