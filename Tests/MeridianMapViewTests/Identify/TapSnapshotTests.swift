import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

/// A tap carries the view as it was: identify on the tap's snapshot answers for what was under the
/// finger, whatever the view did between the tap and the identify.
@MainActor
@Suite("Tap snapshots")
struct TapSnapshotTests {
  /// A 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point, with marker A at (0, 0)
  /// (drawn at screen (200, 100)) and marker B at (1000, 0) m (drawn 100 points right of A, at (300, 100)).
  func scene() throws -> (view: MapView, overlay: GraphicsOverlay, a: Graphic, b: Graphic) {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
    let a = Graphic(geometry: Point(x: 0, y: 0, spatialReference: .webMercator), symbol: symbol)
    let b = Graphic(geometry: Point(x: 1000, y: 0, spatialReference: .webMercator), symbol: symbol)
    let overlay = GraphicsOverlay()
    try overlay.addGraphics([a, b])
    let view = MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 400, height: 200))
    return (view, overlay, a, b)
  }

  @Test("A pan between the tap and the identify does not change the hit")
  func panAfterTap() async throws {
    let (view, overlay, a, b) = try scene()
    let taps = view.taps
    view.tap(at: CGPoint(x: 200, y: 100))
    // Dragging 100 points left brings B, 100 points right of A, under the tapped point.
    view.pan(by: CGSize(width: -100, height: 0))
    var iterator = taps.makeAsyncIterator()
    let tap = try #require(await iterator.next())
    let snapshot = try #require(tap.snapshot)
    let atTap = try await snapshot.identify(on: overlay, screenPoint: tap.screenPoint, tolerance: 2)
    #expect(atTap.graphics.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
    let all = try await snapshot.identifyGraphicsOverlays(screenPoint: tap.screenPoint, tolerance: 2)
    #expect(all.flatMap(\.graphics).map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
    // The view as it is now has B there.
    let now = try await view.identify(on: overlay, screenPoint: tap.screenPoint, tolerance: 2)
    #expect(now.graphics.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
  }

  @Test("A zoom while the identify is under way does not change the hit")
  func zoomDuringIdentify() async throws {
    let (view, overlay, a, _) = try scene()
    let taps = view.taps
    view.tap(at: CGPoint(x: 200, y: 100))
    var iterator = taps.makeAsyncIterator()
    let tap = try #require(await iterator.next())
    let snapshot = try #require(tap.snapshot)
    let started = Task { try await snapshot.identify(on: overlay, screenPoint: tap.screenPoint, tolerance: 2) }
    // The task cannot run before this test suspends: zoom out 20× about (300, 100) first. The map
    // point under (300, 100), 1000 m east of the centre, stays there, and A (1000 m west of it) moves
    // to 5 points left of it, (295, 100): the view no longer has A under (200, 100).
    view.pinch(scale: 0.05, around: CGPoint(x: 300, y: 100))
    let result = try await started.value
    #expect(result.graphics.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
    let now = try await view.identify(on: overlay, screenPoint: tap.screenPoint, tolerance: 2)
    #expect(now.graphics.isEmpty)
  }

  @Test("A snapshot draws the view as it was")
  func frozenDisplayList() throws {
    let (view, _, a, b) = try scene()
    let snapshot = view.snapshot()
    view.pan(by: CGSize(width: -100, height: 0))
    let drawn = snapshot.displayList()
    #expect(drawn.map { ObjectIdentifier($0.graphic) } == [ObjectIdentifier(a), ObjectIdentifier(b)])
    try #require(drawn.count == 2)
    expectClose(drawn[0].screenPosition, CGPoint(x: 200, y: 100))
    expectClose(drawn[1].screenPosition, CGPoint(x: 300, y: 100))
    let now = view.displayList()
    try #require(now.count == 2)
    expectClose(now[0].screenPosition, CGPoint(x: 100, y: 100))
    expectClose(now[1].screenPosition, CGPoint(x: 200, y: 100))
  }

  @Test("A tap event made by hand has no snapshot and equals the view's event")
  func handMadeEvent() async throws {
    let (view, _, _, _) = try scene()
    let taps = view.taps
    view.tap(at: CGPoint(x: 200, y: 100))
    var iterator = taps.makeAsyncIterator()
    let tap = try #require(await iterator.next())
    let made = MapView.TapEvent(screenPoint: tap.screenPoint, mapPoint: tap.mapPoint)
    #expect(made.snapshot == nil)
    #expect(made == tap)
    #expect(tap.snapshot?.viewpoint.targetScale == view.scale)
  }
}
