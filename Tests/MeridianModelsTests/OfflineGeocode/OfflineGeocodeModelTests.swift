import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

@Suite("OfflineGeocodeModel")
@MainActor
struct OfflineGeocodeModelTests {
  typealias State = OfflineGeocodeModel.State

  static let kaivokatuAddress = GeocodeResult(
    label: "Kaivokatu 8, 00100, Helsinki", displayLocation: Helsinki.kaivokatu8, score: 100,
    attributes: [
      "StAddr": "Kaivokatu 8", "City": "Helsinki", "Region": "Uusimaa", "Match_addr": "Kaivokatu 8, 00100, Helsinki",
    ])

  // MARK: - Geocoding text

  @Test("Geocoding asks for scores of 75 and up with Match_addr, marks the best result and zooms to it")
  func geocode() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [Self.kaivokatuAddress]
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    let recorder = StateRecorder(model)
    await model.geocode("Kaivokatu 8, Helsinki").value
    await recorder.expect(
      State(), State(searchText: "Kaivokatu 8, Helsinki", isBusy: true),
      State(searchText: "Kaivokatu 8, Helsinki", marker: Helsinki.kaivokatu8))
    recorder.finish()
    guard case .geocode(_, let parameters) = try #require(transport.requests.first) else { return }
    #expect(parameters.minScore == 75 && parameters.resultAttributeNames == ["Match_addr"])
    #expect(model.graphicsOverlay.graphics.count == 1)
    #expect(isClose(mapView.center, Helsinki.kaivokatu8, tolerance: 1e-7))
  }

  @Test("Nothing found says \"No results found\" and shows no marker")
  func noResults() async {
    let transport = MockTransport()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    await model.geocode("Nowhere 99").value
    #expect(model.state == State(searchText: "Nowhere 99", message: "No results found"))
    #expect(model.markerGraphic.geometry == nil)
  }

  // MARK: - Long press and drag

  @Test("A long press reverse geocodes under the finger; the callout reads \"street, city, region\"")
  func longPress() async throws {
    let transport = MockTransport()
    transport.reverseGeocodeResults = [Self.kaivokatuAddress]
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    let recorder = StateRecorder(model)
    let screenPoint = try #require(mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    let mapPoint = try #require(mapView.location(fromScreenPoint: screenPoint))
    mapView.longPressBegan(at: screenPoint)
    await model.waitUntilIdle()
    await recorder.expect(State(), State(isBusy: true, marker: mapPoint), State(marker: mapPoint))
    #expect(model.callout?.text == "Kaivokatu 8, Helsinki, Uusimaa")

    // Dragging where nothing is found removes the marker and the callout.
    transport.reverseGeocodeResults = []
    let moved = CGPoint(x: screenPoint.x + 40, y: screenPoint.y)
    let movedPoint = try #require(mapView.location(fromScreenPoint: moved))
    mapView.longPressMoved(at: moved)
    await model.waitUntilIdle()
    mapView.longPressEnded(at: moved)
    await recorder.expect(State(isBusy: true, marker: movedPoint), State())
    recorder.finish()
    // The one marker stays in the overlay, hidden: no geometry.
    #expect(model.graphicsOverlay.graphics.count == 1 && model.markerGraphic.geometry == nil && mapView.callout == nil)
    #expect(transport.requests.count == 2)
  }

  @Test("Each drag step cancels the previous reverse geocode")
  func dragCancels() async {
    let transport = MockTransport()
    let gate = ReplyGate<[GeocodeResult]>()
    transport.onReverseGeocode { point, _ in try await gate.wait(point.x < 24.94 ? "west" : "east") }
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let first = model.reverseGeocode(at: Helsinki.simonkatu10)
    await gate.waitForArrivals(1)
    let second = model.reverseGeocode(at: Helsinki.aleksanterinkatu9)
    await first.value
    await gate.waitForArrivals(2)
    #expect(gate.pendingKeys == ["east"])
    gate.release("east", with: .success([Self.kaivokatuAddress]))
    await second.value
    #expect(model.state == State(marker: Helsinki.aleksanterinkatu9))
    #expect(model.callout?.text == "Kaivokatu 8, Helsinki, Uusimaa")
  }

  @Test("A point beyond the antimeridian is normalised before it is reverse geocoded")
  func normalised() async throws {
    let transport = MockTransport()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    // 24.9419972 + 360 = 384.9419972 wraps back to 24.9419972.
    await model.reverseGeocode(at: Point(x: 384.9419972, y: 60.1699217, spatialReference: .wgs84)).value
    guard case .reverseGeocode(let location, _) = try #require(transport.requests.first) else { return }
    #expect(isClose(location, Helsinki.kaivokatu8, tolerance: 1e-9))
  }

  @Test("A failed reverse geocode removes the marker without an error message")
  func reverseFailure() async {
    let transport = MockTransport()
    transport.onReverseGeocode { _, _ in throw GeocodingError.unsupportedByLocator(operation: "reverseGeocode") }
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    await model.reverseGeocode(at: Helsinki.kaivokatu8).value
    #expect(model.state == State())
  }

  // MARK: - Tapping

  @Test("Tapping the marker shows its address again; tapping elsewhere hides the callout")
  func tap() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [Self.kaivokatuAddress]
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.geocode("Kaivokatu 8").value
    let screenPoint = try #require(mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    mapView.tap(at: screenPoint)
    await model.waitUntilIdle()
    #expect(model.callout?.title == "Kaivokatu 8, 00100, Helsinki" && model.callout?.detail == nil)
    // On the marker: the anchor is the marker's screen point (a circle has no leader offset).
    #expect(model.callout?.anchor == screenPoint)
    mapView.tap(at: CGPoint(x: screenPoint.x + 100, y: screenPoint.y))
    await model.waitUntilIdle()
    #expect(model.callout == nil)
  }

  @Test("A tap the map view cannot identify hides the callout and shows the identify error as the message")
  func tapIdentifyError() async {
    let model = OfflineGeocodeModel(locator: Fixture.locator(MockTransport()), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    await model.handleTap(screenPoint: CGPoint(x: 10, y: Double.infinity), mapPoint: Helsinki.center).value
    let message = MapViewError.invalidParameter(
      name: "screenPoint", reason: "(10.0, inf) has a NaN or infinite coordinate"
    ).description
    await recorder.expect(State(), State(message: message))
    recorder.finish()
  }
}
