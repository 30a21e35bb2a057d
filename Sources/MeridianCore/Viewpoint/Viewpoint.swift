/// Where a map view looks: a centre and scale, or a geometry to fit, with a rotation.
///
/// ```swift
/// let malibu = Viewpoint(latitude: 34.02700, longitude: -118.80500, scale: 72_000)
/// ```
///
/// ``targetScale`` is the map scale 1:N at 96 points per inch (see ``Viewpoint/unitsPerPoint(forScale:spatialReference:)``).
/// A bounding-geometry viewpoint has a `targetScale` of NaN until a view with a size resolves it.
public struct Viewpoint: Sendable, Hashable {
  /// The centre point, or the geometry to fit.
  public var targetGeometry: any Geometry { target.geometry }
  /// The map scale denominator (72,000 means 1:72,000), or NaN for a bounding-geometry viewpoint.
  public var targetScale: Double
  /// The rotation of the map in degrees, counter-clockwise.
  public var rotation: Double
  /// The stored target.
  public var target: AnyGeometry

  /// Creates a viewpoint centred on a point at a scale.
  ///
  /// - Parameters:
  ///   - center: The centre.
  ///   - scale: The scale denominator, for example 72,000 for 1:72,000.
  ///   - rotation: The rotation in degrees, counter-clockwise. The default is 0.
  public init(center: Point, scale: Double, rotation: Double = 0) {
    self.target = .point(center)
    self.targetScale = scale
    self.rotation = rotation
  }

  /// Creates a viewpoint centred on a WGS84 latitude and longitude at a scale.
  public init(latitude: Double, longitude: Double, scale: Double, rotation: Double = 0) {
    self.init(center: Point(latitude: latitude, longitude: longitude), scale: scale, rotation: rotation)
  }

  /// Creates a viewpoint that fits a geometry. Its ``targetScale`` is NaN until a view resolves it.
  ///
  /// - Parameters:
  ///   - boundingGeometry: The geometry to fit (its extent is what a view fits).
  ///   - rotation: The rotation in degrees, counter-clockwise.
  public init(boundingGeometry: any Geometry, rotation: Double = 0) {
    self.target = AnyGeometry(boundingGeometry) ?? .envelope(boundingGeometry.extent)
    self.targetScale = .nan
    self.rotation = rotation
  }

  /// The kind of viewpoint.
  public var kind: Kind {
    if case .point = target, !targetScale.isNaN { return .centerAndScale }
    return .boundingGeometry
  }

  /// The kinds of viewpoint.
  public enum Kind: Sendable, Hashable {
    /// A centre point with a resolved ``Viewpoint/targetScale``.
    case centerAndScale
    /// A geometry to fit, or a centre whose scale is not known yet (``Viewpoint/targetScale`` is NaN).
    case boundingGeometry
  }

  /// Returns a Boolean value indicating whether two values are equal.
  public static func == (lhs: Viewpoint, rhs: Viewpoint) -> Bool {
    lhs.target == rhs.target && lhs.rotation == rhs.rotation
      && (lhs.targetScale == rhs.targetScale || (lhs.targetScale.isNaN && rhs.targetScale.isNaN))
  }

  /// Hashes the essential components of the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(target)
    hasher.combine(rotation)
    hasher.combine(targetScale.isNaN ? 0 : targetScale)
  }
}
