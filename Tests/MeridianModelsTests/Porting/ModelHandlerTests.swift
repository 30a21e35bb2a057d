import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// Issue 14, points 4, 5, 1 and 10 as the models use them: models subscribe like anyone else.
@Suite("Models share the map view's handlers")
@MainActor
struct ModelHandlerTests {
  @Test("A model's tap handler and the app's own both run: the model first, as it registered first")
  func modelAndUserHandler() async throws {
    let mapView = Fixture.mapView()
    let model = MapDisplayModel(mapView: mapView)
    var userTaps: [Point] = []
    var markersWhenUserHandlerRan: [Int] = []
    mapView.onSingleTapGesture { _, mapPoint in
      userTaps.append(mapPoint)
      markersWhenUserHandlerRan.append(model.state.markers.count)
    }
    mapView.tap(at: CGPoint(x: 100, y: 100))
    #expect(model.state.markers.count == 1)
    #expect(userTaps.count == 1)
    // The model's handler ran before the user's: the marker was there already.
    #expect(markersWhenUserHandlerRan == [1])
  }

  @Test("A model that goes away takes its handlers with it; the app's stay")
  func modelGoesAway() {
    let mapView = Fixture.mapView()
    var model: MapDisplayModel? = MapDisplayModel(mapView: mapView)
    weak let weakModel = model
    var userTaps = 0
    mapView.onSingleTapGesture { _, _ in userTaps += 1 }
    model = nil
    #expect(weakModel == nil)
    mapView.tap(at: CGPoint(x: 100, y: 100))
    #expect(userTaps == 1)
    // Its overlay left the view with it, and the tap added no marker anywhere.
    #expect(mapView.graphicsOverlays.isEmpty)
  }

  @Test("Choosing a map gives the view a new map; the markers and the viewpoint stay")
  func chooseMapSwitchesTheMap() throws {
    let mapView = Fixture.mapView()
    let model = MapDisplayModel(mapView: mapView)
    mapView.tap(at: CGPoint(x: 100, y: 100))
    let before = mapView.map
    let center = mapView.center
    let scale = mapView.scale
    var reported: [BasemapStyle?] = []
    mapView.onMapChanged { reported.append($0.basemapStyle) }
    let imagery = try #require(model.choices.first { $0.basemapStyle == .arcGISImagery })
    model.chooseMap(imagery)
    #expect(mapView.map !== before)
    #expect(mapView.map.basemapStyle == .arcGISImagery)
    #expect(reported == [.arcGISImagery])
    #expect(isClose(mapView.center, center))
    #expect(abs(mapView.scale - scale) <= 1e-6 * scale)
    #expect(model.graphicsOverlay.graphics.count == 1)
    #expect(mapView.graphicsOverlays.contains { $0 === model.graphicsOverlay })
  }

  @Test(
    "Offline geocode: the callout stands above the magnifier while pressed; on lift it points at the marker again")
  func offlineLift() async throws {
    let transport = MockTransport()
    transport.reverseGeocodeResults = [
      GeocodeResult(
        label: "Kaivokatu 8, 00100 Helsinki", displayLocation: Helsinki.kaivokatu8, score: 100,
        attributes: ["StAddr": "Kaivokatu 8", "City": "Helsinki", "Region": "Uusimaa"])
    ]
    let mapView = Fixture.mapView()
    mapView.interactionOptions.isMagnifierEnabled = true
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    let finger = try #require(mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    mapView.longPressBegan(at: finger)
    await model.waitUntilIdle()
    #expect(mapView.calloutTitle == "Kaivokatu 8, Helsinki, Uusimaa")
    let pressed = try #require(mapView.calloutAnchor)
    // The red 14-point marker has no leader offset: without the magnifier the anchor is the finger;
    // with it, 150 points higher.
    #expect(abs(pressed.x - finger.x) < 1e-6 && abs(pressed.y - (finger.y - 150)) < 1e-6)
    mapView.longPressEnded(at: finger)
    await model.waitUntilIdle()
    let lifted = try #require(mapView.calloutAnchor)
    #expect(abs(lifted.x - finger.x) < 1e-6 && abs(lifted.y - finger.y) < 1e-6)
    #expect(model.callout?.text == "Kaivokatu 8, Helsinki, Uusimaa")
    guard case .geoElement(let graphic, _, _)? = mapView.callout else {
      Issue.record("expected the callout on the marker, got \(String(describing: mapView.callout))")
      return
    }
    // On the model's one marker, which carries the locator's attributes and nothing written for the callout.
    #expect(graphic === model.markerGraphic)
    #expect(graphic.attributes["Match_addr"] == nil && graphic.attributes["StAddr"] as? String == "Kaivokatu 8")
  }
}
