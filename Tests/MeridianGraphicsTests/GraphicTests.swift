import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

@Suite("Graphic")
struct GraphicTests {
  func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .wgs84) }

  // MARK: - Attributes

  @Test("removeAttribute(forKey:) drops that key and keeps the others")
  func removeAttribute() {
    let graphic = Graphic(attributes: ["PlaceName": "Cafe Regatta", "Score": 98, "Open": true])
    graphic.removeAttribute(forKey: "PlaceName")
    #expect(graphic.attributes["PlaceName"] == nil)
    #expect(graphic.attributes["Score"] as? Int == 98)
    #expect(graphic.attributes["Open"] as? Bool == true)
    #expect(graphic.attributes.count == 2)
    // A key the graphic does not have: nothing changes.
    graphic.removeAttribute(forKey: "Place_addr")
    #expect(graphic.attributes.count == 2)
    // A removed key can be set again.
    graphic.setAttributeValue("Regatta", forKey: "PlaceName")
    #expect(graphic.attributes["PlaceName"] as? String == "Regatta")
  }

  @Test("Removing an attribute is reported to the overlay once; removing a missing one reports nothing")
  func removalIsReported() async throws {
    let overlay = GraphicsOverlay()
    let first = Graphic(geometry: point(0, 0))
    let graphic = Graphic(geometry: point(1, 1), attributes: ["PlaceName": "Cafe Regatta"])
    try overlay.addGraphics([first, graphic])
    var changes = overlay.changes.makeAsyncIterator()
    graphic.removeAttribute(forKey: "PlaceName")
    graphic.removeAttribute(forKey: "PlaceName")  // already gone: no change
    graphic.removeAttribute(forKey: "Missing")  // never there: no change
    graphic.zIndex = 1  // a marker that the two no-ops published nothing in between
    let removed = try #require(await changes.next())
    #expect(removed.kind == .updated(.attributes))
    #expect(removed.indices == [1] && removed.graphics.first === graphic)
    let next = try #require(await changes.next())
    #expect(next.kind == .updated(.zIndex))
  }

  @Test("After a removal the renderer resolves the graphic without the attribute")
  func removalReRenders() throws {
    // A 30-point circle reaches 15 points from its centre, an 8-point one 4 points.
    let big = SimpleMarkerSymbol(style: .circle, color: .red, size: 30)
    let small = SimpleMarkerSymbol(style: .circle, color: .gray, size: 8)
    let overlay = GraphicsOverlay()
    overlay.renderer = UniqueValueRenderer(
      fieldNames: ["Kind"], uniqueValues: [UniqueValue(label: "Big", symbol: big, values: ["big"])],
      defaultSymbol: small)
    let graphic = Graphic(geometry: point(0, 0), attributes: ["Kind": "big"])
    try overlay.addGraphic(graphic)
    let box = Envelope(xMin: -1, yMin: -1, xMax: 1, yMax: 1, spatialReference: .wgs84)
    #expect(overlay.maximumSymbolReach == 15)
    #expect(overlay.candidates(intersecting: box).first?.symbol?.isEqual(to: big) == true)
    graphic.removeAttribute(forKey: "Kind")
    #expect(overlay.maximumSymbolReach == 4)
    #expect(overlay.candidates(intersecting: box).first?.symbol?.isEqual(to: small) == true)
  }
}
