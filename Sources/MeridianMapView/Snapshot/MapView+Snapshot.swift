public import Foundation
public import MeridianGraphics

// Frame building, identify and the SVG writer live on `MapViewSnapshot`; the view's own methods take
// a snapshot now and ask it.
extension MapView {
  /// How far past the view's edges layer shapes are kept when clipped, in points: enough for the
  /// widest stroke's end and join to stay outside the view.
  public nonisolated static let layerClipMargin = 32.0

  /// The graphics the view draws now, in draw order (bottom first): the ``snapshot()``'s
  /// ``MapViewSnapshot/displayList()``.
  ///
  /// - Returns: The display items, bottom first; empty while the view has no area.
  public func displayList() -> [DisplayItem] { snapshot().displayList() }

  /// Everything the view draws now, bottom first: the ``snapshot()``'s ``MapViewSnapshot/displayFrame()``.
  ///
  /// - Returns: The frame; empty while the view has no area.
  public func displayFrame() -> DisplayFrame { snapshot().displayFrame() }

  /// The view's map state now as an SVG document: the ``snapshot()``'s
  /// ``MapViewSnapshot/svgSnapshot(calloutText:)``.
  ///
  /// - Parameter calloutText: Text to show in the callout box instead of the title and detail; the
  ///   default, `nil`, shows the title and detail.
  /// - Returns: An SVG 1.1 document.
  public func svgSnapshot(calloutText: String? = nil) -> String { snapshot().svgSnapshot(calloutText: calloutText) }

  /// Finds the graphics of one overlay drawn under a screen point of the view as it is now.
  ///
  /// Takes a ``snapshot()`` and identifies on it; to answer for a tap, identify on the
  /// ``TapEvent/snapshot`` the tap carries.
  ///
  /// - Parameters:
  ///   - overlay: An overlay in ``graphicsOverlays``.
  ///   - screenPoint: The point, in points from the top-left corner of the view, y down.
  ///   - tolerance: How far from the point a graphic may be drawn and still be hit, in points, 0...100.
  ///   - returnPopupsOnly: Whether to return only pop-ups (`true` returns no graphics). The default is `false`.
  ///   - maximumResults: The most graphics to return, top-most first; `nil` returns all. The default is 1.
  /// - Returns: The overlay's hits, top-most first (higher `zIndex` first, then later-added first).
  /// - Throws: ``MapViewError`` for a bad tolerance, point or maximum, an overlay not in the view, or a
  ///   geometry that cannot be projected.
  public func identify(
    on overlay: GraphicsOverlay, screenPoint: CGPoint, tolerance: Double, returnPopupsOnly: Bool = false,
    maximumResults: Int? = 1
  ) async throws -> IdentifyGraphicsOverlayResult {
    try await snapshot().identify(
      on: overlay, screenPoint: screenPoint, tolerance: tolerance, returnPopupsOnly: returnPopupsOnly,
      maximumResults: maximumResults)
  }

  /// Finds the graphics of every overlay drawn under a screen point of the view as it is now: the
  /// ``snapshot()``'s
  /// ``MapViewSnapshot/identifyGraphicsOverlays(screenPoint:tolerance:returnPopupsOnly:maximumResultsPerOverlay:)``.
  ///
  /// - Parameters:
  ///   - screenPoint: The point, in points from the top-left corner of the view, y down.
  ///   - tolerance: How far from the point a graphic may be drawn and still be hit, in points, 0...100.
  ///   - returnPopupsOnly: Whether to return only pop-ups (`true` returns no graphics). The default is `false`.
  ///   - maximumResultsPerOverlay: The most graphics per overlay; `nil` returns all. The default is 1.
  /// - Returns: One result per overlay that has hits or failed, top-most overlay first.
  /// - Throws: ``MapViewError`` for a tolerance outside 0...100, a NaN or infinite point, or a maximum below 1.
  public func identifyGraphicsOverlays(
    screenPoint: CGPoint, tolerance: Double, returnPopupsOnly: Bool = false, maximumResultsPerOverlay: Int? = 1
  ) async throws -> [IdentifyGraphicsOverlayResult] {
    try await snapshot().identifyGraphicsOverlays(
      screenPoint: screenPoint, tolerance: tolerance, returnPopupsOnly: returnPopupsOnly,
      maximumResultsPerOverlay: maximumResultsPerOverlay)
  }

  /// Finds the features of the drawable layers drawn under a screen point of the view as it is now:
  /// the ``snapshot()``'s ``MapViewSnapshot/identifyLayers(screenPoint:tolerance:maximumResultsPerLayer:includeBackground:)``.
  ///
  /// - Parameters:
  ///   - screenPoint: The point, in points from the top-left corner of the view, y down.
  ///   - tolerance: How far from the point a feature may be drawn and still be hit, in points, 0...100.
  ///   - maximumResultsPerLayer: The most features per layer, top-most first; `nil` returns all; default 1.
  ///   - includeBackground: Whether to return the background land and sea too; the default is `false`.
  /// - Returns: One result per layer with hits, the top-most layer first.
  /// - Throws: ``MapViewError`` for a tolerance outside 0...100, a NaN or infinite point, or a maximum
  ///   below 1.
  public func identifyLayers(
    screenPoint: CGPoint, tolerance: Double, maximumResultsPerLayer: Int? = 1, includeBackground: Bool = false
  ) async throws -> [IdentifyLayerResult] {
    try await snapshot().identifyLayers(
      screenPoint: screenPoint, tolerance: tolerance, maximumResultsPerLayer: maximumResultsPerLayer,
      includeBackground: includeBackground)
  }
}
