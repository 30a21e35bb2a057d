import Foundation
public import MeridianCore

/// A symbol that draws text at a point.
///
/// The alignment says where the anchor sits on the text box: ``HorizontalAlignment-swift.enum/left``
/// puts the anchor on the box's left edge (the text runs to the right of the point),
/// ``HorizontalAlignment-swift.enum/right`` on its right edge; ``VerticalAlignment-swift.enum/top``
/// puts the anchor on the top edge (the text hangs below the point) and
/// ``VerticalAlignment-swift.enum/baseline`` on the baseline of the last line.
///
/// ```swift
/// let label = TextSymbol(text: "Malibu", color: .black, size: 12, horizontalAlignment: .left)
/// ```
public struct TextSymbol: Symbol, Hashable {
  /// Horizontal placement of the text box relative to the anchor.
  public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
    /// The anchor is on the left edge.
    case left
    /// The anchor is on the vertical centre line.
    case center
    /// The anchor is on the right edge.
    case right
    /// Lines are justified to a common width; the box is centred on the anchor, as with
    /// ``center``.
    case justify
  }

  /// Vertical placement of the text box relative to the anchor.
  public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    /// The anchor is on the top edge.
    case top
    /// The anchor is on the horizontal centre line.
    case middle
    /// The anchor is on the baseline of the last line.
    case baseline
    /// The anchor is on the bottom edge.
    case bottom
  }

  /// Font weights.
  public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    /// The family's regular weight.
    case regular
    /// The family's bold weight; the glyph model measures it 10 % wider.
    case bold
  }

  /// Font styles.
  public enum FontStyle: String, Sendable, Hashable, CaseIterable {
    /// Upright glyphs.
    case normal
    /// The family's italic glyphs.
    case italic
    /// Slanted upright glyphs.
    case oblique
  }

  /// The text; `"\n"` separates lines.
  public var text: String
  /// The text colour.
  public var color: Color
  /// The font size in points.
  public var size: Double
  /// Where the anchor sits horizontally.
  public var horizontalAlignment: HorizontalAlignment
  /// Where the anchor sits vertically.
  public var verticalAlignment: VerticalAlignment
  /// The font family name.
  public var fontFamily: String
  /// The font weight.
  public var fontWeight: FontWeight
  /// The font style.
  public var fontStyle: FontStyle
  /// The halo colour, or `nil` for no halo.
  public var haloColor: Color?
  /// The halo width in points, drawn around the glyphs.
  public var haloWidth: Double
  /// The colour of the box behind the text, or `nil` for none.
  public var backgroundColor: Color?
  /// The colour of the line around the text box, or `nil` for none.
  public var outlineColor: Color?
  /// The width of the line around the text box in points, centred on the box's edge.
  public var outlineWidth: Double
  /// The rotation in degrees, counter-clockwise about the anchor.
  public var angle: Double
  /// The horizontal offset in points, +x right.
  public var offsetX: Double
  /// The vertical offset in points, +y up.
  public var offsetY: Double

  /// Creates a text symbol.
  ///
  /// - Parameters:
  ///   - text: The text; empty by default.
  ///   - color: The text colour; black by default.
  ///   - size: The font size in points; 8 by default.
  ///   - horizontalAlignment: Where the anchor sits horizontally; centred by default.
  ///   - verticalAlignment: Where the anchor sits vertically; middle by default.
  public init(
    text: String = "", color: Color = .black, size: Double = 8, horizontalAlignment: HorizontalAlignment = .center,
    verticalAlignment: VerticalAlignment = .middle
  ) {
    self.text = text
    self.color = color
    self.size = size
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.fontFamily = "sans-serif"
    self.fontWeight = .regular
    self.fontStyle = .normal
    self.haloColor = nil
    self.haloWidth = 0
    self.backgroundColor = nil
    self.outlineColor = nil
    self.outlineWidth = 0
    self.angle = 0
    self.offsetX = 0
    self.offsetY = 0
  }

  /// The text box placed by the alignments, grown by the halo and the box outline, rotated about
  /// the anchor, then moved by the offsets.
  ///
  /// - Parameter measurer: Measures the text box.
  /// - Returns: A ``SymbolFootprint/Kind-swift.enum/point`` footprint; empty text covers nothing
  ///   unless it has a halo or box outline.
  public func footprint(measurer: any TextMeasurer) -> SymbolFootprint {
    let fontSize = size.isFinite ? Swift.max(size, 0) : 0
    let box =
      text.isEmpty
      ? .zero
      : measurer.size(
        of: text, fontSize: fontSize, fontFamily: fontFamily, fontWeight: fontWeight, fontStyle: fontStyle)
    let x: Double
    switch horizontalAlignment {
    case .left: x = 0
    case .center, .justify: x = -box.width / 2
    case .right: x = -box.width
    }
    let y: Double
    switch verticalAlignment {
    case .top: y = -box.height
    case .middle: y = -box.height / 2
    case .baseline: y = -measurer.descent(fontSize: fontSize)
    case .bottom: y = 0
    }
    let halo = haloColor == nil ? 0 : haloWidth
    let border = outlineColor == nil ? 0 : outlineWidth / 2
    let grow = Swift.max(halo.isFinite ? halo : 0, border.isFinite ? border : 0, 0)
    if box == .zero && grow == 0 { return .empty }
    let offset = CGPoint(x: offsetX.isFinite ? offsetX : 0, y: offsetY.isFinite ? offsetY : 0)
    let rect = CGRect(x: x, y: y, width: box.width, height: box.height).insetBy(dx: -grow, dy: -grow)
    return FootprintShape.rectangle(rect).footprint(angle: angle, grow: 0, offset: offset)
  }

  /// A short text quoting the text and giving the font size.
  public var description: String { "TextSymbol(\"\(text)\", size: \(size))" }
}
