import InternalMeridianUtilities
extension GeometryEngine {
  /// Brings a point's x (longitude) back into the world's central span.
  ///
  /// For WGS84 that is -180...180 degrees; for Web Mercator it is ±20,037,508.34 m (half the world width
  /// 2πR). A point already inside the span is returned unchanged, so 180 stays 180. The wrap is computed
  /// arithmetically (one division), whatever the number of world widths.
  ///
  /// Coordinates beyond ±``maximumCoordinateMagnitude`` (10¹⁵) are refused: there a `Double` no longer
  /// tells one longitude of the central span from the next, so no wrapped value would mean anything.
  ///
  /// - Parameter point: The point to normalise.
  /// - Returns: The point with x wrapped into the central span.
  /// - Throws: ``GeometryError`` when the point has no spatial reference, one other than WGS84 or Web
  ///   Mercator, non-finite coordinates, or an x beyond ±10¹⁵
  ///   (``GeometryError/coordinateOutOfRange(name:value:bound:)``).
  public static func normalizeCentralMeridian(of point: Point) throws -> Point {
    let world = try World(point.spatialReference)
    try world.validate(point)
    var result = point
    result.x = world.wrap(point.x)
    return result
  }

  /// Brings every point of a multipoint back into the world's central span.
  ///
  /// - Parameter multipoint: The multipoint to normalise.
  /// - Returns: The multipoint with each x wrapped into the central span.
  /// - Throws: ``GeometryError`` as ``normalizeCentralMeridian(of:)-(Point)`` does.
  public static func normalizeCentralMeridian(of multipoint: Multipoint) throws -> Multipoint {
    let world = try World(multipoint.spatialReference)
    var result = multipoint
    result.points = try multipoint.points.map { point in
      try world.validate(point)
      var p = point
      p.x = world.wrap(point.x)
      return p
    }
    return result
  }

  /// Splits a polyline where it crosses the antimeridian and shifts each piece into the central span.
  ///
  /// A path from 170° to 190° becomes two paths, 170°...180° and -180°...-170°. A path from 170° to
  /// -170° does not cross the antimeridian (it runs west across the map) and is kept as it is.
  ///
  /// The number of cuts is counted before any is made: a line may cross at most
  /// ``maximumOutputVertexCount`` (1,000,000) strip edges in all.
  ///
  /// - Parameter polyline: The polyline to normalise.
  /// - Returns: The normalised polyline; it may have more parts than the input.
  /// - Throws: ``GeometryError`` when the spatial reference is missing or unsupported, a coordinate is
  ///   not finite or beyond ±10¹⁵, or the line would be cut more than 1,000,000 times
  ///   (``GeometryError/outputTooLarge(operation:count:limit:)``).
  public static func normalizeCentralMeridian(of polyline: Polyline) throws -> Polyline {
    let world = try World(polyline.spatialReference)
    var cuts = 0
    for part in polyline.parts {
      for point in part { try world.validate(point) }
      cuts += world.cutCount(path: part, limit: maximumOutputVertexCount - cuts)
      guard cuts <= maximumOutputVertexCount else {
        throw GeometryError.outputTooLarge(
          operation: "Normalising the polyline", count: Double(cuts), limit: maximumOutputVertexCount)
      }
    }
    var parts: [[Point]] = []
    for part in polyline.parts { parts += world.split(path: part) }
    return Polyline(parts: parts, spatialReference: polyline.spatialReference)
  }

