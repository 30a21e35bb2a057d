import Testing

@testable import MeridianCore

/// The examples of issue 12 in the geometry core. Each trapped, hung or exhausted memory before the
/// fix; now each throws a typed error (or, for colours, gives a defined value).
@Suite("Regressions: issue 12, geometry") struct Issue12CoreRegressionTests {
  @Test("regression: normalizeCentralMeridian of x = 1e300 throws coordinateOutOfRange (it trapped in Int(_:))")
  func normalizeHugeX() {
    for sr in [SpatialReference.wgs84, .webMercator] {
      expectGeometryError({
        if case .coordinateOutOfRange(name: "x", value: 1e300, bound: 1e15) = $0 { true } else { false }
      }) {
        _ = try GeometryEngine.normalizeCentralMeridian(of: Point(x: 1e300, y: 0, spatialReference: sr))
      }
    }
  }

  @Test(
    "regression: normalizing a polyline near 1e20 throws at once (edge += 360 never moved, so it looped)",
    .timeLimit(.minutes(10)))
  func normalizePolylineNear1e20() {
    let line = Polyline(points: [Point(x: 1e20, y: 0, spatialReference: .wgs84), Point(x: 1e20 + 1e6, y: 1)])
    expectGeometryError({ if case .coordinateOutOfRange = $0 { true } else { false } }) {
      _ = try GeometryEngine.normalizeCentralMeridian(of: line)
    }
  }

  @Test("regression: geodeticDensify with a 1e-13 m segment throws outputTooLarge (Int of 1e19 trapped)")
  func densifyFemtometre() {
    // 0°,0° to 0°,90°: a quarter of the equator, 6,378,137 m × π/2 = 10,018,754 m, so ~1.0e20 steps,
    // more than Int holds (9.2e18): Int(_:) trapped.
    let line = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 90)])
    expectGeometryError({
      if case .outputTooLarge(_, let count, let limit) = $0 { count > 1e20 && limit == 1_000_000 } else { false }
    }) {
      _ = try GeometryEngine.geodeticDensify(line, maxSegmentLength: 1e-13)
    }
  }

  @Test("regression: geodeticDensify with a 1e-6 m segment throws before allocating (it exhausted memory)")
  func densifyMicrometre() {
    // 111,319.49 m / 1e-6 m ≈ 1.1e11 vertices, far over 1,000,000; refused from the plan, nothing built.
    let line = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 1)])
    expectGeometryError({
      if case .outputTooLarge(_, let count, _) = $0 { count > 1e11 && count < 1.2e11 } else { false }
    }) {
      _ = try GeometryEngine.geodeticDensify(line, maxSegmentLength: 1e-6)
    }
  }

  @Test("geodeticDensify just under the bound still works: 111,319 m at 112 m is 995 added vertices")
  func densifyUnderBound() throws {
    let line = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 1)])
    let result = try #require(try GeometryEngine.geodeticDensify(line, maxSegmentLength: 112) as? Polyline)
    // ceil(111,319.49 / 112) = 994 segments, so 995 vertices including both ends.
    #expect(result.parts[0].count == 995)
  }

  @Test("regression: a Color whose fields are set to NaN writes hex text (hexString trapped in Int(_:))")
  func colorNaNHex() {
    var color = Color.red
    color.red = .nan
    color.green = .infinity
    color.blue = 0.5
    color.alpha = -.infinity
    #expect(color.red == 0)
    #expect(color.green == 1)
    #expect(color.alpha == 0)
    // 0.5 × 255 = 127.5, rounded half away from zero to 128 = 0x80.
    #expect(color.hexString == "#00FF8000")
  }
}
