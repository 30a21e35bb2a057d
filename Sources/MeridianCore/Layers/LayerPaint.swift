/// How a shape is drawn: its fill, its stroke, or both.
///
/// Widths are in screen points, so a road keeps its width in points while the map zooms within one
/// level of its style. A paint with a fill makes the shape's parts closed rings: they are filled by
/// the even-odd rule, and stroked as closed outlines when the paint also has a stroke. A paint with
/// only a stroke makes the parts open paths (a layer repeats the first point to close one).
public struct LayerPaint: Sendable, Hashable {
  /// How a stroke ends at the ends of an open path.
  public enum LineCap: String, Sendable, Hashable, Codable {
    /// Square, at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
  }

  /// The fill colour, or `nil` for no fill.
  public var fillColor: Color?
  /// The stroke colour, or `nil` for no stroke.
  public var strokeColor: Color?
  /// The stroke width in points.
  public var strokeWidth: Double
  /// Dash and gap lengths in points, alternating; empty for a solid line.
  public var dashPattern: [Double]
  /// How strokes end.
  public var lineCap: LineCap

  /// Creates a paint.
  ///
  /// - Parameters:
  ///   - fillColor: The fill colour; `nil` (the default) for none.
  ///   - strokeColor: The stroke colour; `nil` (the default) for none.
  ///   - strokeWidth: The stroke width in points; the default is 1. A negative or NaN width counts as 0.
  ///   - dashPattern: Dash and gap lengths in points; empty (the default) for solid.
  ///   - lineCap: How strokes end; the default is ``LineCap/butt``.
  public init(
    fillColor: Color? = nil, strokeColor: Color? = nil, strokeWidth: Double = 1, dashPattern: [Double] = [],
    lineCap: LineCap = .butt
  ) {
    self.fillColor = fillColor
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth.isNaN ? 0 : Swift.max(strokeWidth, 0)
    self.dashPattern = dashPattern
    self.lineCap = lineCap
  }
}
