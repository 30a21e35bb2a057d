import Testing

@testable import MeridianCore

/// Issue 23's geometry answers that disagreed with GEOS: points a nanometre from an edge far from the
/// origin, and the area of small rings far from it.
///
/// Reference: shapely 2.2.0 on GEOS 3.14.1 (Python 3.11 venv, `pip install shapely pyproj`), 2026-12-05:
/// `shapely.intersects(Polygon(ring), Point(x, y))`, `shapely.covers`, `shapely.touches` and
/// `shapely.intersects(LineString(edge), ...)` on the doubles below; the distances in the comments are
/// the exact signed distances from the edge, computed with Python's `fractions.Fraction`.
@Suite("Regressions: issue 23, geometry") struct Issue23GeometryRegressionTests {
  /// Viti Levu (Fiji) from Natural Earth 1:110m (public domain), projected to Web Mercator with pyproj
  /// 3.7.2 (`Transformer.from_crs(4326, 3857, always_xy=True)`): x ≈ 1.98·10⁷ m, where a double's
  /// spacing is 3.7·10⁻⁹ m and the old snapping tolerance (10⁻¹⁰ of the magnitude) was 2 mm.
  static let vitiLevu: [SIMD2<Double>] = [
    [19828847.749661606, -1979667.9386686543], [19856458.322963063, -1960429.8862654774],
    [19894803.434761714, -1994105.8877853728], [19876396.756959043, -2055182.39000658],
    [19807373.10669268, -2071284.9654493728], [19746013.803367425, -2056790.9046761324],
    [19735280.37806514, -2005344.3248247136], [19778230.77719791, -1965237.4804305374],
  ]

  static var polygon: Polygon {
    Polygon(points: vitiLevu.map { Point.mercator($0.x, $0.y) }, spatialReference: .webMercator)
  }

  static func edge(_ index: Int) -> Polyline {
    Polyline(
      points: [vitiLevu[index], vitiLevu[index + 1]].map { Point.mercator($0.x, $0.y) },
      spatialReference: .webMercator)
  }

  /// Points beside edges 0, 2 and 4 of the ring (its vertex i to i + 1), with shapely's
  /// `intersects(polygon, point)`; the comment is the exact signed distance from the edge (negative
  /// inside the ring). Shapely says `touches` is false and `intersects(edge, point)` false for all:
  /// none lies on the edge.
  static let nearEdge: [(point: SIMD2<Double>, edge: Int, intersects: Bool)] = [
    (SIMD2(19842653.036312334, -1970048.912467066), 0, true),  // -9.55e-11 m
    (SIMD2(19842653.036312334, -1970048.9124670657), 0, false),  // +9.55e-11 m
    (SIMD2(19842653.036312334, -1970048.9124670662), 0, true),  // -2.87e-10 m
    (SIMD2(19842653.036312334, -1970048.9124670655), 0, false),  // +2.87e-10 m
    (SIMD2(19842653.036312334, -1970048.9124670653), 0, false),  // +4.78e-10 m
    (SIMD2(19881918.760299847, -2036859.4393402173), 2, false),  // +1.64e-09 m
    (SIMD2(19885600.095860377, -2024644.1388959768), 2, true),  // -1.65e-09 m
    (SIMD2(19889281.431420915, -2012428.8384517345), 2, false),  // +1.66e-09 m
    (SIMD2(19881918.760299847, -2036859.4393402175), 2, false),  // +1.70e-09 m
    (SIMD2(19885600.095860377, -2024644.1388959766), 2, true),  // -1.72e-09 m
    (SIMD2(19776693.455030054, -2064037.935062753), 4, false),  // +2.50e-11 m
    (SIMD2(19788965.315695103, -2066936.7472174007), 4, true),  // -4.03e-11 m
    (SIMD2(19764421.594365, -2061139.1229081044), 4, false),  // +4.03e-11 m
    (SIMD2(19788965.315695103, -2066936.747217401), 4, false),  // +1.86e-10 m
    (SIMD2(19764421.594365, -2061139.1229081042), 4, true),  // -1.86e-10 m
  ]

  @Test("Points within a nanometre of an edge at Fiji's longitude are placed as GEOS places them")
  func pointsNearAnEdge() throws {
    for (index, c) in Self.nearEdge.enumerated() {
      let point = Point.mercator(c.point.x, c.point.y)
      #expect(try GeometryEngine.intersects(Self.polygon, point) == c.intersects, "case \(index)")
      // None is on the boundary, so contains (GEOS's covers) and within agree with intersects.
      #expect(try GeometryEngine.contains(Self.polygon, point) == c.intersects, "case \(index)")
      #expect(try GeometryEngine.within(point, Self.polygon) == c.intersects, "case \(index)")
      #expect(try !GeometryEngine.intersects(Self.edge(c.edge), point), "case \(index)")
      #expect(try !GeometryEngine.contains(Self.edge(c.edge), point), "case \(index)")
      if !c.intersects {
        #expect(try GeometryEngine.distance(from: Self.polygon, to: point) < 1e-8, "case \(index)")
      }
    }
    // A vertex is on the boundary exactly (by hand, and shapely: touches and covers are true).
    let vertex = Point.mercator(Self.vitiLevu[2].x, Self.vitiLevu[2].y)
    #expect(try GeometryEngine.contains(Self.polygon, vertex))
    #expect(try GeometryEngine.intersects(Self.edge(2), vertex))
    #expect(try GeometryEngine.intersects(Self.edge(1), vertex))
  }

