import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

/// Graphics writes polygon rings by Core's rule (`RingOrientation.oriented`), so a feature's geometry
/// and `EsriJSONGeometryCoder` agree on which ring is a hole.
@Suite("Esri JSON ring orientation (Core's rule)")
struct EsriJSONRingOrientationTests {
  /// A hole whose first point, (4,1), lies on the outer square's right edge. The old Graphics rule
  /// tested only that first point (even-odd), found it outside, and wrote the hole clockwise as an outer
  /// ring. Core's rule probes the hole's least vertex off the boundary, (3,1), which is inside, so the
  /// hole is written counter-clockwise from its first point: (4,1) (4,2) (3,2) (3,1) (4,1) — up the
  /// right side, left along the top, down, right along the bottom.
  @Test("A hole whose first point is on the outer ring's boundary is still written as a hole")
  func holeTouchingOuterBoundary() throws {
    let outer = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)]
    let hole = [Point(x: 4, y: 1), Point(x: 3, y: 1), Point(x: 3, y: 2), Point(x: 4, y: 2)]
    let polygon = Polygon(parts: [outer, hole])
    let data = try EsriJSON.encode(Graphic(geometry: polygon))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rings = try #require((object["geometry"] as? [String: Any])?["rings"] as? [[[Double]]])
    #expect(rings[0] == [[0, 0], [0, 4], [4, 4], [4, 0], [0, 0]])
    #expect(rings[1] == [[4, 1], [4, 2], [3, 2], [3, 1], [4, 1]])

    let core = try #require(
      try JSONSerialization.jsonObject(with: EsriJSONGeometryCoder().encode(polygon)) as? [String: Any])
    #expect(core["rings"] as? [[[Double]]] == rings)
  }
}
