import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

@MainActor
@Suite("Tiling scheme and visible tiles")
struct TilingSchemeTests {
  let halfWorld = Double.pi * 6_378_137

  @Test("The Web Mercator level table matches the published ArcGIS/Google values")
  func levelTable() {
    // Published tiling scheme (ArcGIS Online / Bing / Google, "World_Street_Map" tileInfo):
    // level 0 resolution 156543.03392800014, scale 591657527.591555; level 18 resolution
    // 0.5971642835598172, scale 2256.994353; level 23 resolution 0.018661383861244. Both constants named.
    let scheme = TilingScheme.webMercator
    #expect(scheme.levels.count == 24)
    #expect(scheme.tileSize == 256)
    #expect(TilingScheme.tilingPointsPerInch == 96 && TilingScheme.tilingInchesPerMeter == 39.37)
    expectClose(scheme.levels[0].resolution, 156_543.033928, within: 1e-6)
    expectClose(scheme.levels[0].scale, 591_657_527.591555, within: 1e-3)
    expectClose(scheme.levels[18].resolution, 0.5971642835598172, within: 1e-9)
    expectClose(scheme.levels[18].scale, 2_256.994353, within: 1e-6)
    expectClose(scheme.levels[23].resolution, 0.018661383861244, within: 1e-9)
  }

  @Test("The level nearest the view's resolution is chosen")
  func levelChoice() {
    let scheme = TilingScheme.webMercator
    #expect(scheme.level(forUnitsPerPoint: 156_543.03)?.level == 0)
    #expect(scheme.level(forUnitsPerPoint: 1e9)?.level == 0)
    #expect(scheme.level(forUnitsPerPoint: 0.6)?.level == 18)
    // 0.5971642835598172 × √2 ≈ 0.8445: just below rounds to 18, just above to 17.
    #expect(scheme.level(forUnitsPerPoint: 0.84)?.level == 18)
    #expect(scheme.level(forUnitsPerPoint: 0.85)?.level == 17)
    #expect(scheme.level(forUnitsPerPoint: 0) == nil)
    #expect(scheme.level(forUnitsPerPoint: .nan) == nil)
  }

  /// A 512 × 512 view centred on (x, 0) at the level-2 resolution, 2πR / 1024 m per point.
  func view(centerX: Double = 0, rotation: Double = 0) -> MapView {
    let map = Map(spatialReference: .webMercator)
    let resolution = 2 * halfWorld / 1024
    map.initialViewpoint = Viewpoint(
      center: Point(x: centerX, y: 0, spatialReference: .webMercator),
      scale: Viewpoint.scale(forUnitsPerPoint: resolution, spatialReference: .webMercator), rotation: rotation)
    return MapView(map: map, viewSize: CGSize(width: 512, height: 512))
  }

  @Test("At level 2 a 512-point view centred on (0, 0) shows the four middle tiles")
  func fourTiles() {
    // Level 2 is a 4 × 4 grid of tiles πR/2 wide. The centre (0, 0) is the corner shared by rows 1–2 and
    // columns 1–2; tile 2/1/1 spans x −πR/2...0, y 0...πR/2, so it is drawn at (0, 0) with side 256.
    let tiles = view().visibleTiles()
    #expect(
      Set(tiles.map(\.key)) == [
        TileKey(level: 2, row: 1, column: 1), TileKey(level: 2, row: 1, column: 2),
        TileKey(level: 2, row: 2, column: 1), TileKey(level: 2, row: 2, column: 2),
      ])
    let first = tiles.first { $0.key == TileKey(level: 2, row: 1, column: 1) }
    expectClose(first?.screenRect.origin, CGPoint(x: 0, y: 0), within: 1e-6)
    expectClose(first.map { Double($0.screenRect.width) }, 256, within: 1e-9)
  }

  @Test("Across the antimeridian the columns wrap")
  func wrapAround() {
    // Centred on the antimeridian (x = πR, kept in the world as −πR): the view spans x −3πR/2...−πR/2, i.e.
    // column −1 ≡ 3 (x −3πR/2...−πR, west of the line) and column 0 (x −πR...−πR/2, east of it).
    let tiles = view(centerX: halfWorld).visibleTiles()
    #expect(Set(tiles.map(\.key.column)) == [3, 0])
    let wrapped = tiles.first { $0.key == TileKey(level: 2, row: 1, column: 0) }
    // Column 0's copy east of the antimeridian starts at the screen centre, x ≈ 256.
    expectClose(wrapped.map { Double($0.screenRect.minX) }, 256, within: 1e-3)
  }

  @Test("Rotated 45°, the view's diamond in map space meets twelve tiles, drawn rotated")
  func rotated() {
    // The view's half-diagonal is 256·√2 ≈ 362 points; in map space the view is a diamond |x|+|y| ≤ 362
    // (points from the centre). Of the 16 tiles the four corner ones (|x|+|y| ≥ 512) miss it: 12 remain.
    let tiles = view(rotation: 45).visibleTiles()
    #expect(tiles.count == 12)
    #expect(!tiles.contains { $0.key == TileKey(level: 2, row: 0, column: 0) })
    let tile = tiles.first { $0.key == TileKey(level: 2, row: 1, column: 1) }
    #expect(tile?.rotation == 45)
    // Tile 2/1/1's top-left corner is map offset (−256, 256) points; rotated 45° CCW it lands at
    // screen offset (−362.04, 0) y-up → screen (256 − 362.04, 256) = (−106.04, 256).
    expectClose(tile?.corners.first, CGPoint(x: 256 - 256 * 2.0.squareRoot(), y: 256), within: 1e-6)
  }

  @Test("A map in another spatial reference has no Web Mercator tiles")
  func otherReference() {
    let map = Map(spatialReference: .wgs84)
    #expect(MapView(map: map).visibleTiles().isEmpty)
    #expect(MapView(map: Map(), viewSize: .zero).visibleTiles().isEmpty)
  }
}
