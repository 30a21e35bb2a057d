import Foundation
import Testing

@testable import MeridianCore

/// `GeometryEngine.labelPoint(for:)` and the pole-of-inaccessibility kernel, against two references.
///
/// Reference: python-polylabel 0.6 (a port of mapbox/polylabel, the algorithm implemented here),
/// `polylabel(rings, precision=p, with_distance=True)`, and shapely 2.2.0's `shapely.ops.polylabel(polygon,
/// p)` (GEOS 3.14.1's MaximumInscribedCircle) with the distance `polygon.exterior.distance(point)` (the
/// nearest ring for the donut and South Africa), 2026-12-05. Both answers are within `p` of the largest
/// distance, so ours must be within `p` of each. By hand: the square's pole is its centre (5), the 6-8-10
/// triangle's its incentre (2, 2) with inradius 24/12 = 2, the 1,000 × 1 strip's 0.5 anywhere on its
/// midline, and the donut's (a 10 square with a 4 square hole) a corner circle touching two sides and the
/// hole's corner: r = 3√2/(1 + √2) ≈ 1.7574.
@Suite("Label point: pole of inaccessibility against polylabel and GEOS") struct LabelPointTests {
  struct LabelCase: CustomTestStringConvertible {
    var name: String
    var rings: [[SIMD2<Double>]]
    var precision: Double
    var mapbox: (SIMD2<Double>, Double)
    var geos: (SIMD2<Double>, Double)
    init(
      _ name: String, _ rings: [[SIMD2<Double>]], precision: Double, mapbox: (SIMD2<Double>, Double),
      geos: (SIMD2<Double>, Double)
    ) {
      (self.name, self.rings, self.precision, self.mapbox, self.geos) = (name, rings, precision, mapbox, geos)
    }
    var testDescription: String { name }
  }

  static let cases: [LabelCase] = [
    LabelCase(
      "square", [[[0, 0], [10, 0], [10, 10], [0, 10]]], precision: 0.01,
      mapbox: (SIMD2(5.0, 5.0), 5.0),
      geos: (SIMD2(5.000000000000001, 5.0), 4.999999999999999)),
    LabelCase(
      "L-shape", [[[0, 0], [10, 0], [10, 2], [2, 2], [2, 10], [0, 10]]], precision: 0.01,
      mapbox: (SIMD2(1.171875, 1.171875), 1.1711456063402192),
      geos: (SIMD2(1.171875, 1.171875), 1.1711456063402192)),
    LabelCase(
      "U-shape", [[[0, 0], [10, 0], [10, 10], [7, 10], [7, 3], [3, 3], [3, 10], [0, 10]]], precision: 0.01,
      mapbox: (SIMD2(1.7578125, 1.7578125), 1.756718409510329),
      geos: (SIMD2(1.7578125, 1.7578125), 1.756718409510329)),
    LabelCase(
      "donut", [[[0, 0], [10, 0], [10, 10], [0, 10]], [[3, 3], [7, 3], [7, 7], [3, 7]]], precision: 0.01,
      mapbox: (SIMD2(1.7578125, 1.7578125), 1.756718409510329),
      geos: (SIMD2(1.7578125, 1.7578125), 1.756718409510329)),
    LabelCase(
      "thin rectangle", [[[0, 0], [1000, 0], [1000, 1], [0, 1]]], precision: 0.01,
      mapbox: (SIMD2(500.0, 0.5), 0.5),
      geos: (SIMD2(0.5000000000000001, 0.5), 0.5)),
    LabelCase(
      "triangle", [[[0, 0], [6, 0], [0, 8]]], precision: 0.001,
      mapbox: (SIMD2(1.9998779296875, 1.9998779296875), 1.9998779296875),
      geos: (SIMD2(2.0, 2.0), 2.0)),
    LabelCase(
      "Italy", Array(NaturalEarthSample.country("Italy")[0...0]), precision: 0.01,
      mapbox: (SIMD2(10.912679753164408, 45.16439703715988), 1.4289691906134128),
      geos: (SIMD2(10.91397973841424, 45.16403772446661), 1.4298010095501992)),
    LabelCase(
      "Norway", Array(NaturalEarthSample.country("Norway")[0...0]), precision: 0.01,
      mapbox: (SIMD2(16.15321224609375, 78.40424794921873), 1.6229448862487954),
      geos: (SIMD2(16.162186982421876, 78.40523541992188), 1.624076898026873)),
    LabelCase(
      "Chile", Array(NaturalEarthSample.country("Chile")[1...1]), precision: 0.01,
      mapbox: (SIMD2(-73.1371283694888, -45.894930896595326), 1.438619486382155),
      geos: (SIMD2(-73.13483635331929, -45.8899849465893), 1.4382868732107197)),
    LabelCase(
      "South Africa", Array(NaturalEarthSample.country("South Africa")[0...1]), precision: 0.01,
      mapbox: (SIMD2(23.262018370936, -30.077295117548605), 3.731978334587954),
      geos: (SIMD2(23.263424572954253, -30.07719094462345), 3.7319572543645405)),
  ]

  @Test("The kernel finds the largest distance to within its precision", arguments: cases)
  func kernel(_ c: LabelCase) throws {
    let result = try #require(PoleOfInaccessibility.find(in: FlatParts(c.rings), precision: c.precision))
    #expect(result.isComplete)
    #expect(abs(result.distance - c.mapbox.1) <= c.precision)
    #expect(abs(result.distance - c.geos.1) <= c.precision)
    #expect(PlanarMath.isInside(result.point, rings: c.rings))
    expectClose(
      PoleOfInaccessibility.signedDistance(result.point, to: FlatParts(c.rings)), result.distance, tolerance: 0)
  }

