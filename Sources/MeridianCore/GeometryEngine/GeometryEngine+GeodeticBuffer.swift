import Foundation
import InternalMeridianUtilities

extension GeometryEngine {
  /// The largest geodetic buffer distance: 10,000 km (about a quarter meridian).
  public static let maximumGeodeticBufferDistance = 10_000_000.0

  /// The farthest a geodetic buffer reaches from its input's centre: 15,000 km.
  static let maximumGeodeticBufferReach = 15_000_000.0

  /// Returns every point within a distance on the WGS84 ellipsoid of a geometry, as a polygon.
  ///
  /// Vertices lie at the true distance, edges (geodesics) within `maxDeviation` of the true outline;
  /// a negative distance shrinks a polygon (docs/geometry.md, "Geodetic buffer").
  ///
  /// - Parameters:
  ///   - geometry: A point, multipoint, polyline, polygon or envelope in WGS84 or Web Mercator.
  ///   - distance: The distance, at most 10,000 km; 0 gives a polygon's area (empty for others).
  ///   - distanceUnit: The unit of `distance` and `maxDeviation`.
  ///   - maxDeviation: The largest miss allowed, at least 1 mm; NaN picks 1/1000 of the distance.
  ///   - curveType: The curve distances are measured along (geodesics).
  /// - Returns: The buffer, in the input's reference, its rings as ``union(_:_:)-(Polygon,Polygon)`` writes them.
  /// - Throws: ``GeometryError`` for bad coordinates, references or parameters, a buffer that would
  ///   hold a pole or reach beyond 15,000 km from the input's centre, or too many vertices; `CancellationError`.
  public static func geodeticBuffer(
    around geometry: any Geometry, distance: Double, distanceUnit: LinearUnit = .meters, maxDeviation: Double = .nan,
    curveType: GeodeticCurveType = .geodesic
  ) throws -> Polygon {
    let meters = distance * distanceUnit.metersPerUnit
    guard meters.isFinite, abs(meters) <= maximumGeodeticBufferDistance else {
      throw GeometryError.invalidParameter(
        name: "distance", reason: "\(distance) \(distanceUnit.rawValue) is not a finite distance within ±10,000 km")
    }
    var deviation = abs(meters) / 1_000
    if !maxDeviation.isNaN {
      deviation = maxDeviation * distanceUnit.metersPerUnit
      guard deviation.isFinite, deviation >= 0.001 else {
        throw GeometryError.invalidParameter(
          name: "maxDeviation",
          reason: "\(maxDeviation) \(distanceUnit.rawValue) is not a finite length of 1 mm or more")
      }
    }
    guard let sr = geometry.spatialReference else { throw GeometryError.missingSpatialReference }
    let shape = try PlanarShape(try geographicGeometry(geometry))
    let result = try geodeticBuffer(shape, meters: meters, tolerance: Swift.max(deviation, 0.001) / 2)
    return try project(result, into: sr)
  }

  /// The geodetic buffer of a shape in longitude and latitude, in WGS84.
  private static func geodeticBuffer(_ shape: PlanarShape, meters: Double, tolerance: Double) throws -> Polygon {
    let vertices = shape.vertices
    let first = vertices[0].x
    let longitudes = vertices.map { unwrap($0.x, near: first) }
    let latitudes = vertices.map(\.y)
    let frame = AzimuthalEquidistant(
      latitude: ((latitudes.min() ?? 0) + (latitudes.max() ?? 0)) / 2,
      longitude: ((longitudes.min() ?? 0) + (longitudes.max() ?? 0)) / 2)
    let reach = vertices.reduce(0) { Swift.max($0, PlanarMath.length(frame.forward(latitude: $1.y, longitude: $1.x))) }
    guard reach + abs(meters) <= maximumGeodeticBufferReach else {
      let kilometres = (reach + abs(meters)) / 1_000
      let shown = Int(truncating: kilometres).map(String.init) ?? "\(kilometres)"
      throw GeometryError.invalidParameter(
        name: "distance", reason: "the buffer would reach \(shown) km from the input's centre, beyond 15,000 km")
    }
    var builder = GeodeticBufferBuilder(
      frame: frame, distance: abs(meters), tolerance: Swift.min(tolerance, Swift.max(abs(meters) / 2, 0.0005)))
    var area = Polygon(parts: [])
    if shape.dimension == .area {
      area = try union(
        Polygon(
          parts: try shape.rings.map { ring in
            try ring.indices.flatMap { try builder.edge(from: ring[$0], to: ring[($0 + 1) % ring.count]) }.map(point)
          }),
        Polygon(parts: []))
    }
    guard meters != 0, meters > 0 || shape.dimension == .area else { return try geographic(area, frame) }
    var pieces: [Polygon] = []
    for p in shape.points + shape.paths.compactMap(\.last) {
      pieces.append(Polygon(parts: [try builder.circle(latitude: p.y, longitude: p.x).map(point)]))
    }
    for (index, (a, b)) in shape.segments.enumerated() {
      if index % cancellationStride == 0 { try Task.checkCancellation() }
      pieces.append(Polygon(parts: [try builder.circle(latitude: a.y, longitude: a.x).map(point)]))
      if let band = try builder.band(from: a, to: b) { pieces.append(Polygon(parts: [band.map(point)])) }
    }
    let band = try union(of: pieces)
    let result = shape.dimension != .area ? band : meters > 0 ? try union(area, band) : try difference(area, band)
    for (pole, name) in [(90.0, "north"), (-90.0, "south")] {
      let xy = frame.forward(latitude: pole, longitude: 0)
      let rings = result.parts.map { $0.map { SIMD2($0.x, $0.y) } }
      if PlanarMath.isInside(xy, rings: rings) {
        throw GeometryError.invalidParameter(
          name: "distance", reason: "the buffer would hold the \(name) pole, which a longitude-latitude polygon cannot")
      }
    }
    return try geographic(result, frame)
  }

  /// A frame point as a point without a spatial reference.
  private static func point(_ p: SIMD2<Double>) -> Point { Point(x: p.x, y: p.y) }

  /// A polygon in the frame, back in WGS84 longitude and latitude.
  private static func geographic(_ polygon: Polygon, _ frame: AzimuthalEquidistant) throws -> Polygon {
    var parts: [[Point]] = []
    for (index, ring) in polygon.parts.enumerated() {
      if index % 64 == 0 { try Task.checkCancellation() }
      parts.append(
        ring.map { p in
          let g = frame.reverse(SIMD2(p.x, p.y))
          return Point(x: g.longitude, y: g.latitude, spatialReference: .wgs84)
        })
    }
    return Polygon(parts: parts, spatialReference: .wgs84)
  }
}
