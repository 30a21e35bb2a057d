import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

@MainActor
@Suite("Display frame: drawable layers, clipping, labels") struct DisplayFrameTests {
  /// A 400 × 200 view at 10 m per point centred on (0, 0) whose basemap is the invented layer.
  func view(_ layer: InventedLayer = InventedLayer(), rotation: Double = 0) -> MapView {
    let map = Map(basemap: Basemap(baseLayers: [layer]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10), rotation: rotation)
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
  }

  @Test("Shapes come out in screen points, in the layer's order, the road clipped 32 points past the view")
  func shapesOnScreen() throws {
    let frame = view().displayFrame()
    #expect(frame.layerItems.count == 3)
    // The park: ±200 m at 10 m per point around the centre (200, 100): x 180...220, y 80...120 (y down).
    let park = try #require(frame.layerItems.first)
    #expect(park.feature == LayerFeatureID(rawValue: 1))
    #expect(
      park.screenParts == [
        [CGPoint(x: 180, y: 120), CGPoint(x: 220, y: 120), CGPoint(x: 220, y: 80), CGPoint(x: 180, y: 80)]
      ])
    // The road runs ±500 points from the centre; clipped to -32...432.
    let casing = frame.layerItems[1]
    #expect(casing.paint.strokeWidth == 8)
    #expect(casing.screenParts == [[CGPoint(x: -32, y: 100), CGPoint(x: 432, y: 100)]])
    #expect(frame.layerItems[2].paint.strokeColor == .white)
    #expect(frame.attribution == ["invented for a test"])
    #expect(frame.layerErrors.isEmpty)
  }

  @Test("A view rotated 90° counter-clockwise draws the road upright, clipped to the view's height")
  func rotated() throws {
    let frame = view(rotation: 90).displayFrame()
    // East on the map points up the screen: the road from x = -5,000 to 5,000 runs from the bottom
    // (y = 100 + 500) to the top (y = 100 - 500) through the centre x = 200, clipped to -32...232.
    let casing = frame.layerItems[1].screenParts
    #expect(casing.count == 1)
    let points = try #require(casing.first)
    #expect(points.count == 2)
    #expect(abs(Double(points[0].x) - 200) < 1e-9 && abs(Double(points[0].y) - 232) < 1e-9)
    #expect(abs(Double(points[1].x) - 200) < 1e-9 && abs(Double(points[1].y) + 32) < 1e-9)
    // The street label runs along the road: vertical on screen, reading upward or downward but never
    // upside down: its angle is ±90°.
    let street = try #require(frame.labels.first { $0.text == "Main Street" })
    #expect(abs(abs(street.angle) - 90) < 1e-9)
  }

  @Test("A layer that throws is named in layerErrors and the others still draw")
  func brokenLayer() {
    let map = Map(basemap: Basemap(baseLayers: [BrokenLayer(), InventedLayer()]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let frame = MapView(map: map, viewSize: CGSize(width: 400, height: 200)).displayFrame()
    #expect(frame.layerErrors.map(\.layerName) == ["Broken"])
    #expect(frame.layerItems.count == 3)
    #expect(frame.layerItems.allSatisfy { $0.layerIndex == 1 })
  }

  @Test("A view with no area, or a map without a basemap, draws no layer")
  func nothingToDraw() {
    let empty = view()
    empty.viewSize = .zero
    #expect(empty.displayFrame().layerItems.isEmpty)
    let bare = MapView(map: Map(spatialReference: .webMercator), viewSize: CGSize(width: 400, height: 200))
    #expect(bare.displayFrame().layerItems.isEmpty)
  }

  @Test("A layer in another spatial reference than the map's is not drawn")
  func otherSpatialReference() {
    let map = Map(basemap: Basemap(baseLayers: [InventedLayer()]), spatialReference: .wgs84)
    let view = MapView(map: map, viewSize: CGSize(width: 400, height: 200))
    #expect(view.displayFrame().layerItems.isEmpty)
  }
}
