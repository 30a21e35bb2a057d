import Testing

@testable import MeridianCore

/// Polylines cut by polylines, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `shapely.ops.split(line, cutter)`, recorded by
/// `scripts/geos-overlay/make-cut-fixtures.py --polylines` in `Fixtures/Overlay/cut-polyline-cases.txt`
/// (the format is in its header). When GEOS leaves every path whole, Meridian must return nothing (not
/// cut); otherwise the parts of all its polylines must be GEOS's pieces, one for one: the same vertices
/// within 10⁻⁹ and the same length within 10⁻⁹. Sides are not in GEOS; `CutPolylineTests` checks them.
@Suite("Cut polylines against GEOS") struct CutPolylineReferenceTests {
  struct Case {
    var line: [[SIMD2<Double>]]
    var cutter: [[SIMD2<Double>]] = []
    var pieces: [(length: Double, points: [SIMD2<Double>])] = []
  }

  static func load() throws -> [Case] {
    var cases: [Case] = []
    for (tag, body) in try OverlayFixture.records("cut-polyline-cases") {
      switch tag {
      case "L": cases.append(Case(line: try OverlayFixture.rings(body)))
      case "C": cases[cases.count - 1].cutter = try OverlayFixture.rings(body)
      default:
        let fields = body.split(separator: " ", maxSplits: 1)
        let length = try #require(Double(String(fields[0])))
        cases[cases.count - 1].pieces.append((length, try OverlayFixture.rings(fields[1])[0]))
      }
    }
    return cases
  }

  @Test("Every recorded cut gives GEOS's pieces") func agreesWithGEOS() throws {
    var failures: [String] = []
    let cases = try Self.load()
    var checked = 0
    var cut = 0
    for (index, c) in cases.enumerated() where index % OverlayFixture.caseStride == 0 {
      checked += 1
      do {
        let (problem, wasCut) = try Self.check(c)
        if wasCut { cut += 1 }
        if let problem { failures.append("case \(index + 1): \(problem)") }
      } catch {
        failures.append("case \(index + 1): \(error)")
      }
    }
    #expect(checked >= 500 / OverlayFixture.caseStride)
    #expect(OverlayFixture.caseStride > 1 || cut > 300)
    #expect(failures.isEmpty, "\(failures.count) of \(checked) differ: \(failures.prefix(20).joined(separator: "\n"))")
  }

  /// Compares one cut with GEOS's pieces; returns the difference found, or `nil`, and whether it cut.
  static func check(_ c: Case) throws -> (String?, Bool) {
    let line = Polyline(parts: c.line.map { $0.map { Point(x: $0.x, y: $0.y) } })
    let cutter = Polyline(parts: c.cutter.map { $0.map { Point(x: $0.x, y: $0.y) } })
    let result = try GeometryEngine.cut(line, usingCutter: cutter).map { try #require($0 as? Polyline) }
    if c.pieces.map(\.points) == c.line {
      return (result.isEmpty ? nil : "cut into \(result.count) polylines, GEOS did not cut", false)
    }
    guard result.count >= 2 else { return ("not cut; GEOS made \(c.pieces.count) pieces", true) }
    var parts = result.flatMap(\.parts).map { $0.map { SIMD2($0.x, $0.y) } }
    guard parts.count == c.pieces.count else { return ("\(parts.count) pieces, GEOS made \(c.pieces.count)", true) }
    for piece in c.pieces {
      guard let k = parts.firstIndex(where: { same($0, piece.points) }) else {
        return ("GEOS's piece \(piece.points) is not among \(parts)", true)
      }
      let length = zip(parts[k], parts[k].dropFirst()).reduce(0) { $0 + PlanarMath.length($1.1 - $1.0) }
      if abs(length - piece.length) > 1e-9 { return ("piece length \(length), GEOS \(piece.length)", true) }
      parts.remove(at: k)
    }
    return (nil, true)
  }

  /// Whether two paths have the same vertices within 10⁻⁹, in either direction.
  static func same(_ a: [SIMD2<Double>], _ b: [SIMD2<Double>]) -> Bool {
    guard a.count == b.count else { return false }
    func close(_ b: [SIMD2<Double>]) -> Bool { zip(a, b).allSatisfy { PlanarMath.length($0 - $1) <= 1e-9 } }
    return close(b) || close(b.reversed())
  }
}
