extension GeometryEngine {
  /// Returns the planar area of a polygon or envelope in square units of its spatial reference.
  ///
  /// Rings may run either way: by the even-odd rule, a ring inside an odd number of other rings is a
  /// hole and subtracts. Points and lines have no area (0).
  ///
  /// - Parameter geometry: The geometry to measure.
  /// - Returns: The area, 0 or more.
  /// - Throws: ``GeometryError`` for empty geometries, degenerate rings or non-finite coordinates.
  public static func area(of geometry: any Geometry) throws -> Double {
    let shape = try PlanarShape(geometry)
    return weightedRings(shape) { abs(PlanarMath.signedArea($0)) }
  }

  /// Returns the planar length of a polyline, or the perimeter of a polygon or envelope.
  ///
  /// - Parameter geometry: The geometry to measure.
  /// - Returns: The length in the units of the spatial reference; 0 for points.
  /// - Throws: ``GeometryError`` for empty geometries, degenerate parts or non-finite coordinates.
  public static func length(of geometry: any Geometry) throws -> Double {
    try PlanarShape(geometry).segments.reduce(0) { $0 + PlanarMath.length($1.1 - $1.0) }
  }

  /// Returns the area of a polygon on the WGS84 ellipsoid in square metres, with geodesic edges.
  ///
  /// Each edge's contribution is the area between it and the equator (Karney 2013, eqs. 58–62), so
  /// polygons around a pole or across the antimeridian are measured correctly. Holes subtract by the
  /// even-odd rule, as for ``area(of:)``. Web Mercator polygons are projected to WGS84 first.
  ///
  /// - Parameter geometry: A polygon or envelope in WGS84 or Web Mercator.
  /// - Returns: The area in square metres.
  /// - Throws: ``GeometryError`` for empty or degenerate geometries, bad coordinates or references.
  public static func geodeticArea(of geometry: any Geometry) throws -> Double {
    let wgs = try geographicGeometry(geometry)
    let shape = try PlanarShape(wgs)
    return weightedRings(shape) { ring in abs(geodesicRingArea(ring)) }
  }

  /// Returns the length of a polyline (or the perimeter of a polygon) on the WGS84 ellipsoid in metres.
  ///
  /// - Parameter geometry: A polyline, polygon or envelope in WGS84 or Web Mercator.
  /// - Returns: The sum of the geodesic lengths of its segments, in metres.
  /// - Throws: ``GeometryError`` for empty or degenerate geometries, bad coordinates or references.
  public static func geodeticLength(of geometry: any Geometry) throws -> Double {
    let shape = try PlanarShape(try geographicGeometry(geometry))
    return shape.segments.reduce(0) { total, segment in
      total + Geodesic.wgs84.inverse(lat1: segment.0.y, lon1: segment.0.x, lat2: segment.1.y, lon2: segment.1.x).s12
    }
  }

  /// Sums a ring measure with the even-odd sign: rings nested in an odd number of others subtract
  /// (each ring tested only against the rings whose extent meets its own, ``RingNesting``).
  private static func weightedRings(_ shape: PlanarShape, _ measure: ([SIMD2<Double>]) -> Double) -> Double {
    var total = 0.0
    let depths = RingNesting(vectors: shape.rings).depths()
    for (ring, depth) in zip(shape.rings, depths) {
      total += depth % 2 == 0 ? measure(ring) : -measure(ring)
    }
    return Swift.max(total, 0)
  }

  /// The signed geodesic area of one ring of (longitude, latitude) vertices, counter-clockwise positive.
  static func geodesicRingArea(_ ring: [SIMD2<Double>]) -> Double {
    let geodesic = Geodesic.wgs84
    var sum = 0.0
    var crossings = 0
    for i in 0..<ring.count {
      let p = ring[i]
      let q = ring[(i + 1) % ring.count]
      sum += geodesic.inverse(lat1: p.y, lon1: p.x, lat2: q.y, lon2: q.x).area
      crossings += transit(p.x, q.x)
    }
    let area0 = 4 * Double.pi * geodesic.c2
    if crossings & 1 == 1 { sum += (sum < 0 ? 1 : -1) * area0 / 2 }
    if sum > area0 / 2 {
      sum -= area0
    } else if sum <= -area0 / 2 {
      sum += area0
    }
    return sum
  }

  /// +1 when an edge crosses the prime meridian eastward, -1 westward, 0 otherwise.
  private static func transit(_ lon1: Double, _ lon2: Double) -> Int {
    let lon12 = GeodesicMath.angDiff(lon1, lon2).d
    let a = GeodesicMath.angNormalize(lon1)
    let b = GeodesicMath.angNormalize(lon2)
    if lon12 > 0 && ((a < 0 && b >= 0) || (a > 0 && b == 0)) { return 1 }
    if lon12 < 0 && a >= 0 && b < 0 { return -1 }
    return 0
  }

  /// The geometry in WGS84, with latitudes checked.
  static func geographicGeometry(_ geometry: any Geometry) throws -> any Geometry {
    guard let sr = geometry.spatialReference else { throw GeometryError.missingSpatialReference }
    let wgs = sr.isGeographic ? geometry : try project(geometry, into: .wgs84)
    for v in try PlanarShape(wgs).vertices where !(-90.0...90.0).contains(v.y) {
      throw GeometryError.latitudeOutOfRange(v.y)
    }
    return wgs
  }
}
