import Foundation
import InternalMeridianUtilities
import Testing

@testable import MeridianCore

/// Ring nesting through the index over ring extents: the same depths as testing every pair, and
/// polygons of tens of thousands of rings written in n log n (the all-pairs test took minutes).
@Suite("Ring nesting")
struct RingNestingTests {
  static func square(_ x: Double, _ y: Double, _ side: Double, clockwise: Bool = false) -> [Point] {
    let ring = [Point(x: x, y: y), Point(x: x + side, y: y), Point(x: x + side, y: y + side), Point(x: x, y: y + side)]
    return clockwise ? [ring[0]] + ring[1...].reversed() : ring
  }

  /// The rings of an Esri JSON polygon text, as [[x, y]].
  static func rings(_ data: Data) throws -> [[[Double]]] {
    let value = try JSONParser.parse(data)
    let rings = try #require(value.object?["rings"]?.array)
    return try rings.map { ring in
      try #require(ring.array).map { point in try #require(point.array).compactMap(\.number) }
    }
  }

  @Test(
    "Nested squares: outer 0, hole 1, island 2, a square apart 0; a square touching its outer ring inside is a hole")
  func depthsByHand() {
    let rings = [
      Self.square(0, 0, 10),  // A: outer
      Self.square(1, 1, 8),  // B: inside A
      Self.square(2, 2, 6, clockwise: true),  // C: inside B, inside A
      Self.square(20, 0, 1),  // D: apart
      Self.square(0, 0, 1),  // E: inside A, sharing A's corner (the pieces of a clipped ring do)
    ]
    #expect(RingNesting(rings).depths() == [0, 1, 2, 0, 1])
    #expect(RingOrientation.depths(rings) == [0, 1, 2, 0, 1])
  }

  @Test("Esri JSON writes outer rings clockwise and holes counter-clockwise, each keeping its first point")
  func esriOrientationByHand() throws {
    let polygon = Polygon(
      parts: [
        Self.square(0, 0, 10), Self.square(1, 1, 8), Self.square(2, 2, 6, clockwise: true), Self.square(20, 0, 1),
      ],
      spatialReference: .webMercator)
    let rings = try Self.rings(try EsriJSONGeometryCoder().encode(polygon))
    // A was counter-clockwise: all but its first point reversed, then closed.
    #expect(rings[0] == [[0, 0], [0, 10], [10, 10], [10, 0], [0, 0]])
    // B is a hole and was counter-clockwise already.
    #expect(rings[1] == [[1, 1], [9, 1], [9, 9], [1, 9], [1, 1]])
    // C is an island in the hole (depth 2, outer again) and was clockwise already.
    #expect(rings[2] == [[2, 2], [2, 8], [8, 8], [8, 2], [2, 2]])
    // D lies apart: outer, reversed to clockwise.
    #expect(rings[3] == [[20, 0], [20, 1], [21, 1], [21, 0], [20, 0]])
  }

  @Test("The extent index lists every extent that meets a box and no other (checked against a scan)")
  func indexAgainstScan() {
    var generator = SystemRandomNumberGenerator()
    let boxes = (0..<2_000).map { _ -> RingExtentIndex.Box in
      let x = Double.random(in: -1_000...1_000, using: &generator)
      let y = Double.random(in: -1_000...1_000, using: &generator)
      return RingExtentIndex.Box(
        x, y, x + .random(in: 0...50, using: &generator), y + .random(in: 0...50, using: &generator))
    }
    let index = RingExtentIndex(boxes)
    for query in boxes.prefix(200) + [
      RingExtentIndex.Box(-2_000, -2_000, 2_000, 2_000), .init(5_000, 5_000, 5_001, 5_001),
    ] {
      var found: [Int] = []
      index.forEach(meeting: query) { found.append($0) }
      let expected = boxes.indices.filter { RingExtentIndex.meets(boxes[$0], query) }
      #expect(found.sorted() == expected)
    }
  }

  @Test("50,000 separate squares are written, each an outer ring, clockwise (all-pairs nesting took minutes)")
  func fiftyThousandSeparateRings() throws {
    let parts = (0..<50_000).map { i in Self.square(Double(i % 250) * 3, Double(i / 250) * 3, 1) }
    let polygon = Polygon(parts: parts, spatialReference: .webMercator)
    let rings = try Self.rings(try EsriJSONGeometryCoder().encode(polygon))
    #expect(rings.count == 50_000)
    // Each counter-clockwise square comes back clockwise: (x, y), (x, y+1), (x+1, y+1), (x+1, y).
    let wrong = rings.indices.filter { i in
      let (x, y) = (Double(i % 250) * 3, Double(i / 250) * 3)
      return rings[i] != [[x, y], [x, y + 1], [x + 1, y + 1], [x + 1, y], [x, y]]
    }
    #expect(wrong.isEmpty)
  }

  @Test("50,000 small squares inside one large ring are all holes: GeoJSON writes one polygon with 50,000 holes")
  func fiftyThousandHolesInOneRing() throws {
    let holes = (0..<50_000).map { i in Self.square(1 + Double(i % 250) * 3, 1 + Double(i / 250) * 3, 1) }
    let outer = Self.square(0, 0, 1_000)
    let polygon = Polygon(parts: [outer] + holes, spatialReference: .wgs84)
    #expect(RingNesting(polygon.parts).depths() == [0] + Array(repeating: 1, count: 50_000))
    let scaled = Polygon(
      parts: polygon.parts.map { $0.map { Point(x: $0.x / 20, y: $0.y / 20) } }, spatialReference: .wgs84)
    let value = try JSONParser.parse(try GeoJSONGeometryCoder().encode(scaled))
    #expect(value.object?["type"]?.string == "Polygon")
    #expect(value.object?["coordinates"]?.array?.count == 50_001)
  }
}
