/// One input of an overlay of any geometry kind, validated and taken apart into vectors.
///
/// Points, multipoints, polylines and polygons (envelopes as polygons) may be empty. Coordinates must
/// be finite and within ±10¹⁵; polyline paths need two points, polygon rings three (as
/// ``GeometryEngine/overlayRings(_:name:)`` checks them). An empty point (NaN x or y) is an empty input.
struct OverlayInput {
  /// The input as given, returned unchanged where an operation leaves it so.
  var geometry: any Geometry
  var dimension: PlanarShape.Dimension
  var points: [SIMD2<Double>] = []
  var paths: [[SIMD2<Double>]] = []
  var rings: [[SIMD2<Double>]] = []
  /// Whether the input is a single ``Point`` (its results of dimension 0 are points too).
  var isSinglePoint = false

  /// Reads `geometry`; `name` ("first geometry") names it in errors.
  init(_ geometry: any Geometry, name: String) throws {
    self.geometry = geometry
    switch geometry {
    case let any as AnyGeometry:
      self = try OverlayInput(any.geometry, name: name)
    case let point as Point:
      dimension = .point
      isSinglePoint = true
      if !point.isEmpty { points = [try Self.vector(point, "\(name) point")] }
    case let multipoint as Multipoint:
      dimension = .point
      points = try multipoint.points.enumerated().map { try Self.vector($1, "\(name) point \($0)") }
    case let polyline as Polyline:
      dimension = .line
      for (index, part) in polyline.parts.enumerated() where !part.isEmpty {
        guard part.count >= 2 else { throw GeometryError.degeneratePart(index: index, pointCount: part.count) }
        paths.append(try part.enumerated().map { try Self.vector($1, "\(name) path \(index) point \($0)") })
      }
    case let polygon as Polygon:
      dimension = .area
      rings = try GeometryEngine.overlayRings(polygon, name: name)
    case let envelope as Envelope:
      dimension = .area
      if !envelope.isEmpty { rings = try GeometryEngine.overlayRings(Polygon(envelope: envelope), name: name) }
    default:
      throw GeometryError.unsupportedGeometry("The overlay does not support the geometry type \(type(of: geometry)).")
    }
  }

  /// Whether the input has no points, paths or rings.
  var isEmpty: Bool { points.isEmpty && paths.isEmpty && rings.isEmpty }

  /// The number of vertices of all parts.
  var vertexCount: Int { points.count + paths.reduce(0) { $0 + $1.count } + rings.reduce(0) { $0 + $1.count } }

  /// The input's spatial reference.
  var spatialReference: SpatialReference? { geometry.spatialReference }

  private static func vector(_ point: Point, _ name: String) throws -> SIMD2<Double> {
    try GeometryEngine.validateMagnitude(point.x, name: "x of \(name)")
    try GeometryEngine.validateMagnitude(point.y, name: "y of \(name)")
    return SIMD2(point.x, point.y)
  }
}
