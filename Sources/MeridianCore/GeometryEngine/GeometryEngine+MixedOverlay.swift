extension GeometryEngine {
  /// Returns the union of two geometries of any kind.
  ///
  /// Two geometries of one dimension: points give a ``Multipoint`` of the distinct points; polylines a
  /// ``Polyline`` of their linework, noded where they meet, every stretch once; polygons (and
  /// envelopes) as ``union(_:_:)-(Polygon,Polygon)``. Of different dimensions, as ArcGIS does: the
  /// geometry of the higher dimension, unchanged. docs/geometry.md, "Overlay", has the table.
  ///
  /// - Parameters:
  ///   - geometry1: A point, multipoint, polyline, polygon or envelope (may be empty).
  ///   - geometry2: Another, in the same spatial reference.
  /// - Returns: The union, in the inputs' spatial reference.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)->Geometry`` does.
  public static func union(_ geometry1: any Geometry, _ geometry2: any Geometry) throws -> any Geometry {
    try overlay(geometry1, geometry2, .union)
  }

  /// Returns the intersection of two geometries of any kind, of the lower of their dimensions.
  ///
  /// As ArcGIS does, only the part of that dimension comes back: points on the other geometry (its
  /// boundary included) as a ``Point`` when either input is one, else a ``Multipoint``; a polyline's
  /// stretches inside a polygon or along its boundary, or along the other polyline, as a ``Polyline``
  /// (points where lines only cross are left out: ``intersections(_:_:)`` has them).
  ///
  /// - Returns: The intersection, possibly empty, in the inputs' spatial reference.
  /// - Throws: ``GeometryError`` for NaN, infinite or larger than 10¹⁵ coordinates, different spatial
  ///   references, a path of one point or a ring of fewer than three, crossing rings of one polygon,
  ///   more than ``maximumOutputVertexCount`` vertices; `CancellationError` when the task is cancelled.
  public static func intersection(_ geometry1: any Geometry, _ geometry2: any Geometry) throws -> any Geometry {
    try overlay(geometry1, geometry2, .intersection)
  }

  /// Returns the part of the first geometry that is not in the second, of the first's dimension.
  ///
  /// Points not on the second geometry; a polyline's stretches outside a polygon (its boundary
  /// removed) or not along another polyline; a polygon less a polygon. A geometry less one of lower
  /// dimension is itself, noded as the overlay nodes it (a polyline's repeated stretches once).
  ///
  /// - Returns: The difference, in the inputs' spatial reference.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)->Geometry`` does.
  public static func difference(_ geometry1: any Geometry, _ geometry2: any Geometry) throws -> any Geometry {
    try overlay(geometry1, geometry2, .difference)
  }

  /// Returns what lies in exactly one of two geometries of one dimension.
  ///
  /// A ``Multipoint`` for points, a ``Polyline`` for polylines, a ``Polygon`` for areas. Of different
  /// dimensions, as ArcGIS's symmetric difference operator does: the geometry of the higher dimension.
  ///
  /// - Returns: The symmetric difference, in the inputs' spatial reference.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)->Geometry`` does.
  public static func symmetricDifference(
    _ geometry1: any Geometry, _ geometry2: any Geometry
  ) throws
    -> any Geometry
  {
    try overlay(geometry1, geometry2, .symmetricDifference)
  }

  /// The overlay of two geometries of any kind, dispatched on their dimensions.
  static func overlay(
    _ geometry1: any Geometry, _ geometry2: any Geometry, _ operation: OverlayOperation
  ) throws
    -> any Geometry
  {
    let (a, b) = try overlayInputs(geometry1, geometry2)
    let sr = a.spatialReference ?? b.spatialReference
    let (da, db) = (a.dimension.rawValue, b.dimension.rawValue)
    if (operation == .union || operation == .symmetricDifference) && da != db {
      return da > db ? a.geometry : b.geometry
    }
    switch operation == .difference ? da : Swift.min(da, db) {
    case 0:
      let points = try pointOverlay(a, b, operation)
      let single = operation == .intersection ? a.isSinglePoint || b.isSinglePoint : a.isSinglePoint
      guard single && operation != .union && operation != .symmetricDifference else {
        return Multipoint(points: points.map { Point(x: $0.x, y: $0.y, spatialReference: sr) }, spatialReference: sr)
      }
      return Point(x: points.first?.x ?? .nan, y: points.first?.y ?? .nan, spatialReference: sr)
    case 1:
      let (overlay, keep) = try lineOverlay(a, b, operation)
      return polyline(overlay.paths(keep), sr)
    default:
      let second = b.dimension == .area ? b.rings : []
      guard !(a.rings.isEmpty && second.isEmpty) else { return Polygon(parts: [], spatialReference: sr) }
      return try areaOverlay(a.rings, second, operation, sr)
    }
  }

  /// Reads and checks both inputs: one spatial reference, at most ``maximumOutputVertexCount`` vertices.
  static func overlayInputs(
    _ geometry1: any Geometry, _ geometry2: any Geometry
  ) throws -> (
    OverlayInput, OverlayInput
  ) {
    if let a = geometry1.spatialReference, let b = geometry2.spatialReference, a != b {
      throw GeometryError.mismatchedSpatialReferences(a, b)
    }
    let a = try OverlayInput(geometry1, name: "first geometry")
    let b = try OverlayInput(geometry2, name: "second geometry")
    let vertexCount = a.vertexCount + b.vertexCount
    guard vertexCount <= maximumOutputVertexCount else {
      throw GeometryError.outputTooLarge(
        operation: "Overlaying \(vertexCount) vertices", count: Double(vertexCount), limit: maximumOutputVertexCount)
    }
    return (a, b)
  }

  /// The points of a result of dimension 0 (at least one input is points).
  static func pointOverlay(
    _ a: OverlayInput, _ b: OverlayInput, _ operation: OverlayOperation
  ) throws
    -> [SIMD2<Double>]
  {
    switch operation {
    case .intersection:
      return a.dimension == .point
        ? try PointOverlay.select(a.points, on: true, b) : try PointOverlay.select(b.points, on: true, a)
    case .difference: return try PointOverlay.select(a.points, on: false, b)
    case .union:
      var seen = Set<SIMD2<Double>>()
      return (a.points + b.points).filter { seen.insert($0).inserted }
    case .symmetricDifference:
      return try PointOverlay.select(a.points, on: false, b) + PointOverlay.select(b.points, on: false, a)
    }
  }

  /// The linework overlay of a result of dimension 1, and which of its pieces the result keeps.
  static func lineOverlay(
    _ a: OverlayInput, _ b: OverlayInput, _ operation: OverlayOperation
  ) throws -> (
    LinearOverlay, (LinearOverlay.Piece) -> Bool
  ) {
    if b.dimension == .point {
      return (try LinearOverlay(first: a.paths), { _ in true })
    }
    if a.dimension == .area || b.dimension == .area {
      let (line, area) = a.dimension == .line ? (a, b) : (b, a)
      let overlay = try LinearOverlay(first: line.paths, rings: area.rings)
      let inside = operation == .intersection
      return (overlay, { ($0.mask & 1 != 0 || $0.isInside) == inside })
    }
    let overlay = try LinearOverlay(first: a.paths, second: b.paths)
    switch operation {
    case .intersection: return (overlay, { $0.mask & 12 == 12 })
    case .difference: return (overlay, { $0.segment.input == 2 && $0.mask & 8 == 0 })
    case .union: return (overlay, { _ in true })
    case .symmetricDifference: return (overlay, { $0.mask & 12 != 12 })
    }
  }

  /// A polyline of paths given in vectors.
  static func polyline(_ paths: [[SIMD2<Double>]], _ sr: SpatialReference?) -> Polyline {
    Polyline(parts: paths.map { $0.map { Point(x: $0.x, y: $0.y, spatialReference: sr) } }, spatialReference: sr)
  }
}
