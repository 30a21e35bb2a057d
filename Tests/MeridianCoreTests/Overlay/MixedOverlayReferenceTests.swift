import Foundation
import Testing

@testable import MeridianCore

/// Overlays of points, multipoints and polylines with each other and with polygons, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `shapely.intersection`, `difference`, `union`
/// and `symmetric_difference`, recorded by `scripts/geos-overlay/make-mixed-overlay-fixtures.py` in
/// `Fixtures/Overlay/mixed-overlay-cases.txt`. Meridian returns ArcGIS's dimension (the lower one for
/// an intersection, the first's for a difference), so each result is compared with GEOS's part of
/// that dimension: points exactly as a set; lines by total length and by a discrete Hausdorff
/// distance, both within 10⁻⁹ (the snap grid is 2⁻⁴⁸ of the coordinates' magnitude, about 6·10⁻¹⁴
/// here); areas within 10⁻¹² relative. `intersections` is checked against GEOS's points and lines.
@Suite("Mixed overlay against GEOS") struct MixedOverlayReferenceTests {
  static let tolerance = 1e-9

  @Test("Every recorded overlay has GEOS's points, linework and area") func agreesWithGEOS() throws {
    let fixture = try MixedOverlayFixture.load()
    var cases = 0
    var failures: [String] = []
    for pair in fixture.pairs {
      for (tag, expected) in pair.results.sorted(by: { $0.key < $1.key }) {
        let (a, b) = tag == "R" ? (pair.second, pair.first) : (pair.first, pair.second)
        let operation: OverlayOperation =
          switch tag {
          case "I": .intersection
          case "U": .union
          case "X": .symmetricDifference
          default: .difference
          }
        cases += 1
        let result = try GeometryEngine.overlay(a, b, operation)
        if let problem = Self.problem(result, expected) { failures.append("\(pair.name) \(tag): \(problem)") }
      }
      guard Self.dimension(pair.first) == 1 || Self.dimension(pair.second) == 1,
        Self.dimension(pair.first) > 0 && Self.dimension(pair.second) > 0, let expected = pair.results["I"]
      else { continue }
      cases += 1
      let parts = try GeometryEngine.intersections(pair.first, pair.second)
      let points = parts.compactMap { $0 as? Multipoint }.first.map { Multipoint(points: $0.points) }
      let lines = parts.compactMap { $0 as? Polyline }.first ?? Polyline(parts: [])
      let got = Self.vectors(points ?? Multipoint(points: []))
      let close =
        got.count == expected.points.count
        && zip(got.sorted(by: Self.lexicographic), expected.points.sorted(by: Self.lexicographic)).allSatisfy {
          PlanarMath.length($0 - $1) <= Self.tolerance
        }
      if !close { failures.append("\(pair.name) intersections: points \(got) vs GEOS \(expected.points)") }
      if let problem = Self.problem(lines, expected) { failures.append("\(pair.name) intersections: \(problem)") }
    }
    #expect(cases >= 3_000)
    #expect(failures.isEmpty, "\(failures.count) of \(cases) differ:\n\(failures.prefix(12).joined(separator: "\n"))")
  }

  /// How `result` differs from GEOS's part of its dimension, or `nil`.
  static func problem(_ result: any Geometry, _ expected: MixedOverlayFixture.Result) -> String? {
    switch result {
    case let polygon as Polygon:
      let area = (try? GeometryEngine.area(of: polygon)) ?? 0
      return abs(abs(area) - expected.area) <= 1e-12 * Swift.max(1, expected.area)
        ? nil : "area \(area) vs \(expected.area)"
    case let line as Polyline:
      let paths = line.parts.map { $0.map { SIMD2($0.x, $0.y) } }
      let length = paths.reduce(0) { total, path in
        total + zip(path, path.dropFirst()).reduce(0) { $0 + PlanarMath.length($1.1 - $1.0) }
      }
      let distance = linearHausdorff(paths, expected.paths)
      return abs(length - expected.length) <= tolerance && distance <= tolerance
        ? nil : "length \(length) vs \(expected.length), Hausdorff \(distance)"
    default:
      let got = vectors(result).sorted(by: lexicographic)
      return got == expected.points.sorted(by: lexicographic) ? nil : "points \(got) vs GEOS \(expected.points)"
    }
  }

  static func vectors(_ geometry: any Geometry) -> [SIMD2<Double>] {
    switch geometry {
    case let point as Point: return point.isEmpty ? [] : [SIMD2(point.x, point.y)]
    case let multipoint as Multipoint: return multipoint.points.map { SIMD2($0.x, $0.y) }
    default: return []
    }
  }

  static func dimension(_ geometry: any Geometry) -> Int {
    geometry is Polygon ? 2 : geometry is Polyline ? 1 : 0
  }

  static func lexicographic(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Bool { p.x < q.x || (p.x == q.x && p.y < q.y) }
}
