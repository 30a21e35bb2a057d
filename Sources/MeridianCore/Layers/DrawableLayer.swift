/// A layer whose features the map view draws: fills, strokes and labels in map coordinates.
///
/// The map view asks the layer for what to draw in an area at a resolution
/// (``drawing(for:)``), turns the answer into screen coordinates, clips it to the view, places the
/// labels with collision detection across every layer and graphics overlay, and lists the result in
/// draw order. Identify goes the same way back: the view finds the drawn shape or label under a
/// point and asks the layer for the feature behind it (``feature(_:)``).
///
/// The vector basemap of `MeridianBasemap` is one implementation; the protocol lives here so the map
/// view draws any such layer without depending on where its data comes from.
public protocol DrawableLayer: Layer {
  /// The spatial reference of the coordinates the layer draws in.
  ///
  /// A view draws the layer only when it equals the map's spatial reference.
  var spatialReference: SpatialReference { get }

  /// The attribution a view shows while the layer is drawn, such as "© OpenStreetMap contributors".
  var attribution: String { get }

  /// What to draw in an area at a resolution.
  ///
  /// The answer holds at least every shape and label that meets `request.extent`; it may hold more
  /// (whole features, or everything of a tile that meets the extent). Shapes come in draw order,
  /// bottom first. The same request gives the same answer, so a view may keep it while it pans.
  ///
  /// - Parameter request: The area, in the layer's spatial reference, and the resolution.
  /// - Returns: The shapes and label candidates to draw.
  /// - Throws: An error of the layer's own when its data cannot be read; the view then draws
  ///   nothing of the layer and reports the error in its frame.
  func drawing(for request: LayerDrawRequest) throws -> LayerDrawing

  /// The feature behind a drawn shape or label, with its attributes and geometry.
  ///
  /// - Parameter id: The id a shape or label of one of this layer's drawings carries.
  /// - Returns: The feature, or `nil` when the id is not the layer's.
  func feature(_ id: LayerFeatureID) -> LayerFeature?

  /// The area the layer's detailed data covers, in the layer's spatial reference, or `nil` when the
  /// layer covers the whole world or does not say.
  ///
  /// A map view compares its visible area with it to tell a front when it shows an area outside the
  /// data (`MapView.dataCoverage`). The default is `nil`.
  var dataCoverage: Envelope? { get }
}

extension DrawableLayer {
  /// `nil`: the layer does not say what area its data covers.
  public var dataCoverage: Envelope? { nil }
}

/// What a map view asks a drawable layer for: an area and a resolution.
public struct LayerDrawRequest: Sendable, Hashable {
  /// The area to draw, in the layer's spatial reference.
  public var extent: Envelope
  /// Map units one screen point covers: what is smaller than this need not be drawn.
  public var unitsPerPoint: Double
  /// The map scale denominator at that resolution (1:N, at 96 points per inch).
  public var scale: Double

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - extent: The area to draw, in the layer's spatial reference.
  ///   - unitsPerPoint: Map units per screen point.
  ///   - scale: The scale denominator.
  public init(extent: Envelope, unitsPerPoint: Double, scale: Double) {
    self.extent = extent
    self.unitsPerPoint = unitsPerPoint
    self.scale = scale
  }
}

/// The id of a feature of a drawable layer, opaque to the map view.
public struct LayerFeatureID: Sendable, Hashable {
  /// The layer's own number for the feature.
  public var rawValue: Int64

  /// Creates an id.
  ///
  /// - Parameter rawValue: The layer's own number for the feature.
  public init(rawValue: Int64) { self.rawValue = rawValue }
}
