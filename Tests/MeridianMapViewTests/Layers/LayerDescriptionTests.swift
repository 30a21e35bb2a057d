import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// The one-line descriptions of what a front draws and what identify finds, written out by hand
/// from the invented layer's shapes (``InventedLayer``) in the 400 × 200 view of the identify tests.
@MainActor
@Suite("Layer and frame descriptions") struct LayerDescriptionTests {
  func view(hasSea: Bool = false) -> MapView {
    var layer = InventedLayer()
    layer.hasSea = hasSea
    let map = Map(basemap: Basemap(baseLayers: [layer]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
  }

  @Test("Identify results name the layer and each feature's kind, name and attribute count")
  func identifyResults() async throws {
    let park = try await view().identifyLayers(screenPoint: CGPoint(x: 185, y: 115), tolerance: 0)
    #expect(park.map(\.description) == [#""Invented": park "Park" (1 attribute)"#])
    let both = try await view().identifyLayers(
      screenPoint: CGPoint(x: 185, y: 102), tolerance: 0, maximumResultsPerLayer: nil)
    #expect(both.map(\.description) == [#""Invented": road "Main Street" (1 attribute); park "Park" (1 attribute)"#])
  }

  @Test("A basemap feature shows its class and OpenStreetMap id, not its geometry")
  func basemapFeature() {
    let road = LayerFeature(
      id: LayerFeatureID(rawValue: 7), kind: "road",
      attributes: [
        "name": "Mannerheimintie", "class": "primary", "highway": "primary", "osm_type": "way", "osm_id": 45_150_439,
      ],
      geometry: Polyline(
        points: (0..<5_000).map { Point(x: Double($0), y: 0, spatialReference: .webMercator) }))
    #expect(road.description == #"road "Mannerheimintie" (class: primary, osm: way/45150439, 5 attributes)"#)
    let building = LayerFeature(
      id: LayerFeatureID(rawValue: 8), kind: "building", attributes: ["class": "building"], geometry: nil)
    #expect(building.description == "building (1 attribute)")
  }

  @Test("Shapes, paints, labels and the frame print in one line each")
  func frame() {
    let frame = view().displayFrame()
    // The park's fill: (0.784, 0.980, 0.800) × 255 rounds to (200, 250, 204) = #C8FACC.
    #expect(
      frame.layerItems.map(\.description) == [
        "layer 0, feature 1: fill #C8FACCFF, 1 part, 4 points",
        "layer 0, feature 2: stroke #808080FF 8 pt, 1 part, 2 points",
        "layer 0, feature 2: stroke #FFFFFFFF 6 pt, round caps, 1 part, 2 points",
      ])
    #expect(frame.labels.contains { $0.description == #""Park" at (200, 90), 0°, 10 pt, layer 0, feature 1"# })
    #expect(
      frame.description == #"400 × 200 pt: 3 layer shapes, 3 labels, 0 graphics, attribution "invented for a test""#)
    let sea = view(hasSea: true).displayFrame().layerItems.first?.description
    #expect(sea?.hasSuffix("1 part, 4 points, background") == true)
  }

  @Test("Paints: dashes, widths with decimals, and none")
  func paints() {
    #expect(
      LayerPaint(strokeColor: .white, strokeWidth: 1.5, dashPattern: [2, 0.5]).description
        == "stroke #FFFFFFFF 1.5 pt, dashes [2, 0.5]")
    #expect(
      LayerPaint(fillColor: .black, strokeColor: .red, strokeWidth: 2, lineCap: .square).description
        == "fill #000000FF, stroke #FF0000FF 2 pt, square caps")
    #expect(LayerPaint().description == "no fill, no stroke")
  }
}
