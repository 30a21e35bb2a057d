import Foundation
import Testing

@testable import MeridianCore

/// Geodetic buffers against GeographicLib.
///
/// Reference: geographiclib 2.1 (PyPI), 2026-12-07, recorded by
/// `scripts/geodesic/make-geodetic-buffer-fixtures.py` in `Fixtures/Geodesic/geodetic-buffer-cases.txt`
/// (inputs and format in its header): for points and segments, the area inside GeographicLib's own
/// true outline. Every third vertex of Meridian's buffer and the middle of its edge (a geodesic) must lie
/// at the buffer distance from the input within the maximum deviation (distances by Karney's
/// geodesics, which `GeodesicTests` checks against pyproj), and its geodetic area must be within
/// perimeter × deviation of the reference area.
@Suite("Geodetic buffer against GeographicLib") struct GeodeticBufferReferenceTests {
  struct Case {
    var kind: Substring
    var distance: Double
    var deviation: Double
    var area: Double?
    var points: [SIMD2<Double>]

    var geometry: any Geometry {
      let points = points.map { Point(x: $0.x, y: $0.y, spatialReference: .wgs84) }
      switch kind {
      case "P": return points[0]
      case "M": return Multipoint(points: points, spatialReference: .wgs84)
      case "L": return Polyline(points: points, spatialReference: .wgs84)
      default: return Polygon(points: points, spatialReference: .wgs84)
      }
    }
  }

  static func load() throws -> [Case] {
    let url = try #require(
      Bundle.module.url(forResource: "geodetic-buffer-cases", withExtension: "txt", subdirectory: "Fixtures/Geodesic"))
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      let fields = $0.split(separator: " ")
      let numbers = try fields.dropFirst(4).map { try #require(Double(String($0))) }
      return Case(
        kind: fields[0], distance: try #require(Double(String(fields[1]))),
        deviation: try #require(Double(String(fields[2]))), area: Double(String(fields[3])),
        points: stride(from: 0, to: numbers.count - 1, by: 2).map { SIMD2(numbers[$0], numbers[$0 + 1]) })
    }
  }

  @Test("Outline vertices and edge middles lie at the distance; areas match GeographicLib's")
  func agreesWithGeographicLib() throws {
    let cases = try Self.load()
    #expect(cases.count == 39)
    var failures: [String] = []
    var areas = 0
    for c in cases {
      let buffer = try GeometryEngine.geodeticBuffer(
        around: c.geometry, distance: c.distance, maxDeviation: c.deviation)
      var worst = 0.0
      for ring in buffer.parts {
        for (k, p) in ring.enumerated() where k % 3 == 0 {
          let q = ring[(k + 1) % ring.count]
          let line = Geodesic.wgs84.inverse(lat1: p.y, lon1: p.x, lat2: q.y, lon2: q.x)
          let middle = Geodesic.wgs84.direct(lat1: p.y, lon1: p.x, azi1: line.azi1, s12: line.s12 / 2)
          for v in [SIMD2(p.x, p.y), SIMD2(middle.lon2, middle.lat2)] {
            worst = max(worst, abs(Self.distance(from: v, to: c) - abs(c.distance)))
          }
        }
      }
      if worst > c.deviation { failures.append("\(c.kind) \(c.points[0]) d \(c.distance): off by \(worst) m") }
      if let reference = c.area {
        areas += 1
        let area = try GeometryEngine.geodeticArea(of: buffer)
        let allowed = try GeometryEngine.geodeticLength(of: buffer) * c.deviation
        if abs(area - reference) > allowed {
          failures.append("\(c.kind) \(c.points[0]) d \(c.distance): area \(area), GeographicLib \(reference)")
        }
      }
    }
    #expect(areas == 35)
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count): \(failures.joined(separator: "\n"))")
  }

  /// The geodesic distance from a point (longitude, latitude) to a case's input (a polygon's outline).
  static func distance(from v: SIMD2<Double>, to c: Case) -> Double {
    switch c.kind {
    case "P", "M":
      return c.points.map { Geodesic.wgs84.inverse(lat1: v.y, lon1: v.x, lat2: $0.y, lon2: $0.x).s12 }.min() ?? .nan
    case "L":
      return zip(c.points, c.points.dropFirst()).map { distance(from: v, toSegment: $0, $1) }.min() ?? .nan
    default:
      return c.points.indices.map { distance(from: v, toSegment: c.points[$0], c.points[($0 + 1) % c.points.count]) }
        .min() ?? .nan
    }
  }

  /// The distance from `v` to the geodesic segment `a`–`b`: a golden-section search along it.
  static func distance(from v: SIMD2<Double>, toSegment a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let line = Geodesic.wgs84.inverse(lat1: a.y, lon1: a.x, lat2: b.y, lon2: b.x)
    func f(_ s: Double) -> Double {
      let p = Geodesic.wgs84.direct(lat1: a.y, lon1: a.x, azi1: line.azi1, s12: s)
      return Geodesic.wgs84.inverse(lat1: v.y, lon1: v.x, lat2: p.lat2, lon2: p.lon2).s12
    }
    let ratio = (5.0.squareRoot() - 1) / 2
    var (lo, hi) = (0.0, line.s12)
    var (m1, m2) = (hi - ratio * hi, ratio * hi)
    var (f1, f2) = (f(m1), f(m2))
    for _ in 0..<45 {
      if f1 < f2 {
        (hi, m2, f2) = (m2, m1, f1)
        m1 = hi - ratio * (hi - lo)
        f1 = f(m1)
      } else {
        (lo, m1, f1) = (m1, m2, f2)
        m2 = lo + ratio * (hi - lo)
        f2 = f(m2)
      }
    }
    return min(f(0), f(line.s12), f1, f2)
  }
}
