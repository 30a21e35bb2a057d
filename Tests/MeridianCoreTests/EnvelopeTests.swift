import Testing

@testable import MeridianCore

/// Envelope set operations and relations, with values worked by hand on small integer boxes.
@Suite("Envelope") struct EnvelopeTests {
  /// 0...10 × 0...10 in Web Mercator.
  let box = Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 10, spatialReference: .webMercator)

  func mercator(_ xMin: Double, _ yMin: Double, _ xMax: Double, _ yMax: Double) -> Envelope {
    Envelope(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax, spatialReference: .webMercator)
  }

  @Test("intersection: overlap, containment, touching edge and corner, disjoint")
  func intersection() {
    // 0...10 ∩ 5...15 = 5...10 on x; 0...10 ∩ -3...4 = 0...4 on y.
    #expect(box.intersection(mercator(5, -3, 15, 4)) == mercator(5, 0, 10, 4))
    // A box inside another is its own intersection, from either side.
    #expect(box.intersection(mercator(2, 3, 4, 5)) == mercator(2, 3, 4, 5))
    #expect(mercator(2, 3, 4, 5).intersection(box) == mercator(2, 3, 4, 5))
    #expect(box.intersection(box) == box)
    // Sharing the edge x = 10 for y in 5...10: a zero-width envelope.
    let edge = box.intersection(mercator(10, 5, 20, 15))
    #expect(edge == mercator(10, 5, 10, 10))
    #expect(edge?.width == 0)
    #expect(edge?.height == 5)
    // Sharing only the corner (10, 10): the degenerate envelope at that point.
    #expect(box.intersection(mercator(10, 10, 20, 20)) == mercator(10, 10, 10, 10))
    // Disjoint by a hair on x, or apart on y only: nil.
    #expect(box.intersection(mercator(10.000_001, 0, 20, 10)) == nil)
    #expect(box.intersection(mercator(0, 11, 10, 12)) == nil)
  }

  @Test("intersects: edges and corners count, a gap does not, from either side")
  func intersects() {
    #expect(box.intersects(mercator(5, 5, 15, 15)))
    #expect(box.intersects(mercator(10, 5, 20, 15)), "shared edge")
    #expect(box.intersects(mercator(-5, -5, 0, 0)), "shared corner")
    #expect(box.intersects(mercator(-5, -5, 20, 20)), "contained in the other")
    #expect(!box.intersects(mercator(-5, -5, -1, 20)))
    #expect(!mercator(-5, -5, -1, 20).intersects(box))
    // Overlapping on x but not on y, and the other way round.
    #expect(!box.intersects(mercator(2, 10.5, 8, 12)))
    #expect(!box.intersects(mercator(10.5, 2, 12, 8)))
    // A degenerate envelope (a point) on the boundary intersects.
    #expect(box.intersects(mercator(10, 3, 10, 3)))
  }

  @Test("contains(Envelope): boundary included, partial overlap and touching from outside excluded")
  func containsEnvelope() {
    #expect(box.contains(box))
    #expect(box.contains(mercator(0, 0, 10, 5)), "shares three edges")
    #expect(box.contains(mercator(1, 1, 9, 9)))
    #expect(box.contains(mercator(10, 10, 10, 10)), "the corner as a degenerate envelope")
    #expect(!box.contains(mercator(5, 5, 10.5, 9)), "sticks out by 0.5 on x")
    #expect(!box.contains(mercator(10, 0, 20, 10)), "touches from outside")
    #expect(!mercator(1, 1, 9, 9).contains(box), "containment is not symmetric")
  }

  @Test("expanded(by:) scales width and height about the centre and keeps the reference")
  func expanded() {
    // 0...10 × 0...20 has centre (5, 10). ×2: width 20, height 40 → -5...15 × -10...30.
    let tall = mercator(0, 0, 10, 20)
    #expect(tall.expanded(by: 2) == mercator(-5, -10, 15, 30))
    // ×0.5: width 5, height 10 → 2.5...7.5 × 5...15.
    #expect(tall.expanded(by: 0.5) == mercator(2.5, 5, 7.5, 15))
    #expect(tall.expanded(by: 1) == tall)
    // ×0 collapses to the centre.
    #expect(tall.expanded(by: 0) == mercator(5, 10, 5, 10))
    // A negative factor gives the same envelope as its magnitude (the corners are put in order).
    #expect(tall.expanded(by: -2) == mercator(-5, -10, 15, 30))
    // Off the origin: 100...104 × -2...0, centre (102, -1), ×3 → 96...108 × -4...2.
    let wgs84 = Envelope(xMin: 100, yMin: -2, xMax: 104, yMax: 0, spatialReference: .wgs84)
    let grown = wgs84.expanded(by: 3)
    #expect(grown == Envelope(xMin: 96, yMin: -4, xMax: 108, yMax: 2, spatialReference: .wgs84))
    #expect(grown.spatialReference == .wgs84)
  }

  @Test("Empty (NaN) envelopes intersect and contain nothing; a NaN factor gives an empty envelope")
  func emptyAndNaN() {
    let empty = Envelope.empty(spatialReference: .webMercator)
    let halfNaN = mercator(.nan, 0, 10, 10)
    #expect(halfNaN.isEmpty, "one NaN corner coordinate makes the envelope empty")
    for nothing in [empty, halfNaN] {
      #expect(!box.intersects(nothing))
      #expect(!nothing.intersects(box))
      #expect(!nothing.intersects(nothing))
      #expect(box.intersection(nothing) == nil)
      #expect(nothing.intersection(box) == nil)
      #expect(!box.contains(nothing))
      #expect(!nothing.contains(box))
      #expect(nothing.expanded(by: 2).isEmpty)
    }
    #expect(box.expanded(by: .nan).isEmpty)
    #expect(!box.contains(Point(x: .nan, y: 5, spatialReference: .webMercator)))
    #expect(!empty.contains(Point(x: 5, y: 5, spatialReference: .webMercator)))
  }

  @Test("Coordinates are compared as given; the result takes the receiver's reference, else the other's")
  func spatialReferences() {
    // The envelope methods do not project: GeometryEngine's relations do (see RelationTests).
    let unknown = Envelope(xMin: 5, yMin: 5, xMax: 15, yMax: 15)
    #expect(unknown.intersection(box)?.spatialReference == .webMercator)
    #expect(box.intersection(unknown)?.spatialReference == .webMercator)
    let degrees = Envelope(xMin: 5, yMin: 5, xMax: 15, yMax: 15, spatialReference: .wgs84)
    #expect(degrees.intersection(box) == Envelope(xMin: 5, yMin: 5, xMax: 10, yMax: 10, spatialReference: .wgs84))
  }
}
