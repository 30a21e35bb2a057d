import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

@MainActor
@Suite("Gestures and events")
struct GestureTests {
  /// A 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point.
  func view() -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
  }

  @Test("A tap reports the screen point and the map point; a second handler is added beside the first")
  func tap() async {
    let view = view()
    var first: [Point] = []
    var second: [CGPoint] = []
    view.onSingleTapGesture { _, mapPoint in first.append(mapPoint) }
    let stream = view.taps
    view.tap(at: CGPoint(x: 300, y: 50))
    view.onSingleTapGesture { screenPoint, _ in second.append(screenPoint) }
    view.tap(at: CGPoint(x: 0, y: 0))
    // (300, 50): dx = 100, dy = 50 → (1000, 500); (0, 0): dx = −200, dy = −100 → (−2000, 1000).
    #expect(first.count == 2)
    expectClose(first.first, x: 1000, y: 500)
    expectClose(first.last, x: -2000, y: 1000)
    #expect(second == [CGPoint(x: 0, y: 0)])
    var iterator = stream.makeAsyncIterator()
    expectClose(await iterator.next()?.mapPoint, x: 1000, y: 500)
    expectClose(await iterator.next()?.mapPoint, x: -2000, y: 1000)
  }

  @Test("A double tap zooms in 2× keeping the tapped location in place")
  func doubleTap() {
    let view = view()
    let point = CGPoint(x: 300, y: 150)
    let before = view.location(fromScreenPoint: point)
    view.doubleTap(at: point)
    expectClose(view.unitsPerPoint, 5, within: 1e-9)
    expectClose(view.location(fromScreenPoint: point), x: before?.x ?? .nan, y: before?.y ?? .nan, within: 1e-6)
    // The centre moved half-way towards (1000, −500): (500, −250).
    expectClose(view.center, x: 500, y: -250, within: 1e-6)
  }

  @Test("Pan follows the finger; rotate keeps the pivot")
  func panAndRotate() {
    let view = view()
    // Dragging 100 points right and 20 down brings the location at (100, 80) to the centre: (−1000, 200).
    view.pan(by: CGSize(width: 100, height: 20))
    expectClose(view.center, x: -1000, y: 200, within: 1e-9)
    let pivot = CGPoint(x: 50, y: 50)
    let under = view.location(fromScreenPoint: pivot)
    view.rotate(by: 30, around: pivot)
    expectClose(view.rotation, 30)
    expectClose(view.location(fromScreenPoint: pivot), x: under?.x ?? .nan, y: under?.y ?? .nan, within: 1e-6)
  }

  @Test("Long press begins, moves and ends, through the handler and the stream")
  func longPress() async {
    let view = view()
    var points: [CGPoint] = []
    var ended = 0
    view.onLongPressAndDragGesture { screenPoint, _ in
      points.append(screenPoint)
    } onEnded: {
      ended += 1
    }
    let stream = view.longPressEvents
    view.longPressMoved(at: CGPoint(x: 1, y: 1))  // ignored: no press began
    view.longPressBegan(at: CGPoint(x: 10, y: 10))
    view.longPressMoved(at: CGPoint(x: 20, y: 10))
    view.longPressEnded(at: CGPoint(x: 20, y: 10))
    view.longPressEnded(at: CGPoint(x: 20, y: 10))  // ignored
    #expect(points == [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10)])
    #expect(ended == 1)
    var phases: [MapView.LongPressEvent.Phase] = []
    for await event in stream {
      phases.append(event.phase)
      if event.phase == .ended { break }
    }
    #expect(phases == [.began, .moved, .ended])
  }

  @Test("Viewpoint and visible-area streams: each access is a new observer")
  func streams() async {
    let view = view()
    let a = view.viewpointChanges
    let b = view.viewpointChanges
    let areas = view.visibleAreaChanges
    view.pan(by: CGSize(width: 10, height: 0))
    var ia = a.makeAsyncIterator()
    var ib = b.makeAsyncIterator()
    var iareas = areas.makeAsyncIterator()
    expectClose(await ia.next()?.targetGeometry as? Point, x: -100, y: 0)
    expectClose(await ib.next()?.targetGeometry as? Point, x: -100, y: 0)
    #expect(await iareas.next()?.parts.first?.count == 4)
  }

  @Test("Streams keep only the newest events for a slow observer")
  func bufferBound() async {
    let view = view()
    let stream = view.viewpointChanges
    for _ in 0..<(MapView.eventBufferLimit + 10) { view.pan(by: CGSize(width: 1, height: 0)) }
    var iterator = stream.makeAsyncIterator()
    // The first 10 pans were dropped: the oldest kept is the 11th, centre at −110 m.
    expectClose(await iterator.next()?.targetGeometry as? Point, x: -110, y: 0, within: 1e-6)
  }

  @Test("Gestures with bad input are ignored")
  func badGestures() {
    let view = view()
    let before = view.viewpoint
    view.pinch(scale: 0, around: .zero)
    view.pinch(scale: .nan, around: .zero)
    view.pinch(scale: 2, around: CGPoint(x: Double.nan, y: 0))
    view.rotate(by: .infinity, around: .zero)
    view.pan(by: CGSize(width: Double.nan, height: 0))
    var taps = 0
    view.onSingleTapGesture { _, _ in taps += 1 }
    view.tap(at: CGPoint(x: Double.nan, y: 0))
    #expect(view.viewpoint == before)
    #expect(taps == 0)
  }
}
