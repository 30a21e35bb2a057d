import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

@Suite("GraphicsOverlay")
struct GraphicsOverlayTests {
  func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .wgs84) }

  // MARK: - Adding, inserting, removing

  @Test("Graphics keep the order they were added and inserted in")
  func order() throws {
    let overlay = GraphicsOverlay()
    let a = Graphic(geometry: point(0, 0))
    let b = Graphic(geometry: point(1, 1))
    let c = Graphic(geometry: point(2, 2))
    try overlay.addGraphics([a, b])
    try overlay.insertGraphic(c, at: 1)
    #expect(overlay.graphics.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    #expect(a.graphicsOverlay === overlay)
    try overlay.removeGraphic(c)
    #expect(overlay.graphics.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(c.graphicsOverlay == nil)
    overlay.removeAllGraphics()
    #expect(overlay.graphics.isEmpty && a.graphicsOverlay == nil)
  }

  @Test("Many insertions at one spot keep the order (order keys are relabelled when they run out)")
  func manyInsertionsAtOneSpot() throws {
    let overlay = GraphicsOverlay()
    let first = Graphic()
    let last = Graphic()
    try overlay.addGraphics([first, last])
    var inserted: [Graphic] = []
    for _ in 0..<100 {
      let g = Graphic()
      try overlay.insertGraphic(g, at: 1)
      inserted.insert(g, at: 0)
    }
    let expected = [first] + inserted + [last]
    #expect(overlay.graphics.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    for _ in 0..<40 { try overlay.insertGraphic(Graphic(), at: 0) }
    #expect(overlay.graphics.count == 142)
    #expect(overlay.graphics[40] === first)
  }

  @Test("A graphic belongs to one overlay; a failed batch adds nothing")
  func oneOverlayRule() throws {
    let first = GraphicsOverlay()
    let second = GraphicsOverlay()
    let a = Graphic(geometry: point(0, 0))
    let b = Graphic(geometry: point(1, 1))
    try second.addGraphic(b)
    #expect(throws: GraphicsError.graphicBelongsToAnotherOverlay(position: 1)) { try first.addGraphics([a, b]) }
    #expect(first.graphics.isEmpty)
    #expect(a.graphicsOverlay == nil && b.graphicsOverlay === second)
    #expect(first.candidates(intersecting: Envelope(xMin: -5, yMin: -5, xMax: 5, yMax: 5)).isEmpty)
    #expect(throws: GraphicsError.graphicAlreadyInOverlay(position: 0)) { try second.addGraphic(b) }
    #expect(throws: GraphicsError.graphicAlreadyInOverlay(position: 1)) { try first.addGraphics([a, a]) }
    #expect(a.graphicsOverlay == nil)
    #expect(throws: GraphicsError.graphicNotInOverlay(position: 0)) { try first.removeGraphic(b) }
    #expect(throws: GraphicsError.invalidParameter(name: "index", reason: "3 is outside 0...0, the overlay's graphics"))
    { try first.insertGraphic(a, at: 3) }
    // Once removed from its overlay, a graphic may join another.
    try second.removeGraphic(b)
    try first.addGraphics([a, b])
    #expect(first.graphics.count == 2)
  }

  @Test("A graphic whose overlay is gone may join another")
  func ownerDeallocated() throws {
    let graphic = Graphic()
    do {
      let temporary = GraphicsOverlay()
      try temporary.addGraphic(graphic)
    }
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(graphic)
    #expect(graphic.graphicsOverlay === overlay)
  }

  @Test("GraphicsOverlay(graphics:) leaves out graphics it cannot take")
  func initialiser() throws {
    let taken = Graphic()
    let other = GraphicsOverlay()
    try other.addGraphic(taken)
    let free = Graphic()
    let overlay = GraphicsOverlay(graphics: [free, taken, free])
    #expect(overlay.graphics.count == 1 && overlay.graphics[0] === free)
  }

  @Test("Failed removals remove nothing")
  func failedRemoval() throws {
    let overlay = GraphicsOverlay()
    let a = Graphic()
    let stranger = Graphic()
    try overlay.addGraphic(a)
    #expect(throws: GraphicsError.graphicNotInOverlay(position: 1)) { try overlay.removeGraphics([a, stranger]) }
    #expect(overlay.graphics.count == 1 && a.graphicsOverlay === overlay)
    try overlay.removeGraphics([a, a])
    #expect(overlay.graphics.isEmpty)
  }

  // MARK: - Selection and properties

  @Test("Selection goes through the graphics and lists them in overlay order")
  func selection() throws {
    let overlay = GraphicsOverlay()
    let graphics = (0..<4).map { Graphic(geometry: point(Double($0), 0)) }
    try overlay.addGraphics(graphics)
    overlay.selectGraphics([graphics[2], graphics[0]])
    #expect(
      overlay.selectedGraphics.map(ObjectIdentifier.init) == [graphics[0], graphics[2]].map(ObjectIdentifier.init))
    #expect(graphics[2].isSelected)
    overlay.unselectGraphics([graphics[0]])
    #expect(overlay.selectedGraphics.count == 1 && !graphics[0].isSelected)
    graphics[3].isSelected = true
    #expect(overlay.selectedGraphics.count == 2)
    overlay.clearSelection()
    #expect(overlay.selectedGraphics.isEmpty && graphics.allSatisfy { !$0.isSelected })
    let stranger = Graphic()
    overlay.selectGraphics([stranger])
    #expect(!stranger.isSelected)
    try overlay.removeGraphic(graphics[1])
    graphics[1].isSelected = true
    #expect(overlay.selectedGraphics.isEmpty)
  }

  @Test("Overlay properties: visibility, opacity, scale limits")
  func properties() {
    let overlay = GraphicsOverlay()
    #expect(overlay.isVisible && overlay.opacity == 1 && overlay.minScale == 0 && overlay.maxScale == 0)
    overlay.opacity = 1.5
    #expect(overlay.opacity == 1)
    overlay.opacity = -1
    #expect(overlay.opacity == 0)
    overlay.isVisible = false
    #expect(!overlay.isVisible)
    overlay.minScale = 100_000
    overlay.maxScale = 1_000
    #expect(overlay.isVisible(atScale: 50_000))
    #expect(!overlay.isVisible(atScale: 200_000))
    #expect(!overlay.isVisible(atScale: 500))
  }

  @Test("The extent covers every graphic, projected into the first one's reference")
  func extent() throws {
    let overlay = GraphicsOverlay()
    #expect(overlay.extent == nil)
    try overlay.addGraphics([Graphic(geometry: point(-2, 1)), Graphic(geometry: point(3, -4)), Graphic()])
    #expect(overlay.extent == Envelope(xMin: -2, yMin: -4, xMax: 3, yMax: 1, spatialReference: .wgs84))
    // (-13235887.455, 4015382.360) in Web Mercator is (-118.9, 33.9) in WGS84 (pyproj 4326 -> 3857).
    try overlay.addGraphic(
      Graphic(geometry: Point(x: -13235887.455320228, y: 4015382.36007316, spatialReference: .webMercator)))
    let extent = try #require(overlay.extent)
    #expect(abs(extent.xMin - -118.9) < 1e-9 && abs(extent.yMax - 33.9) < 1e-9)
    overlay.removeAllGraphics()
    #expect(overlay.extent == nil)
  }

  // MARK: - Text measurer

  @Test("A custom text measurer changes the text footprints the overlay counts")
  func customTextMeasurer() throws {
    let overlay = GraphicsOverlay()
    #expect(overlay.textMeasurer is GlyphWidthTextMeasurer)
    // "abcd" at 12 points, centred. Glyph model: four lowercase letters of 0.55 em are 2.2 em = 26.4
    // wide, one line of 1.2 em is 14.4 tall; the corners (±13.2, ±7.2) are √(13.2² + 7.2²) =
    // √226.08 = 15.0359569 away. Half-em measurer: 24 × 12, corners (±12, ±6), √180 = 13.4164079 away.
    let label = Graphic(geometry: point(0, 0), symbol: TextSymbol(text: "abcd", size: 12))
    try overlay.addGraphic(label)
    #expect(abs(overlay.maximumSymbolReach - 15.035956903370002) < 1e-5)
    overlay.textMeasurer = HalfEmMeasurer()
    #expect(overlay.textMeasurer is HalfEmMeasurer)
    #expect(abs(overlay.maximumSymbolReach - 13.416407864998739) < 1e-5)
    // A text graphic added later is measured with the overlay's measurer too: "abcdefgh" is 48 × 12,
    // corners (±24, ±6), √612 = 24.7386338 away.
    try overlay.addGraphic(Graphic(geometry: point(0, 0), symbol: TextSymbol(text: "abcdefgh", size: 12)))
    #expect(abs(overlay.maximumSymbolReach - 24.73863375370596) < 1e-5)
    // Markers do not depend on the measurer: a 60-point circle reaches 30 whichever measurer is set.
    label.symbol = SimpleMarkerSymbol(style: .circle, size: 60)
    #expect(overlay.maximumSymbolReach == 30)
  }
}
