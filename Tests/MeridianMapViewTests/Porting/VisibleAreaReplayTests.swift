import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// Issue 14, point 3: the first visible area reaches handlers and streams attached after `init`.
@MainActor
@Suite("The first visible area is reported")
struct VisibleAreaReplayTests {
  /// A Web Mercator map centred on (0, 0) at 10 m per point.
  func map() -> Map {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return map
  }

  @Test("The find-places tutorial's handler has the extent before the first search")
  func tutorialHandler() throws {
    let view = MapView(map: map(), viewSize: CGSize(width: 400, height: 200))
    var extent: Envelope?
    view.onVisibleAreaChanged { extent = $0.extent }
    // 400 × 200 points at 10 m: 4,000 × 2,000 m around (0, 0).
    let got = try #require(extent)
    expectClose(got.xMin, -2000, within: 1e-6)
    expectClose(got.yMin, -1000, within: 1e-6)
    expectClose(got.xMax, 2000, within: 1e-6)
    expectClose(got.yMax, 1000, within: 1e-6)
  }

  @Test("The stream starts with the current visible area, then each later one")
  func streamReplays() async {
    let view = MapView(map: map(), viewSize: CGSize(width: 400, height: 200))
    var areas = view.visibleAreaChanges.makeAsyncIterator()
    view.pan(by: CGSize(width: -100, height: 0))  // the centre moves 1,000 m east
    expectClose(await areas.next()?.extent.center.x, 0, within: 1e-6)
    expectClose(await areas.next()?.extent.center.x, 1000, within: 1e-6)
  }

  @Test("A view with no area reports nothing until its first layout, then the initial viewpoint's area")
  func firstLayout() {
    let view = MapView(map: map(), viewSize: .zero)
    var widths: [Double] = []
    view.onVisibleAreaChanged { widths.append($0.extent.width) }
    #expect(widths.isEmpty)
    view.viewSize = CGSize(width: 300, height: 100)
    #expect(widths.count == 1)
    expectClose(widths.first, 3000, within: 1e-6)
  }
}
