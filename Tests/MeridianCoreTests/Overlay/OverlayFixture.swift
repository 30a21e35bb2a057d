import Foundation
import Testing

@testable import MeridianCore

/// GEOS's overlays of recorded polygon pairs, read from `Fixtures/Overlay/overlay-cases.txt` (made by
/// `scripts/geos-overlay/make-overlay-fixtures.py`) or `overlay-helsinki-cases.txt` (the extract's
/// touching and nested areas, by `make-helsinki-overlay-fixtures.py`); shapely 2.2.0, GEOS 3.14.1.
/// Each file's header describes the format and the inputs.
struct OverlayFixture {
  /// GEOS's result of one operation: its area, length and rings (`nil` when not recorded).
  struct Result {
    var area: Double
    var length: Double
    var rings: [[SIMD2<Double>]]?
  }

  /// One pair of inputs and GEOS's four results, keyed by U, I, D, X.
  struct Pair {
    var name: String
    var first: [[SIMD2<Double>]]
    var second: [[SIMD2<Double>]]
    var results: [Character: Result] = [:]
  }

  var pairs: [Pair] = []

  /// Every how many recorded cases a run checks: every one, but every 25th in CI's ThreadSanitizer run
  /// (`-DMERIDIAN_TSAN`), where these single-threaded sums run many times slower and have no
  /// concurrency for the sanitizer to watch; the plain run checks them all.
  static let caseStride: Int = {
    #if MERIDIAN_TSAN
    return 25
    #else
    return 1
    #endif
  }()

  /// Loads and parses a fixture of `Fixtures/Overlay`.
  static func load(_ name: String = "overlay-cases") throws -> OverlayFixture {
    var fixture = OverlayFixture()
    for (tag, body) in try records(name) {
      switch tag {
      case "P": fixture.pairs.append(Pair(name: String(body), first: [], second: []))
      case "A": fixture.pairs[fixture.pairs.count - 1].first = try rings(body)
      case "B": fixture.pairs[fixture.pairs.count - 1].second = try rings(body)
      default:
        let fields = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        let area = try #require(Double(String(fields[0])))
        let length = try #require(Double(String(fields[1])))
        let rest = fields.count > 2 ? fields[2] : ""
        fixture.pairs[fixture.pairs.count - 1].results[tag] = Result(
          area: area, length: length, rings: rest == "-" ? nil : try rings(rest))
      }
    }
    return fixture
  }

  /// The lines of a fixture in `Fixtures/Overlay` other than its `#` comments, as tag and body.
  static func records(_ name: String) throws -> [(tag: Character, body: Substring)] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures/Overlay"))
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      ($0.first ?? "#", $0.dropFirst(2))
    }
  }

  /// Parses `x y x y ...;x y ...` into rings.
  static func rings(_ text: Substring) throws -> [[SIMD2<Double>]] {
    try text.split(separator: ";").map { ring in
      let numbers = try ring.split(separator: " ").map { try #require(Double(String($0))) }
      return stride(from: 0, to: numbers.count - 1, by: 2).map { SIMD2(numbers[$0], numbers[$0 + 1]) }
    }
  }

  /// A polygon of rings, with no spatial reference.
  static func polygon(_ rings: [[SIMD2<Double>]]) -> Polygon {
    Polygon(parts: rings.map { $0.map { Point(x: $0.x, y: $0.y) } })
  }

  /// A recorded input: a polygon of the parts as rings, or a polyline of them as paths.
  static func geometry(_ parts: [[SIMD2<Double>]], isPolygon: Bool) -> any Geometry {
    isPolygon ? polygon(parts) : Polyline(parts: parts.map { $0.map { Point(x: $0.x, y: $0.y) } })
  }

  /// The rings or paths of a polygon or polyline result as vectors; none for any other geometry.
  static func parts(of geometry: any Geometry) -> [[SIMD2<Double>]] {
    ((geometry as? Polygon)?.parts ?? (geometry as? Polyline)?.parts ?? []).map { $0.map { SIMD2($0.x, $0.y) } }
  }
}

/// Checks what GEOS's `is_valid` checks of an overlay result, independently of the overlay: rings of
/// three points or more with area, no two edges crossing or overlapping. Returns the first problem, or
/// `nil` when there is none.
func overlayValidityProblem(_ polygon: Polygon) -> String? {
  let rings = polygon.parts.map { $0.map { SIMD2($0.x, $0.y) } }
  var edges: [(SIMD2<Double>, SIMD2<Double>)] = []
  for (r, ring) in rings.enumerated() {
    guard ring.count >= 3, PlanarMath.signedArea(ring) != 0 else { return "ring \(r) is degenerate" }
    for i in ring.indices { edges.append((ring[i], ring[(i + 1) % ring.count])) }
  }
  // A sweep over x: each edge meets only the edges whose x ranges overlap its own.
  edges.sort { Swift.min($0.0.x, $0.1.x) < Swift.min($1.0.x, $1.1.x) }
  for i in edges.indices {
    let (a, b) = edges[i]
    let maxX = Swift.max(a.x, b.x)
    for j in (i + 1)..<edges.count {
      let (c, d) = edges[j]
      if Swift.min(c.x, d.x) > maxX { break }
      guard PlanarMath.segmentsIntersect(a, b, c, d) else { continue }
      if PlanarMath.segmentsCross(a, b, c, d) && PlanarMath.segmentsCross(c, d, a, b) {
        return "edges \(a)-\(b) and \(c)-\(d) cross"
      }
      guard PlanarMath.isCollinear(a, b, with: c, d) else { continue }
      let inside = [c, d].contains { $0 != a && $0 != b && PlanarMath.isOnSegment($0, a, b) }
      let insideBack = [a, b].contains { $0 != c && $0 != d && PlanarMath.isOnSegment($0, c, d) }
      if inside || insideBack || Set([a, b]) == Set([c, d]) { return "edges \(a)-\(b) and \(c)-\(d) overlap" }
    }
  }
  return nil
}
