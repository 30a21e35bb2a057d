import Foundation
import Testing

@testable import MeridianCore

/// Esri JSON text decoded and encoded once (`first`), then decoded and encoded again (`second`): a
/// stable round trip gives the same text twice.
private func esriRoundTrips(_ body: String) throws -> (first: String, second: String) {
  let coder = EsriJSONGeometryCoder()
  let first = try coder.encode(try coder.decode(Data(body.utf8)))
  let second = try coder.encode(try coder.decode(first))
  return (String(decoding: first, as: UTF8.self), String(decoding: second, as: UTF8.self))
}

/// Inputs the `geometry-coders` fuzz target found (Tests/Fuzz/Regressions/geometry-coders/).
@Suite("Fuzz regressions: geometry coders")
struct GeometryCoderFuzzRegressionTests {
  /// `esri-point-latitude-1e8`: a WGS84 point 10^8 degrees north. No geographic coordinate is beyond
  /// ±90° latitude; the decoder must refuse it (a map that zooms to it traps).
  @Test("regression (fuzz geometry-coders): Esri JSON {x:1, y:1e08, wkid 4326} throws GeometryError")
  func esriPointOffTheGlobeIsRefused() {
    let body = #"{"x":1,"y":1e08,"spatialReference":{"wkid":4326}}"#
    #expect(throws: GeometryError.self) { try EsriJSONGeometryCoder().decode(Data(body.utf8)) }
  }
}

/// Round trips the `geometry-coders` target found unstable.
@Suite("Fuzz regressions: geometry coder round trips")
struct GeometryCoderRoundTripFuzzRegressionTests {
  /// `esri-ring-of-one-repeated-point`: a ring of one point written twice (once with z). Writing closes
  /// a ring only when its last point differs from its first, and reading drops one closing point, so the
  /// ring loses a point on every round instead of reaching a fixed point.
  @Test("regression (fuzz geometry-coders): Esri JSON {rings:[[[0,0,0],[0,0]]]}: decode -> encode is a fixed point")
  func ringOfOneRepeatedPointIsStable() throws {
    let trips = try esriRoundTrips(#"{"rings":[[[0,0,0],[0,0]]]}"#)
    #expect(trips.second == trips.first)
  }

  /// `esri-hole-in-crossing-ring`: an outer ring that crosses itself and a hole. Whether the hole is
  /// inside was decided by its first vertex off the outer ring's boundary, and writing reverses the
  /// hole, which changes that vertex, so the hole was a hole on one round and an outer ring on the
  /// next. The least vertex decides now, whichever way the ring runs.
  @Test("regression (fuzz geometry-coders): a hole in a self-crossing ring keeps its orientation over a round trip")
  func holeInCrossingRingIsStable() throws {
    let body =
      #"{"rings":[[[5,0],[0,10],[10,10],[10,0],[0,0]],[[2,2],[4,2],[4,4],[2,2]]],"#
      + #""spatialReference":{"wkid":8652}}"#
    let trips = try esriRoundTrips(body)
    #expect(trips.second == trips.first)
  }
}

/// Geometries the `geometry-coders` target found decodable but not encodable.
@Suite("Fuzz regressions: geometry coder symmetry")
struct GeometryCoderSymmetryFuzzRegressionTests {
  /// `geojson-empty-multipolygon`: the writer refuses empty geometries ("GeoJSON has no empty
  /// geometries"), so the reader must refuse them too rather than return a polygon of no rings.
  @Test("regression (fuzz geometry-coders): GeoJSON {type: MultiPolygon, coordinates: []} throws GeometryError")
  func emptyMultiPolygonIsRefused() {
    let body = #"{"type":"MultiPolygon","coordinates":[]}"#
    #expect(throws: GeometryError.self) { try GeoJSONGeometryCoder().decode(Data(body.utf8)) }
  }

  /// `esri-ring-of-repeated-closing-points`: a ring that ends on its first point three times (once
  /// with a z, once as -0). Reading dropped one closing point and writing another, so the ring
  /// shrank each round. Both now drop every trailing point on the first, and writing closes the rest.
  @Test("regression (fuzz geometry-coders): a ring ending on its first point three times is stable over a round trip")
  func ringOfRepeatedClosingPointsIsStable() throws {
    let trips = try esriRoundTrips(#"{"rings":[[[0,0],[0,-0,101],[0,0],[0,0]],[[1,2],[5,2],[4,4],[4,4],[2,2]]]}"#)
    #expect(trips.second == trips.first)
    // The degenerate ring is one point, closed: [0,0] twice (the point with a z was a closing point).
    #expect(trips.first.contains("[[0,0],[0,0]]"))
  }

  @Test("regression (fuzz geometry-coders): a counter-clockwise ring whose second point lies on its first keeps both")
  func reversedRingKeepsPointOnItsStart() throws {
    // A = (0,0), A' = (0,-0) z 101, then (5,0) and (0,1): counter-clockwise, so it is written reversed.
    // Reversed with A first, A' came last and read back as a closing point (it was lost). Hand-worked:
    // the reversed order is A, (0,1), (5,0), A'; A' moves to the front and closes the ring.
    let trips = try esriRoundTrips(#"{"rings":[[[0,0],[0,-0,101],[5,0],[0,1]]]}"#)
    #expect(trips.second == trips.first)
    let polygon = try #require(try EsriJSONGeometryCoder().decode(Data(trips.first.utf8)) as? Polygon)
    let ring = try #require(polygon.parts.first)
    #expect(ring.map { [$0.x, $0.y] } == [[0, 0], [0, 0], [0, 1], [5, 0]])
    #expect(ring.map(\.z) == [101, 0, 0, 0])
  }
}
