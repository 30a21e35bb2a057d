import Foundation
import Testing

@testable import MeridianCore

/// Polygons cut by polylines, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `shapely.ops.split(polygon, cutter)`, recorded by
/// `scripts/geos-overlay/make-cut-fixtures.py` in `Fixtures/Overlay/cut-cases.txt` with each piece's
/// side of the cutter, found by the script apart from GEOS (the format is in its header). When GEOS
/// returns the polygon whole, Meridian must return no polygons (ArcGIS: not cut); otherwise its left
/// polygon must match GEOS's left pieces, its right polygon the right ones and its further polygons
/// the other pieces, each by area (within 10⁻⁹ of the polygon's area) and by the area of the
/// symmetric difference (at most 10⁻⁹ of the polygon's area), and every polygon must be valid.
@Suite("Cut against GEOS") struct CutReferenceTests {
  struct Case {
    var polygon: [[SIMD2<Double>]]
    var cutter: [[SIMD2<Double>]]
    var pieces: [(side: Substring, area: Double, rings: [[SIMD2<Double>]])] = []
  }

  static func load() throws -> [Case] {
    var cases: [Case] = []
    for (tag, body) in try OverlayFixture.records("cut-cases") {
      switch tag {
      case "P": cases.append(Case(polygon: try OverlayFixture.rings(body), cutter: []))
      case "C": cases[cases.count - 1].cutter = try OverlayFixture.rings(body)
      default:
        let fields = body.split(separator: " ", maxSplits: 2)
        let area = try #require(Double(String(fields[1])))
        cases[cases.count - 1].pieces.append((fields[0], area, try OverlayFixture.rings(fields[2])))
      }
    }
    return cases
  }

  @Test("Every recorded cut has GEOS's pieces on the recorded sides") func agreesWithGEOS() throws {
    var failures: [String] = []
    let cases = try Self.load()
    var checked = 0
    for (index, c) in cases.enumerated() where index % OverlayFixture.caseStride == 0 {
      checked += 1
      do {
        if let problem = try Self.check(c) { failures.append("case \(index + 1): \(problem)") }
      } catch {
        failures.append("case \(index + 1): \(error)")
      }
    }
    #expect(checked >= 600 / OverlayFixture.caseStride)
    #expect(failures.isEmpty, "\(failures.count) of \(checked) differ: \(failures.prefix(20).joined(separator: "\n"))")
  }

  /// Compares one cut with GEOS's pieces; returns the difference found, or `nil`.
  static func check(_ c: Case) throws -> String? {
    let polygon = OverlayFixture.polygon(c.polygon)
    let cutter = Polyline(parts: c.cutter.map { $0.map { Point(x: $0.x, y: $0.y) } })
    let result = try GeometryEngine.cut(polygon, usingCutter: cutter).map { try #require($0 as? Polygon) }
    let tolerance = 1e-9 * (try GeometryEngine.area(of: polygon))
    if c.pieces.count == 1 && c.pieces[0].side == "N" {
      return result.isEmpty ? nil : "cut into \(result.count) polygons, GEOS did not cut"
    }
    guard result.count >= 2 else { return "not cut; GEOS made \(c.pieces.count) pieces" }
    var expected: [(area: Double, rings: [[SIMD2<Double>]])] = [
      (0, []), (0, []),
    ]
    for piece in c.pieces {
      switch piece.side {
      case "L": expected[0] = (expected[0].area + piece.area, expected[0].rings + piece.rings)
      case "R": expected[1] = (expected[1].area + piece.area, expected[1].rings + piece.rings)
      default: expected.append((piece.area, piece.rings))
      }
    }
    guard expected.count == result.count else {
      return "\(result.count) polygons, GEOS's pieces make \(expected.count)"
    }
    var unmatched = Array(2..<result.count)
    for (k, piece) in expected.enumerated() {
      let candidates = k < 2 ? [k] : unmatched
      let match = try candidates.first { i in
        if let problem = overlayValidityProblem(result[i]) { throw GeometryError.unsupportedGeometry(problem) }
        let area = result[i].isEmpty ? 0 : try GeometryEngine.area(of: result[i])
        guard abs(area - piece.area) <= tolerance else { return false }
        let difference = try GeometryEngine.symmetricDifference(result[i], OverlayFixture.polygon(piece.rings))
        return (difference.isEmpty ? 0 : try GeometryEngine.area(of: difference)) <= tolerance
      }
      guard let i = match else { return "no polygon matches GEOS's piece \(k) of area \(piece.area)" }
      unmatched.removeAll { $0 == i }
    }
    return nil
  }
}
