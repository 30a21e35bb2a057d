public import Foundation
public import MeridianCore
public import MeridianGraphics

/// A map view frozen at one moment: where it looked, what it showed, and the callout and magnifier it
/// drew then.
///
/// Frame building, identify and the SVG writer work on a snapshot. Take one with `MapView.snapshot()`;
/// every ``MapView/TapEvent`` carries the one taken at the tap. The view is frozen (size, camera, map,
/// overlays drawn); graphics are read when the snapshot is used.
///
/// ```swift
/// for await tap in mapView.taps {
///   let hit = try await tap.snapshot?.identify(on: overlay, screenPoint: tap.screenPoint, tolerance: 12)
/// }
/// ```
public struct MapViewSnapshot: Sendable {
  /// The screen transform, or `nil` when the view had no area.
  let transform: ScreenTransform?
  /// The size of the view in points.
  public let viewSize: CGSize
  /// Where the view looked: its centre (in the map's spatial reference), scale and rotation.
  public let viewpoint: Viewpoint
  /// The map the view showed.
  public let map: Map
  /// The basemap the view drew (see `Map.drawnBasemap`), resolved when the snapshot was taken.
  let basemap: Basemap?
  /// The graphics overlays, drawn in order (later on top), and whether each was drawn.
  let overlays: [(overlay: GraphicsOverlay, isDrawn: Bool)]
  /// The magnifier shown, if any.
  let magnifier: MapView.Magnifier?
  /// The callout's anchor, title and detail.
  let callout: (anchor: CGPoint?, title: String?, detail: String?)
  /// Measures label text for placement.
  let labelTextMeasurer: any TextMeasurer
  /// The layer drawings and label placement shared with the view, so that frames reuse work.
  let layerFrames: LayerFrameStore

  /// The graphics overlays of the view, drawn in order: later overlays are on top.
  public var graphicsOverlays: [GraphicsOverlay] { overlays.map(\.overlay) }

  /// The scale denominator (72,000 means 1:72,000).
  public var scale: Double { viewpoint.targetScale }

  /// The rotation of the map in degrees, counter-clockwise, in 0..<360.
  public var rotation: Double { viewpoint.rotation }

  /// The spatial reference of the map, in which locations are given.
  public var spatialReference: SpatialReference { map.spatialReference }

  /// The area of the map shown: the view's rectangle in map coordinates, rotated with the map; `nil`
  /// when the view had no area. The ring runs counter-clockwise from the bottom-left corner.
  public var visibleArea: Polygon? { transform.map(Self.visibleArea(of:)) }

  /// The view's rectangle in map coordinates: four corners counter-clockwise from the bottom left.
  static func visibleArea(of transform: ScreenTransform) -> Polygon {
    let sr = transform.spatialReference
    let corners = [
      CGPoint(x: 0, y: transform.height), CGPoint(x: transform.width, y: transform.height),
      CGPoint(x: transform.width, y: 0), CGPoint(x: 0, y: 0),
    ]
    return Polygon(
      points: corners.map { corner in
        let m = transform.map(corner)
        return Point(x: m.x, y: m.y, spatialReference: sr)
      }, spatialReference: sr)
  }

  /// The zoom whose clusters the view showed; see `MapView.clusterZoom`.
  var clusterZoom: Int { MapView.clusterZoom(forScale: scale) }

  /// A Boolean value indicating whether an overlay of the view was drawn.
  func isDrawn(_ overlay: GraphicsOverlay) -> Bool {
    overlays.contains { $0.overlay === overlay && $0.isDrawn }
  }

  /// A geometry in the map's spatial reference (one without a reference is taken to be in it), or `nil`.
  func projectToMap(_ geometry: any Geometry) -> (any Geometry)? {
    guard let sr = geometry.spatialReference, sr != spatialReference else { return geometry }
    return try? GeometryEngine.project(geometry, into: spatialReference)
  }
}

extension MapView {
  /// The view as it is now, frozen: frame building, identify and the SVG writer work on it.
  ///
  /// - Returns: A snapshot that later navigation, resizing or a new map does not change.
  public func snapshot() -> MapViewSnapshot {
    MapViewSnapshot(
      transform: transform, viewSize: viewSize, viewpoint: viewpoint, map: map, basemap: map.drawnBasemap,
      overlays: graphicsOverlays.map { ($0, $0.isVisible && $0.isVisible(atScale: scale)) },
      magnifier: magnifier, callout: (calloutAnchor, calloutTitle, calloutDetail),
      labelTextMeasurer: labelTextMeasurer, layerFrames: layerFrames)
  }
}
