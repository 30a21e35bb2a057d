import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// Issue 14, point 5: began, moved and ended each have their own handler, with both points.
@MainActor
@Suite("Long-press phases")
struct LongPressPhaseTests {
  /// A 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point.
  func view() -> MapView { standardView() }

  @Test("Each phase reports its screen point and the map point under it")
  func phases() {
    let view = view()
    var log: [(String, CGPoint, Point)] = []
    view.onLongPressBegan { log.append(("began", $0, $1)) }
    view.onLongPressMoved { log.append(("moved", $0, $1)) }
    view.onLongPressEnded { log.append(("ended", $0, $1)) }
    view.longPressBegan(at: CGPoint(x: 200, y: 100))
    view.longPressMoved(at: CGPoint(x: 250, y: 100))
    view.longPressEnded(at: CGPoint(x: 300, y: 50))
    #expect(log.map(\.0) == ["began", "moved", "ended"])
    #expect(log.map(\.1) == [CGPoint(x: 200, y: 100), CGPoint(x: 250, y: 100), CGPoint(x: 300, y: 50)])
    // The centre (200, 100) is (0, 0); 50 points right is 500 m; (300, 50) is (1000, 500).
    expectClose(log[0].2, x: 0, y: 0)
    expectClose(log[1].2, x: 500, y: 0)
    expectClose(log[2].2, x: 1000, y: 500)
  }

  @Test("An end at a point that cannot be converted reports the last move's points")
  func endAtBadPoint() {
    let view = view()
    var ended: [(CGPoint, Point)] = []
    view.onLongPressEnded { ended.append(($0, $1)) }
    view.longPressBegan(at: CGPoint(x: 200, y: 100))
    view.longPressMoved(at: CGPoint(x: 210, y: 100))
    view.longPressEnded(at: CGPoint(x: Double.nan, y: 0))
    #expect(ended.count == 1)
    #expect(ended.first?.0 == CGPoint(x: 210, y: 100))
    expectClose(ended.first?.1, x: 100, y: 0)
  }

  @Test("The combined handler and the per-phase handlers see the same press")
  func combinedBeside() {
    let view = view()
    var combined = 0
    var combinedEnded = 0
    var began = 0
    view.onLongPressAndDragGesture { _, _ in
      combined += 1
    } onEnded: {
      combinedEnded += 1
    }
    view.onLongPressBegan { _, _ in began += 1 }
    view.longPressBegan(at: CGPoint(x: 10, y: 10))
    view.longPressMoved(at: CGPoint(x: 20, y: 10))
    view.longPressEnded(at: CGPoint(x: 20, y: 10))
    #expect(combined == 2 && combinedEnded == 1 && began == 1)
  }
}
