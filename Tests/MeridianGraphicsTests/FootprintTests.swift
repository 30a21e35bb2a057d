import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

@Suite("Symbol footprints")
struct FootprintTests {
  // MARK: - Markers

  @Test("A 10-point circle with a 2-point outline covers a 12 × 12 box")
  func circleWithOutline() {
    // Radius 5; the outline is centred on the edge, so it adds 2 / 2 = 1: radius 6, box (-6, -6, 12, 12).
    var symbol = SimpleMarkerSymbol(style: .circle, color: .brown, size: 10)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    let footprint = symbol.footprint
    #expect(footprint.kind == .point)
    expectRect(footprint.rect, CGRect(x: -6, y: -6, width: 12, height: 12))
    #expect(footprint.reach == 6)
  }

  @Test("A square rotated 45° reaches its half-diagonal")
  func rotatedSquare() {
    // Corners (±5, ±5) rotated by 45° land on the axes at 5√2 = 7.0710678 (computed with Python's
    // math.sqrt): the box is (-7.071, -7.071, 14.142, 14.142) and the reach 7.071.
    var symbol = SimpleMarkerSymbol(style: .square, color: .red, size: 10)
    symbol.angle = 45
    let footprint = symbol.footprint
    let h = 7.0710678118654755
    expectRect(footprint.rect, CGRect(x: -h, y: -h, width: 2 * h, height: 2 * h))
    #expect(abs(footprint.reach - h) < 1e-9)
  }

  @Test("A diamond rotated 45° becomes an axis-aligned square of half-width 5/√2")
  func rotatedDiamond() {
    // Vertices (±5, 0), (0, ±5) rotated by 45° go to (±3.5355, ±3.5355); 5 / √2 = 3.5355339.
    var symbol = SimpleMarkerSymbol(style: .diamond, size: 10)
    symbol.angle = 45
    let h = 3.5355339059327378
    expectRect(symbol.footprint.rect, CGRect(x: -h, y: -h, width: 2 * h, height: 2 * h))
    #expect(abs(symbol.footprint.reach - 5) < 1e-9)
  }

  @Test("Marker offsets are Cartesian: +y moves the box up")
  func markerOffsets() {
    // A 10-point circle moved 3 right and 4 down: centre (3, -4), box (-2, -9, 10, 10); the farthest
    // point is 5 (the offset's length, a 3-4-5 triangle) + 5 (the radius) = 10 from the anchor.
    var symbol = SimpleMarkerSymbol(style: .circle, size: 10)
    symbol.offsetX = 3
    symbol.offsetY = -4
    expectRect(symbol.footprint.rect, CGRect(x: -2, y: -9, width: 10, height: 10))
    #expect(abs(symbol.footprint.reach - 10) < 1e-9)
  }

  @Test("Every marker style fills the size box when not rotated")
  func stylesFillTheBox() {
    for style in SimpleMarkerSymbol.Style.allCases {
      let symbol = SimpleMarkerSymbol(style: style, size: 8)
      expectRect(symbol.footprint.rect, CGRect(x: -4, y: -4, width: 8, height: 8))
    }
  }

  @Test("A triangle rotated 90° counter-clockwise still fills its box; its apex points left")
  func rotatedTriangle() {
    // Vertices (-5, -5), (5, -5), (0, 5) rotated by 90° ((x, y) -> (-y, x)) become (5, -5), (5, 5), (-5, 0).
    var symbol = SimpleMarkerSymbol(style: .triangle, size: 10)
    symbol.angle = 90
    expectRect(symbol.footprint.rect, CGRect(x: -5, y: -5, width: 10, height: 10))
  }

  @Test("Bad sizes draw nothing instead of crashing")
  func badSizes() {
    #expect(SimpleMarkerSymbol(size: .nan).footprint.rect == CGRect(x: 0, y: 0, width: 0, height: 0))
    #expect(SimpleMarkerSymbol(size: -4).footprint.reach == 0)
  }

  // MARK: - Pictures

  @Test("A 20 × 30 pin offset by half its height sits on the point")
  func pictureMarkerPin() {
    // Centred box (-10, -15, 20, 30) moved up 15: (-10, 0, 20, 30); farthest corner (±10, 30) is
    // √(10² + 30²) = √1000 = 31.6227766 away.
    var pin = PictureMarkerSymbol(imageData: pngHeaderBytes(width: 20, height: 30))
    #expect(pin.width == 20 && pin.height == 30)
    pin.offsetY = pin.height / 2
    expectRect(pin.footprint.rect, CGRect(x: -10, y: 0, width: 20, height: 30))
    #expect(abs(pin.footprint.reach - 31.622776601683793) < 1e-9)
  }

  // MARK: - Text

  @Test("Right-aligned text ends at the anchor")
  func rightAlignedText() {
    // Glyph model: "m" is 0.9 em, so "mmm" at 10 points is 27 wide; one line is 1.2 em = 12 tall.
    // Right and middle: x from -27 to 0, y from -6 to 6.
    let text = TextSymbol(text: "mmm", size: 10, horizontalAlignment: .right, verticalAlignment: .middle)
    expectRect(text.footprint.rect, CGRect(x: -27, y: -6, width: 27, height: 12))
  }

