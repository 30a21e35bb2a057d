import Foundation
import Testing

@testable import MeridianCore

/// GEOS's overlays of points and polylines, read from `Fixtures/Overlay/mixed-overlay-cases.txt`.
///
/// Made by `scripts/geos-overlay/make-mixed-overlay-fixtures.py` (shapely 2.2.0, GEOS 3.14.1); the
/// script's header in the file describes the format and the inputs.
struct MixedOverlayFixture {
  /// GEOS's result of one operation, split by dimension.
  struct Result {
    var points: [SIMD2<Double>]
    var length: Double
    var area: Double
    var paths: [[SIMD2<Double>]]
  }

  struct Pair {
    var name: String
    var first: any Geometry
    var second: any Geometry
    var results: [Character: Result] = [:]
  }

  var pairs: [Pair] = []

  static func load() throws -> MixedOverlayFixture {
    var fixture = MixedOverlayFixture()
    var name = ""
    var first: (any Geometry)?
    for (tag, body) in try OverlayFixture.records("mixed-overlay-cases") {
      switch tag {
      case "P": name = String(body)
      case "A": first = try geometry(body)
      case "B": fixture.pairs.append(Pair(name: name, first: try #require(first), second: try geometry(body)))
      default:
        let fields = body.split(separator: "|", omittingEmptySubsequences: false)
        let numbers = fields[0].split(separator: " ")
        let points = try OverlayFixture.rings(fields[1]).first ?? []
        fixture.pairs[fixture.pairs.count - 1].results[tag] = Result(
          points: points, length: try #require(Double(String(numbers[1]))),
          area: try #require(Double(String(numbers[2]))), paths: try OverlayFixture.rings(fields[2]))
      }
    }
    return fixture
  }

  /// `<kind> <parts>` as a geometry.
  static func geometry(_ text: Substring) throws -> any Geometry {
    let kind = text.prefix { $0 != " " }
    let parts = try OverlayFixture.rings(text.dropFirst(kind.count + 1)).map { $0.map { Point(x: $0.x, y: $0.y) } }
    switch kind {
    case "point": return try #require(parts.first?.first)
    case "multipoint": return Multipoint(points: parts.first ?? [])
    case "polyline": return Polyline(parts: parts)
    default: return Polygon(parts: parts)
    }
  }
}

/// The largest distance from a vertex or segment midpoint of one set of paths to the other set, both
/// ways (a discrete Hausdorff distance); 0 when both are empty, infinity when only one is.
func linearHausdorff(_ p: [[SIMD2<Double>]], _ q: [[SIMD2<Double>]]) -> Double {
  func oneWay(_ from: [[SIMD2<Double>]], _ to: [[SIMD2<Double>]]) -> Double {
    var worst = 0.0
    for path in from {
      let probes = path + zip(path, path.dropFirst()).map { ($0 + $1) / 2 }
      for x in probes {
        var best = Double.infinity
        for other in to {
          for (a, b) in zip(other, other.dropFirst()) {
            best = Swift.min(best, PlanarMath.distance(x, toSegment: a, b))
          }
        }
        worst = Swift.max(worst, best)
      }
    }
    return worst
  }
  return Swift.max(oneWay(p, q), oneWay(q, p))
}