  /// Segments from 0.3 to 0.7 along edge 4, each end moved by k units in the last place of y, with
  /// shapely's `intersects(polygon, line)`, `covers(polygon, line)` and `intersects(edge, line)`. The exact
  /// signed distances of the ends (Python fractions) are in the comments: k = 0 crosses the edge.
  static let nearLines: [(k: Int, a: SIMD2<Double>, b: SIMD2<Double>, intersects: Bool, covers: Bool, edge: Bool)] = [
    // +4.1e-10 and +4.9e-10 m
    (
      -2, SIMD2(19788965.315695103, -2066936.7472174012), SIMD2(19764421.594365, -2061139.122908105), false, false,
      false
    ),
    // +1.9e-10 and +2.7e-10 m
    (
      -1, SIMD2(19788965.315695103, -2066936.747217401), SIMD2(19764421.594365, -2061139.1229081047), false, false,
      false
    ),
    // -4.0e-11 and +4.0e-11 m
    (0, SIMD2(19788965.315695103, -2066936.7472174007), SIMD2(19764421.594365, -2061139.1229081044), true, false, true),
    // -2.7e-10 and -1.9e-10 m
    (1, SIMD2(19788965.315695103, -2066936.7472174005), SIMD2(19764421.594365, -2061139.1229081042), true, true, false),
    // -4.9e-10 and -4.1e-10 m
    (2, SIMD2(19788965.315695103, -2066936.7472174002), SIMD2(19764421.594365, -2061139.122908104), true, true, false),
  ]

  @Test("Lines a fraction of a nanometre beside an edge: intersects and contains as GEOS decides")
  func linesNearAnEdge() throws {
    for c in Self.nearLines {
      let line = Polyline(points: [Point.mercator(c.a.x, c.a.y), Point.mercator(c.b.x, c.b.y)])
      #expect(try GeometryEngine.intersects(Self.polygon, line) == c.intersects, "k = \(c.k)")
      #expect(try GeometryEngine.contains(Self.polygon, line) == c.covers, "k = \(c.k)")
      #expect(try GeometryEngine.intersects(Self.edge(4), line) == c.edge, "k = \(c.k)")
    }
  }

  // MARK: - Areas far from the origin

  /// OpenStreetMap way 470004894 (a Helsinki building, © OpenStreetMap contributors, ODbL), from
  /// `helsinki.osm.pbf` read with pyosmium and projected to Web Mercator with pyproj 3.7.2.
  static let building: [SIMD2<Double>] = [
    [2776448.4965260313, 8438331.748363301], [2776450.544804662, 8438331.86026818],
    [2776452.526291598, 8438331.972173061], [2776452.760062529, 8438327.607883971],
    [2776450.81197144, 8438327.563122043], [2776448.730296962, 8438327.540741084],
  ]

  /// The same outline scaled about its first vertex to half a square metre (invented for the test, at
  /// the building's real coordinates).
  static let halfSquareMetre: [SIMD2<Double>] = [
    [2776448.4965260313, 8438331.748363301], [2776448.844477881, 8438331.76737317],
    [2776449.1810834757, 8438331.78638304], [2776449.2207953716, 8438331.04499833],
    [2776448.8898629053, 8438331.037394384], [2776448.536237927, 8438331.033592414],
  ]

  @Test("A half-square-metre ring at Helsinki's Web Mercator coordinates keeps its area to 1e-14 relative")
  func smallAreasFarFromTheOrigin() throws {
    // Reference areas: shapely `Polygon(ring).area` (GEOS shifts to the first vertex), and the exact
    // shoelace sum of the same doubles in Python fractions: 17.32645729467877 m² for both; for the
    // small ring shapely gives 0.5000000001283128 m², the exact value is 0.5000000001283129 m².
    // The unshifted shoelace sum gave 17.326457288116217 (3.8e-10 relative) and 0.4999999995343387
    // (1.2e-9 relative).
    func area(_ ring: [SIMD2<Double>]) throws -> Double {
      try GeometryEngine.area(of: Polygon(points: ring.map { Point.mercator($0.x, $0.y) }))
    }
    expectClose(try area(Self.building), 17.32645729467877, tolerance: 17.33 * 1e-14)
    expectClose(try area(Self.halfSquareMetre), 0.5000000001283129, tolerance: 0.5 * 1e-14)
    expectClose(PlanarMath.signedArea(Self.halfSquareMetre), -0.5000000001283129, tolerance: 0.5 * 1e-14)
  }
}
