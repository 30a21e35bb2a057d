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
    let overlay = GraphicsOverlay()
    let graphic = Graphic()
    try overlay.addGraphic(graphic)
    var changes = overlay.changes.makeAsyncIterator()
    let total = GraphicsOverlay.changeBufferLimit + 10
    for z in 1...total { graphic.zIndex = z }
    // The first 10 of the updates were dropped; the next one read is update number 11.
    let first = try #require(await changes.next())
    #expect(first.kind == .updated(.zIndex))
    #expect(graphic.zIndex == total)
    var count = 1
    while count < GraphicsOverlay.changeBufferLimit, await changes.next() != nil { count += 1 }
    #expect(count == GraphicsOverlay.changeBufferLimit)
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
