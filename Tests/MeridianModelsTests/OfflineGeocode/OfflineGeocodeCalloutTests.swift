import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// The offline geocode tap path in one place: the map view's callout is written once and the model
/// reads it there; the model moves its one marker and never writes an attribute for the callout; the
/// lift identifies nothing.
@Suite("OfflineGeocodeModel: the marker and the callout")
@MainActor
struct OfflineGeocodeCalloutTests {
  typealias State = OfflineGeocodeModel.State

  /// Kaivokatu 8's reverse geocode, with the attributes the street locator gives (no `Match_addr`).
  static let kaivokatu = GeocodeResult(
    label: "Kaivokatu 8, 00100 Helsinki", displayLocation: Helsinki.kaivokatu8, score: 100,
    attributes: ["StAddr": "Kaivokatu 8", "City": "Helsinki", "Region": "Uusimaa"])

  /// A model whose reverse geocode of Kaivokatu 8 has answered: the marker is there, the callout on it.
  static func reverseGeocodedKaivokatu() async -> (OfflineGeocodeModel, MapView) {
    let transport = MockTransport()
    transport.reverseGeocodeResults = [kaivokatu]
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.reverseGeocode(at: Helsinki.kaivokatu8).value
    return (model, mapView)
  }

  @Test("Geocode, press, drag, find nothing: one marker graphic throughout, and the exact states")
  func oneMarker() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [OfflineGeocodeModelTests.kaivokatuAddress]
    transport.reverseGeocodeResults = [Self.kaivokatu]
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    let marker = model.markerGraphic
    let recorder = StateRecorder(model)
    #expect(model.graphicsOverlay.graphics.map(ObjectIdentifier.init) == [ObjectIdentifier(marker)])

    await model.geocode("Kaivokatu 8").value
    #expect(marker.geometry as? Point == Helsinki.kaivokatu8)
    let finger = try #require(mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    let pressed = try #require(mapView.location(fromScreenPoint: finger))
    mapView.longPressBegan(at: finger)
    await model.waitUntilIdle()
    #expect(model.callout?.title == "Kaivokatu 8, Helsinki, Uusimaa")
    transport.reverseGeocodeResults = []
    let moved = CGPoint(x: finger.x + 40, y: finger.y)
    let movedPoint = try #require(mapView.location(fromScreenPoint: moved))
    mapView.longPressMoved(at: moved)
    await model.waitUntilIdle()
    mapView.longPressEnded(at: moved)
    await model.waitUntilIdle()

    await recorder.expect(
      State(),
      State(searchText: "Kaivokatu 8", isBusy: true),
      State(searchText: "Kaivokatu 8", marker: Helsinki.kaivokatu8),
      State(isBusy: true, marker: pressed),
      State(marker: pressed),
      State(isBusy: true, marker: movedPoint),
      State())
    recorder.finish()
    // The same graphic all along, now hidden (no geometry), never removed and added again.
    #expect(model.graphicsOverlay.graphics.map(ObjectIdentifier.init) == [ObjectIdentifier(marker)])
    #expect(marker.geometry == nil && marker.attributes.isEmpty)
  }

  @Test("The marker carries the locator's attributes; nothing is written on it for the callout")
  func noAttributeWrittenForTheCallout() async throws {
    let (model, mapView) = await Self.reverseGeocodedKaivokatu()
    #expect(model.markerGraphic.attributes.keys.sorted() == ["City", "Region", "StAddr"])
    #expect(model.markerGraphic.attributes["Match_addr"] == nil)
    // The view holds the callout, on the marker; the model reads it there.
    #expect(mapView.calloutTitle == "Kaivokatu 8, Helsinki, Uusimaa" && mapView.calloutDetail == nil)
    guard case .geoElement(let graphic, _, _)? = mapView.callout else {
      Issue.record("expected the callout on the marker")
      return
    }
    #expect(graphic === model.markerGraphic)
    #expect(model.callout == mapView.calloutDisplay)
    #expect(model.callout?.text == "Kaivokatu 8, Helsinki, Uusimaa")
  }

  @Test("A lift away from the marker leaves the callout on it: the lift identifies nothing")
  func liftDoesNotIdentify() async throws {
    let transport = MockTransport()
    transport.reverseGeocodeResults = [Self.kaivokatu]
    let mapView = Fixture.mapView()
    mapView.interactionOptions.isMagnifierEnabled = true
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    let finger = try #require(mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    let pressed = try #require(mapView.location(fromScreenPoint: finger))
    mapView.longPressBegan(at: finger)
    await model.waitUntilIdle()
    let recorder = StateRecorder(model)
    // The finger slides 100 points off the marker as it lifts: no move is reported, only the lift.
    mapView.longPressEnded(at: CGPoint(x: finger.x + 100, y: finger.y))
    await model.waitUntilIdle()
    // The state before the lift, and no other: the callout stays, on the marker.
    await recorder.expect(State(marker: pressed))
    recorder.finish()
    #expect(model.callout?.title == "Kaivokatu 8, Helsinki, Uusimaa")
    #expect(mapView.calloutTitle == "Kaivokatu 8, Helsinki, Uusimaa")
    // The magnifier went, so the anchor is the marker's point again, not 150 points above it.
    let anchor = try #require(mapView.calloutAnchor)
    #expect(abs(anchor.x - finger.x) < 1e-6 && abs(anchor.y - finger.y) < 1e-6)
    #expect(transport.requests.count == 1)
  }

  @Test("A callout the app dismissed is gone from the model at once: the model reads the view")
  func modelReadsTheView() async throws {
    let (model, mapView) = await Self.reverseGeocodedKaivokatu()
    #expect(model.callout != nil)
    mapView.dismissCallout()  // the app's own doing
    #expect(model.callout == nil)
    let recorder = StateRecorder(model)
    await model.handleTap(screenPoint: CGPoint(x: 10, y: Double.nan), mapPoint: Helsinki.center).value
    let message = MapViewError.invalidParameter(
      name: "screenPoint", reason: "(10.0, nan) has a NaN or infinite coordinate"
    ).description
    await recorder.expect(State(marker: Helsinki.kaivokatu8), State(marker: Helsinki.kaivokatu8, message: message))
    recorder.finish()
  }

  @Test("A callout someone else placed on the view is theirs: the model does not read it as its own")
  func anotherCalloutIsNotMirrored() async {
    let transport = MockTransport()
    let gate = ReplyGate<[GeocodeResult]>()
    transport.onGeocode { _, _ in try await gate.wait("geocode") }
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    let recorder = StateRecorder(model)
    let task = model.geocode("Kaivokatu 8")
    await gate.waitForArrivals(1)
    mapView.showCallout(.location(Helsinki.center), title: "The app's own")
    gate.release("geocode", with: .success([OfflineGeocodeModelTests.kaivokatuAddress]))
    await task.value
    await recorder.expect(
      State(), State(searchText: "Kaivokatu 8", isBusy: true),
      State(searchText: "Kaivokatu 8", marker: Helsinki.kaivokatu8))
    recorder.finish()
    #expect(mapView.calloutTitle == "The app's own")
    #expect(model.callout == nil)
  }
}
