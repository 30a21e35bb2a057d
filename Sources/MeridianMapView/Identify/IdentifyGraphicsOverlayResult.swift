public import MeridianGraphics

/// The graphics of one overlay found under a screen point.
///
/// Returned by ``MapView/identify(on:screenPoint:tolerance:returnPopupsOnly:maximumResults:)`` and,
/// one per overlay, by ``MapView/identifyGraphicsOverlays(screenPoint:tolerance:returnPopupsOnly:maximumResultsPerOverlay:)``.
public struct IdentifyGraphicsOverlayResult: Sendable {
  /// The overlay that was identified.
  public let graphicsOverlay: GraphicsOverlay
  /// The graphics hit, top-most first (higher `zIndex` first, then later-added first).
  public let graphics: [Graphic]
  /// Everything hit, top-most first: the ``graphics`` and, over an overlay with a
  /// `featureReduction`, an `AggregateGeoElement` for each cluster hit (clusters draw above their
  /// overlay's graphics, so they come first).
  public let geoElements: [any GeoElement]
  /// Why the overlay could not be identified, or `nil` when it answered.
  ///
  /// Only ``MapView/identifyGraphicsOverlays(screenPoint:tolerance:returnPopupsOnly:maximumResultsPerOverlay:)``
  /// reports an overlay's failure here (its ``graphics`` are then empty) while the other overlays
  /// answer; ``MapView/identify(on:screenPoint:tolerance:returnPopupsOnly:maximumResults:)`` throws it.
  public let error: (any Error)?

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - graphicsOverlay: The overlay identified.
  ///   - graphics: The graphics hit, top-most first.
  ///   - geoElements: Everything hit, top-most first; `nil` (the default) for the graphics alone.
  ///   - error: The overlay's failure, or `nil`.
  public init(
    graphicsOverlay: GraphicsOverlay, graphics: [Graphic], geoElements: [any GeoElement]? = nil,
    error: (any Error)? = nil
  ) {
    self.graphicsOverlay = graphicsOverlay
    self.graphics = graphics
    self.geoElements = geoElements ?? graphics
    self.error = error
  }
}
