public import Foundation
import MeridianCore

/// The limits that keep a map view's state finite at any input: its scale range, view size,
/// animation duration, gesture sizes and tile count.
///
/// Every navigation and gesture is clamped into these, and any input that is NaN or infinite, or
/// whose result would not be finite, is refused with nothing changed. See the "Limits" section of
/// docs/map-view.md.
extension MapView {
  /// The largest scale denominator any view shows, about 1:151,465,000,000: the scale at which the
  /// whole world (2π × 6,378,137 m) is one point wide.
  ///
  /// A map's own `Map.minScale`, when set, narrows this further.
  public nonisolated static let worldMinScale = Viewpoint.scale(
    forUnitsPerPoint: 2 * .pi * GeometryEngine.webMercatorRadius, spatialReference: .webMercator)

  /// The smallest scale denominator any view shows: 1:1, a metre on the map is a metre on screen
  /// (between tiling levels 29 and 30 of the Web Mercator scheme).
  ///
  /// A map's own `Map.maxScale`, when set, narrows this further.
  public nonisolated static let worldMaxScale = 1.0

  /// The largest width or height of a view, in points: Core's `Viewpoint.maximumViewSide`, 100,000.
  @available(*, deprecated, renamed: "Viewpoint.maximumViewSide", message: "one bound for every view, in Core")
  public nonisolated static var maximumViewSide: Double { Viewpoint.maximumViewSide }

  /// The longest animated navigation: 60 seconds. ``setViewpoint(_:duration:)`` clamps a longer
  /// duration to it (at most 3,600 frames).
  public nonisolated static let maximumAnimationDuration = Duration.seconds(60)

  /// The largest pan translation, per axis, in points: 10,000,000 (100 of the largest views).
  /// ``pan(by:)`` ignores a larger one.
  public nonisolated static let maximumPanTranslation = 10_000_000.0

  /// The most tiles ``visibleTiles(in:)`` lists: 16,384 (a 100,000-point square view at a fine
  /// level needs about 153,000; the list then holds the first 16,384 in its order).
  public nonisolated static let maximumVisibleTiles = 16_384

  /// The largest centre coordinate, in map units, on a map that does not wrap (not Web Mercator or
  /// WGS84): ±10,000,000,000.
  public nonisolated static let maximumCoordinate = 1e10

  /// The scale range the view keeps to: `Map.maxScale...Map.minScale` when set (positive and
  /// finite), inside ``worldMaxScale``...``worldMinScale``.
  ///
  /// A limit outside the world's is clamped to it; when `maxScale` exceeds `minScale`, the range is
  /// the single scale `minScale`.
  public var scaleRange: ClosedRange<Double> { MapView.scaleRange(minScale: map.minScale, maxScale: map.maxScale) }

  /// The scale range for a map's limits; see ``scaleRange``.
  nonisolated static func scaleRange(minScale: Double, maxScale: Double) -> ClosedRange<Double> {
    var upper = worldMinScale
    var lower = worldMaxScale
    if minScale.isFinite, minScale > 0 { upper = Swift.min(upper, Swift.max(minScale, lower)) }
    if maxScale.isFinite, maxScale > 0 { lower = Swift.max(lower, Swift.min(maxScale, upper)) }
    return lower...upper
  }

  /// The largest |y| of a centre: πR (20,037,508.34 m, the square Web Mercator world) in Web
  /// Mercator, 90 degrees in WGS84, ``maximumCoordinate`` otherwise.
  nonisolated static func centerYLimit(of spatialReference: SpatialReference) -> Double {
    if spatialReference == .webMercator { return Double.pi * GeometryEngine.webMercatorRadius }
    if spatialReference == .wgs84 { return 90 }
    return maximumCoordinate
  }

  /// A view size inside the bound: a side that is NaN, infinite or negative counts as 0 (a view of
  /// no area), one above `Viewpoint.maximumViewSide` as that maximum.
  nonisolated static func boundedViewSize(_ size: CGSize) -> CGSize {
    func side(_ value: CGFloat) -> Double {
      let value = Double(value)
      guard value.isFinite, value > 0 else { return 0 }
      return Swift.min(value, Viewpoint.maximumViewSide)
    }
    return CGSize(width: side(size.width), height: side(size.height))
  }

  /// A Boolean value indicating whether each side of a size is finite and not negative.
  nonisolated static func isUsableViewSize(_ size: CGSize) -> Bool {
    size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
  }

  /// Resizes the view, refusing a bad size with a typed error.
  ///
  /// The same as setting ``viewSize`` to a valid size; unlike the property, which takes a bad size
  /// as a view of no area and clamps a large one, this throws and changes nothing.
  ///
  /// - Parameter size: The new size in points; each side finite, 0...`Viewpoint.maximumViewSide`.
  /// - Throws: ``MapViewError/invalidParameter(name:reason:)`` naming `size` for a NaN, infinite or
  ///   negative side, or a side above `Viewpoint.maximumViewSide`.
  public func setViewSize(_ size: CGSize) throws(MapViewError) {
    let width = Double(size.width)
    let height = Double(size.height)
    guard MapView.isUsableViewSize(size) else {
      throw MapViewError.invalidParameter(
        name: "size", reason: "\(width) × \(height) has a NaN, infinite or negative side")
    }
    guard MapView.boundedViewSize(size) == size else {
      throw MapViewError.invalidParameter(
        name: "size", reason: "\(width) × \(height) has a side above the maximum of \(Viewpoint.maximumViewSide) points"
      )
    }
    viewSize = size
  }
}
