import Foundation

@testable import MeridianCore

extension OverlayFuzzOperations {
  /// The convex hull of the first geometry: its kind follows its dimension; a polygon hull is one
  /// clockwise ring of input vertices turning right at every vertex, with every input vertex inside or
  /// on it (exact orientation).
  static func convexHull(_ input: OverlayFuzzInput) {
    let geometry = input.first
    guard let hull = GeometryOverlayTarget.attempt("convexHull", { try GeometryEngine.convexHull(for: geometry) })
    else { return }
    let vertices = vectors(geometry)
    let inputSet = Set(vertices)
    expect(vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "convexHull accepted \(vertices)")
    switch hull {
    case let point as Point:
      expect(inputSet.count == 1 && inputSet.contains(SIMD2(point.x, point.y)), "hull point \(point) of \(vertices)")
    case let line as Polyline:
      let ends = line.parts.joined().map { SIMD2($0.x, $0.y) }
      expect(ends.count == 2 && ends[0] != ends[1], "a hull line \(ends) of \(vertices)")
      expect(ends.allSatisfy(inputSet.contains), "hull line \(ends) not of input vertices \(vertices)")
      guard ends.count == 2 else { return }
      for v in vertices where RobustOrientation.orientation(ends[0], ends[1], v) != 0 {
        violation("\(v) is off the hull line \(ends) of \(vertices)")
      }
    case let polygon as Polygon:
      let rings = OverlayChecks.rings(polygon)
      guard rings.count == 1, rings[0].count >= 3 else { violation("a hull polygon of rings \(rings)") }
      let ring = rings[0]
      expect(ring.allSatisfy(inputSet.contains), "hull \(ring) has a vertex not of the input \(vertices)")
      guard vertices.allSatisfy({ abs($0.x) < 1e100 && abs($0.y) < 1e100 }) else { return }
      for i in ring.indices {
        let (a, b, c) = (ring[i], ring[(i + 1) % ring.count], ring[(i + 2) % ring.count])
        expect(RobustOrientation.orientation(a, b, c) < 0, "hull \(ring) does not turn right at \(b)")
        for v in vertices where RobustOrientation.orientation(a, b, v) > 0 {
          violation("\(v) is outside the hull \(ring) of \(vertices)")
        }
      }
    default:
      violation("convexHull gave a \(type(of: hull))")
    }
  }

  /// Densifies the first geometry by a length from the parameter: every input vertex is kept in order,
  /// no segment is longer than the length and the parts keep their length.
  static func densify(_ input: OverlayFuzzInput) {
    let lengths: [Double] = [0.5, 1, 0.3, 2.5, 1e-6, 0, -1, .nan, 1e300, 0.7, 3, 1e-3, .infinity, 0.05, 10, 1e-12]
    let maximum = lengths[input.parameter] * input.scale
    let geometry = input.first
    guard
      let result = GeometryOverlayTarget.attempt(
        "densify",
        {
          try GeometryEngine.densify(geometry, maxSegmentLength: maximum)
        })
    else { return }
    expect(maximum.isFinite && maximum > 0, "densify accepted the length \(maximum)")
    let closed = geometry is Polygon
    let before = parts(geometry)
    // Densified rings do not repeat their first point: read as they are.
    let after = (result as? Polygon)?.parts.map { $0.map { SIMD2($0.x, $0.y) } } ?? parts(result)
    expect(type(of: result) == type(of: geometry), "densify turned a \(type(of: geometry)) into \(type(of: result))")
    guard !(geometry is Multipoint) else { return }
    expect(before.count == after.count, "densify made \(after.count) parts of \(before.count)")
    let count = after.reduce(0) { $0 + $1.count }
    expect(count <= GeometryEngine.maximumOutputVertexCount, "densify made \(count) vertices")
    for (old, new) in zip(before, after) {
      // The input's vertices, in order, among the output's.
      var k = 0
      for p in new where k < old.count && p == old[k] { k += 1 }
      expect(k == old.count, "densify lost a vertex of \(old): \(new.prefix(50))")
      let ulp = 8 * OverlayChecks.magnitude([old]).ulp
      for (a, b) in OverlayChecks.segments([new], closed: closed && new.count > 1) {
        let length = ((b - a) * (b - a)).sum().squareRoot()
        expect(length <= maximum * (1 + 1e-12) + ulp, "densify left a segment \(a)–\(b) longer than \(maximum)")
      }
      let oldLength = OverlayChecks.length(OverlayChecks.segments([old], closed: closed))
      let newLength = OverlayChecks.length(OverlayChecks.segments([new], closed: closed))
      expect(
        abs(oldLength - newLength) <= 1e-9 * oldLength + Double(new.count) * ulp,
        "densify changed the length \(oldLength) to \(newLength)")
    }
  }

  /// A geometry's parts as vectors (a polygon's without their closing point; a multipoint's as one).
  static func parts(_ geometry: any Geometry) -> [[SIMD2<Double>]] {
    switch geometry {
    case let polygon as Polygon: return OverlayChecks.rings(polygon)
    case let line as Polyline: return line.parts.map { $0.map { SIMD2($0.x, $0.y) } }
    case let multipoint as Multipoint: return [multipoint.points.map { SIMD2($0.x, $0.y) }]
    default: return []
    }
  }

  /// Every vertex of a geometry.
  static func vectors(_ geometry: any Geometry) -> [SIMD2<Double>] { Array(parts(geometry).joined()) }
}