  /// Clips a polygon at the antimeridian and shifts each piece into the central span.
  ///
  /// Each ring is clipped against every world-wide strip it reaches; the pieces are shifted back into
  /// the central span and kept as rings of one polygon, so containment by the even-odd rule still holds.
  ///
  /// The work is the number of strips reached times the number of vertices; it may be at most
  /// ``maximumOutputVertexCount`` (1,000,000).
  ///
  /// - Parameter polygon: The polygon to normalise.
  /// - Returns: The normalised polygon; it may have more rings than the input.
  /// - Throws: ``GeometryError`` when the spatial reference is missing or unsupported, a coordinate is
  ///   not finite or beyond ±10¹⁵, or strips × vertices exceeds 1,000,000
  ///   (``GeometryError/outputTooLarge(operation:count:limit:)``).
  public static func normalizeCentralMeridian(of polygon: Polygon) throws -> Polygon {
    let world = try World(polygon.spatialReference)
    for part in polygon.parts { for point in part { try world.validate(point) } }
    let points = polygon.parts.joined()
    guard let lowest = points.map(\.x).min(), let highest = points.map(\.x).max() else { return polygon }
    let firstStrip = world.strip(of: lowest)
    let lastStrip = world.strip(of: highest, upper: true)
    if firstStrip == 0 && lastStrip == 0 { return polygon }
    let strips = Swift.max(firstStrip, lastStrip) - firstStrip + 1
    let (work, overflow) = strips.multipliedReportingOverflow(by: points.count)
    guard !overflow, work <= maximumOutputVertexCount else {
      throw GeometryError.outputTooLarge(
        operation: "Normalising the polygon", count: Double(strips) * Double(points.count),
        limit: maximumOutputVertexCount)
    }
    var rings: [[Point]] = []
    for k in firstStrip...Swift.max(firstStrip, lastStrip) {
      for part in polygon.parts {
        let clipped = world.clip(ring: part, toStrip: k)
        let area = PlanarMath.signedArea(clipped.map { SIMD2($0.x, $0.y) })
        if clipped.count >= 3 && area != 0 { rings.append(clipped) }
      }
    }
    return Polygon(parts: rings, spatialReference: polygon.spatialReference)
  }

  /// Normalises any geometry: an envelope that crosses the antimeridian becomes a two-ring polygon.
  ///
  /// - Parameter geometry: The geometry to normalise.
  /// - Returns: The normalised geometry: of the same kind, except for a crossing envelope.
  /// - Throws: ``GeometryError`` as the typed overloads do.
  @_disfavoredOverload
  public static func normalizeCentralMeridian(of geometry: any Geometry) throws -> any Geometry {
    switch geometry {
    case let g as AnyGeometry: return try normalizeCentralMeridian(of: g.geometry)
    case let g as Point: return try normalizeCentralMeridian(of: g)
    case let g as Multipoint: return try normalizeCentralMeridian(of: g)
    case let g as Polyline: return try normalizeCentralMeridian(of: g)
    case let g as Polygon: return try normalizeCentralMeridian(of: g)
    case let envelope as Envelope:
      let world = try World(envelope.spatialReference)
      guard !envelope.isEmpty else { return envelope }
      for v in [envelope.xMin, envelope.yMin, envelope.xMax, envelope.yMax] where !v.isFinite {
        throw GeometryError.nonFiniteCoordinate(name: "envelope", value: v)
      }
      try validateMagnitude(envelope.xMin, name: "xMin")
      try validateMagnitude(envelope.xMax, name: "xMax")
      if envelope.width >= world.width {
        return Envelope(
          xMin: -world.half, yMin: envelope.yMin, xMax: world.half, yMax: envelope.yMax,
          spatialReference: envelope.spatialReference)
      }
      if envelope.xMin >= -world.half && envelope.xMax <= world.half { return envelope }
      let shift = Double(world.strip(of: envelope.xMin)) * world.width
      let moved = envelope.offsetBy(x: -shift, y: 0)
      if moved.xMax <= world.half { return moved }
      return try normalizeCentralMeridian(of: Polygon(envelope: moved))
    default:
      throw GeometryError.unsupportedGeometry("Cannot normalise a geometry of type \(type(of: geometry)).")
    }
  }
}

/// The repeating world of a spatial reference along x: its width and the central span ±half.
struct World {
  let width: Double
  var half: Double { width / 2 }

  init(_ spatialReference: SpatialReference?) throws {
    guard let spatialReference else { throw GeometryError.missingSpatialReference }
    if spatialReference.isGeographic {
      width = 360
    } else if spatialReference == .webMercator {
      width = 2 * Double.pi * GeometryEngine.webMercatorRadius
    } else {
      throw GeometryError.unsupportedSpatialReference(spatialReference)
    }
  }

  /// More than the largest strip index a validated x can have (10¹⁵ / 360 ≈ 2.78·10¹²).
  static let stripBound = 2_777_777_777_780

