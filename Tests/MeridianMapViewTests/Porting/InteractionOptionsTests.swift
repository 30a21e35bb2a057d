import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// Issue 14, point 6: the interaction options and the magnifier.
@MainActor
@Suite("Interaction options and the magnifier")
struct InteractionOptionsTests {
  /// A 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point.
  func view() -> MapView { standardView() }

  @Test("Pan, zoom and rotate switches turn their gestures off, not the navigation methods")
  func switches() async {
    let view = view()
    view.interactionOptions.isPanEnabled = false
    view.pan(by: CGSize(width: 100, height: 0))
    expectClose(view.center, x: 0, y: 0)
    view.interactionOptions.isZoomEnabled = false
    view.pinch(scale: 2, around: CGPoint(x: 200, y: 100))
    view.doubleTap(at: CGPoint(x: 200, y: 100))
    expectClose(view.unitsPerPoint, 10, within: 1e-9)
    view.interactionOptions.isRotateEnabled = false
    view.rotate(by: 30, around: CGPoint(x: 200, y: 100))
    expectClose(view.rotation, 0)
    #expect(await view.setViewpointScale(scale(metersPerPoint: 5)))
    expectClose(view.unitsPerPoint, 5, within: 1e-9)
    view.interactionOptions = .init()
    view.pan(by: CGSize(width: 100, height: 0))
    // 100 points at 5 m: the centre moves 500 m west.
    expectClose(view.center, x: -500, y: 0)
  }

  @Test("With interaction off, taps and long presses are ignored too")
  func allOff() {
    let view = view()
    var events = 0
    view.onSingleTapGesture { _, _ in events += 1 }
    view.onLongPressBegan { _, _ in events += 1 }
    view.interactionOptions.isEnabled = false
    view.tap(at: CGPoint(x: 10, y: 10))
    view.longPressBegan(at: CGPoint(x: 10, y: 10))
    #expect(events == 0)
  }

  @Test("The magnifier shows above the finger while the press lasts, at twice the zoom, only when enabled")
  func magnifier() {
    let view = view()
    view.longPressBegan(at: CGPoint(x: 200, y: 150))
    #expect(view.magnifier == nil)  // off by default
    view.longPressEnded(at: CGPoint(x: 200, y: 150))
    view.interactionOptions.isMagnifierEnabled = true
    view.longPressBegan(at: CGPoint(x: 200, y: 150))
    // The loupe's centre is 90 points above the finger; the finger at (200, 150) is 50 points below
    // the centre: (0, −500) m. Twice the zoom is half the scale denominator.
    #expect(view.magnifier?.center == CGPoint(x: 200, y: 60))
    #expect(view.magnifier?.screenPoint == CGPoint(x: 200, y: 150))
    expectClose(view.magnifier?.location, x: 0, y: -500)
    expectClose(view.magnifier?.scale, view.scale / 2, within: 1e-6)
    view.longPressMoved(at: CGPoint(x: 300, y: 150))
    #expect(view.magnifier?.center == CGPoint(x: 300, y: 60))
    view.longPressEnded(at: CGPoint(x: 300, y: 150))
    #expect(view.magnifier == nil)
  }

  @Test("While the magnifier shows, the callout stands 150 points higher, above the loupe")
  func calloutAboveTheLoupe() {
    let view = view()
    view.interactionOptions.isMagnifierEnabled = true
    view.callout = .location(Point(x: 0, y: -500, spatialReference: .webMercator))
    expectClose(view.calloutAnchor, CGPoint(x: 200, y: 150))
    view.longPressBegan(at: CGPoint(x: 200, y: 150))
    expectClose(view.calloutAnchor, CGPoint(x: 200, y: 0))
    view.longPressEnded(at: CGPoint(x: 200, y: 150))
    expectClose(view.calloutAnchor, CGPoint(x: 200, y: 150))
  }

  @Test("Turning the magnifier off while it shows hides it")
  func offWhileShown() {
    let view = view()
    view.interactionOptions.isMagnifierEnabled = true
    view.longPressBegan(at: CGPoint(x: 200, y: 150))
    #expect(view.magnifier != nil)
    view.interactionOptions.isMagnifierEnabled = false
    #expect(view.magnifier == nil)
  }
}

extension InteractionOptionsTests {
  @Test("The SVG draws the loupe's outline while the magnifier shows")
  func svgLoupe() {
    let view = view()
    view.interactionOptions.isMagnifierEnabled = true
    #expect(!view.svgSnapshot().contains("class=\"magnifier\""))
    view.longPressBegan(at: CGPoint(x: 200, y: 150))
    #expect(view.svgSnapshot().contains(#"<circle class="magnifier" cx="200" cy="60" r="60""#))
  }
}