  @Test(
    "labelPoint(for:) gives an inside point as far from the outline as the references, to its precision",
    arguments: cases)
  func publicAPI(_ c: LabelCase) throws {
    let polygon = Polygon(
      parts: c.rings.map { $0.map { Point.mercator($0.x, $0.y) } }, spatialReference: .webMercator)
    let point = try GeometryEngine.labelPoint(for: polygon)
    #expect(point.spatialReference == .webMercator)
    let p = SIMD2(point.x, point.y)
    #expect(PlanarMath.isInside(p, rings: c.rings))
    // The public precision: a hundredth of the smaller of the extent and the largest ring's √area.
    var low = c.rings[0][0]
    var high = low
    for q in c.rings.joined() {
      low = pointwiseMin(low, q)
      high = pointwiseMax(high, q)
    }
    let largest = c.rings.map { abs(PlanarMath.signedArea($0)) }.max() ?? 0
    let precision = Swift.min(largest.squareRoot(), (high - low).min()) * 1e-2
    let distance = PoleOfInaccessibility.signedDistance(p, to: FlatParts(c.rings))
    #expect(distance >= Swift.max(c.mapbox.1, c.geos.1) - precision - c.precision)
  }

  @Test("By hand: the square's centre, the triangle's incentre, the strip's midline, the donut's corner circle")
  func byHand() throws {
    func pole(_ rings: [[SIMD2<Double>]], _ precision: Double) throws -> PoleOfInaccessibility.Result {
      try #require(PoleOfInaccessibility.find(in: FlatParts(rings), precision: precision))
    }
    let square = try pole([[[0, 0], [10, 0], [10, 10], [0, 10]]], 1e-6)
    #expect(square.point == SIMD2(5, 5) && square.distance == 5)
    let triangle = try pole([[[0, 0], [6, 0], [0, 8]]], 1e-9)
    expectClose(triangle.distance, 2, tolerance: 1e-9)
    expectClose(PlanarMath.length(triangle.point - SIMD2(2, 2)), 0, tolerance: 1e-4)
    let strip = try pole([[[0, 0], [1000, 0], [1000, 1], [0, 1]]], 1e-3)
    expectClose(strip.distance, 0.5, tolerance: 1e-3)
    let donut = try pole([[[0, 0], [10, 0], [10, 10], [0, 10]], [[3, 3], [7, 3], [7, 7], [3, 7]]], 1e-9)
    expectClose(donut.distance, 3 * 2.0.squareRoot() / (1 + 2.0.squareRoot()), tolerance: 1e-9)
  }

  @Test("A crescent: the label point is inside, where the centroid is not")
  func crescent() throws {
    // A disc of radius 10 with a hole of radius 6.5 centred 3 to the right: by hand, the thickest part
    // is on the left, between x = -10 and x = 3 - 6.5 = -3.5, so the pole is near (-6.75, 0) with a
    // distance near 3.25; the area centroid, near (-2.2, 0), lies in the hole.
    func circle(_ center: SIMD2<Double>, _ radius: Double) -> [SIMD2<Double>] {
      (0..<72).map { k in
        let angle = Double(k) * Double.pi / 36
        return center + radius * SIMD2(cos(angle), sin(angle))
      }
    }
    let rings = [circle(SIMD2(0, 0), 10), circle(SIMD2(3, 0), 6.5)]
    let polygon = Polygon(
      parts: rings.map { $0.map { Point.mercator($0.x, $0.y) } }, spatialReference: .webMercator)
    let point = try GeometryEngine.labelPoint(for: polygon)
    #expect(PlanarMath.isInside(SIMD2(point.x, point.y), rings: rings))
    // The gap narrows only slowly away from the axis, so the distance pins the point better than y does.
    expectClose(point.x, -6.75, tolerance: 0.1)
    expectClose(
      PoleOfInaccessibility.signedDistance(SIMD2(point.x, point.y), to: FlatParts(rings)), 3.245, tolerance: 0.02)
  }

  @Test("A strip a billion times longer than wide stays within the probe bound")
  func extremeStrip() throws {
    let rings: [[SIMD2<Double>]] = [[[0, 0], [1e9, 0], [1e9, 1], [0, 1]]]
    let result = try #require(PoleOfInaccessibility.find(in: FlatParts(rings), precision: 1e-3, maximumProbes: 10_000))
    // The first grid fits the bound; the search stops splitting once it is reached (four at a time).
    #expect(result.probes <= 10_000 + 2 + 4)
    #expect(PoleOfInaccessibility.find(in: FlatParts(rings), precision: .nan) == nil)
    #expect(PoleOfInaccessibility.find(in: FlatParts(rings), precision: 0) == nil)
  }

  @Test("Bad input: empty, NaN, degenerate and arealess polygons")
  func badInput() {
    expectGeometryError({ if case .emptyGeometry = $0 { true } else { false } }) {
      _ = try GeometryEngine.labelPoint(for: Polygon(parts: []))
    }
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try GeometryEngine.labelPoint(for: Polygon(points: [.mercator(0, 0), .mercator(.nan, 1), .mercator(1, 0)]))
    }
    expectGeometryError({ if case .degeneratePart = $0 { true } else { false } }) {
      _ = try GeometryEngine.labelPoint(for: Polygon(points: [.mercator(0, 0), .mercator(1, 1)]))
    }
    expectGeometryError({ if case .emptyGeometry = $0 { true } else { false } }) {
      _ = try GeometryEngine.labelPoint(for: Polygon(points: [.mercator(0, 0), .mercator(1, 1), .mercator(2, 2)]))
    }
  }
}
