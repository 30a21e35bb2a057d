import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianMapView

/// The `navigatingChanges` stream: `true` when an animated navigation starts, `false` when none runs
/// any more, on a 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point.
@MainActor
@Suite("Navigating changes")
struct NavigatingChangesTests {
  func view(clock: TestClock) -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200), clock: clock)
  }

  let far = Viewpoint(center: Point(x: 50_000, y: 0, spatialReference: .webMercator), scale: 37_795)

  @Test("An animation publishes true when it starts and false when it ends")
  func animation() async {
    let clock = TestClock()
    let view = view(clock: clock)
    var states = view.navigatingChanges.makeAsyncIterator()
    let task = Task { await view.setViewpoint(far, duration: .seconds(1)) }
    await clock.waitForSleepers()
    #expect(await states.next() == true)
    #expect(view.isNavigating)
    await clock.advance(by: .seconds(1))
    #expect(await task.value)
    #expect(await states.next() == false)
    #expect(view.isNavigating == false)
  }

  @Test("Moves without an animation publish nothing")
  func instantMoves() async {
    let clock = TestClock()
    let view = view(clock: clock)
    var states = view.navigatingChanges.makeAsyncIterator()
    #expect(await view.setViewpointCenter(Point(x: 100, y: 0, spatialReference: .webMercator)))
    #expect(await view.setViewpointScale(20_000))
    view.pan(by: CGSize(width: 10, height: 10))
    view.pinch(scale: 2, around: CGPoint(x: 200, y: 100))
    // The first state the stream gives is the start of the animation that follows, not a stale false.
    let task = Task { await view.setViewpoint(far, duration: .seconds(1)) }
    await clock.waitForSleepers()
    #expect(await states.next() == true)
    view.pan(by: CGSize(width: 1, height: 0))
    #expect(await task.value == false)
    #expect(await states.next() == false)
  }

  @Test("A gesture interrupts the animation: false at once")
  func interruptedByGesture() async {
    let clock = TestClock()
    let view = view(clock: clock)
    var states = view.navigatingChanges.makeAsyncIterator()
    var handled: [Bool] = []
    view.onNavigatingChanged { handled.append($0) }
    let task = Task { await view.setViewpoint(far, duration: .seconds(2)) }
    await clock.waitForSleepers()
    view.rotate(by: 30, around: CGPoint(x: 200, y: 100))
    #expect(view.isNavigating == false)
    #expect(await task.value == false)
    #expect(await states.next() == true)
    #expect(await states.next() == false)
    // The handler saw the same two states.
    #expect(handled == [true, false])
  }

  @Test("An animation that supersedes another keeps navigating: one true, then one false at the very end")
  func supersededAnimation() async {
    let clock = TestClock()
    let view = view(clock: clock)
    var handled: [Bool] = []
    view.onNavigatingChanged { handled.append($0) }
    let first = Task { await view.setViewpoint(far, duration: .seconds(2)) }
    await clock.waitForSleepers()
    let back = Viewpoint(center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: 37_795)
    let second = Task { await view.setViewpoint(back, duration: .seconds(1)) }
    #expect(await first.value == false)
    await clock.waitForSleepers()
    #expect(handled == [true])
    #expect(view.isNavigating)
    await clock.advance(by: .seconds(1))
    #expect(await second.value)
    #expect(handled == [true, false])
  }

  @Test("Each access is a new stream that sees only later states")
  func separateStreams() async {
    let clock = TestClock()
    let view = view(clock: clock)
    var early = view.navigatingChanges.makeAsyncIterator()
    let task = Task { await view.setViewpoint(far, duration: .seconds(1)) }
    await clock.waitForSleepers()
    // Made after the start: it does not see the true, only the false.
    var late = view.navigatingChanges.makeAsyncIterator()
    await clock.advance(by: .seconds(1))
    _ = await task.value
    #expect(await early.next() == true)
    #expect(await early.next() == false)
    #expect(await late.next() == false)
  }
}
