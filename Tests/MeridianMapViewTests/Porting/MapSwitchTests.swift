import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

/// Issue 14, point 1: `mapView.map = newMap`, as the display-a-map tutorial writes it.
@MainActor
@Suite("Switching the map")
struct MapSwitchTests {
  /// A 400 × 200 Web Mercator view centred on (1000, 500) at 10 m per point, with a basemap.
  func view() -> MapView { standardView(centerX: 1000, centerY: 500, basemapStyle: .arcGISTopographic) }

  @Test("A new map without an initial viewpoint keeps the viewpoint, the overlays and the callout, and is reported")
  func carriesOver() async {
    let view = view()
    let overlay = GraphicsOverlay()
    view.graphicsOverlays = [overlay]
    let calloutPoint = Point(x: 1500, y: 500, spatialReference: .webMercator)
    view.callout = .location(calloutPoint)
    var reported: [Map] = []
    var viewpoints = 0
    view.onMapChanged { reported.append($0) }
    view.onViewpointChanged { _ in viewpoints += 1 }
    var changes = view.mapChanges.makeAsyncIterator()
    let imagery = Map(basemapStyle: .arcGISImagery)
    view.map = imagery
    #expect(view.map === imagery)
    #expect(reported.count == 1 && reported.first === imagery)
    #expect(await changes.next() === imagery)
    #expect(viewpoints == 1)
    expectClose(view.center, x: 1000, y: 500)
    expectClose(view.unitsPerPoint, 10, within: 1e-9)
    #expect(view.graphicsOverlays.count == 1 && view.graphicsOverlays.first === overlay)
    // (1500, 500) is 50 points right of the centre: (250, 100).
    expectClose(view.calloutAnchor, CGPoint(x: 250, y: 100))
  }

  @Test("A new map with an initial viewpoint goes there")
  func initialViewpointWins() {
    let view = view()
    let other = Map(basemapStyle: .arcGISStreets)
    other.initialViewpoint = Viewpoint(
      center: Point(x: -5000, y: 2000, spatialReference: .webMercator), scale: scale(metersPerPoint: 2))
    view.map = other
    expectClose(view.center, x: -5000, y: 2000)
    expectClose(view.unitsPerPoint, 2, within: 1e-9)
  }

  @Test("A map in another spatial reference gets the centre projected into it, and its scale limits")
  func otherSpatialReference() {
    let view = view()
    // Web Mercator (1,113,194.9079, 0) is 10° E on the equator (x = a·λ with a = 6,378,137 m).
    _ = view.setViewpointCenterAtOnce(Point(x: 1_113_194.9079327357, y: 0, spatialReference: .webMercator))
    let geographic = Map(spatialReference: .wgs84)
    geographic.minScale = 10_000_000
    geographic.maxScale = 1_000_000
    view.map = geographic
    #expect(view.spatialReference == .wgs84)
    expectClose(view.center, x: 10, y: 0, within: 1e-9)
    // 10 m per point is 1:37,795.3 (10 × 96 / 0.0254); the new map allows 1:1,000,000 at most zoomed in.
    expectClose(view.scale, 1_000_000, within: 1e-6)
  }

  @Test("Setting the map the view already shows changes nothing and reports nothing")
  func sameMap() {
    let view = view()
    var reported = 0
    view.onMapChanged { _ in reported += 1 }
    view.map = view.map
    #expect(reported == 0)
  }

  @Test("A view with no area keeps the new map's initial viewpoint until its first layout")
  func pendingUntilLayout() {
    let view = MapView(map: Map(spatialReference: .webMercator), viewSize: .zero)
    let other = Map(spatialReference: .webMercator)
    other.initialViewpoint = Viewpoint(
      center: Point(x: 3000, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 5))
    view.map = other
    view.viewSize = CGSize(width: 100, height: 100)
    expectClose(view.center, x: 3000, y: 0)
    expectClose(view.unitsPerPoint, 5, within: 1e-9)
  }
}

extension MapView {
  /// Centres the view at once (the synchronous part of `setViewpointCenter`), for a test's setup.
  fileprivate func setViewpointCenterAtOnce(_ point: Point) -> Bool {
    guard let target = resolve(Viewpoint(center: point, scale: scale, rotation: rotation)) else { return false }
    return apply(target)
  }
}
