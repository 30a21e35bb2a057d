/// Builds a ``Multipoint`` point by point, keeping its ``extent`` current.
///
/// ```swift
/// var builder = MultipointBuilder(spatialReference: .wgs84)
/// builder.add(Point(latitude: 60.1699, longitude: 24.9384))
/// builder.add(Point(latitude: 60.2055, longitude: 24.6559))
/// let multipoint = builder.toGeometry()
/// ```
public struct MultipointBuilder: Sendable, Hashable {
  /// The points added so far.
  public private(set) var points: [Point] = []
  /// The spatial reference of the geometry being built.
  public let spatialReference: SpatialReference?
  /// The smallest envelope containing the points; empty until a point is added.
  public private(set) var extent: Envelope

  /// Creates an empty builder.
  ///
  /// - Parameter spatialReference: The spatial reference of the points.
  public init(spatialReference: SpatialReference?) {
    self.spatialReference = spatialReference
    extent = .empty(spatialReference: spatialReference)
  }

  /// Creates a builder holding a multipoint's points.
  ///
  /// - Parameter multipoint: The multipoint to start from.
  public init(multipoint: Multipoint) {
    self.init(spatialReference: multipoint.spatialReference)
    for point in multipoint.points { add(point) }
  }

  /// A Boolean value indicating whether no point has been added.
  public var isEmpty: Bool { points.isEmpty }

  /// Adds a point at the end.
  ///
  /// - Parameter point: The point, taken to be in the builder's spatial reference.
  public mutating func add(_ point: Point) {
    points.append(point)
    extent = extent.union(Envelope.bounding([point], spatialReference: spatialReference))
  }

  /// Inserts a point.
  ///
  /// - Parameters:
  ///   - point: The point.
  ///   - index: Where to insert it, 0...`points.count`; out-of-range indexes are clamped.
  public mutating func insert(_ point: Point, at index: Int) {
    points.insert(point, at: Swift.min(Swift.max(index, 0), points.count))
    extent = extent.union(Envelope.bounding([point], spatialReference: spatialReference))
  }

  /// Removes and returns the point at an index, or returns `nil` when the index is out of range.
  ///
  /// - Parameter index: The index of the point.
  /// - Returns: The removed point.
  @discardableResult
  public mutating func remove(at index: Int) -> Point? {
    guard points.indices.contains(index) else { return nil }
    let removed = points.remove(at: index)
    extent = Envelope.bounding(points, spatialReference: spatialReference)
    return removed
  }

  /// Returns the multipoint built so far.
  public func toGeometry() -> Multipoint { Multipoint(points: points, spatialReference: spatialReference) }
}
