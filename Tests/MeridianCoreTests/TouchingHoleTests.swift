import Foundation
import Testing

@testable import MeridianCore

/// A hole that touches its outer ring (the pieces of a ring clipped at the antimeridian do) is still a
/// hole: for areas and for the orientation the codecs write.
///
/// The outer ring is the square 0...10 × 0...10; the hole is the triangle (10, 5), (5, 3), (5, 7), whose
/// first vertex lies on the square's right edge. By hand: 100 − ½ · 4 · 5 = 90 square units.
@Suite("Holes touching their outer ring") struct TouchingHoleTests {
  static func polygon(_ spatialReference: SpatialReference) -> Polygon {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: spatialReference) }
    return Polygon(
      parts: [[p(0, 0), p(10, 0), p(10, 10), p(0, 10)], [p(10, 5), p(5, 3), p(5, 7)]],
      spatialReference: spatialReference)
  }

  func json(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func signedArea(_ ring: [[Double]]) -> Double {
    PlanarMath.signedArea(ring.dropLast().map { SIMD2($0[0], $0[1]) })
  }

  @Test("Planar area subtracts the touching hole: 100 − 10 = 90")
  func planarArea() throws {
    expectClose(try GeometryEngine.area(of: Self.polygon(.webMercator)), 90, tolerance: 1e-9)
  }

  @Test("Geodetic area subtracts it too, as pyproj's Geod.polygon_area_perimeter gives")
  func geodeticArea() throws {
    // pyproj 3.7.2, Geod(ellps='WGS84').polygon_area_perimeter: the square 1,227,877,191,609.6267 m²,
    // the triangle 122,724,269,585.8071 m²; the difference 1,105,152,922,023.8196 m².
    expectClose(try GeometryEngine.geodeticArea(of: Self.polygon(.wgs84)), 1_105_152_922_023.8196, tolerance: 1)
  }

  @Test("Esri JSON writes the outer ring clockwise and the touching hole counter-clockwise")
  func esriJSON() throws {
    let object = try json(try EsriJSONGeometryCoder().encode(Self.polygon(.webMercator)))
    let rings = try #require(object["rings"] as? [[[Double]]])
    #expect(rings.count == 2)
    #expect(signedArea(rings[0]) < 0, "outer clockwise")
    #expect(signedArea(rings[1]) > 0, "hole counter-clockwise")
  }

  @Test("GeoJSON keeps the touching hole in the same Polygon, clockwise")
  func geoJSON() throws {
    let object = try json(try GeoJSONGeometryCoder().encode(Self.polygon(.wgs84)))
    #expect(object["type"] as? String == "Polygon")
    let rings = try #require(object["coordinates"] as? [[[Double]]])
    #expect(rings.count == 2)
    #expect(signedArea(rings[0]) > 0, "exterior counter-clockwise")
    #expect(signedArea(rings[1]) < 0, "hole clockwise")
  }

  @Test("Rings are nested by a vertex or edge midpoint off the container's boundary")
  func nesting() {
    let square: [SIMD2<Double>] = [[0, 0], [10, 0], [10, 10], [0, 10]]
    // Every vertex on the square's boundary, edges through the inside: a diamond is inside.
    let diamond: [SIMD2<Double>] = [[5, 0], [10, 5], [5, 10], [0, 5]]
    #expect(PlanarMath.isRing(diamond, inside: square))
    #expect(!PlanarMath.isRing(square, inside: diamond))
    // Touching from outside is not inside; the same ring is not inside itself.
    let beside: [SIMD2<Double>] = [[10, 5], [15, 3], [15, 7]]
    #expect(!PlanarMath.isRing(beside, inside: square))
    #expect(!PlanarMath.isRing(square, inside: square))
  }
}
