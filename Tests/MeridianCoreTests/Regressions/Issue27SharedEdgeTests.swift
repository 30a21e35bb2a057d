import Testing

@testable import MeridianCore

/// Issue 27: two polygons that share edges in floating point, where `within` said false and GEOS's
/// `covers` says true.
///
/// Each smaller polygon is made of the larger one's vertices plus points interpolated along its edges
/// (`a + t·(b − a)` in doubles), so an interpolated point lies a few picometres inside the edge it
/// came from. The old relation cut the larger polygon's edges at the rounded crossing of two nearly
/// parallel segments that only touch at a shared vertex; that cut fell metres along the edge and its
/// midpoint landed inside the smaller polygon.
///
/// Reference: shapely 2.2.0 on GEOS 3.14.1 (Python 3.11 venv, `pip install shapely`), 2026-12-06:
/// `shapely.covers(Polygon(large), Polygon(small))`, `shapely.within(Polygon(small), Polygon(large))`
/// and `shapely.covers(Polygon(large), Point(v))` for every vertex `v` of the smaller polygon, on the
/// doubles below. The signed distances in the comments are exact (Python's `fractions.Fraction`).
@Suite("Regressions: issue 27, polygons sharing edges") struct Issue27SharedEdgeTests {
  static func polygon(_ points: [SIMD2<Double>]) -> Polygon {
    Polygon(points: points.map { Point.mercator($0.x, $0.y) }, spatialReference: .webMercator)
  }

  /// A triangle in the southern Pacific in Web Mercator, and the quadrilateral made of its three
  /// vertices and a point on its edge from vertex 1 to vertex 2 (1.74·10⁻¹¹ m inside it). GEOS:
  /// covers true, within true, and every vertex covered (relate `212F11FF2`).
  static let triangle: [SIMD2<Double>] = [
    [-8235123.8784814635, -5504225.301843686], [-8235177.976577317, -5504240.74402763],
    [-8235137.312102375, -5504304.484532331],
  ]
  static let triangleQuad: [SIMD2<Double>] = [
    [-8235137.312102375, -5504304.484532331], [-8235123.8784814635, -5504225.301843686],
    [-8235177.976577317, -5504240.74402763], [-8235157.532168144, -5504272.7901062],
  ]

  /// A quadrilateral and the part of it cut off by a line between points on its edges 1→2
  /// (8.86·10⁻¹² m inside) and 0→1 (5.13·10⁻¹² m inside). GEOS: covers true, within true (relate
  /// `212F11FF2`).
  static let quad: [SIMD2<Double>] = [
    [-249176.61875595181, 265048.11465192935], [-249210.57929372127, 265083.95537769835],
    [-249300.25016231698, 264985.8055879242], [-249203.7683255599, 264934.0758145284],
  ]
  static let quadPart: [SIMD2<Double>] = [
    [-249262.49758009645, 265027.1279043733], [-249300.25016231698, 264985.8055879242],
    [-249203.7683255599, 264934.0758145284], [-249176.61875595181, 265048.11465192935],
    [-249205.50749520937, 265078.60278461355],
  ]

  @Test("A polygon sharing two edges and part of a third with a triangle lies within it, as GEOS says")
  func triangleSharingEdges() throws {
    let large = Self.polygon(Self.triangle)
    let small = Self.polygon(Self.triangleQuad)
    #expect(try GeometryEngine.within(small, large))
    #expect(try GeometryEngine.contains(large, small))
    for vertex in Self.triangleQuad {
      #expect(try GeometryEngine.contains(large, Point.mercator(vertex.x, vertex.y)))
    }
  }

  @Test("The piece of a polygon cut off between two of its edges lies within it, as GEOS says")
  func splitPolygonPart() throws {
    let large = Self.polygon(Self.quad)
    let part = Self.polygon(Self.quadPart)
    #expect(try GeometryEngine.within(part, large))
    #expect(try GeometryEngine.contains(large, part))
    #expect(try GeometryEngine.intersects(large, part))
  }

  @Test("Segments that only touch at an end do not cross; ones whose ends straddle each other do")
  func properCrossing() {
    // By hand: the diagonals of a square cross; a side and a diagonal meet only at a corner; a
    // segment ending on another's middle touches it.
    let o = SIMD2<Double>(0, 0)
    #expect(PlanarMath.segmentsCross(o, SIMD2(2, 2), SIMD2(0, 2), SIMD2(2, 0)))
    #expect(!PlanarMath.segmentsCross(o, SIMD2(2, 2), o, SIMD2(2, 0)))
    #expect(!PlanarMath.segmentsCross(o, SIMD2(2, 0), SIMD2(1, 0), SIMD2(1, 2)))
    // The edges of the triangle above that meet at its vertex 1 and run nearly along each other
    // (the quadrilateral's last edge lies on the triangle's edge 1→2) do not cross.
    let t = Self.triangle
    #expect(!PlanarMath.segmentsCross(t[1], t[2], Self.triangleQuad[2], Self.triangleQuad[3]))
  }
}
