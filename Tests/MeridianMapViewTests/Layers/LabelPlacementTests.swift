import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

@MainActor
@Suite("Labels: collision, orientation, obstacles, stability") struct LabelPlacementTests {
  func view(_ layer: InventedLayer, size: CGSize = CGSize(width: 400, height: 200)) -> MapView {
    let map = Map(basemap: Basemap(baseLayers: [layer]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, viewSize: size)
  }

  /// Twenty crossing streets through the view, invented: a fan of lines through points near the centre.
  var crowded: InventedLayer {
    var layer = InventedLayer()
    for k in 0..<20 {
      let angle = Double(k) * .pi / 20
      let c = SIMD2(Double(k % 5) * 300 - 600, Double(k / 5) * 200 - 300)
      let d = SIMD2(cos(angle), sin(angle)) * 3_000
      layer.extraLines.append(("Street \(k)", [c - d, c + d], 3))
    }
    return layer
  }

  @Test("The point label sits centred on its anchor, horizontal, measured by the glyph-width model")
  func pointLabel() throws {
    let frame = view(InventedLayer()).displayFrame()
    let park = try #require(frame.labels.first { $0.text == "Park" })
    // Anchor (0, 100 m) is 10 points above the centre (200, 100).
    #expect(park.center == CGPoint(x: 200, y: 90))
    #expect(park.angle == 0)
    // "Park" at 10 pt: (0.65 + 0.55 + 0.55 + 0.55) × 10 = 23 points wide, 1.2 × 10 = 12 tall.
    #expect(abs(Double(park.size.width) - 23) < 1e-9)
    #expect(abs(Double(park.size.height) - 12) < 1e-9)
  }

  @Test("A street label follows its road, and a road drawn right to left still reads left to right")
  func lineLabelOrientation() throws {
    var layer = InventedLayer()
    // Invented: a street running from north-east to south-west (drawn "backwards").
    layer.extraLines = [("Backward Street", [SIMD2(1_500, 1_500), SIMD2(-1_500, -1_500)], 0)]
    let frame = view(layer, size: CGSize(width: 800, height: 800)).displayFrame()
    let backward = try #require(frame.labels.first { $0.text == "Backward Street" })
    // On screen (y down) the line rises to the right: angle -45°, within -90...90.
    #expect(abs(backward.angle + 45) < 1e-9)
    let main = try #require(frame.labels.first { $0.text == "Main Street" })
    #expect(main.angle == 0)
    #expect(main.center.y == 400)
  }

  @Test("No two placed labels overlap, however many streets cross")
  func noOverlap() {
    let frame = view(crowded, size: CGSize(width: 600, height: 400)).displayFrame()
    let boxes = frame.labels.map { label in
      LabelBox(
        center: SIMD2(Double(label.center.x), Double(label.center.y)),
        axis: SIMD2(cos(label.angle * .pi / 180), sin(label.angle * .pi / 180)),
        halfSize: SIMD2(Double(label.size.width), Double(label.size.height)) / 2)
    }
    #expect(frame.labels.count >= 5)
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(!boxes[i].overlaps(boxes[j]), "\(frame.labels[i].text) / \(frame.labels[j].text)")
      }
    }
  }

  @Test("Of two streets drawn 2 m apart, only the first by priority gets its label")
  func collisionDropsTheLater() {
    var layer = InventedLayer()
    // Invented: two 1 km streets 2 m apart (0.2 points at 10 m per point), far from Main Street.
    layer.extraLines = [
      ("Upper", [SIMD2(-500, 600), SIMD2(500, 600)], 5), ("Lower", [SIMD2(-500, 598), SIMD2(500, 598)], 4),
    ]
    let labels = view(layer, size: CGSize(width: 400, height: 400)).displayFrame().labels.map(\.text)
    #expect(labels.contains("Lower"))
    #expect(!labels.contains("Upper"))
  }

  @Test("A graphic's marker keeps a label away")
  func markerIsAnObstacle() throws {
    let mapView = view(InventedLayer())
    #expect(mapView.displayFrame().labels.contains { $0.text == "Park" })
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(
      Graphic(
        geometry: Point(x: 0, y: 100, spatialReference: .webMercator),
        symbol: SimpleMarkerSymbol(style: .circle, color: .red, size: 12)))
    mapView.graphicsOverlays = [overlay]
    #expect(!mapView.displayFrame().labels.contains { $0.text == "Park" })
  }

  @Test("Panning by a few points moves every label with the map: none jumps, none is re-placed")
  func stableWhilePanning() async {
    let layer = crowded
    let mapView = view(layer, size: CGSize(width: 600, height: 400))
    var previous = mapView.displayFrame().labels
    let requestsBefore = layer.requests.all.count
    for _ in 0..<10 {
      mapView.pan(by: CGSize(width: 5, height: 3))
      let labels = mapView.displayFrame().labels
      for label in labels {
        // A long street repeats its name (200 points apart at least): its placement before the pan is
        // the one nearest where the pan takes it; one farther than 100 points came into view.
        func gap(_ other: PlacedLabel) -> Double {
          hypot(Double(label.center.x - other.center.x) - 5, Double(label.center.y - other.center.y) - 3)
        }
        let same = previous.filter { $0.text == label.text && $0.feature == label.feature }
        guard let before = same.min(by: { gap($0) < gap($1) }), gap(before) < 100 else { continue }
        // Moved with the map: by the pan, to a hundredth of a point.
        #expect(abs(Double(label.center.x - before.center.x) - 5) < 0.01, "\(label.text)")
        #expect(abs(Double(label.center.y - before.center.y) - 3) < 0.01, "\(label.text)")
        #expect(label.angle == before.angle)
      }
      previous = labels
    }
    // Fifty points of panning stay within one snapping cell most of the time: at most one new request.
    #expect(layer.requests.all.count - requestsBefore <= 1)
  }
}
