import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

@MainActor
@Suite("Labels: a road's name repeats along it") struct LineLabelRepeatTests {
  /// The invented layer plus "Long Road", a straight road 40 km long along y = 3 km (hand-made),
  /// and "Winding Road", a zigzag 40 km long along y = −3 km, 40 m up and down with a bend every 2 km.
  static var layer: InventedLayer {
    var layer = InventedLayer()
    layer.extraLines.append(("Long Road", [SIMD2(-20_000, 3_000), SIMD2(20_000, 3_000)], 1))
    let zigzag = stride(from: -20_000.0, through: 20_000, by: 2_000).enumerated().map { i, x in
      SIMD2(x, -3_000 + (i.isMultiple(of: 2) ? 0 : 40))
    }
    layer.extraLines.append(("Winding Road", zigzag, 1))
    return layer
  }

  /// A 400 × 200 view of the layer centred on (x, y) at a resolution.
  func view(x: Double, y: Double, metersPerPoint: Double) -> MapView {
    let map = Map(basemap: Basemap(baseLayers: [Self.layer]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: x, y: y, spatialReference: .webMercator), scale: scale(metersPerPoint: metersPerPoint))
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
  }

  @Test(
    "A road crossing the whole 400-point view is named in it wherever the view is along it",
    arguments: [2.0, 5, 10, 25, 60])
  func namedEverywhere(metersPerPoint: Double) {
    // The view is 400 × metersPerPoint metres wide; its centre steps along the road's length.
    let half = 200 * metersPerPoint
    for x in stride(from: -20_000 + half, through: 20_000 - half, by: Swift.max(half / 3, 150)) {
      for (name, y) in [("Long Road", 3_000.0), ("Winding Road", -3_000.0 + 20)] {
        let labels = view(x: x, y: y, metersPerPoint: metersPerPoint).displayFrame().labels
        #expect(labels.contains { $0.text == name }, "\(name) unnamed at x = \(x) m, \(metersPerPoint) m/pt")
      }
    }
  }

  @Test("Repeats lie about 250 points apart along the road, never nearer than 200, and never overlap")
  func spacing() {
    // At 10 m per point the 40 km road is 4,000 points long; a 1,600-point view sees 1,600 of them.
    let map = Map(basemap: Basemap(baseLayers: [Self.layer]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 3_000, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let mapView = MapView(map: map, viewSize: CGSize(width: 1_600, height: 200))
    let xs = mapView.displayFrame().labels.filter { $0.text == "Long Road" }.map { Double($0.center.x) }.sorted()
    // 1,600 points hold six or seven anchors 250 points apart (labels meeting the view count).
    #expect(xs.count >= 6)
    for (a, b) in zip(xs, xs.dropFirst()) {
      #expect(b - a >= LabelPlacer.repeatDistance)
      #expect(abs(b - a - LinePlacement.spacing) < 1e-6)
    }
  }

  @Test("Anchors: one at the middle of a short path; centred and 250 apart on a long one")
  func anchors() throws {
    // A 300-point path: one group, first try at its middle (150, 0).
    let short = LinePlacement.positions(along: [SIMD2(0, 0), SIMD2(300, 0)], width: 60, height: 12)
    #expect(short.count == 1)
    #expect(try #require(short.first?.first).center == SIMD2(150, 0))
    // A 1,000-point path: four anchors 250 apart centred on it: 125, 375, 625, 875.
    let long = LinePlacement.positions(along: [SIMD2(0, 0), SIMD2(1_000, 0)], width: 60, height: 12)
    #expect(long.map { $0.first?.center.x } == [125, 375, 625, 875])
    // Only anchors within a spacing of the area are kept: the area x 0...100 keeps 125 (375 > 100 + 250).
    let near = LinePlacement.positions(
      along: [SIMD2(0, 0), SIMD2(1_000, 0)], width: 60, height: 12, area: (SIMD2(0, -10), SIMD2(100, 10)))
    #expect(near.map { $0.first?.center.x } == [125])
  }
}
