import Foundation
public import MeridianCore

/// A symbol that draws a simple shape at a point.
///
/// ``size`` is the full width and height of the marker box in points (a circle's diameter). An
/// outline is stroked centred on the shape's edge, so it adds half its width on every side: a
/// 10-point circle with a 2-point outline covers a 12 × 12 box. ``angle`` rotates the shape
/// counter-clockwise about its centre; ``offsetX``/``offsetY`` then move it, in points with +y up.
///
/// ```swift
/// var symbol = SimpleMarkerSymbol(style: .circle, color: .brown, size: 10)
/// symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
/// ```
public struct SimpleMarkerSymbol: Symbol, Hashable {
  /// The marker shapes.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A circle whose diameter is the size.
    case circle
    /// A plus sign: two strokes across the box.
    case cross
    /// A square rotated 45°, its corners touching the middle of each side of the box.
    case diamond
    /// A square filling the box.
    case square
    /// A triangle with its base on the bottom of the box and its apex at the middle of the top.
    case triangle
    /// Two diagonal strokes from corner to corner.
    case x
  }

  /// The shape.
  public var style: Style
  /// The fill colour.
  public var color: Color
  /// The full width and height of the marker box in points.
  public var size: Double
  /// The outline, or `nil` for none.
  public var outline: SimpleLineSymbol?
  /// The rotation in degrees, counter-clockwise.
  public var angle: Double
  /// The horizontal offset in points, +x right.
  public var offsetX: Double
  /// The vertical offset in points, +y up.
  public var offsetY: Double
  /// The horizontal offset of a callout's leader from the marker's anchor, in points, +x right.
  public var leaderOffsetX: Double
  /// The vertical offset of a callout's leader from the marker's anchor, in points, +y up.
  public var leaderOffsetY: Double

  /// Creates a marker symbol.
  ///
  /// - Parameters:
  ///   - style: The shape; a circle by default.
  ///   - color: The fill colour; gray by default.
  ///   - size: The full width and height in points; 8 by default.
  public init(style: Style = .circle, color: Color = .gray, size: Double = 8) {
    self.style = style
    self.color = color
    self.size = size
    self.outline = nil
    self.angle = 0
    self.offsetX = 0
    self.offsetY = 0
    self.leaderOffsetX = 0
    self.leaderOffsetY = 0
  }

  /// The marker box after size, outline, rotation and offsets.
  ///
  /// The shape's vertices (or a circle's radius) are rotated about the anchor, the box around them is
  /// grown by half the outline width (round joins), then moved by the offsets.
  ///
  /// - Parameter measurer: Unused.
  /// - Returns: A ``SymbolFootprint/Kind-swift.enum/point`` footprint.
  public func footprint(measurer: any TextMeasurer) -> SymbolFootprint {
    let s = size.isFinite ? Swift.max(size, 0) / 2 : 0
    let shape: FootprintShape
    switch style {
    case .circle: shape = FootprintShape(vertices: [], radius: s)
    case .square, .x: shape = .rectangle(width: 2 * s, height: 2 * s)
    case .cross, .diamond:
      shape = FootprintShape(vertices: [
        CGPoint(x: -s, y: 0), CGPoint(x: s, y: 0), CGPoint(x: 0, y: -s), CGPoint(x: 0, y: s),
      ])
    case .triangle:
      shape = FootprintShape(vertices: [CGPoint(x: -s, y: -s), CGPoint(x: s, y: -s), CGPoint(x: 0, y: s)])
    }
    let offset = CGPoint(x: offsetX.isFinite ? offsetX : 0, y: offsetY.isFinite ? offsetY : 0)
    return shape.footprint(angle: angle, grow: (outline?.drawnWidth ?? 0) / 2, offset: offset)
  }

  /// A short text naming the style and the size.
  public var description: String { "SimpleMarkerSymbol(\(style), size: \(size))" }
}
