import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

/// The symbol properties that change what a front draws around the symbol rather than the symbol
/// itself: leader offsets, a text symbol's box, a fill's style.
@Suite("Symbol options")
struct SymbolOptionsTests {
  // MARK: - Leader offsets

  @Test("Leader offsets default to 0 and do not move what a marker draws")
  func markerLeaderOffsets() {
    var marker = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
    #expect(marker.leaderOffsetX == 0 && marker.leaderOffsetY == 0)
    let plain = marker
    marker.leaderOffsetX = 7
    marker.leaderOffsetY = 12
    // The leader only moves a callout's anchor: the 10-point circle still covers (-5, -5, 10, 10).
    #expect(marker.footprint == plain.footprint)
    #expect(marker.footprint.rect == CGRect(x: -5, y: -5, width: 10, height: 10))
    #expect(marker.footprint.reach == 5)
    // They are part of the value: a graphic whose leader moves has a different symbol.
    #expect(marker != plain)
    #expect(!marker.isEqual(to: plain))
  }

  @Test("Leader offsets default to 0 and do not move what a picture draws")
  func pictureLeaderOffsets() {
    // A 20 × 30 pin lifted by half its height covers (-10, 0, 20, 30) (see FootprintTests); a
    // leader pointing at the pin's head, 30 up, changes nothing of that.
    var pin = PictureMarkerSymbol(imageData: pngHeaderBytes(width: 20, height: 30))
    #expect(pin.leaderOffsetX == 0 && pin.leaderOffsetY == 0)
    pin.offsetY = 15
    let plain = pin
    pin.leaderOffsetX = -2
    pin.leaderOffsetY = 30
    #expect(pin.footprint == plain.footprint)
    expectRect(pin.footprint.rect, CGRect(x: -10, y: 0, width: 20, height: 30))
    #expect(pin != plain)
  }

  @Test("Esri JSON has no leader offsets: they are not written, so they read back as 0")
  func leaderOffsetsInEsriJSON() throws {
    var marker = SimpleMarkerSymbol(style: .square, color: .blue, size: 12)
    marker.leaderOffsetX = 3
    marker.leaderOffsetY = 4
    let json = try #require(String(data: try EsriJSON.encode(marker), encoding: .utf8))
    #expect(!json.lowercased().contains("leader"))
    let decoded = try #require(try EsriJSON.decodeSymbol(from: Data(json.utf8)) as? SimpleMarkerSymbol)
    #expect(decoded.leaderOffsetX == 0 && decoded.leaderOffsetY == 0)
    #expect(decoded.size == 12 && decoded.style == .square)
  }

  // MARK: - Text boxes

  /// "Hi" at 10 points in the glyph model: H 0.65 em + i 0.3 em = 9.5 wide, one 1.2 em line = 12 tall;
  /// centred on the anchor, the box is (-4.75, -6, 9.5, 12).
  func hi() -> TextSymbol { TextSymbol(text: "Hi", color: .black, size: 10) }

  @Test("A box outline grows the text box by half its width, centred on the box's edge")
  func boxOutline() {
    var text = hi()
    text.outlineColor = .black
    text.outlineWidth = 4
    // Half of 4 on every side: (-6.75, -8, 13.5, 16); corners (±6.75, ±8) are √109.5625 = 10.4672107 away.
    expectRect(text.footprint.rect, CGRect(x: -6.75, y: -8, width: 13.5, height: 16))
    #expect(abs(text.footprint.reach - 10.46721070772916) < 1e-9)
    // Anchored at the bottom-left corner the box starts at the anchor: (0, 0, 9.5, 12) grown by 2.
    text.horizontalAlignment = .left
    text.verticalAlignment = .bottom
    expectRect(text.footprint.rect, CGRect(x: -2, y: -2, width: 13.5, height: 16))
  }

