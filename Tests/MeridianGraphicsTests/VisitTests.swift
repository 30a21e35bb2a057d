import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianGraphics

@Suite("Top-most-first candidate visits and batch insertion")
struct VisitTests {
  func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .wgs84) }
  func box(_ xMin: Double, _ yMin: Double, _ xMax: Double, _ yMax: Double) -> Envelope {
    Envelope(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax, spatialReference: .wgs84)
  }

  /// Every candidate visited, in visit order, with the box that found it.
  func visitAll(_ overlay: GraphicsOverlay, _ boxes: [Envelope]) -> [(GraphicsOverlay.Candidate, Int)] {
    var visited: [(GraphicsOverlay.Candidate, Int)] = []
    let complete = overlay.visitCandidatesTopMostFirst(boxes: { _ in boxes }) { candidate, box in
      visited.append((candidate, box))
      return true
    }
    #expect(complete)
    return visited
  }

  @Test("Visits come top-most first: the candidates of a query, reversed, at random z-indices")
  func topMostFirst() throws {
    var rng = SeededRandomNumberGenerator(seed: 9)
    let overlay = GraphicsOverlay()
    let graphics = (0..<600).map { _ in
      Graphic(geometry: point(Double.random(in: 0...10, using: &rng), Double.random(in: 0...10, using: &rng)))
    }
    try overlay.addGraphics(graphics)
    for g in graphics where Int.random(in: 0..<4, using: &rng) == 0 { g.zIndex = Int.random(in: -3...3, using: &rng) }
    try overlay.insertGraphic(Graphic(geometry: point(5, 5)), at: 17)
    for _ in 0..<50 {
      let x = Double.random(in: 0...9, using: &rng)
      let y = Double.random(in: 0...9, using: &rng)
      let query = box(x, y, x + 1, y + 1)
      let expected = overlay.candidates(intersecting: query).reversed()
      let visited = visitAll(overlay, [query]).map(\.0)
      #expect(visited.map { ObjectIdentifier($0.graphic) } == expected.map { ObjectIdentifier($0.graphic) })
      #expect(visited.map(\.drawIndex) == expected.map(\.drawIndex))
      #expect(visited.map(\.zIndex) == expected.map(\.zIndex))
    }
  }

  @Test("A graphic found by several boxes is visited once, with the first box that found it")
  func severalBoxes() throws {
    let overlay = GraphicsOverlay()
    let a = Graphic(geometry: point(1, 1))
    let b = Graphic(geometry: point(5, 5))
    let line = Graphic(geometry: Polyline(points: [point(0, 0), point(6, 6)]))
    try overlay.addGraphics([a, b, line])
    let visited = visitAll(overlay, [box(4, 4, 6, 6), box(0, 0, 2, 2)])
    #expect(visited.map { ObjectIdentifier($0.0.graphic) } == [line, b, a].map(ObjectIdentifier.init))
    #expect(visited.map(\.1) == [0, 0, 1])
  }

  @Test("Over the limit nothing is visited; a visitor that stops is not called again; errors propagate")
  func limitAndStop() throws {
    struct Stop: Error {}
    let overlay = GraphicsOverlay()
    try overlay.addGraphics((0..<10).map { Graphic(geometry: point(Double($0), 0)) })
    var calls = 0
    let tooMany = overlay.visitCandidatesTopMostFirst(limit: 9, boxes: { _ in [box(-1, -1, 20, 1)] }) { _, _ in
      calls += 1
      return true
    }
    #expect(!tooMany && calls == 0)
    #expect(
      overlay.visitCandidatesTopMostFirst(limit: 10, boxes: { _ in [box(-1, -1, 20, 1)] }) { _, _ in
        calls += 1
        return calls < 3
      })
    #expect(calls == 3)
    #expect(throws: Stop.self) {
      _ = try overlay.visitCandidatesTopMostFirst(boxes: { _ in [box(-1, -1, 20, 1)] }) { (_, _) throws(Stop) in
        throw Stop()
      }
    }
    // The boxes are made from the overlay's largest symbol reach, read under the same lock.
    try overlay.addGraphic(Graphic(geometry: point(0, 0), symbol: SimpleMarkerSymbol(size: 30)))
    var reach = 0.0
    _ = overlay.visitCandidatesTopMostFirst(boxes: {
      reach = $0
      return []
    }) { _, _ in true }
    #expect(reach == 15)
  }

  @Test("Batches inserted in the middle, again and again at one spot, keep the draw order")
  func batchInsertion() throws {
    let overlay = GraphicsOverlay()
    var expected: [Graphic] = []
    func make(_ n: Int) -> [Graphic] {
      (0..<n).map { _ in Graphic(geometry: Point(x: 0, y: 0, spatialReference: .wgs84)) }
    }
    let first = make(10)
    try overlay.addGraphics(first)
    expected = first
    var rng = SeededRandomNumberGenerator(seed: 4)
    for round in 0..<60 {
      // Mostly at one spot (forcing relabels), sometimes elsewhere; batches of 1 to 40.
      let at = round % 5 == 0 ? Int.random(in: 0...expected.count, using: &rng) : 3
      let batch = make(Int.random(in: 1...40, using: &rng))
      try overlay.insertGraphics(batch, at: at)
      expected.insert(contentsOf: batch, at: at)
    }
    #expect(overlay.graphics.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    let candidates = overlay.candidates(
      intersecting: Envelope(xMin: -1, yMin: -1, xMax: 1, yMax: 1, spatialReference: .wgs84))
    #expect(candidates.map { ObjectIdentifier($0.graphic) } == expected.map(ObjectIdentifier.init))
    #expect(candidates.map(\.drawIndex) == Array(0..<expected.count))
  }

  @Test("A batch inserted in the middle that fails part-way adds nothing and leaves the order as it was")
  func failedBatchInTheMiddle() throws {
    let overlay = GraphicsOverlay()
    let other = GraphicsOverlay()
    let existing = (0..<5).map { Graphic(geometry: point(Double($0), 0)) }
    try overlay.addGraphics(existing)
    let taken = Graphic(geometry: point(9, 9))
    try other.addGraphic(taken)
    let batch = [Graphic(geometry: point(0.5, 0)), Graphic(geometry: point(1.5, 0)), taken]
    #expect(throws: GraphicsError.graphicBelongsToAnotherOverlay(position: 2)) {
      try overlay.insertGraphics(batch, at: 2)
    }
    #expect(overlay.graphics.map(ObjectIdentifier.init) == existing.map(ObjectIdentifier.init))
    #expect(batch[0].graphicsOverlay == nil && batch[1].graphicsOverlay == nil && taken.graphicsOverlay === other)
    let all = overlay.candidates(intersecting: box(-10, -10, 10, 10))
    #expect(all.map { ObjectIdentifier($0.graphic) } == existing.map(ObjectIdentifier.init))
    // The slots freed by the failed batch are reused.
    try overlay.insertGraphics(Array(batch.prefix(2)), at: 2)
    #expect(overlay.candidates(intersecting: box(-10, -10, 10, 10)).map(\.drawIndex) == Array(0..<7))
  }
}
