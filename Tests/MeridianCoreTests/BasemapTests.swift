import Foundation
import Testing

@testable import MeridianCore

/// A drawable layer invented for these tests: one square, one label.
private struct SquareLayer: DrawableLayer {
  var name = "Square"
  var spatialReference: SpatialReference { .webMercator }
  var attribution: String { "invented for a test" }

  func drawing(for request: LayerDrawRequest) throws -> LayerDrawing {
    var drawing = LayerDrawing()
    let paint = drawing.addPaint(LayerPaint(fillColor: .green))
    drawing.addShape(
      paint: paint, feature: LayerFeatureID(rawValue: 1),
      parts: [[SIMD2(0, 0), SIMD2(10, 0), SIMD2(10, 10), SIMD2(0, 10)], [SIMD2(2, 2), SIMD2(4, 2), SIMD2(4, 4)]])
    return drawing
  }

  func feature(_ id: LayerFeatureID) -> LayerFeature? {
    id.rawValue == 1 ? LayerFeature(id: id, kind: "square", attributes: ["name": "A"], geometry: nil) : nil
  }
}

@Suite("Basemap and drawable layers") struct BasemapTests {
  @Test("A basemap of layers has no style; a style basemap has no layers; the map's style and base layer follow it")
  func basemapKinds() {
    let drawn = Map(basemap: Basemap(baseLayers: [SquareLayer()]))
    #expect(drawn.basemap?.style == nil)
    #expect(drawn.basemapStyle == nil)
    #expect(drawn.baseLayer == nil)
    #expect(drawn.basemap?.drawableLayers.map(\.name) == ["Square"])
    #expect(drawn.basemap?.name == "Square")

    drawn.basemapStyle = .osmStandard
    #expect(drawn.basemap?.style == .osmStandard)
    #expect(drawn.basemap?.baseLayers.isEmpty == true)
    #expect(drawn.basemap?.drawableLayers.isEmpty == true)

    drawn.baseLayer = TiledLayer(tileCacheName: "streetmap_SD")
    #expect(drawn.basemapStyle == nil)
    #expect(drawn.baseLayer?.name == "streetmap_SD")
    drawn.basemap = nil
    #expect(drawn.baseLayer == nil && drawn.basemapStyle == nil)
  }

  @Test("A saved map keeps a style basemap and drops a basemap of drawable layers")
  func codable() throws {
    let styled = try JSONDecoder().decode(
      Map.self, from: try JSONEncoder().encode(Map(basemap: Basemap(style: .arcGISStreets))))
    #expect(styled.basemapStyle == .arcGISStreets)
    let drawn = try JSONDecoder().decode(
      Map.self, from: try JSONEncoder().encode(Map(basemap: Basemap(baseLayers: [SquareLayer()]))))
    #expect(drawn.basemap == nil)
  }

  @Test("A drawing's parts are runs of points ending at partEnds; a shape lists its parts")
  func drawingParts() throws {
    let drawing = try SquareLayer().drawing(
      for: LayerDrawRequest(
        extent: Envelope(xMin: 0, yMin: 0, xMax: 1, yMax: 1, spatialReference: .webMercator), unitsPerPoint: 1,
        scale: 3_779.5))
    #expect(drawing.partEnds == [4, 7])
    #expect(drawing.shapes == [LayerShape(paint: 0, feature: LayerFeatureID(rawValue: 1), parts: 0..<2)])
    #expect(Array(drawing.part(1)) == [SIMD2(2, 2), SIMD2(4, 2), SIMD2(4, 4)])
    #expect(drawing.part(2).isEmpty)
    #expect(drawing.part(-1).isEmpty)
    #expect(LayerPaint(strokeWidth: -3).strokeWidth == 0)
    #expect(LayerPaint(strokeWidth: .nan).strokeWidth == 0)
  }
}
