import Foundation
import MeridianCore
import MeridianGraphics
import MeridianTesting
import Testing

@testable import MeridianMapView

/// The view the bad-input cases start from: a 400 × 200 Web Mercator view centred on (0, 0) at
/// 10 m per point, one overlay with a 10-point red circle at the centre, and a callout on it.
@MainActor
func badInputView(clock: TestClock = TestClock()) -> (view: MapView, overlay: GraphicsOverlay) {
  let map = Map(spatialReference: .webMercator)
  map.initialViewpoint = Viewpoint(
    center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
  let graphic = Graphic(
    geometry: Point(x: 0, y: 0, spatialReference: .webMercator),
    symbol: SimpleMarkerSymbol(style: .circle, color: .red, size: 10))
  let overlay = GraphicsOverlay(graphics: [graphic])
  let view = MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 400, height: 200), clock: clock)
  view.callout = .geoElement(graphic)
  return (view, overlay)
}

/// What a bad input must leave as it was: the viewpoint, the size, the navigation flag, the callout
/// anchor and the overlays' graphics.
@MainActor
struct ViewSnapshot: Equatable {
  var camera: Camera
  var viewSize: CGSize
  var isNavigating: Bool
  var calloutAnchor: CGPoint?
  var graphicCounts: [Int]
  var autoPanMode: LocationDisplay.AutoPanMode

  init(_ view: MapView) {
    camera = view.camera
    viewSize = view.viewSize
    isNavigating = view.isNavigating
    calloutAnchor = view.calloutAnchor
    graphicCounts = view.graphicsOverlays.map(\.graphics.count)
    autoPanMode = view.locationDisplay.autoPanMode
  }
}

/// The largest |y| of a Web Mercator centre: π × 6,378,137 m.
let webMercatorHalfWorld = Double.pi * 6_378_137

/// The scale at which the world, 2π × 6,378,137 m, is one point (0.0254 / 96 m) wide.
let worldOnePointScale = 2 * Double.pi * 6_378_137 * 96 / 0.0254

/// Expects the view's state to be finite and inside its limits, and every output it computes (tiles,
/// display list, SVG, identify, conversions) to come back without trapping.
@MainActor
func expectSane(_ view: MapView, sourceLocation: SourceLocation = #_sourceLocation) async {
  let camera = view.camera
  #expect(camera.isFinite, "camera \(camera)", sourceLocation: sourceLocation)
  #expect(view.scaleRange.contains(view.scale), "scale \(view.scale)", sourceLocation: sourceLocation)
  #expect(abs(camera.centerY) <= webMercatorHalfWorld, sourceLocation: sourceLocation)
  #expect(abs(camera.centerX) <= webMercatorHalfWorld, sourceLocation: sourceLocation)
  #expect((0..<360).contains(camera.rotation), sourceLocation: sourceLocation)
  #expect(view.viewSize.width <= Viewpoint.maximumViewSide, sourceLocation: sourceLocation)
  #expect(view.viewSize.height <= Viewpoint.maximumViewSide, sourceLocation: sourceLocation)
  #expect(view.visibleTiles().count <= MapView.maximumVisibleTiles, sourceLocation: sourceLocation)
  _ = view.displayList()
  #expect(view.svgSnapshot(calloutText: "x").hasSuffix("</svg>\n"), sourceLocation: sourceLocation)
  let corner = CGPoint(x: view.viewSize.width, y: view.viewSize.height)
  for point in [CGPoint.zero, corner, CGPoint(x: corner.x / 2, y: corner.y / 2)] {
    _ = try? await view.identifyGraphicsOverlays(screenPoint: point, tolerance: 100, maximumResultsPerOverlay: nil)
    if let location = view.location(fromScreenPoint: point) {
      #expect(location.x.isFinite && location.y.isFinite, sourceLocation: sourceLocation)
    }
  }
  _ = view.calloutAnchor
}
