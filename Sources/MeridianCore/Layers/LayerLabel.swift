/// A label a drawable layer would like drawn; the map view decides where, and whether it fits.
///
/// A point label is centred on its anchor (a place, or a park's pole of inaccessibility). A line
/// label runs along its path (a street's centre line): the view places it on a stretch straight
/// enough for the text, rotated with the path and never upside down. Labels are placed by
/// ``priority`` (lower first), and a label that would overlap one already placed, or a graphic's
/// marker, is left out.
public struct LayerLabel: Sendable, Hashable {
  /// Where a label goes.
  public enum Placement: Sendable, Hashable {
    /// Centred on a point, in map coordinates.
    case point(SIMD2<Double>)
    /// Along a path: the index of a part in the drawing.
    case line(part: Int)
  }

  /// The text.
  public var text: String
  /// Where it goes.
  public var placement: Placement
  /// The order of placement: lower first.
  public var priority: Int
  /// The font size in points.
  public var fontSize: Double
  /// The text colour.
  public var color: Color
  /// The halo (outline) colour drawn around the glyphs, or `nil` for none.
  public var haloColor: Color?
  /// A Boolean value indicating whether the text is italic (water names, by convention).
  public var isItalic: Bool
  /// The feature it names.
  public var feature: LayerFeatureID

  /// Creates a label candidate.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - placement: Where it goes.
  ///   - priority: The order of placement, lower first.
  ///   - fontSize: The font size in points.
  ///   - color: The text colour.
  ///   - haloColor: The halo colour; `nil` (the default) for none.
  ///   - isItalic: Whether the text is italic; the default is `false`.
  ///   - feature: The feature it names.
  public init(
    text: String, placement: Placement, priority: Int, fontSize: Double, color: Color, haloColor: Color? = nil,
    isItalic: Bool = false, feature: LayerFeatureID
  ) {
    self.text = text
    self.placement = placement
    self.priority = priority
    self.fontSize = fontSize
    self.color = color
    self.haloColor = haloColor
    self.isItalic = isItalic
    self.feature = feature
  }
}