  @Test("Alignments place the anchor on the box's edges or baseline")
  func textAlignments() {
    // "Hi" at 10 points: H 0.65 em + i 0.3 em = 9.5 wide, 12 tall, descent 2.
    let hi = { (h: TextSymbol.HorizontalAlignment, v: TextSymbol.VerticalAlignment) in
      TextSymbol(text: "Hi", size: 10, horizontalAlignment: h, verticalAlignment: v).footprint.rect
    }
    expectRect(hi(.left, .bottom), CGRect(x: 0, y: 0, width: 9.5, height: 12))
    expectRect(hi(.center, .top), CGRect(x: -4.75, y: -12, width: 9.5, height: 12))
    expectRect(hi(.justify, .middle), CGRect(x: -4.75, y: -6, width: 9.5, height: 12))
    expectRect(hi(.left, .baseline), CGRect(x: 0, y: -2, width: 9.5, height: 12))
  }

  @Test("Text defaults: size 8, black, centred")
  func textDefaults() {
    let text = TextSymbol(text: "A")
    #expect(text.size == 8 && text.color == .black)
    #expect(text.horizontalAlignment == .center && text.verticalAlignment == .middle)
  }

  @Test("A front's own measurer replaces the glyph model")
  func customMeasurer() {
    // Half-em measurer: "abcd" at 12 points is 4 × 6 = 24 wide and 12 tall; left/top: (0, -12, 24, 12).
    let text = TextSymbol(text: "abcd", size: 12, horizontalAlignment: .left, verticalAlignment: .top)
    expectRect(text.footprint(measurer: HalfEmMeasurer()).rect, CGRect(x: 0, y: -12, width: 24, height: 12))
  }

  @Test("A halo grows the text box; rotation and offsets move it")
  func haloRotationOffset() {
    // "mmm" at 10 points: 27 × 12, centred (-13.5, -6). Halo 2: (-15.5, -8, 31, 16). Rotated 90°
    // counter-clockwise: x in -8...8, y in -15.5...15.5; moved by (10, 0): (2, -15.5, 16, 31).
    var text = TextSymbol(text: "mmm", size: 10)
    text.haloColor = .white
    text.haloWidth = 2
    text.angle = 90
    text.offsetX = 10
    expectRect(text.footprint.rect, CGRect(x: 2, y: -15.5, width: 16, height: 31), tolerance: 1e-9)
  }

  @Test("Two lines are twice as tall; the widest line sets the width; bold is 10 % wider")
  func multilineAndBold() {
    // "ab\nmmmm": widths 1.1 em and 3.6 em; at 10 points 36 × 24. Bold: 39.6 wide.
    let measurer = GlyphWidthTextMeasurer()
    #expect(measurer.size(of: "ab\nmmmm", fontSize: 10) == CGSize(width: 36, height: 24))
    let bold = measurer.size(of: "mmmm", fontSize: 10, fontFamily: "x", fontWeight: .bold, fontStyle: .normal)
    #expect(abs(bold.width - 39.6) < 1e-9)
  }

  // MARK: - Lines, fills, composites

  @Test("Line and fill footprints carry their stroke width")
  func linesAndFills() {
    let line = SimpleLineSymbol(style: .dash, color: .blue, width: 4).footprint
    #expect(line.kind == .line && line.strokeWidth == 4 && line.reach == 2)
    let arrow = SimpleLineSymbol(width: 4, markerStyle: .arrow).footprint
    #expect(arrow.reach == 6)  // 1.5 line widths: the arrow head is 3 widths across.
    #expect(SimpleLineSymbol(style: .noLine, width: 4).footprint.strokeWidth == 0)
    let fill = SimpleFillSymbol(style: .solid, color: .yellow, outline: SimpleLineSymbol(width: 2)).footprint
    #expect(fill.kind == .fill && fill.strokeWidth == 2 && fill.reach == 1)
    #expect(SimpleFillSymbol().footprint.strokeWidth == 0)
  }

  @Test("A composite covers the union of its parts")
  func composite() {
    // A 16-point circle (-8, -8, 16, 16) and an 8-point square moved 10 right (6, -4, 8, 8):
    // union (-8, -8, 22, 16). The square's far corners (14, ±4) are √212 = 14.56 away, beating the
    // circle's 8, so that is the reach.
    var square = SimpleMarkerSymbol(style: .square, size: 8)
    square.offsetX = 10
    let composite = CompositeSymbol(symbols: [SimpleMarkerSymbol(style: .circle, size: 16), square])
    expectRect(composite.footprint.rect, CGRect(x: -8, y: -8, width: 22, height: 16))
    #expect(abs(composite.footprint.reach - 212.0.squareRoot()) < 1e-9)
    #expect(CompositeSymbol().footprint == .empty)
  }

  @Test("Symbols compare by kind and value")
  func symbolEquality() {
    let a = SimpleMarkerSymbol(style: .circle, color: .red, size: 8)
    #expect(a.isEqual(to: SimpleMarkerSymbol(style: .circle, color: .red, size: 8)))
    #expect(!a.isEqual(to: SimpleMarkerSymbol(style: .square, color: .red, size: 8)))
    #expect(!a.isEqual(to: SimpleLineSymbol()))
    #expect(CompositeSymbol(symbols: [a]) == CompositeSymbol(symbols: [a]))
    #expect(CompositeSymbol(symbols: [a]) != CompositeSymbol(symbols: [SimpleLineSymbol()]))
  }
}
