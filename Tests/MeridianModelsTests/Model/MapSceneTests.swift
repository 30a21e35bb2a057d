import Foundation
import MeridianCore
import MeridianGraphics
import MeridianMapView
import MeridianTesting
import Testing

@testable import MeridianModels

/// `MapScene.perform(_:callouts:)`, the one place a model's map effects are done.
@Suite("Map effects, done in one place")
@MainActor
struct MapSceneTests {
  /// A core to show callouts through, as a model holds one.
  let core = ModelCore<Int, Never>(0)

  @Test("Markers are drawn with the symbol and the attributes, then cleared")
  func markers() {
    let mapView = Fixture.mapView()
    let overlay = GraphicsOverlay()
    let scene = MapScene(mapView: mapView, overlay: overlay)
    let symbol = SimpleMarkerSymbol(style: .diamond, color: .blue, size: 9)
    let markers = [
      Marker(location: Helsinki.kaivokatu8, attributes: ["PlaceName": "Kaivokatu"]),
      Marker(location: Helsinki.simonkatu10),
    ]
    let outcome = scene.perform([.drawMarkers(markers, symbol: symbol)], callouts: core)
    #expect(outcome.followUp == nil && outcome.drawingError == nil)
    #expect(overlay.graphics.map { $0.geometry as? Point } == [Helsinki.kaivokatu8, Helsinki.simonkatu10])
    #expect(overlay.graphics.first?.attributes["PlaceName"] as? String == "Kaivokatu")
    #expect(overlay.graphics.allSatisfy { $0.symbol as? SimpleMarkerSymbol == symbol })
    _ = scene.perform([.clearMarkers], callouts: core)
    #expect(overlay.graphics.isEmpty)
  }

  @Test("The one marker and its label move together; nil hides both and empties the label")
  func moveMarker() {
    let marker = Graphic()
    let label = Graphic(symbol: TextSymbol(text: "", color: .black, size: 14))
    let scene = MapScene(mapView: Fixture.mapView(), overlay: GraphicsOverlay(), marker: marker, label: label)
    _ = scene.perform([.moveMarker(Marker(location: Helsinki.kaivokatu8), label: "Kaivokatu 8")], callouts: core)
    #expect(marker.geometry as? Point == Helsinki.kaivokatu8 && label.geometry as? Point == Helsinki.kaivokatu8)
    #expect((label.symbol as? TextSymbol)?.text == "Kaivokatu 8")
    #expect((label.symbol as? TextSymbol)?.size == 14)
    _ = scene.perform([.moveMarker(nil)], callouts: core)
    #expect(marker.geometry == nil && label.geometry == nil)
    #expect((label.symbol as? TextSymbol)?.text == "")
  }

  @Test("The callout goes on the view where the target says; the core reads it back; dismissing hides it")
  func callout() throws {
    let mapView = Fixture.mapView()
    let marker = Graphic(geometry: Helsinki.kaivokatu8)
    let scene = MapScene(mapView: mapView, overlay: GraphicsOverlay(), marker: marker)
    _ = scene.perform([.showCallout(.marker, title: "Kaivokatu 8", detail: "Helsinki")], callouts: core)
    guard case .geoElement(let graphic, _, _)? = mapView.callout else {
      Issue.record("expected the callout on the marker")
      return
    }
    #expect(graphic === marker)
    #expect(core.callout?.text == "Kaivokatu 8\nHelsinki")
    #expect(core.callout?.anchor == mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    // Someone else's callout is not the model's.
    mapView.showCallout(.location(Helsinki.center), title: "The app's own")
    #expect(core.callout == nil)
    _ = scene.perform([.showCallout(.location(Helsinki.simonkatu10), title: "Simonkatu")], callouts: core)
    #expect(core.callout?.title == "Simonkatu")
    _ = scene.perform([.dismissCallout], callouts: core)
    #expect(mapView.callout == nil && core.callout == nil)
  }

  @Test("A zoom is left to await: the view moves only when the follow-up runs")
  func zoom() async {
    let mapView = Fixture.mapView()
    let scene = MapScene(mapView: mapView, overlay: GraphicsOverlay())
    let outcome = scene.perform([.zoom(.centerAtScale(Helsinki.kaivokatu8, scale: 5_000))], callouts: core)
    #expect(abs(mapView.scale - 50_000) < 1e-6)
    await outcome.followUp?()
    #expect(abs(mapView.scale - 5_000) < 1e-6)
    #expect(isClose(mapView.center, Helsinki.kaivokatu8, tolerance: 1e-9))
  }
}
