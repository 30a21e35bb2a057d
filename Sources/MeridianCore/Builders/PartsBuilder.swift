/// The shared storage of ``PolylineBuilder`` and ``PolygonBuilder``: parts of points and an extent
/// kept current as points are added and removed.
struct PartsStorage: Sendable, Hashable {
  var parts: [[Point]] = []
  var extent: Envelope
  let spatialReference: SpatialReference?

  init(spatialReference: SpatialReference?) {
    self.spatialReference = spatialReference
    extent = .empty(spatialReference: spatialReference)
  }

  mutating func add(_ point: Point) {
    if parts.isEmpty { parts.append([]) }
    parts[parts.count - 1].append(point)
    extent = extent.union(Envelope.bounding([point], spatialReference: spatialReference))
  }

  mutating func addPart(_ points: [Point]) {
    parts.append(points)
    extent = extent.union(Envelope.bounding(points, spatialReference: spatialReference))
  }

  mutating func removePart(at index: Int) -> [Point]? {
    guard parts.indices.contains(index) else { return nil }
    let removed = parts.remove(at: index)
    extent = Envelope.bounding(parts.joined(), spatialReference: spatialReference)
    return removed
  }

  mutating func removeLastPoint() -> Point? {
    guard let last = parts.indices.last(where: { !parts[$0].isEmpty }) else { return nil }
    let removed = parts[last].removeLast()
    extent = Envelope.bounding(parts.joined(), spatialReference: spatialReference)
    return removed
  }
}

/// Builds a ``Polyline`` path by path, keeping its ``extent`` current.
///
/// ```swift
/// var builder = PolylineBuilder(spatialReference: .webMercator)
/// builder.add(Point(x: 0, y: 0, spatialReference: .webMercator))
/// builder.add(Point(x: 1000, y: 500, spatialReference: .webMercator))
/// let line = builder.toGeometry()
/// ```
public struct PolylineBuilder: Sendable, Hashable {
  private var storage: PartsStorage

  /// Creates an empty builder.
  ///
  /// - Parameter spatialReference: The spatial reference of the points.
  public init(spatialReference: SpatialReference?) { storage = PartsStorage(spatialReference: spatialReference) }

  /// Creates a builder holding a polyline's paths.
  ///
  /// - Parameter polyline: The polyline to start from.
  public init(polyline: Polyline) {
    self.init(spatialReference: polyline.spatialReference)
    for part in polyline.parts { storage.addPart(part) }
  }

  /// The paths added so far.
  public var parts: [[Point]] { storage.parts }
  /// The spatial reference of the geometry being built.
  public var spatialReference: SpatialReference? { storage.spatialReference }
  /// The smallest envelope containing every point; empty until a point is added.
  public var extent: Envelope { storage.extent }
  /// A Boolean value indicating whether no point has been added.
  public var isEmpty: Bool { storage.parts.allSatisfy(\.isEmpty) }

  /// Adds a point to the end of the last path, starting a path when there is none.
  ///
  /// - Parameter point: The point, taken to be in the builder's spatial reference.
  public mutating func add(_ point: Point) { storage.add(point) }

  /// Adds a path.
  ///
  /// - Parameter points: The path's points.
  public mutating func addPart(_ points: [Point]) { storage.addPart(points) }

  /// Starts a new, empty path: the next ``add(_:)`` goes into it.
  public mutating func startNewPart() { storage.parts.append([]) }

  /// Removes and returns a path, or `nil` when the index is out of range.
  ///
  /// - Parameter index: The index of the path.
  /// - Returns: The removed path's points.
  @discardableResult
  public mutating func removePart(at index: Int) -> [Point]? { storage.removePart(at: index) }

  /// Removes and returns the last point, or `nil` when there is none.
  ///
  /// - Returns: The removed point.
  @discardableResult
  public mutating func removeLastPoint() -> Point? { storage.removeLastPoint() }

  /// Returns the polyline built so far (empty paths are left out).
  public func toGeometry() -> Polyline {
    Polyline(parts: storage.parts.filter { !$0.isEmpty }, spatialReference: storage.spatialReference)
  }
}

/// Builds a ``Polygon`` ring by ring, keeping its ``extent`` current.
///
/// Rings need not be closed; relations treat a ring inside another as a hole (even-odd).
///
/// ```swift
/// var builder = PolygonBuilder(spatialReference: .webMercator)
/// for (x, y) in [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0)] {
///   builder.add(Point(x: x, y: y, spatialReference: .webMercator))
/// }
/// let triangle = builder.toGeometry()
/// ```
public struct PolygonBuilder: Sendable, Hashable {
  private var storage: PartsStorage

  /// Creates an empty builder.
  ///
  /// - Parameter spatialReference: The spatial reference of the points.
  public init(spatialReference: SpatialReference?) { storage = PartsStorage(spatialReference: spatialReference) }

  /// Creates a builder holding a polygon's rings.
  ///
  /// - Parameter polygon: The polygon to start from.
  public init(polygon: Polygon) {
    self.init(spatialReference: polygon.spatialReference)
    for part in polygon.parts { storage.addPart(part) }
  }

  /// The rings added so far.
  public var parts: [[Point]] { storage.parts }
  /// The spatial reference of the geometry being built.
  public var spatialReference: SpatialReference? { storage.spatialReference }
  /// The smallest envelope containing every point; empty until a point is added.
  public var extent: Envelope { storage.extent }
  /// A Boolean value indicating whether no point has been added.
  public var isEmpty: Bool { storage.parts.allSatisfy(\.isEmpty) }

  /// Adds a point to the end of the last ring, starting a ring when there is none.
  ///
  /// - Parameter point: The point, taken to be in the builder's spatial reference.
  public mutating func add(_ point: Point) { storage.add(point) }

  /// Adds a ring.
  ///
  /// - Parameter points: The ring's points.
  public mutating func addPart(_ points: [Point]) { storage.addPart(points) }

  /// Starts a new, empty ring: the next ``add(_:)`` goes into it.
  public mutating func startNewPart() { storage.parts.append([]) }

  /// Removes and returns a ring, or `nil` when the index is out of range.
  ///
  /// - Parameter index: The index of the ring.
  /// - Returns: The removed ring's points.
  @discardableResult
  public mutating func removePart(at index: Int) -> [Point]? { storage.removePart(at: index) }

  /// Removes and returns the last point, or `nil` when there is none.
  ///
  /// - Returns: The removed point.
  @discardableResult
  public mutating func removeLastPoint() -> Point? { storage.removeLastPoint() }

  /// Returns the polygon built so far (empty rings are left out).
  public func toGeometry() -> Polygon {
    Polygon(parts: storage.parts.filter { !$0.isEmpty }, spatialReference: storage.spatialReference)
  }
}
