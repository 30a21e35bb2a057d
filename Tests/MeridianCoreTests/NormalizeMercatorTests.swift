import Testing

@testable import MeridianCore

/// `normalizeCentralMeridian` in Web Mercator, with parts worked by hand.
///
/// The world is W = 2π · 6,378,137 m = 40,075,016.685578488 m wide, so the central span is ±H with
/// H = W / 2 = 20,037,508.342789244 m. A vertex at H + d belongs to the next world and maps to -H + d.
@Suite("Normalize central meridian in Web Mercator") struct NormalizeMercatorTests {
  static let half = 20_037_508.342789244
  static let million = 1_000_000.0

  /// Expects a part to have these vertices, in order, within a micrometre.
  static func expectPart(
    _ part: [Point], _ expected: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(part.count == expected.count, "\(part.map { ($0.x, $0.y) })", sourceLocation: sourceLocation)
    for (point, (x, y)) in zip(part, expected) {
      expectClose(point.x, x, tolerance: 1e-6, sourceLocation: sourceLocation)
      expectClose(point.y, y, tolerance: 1e-6, sourceLocation: sourceLocation)
      #expect(point.spatialReference == .webMercator, sourceLocation: sourceLocation)
    }
  }

  /// Expects a ring to be the rectangle `xMin...xMax × yMin...yMax` (4 vertices, any start).
  static func expectRectangle(
    _ ring: [Point], _ xMin: Double, _ yMin: Double, _ xMax: Double, _ yMax: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(ring.count == 4, "\(ring.map { ($0.x, $0.y) })", sourceLocation: sourceLocation)
    let extent = Envelope.bounding(ring, spatialReference: .webMercator)
    expectClose(extent.xMin, xMin, tolerance: 1e-6, sourceLocation: sourceLocation)
    expectClose(extent.yMin, yMin, tolerance: 1e-6, sourceLocation: sourceLocation)
    expectClose(extent.xMax, xMax, tolerance: 1e-6, sourceLocation: sourceLocation)
    expectClose(extent.yMax, yMax, tolerance: 1e-6, sourceLocation: sourceLocation)
  }

  @Test("An eastbound line across +H splits at the cut, the far part shifted by -W")
  func eastbound() throws {
    let h = Self.half
    let m = Self.million
    // (H - 1e6, 0) → (H + 1e6, 2e6) crosses x = H halfway, at y = 1e6.
    let line = Polyline(points: [Point.mercator(h - m, 0), Point.mercator(h + m, 2 * m)])
    let result = try GeometryEngine.normalizeCentralMeridian(of: line)
    #expect(result.parts.count == 2)
    #expect(result.spatialReference == .webMercator)
    Self.expectPart(result.parts[0], [(h - m, 0), (h, m)])
    Self.expectPart(result.parts[1], [(-h, m), (-h + m, 2 * m)])
  }

  @Test("A westbound line across -H splits, the far part shifted by +W")
  func westbound() throws {
    let h = Self.half
    let m = Self.million
    // (-H + 5e5, 3e6) → (-H - 5e5, 1e6) crosses x = -H halfway, at y = 2e6.
    let line = Polyline(points: [Point.mercator(-h + m / 2, 3 * m), Point.mercator(-h - m / 2, m)])
    let result = try GeometryEngine.normalizeCentralMeridian(of: line)
    #expect(result.parts.count == 2)
    Self.expectPart(result.parts[0], [(-h + m / 2, 3 * m), (-h, 2 * m)])
    Self.expectPart(result.parts[1], [(h, 2 * m), (h - m / 2, m)])
  }

