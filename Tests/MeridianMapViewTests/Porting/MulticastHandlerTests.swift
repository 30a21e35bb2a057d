import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// Issue 14, point 4: every `on…` call adds a handler; registrations remove them.
@MainActor
@Suite("Handlers are multicast, in registration order, until cancelled")
struct MulticastHandlerTests {
  /// A 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point.
  func view() -> MapView { standardView() }

  @Test("Two tap handlers both run, first registered first; cancelling one leaves the other")
  func twoTapHandlers() {
    let view = view()
    var calls: [String] = []
    let first = view.onSingleTapGesture { _, _ in calls.append("first") }
    view.onSingleTapGesture { _, _ in calls.append("second") }
    view.tap(at: CGPoint(x: 10, y: 10))
    #expect(calls == ["first", "second"])
    first.cancel()
    #expect(first.isCancelled)
    view.tap(at: CGPoint(x: 10, y: 10))
    #expect(calls == ["first", "second", "second"])
    first.cancel()  // a second cancel does nothing
    #expect(view.events.singleTapHandlers.count == 1)
  }

  @Test("A handler that cancels itself, or adds another, while it runs: the new one waits for the next event")
  func changesDuringACall() {
    let view = view()
    var calls: [String] = []
    var selfRegistration: MapView.EventRegistration?
    selfRegistration = view.onViewpointChanged { _ in
      calls.append("once")
      selfRegistration?.cancel()
    }
    var added = false
    view.onViewpointChanged { _ in
      calls.append("adder")
      if !added {
        added = true
        view.onViewpointChanged { _ in calls.append("added") }
      }
    }
    view.pan(by: CGSize(width: 10, height: 0))
    #expect(calls == ["once", "adder"])
    view.pan(by: CGSize(width: 10, height: 0))
    #expect(calls == ["once", "adder", "adder", "added"])
  }

  @Test("A cancelled handler is not called by an event later in the same call")
  func cancelledByAnEarlierHandler() {
    let view = view()
    var calls: [String] = []
    var second: MapView.EventRegistration?
    view.onSingleTapGesture { _, _ in
      calls.append("first")
      second?.cancel()
    }
    second = view.onSingleTapGesture { _, _ in calls.append("second") }
    view.tap(at: CGPoint(x: 10, y: 10))
    #expect(calls == ["first"])
  }

  @Test("Every kind of handler is multicast: long press, visible area, map")
  func everyKind() {
    let view = view()
    var longPresses = [0, 0]
    var areas = [0, 0]
    var maps = [0, 0]
    for index in 0..<2 {
      view.onLongPressAndDragGesture { _, _ in longPresses[index] += 1 }
      view.onVisibleAreaChanged { _ in areas[index] += 1 }
      view.onMapChanged { _ in maps[index] += 1 }
    }
    #expect(areas == [1, 1])  // the current area, replayed to each
    view.longPressBegan(at: CGPoint(x: 5, y: 5))
    view.pan(by: CGSize(width: 3, height: 0))
    view.map = Map(spatialReference: .webMercator)
    #expect(longPresses == [1, 1])
    #expect(areas == [3, 3])  // the pan, then the new map
    #expect(maps == [1, 1])
  }

  @Test("A registration may be cancelled from another thread; the handler is then never called")
  func cancelFromAnotherThread() async {
    let view = view()
    var calls = 0
    let registration = view.onSingleTapGesture { _, _ in calls += 1 }
    await Task.detached { registration.cancel() }.value
    view.tap(at: CGPoint(x: 10, y: 10))
    #expect(calls == 0)
    #expect(view.events.singleTapHandlers.count == 0)
  }
}
