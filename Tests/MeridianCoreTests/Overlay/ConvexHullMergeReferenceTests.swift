import Foundation
import Testing

@testable import MeridianCore

/// Convex hulls of groups of geometries, merged and one by one, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `shapely.convex_hull` of each geometry and of
/// their `GeometryCollection`, recorded by `scripts/geos-overlay/make-hull-fixtures.py --merge` in
/// `Fixtures/Overlay/hull-merge-cases.txt` (groups of one to four points, multipoints, polylines and
/// polygons). Each hull must be of GEOS's kind with as many vertices, and its area and length equal
/// to GEOS's within 10⁻¹² relative.
@Suite("Convex hull of many geometries against GEOS") struct ConvexHullMergeReferenceTests {
  @Test("Merged and separate hulls have GEOS's kind, vertex count, area and length") func agreesWithGEOS() throws {
    var groups: [(merged: Substring, members: [(any Geometry, Substring)])] = []
    for (tag, body) in try OverlayFixture.records("hull-merge-cases") {
      switch tag {
      case "M": groups.append((body, []))
      case "G": groups[groups.count - 1].members.append((try MixedOverlayFixture.geometry(body), ""))
      default: groups[groups.count - 1].members[groups[groups.count - 1].members.count - 1].1 = body
      }
    }
    var cases = 0
    var failures: [String] = []
    for (index, group) in groups.enumerated() {
      let geometries = group.members.map(\.0)
      let merged = try GeometryEngine.convexHull(for: geometries, shouldMerge: true)
      let separate = try GeometryEngine.convexHull(for: geometries, shouldMerge: false)
      #expect(merged.count == 1 && separate.count == geometries.count)
      for (hull, expected) in zip(merged + separate, [group.merged] + group.members.map(\.1)) {
        cases += 1
        if let problem = try Self.problem(hull, expected) { failures.append("group \(index): \(problem)") }
      }
    }
    #expect(cases >= 700)
    #expect(failures.isEmpty, "\(failures.count) of \(cases) differ: \(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test("No geometries give no hull; mixed spatial references are refused") func edges() throws {
    #expect(try GeometryEngine.convexHull(for: [], shouldMerge: true).isEmpty)
    #expect(try GeometryEngine.convexHull(for: [], shouldMerge: false).isEmpty)
    let a = Point(x: 0, y: 0, spatialReference: .wgs84)
    let b = Point(x: 1, y: 1, spatialReference: .webMercator)
    #expect(throws: GeometryError.mismatchedSpatialReferences(.wgs84, .webMercator)) {
      try GeometryEngine.convexHull(for: [a, b], shouldMerge: true)
    }
    #expect(throws: GeometryError.self) {
      try GeometryEngine.convexHull(for: [a, Point(x: .infinity, y: 0)], shouldMerge: true)
    }
  }

  /// How a hull differs from GEOS's `<type> <area> <length> <count>`, or `nil`.
  static func problem(_ hull: any Geometry, _ expected: Substring) throws -> String? {
    let fields = expected.split(separator: " ")
    let area = try #require(Double(String(fields[1])))
    let length = try #require(Double(String(fields[2])))
    let count = try #require(Int(String(fields[3])))
    let (kind, vertices): (String, Int) =
      switch hull {
      case is Point: ("Point", 1)
      case let line as Polyline: ("LineString", line.parts[0].count)
      case let polygon as Polygon: ("Polygon", polygon.parts[0].count)
      default: ("?", 0)
      }
    let ourArea = kind == "Polygon" ? try GeometryEngine.area(of: hull) : 0
    let ourLength = kind == "Point" ? 0 : try GeometryEngine.length(of: hull)
    guard
      kind != String(fields[0]) || vertices != count || abs(ourArea - area) > 1e-12 * area
        || abs(ourLength - length) > 1e-12 * length
    else { return nil }
    return "\(kind) of \(vertices) vertices, area \(ourArea), length \(ourLength); GEOS \(expected)"
  }
}
