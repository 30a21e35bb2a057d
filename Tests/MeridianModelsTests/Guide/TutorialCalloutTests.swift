import Foundation
import Meridian
import Testing

/// The find-places tutorial's hand-written tap (docs/tutorials/find-places.md, "Show the name and
/// address of a tapped place"), copied as the guide writes it: the callout it shows says something.
@MainActor
func showCallout(mapView: MapView, overlay: GraphicsOverlay, screenPoint: CGPoint, mapPoint: Point) async throws {
  let identified = try await mapView.identify(on: overlay, screenPoint: screenPoint, tolerance: 12)
  guard let graphic = identified.graphics.first else {
    mapView.dismissCallout()
    return
  }
  let name = graphic.attributes["PlaceName"] as? String ?? "Unknown"
  let address = graphic.attributes["Place_addr"] as? String ?? "no address provided"
  mapView.showCallout(.location(mapPoint), title: name, detail: address)
}

@Suite("The find-places tutorial's callout")
@MainActor
struct TutorialCalloutTests {
  @Test("A tap on a marker shows its name and address in the view's callout, and in the SVG snapshot")
  func calloutHasText() async throws {
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(
      Graphic(
        geometry: Helsinki.aleksanterinkatu9,
        attributes: ["PlaceName": "Café Aalto", "Place_addr": "Aleksanterinkatu 9, 00100 Helsinki"],
        symbol: SimpleMarkerSymbol(style: .circle, color: .brown, size: 10)))
    let mapView = Fixture.mapView()
    mapView.graphicsOverlays = [overlay]
    let marker = try #require(mapView.screenPoint(fromLocation: Helsinki.aleksanterinkatu9))
    let tapped = try #require(mapView.location(fromScreenPoint: marker))
    try await showCallout(mapView: mapView, overlay: overlay, screenPoint: marker, mapPoint: tapped)
    let display = try #require(mapView.calloutDisplay)
    #expect(display.title == "Café Aalto" && display.detail == "Aleksanterinkatu 9, 00100 Helsinki")
    let svg = mapView.svgSnapshot()
    #expect(svg.contains(">Café Aalto<") && svg.contains(">Aleksanterinkatu 9, 00100 Helsinki<"))

    try await showCallout(
      mapView: mapView, overlay: overlay, screenPoint: CGPoint(x: 5, y: 5), mapPoint: Helsinki.center)
    #expect(mapView.callout == nil && mapView.calloutTitle == nil && mapView.calloutDetail == nil)
  }
}
