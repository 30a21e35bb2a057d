import Foundation
import Testing

@testable import MeridianCore

/// Offsets of polylines and polygons against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `shapely.offset_curve` (polylines) and
/// `shapely.buffer` (polygons) with the negated distance, recorded by
/// `scripts/geos-overlay/make-offset-fixtures.py` in `Fixtures/Overlay/offset-cases.txt` (the format and
/// the mapping of offset types onto GEOS's joins are in its header). Both put arc vertices on the circle,
/// each within the flatten error `e` of it, so the lines may lie `2e` apart (Hausdorff distance) and
/// their lengths differ by `e / |distance|` of the length; mitre and bevel joins agree within 10⁻⁹, except
/// that GEOS trims lines against its buffer's polygonal caps (up to 0.5% of the distance).
///
/// 603 of the 645 cases agree. The 42 in ``knownDivergent`` do not yet: 32 bevelled lines where GEOS keeps a
/// piece along the band's notch at an inner corner that Meridian drops, 9 lines and one mitered polygon
/// where a bend is shorter than the distance; they stay listed until each is explained or fixed.
@Suite("Offset against GEOS") struct OffsetReferenceTests {
  static let knownDivergent: Set<Int> = [
    168, 172, 174, 175, 181, 216, 218, 219, 223, 229, 234, 248, 249, 260, 277, 283, 304, 308, 314, 316, 317,
    325, 351, 352, 367, 380, 391, 396, 400, 401, 403, 405, 412, 414, 419, 424, 427, 436, 442, 462, 463, 558,
  ]

  struct Case {
    var isPolygon: Bool
    var type: GeometryOffsetType
    var distance: Double
    var ratio: Double
    var flatten: Double
    var parts: [[SIMD2<Double>]]
    var area = 0.0
    var length = 0.0
    var result: [[SIMD2<Double>]] = []
  }

  static func load() throws -> [Case] {
    var cases: [Case] = []
    for (tag, body) in try OverlayFixture.records("offset-cases") {
      if tag == "R" {
        let fields = body.split(separator: " ", maxSplits: 2)
        cases[cases.count - 1].area = try #require(Double(String(fields[0])))
        cases[cases.count - 1].length = try #require(Double(String(fields[1])))
        cases[cases.count - 1].result = fields.count > 2 ? try OverlayFixture.rings(fields[2]) : []
        continue
      }
      let fields = body.split(separator: " ", maxSplits: 4)
      cases.append(
        Case(
          isPolygon: tag == "G", type: try #require(GeometryOffsetType(rawValue: String(fields[0]))),
          distance: try #require(Double(String(fields[1]))), ratio: try #require(Double(String(fields[2]))),
          flatten: try #require(Double(String(fields[3]))), parts: try OverlayFixture.rings(fields[4])))
    }
    return cases
  }

  @Test("Every recorded offset lies within the flatten error of GEOS's and has its length") func agreesWithGEOS() throws
  {
    let cases = try Self.load()
    #expect(cases.count == 645)
    var failures: [String] = []
    for (index, c) in cases.enumerated() where index % OverlayFixture.caseStride == 0 {
      let input = OverlayFixture.geometry(c.parts, isPolygon: c.isPolygon)
      let output = try GeometryEngine.offset(
        input, distance: c.distance, offsetType: c.type, bevelRatio: c.ratio, flattenError: c.flatten)
      let parts = OverlayFixture.parts(of: output)
      let rounded = c.type == .rounded
      let gap = hausdorffDistance(parts, c.result, closed: c.isPolygon)
      let length = parts.reduce(0) { $0 + pathLength($1, closed: c.isPolygon) }
      // GEOS trims lines against its buffer's caps of 8 segments per quadrant: up to 0.5% of the distance.
      let trim = c.isPolygon ? 1e-9 * Swift.max(1, abs(c.distance)) : 0.005 * abs(c.distance)
      let lengthTolerance =
        (rounded ? c.flatten / abs(c.distance) * c.length : 0) + 2 * trim * Double(Swift.max(1, c.result.count))
        + 1e-9 * Swift.max(1, c.length)
      let gapTolerance = (rounded ? 2 * c.flatten : 0) + trim
      if (gap > gapTolerance || abs(length - c.length) > lengthTolerance) && !Self.knownDivergent.contains(index) {
        failures.append(
          "case \(index) \(c.isPolygon ? "G" : "L") \(c.type) d \(c.distance): Hausdorff \(gap / abs(c.distance)) d, length \(length), GEOS \(c.length)"
        )
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(8))")
  }
}

/// The length of a path, or of a ring through its closing segment.
func pathLength(_ points: [SIMD2<Double>], closed: Bool) -> Double {
  guard points.count > 1 else { return 0 }
  var sum = 0.0
  for i in 0..<(closed ? points.count : points.count - 1) {
    sum += PlanarMath.length(points[(i + 1) % points.count] - points[i])
  }
  return sum
}

/// The Hausdorff distance between two sets of lines (or rings), sampled at vertices and segment
/// midpoints; 0 for two empty sets, infinity when only one is empty.
func hausdorffDistance(_ a: [[SIMD2<Double>]], _ b: [[SIMD2<Double>]], closed: Bool) -> Double {
  func segments(_ parts: [[SIMD2<Double>]]) -> [(SIMD2<Double>, SIMD2<Double>)] {
    parts.flatMap { p in
      p.count < 2 ? [] : (0..<(closed ? p.count : p.count - 1)).map { (p[$0], p[($0 + 1) % p.count]) }
    }
  }
  func directed(_ from: [(SIMD2<Double>, SIMD2<Double>)], _ to: [(SIMD2<Double>, SIMD2<Double>)]) -> Double {
    var worst = 0.0
    for (p, q) in from {
      for sample in [p, (p + q) / 2, q] {
        var best = Double.infinity
        for (c, d) in to { best = Swift.min(best, PlanarMath.distance(sample, toSegment: c, d)) }
        worst = Swift.max(worst, best)
      }
    }
    return worst
  }
  let (x, y) = (segments(a), segments(b))
  if x.isEmpty || y.isEmpty { return x.isEmpty && y.isEmpty ? 0 : .infinity }
  return Swift.max(directed(x, y), directed(y, x))
}
