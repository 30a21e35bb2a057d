import Testing

@testable import MeridianCore

/// Inputs the `geometry-overlay` fuzz target found (Tests/Fuzz/Regressions/geometry-overlay/).
@Suite("Fuzz regressions: geometry overlay")
struct GeometryOverlayFuzzRegressionTests {
  /// `densify-one-point-nan`: a polyline whose only path is one point, (NaN, NaN). Densify checked the
  /// ends of every segment, and a one-point path has none, so the NaN came back as if it were valid.
  @Test("regression (fuzz geometry-overlay): densify of a one-point path at (NaN, NaN) throws nonFiniteCoordinate")
  func densifyOnePointNaN() {
    let line = Polyline(parts: [[Point(x: .nan, y: .nan)]])
    let error = #expect(throws: GeometryError.self) { try GeometryEngine.densify(line, maxSegmentLength: 0.7) }
    #expect(
      error?.description == "The coordinate x of part 0 near vertex 0 is nan; coordinates must be finite numbers.")
    // A finite one-point path comes back as it is.
    let point = Polyline(parts: [[Point(x: 1, y: 2)]])
    let kept = try? GeometryEngine.densify(point, maxSegmentLength: 0.7) as? Polyline
    #expect(kept?.parts.map { $0.map { [$0.x, $0.y] } } == [[[1, 2]]])
  }

  /// Two cuts the long pass of 2026-12-07 found, not yet fixed: cutters that retrace themselves. In
  /// `cut-back-and-forth-cutter` the cutter runs three times along one line across a concave
  /// quadrilateral; a piece came back with the cutting edge (3.862, 0.552)–(4.261, 0.609) in its rings
  /// once each way. In `cut-turning-on-boundary` the cutter runs along y = 5 from the polygon's edge,
  /// turns back onto that edge at (0, 5) and out again; a piece ran (0, 5)–(1, 5) both ways. A ring
  /// that runs along an edge and back (a spike) is not valid.
  static let retracingCuts: [(polygon: [(Double, Double)], cutter: [[(Double, Double)]])] = [
    ([(3, 4), (4, 0), (7, 7), (0, 6)], [[(7, 1), (0, 0), (7, 1), (0, 0)]]),
    ([(7, 1), (1, 0), (0, 0), (0, 6)], [[(0, 5), (7, 5), (6, 5), (1, 5), (0, 5), (7, 5)], [(4, 5), (4, 6)]]),
  ]

  @Test(
    "known issue (fuzz geometry-overlay): cutting along a line the cutter retraces gives pieces without spikes",
    arguments: retracingCuts.indices)
  func cutAlongRetracedLine(_ index: Int) throws {
    let (ring, paths) = Self.retracingCuts[index]
    let polygon = Polygon(points: ring.map { Point(x: $0.0, y: $0.1) })
    let cutter = Polyline(parts: paths.map { $0.map { Point(x: $0.0, y: $0.1) } })
    let pieces = try GeometryEngine.cut(polygon, usingCutter: cutter)
    // A segment and its reverse in one piece's rings: the piece runs along an edge and back.
    var retraced: [[Double]] = []
    for case let piece as Polygon in pieces {
      var segments: [[Double]] = []
      for ring in piece.parts where ring.count > 1 {
        for i in ring.indices {
          let (a, b) = (ring[i], ring[(i + 1) % ring.count])
          segments.append([a.x, a.y, b.x, b.y])
        }
      }
      retraced += segments.filter { s in segments.contains([s[2], s[3], s[0], s[1]]) }
    }
    withKnownIssue("PolygonCut keeps a cutting edge twice when the cutter retraces itself") {
      #expect(retraced.isEmpty, "segments run both ways: \(retraced)")
    }
  }
}
