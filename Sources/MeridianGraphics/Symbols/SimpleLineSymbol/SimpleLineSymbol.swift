import Foundation
public import MeridianCore

/// A symbol that strokes lines, and the outlines of markers and fills.
///
/// ```swift
/// let route = SimpleLineSymbol(style: .dash, color: .blue, width: 3)
/// ```
public struct SimpleLineSymbol: Symbol, Hashable {
  /// The dash patterns of a line.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// An unbroken line.
    case solid
    /// Dashes.
    case dash
    /// Dots.
    case dot
    /// Alternating dashes and dots.
    case dashDot
    /// A dash followed by two dots, repeated.
    case dashDotDot
    /// Long dashes.
    case longDash
    /// Alternating long dashes and dots.
    case longDashDot
    /// Short dashes.
    case shortDash
    /// Alternating short dashes and dots.
    case shortDashDot
    /// A short dash followed by two dots, repeated.
    case shortDashDotDot
    /// Closely spaced dots.
    case shortDot
    /// Draws nothing.
    case noLine
  }

  /// The shapes drawn at a line's ends.
  public enum MarkerStyle: String, Sendable, Hashable, CaseIterable {
    /// No end marker.
    case none
    /// An arrow head.
    case arrow
  }

  /// Where end markers are drawn.
  public enum MarkerPlacement: String, Sendable, Hashable, CaseIterable {
    /// At the first point of each path.
    case begin
    /// At the last point of each path.
    case end
    /// At both ends of each path.
    case beginAndEnd
  }

  /// The dash pattern.
  public var style: Style
  /// The stroke colour.
  public var color: Color
  /// The stroke width in points.
  public var width: Double
  /// The end marker shape.
  public var markerStyle: MarkerStyle
  /// Where end markers are drawn.
  public var markerPlacement: MarkerPlacement

  /// How far an arrow head reaches from the line, as a multiple of the line width: an arrow head is
  /// an isosceles triangle 3 widths long and 3 widths across whose tip is the path's end point.
  public static let arrowHalfWidthFactor = 1.5

  /// Creates a line symbol.
  ///
  /// - Parameters:
  ///   - style: The dash pattern; solid by default.
  ///   - color: The stroke colour; black by default.
  ///   - width: The stroke width in points; 1 by default.
  ///   - markerStyle: The end marker shape; none by default.
  ///   - markerPlacement: Where end markers go; the end by default.
  public init(
    style: Style = .solid, color: Color = .black, width: Double = 1, markerStyle: MarkerStyle = .none,
    markerPlacement: MarkerPlacement = .end
  ) {
    self.style = style
    self.color = color
    self.width = width
    self.markerStyle = markerStyle
    self.markerPlacement = markerPlacement
  }

  /// The width actually stroked: 0 for ``Style-swift.enum/noLine`` or a width that is not a
  /// non-negative finite number.
  public var drawnWidth: Double {
    guard style != .noLine, width.isFinite, width > 0 else { return 0 }
    return width
  }

  /// A stroke of ``drawnWidth``; an arrow head reaches ``arrowHalfWidthFactor`` widths from the line.
  ///
  /// - Parameter measurer: Unused.
  /// - Returns: A ``SymbolFootprint/Kind-swift.enum/line`` footprint.
  public func footprint(measurer: any TextMeasurer) -> SymbolFootprint {
    let w = drawnWidth
    let reach = markerStyle == .arrow ? w * Self.arrowHalfWidthFactor : w / 2
    return .stroke(kind: .line, width: w, reach: reach)
  }

  /// A short text naming the style and the width.
  public var description: String { "SimpleLineSymbol(\(style), width: \(width))" }
}
