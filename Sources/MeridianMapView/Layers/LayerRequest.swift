import Foundation
import MeridianCore

/// The request a view makes of its drawable layers: the view's extent grown by half the view on
/// every side and snapped outward to a grid of cells, so a small pan asks for the same request.
struct LayerRequest {
  /// The side of a snapping cell, in points.
  static let cellPoints = 256.0

  /// The request, and the origin of its placement space (the request extent's lower-left corner).
  let request: LayerDrawRequest
  let origin: SIMD2<Double>

  /// The request for a view, or `nil` when the view's numbers are not finite or the snapped grid
  /// would be too large (a view zoomed out past 65,536 cells a side).
  init?(transform: ScreenTransform, extent: Envelope, scale: Double) {
    let u = transform.unitsPerPoint
    let cell = Self.cellPoints * u
    let growX = transform.width / 2 * u
    let growY = transform.height / 2 * u
    guard cell.isFinite, cell > 0, extent.xMin.isFinite, extent.yMin.isFinite, extent.xMax.isFinite,
      extent.yMax.isFinite
    else { return nil }
    let x0 = ((extent.xMin - growX) / cell).rounded(.down)
    let y0 = ((extent.yMin - growY) / cell).rounded(.down)
    let x1 = ((extent.xMax + growX) / cell).rounded(.up)
    let y1 = ((extent.yMax + growY) / cell).rounded(.up)
    guard x1 - x0 <= 65_536, y1 - y0 <= 65_536 else { return nil }
    let snapped = Envelope(
      xMin: x0 * cell, yMin: y0 * cell, xMax: x1 * cell, yMax: y1 * cell, spatialReference: extent.spatialReference)
    request = LayerDrawRequest(extent: snapped, unitsPerPoint: u, scale: scale)
    origin = SIMD2(snapped.xMin, snapped.yMin)
  }
}

/// Placement space for an origin: screen points (y down) of map coordinates relative to `origin`,
/// without the view's translation.
///
/// A value rather than a closure, so that label placement applies the transform's coefficients
/// inline at every vertex it projects.
struct PlacementSpace: Sendable {
  /// The view's transform.
  let transform: ScreenTransform
  /// The map point placed at (0, 0).
  let origin: SIMD2<Double>

  /// The placement-space point of map coordinates.
  @inline(__always)
  func callAsFunction(_ p: SIMD2<Double>) -> SIMD2<Double> {
    transform.screenOffset(ofMapOffset: p - origin)
  }

  /// The screen offset to add to a placement-space point to get its screen point.
  var offset: SIMD2<Double> {
    SIMD2(transform.width / 2, transform.height / 2) - self(SIMD2(transform.centerX, transform.centerY))
  }
}

extension ScreenTransform {
  /// Placement space for an origin; see ``PlacementSpace``.
  func placement(origin: SIMD2<Double>) -> PlacementSpace { PlacementSpace(transform: self, origin: origin) }

  /// The screen offset to add to a placement-space point (for the same origin) to get its screen point.
  func placementOffset(origin: SIMD2<Double>) -> SIMD2<Double> { placement(origin: origin).offset }
}
