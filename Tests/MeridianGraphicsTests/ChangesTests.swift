import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

@Suite("GraphicsOverlay changes")
struct ChangesTests {
  @Test("Changes arrive in order with their graphics and indices")
  func inOrder() async throws {
    let overlay = GraphicsOverlay()
    var changes = overlay.changes.makeAsyncIterator()
    let a = Graphic()
    let b = Graphic()
    let c = Graphic()
    try overlay.addGraphics([a, b])
    try overlay.insertGraphic(c, at: 1)
    b.geometry = Point(x: 1, y: 2)
    a.setAttributeValue("Cafe", forKey: "PlaceName")
    c.zIndex = 3
    try overlay.removeGraphics([b, a])

    let added = try #require(await changes.next())
    #expect(added.kind == .added && added.indices == [0, 1] && added.graphics[1] === b)
    let inserted = try #require(await changes.next())
    #expect(inserted.kind == .added && inserted.indices == [1] && inserted.graphics[0] === c)
    let moved = try #require(await changes.next())
    #expect(moved.kind == .updated(.geometry) && moved.indices == [2] && moved.graphics[0] === b)
    let attributed = try #require(await changes.next())
    #expect(attributed.kind == .updated(.attributes) && attributed.indices == [0])
    let raised = try #require(await changes.next())
    #expect(raised.kind == .updated(.zIndex) && raised.indices == [1])
    let removed = try #require(await changes.next())
    // Removed graphics are listed by their former positions, ascending: a was 0, b was 2.
    #expect(removed.kind == .removed && removed.indices == [0, 2])
    #expect(removed.graphics[0] === a && removed.graphics[1] === b)
  }

  @Test("Each access is a new stream; a stream only sees later changes")
  func separateObservers() async throws {
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(Graphic())
    var first = overlay.changes.makeAsyncIterator()
    try overlay.addGraphic(Graphic())
    var second = overlay.changes.makeAsyncIterator()
    try overlay.addGraphic(Graphic())
    #expect(await first.next()?.indices == [1])
    #expect(await first.next()?.indices == [2])
    #expect(await second.next()?.indices == [2])
  }

  @Test("A slow observer keeps the newest changes, up to the buffer limit")
  func bounded() async throws {
    // One update per graphic, so each change names which update it was: update k (1-based) is the
    // z-index change of graphics[k - 1], reported at index k - 1.
    let limit = GraphicsOverlay.changeBufferLimit
    let total = limit + 10
    let graphics = (0..<total).map { _ in Graphic() }
    let overlay = GraphicsOverlay(graphics: graphics)
    var changes = overlay.changes.makeAsyncIterator()
    for graphic in graphics { graphic.zIndex = 1 }
    // Nobody read while the updates came: the first 10 were dropped, so the first read is update 11.
    let first = try #require(await changes.next())
    #expect(first.kind == .updated(.zIndex))
    #expect(first.indices == [10])
    #expect(first.graphics.first === graphics[10])
    // Then every later update in order, up to the last one, update number total.
    var last = first
    var count = 1
    while count < limit, let change = await changes.next() {
      #expect(change.indices == [10 + count])
      last = change
      count += 1
    }
    #expect(count == limit)
    #expect(last.indices == [total - 1] && last.graphics.first === graphics[total - 1])
  }

  @Test("Streams finish when the overlay goes away")
  func finishes() async {
    var overlay: GraphicsOverlay? = GraphicsOverlay()
    let stream = overlay?.changes
    overlay = nil
    var iterator = stream?.makeAsyncIterator()
    #expect(await iterator?.next() == nil)
  }
}
