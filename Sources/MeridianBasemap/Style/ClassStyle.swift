public import MeridianCore

/// How one class of features is drawn: colours, widths by zoom, dashes, label, visibility.
public struct ClassStyle: Sendable, Hashable {
  /// The fill colour of an area class, or `nil`.
  public var fillColor: Color?
  /// The outline colour of an area (a building's darker edge) or the colour of a line (a road's fill,
  /// a rail line), or `nil`.
  public var strokeColor: Color?
  /// The width in points of the outline or line by zoom; for a road, the whole width with its casing.
  public var widths: ZoomStops
  /// A road's casing colour, drawn under the road on both sides, or `nil` for no casing.
  public var casingColor: Color?
  /// A road's casing width on each side, in points, by zoom.
  public var casingWidths: ZoomStops
  /// Dash and gap lengths of the line in points; empty for solid.
  public var dashPattern: [Double]
  /// The zoom below which the class is not drawn.
  public var minimumZoom: Double
  /// A Boolean value indicating whether the class is hidden.
  public var isHidden: Bool
  /// The label, or `nil` for none.
  public var label: LabelStyle?

  /// Creates a class style.
  ///
  /// - Parameters:
  ///   - fillColor: The area fill; `nil` by default.
  ///   - strokeColor: The outline or line colour; `nil` by default.
  ///   - widths: The outline or line width by zoom; none by default.
  ///   - casingColor: A road's casing; `nil` by default.
  ///   - casingWidths: The casing width per side by zoom; none by default.
  ///   - dashPattern: Dashes; solid by default.
  ///   - minimumZoom: Not drawn below this zoom; 0 by default.
  ///   - isHidden: Hidden; `false` by default.
  ///   - label: The label style; `nil` by default.
  public init(
    fillColor: Color? = nil, strokeColor: Color? = nil, widths: ZoomStops = ZoomStops(constant: 0),
    casingColor: Color? = nil, casingWidths: ZoomStops = ZoomStops(constant: 0), dashPattern: [Double] = [],
    minimumZoom: Double = 0, isHidden: Bool = false, label: LabelStyle? = nil
  ) {
    self.fillColor = fillColor
    self.strokeColor = strokeColor
    self.widths = widths
    self.casingColor = casingColor
    self.casingWidths = casingWidths
    self.dashPattern = dashPattern
    self.minimumZoom = minimumZoom
    self.isHidden = isHidden
    self.label = label
  }
}

/// How a class's names are labelled.
public struct LabelStyle: Sendable, Hashable {
  /// The font size in points.
  public var fontSize: Double
  /// The text colour.
  public var color: Color
  /// The halo colour, or `nil`.
  public var haloColor: Color?
  /// A Boolean value indicating whether the text is italic.
  public var isItalic: Bool
  /// The order of placement: lower first.
  public var priority: Int
  /// The zoom below which the class is not labelled.
  public var minimumZoom: Double

  /// Creates a label style.
  ///
  /// - Parameters:
  ///   - fontSize: The font size in points.
  ///   - color: The text colour.
  ///   - haloColor: The halo colour; white by default.
  ///   - isItalic: Italic; `false` by default.
  ///   - priority: The order of placement, lower first.
  ///   - minimumZoom: Not labelled below this zoom; 0 by default.
  public init(
    fontSize: Double, color: Color, haloColor: Color? = .white, isItalic: Bool = false, priority: Int,
    minimumZoom: Double = 0
  ) {
    self.fontSize = fontSize
    self.color = color
    self.haloColor = haloColor
    self.isItalic = isItalic
    self.priority = priority
    self.minimumZoom = minimumZoom
  }
}
