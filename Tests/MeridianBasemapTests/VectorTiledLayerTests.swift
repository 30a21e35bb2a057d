import MeridianCore
import Testing

@testable import MeridianBasemap

/// Drawings of a basemap built from invented features (Web Mercator metres near the origin), so
/// every shape, paint and label can be worked out by hand.
@Suite("Vector tiled layer: levels, draw order, paints, labels, features") struct VectorTiledLayerTests {
  func cache() throws -> VectorTileCache { try InventedBasemap.cache() }

  /// A request over the box at 0.5 m per point (zoom 18.25, drawn from level 16).
  func request(metersPerPoint: Double = 0.5) -> LayerDrawRequest {
    LayerDrawRequest(
      extent: Envelope(xMin: -100, yMin: -100, xMax: 1_100, yMax: 1_100, spatialReference: .webMercator),
      unitsPerPoint: metersPerPoint, scale: metersPerPoint * 96 / 0.0254)
  }

  @Test("Feature 0 is the ocean; features are numbered in draw order")
  func numbering() throws {
    let data = try cache().data
    #expect(data.featureClass == [.sea, .land, .land, .park, .building, .primary, .place])
    #expect(data.name(of: 1) == "Island")
    #expect(data.placeFeatures == [6])
  }

  @Test("Shapes in draw order: ocean, world, land, park, building, the road's casing then its fill")
  func drawOrder() throws {
    let layer = VectorTiledLayer(vectorTileCache: try cache())
    let drawing = try layer.drawing(for: request())
    // The island is in another tile of the world's last level (1,252,344 m a side at zoom 5): not drawn.
    #expect(drawing.shapes.map(\.feature.rawValue) == [0, 2, 3, 4, 5, 5])
    let paints = drawing.shapes.map { drawing.paints[$0.paint] }
    let style = VectorTileStyle.openStreetMapCarto
    #expect(paints[0].fillColor == style[.sea].fillColor)
    #expect(paints[1].fillColor == style[.land].fillColor)
    #expect(paints[2].fillColor == style[.park].fillColor)
    #expect(paints[3].fillColor == style[.building].fillColor && paints[3].strokeColor == style[.building].strokeColor)
    // Zoom 18.25: Carto's primary is 18 points wide from z17, with casings of 1 point each side.
    #expect(paints[4].strokeColor == style[.primary].casingColor && paints[4].strokeWidth == 18)
    #expect(paints[5].strokeColor == style[.primary].strokeColor && paints[5].strokeWidth == 16)
    // The casing and the fill draw the same parts.
    #expect(drawing.shapes[4].parts == drawing.shapes[5].parts)
    #expect(Array(drawing.part(drawing.shapes[5].parts.lowerBound)) == [SIMD2(0, 500), SIMD2(1_000, 500)])
  }

  @Test("Labels: the road along its part, the park at its label point, the place at its node")
  func labels() throws {
    let drawing = try VectorTiledLayer(vectorTileCache: try cache()).drawing(for: request())
    let byText = Dictionary(uniqueKeysWithValues: drawing.labels.map { ($0.text, $0) })
    #expect(byText["Main Road"]?.placement == .line(part: drawing.shapes[5].parts.lowerBound))
    #expect(byText["Square Park"]?.placement == .point(SIMD2(200, 200)))
    #expect(byText["Kamppi"]?.placement == .point(SIMD2(800, 800)))
    // The park is 400 × 400 points at 0.5 m per point: large enough. At 20 m per point it is 10 × 10.
    let far = try VectorTiledLayer(vectorTileCache: try cache()).drawing(for: request(metersPerPoint: 20))
    #expect(!far.labels.contains { $0.text == "Square Park" })
  }

  @Test("Zoom 12.4 draws from level 13; a 10 m building is smaller than a point at level 12 and dropped")
  func levels() throws {
    let data = try cache().data
    // Level 12: 38.2 m per point; the 10 m house (100 m²) is below one square point.
    let level12 = try #require(data.extractLevels.first { $0.zoom == 12 })
    #expect(!level12.shapeFeature.contains(4))
    let level16 = try #require(data.extractLevels.first { $0.zoom == 16 })
    #expect(level16.shapeFeature.contains(4))
    #expect(VectorTiledLayer.level(data.extractLevels, zoom: 12.4)?.zoom == 13)
    #expect(VectorTiledLayer.level(data.extractLevels, zoom: 13)?.zoom == 13)
    #expect(VectorTiledLayer.level(data.extractLevels, zoom: 19)?.zoom == 16)
    // Below the first level (6, the middle zooms), the first level.
    #expect(VectorTiledLayer.level(data.extractLevels, zoom: 3)?.zoom == 6)
    // The published Web Mercator resolutions: 156,543.03392804097 m per pixel at zoom 0, halved per zoom.
    #expect(abs(TileLevel.scheme.resolution(atZoom: 0) - 156_543.033_928_040_97) < 1e-8)
    #expect(abs(TileLevel.scheme.resolution(atZoom: 16) - 2.388_657_133_911_758) < 1e-12)
    #expect(abs(TileLevel.scheme.zoom(forResolution: 2.388_657_133_911_758) - 16) < 1e-12)
  }

  @Test("Hidden classes and classes below their zoom are not drawn")
  func hiding() throws {
    var style = VectorTileStyle.openStreetMapCarto
    style[.park].isHidden = true
    let drawing = try VectorTiledLayer(vectorTileCache: try cache(), style: style).drawing(for: request())
    #expect(!drawing.shapes.contains { $0.feature.rawValue == 3 })
    #expect(!drawing.labels.contains { $0.text == "Square Park" })
    // At 30 m per point (zoom 12.3) buildings (from zoom 13) are not drawn.
    let coarse = try VectorTiledLayer(vectorTileCache: try cache()).drawing(for: request(metersPerPoint: 30))
    #expect(!coarse.shapes.contains { $0.feature.rawValue == 4 })
  }

  @Test("identify's features: tags, OpenStreetMap type and id, class, geometry")
  func features() throws {
    let layer = VectorTiledLayer(vectorTileCache: try cache())
    let park = try #require(layer.feature(LayerFeatureID(rawValue: 3)))
    #expect(park.kind == "park")
    #expect(park.attributes["name"] as? String == "Square Park")
    #expect(park.attributes["osm_type"] as? String == "way")
    #expect(park.attributes["osm_id"] as? Int == 12)
    #expect(park.attributes["class"] as? String == "park")
    // The stored ring has no closing vertex: the square's four corners.
    #expect((park.geometry as? Polygon)?.parts.first?.count == 4)
    let road = try #require(layer.feature(LayerFeatureID(rawValue: 5)))
    #expect(road.kind == "road" && road.geometry is Polyline)
    #expect(layer.feature(LayerFeatureID(rawValue: 99)) == nil)
    #expect(layer.feature(LayerFeatureID(rawValue: -1)) == nil)
    #expect(layer.feature(LayerFeatureID(rawValue: 0))?.kind == "water")
  }
}
