import Foundation

/// Makes the pieces of a geodetic buffer as rings in an azimuthal equidistant frame.
///
/// Every sampled vertex is found on the ellipsoid (the direct problem: exactly `distance` from the
/// input) and only then projected. A curve is split until, at the middle of each stretch, both the
/// frame's chord and the geodesic between the stretch's ends pass within `tolerance` of the true
/// curve (docs/geometry.md, "Geodetic buffer").
struct GeodeticBufferBuilder {
  let frame: AzimuthalEquidistant
  /// The buffer distance in metres, greater than 0.
  let distance: Double
  /// The largest miss allowed at a stretch's middle, in metres.
  let tolerance: Double
  /// The vertices made so far, refused beyond ``GeometryEngine/maximumOutputVertexCount``.
  private(set) var vertexCount = 0

  /// The deepest a stretch is halved: 2⁻³⁰ of a curve is far below any tolerance allowed.
  static let maximumDepth = 30

  init(frame: AzimuthalEquidistant, distance: Double, tolerance: Double) {
    self.frame = frame
    self.distance = distance
    self.tolerance = tolerance
  }

  /// A point on a curve: its latitude and longitude in degrees and its image in the frame.
  private struct Sample {
    var lat: Double
    var lon: Double
    var xy: SIMD2<Double>
  }

  /// The closed ring of points at the buffer distance around a point, counter-clockwise.
  mutating func circle(latitude: Double, longitude: Double) throws -> [SIMD2<Double>] {
    let d = distance
    var ring = try curve(pieces: 16) { t in
      let end = Geodesic.wgs84.direct(lat1: latitude, lon1: longitude, azi1: -360 * t, s12: d)
      return (end.lat2, end.lon2)
    }
    ring.removeLast()
    return ring
  }

  /// The ring around a geodesic segment: the curve at the buffer distance on its left, from start to
  /// end, then the one on its right, back; `nil` for a segment of no length.
  mutating func band(from a: SIMD2<Double>, to b: SIMD2<Double>) throws -> [SIMD2<Double>]? {
    let line = Geodesic.wgs84.inverse(lat1: a.y, lon1: a.x, lat2: b.y, lon2: b.x)
    guard line.s12 > 0 else { return nil }
    let d = distance
    func offset(_ s: Double, _ turn: Double) -> (Double, Double) {
      let foot = Geodesic.wgs84.direct(lat1: a.y, lon1: a.x, azi1: line.azi1, s12: s)
      let end = Geodesic.wgs84.direct(lat1: foot.lat2, lon1: foot.lon2, azi1: foot.azi2 + turn, s12: d)
      return (end.lat2, end.lon2)
    }
    let left = try curve(pieces: 4) { t in offset(t * line.s12, -90) }
    let right = try curve(pieces: 4) { t in offset((1 - t) * line.s12, 90) }
    return left + right
  }

  /// The geodesic from `a` to `b` (longitude, latitude) in the frame, without its end.
  mutating func edge(from a: SIMD2<Double>, to b: SIMD2<Double>) throws -> [SIMD2<Double>] {
    let line = Geodesic.wgs84.inverse(lat1: a.y, lon1: a.x, lat2: b.y, lon2: b.x)
    var points = try curve(pieces: 1) { t in
      let end = Geodesic.wgs84.direct(lat1: a.y, lon1: a.x, azi1: line.azi1, s12: t * line.s12)
      return (end.lat2, end.lon2)
    }
    points.removeLast()
    return points
  }

  /// Samples a curve over 0...1 (both ends included), halving stretches until they follow it.
  private mutating func curve(pieces: Int, _ f: (Double) -> (lat: Double, lon: Double)) throws -> [SIMD2<Double>] {
    let frame = self.frame
    func sample(_ t: Double) -> Sample {
      let (lat, lon) = f(t)
      return Sample(lat: lat, lon: lon, xy: frame.forward(latitude: lat, longitude: lon))
    }
    var result: [SIMD2<Double>] = []
    var previous = sample(0)
    try add(previous.xy, to: &result)
    for k in 1...pieces {
      let t1 = Double(k) / Double(pieces)
      let end = sample(t1)
      try refine(from: Double(k - 1) / Double(pieces), previous, to: t1, end, depth: 0, sample, into: &result)
      previous = end
    }
    return result
  }

  /// Appends the points after `s0` up to `s1`, halving the stretch while it misses the curve.
  private mutating func refine(
    from t0: Double, _ s0: Sample, to t1: Double, _ s1: Sample, depth: Int, _ sample: (Double) -> Sample,
    into result: inout [SIMD2<Double>]
  ) throws {
    let tm = (t0 + t1) / 2
    let mid = sample(tm)
    if depth < Self.maximumDepth && !follows(s0, s1, mid) {
      try refine(from: t0, s0, to: tm, mid, depth: depth + 1, sample, into: &result)
      try refine(from: tm, mid, to: t1, s1, depth: depth + 1, sample, into: &result)
    } else {
      try add(s1.xy, to: &result)
    }
  }

  /// Whether the frame's chord and the geodesic from `s0` to `s1` both pass within the tolerance of `mid`.
  private func follows(_ s0: Sample, _ s1: Sample, _ mid: Sample) -> Bool {
    let geodesic = Geodesic.wgs84
    let chord = frame.reverse((s0.xy + s1.xy) / 2)
    guard geodesic.inverse(lat1: chord.latitude, lon1: chord.longitude, lat2: mid.lat, lon2: mid.lon).s12 <= tolerance
    else { return false }
    let line = geodesic.inverse(lat1: s0.lat, lon1: s0.lon, lat2: s1.lat, lon2: s1.lon)
    let middle = geodesic.direct(lat1: s0.lat, lon1: s0.lon, azi1: line.azi1, s12: line.s12 / 2)
    return geodesic.inverse(lat1: middle.lat2, lon1: middle.lon2, lat2: mid.lat, lon2: mid.lon).s12 <= tolerance
  }

  private mutating func add(_ point: SIMD2<Double>, to result: inout [SIMD2<Double>]) throws {
    vertexCount += 1
    if vertexCount % GeometryEngine.cancellationStride == 0 { try Task.checkCancellation() }
    guard vertexCount <= GeometryEngine.maximumOutputVertexCount else {
      throw GeometryError.outputTooLarge(
        operation: "A geodetic buffer's vertices", count: Double(vertexCount),
        limit: GeometryEngine.maximumOutputVertexCount)
    }
    result.append(point)
  }
}
