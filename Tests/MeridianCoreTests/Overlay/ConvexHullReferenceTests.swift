import Foundation
import Testing

@testable import MeridianCore

/// Convex hulls of point sets, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `shapely.convex_hull(MultiPoint(points))`,
/// recorded by `scripts/geos-overlay/make-hull-fixtures.py` in `Fixtures/Overlay/hull-cases.txt`
/// (uniform, integer-grid with repeats, collinear and nearly collinear sets; the format is in its
/// header). Meridian's hull must be of GEOS's kind with as many vertices, and its area and length equal
/// to GEOS's within 10⁻¹² relative.
@Suite("Convex hull against GEOS") struct ConvexHullReferenceTests {
  @Test("Every recorded hull has GEOS's kind, vertex count, area and length") func agreesWithGEOS() throws {
    let url = try #require(
      Bundle.module.url(forResource: "hull-cases", withExtension: "txt", subdirectory: "Fixtures/Overlay"))
    var cases = 0
    var failures: [String] = []
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ", maxSplits: 4)
      let area = try #require(Double(String(fields[1])))
      let length = try #require(Double(String(fields[2])))
      let count = try #require(Int(String(fields[3])))
      let numbers = try fields[4].split(separator: " ").map { try #require(Double(String($0))) }
      let points = stride(from: 0, to: numbers.count, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
      cases += 1
      let hull = try GeometryEngine.convexHull(for: Multipoint(points: points))
      let kind: String
      let vertices: Int
      switch hull {
      case is Point: (kind, vertices) = ("Point", 1)
      case let line as Polyline: (kind, vertices) = ("LineString", line.parts[0].count)
      case let polygon as Polygon: (kind, vertices) = ("Polygon", polygon.parts[0].count)
      default: (kind, vertices) = ("?", 0)
      }
      let ourArea = kind == "Polygon" ? try GeometryEngine.area(of: hull) : 0
      let ourLength = kind == "Point" ? 0 : try GeometryEngine.length(of: hull)
      if kind != String(fields[0]) || vertices != count || abs(ourArea - area) > 1e-12 * area
        || abs(ourLength - length) > 1e-12 * length
      {
        failures.append("line \(cases): \(kind) of \(vertices) vertices, area \(ourArea), length \(ourLength)")
      }
    }
    #expect(cases == 1_000)
    #expect(failures.isEmpty, "\(failures.count) differ: \(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test("A clockwise polygon for an area, exact turns for nearly collinear points") func worked() throws {
    let square = try GeometryEngine.convexHull(
      for: Multipoint(points: [
        Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1), Point(x: 0.5, y: 0.5),
      ]))
    let ring = try #require(square as? Polygon).parts[0].map { SIMD2($0.x, $0.y) }
    #expect(ring.count == 4)
    #expect(PlanarMath.signedArea(ring) == -1)
    // 0.1 + 0.2 is not 0.3 in doubles: (0.3, 0.30000000000000004) lies just above the line y = x.
    let nearly = try GeometryEngine.convexHull(
      for: Multipoint(points: [
        Point(x: 0, y: 0), Point(x: 0.3, y: 0.1 + 0.2), Point(x: 1, y: 1),
      ]))
    #expect(nearly is Polygon)
  }
}
