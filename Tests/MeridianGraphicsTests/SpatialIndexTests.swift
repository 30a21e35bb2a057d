import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianGraphics

@Suite("Spatial index")
struct SpatialIndexTests {
  /// Checks the index against a brute-force scan of the same extents for many boxes.
  func expectMatchesBruteForce(
    _ index: SpatialIndex, _ extents: [UInt32: Envelope], rng: inout SeededRandomNumberGenerator, boxSize: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for _ in 0..<200 {
      let x = Double.random(in: -10...10, using: &rng)
      let y = Double.random(in: -10...10, using: &rng)
      let box = Envelope(xMin: x, yMin: y, xMax: x + boxSize, yMax: y + boxSize, spatialReference: .wgs84)
      var found: [UInt32] = []
      index.query(box, into: &found)
      let expected = extents.filter { $0.value.intersects(box) }.map(\.key).sorted()
      #expect(found.sorted() == expected, "box \(box)", sourceLocation: sourceLocation)
      if found.sorted() != expected { return }
    }
  }

  @Test("Queries agree with a brute-force scan through inserts, moves and removals")
  func agreesWithBruteForce() {
    var rng = SeededRandomNumberGenerator(seed: 42)
    var index = SpatialIndex()
    var extents: [UInt32: Envelope] = [:]
    func randomExtent() -> Envelope {
      let x = Double.random(in: -10...10, using: &rng)
      let y = Double.random(in: -10...10, using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<6: return Envelope(xMin: x, yMin: y, xMax: x, yMax: y, spatialReference: .wgs84)
      case 6..<9:
        let w = Double.random(in: 0...0.5, using: &rng)
        return Envelope(xMin: x, yMin: y, xMax: x + w, yMax: y + w / 3, spatialReference: .wgs84)
      default:
        let w = Double.random(in: 0...30, using: &rng)
        return Envelope(xMin: x - w, yMin: y, xMax: x, yMax: y + 1, spatialReference: .wgs84)
      }
    }
    for slot in 0..<3000 as Range<UInt32> {
      let e = randomExtent()
      index.set(slot: slot, extent: e)
      extents[slot] = e
    }
    index.flush()
    expectMatchesBruteForce(index, extents, rng: &rng, boxSize: 0.3)
    expectMatchesBruteForce(index, extents, rng: &rng, boxSize: 5)
    for round in 0..<5 {
      for _ in 0..<500 {
        let slot = UInt32.random(in: 0..<3000, using: &rng)
        if Bool.random(using: &rng) {
          index.remove(slot: slot)
          extents[slot] = nil
        } else {
          let e = randomExtent()
          index.set(slot: slot, extent: e)
          extents[slot] = e
        }
        if round == 4 { index.flush() }
      }
      index.flush()
      expectMatchesBruteForce(index, extents, rng: &rng, boxSize: 0.2)
    }
    // A box covering everything, and one with infinite sides.
    var all: [UInt32] = []
    index.query(Envelope(xMin: -100, yMin: -100, xMax: 100, yMax: 100, spatialReference: .wgs84), into: &all)
    #expect(all.count == extents.count)
    var infinite: [UInt32] = []
    index.query(Envelope(xMin: -.infinity, yMin: -.infinity, xMax: .infinity, yMax: .infinity), into: &infinite)
    #expect(infinite.count == extents.count)
  }

  @Test("Many points at one spot, far-away points and huge extents are all found")
  func degenerateData() {
    var index = SpatialIndex()
    for slot in 0..<200 as Range<UInt32> {
      index.set(slot: slot, extent: Envelope(xMin: 1, yMin: 1, xMax: 1, yMax: 1))
    }
    index.set(slot: 200, extent: Envelope(xMin: 1e300, yMin: -1e300, xMax: 1e300, yMax: -1e300))
    index.set(slot: 201, extent: Envelope(xMin: -1e308, yMin: -1e308, xMax: 1e308, yMax: 1e308))
    index.set(slot: 202, extent: Envelope(xMin: -.infinity, yMin: 0, xMax: 0, yMax: 0.5))
    index.flush()
    var found: [UInt32] = []
    index.query(Envelope(xMin: 0.5, yMin: 0.5, xMax: 1.5, yMax: 1.5), into: &found)
    #expect(found.count == 201)  // the 200 stacked points and the huge extent
    found.removeAll()
    index.query(Envelope(xMin: 1e299, yMin: -1e301, xMax: 1e301, yMax: -1e299), into: &found)
    #expect(found.sorted() == [200, 201])
    found.removeAll()
    index.query(Envelope(xMin: -5, yMin: 0.1, xMax: -4, yMax: 0.2), into: &found)
    #expect(found.sorted() == [201, 202])
  }

  @Test("The overlay's index agrees with a brute-force scan after random changes from the graphics")
  func overlayAgrees() throws {
    var rng = SeededRandomNumberGenerator(seed: 7)
    let overlay = GraphicsOverlay()
    let graphics = (0..<2000).map { _ in
      Graphic(
        geometry: Point(
          x: Double.random(in: 0...100, using: &rng), y: Double.random(in: 0...100, using: &rng),
          spatialReference: .webMercator))
    }
    try overlay.addGraphics(graphics)
    for _ in 0..<3000 {
      let g = graphics[Int.random(in: 0..<graphics.count, using: &rng)]
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: g.geometry = Point(x: Double.random(in: 0...100, using: &rng), y: 50, spatialReference: .webMercator)
      case 1: g.zIndex = Int.random(in: -2...2, using: &rng)
      case 2: if g.graphicsOverlay == nil { try overlay.insertGraphic(g, at: overlay.graphics.count / 2) }
      default: if g.graphicsOverlay != nil { try overlay.removeGraphic(g) }
      }
    }
    let box = Envelope(xMin: 20, yMin: 20, xMax: 60, yMax: 60, spatialReference: .webMercator)
    let members = overlay.graphics
    let expected = members.enumerated().filter { _, g in
      (g.geometry as? Point).map { box.contains($0) } ?? false
    }
    // Draw order by hand: sort the brute-force hits by (zIndex, position in graphics).
    let expectedOrder = expected.sorted { a, b in
      a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
    }.map { ObjectIdentifier($0.element) }
    let candidates = overlay.candidates(intersecting: box)
    #expect(candidates.map { ObjectIdentifier($0.graphic) } == expectedOrder)
    // drawIndex: the rank in the whole overlay's draw order.
    let drawOrder = members.enumerated().sorted { a, b in
      a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
    }.map { ObjectIdentifier($0.element) }
    for candidate in candidates {
      #expect(drawOrder[candidate.drawIndex] == ObjectIdentifier(candidate.graphic))
    }
  }
}
