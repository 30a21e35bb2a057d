import Foundation
import Testing

@testable import MeridianCore

/// `simplify` and `isSimple` of valid and invalid shapes, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `is_valid`, `is_simple`, `make_valid` (method
/// 'linework'), recorded by `scripts/geos-overlay/make-simplify-fixtures.py` in
/// `Fixtures/Overlay/simplify-cases.txt` (the format is in its header). ArcGIS's rule, documented in
/// docs/geometry.md: a polygon is simple when GEOS finds it valid, its shells run clockwise and holes
/// counter-clockwise, and no vertex repeats; a polyline when GEOS finds it simple and no vertex
/// repeats; a multipoint when GEOS finds it simple. A repaired polygon must be valid, and the area of
/// its symmetric difference with GEOS's repair at most 10⁻⁹ of the input rings' area (or of GEOS's
/// repair's, when larger: a bow-tie's rings have signed area 0).
@Suite("Simplify and isSimple against GEOS") struct SimplifyReferenceTests {
  @Test("Every recorded shape is judged and repaired as GEOS does") func agreesWithGEOS() throws {
    let url = try #require(
      Bundle.module.url(forResource: "simplify-cases", withExtension: "txt", subdirectory: "Fixtures/Overlay"))
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
    var cases = 0
    var failures: [String] = []
    for (index, line) in lines.enumerated() where index % OverlayFixture.caseStride == 0 {
      let halves = line.split(separator: "|", omittingEmptySubsequences: false)
      let fields = halves[0].split(separator: " ", maxSplits: 7)
      let flags = fields[1...4].map { $0 == "1" }
      let (valid, simple, oriented, repeated) = (flags[0], flags[1], flags[2], flags[3])
      let area = try #require(Double(String(fields[5])))
      let length = try #require(Double(String(fields[6])))
      let input = try OverlayFixture.rings(fields[7])
      cases += 1
      do {
        let problem: String?
        switch fields[0] {
        case "polygon":
          let repair = try OverlayFixture.rings(halves[1].dropFirst())
          problem = try Self.checkPolygon(
            input, expectSimple: valid && oriented && !repeated, area: area, repair: repair)
        case "polyline":
          problem = try Self.checkPolyline(input, expectSimple: simple && !repeated, length: length)
        default:
          let multipoint = Multipoint(points: input.flatMap { $0 }.map { Point(x: $0.x, y: $0.y) })
          problem = try GeometryEngine.isSimple(multipoint) == simple ? nil : "isSimple is not \(simple)"
        }
        if let problem { failures.append("case \(index + 1) (\(fields[0])): \(problem)") }
      } catch {
        failures.append("case \(index + 1): \(error)")
      }
    }
    #expect(cases >= 1_400 / OverlayFixture.caseStride)
    #expect(failures.isEmpty, "\(failures.count) of \(cases) differ: \(failures.prefix(20).joined(separator: "\n"))")
  }

  /// Compares one polygon's isSimple and repair with GEOS's; returns the difference found, or `nil`.
  static func checkPolygon(
    _ input: [[SIMD2<Double>]], expectSimple: Bool, area: Double, repair: [[SIMD2<Double>]]
  ) throws -> String? {
    let polygon = OverlayFixture.polygon(input)
    if try GeometryEngine.isSimple(polygon) != expectSimple { return "isSimple is not \(expectSimple)" }
    // The rings' own areas, or the repair's when crossings cancel them (a bow-tie's signed area is 0).
    let inputArea = Swift.max(area, input.reduce(0) { $0 + abs(PlanarMath.signedArea($1)) })
    let result = try #require(try GeometryEngine.simplify(polygon) as? Polygon)
    if let problem = overlayValidityProblem(result) { return "invalid repair: \(problem)" }
    let ours = result.isEmpty ? 0 : try GeometryEngine.area(of: result)
    if abs(ours - area) > 1e-9 * inputArea { return "area \(ours), GEOS \(area)" }
    let difference = try GeometryEngine.symmetricDifference(result, OverlayFixture.polygon(repair))
    let differenceArea = difference.isEmpty ? 0 : try GeometryEngine.area(of: difference)
    if differenceArea > 1e-9 * inputArea { return "symmetric difference with GEOS's repair: \(differenceArea)" }
    let shellsClockwise = result.parts.allSatisfy { ring in
      let vectors = ring.map { SIMD2($0.x, $0.y) }
      let signed = PlanarMath.signedArea(vectors)
      let depth = result.parts.filter { other in
        other != ring && PlanarMath.isRing(vectors, inside: other.map { SIMD2($0.x, $0.y) })
      }.count
      return depth % 2 == 1 ? signed > 0 : signed < 0
    }
    return shellsClockwise ? nil : "a shell is not clockwise or a hole not counter-clockwise"
  }

  /// Compares one polyline's isSimple with GEOS's and checks its simplified length and vertices.
  static func checkPolyline(_ input: [[SIMD2<Double>]], expectSimple: Bool, length: Double) throws -> String? {
    let polyline = Polyline(parts: input.map { $0.map { Point(x: $0.x, y: $0.y) } })
    if try GeometryEngine.isSimple(polyline) != expectSimple { return "isSimple is not \(expectSimple)" }
    let result = try #require(try GeometryEngine.simplify(polyline) as? Polyline)
    let ours = try GeometryEngine.length(of: result)
    if abs(ours - length) > 1e-12 * length { return "length \(ours), GEOS \(length)" }
    let repeats = result.parts.contains { path in path.indices.dropFirst().contains { path[$0] == path[$0 - 1] } }
    return repeats ? "the simplified polyline repeats a vertex" : nil
  }
}
