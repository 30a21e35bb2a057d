/// An axis-aligned rectangle given by its minimum and maximum x and y.
///
/// The initialiser stores the corners in order (`xMin <= xMax`, `yMin <= yMax`) whichever way round
/// they are given. An envelope whose coordinates are NaN is empty.
///
/// The relations and set operations here (``union(_:)``, ``intersection(_:)``, ``intersects(_:)``,
/// ``contains(_:)-(Point)``, ``contains(_:)-(Envelope)``) compare coordinates as they are and do not
/// check spatial references; use ``GeometryEngine`` when the envelopes may be in different references,
/// as it projects one into the other first.
public struct Envelope: Geometry, Hashable {
  /// The minimum x coordinate (NaN when empty).
  public var xMin: Double
  /// The minimum y coordinate (NaN when empty).
  public var yMin: Double
  /// The maximum x coordinate (NaN when empty).
  public var xMax: Double
  /// The maximum y coordinate (NaN when empty).
  public var yMax: Double
  /// The spatial reference of the coordinates, or `nil` when it is not known.
  public var spatialReference: SpatialReference?

  /// Creates an envelope from two corners; the coordinates are put in order.
  public init(xMin: Double, yMin: Double, xMax: Double, yMax: Double, spatialReference: SpatialReference? = nil) {
    self.xMin = Swift.min(xMin, xMax)
    self.xMax = Swift.max(xMin, xMax)
    self.yMin = Swift.min(yMin, yMax)
    self.yMax = Swift.max(yMin, yMax)
    if xMin.isNaN || xMax.isNaN { (self.xMin, self.xMax) = (.nan, .nan) }
    if yMin.isNaN || yMax.isNaN { (self.yMin, self.yMax) = (.nan, .nan) }
    self.spatialReference = spatialReference
  }

  /// Creates an envelope centred on a point.
  ///
  /// - Parameters:
  ///   - center: The centre; its spatial reference becomes the envelope's.
  ///   - width: The full width.
  ///   - height: The full height.
  public init(center: Point, width: Double, height: Double) {
    self.init(
      xMin: center.x - width / 2, yMin: center.y - height / 2, xMax: center.x + width / 2,
      yMax: center.y + height / 2, spatialReference: center.spatialReference)
  }

  /// An empty envelope in the given spatial reference.
  public static func empty(spatialReference: SpatialReference? = nil) -> Envelope {
    Envelope(xMin: .nan, yMin: .nan, xMax: .nan, yMax: .nan, spatialReference: spatialReference)
  }

  /// The smallest envelope that contains the geometry.
  public var extent: Envelope { self }
  /// A Boolean value indicating whether the geometry has no coordinates.
  public var isEmpty: Bool { xMin.isNaN || yMin.isNaN || xMax.isNaN || yMax.isNaN }
  /// The kind of geometry.
  public var geometryType: GeometryType { .envelope }

  /// The centre point.
  public var center: Point { Point(x: (xMin + xMax) / 2, y: (yMin + yMax) / 2, spatialReference: spatialReference) }
  /// The width, `xMax - xMin`.
  public var width: Double { xMax - xMin }
  /// The height, `yMax - yMin`.
  public var height: Double { yMax - yMin }

  /// Returns the smallest envelope containing this one and another. Empty envelopes are ignored.
  public func union(_ other: Envelope) -> Envelope {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return Envelope(
      xMin: Swift.min(xMin, other.xMin), yMin: Swift.min(yMin, other.yMin), xMax: Swift.max(xMax, other.xMax),
      yMax: Swift.max(yMax, other.yMax), spatialReference: spatialReference ?? other.spatialReference)
  }

  /// Returns the overlap of this envelope and another, or `nil` when they do not intersect.
  ///
  /// Envelopes that only touch overlap in a degenerate envelope: a shared edge gives one of zero
  /// width or height, a shared corner one of zero width and height. An empty envelope intersects nothing.
  /// The result takes this envelope's spatial reference, or the other's when this one has none.
  public func intersection(_ other: Envelope) -> Envelope? {
    guard intersects(other) else { return nil }
    return Envelope(
      xMin: Swift.max(xMin, other.xMin), yMin: Swift.max(yMin, other.yMin), xMax: Swift.min(xMax, other.xMax),
      yMax: Swift.min(yMax, other.yMax), spatialReference: spatialReference ?? other.spatialReference)
  }

  /// Returns a Boolean value indicating whether the envelopes share at least one point (edges count).
  public func intersects(_ other: Envelope) -> Bool {
    guard !isEmpty, !other.isEmpty else { return false }
    return xMin <= other.xMax && other.xMin <= xMax && yMin <= other.yMax && other.yMin <= yMax
  }

  /// Returns a Boolean value indicating whether the point lies inside or on the boundary.
  public func contains(_ point: Point) -> Bool {
    guard !isEmpty else { return false }
    return point.x >= xMin && point.x <= xMax && point.y >= yMin && point.y <= yMax
  }

  /// Returns a Boolean value indicating whether the other envelope lies entirely inside this one.
  public func contains(_ other: Envelope) -> Bool {
    guard !isEmpty, !other.isEmpty else { return false }
    return other.xMin >= xMin && other.xMax <= xMax && other.yMin >= yMin && other.yMax <= yMax
  }

  /// Returns the envelope scaled about its centre: a factor of 2 doubles the width and height.
  ///
  /// A factor of 0 gives the degenerate envelope at the centre, and a negative factor gives the same
  /// envelope as its magnitude (the corners are put in order). An empty envelope, or a NaN factor,
  /// gives an empty envelope. The spatial reference is kept.
  public func expanded(by factor: Double) -> Envelope {
    Envelope(center: center, width: width * factor, height: height * factor)
  }

  /// Returns the envelope moved by the given distances.
  public func offsetBy(x dx: Double, y dy: Double) -> Envelope {
    Envelope(xMin: xMin + dx, yMin: yMin + dy, xMax: xMax + dx, yMax: yMax + dy, spatialReference: spatialReference)
  }

  /// A textual description, for logs and error messages.
  public var description: String {
    "Envelope(xMin: \(xMin), yMin: \(yMin), xMax: \(xMax), yMax: \(yMax)\(spatialReference.map { ", wkid: \($0.wkid)" } ?? ""))"
  }
}