  @Test("A line that crosses out and back gives three parts; a part that stays inside is untouched")
  func outAndBack() throws {
    let h = Self.half
    let m = Self.million
    // Out: (H - 1e6, 0) → (H + 1e6, 0) cuts at (H, 0). Back: (H + 1e6, 0) → (H - 1e6, 1e6) cuts halfway,
    // at (H, 5e5). The middle part lies in the next world and shifts by -W.
    let out = [Point.mercator(h - m, 0), Point.mercator(h + m, 0), Point.mercator(h - m, m)]
    let inside = [Point.mercator(-m, -m), Point.mercator(m, m)]
    let result = try GeometryEngine.normalizeCentralMeridian(of: Polyline(parts: [out, inside]))
    #expect(result.parts.count == 4)
    Self.expectPart(result.parts[0], [(h - m, 0), (h, 0)])
    Self.expectPart(result.parts[1], [(-h, 0), (-h + m, 0), (-h, m / 2)])
    Self.expectPart(result.parts[2], [(h, m / 2), (h - m, m)])
    Self.expectPart(result.parts[3], [(-m, -m), (m, m)])
  }

  @Test("A line wholly in the next world shifts back by W without a split")
  func shiftedWhole() throws {
    let h = Self.half
    let m = Self.million
    let line = Polyline(points: [Point.mercator(h + m, 0), Point.mercator(h + 3 * m, m)])
    let result = try GeometryEngine.normalizeCentralMeridian(of: line)
    #expect(result.parts.count == 1)
    Self.expectPart(result.parts[0], [(-h + m, 0), (-h + 3 * m, m)])
  }

  @Test("A rectangle across +H is clipped into a ring on each side, areas 1e6·2e6 and 3e6·2e6")
  func polygon() throws {
    let h = Self.half
    let m = Self.million
    let box = Polygon(points: [
      Point.mercator(h - m, 0), Point.mercator(h + 3 * m, 0), Point.mercator(h + 3 * m, 2 * m),
      Point.mercator(h - m, 2 * m),
    ])
    let result = try GeometryEngine.normalizeCentralMeridian(of: box)
    #expect(result.parts.count == 2)
    #expect(result.spatialReference == .webMercator)
    Self.expectRectangle(result.parts[0], h - m, 0, h, 2 * m)
    Self.expectRectangle(result.parts[1], -h, 0, -h + 3 * m, 2 * m)
    // 4e6 × 2e6 = 8e12 m² before and after.
    expectClose(try GeometryEngine.area(of: result), 8e12, tolerance: 1)
  }

  @Test("A polygon with a hole across +H: each side keeps its piece of the ring and of the hole")
  func polygonWithHole() throws {
    let h = Self.half
    let m = Self.million
    // Outer H-2e6...H+2e6 × -2e6...2e6, hole H-1e6...H+1e6 × -1e6...1e6.
    let outer = [
      Point.mercator(h - 2 * m, -2 * m), Point.mercator(h + 2 * m, -2 * m), Point.mercator(h + 2 * m, 2 * m),
      Point.mercator(h - 2 * m, 2 * m),
    ]
    let hole = [
      Point.mercator(h - m, -m), Point.mercator(h - m, m), Point.mercator(h + m, m), Point.mercator(h + m, -m),
    ]
    let result = try GeometryEngine.normalizeCentralMeridian(of: Polygon(parts: [outer, hole]))
    // Strip by strip, ring by ring: the near pieces, then the far pieces shifted by -W.
    #expect(result.parts.count == 4)
    Self.expectRectangle(result.parts[0], h - 2 * m, -2 * m, h, 2 * m)
    Self.expectRectangle(result.parts[1], h - m, -m, h, m)
    Self.expectRectangle(result.parts[2], -h, -2 * m, -h + 2 * m, 2 * m)
    Self.expectRectangle(result.parts[3], -h, -m, -h + m, m)
    // 4e6 × 4e6 - 2e6 × 2e6 = 1.2e13 m², split evenly.
    expectClose(try GeometryEngine.area(of: result), 1.2e13, tolerance: 1)
    #expect(try GeometryEngine.contains(result, Point.mercator(h - 1.5 * m, 0)))
    #expect(try !GeometryEngine.contains(result, Point.mercator(h - 0.5 * m, 0)), "in the hole")
    #expect(try !GeometryEngine.contains(result, Point.mercator(-h + 0.5 * m, 0)), "in the hole, far side")
    #expect(try GeometryEngine.contains(result, Point.mercator(-h + 1.5 * m, 0)))
  }
}
