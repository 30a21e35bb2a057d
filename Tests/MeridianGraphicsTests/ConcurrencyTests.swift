import Foundation
import MeridianCore
import MeridianTesting
import Synchronization
import Testing

@testable import MeridianGraphics

/// A shared count of finished writers.
final class Counter: Sendable {
  let value = Atomic<Int>(0)
}

@Suite("Concurrency")
struct ConcurrencyTests {
  /// The sizes are those of a 64-bit platform; a 32-bit one lays the same fields out smaller.
  @Test(
    "Graphic state is one small struct: 96 bytes, so a point graphic is a 120-byte object",
    .enabled(if: MemoryLayout<Int>.size == 8, "the sizes asserted are a 64-bit platform's"))
  func compactState() {
    #expect(MemoryLayout<GraphicState>.size == 96)
    #expect(MemoryLayout<StoredGeometry>.size <= 25)
  }

  @Test("Many tasks add, mutate and remove graphics while another reads")
  func addMutateRemoveWhileReading() async throws {
    let overlay = GraphicsOverlay()
    let writers = 8
    let perWriter = 150
    let everything = Envelope(xMin: -1000, yMin: -1000, xMax: 1000, yMax: 1000, spatialReference: .wgs84)
    let done = Counter()
    let kept = try await withThrowingTaskGroup(of: [Graphic].self) { group in
      for w in 0..<writers {
        group.addTask {
          var rng = SeededRandomNumberGenerator(seed: UInt64(w + 1))
          let graphics = (0..<perWriter).map { i in
            Graphic(geometry: Point(x: Double(i), y: Double(w), spatialReference: .wgs84), attributes: ["w": w])
          }
          try overlay.addGraphics(Array(graphics[0..<50]))
          // Insert at the front now and then, else append: an index read from `graphics.count` could be
          // out of range by the time it is used, since other writers remove graphics meanwhile.
          for g in graphics[50...] {
            if Int.random(in: 0...10, using: &rng) == 0 {
              try overlay.insertGraphic(g, at: 0)
            } else {
              try overlay.addGraphic(g)
            }
          }
          for g in graphics {
            g.geometry = Point(x: Double.random(in: -100...100, using: &rng), y: Double(w), spatialReference: .wgs84)
            g.zIndex = Int.random(in: -3...3, using: &rng)
            g.isVisible.toggle()
            g.setAttributeValue(Int.random(in: 0...9, using: &rng), forKey: "n")
            g.symbol = SimpleMarkerSymbol(size: Double.random(in: 1...20, using: &rng))
            if Bool.random(using: &rng) { overlay.selectGraphics([g]) }
          }
          let removed = graphics.filter { _ in Bool.random(using: &rng) }
          try overlay.removeGraphics(removed)
          done.value.add(1, ordering: .sequentiallyConsistent)
          return graphics.filter { $0.graphicsOverlay === overlay }
        }
      }
      group.addTask {
        var reads = 0
        // Stops when the group is cancelled too (a writer that throws cancels it), so a failure
        // fails the test instead of spinning forever.
        while (done.value.load(ordering: .sequentiallyConsistent) < writers || reads < 10) && !Task.isCancelled {
          let candidates = overlay.candidates(intersecting: everything)
          let draw = candidates.map(\.drawIndex)
          #expect(draw == draw.sorted())
          _ = overlay.graphics.count
          _ = overlay.selectedGraphics.count
          _ = overlay.extent
          _ = overlay.maximumSymbolReach
          reads += 1
          await Task.yield()
        }
        return []
      }
      var kept: [Graphic] = []
      for try await graphics in group { kept += graphics }
      return kept
    }
    let members = overlay.graphics
    #expect(Set(members.map(ObjectIdentifier.init)) == Set(kept.map(ObjectIdentifier.init)))
    let candidates = overlay.candidates(intersecting: everything)
    #expect(candidates.count == members.count)
    #expect(candidates.map(\.drawIndex) == Array(0..<members.count))
    for candidate in candidates {
      let point = try #require(candidate.graphic.geometry as? Point)
      #expect(candidate.geometry.isEqual(to: point))
      #expect(candidate.zIndex == candidate.graphic.zIndex)
    }
    let expectedReach = members.compactMap { $0.symbol?.footprint.reach }.max() ?? 0
    #expect(abs(overlay.maximumSymbolReach - expectedReach) < 1e-6)
  }

  @Test("Two overlays racing for the same graphics: each graphic lands in exactly one")
  func racingOverlays() async {
    let graphics = (0..<500).map { _ in Graphic() }
    let overlays = [GraphicsOverlay(), GraphicsOverlay()]
    await withTaskGroup(of: Void.self) { group in
      for overlay in overlays {
        group.addTask {
          for graphic in graphics { try? overlay.addGraphic(graphic) }
        }
      }
    }
    #expect(overlays[0].graphics.count + overlays[1].graphics.count == graphics.count)
    for graphic in graphics {
      let owner = graphic.graphicsOverlay
      #expect(owner === overlays[0] || owner === overlays[1])
    }
  }

  @Test("Racing setters on one graphic leave the index with its final value")
  func racingSetters() async throws {
    let overlay = GraphicsOverlay()
    let graphic = Graphic(geometry: Point(x: 0, y: 0))
    try overlay.addGraphic(graphic)
    await withTaskGroup(of: Void.self) { group in
      for t in 0..<4 {
        group.addTask {
          for i in 0..<500 { graphic.geometry = Point(x: Double(t * 1000 + i), y: 0) }
        }
      }
    }
    let final = try #require(graphic.geometry as? Point)
    let around = Envelope(xMin: final.x - 0.5, yMin: -0.5, xMax: final.x + 0.5, yMax: 0.5)
    #expect(overlay.candidates(intersecting: around).count == 1)
    #expect(overlay.candidates(intersecting: Envelope(xMin: -1, yMin: -1, xMax: 1e5, yMax: 1)).count == 1)
  }
}
