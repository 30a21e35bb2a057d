/// Builds a ``Polyline`` path by path or a ``Polygon`` ring by ring, keeping its ``extent`` current.
///
/// Use it as ``PolylineBuilder`` or ``PolygonBuilder``; a polygon's rings need not be closed
/// (relations treat a ring inside another as a hole, even-odd).
///
/// ```swift
/// var builder = PolygonBuilder(spatialReference: .webMercator)
/// for (x, y) in [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0)] {
///   builder.add(Point(x: x, y: y, spatialReference: .webMercator))
/// }
/// let triangle = builder.toGeometry()
/// ```
public struct MultipartBuilder<Shape: Multipart>: Sendable, Hashable {
  /// The parts added so far: the paths or rings.
  public private(set) var parts: [[Point]] = []
  /// The smallest envelope containing every point; empty until a point is added.
  public private(set) var extent: Envelope
  /// The spatial reference of the geometry being built.
  public let spatialReference: SpatialReference?

  /// Creates an empty builder.
  ///
  /// - Parameter spatialReference: The spatial reference of the points.
  public init(spatialReference: SpatialReference?) {
    self.spatialReference = spatialReference
    extent = .empty(spatialReference: spatialReference)
  }

  /// Creates a builder holding a geometry's parts.
  ///
  /// - Parameter geometry: The polyline or polygon to start from.
  public init(_ geometry: Shape) {
    self.init(spatialReference: geometry.spatialReference)
    for part in geometry.parts { addPart(part) }
  }

  /// A Boolean value indicating whether no point has been added.
  public var isEmpty: Bool { parts.allSatisfy(\.isEmpty) }

  /// Adds a point to the end of the last part, starting a part when there is none.
  ///
  /// - Parameter point: The point, taken to be in the builder's spatial reference.
  public mutating func add(_ point: Point) {
    if parts.isEmpty { parts.append([]) }
    parts[parts.count - 1].append(point)
    extent = extent.union(Envelope.bounding([point], spatialReference: spatialReference))
  }

  /// Adds a part.
  ///
  /// - Parameter points: The part's points.
  public mutating func addPart(_ points: [Point]) {
    parts.append(points)
    extent = extent.union(Envelope.bounding(points, spatialReference: spatialReference))
  }

  /// Starts a new, empty part: the next ``add(_:)`` goes into it.
  public mutating func startNewPart() { parts.append([]) }

  /// Removes and returns a part, or `nil` when the index is out of range.
  ///
  /// - Parameter index: The index of the part.
  /// - Returns: The removed part's points.
  @discardableResult
  public mutating func removePart(at index: Int) -> [Point]? {
    guard parts.indices.contains(index) else { return nil }
    let removed = parts.remove(at: index)
    extent = Envelope.bounding(parts.joined(), spatialReference: spatialReference)
    return removed
  }

  /// Removes and returns the last point, or `nil` when there is none.
  ///
  /// - Returns: The removed point.
  @discardableResult
  public mutating func removeLastPoint() -> Point? {
    guard let last = parts.indices.last(where: { !parts[$0].isEmpty }) else { return nil }
    let removed = parts[last].removeLast()
    extent = Envelope.bounding(parts.joined(), spatialReference: spatialReference)
    return removed
  }

  /// Returns the geometry built so far (empty parts are left out).
  public func toGeometry() -> Shape {
    Shape(parts: parts.filter { !$0.isEmpty }, spatialReference: spatialReference)
  }
}

/// Builds a ``Polyline`` path by path, keeping its extent current.
public typealias PolylineBuilder = MultipartBuilder<Polyline>

/// Builds a ``Polygon`` ring by ring, keeping its extent current.
public typealias PolygonBuilder = MultipartBuilder<Polygon>

extension MultipartBuilder where Shape == Polyline {
  /// Creates a builder holding a polyline's paths.
  ///
  /// - Parameter polyline: The polyline to start from.
  public init(polyline: Polyline) { self.init(polyline) }
}

extension MultipartBuilder where Shape == Polygon {
  /// Creates a builder holding a polygon's rings.
  ///
  /// - Parameter polygon: The polygon to start from.
  public init(polygon: Polygon) { self.init(polygon) }
}
