import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// A drawable layer whose detailed data covers a box, drawing nothing.
struct CoveringLayer: DrawableLayer {
  var name = "Covering"
  var box: Envelope
  var spatialReference: SpatialReference { .webMercator }
  var attribution: String { "" }
  func drawing(for request: LayerDrawRequest) throws -> LayerDrawing { LayerDrawing() }
  func feature(_ id: LayerFeatureID) -> LayerFeature? { nil }
  var dataCoverage: Envelope? { box }
}

@MainActor
@Suite("Data coverage: the visible area against the layers' data") struct DataCoverageTests {
  /// The box ±1,000 m around (0, 0).
  static let box = Envelope(xMin: -1_000, yMin: -1_000, xMax: 1_000, yMax: 1_000, spatialReference: .webMercator)

  /// A 100 × 100 view at 10 m per point (1,000 m a side) centred on (x, 0).
  func view(x: Double, rotation: Double = 0, layer: any DrawableLayer = CoveringLayer(box: box)) -> MapView {
    let map = Map(basemap: Basemap(baseLayers: [layer]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: x, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10), rotation: rotation)
    return MapView(map: map, viewSize: CGSize(width: 100, height: 100))
  }

  @Test("Inside, partly outside, wholly outside: x −500...500, 300...1,300 and 1,500...2,500 against ±1,000")
  func insidePartlyOutside() {
    #expect(view(x: 0).dataCoverage == .full)
    #expect(view(x: 800).dataCoverage == .partial)
    #expect(view(x: 2_000).dataCoverage == .outside)
    // The box's edge counts as inside: x 0...1,000 ends on the box's east edge.
    #expect(view(x: 500).dataCoverage == .full)
  }

  @Test("Rotation counts: at x = 1,600 the view (1,100...2,100) is outside; turned 45° its corner reaches 893")
  func rotated() {
    #expect(view(x: 1_600).dataCoverage == .outside)
    // A 1,000 m square turned 45° reaches 500·√2 = 707.1 m from its centre along x: 1,600 − 707 = 893.
    #expect(view(x: 1_600, rotation: 45).dataCoverage == .partial)
    #expect(view(x: 1_750, rotation: 45).dataCoverage == .outside)
  }

  @Test("Zoomed out around the box (no view corner inside it) the view covers it: partial")
  func boxInsideView() async {
    let mapView = view(x: 0)
    #expect(await mapView.setViewpointScale(scale(metersPerPoint: 100)))
    #expect(mapView.dataCoverage == .partial)
  }

  @Test("Across the antimeridian: a box at the world's east edge covers a view west of it")
  func wrapsAround() {
    let half = Double.pi * GeometryEngine.webMercatorRadius
    let east = Envelope(xMin: half - 1_000, yMin: -1_000, xMax: half, yMax: 1_000, spatialReference: .webMercator)
    // Centred 100 m east of the antimeridian's west side: x −half + 100 ± 500 reaches 400 m past it.
    #expect(view(x: -half + 100, layer: CoveringLayer(box: east)).dataCoverage == .partial)
    #expect(view(x: -half + 1_000, layer: CoveringLayer(box: east)).dataCoverage == .outside)
  }

  @Test("A layer that does not say, or no drawable layer: unknown")
  func unknown() {
    #expect(view(x: 0, layer: InventedLayer()).dataCoverage == .unknown)
    let mapView = MapView(map: Map(basemapStyle: .arcGISTopographic))
    #expect(mapView.dataCoverage == .unknown)
  }

  @Test("The event fires on change only: moving inside the data, or further outside, says nothing")
  func eventOnChange() async {
    let mapView = view(x: 0)
    var heard: [MapView.DataCoverage] = []
    mapView.onDataCoverageChanged { heard.append($0) }
    for x in [100.0, -200, 0, 800, 900, 2_000, 3_000, 0] {
      #expect(await mapView.setViewpointCenter(Point(x: x, y: 0, spatialReference: .webMercator)))
    }
    #expect(heard == [.partial, .outside, .full])
    // Another map with no coverage: unknown.
    mapView.map = Map(basemapStyle: .arcGISTopographic)
    #expect(heard == [.partial, .outside, .full, .unknown])
  }

  @Test("The stream starts with the current coverage, then the changes")
  func stream() async {
    let mapView = view(x: 2_000)
    var iterator = mapView.dataCoverageChanges.makeAsyncIterator()
    #expect(await iterator.next() == .outside)
    #expect(await mapView.setViewpointCenter(Point(x: 0, y: 0, spatialReference: .webMercator)))
    #expect(await iterator.next() == .full)
  }
}