  @Test("An outline width without an outline colour draws no outline")
  func outlineWidthWithoutColour() {
    var text = hi()
    text.outlineWidth = 4
    expectRect(text.footprint.rect, CGRect(x: -4.75, y: -6, width: 9.5, height: 12))
    text.outlineColor = .black
    text.outlineWidth = 0
    expectRect(text.footprint.rect, CGRect(x: -4.75, y: -6, width: 9.5, height: 12))
  }

  @Test("A background fills the text box, so it covers nothing more")
  func background() {
    var text = hi()
    text.backgroundColor = .yellow
    #expect(text.footprint == hi().footprint)
    expectRect(text.footprint.rect, CGRect(x: -4.75, y: -6, width: 9.5, height: 12))
    // With a 2-point box outline around the background: grown by 1.
    text.outlineColor = .gray
    text.outlineWidth = 2
    expectRect(text.footprint.rect, CGRect(x: -5.75, y: -7, width: 11.5, height: 14))
  }

  @Test("A halo and a box outline: the larger of the halo width and half the outline counts")
  func haloAndOutline() {
    var text = hi()
    text.haloColor = .white
    text.haloWidth = 3
    text.outlineColor = .black
    text.outlineWidth = 4
    // max(3, 4 / 2) = 3: (-7.75, -9, 15.5, 18); corners √(7.75² + 9²) = 11.8769735 away.
    expectRect(text.footprint.rect, CGRect(x: -7.75, y: -9, width: 15.5, height: 18))
    #expect(abs(text.footprint.reach - 11.876973520219703) < 1e-9)
    // max(3, 10 / 2) = 5: (-9.75, -11, 19.5, 22).
    text.outlineWidth = 10
    expectRect(text.footprint.rect, CGRect(x: -9.75, y: -11, width: 19.5, height: 22))
  }

  @Test("A box outline turns with the text: rotated 90°, the grown box stands on end")
  func rotatedOutline() {
    var text = hi()
    text.outlineColor = .black
    text.outlineWidth = 4
    text.angle = 90
    // (-6.75, -8, 13.5, 16) rotated 90° counter-clockwise ((x, y) -> (-y, x)): x in -8...8, y in -6.75...6.75.
    expectRect(text.footprint.rect, CGRect(x: -8, y: -6.75, width: 16, height: 13.5))
  }

  // MARK: - Fill styles

  @Test("Every fill style paints the interior except noFill")
  func fillsInterior() {
    #expect(SimpleFillSymbol(style: .solid).fillsInterior)
    #expect(!SimpleFillSymbol(style: .noFill).fillsInterior)
    // Hatches paint lines across the interior, so a tap inside lands on the fill.
    for style: SimpleFillSymbol.Style in [
      .cross, .diagonalCross, .forwardDiagonal, .backwardDiagonal, .horizontal, .vertical,
    ] {
      #expect(SimpleFillSymbol(style: style).fillsInterior, "\(style)")
    }
    #expect(SimpleFillSymbol.Style.allCases.count == 8)
  }

  @Test("A noFill symbol's footprint is its outline stroke, as a solid fill's is")
  func noFillFootprint() {
    let outline = SimpleLineSymbol(style: .solid, color: .black, width: 2)
    let hollow = SimpleFillSymbol(style: .noFill, color: .green, outline: outline).footprint
    #expect(hollow.kind == .fill && hollow.strokeWidth == 2 && hollow.reach == 1)
    #expect(hollow == SimpleFillSymbol(style: .solid, color: .green, outline: outline).footprint)
    // Without an outline a noFill symbol draws nothing at all: no stroke and no reach.
    let nothing = SimpleFillSymbol(style: .noFill).footprint
    #expect(nothing.strokeWidth == 0 && nothing.reach == 0)
    // A noLine outline strokes nothing either.
    let invisible = SimpleFillSymbol(style: .noFill, outline: SimpleLineSymbol(style: .noLine, width: 5)).footprint
    #expect(invisible.strokeWidth == 0 && invisible.reach == 0)
  }

  @Test("Fill defaults: solid, gray, no outline")
  func fillDefaults() {
    let fill = SimpleFillSymbol()
    #expect(fill.style == .solid && fill.color == .gray && fill.outline == nil)
  }
}
