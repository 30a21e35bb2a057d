import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// Issue 14, point 10: the callout carries a title and a detail, shown in the display list and the SVG.
@MainActor
@Suite("Callout title and detail")
struct CalloutContentTests {
  /// A 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point.
  func view() -> MapView { standardView() }

  @Test("showCallout sets the placement, title and detail; the display gives them with the anchor")
  func display() throws {
    let view = view()
    #expect(view.calloutDisplay == nil)
    view.showCallout(
      .location(Point(x: 500, y: 0, spatialReference: .webMercator)), title: "Kaivokatu 8", detail: "Helsinki")
    let display = try #require(view.calloutDisplay)
    // (500, 0) m is 50 points right of the centre (200, 100).
    #expect(
      display == MapView.CalloutDisplay(anchor: CGPoint(x: 250, y: 100), title: "Kaivokatu 8", detail: "Helsinki"))
    view.dismissCallout()
    #expect(view.calloutDisplay == nil && view.calloutTitle == nil && view.calloutDetail == nil)
  }

  @Test("The SVG shows the title and the detail, each on its own line, escaped")
  func svg() {
    let view = view()
    view.showCallout(
      .location(Point(x: 0, y: 0, spatialReference: .webMercator)), title: "Café <Engel>", detail: "Aleksanterinkatu 26"
    )
    let svg = view.svgSnapshot()
    #expect(svg.contains(">Café &lt;Engel&gt;</text>"))
    #expect(svg.contains(">Aleksanterinkatu 26</text>"))
    // A title alone is one line; calloutText, when given, replaces both.
    view.calloutDetail = nil
    #expect(!view.svgSnapshot().contains("Aleksanterinkatu"))
    #expect(view.svgSnapshot(calloutText: "Other").contains(">Other</text>"))
  }
}
