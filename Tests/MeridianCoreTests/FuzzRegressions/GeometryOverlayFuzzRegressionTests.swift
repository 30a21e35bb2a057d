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
}
