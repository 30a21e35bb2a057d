import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianSampleData

/// The `geometry` suite's inputs, computed with the same floating-point operations, in the same order,
/// as `scripts/geos-overlay/bench-shapely.py`, so both sides overlay the same coordinates bit for bit.
enum GeometryData {
  /// The local metric projection of the Helsinki buildings (equirectangular about 24.94 E, 60.17 N):
  /// metres east and north are (λ − 24.94)·`east` and (φ − 60.17)·`north`, the Web Mercator sphere's
  /// metres per degree (`north`, 6,378,137·π/180) and that times cos 60.17° (`east`).
  static let origin = SIMD2(24.94, 60.17)
  static let metresPerDegree = SIMD2(55373.45992049121, 111319.49079327358)
  /// The offset between copies of the buildings: the extract spans less than 4 km either way.
  static let copyOffset = 4_000.0

  /// The Helsinki buildings (``SampleData/helsinkiBuildingRings()``) in the local projection, each a ring
  /// list read by the even-odd rule, rings without their closing point.
  static func buildings() throws -> [[[SIMD2<Double>]]] {
    try SampleData.helsinkiBuildingRings().map { building in
      building.map { ring in ring.dropLast().map { ($0 - origin) * metresPerDegree } }
    }
  }

  /// `count` copies of the buildings, copy c moved by `copyOffset` times (c mod columns, c / columns),
  /// with as many columns as rows or twice as many (1×1, 2×1, 2×2, 4×2, 4×4).
  static func copies(_ buildings: [[[SIMD2<Double>]]], count: Int) -> [[[SIMD2<Double>]]] {
    let columns = 1 << ((count.trailingZeroBitCount + 1) / 2)
    var result: [[[SIMD2<Double>]]] = []
    for copy in 0..<count {
      let shift = SIMD2(Double(copy % columns), Double(copy / columns)) * copyOffset
      result += buildings.map { building in building.map { ring in ring.map { $0 + shift } } }
    }
    return result
  }

  /// Every ring with a midpoint, (a + b)·0.5, inserted after each vertex, `times` times over.
  static func densified(_ rings: [[SIMD2<Double>]], times: Int) -> [[SIMD2<Double>]] {
    var rings = rings
    for _ in 0..<times {
      rings = rings.map { ring in
        ring.indices.flatMap { i in [ring[i], (ring[i] + ring[(i + 1) % ring.count]) * 0.5] }
      }
    }
    return rings
  }

  /// The Natural Earth countries in degrees, in file order, rings without their closing point.
  static func countries() throws -> [[[SIMD2<Double>]]] {
    let data = try Data(contentsOf: try sampleResourceURL("naturalearth-countries.geojson"))
    guard let features = try JSONParser.parse(data).object?["features"]?.array else {
      throw GeometryError.malformedInput("naturalearth-countries.geojson has no \"features\"")
    }
    return try features.enumerated().map { index, feature in
      guard let geometry = feature.object?["geometry"],
        let polygon = try GeoJSONGeometryCoder.geometry(geometry, path: "features[\(index)]") as? Polygon
      else { throw GeometryError.malformedInput("features[\(index)] is not a polygon") }
      return polygon.parts.map { part in
        var ring = part.map { SIMD2($0.x, $0.y) }
        if ring.count > 1, ring.first == ring.last { ring.removeLast() }
        return ring
      }
    }
  }

  /// The pairs (i < j) of countries whose polygons intersect (touching included), by envelope first.
  static func neighbours(_ countries: [Polygon]) throws -> [(Int, Int)] {
    let boxes = countries.map(\.extent)
    var pairs: [(Int, Int)] = []
    for i in countries.indices {
      for j in (i + 1)..<countries.count
      where boxes[i].intersects(boxes[j]) {
        if try GeometryEngine.intersects(countries[i], countries[j]) { pairs.append((i, j)) }
      }
    }
    return pairs
  }

  /// A polygon of rings in a spatial reference.
  static func polygon(_ rings: [[SIMD2<Double>]], _ spatialReference: SpatialReference? = nil) -> Polygon {
    Polygon(
      parts: rings.map { $0.map { Point(x: $0.x, y: $0.y, spatialReference: spatialReference) } },
      spatialReference: spatialReference)
  }
}
