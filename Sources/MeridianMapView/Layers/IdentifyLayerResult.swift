public import MeridianCore

/// The features of one drawable layer found under a screen point.
///
/// Returned, one per layer with hits, by
/// ``MapView/identifyLayers(screenPoint:tolerance:maximumResultsPerLayer:includeBackground:)``.
public struct IdentifyLayerResult: Sendable {
  /// The layer identified.
  public let layer: any DrawableLayer
  /// The features hit, top-most first: the feature a hit label names comes first (labels are drawn
  /// above every shape), then the features of the shapes in reverse draw order. A feature drawn by
  /// several shapes (a road's casing and fill) is listed once.
  public let geoElements: [LayerFeature]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - layer: The layer identified.
  ///   - geoElements: The features hit, top-most first.
  public init(layer: any DrawableLayer, geoElements: [LayerFeature]) {
    self.layer = layer
    self.geoElements = geoElements
  }
}
