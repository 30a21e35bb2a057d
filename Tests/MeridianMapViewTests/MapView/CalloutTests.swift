import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

@MainActor
@Suite("Callouts")
struct CalloutTests {
  /// A 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point.
  func view() -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
  }

  @Test("A location callout sits on the location, moved by its offset (y down), and follows the map")
  func location() {
    let view = view()
    #expect(view.calloutAnchor == nil)
    // (500, 300) m is 50 points right and 30 up of the centre: (250, 70); offset (0, −8) → (250, 62).
    view.callout = .location(Point(x: 500, y: 300, spatialReference: .webMercator), offset: CGPoint(x: 0, y: -8))
    expectClose(view.calloutAnchor, CGPoint(x: 250, y: 62))
    view.pan(by: CGSize(width: -50, height: 0))
    expectClose(view.calloutAnchor, CGPoint(x: 200, y: 62))
  }

  @Test("A point graphic's callout respects its marker's leader offset, +y up")
  func leaderOffset() {
    let view = view()
    var marker = SimpleMarkerSymbol(size: 20)
    marker.leaderOffsetX = 4
    marker.leaderOffsetY = 10
    let graphic = Graphic(geometry: Point(x: -1000, y: 0, spatialReference: .webMercator), symbol: marker)
    // The point is at (100, 100); the leader moves 4 right and 10 up → (104, 90).
    view.callout = .geoElement(graphic, tapLocation: Point(x: 0, y: 0, spatialReference: .webMercator))
    expectClose(view.calloutAnchor, CGPoint(x: 104, y: 90))
  }

  @Test("A picture's leader offset moves the anchor, +y up; a composite uses its first marker's")
  func pictureAndCompositeLeaderOffsets() {
    let view = view()
    let location = Point(x: -1000, y: 0, spatialReference: .webMercator)  // drawn at (100, 100)
    // A 20 × 30 pin lifted by half its height, with its leader at the pin's head, 30 up and 2 left.
    var pin = PictureMarkerSymbol(url: URL(fileURLWithPath: "/pin.png"), width: 20, height: 30)
    pin.offsetY = 15
    pin.leaderOffsetX = -2
    pin.leaderOffsetY = 30
    view.callout = .geoElement(Graphic(geometry: location, symbol: pin))
    expectClose(view.calloutAnchor, CGPoint(x: 98, y: 70))
    // A composite's first marker gives the leader (text parts have none): (0, 8) → (100, 92).
    var dot = SimpleMarkerSymbol(size: 10)
    dot.leaderOffsetY = 8
    let composite = CompositeSymbol(symbols: [TextSymbol(text: "A"), dot, pin])
    view.callout = .geoElement(Graphic(geometry: location, symbol: composite))
    expectClose(view.calloutAnchor, CGPoint(x: 100, y: 92))
    // The placement offset is added after the leader, in screen points (y down).
    view.callout = .geoElement(Graphic(geometry: location, symbol: pin), offset: CGPoint(x: 5, y: 5))
    expectClose(view.calloutAnchor, CGPoint(x: 103, y: 75))
  }

  @Test("A line graphic's callout sits at the point of the line nearest the tap")
  func line() {
    let view = view()
    let line = Polyline(points: [
      Point(x: -1000, y: 0, spatialReference: .webMercator), Point(x: 1000, y: 0, spatialReference: .webMercator),
    ])
    let graphic = Graphic(geometry: line)
    // The tap at (300, 40) m is nearest (300, 0) m on the line: screen (230, 100).
    view.callout = .geoElement(graphic, tapLocation: Point(x: 300, y: 40, spatialReference: .webMercator))
    expectClose(view.calloutAnchor, CGPoint(x: 230, y: 100))
    view.callout = .geoElement(Graphic())
    #expect(view.calloutAnchor == nil)
  }
}