  /// Checks that a point's coordinates are finite and its x within ±10¹⁵, so that strip indices fit.
  func validate(_ point: Point) throws {
    try GeometryEngine.validateFinite(point)
    try GeometryEngine.validateMagnitude(point.x, name: "x")
  }

  /// The index of the strip holding x: strip k spans `k·width - half ..< k·width + half`.
  /// With `upper`, a value exactly on a strip's upper edge counts in that strip. For a validated x the
  /// index is exact; anything else is clamped to ±``stripBound`` rather than trapping.
  func strip(of x: Double, upper: Bool = false) -> Int {
    let k = ((x + half) / width).rounded(.down)
    let index = Int.clamping(k, to: -Self.stripBound...Self.stripBound)
    if upper, k * width - half == x { return index - 1 }
    return index
  }

  /// The number of strip edges a path crosses, counting at most up to `limit` plus one.
  func cutCount(path: [Point], limit: Int) -> Int {
    var count = 0
    for (a, b) in zip(path, path.dropFirst()) {
      count += Swift.max(0, strip(of: Swift.max(a.x, b.x), upper: true) - strip(of: Swift.min(a.x, b.x)))
      if count > limit { return count }
    }
    return count
  }

  /// Wraps x into -half...half, leaving values already inside unchanged.
  func wrap(_ x: Double) -> Double {
    if x >= -half && x <= half { return x }
    return x - Double(strip(of: x)) * width
  }

  private func shifted(_ p: Point, by k: Int) -> Point {
    var q = p
    q.x = p.x - Double(k) * width
    return q
  }

  private func interpolate(_ a: Point, _ b: Point, atX x: Double) -> Point {
    let t = (x - a.x) / (b.x - a.x)
    return Point(x: x, y: a.y + t * (b.y - a.y), spatialReference: a.spatialReference)
  }

  /// Cuts a path at every strip edge it crosses and shifts each piece into the central strip.
  func split(path: [Point]) -> [[Point]] {
    guard let first = path.first else { return [] }
    guard path.count > 1 else { return [[shifted(first, by: strip(of: first.x))]] }
    var pieces: [[Point]] = []
    var current: [Point] = [first]
    var currentStrip: Int?
    for i in 1..<path.count {
      let a = path[i - 1]
      let b = path[i]
      // Cut points: the strip edges strictly between a.x and b.x, in order along the segment.
      var cuts: [Point] = []
      let lo = Swift.min(a.x, b.x)
      let hi = Swift.max(a.x, b.x)
      // Each edge is computed from its index, not by repeated addition, which stalls where the
      // width is below the spacing of doubles; the count was bounded by `cutCount` first.
      var k = strip(of: lo)
      while Double(k) * width + half < hi {
        let edge = Double(k) * width + half
        if edge > lo { cuts.append(interpolate(a, b, atX: edge)) }
        k += 1
      }
      if b.x < a.x { cuts.reverse() }
      var start = a
      for end in cuts + [b] {
        let k = strip(of: (start.x + end.x) / 2)
        if let s = currentStrip, s != k {
          pieces.append(current.map { shifted($0, by: s) })
          current = [start]
        }
        currentStrip = k
        current.append(end)
        start = end
      }
    }
    pieces.append(current.map { shifted($0, by: currentStrip ?? 0) })
    return pieces
  }

  /// Clips a ring to strip k (Sutherland–Hodgman against its two edges) and shifts it to the centre.
  func clip(ring: [Point], toStrip k: Int) -> [Point] {
    let lower = Double(k) * width - half
    let upper = lower + width
    var points = ring
    if points.count > 1, points.first == points.last { points.removeLast() }
    points = clip(points, keep: { $0.x >= lower }, edge: lower)
    points = clip(points, keep: { $0.x <= upper }, edge: upper)
    return points.map { shifted($0, by: k) }
  }

  private func clip(_ points: [Point], keep: (Point) -> Bool, edge: Double) -> [Point] {
    guard !points.isEmpty else { return [] }
    var result: [Point] = []
    var previous = points[points.count - 1]
    for current in points {
      if keep(current) {
        if !keep(previous) { result.append(interpolate(previous, current, atX: edge)) }
        result.append(current)
      } else if keep(previous) {
        result.append(interpolate(previous, current, atX: edge))
      }
      previous = current
    }
    return result
  }
}
