import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

@Suite("AddressSearchModel")
@MainActor
struct AddressSearchModelTests {
  typealias State = AddressSearchModel.State

  static let kaivokatu = GeocodeResult(
    label: "Kaivokatu 8, 00100 Helsinki", displayLocation: Helsinki.kaivokatu8,
    extent: Helsinki.extent(around: Helsinki.kaivokatu8), score: 100)

  // MARK: - Submitting

  @Test("Submitting an address marks and labels the best match and zooms to it")
  func submitFinds() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [Self.kaivokatu]
    let mapView = Fixture.mapView()
    let model = AddressSearchModel(locator: Fixture.locator(transport), mapView: mapView)
    let recorder = StateRecorder(model)

    await model.submit("Kaivokatu 8").value

    await recorder.expect(
      State(),
      State(searchText: "Kaivokatu 8", isSearching: true),
      State(searchText: "Kaivokatu 8", status: .result("Kaivokatu 8, 00100 Helsinki", Helsinki.kaivokatu8)))
    recorder.finish()

    // The request: all attributes, the best match only, in the map's spatial reference (the tutorial's parameters).
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["*"]
    parameters.maxResults = 1
    parameters.outputSpatialReference = .wgs84
    #expect(transport.requests == [.geocode(.searchText("Kaivokatu 8"), parameters)])
    // One marker and one label, both at the result; the label says the result's label.
    #expect(model.graphicsOverlay.graphics.count == 2)
    #expect(isClose(model.markerGraphic.geometry as? Point, Helsinki.kaivokatu8))
    #expect(isClose(model.textGraphic.geometry as? Point, Helsinki.kaivokatu8))
    let text = try #require(model.textGraphic.symbol as? TextSymbol)
    #expect(text.text == "Kaivokatu 8, 00100 Helsinki")
    #expect(text.size == 14 && text.horizontalAlignment == .center && text.verticalAlignment == .bottom)
    let marker = try #require(model.markerGraphic.symbol as? SimpleMarkerSymbol)
    #expect(marker.style == .square && marker.color == .red)
    // Zoomed to the result's extent: the view is centred on it.
    #expect(isClose(mapView.center, Helsinki.kaivokatu8, tolerance: 1e-7))
  }

  @Test("Empty or blank text says \"Nothing to search!\" and sends no request")
  func nothingToSearch() async {
    let transport = MockTransport()
    let model = AddressSearchModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    await model.submit("").value
    await model.submit("   ").value
    await recorder.expect(State(), State(message: "Nothing to search!"))
    recorder.finish()
    #expect(transport.requests.isEmpty)
  }

  @Test("No match clears the marker and says nothing was found")
  func noMatch() async {
    let transport = MockTransport()
    transport.geocodeResults = [Self.kaivokatu]
    let model = AddressSearchModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    await model.submit("Kaivokatu 8").value
    transport.geocodeResults = []
    await model.submit("Nowhere 99").value
    await recorder.expect(
      State(),
      State(searchText: "Kaivokatu 8", isSearching: true),
      State(searchText: "Kaivokatu 8", status: .result("Kaivokatu 8, 00100 Helsinki", Helsinki.kaivokatu8)),
      State(
        searchText: "Nowhere 99", isSearching: true, status: .result("Kaivokatu 8, 00100 Helsinki", Helsinki.kaivokatu8)
      ),
      State(searchText: "Nowhere 99", message: "No results found for Nowhere 99."))
    recorder.finish()
    #expect(model.markerGraphic.geometry == nil && model.textGraphic.geometry == nil)
  }

  @Test("A failed request becomes a readable message, not a crash")
  func failure() async {
    let transport = MockTransport()
    let failure = GeocodingError.http(status: 503)
    transport.onGeocode { _, _ in throw failure }
    let model = AddressSearchModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    await model.submit("Kaivokatu 8").value
    await recorder.expect(
      State(), State(searchText: "Kaivokatu 8", isSearching: true),
      State(searchText: "Kaivokatu 8", message: failure.description))
    recorder.finish()
  }

  // MARK: - Cancellation

  @Test("A newer submit cancels the older request; only the latest result is shown")
  func newerSubmitWins() async {
    let transport = MockTransport()
    let gate = ReplyGate<[GeocodeResult]>()
    transport.onGeocode { query, _ in
      guard case .searchText(let text) = query else { return [] }
      return try await gate.wait(text)
    }
    let model = AddressSearchModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    let first = model.submit("Kaivokatu")
    await gate.waitForArrivals(1)
    let second = model.submit("Aleksanterinkatu 9")
    await first.value  // cancelled: its request gave up at the gate
    await gate.waitForArrivals(2)
    let aleksanterinkatu = GeocodeResult(
      label: "Aleksanterinkatu 9, 00100 Helsinki", displayLocation: Helsinki.aleksanterinkatu9)
    gate.release("Aleksanterinkatu 9", with: .success([aleksanterinkatu]))
    await second.value
    await recorder.expect(
      State(),
      State(searchText: "Kaivokatu", isSearching: true),
      State(searchText: "Aleksanterinkatu 9", isSearching: true),
      State(
        searchText: "Aleksanterinkatu 9",
        status: .result("Aleksanterinkatu 9, 00100 Helsinki", Helsinki.aleksanterinkatu9)))
    recorder.finish()
  }

  @Test("cancel() stops the search; a CancellationError is never shown")
  func cancelShowsNoError() async {
    let transport = MockTransport()
    let gate = ReplyGate<[GeocodeResult]>()
    transport.onGeocode { _, _ in try await gate.wait("any") }
    let model = AddressSearchModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    let task = model.submit("Kaivokatu 8")
    await gate.waitForArrivals(1)
    model.cancel()
    await task.value
    await recorder.expect(
      State(), State(searchText: "Kaivokatu 8", isSearching: true), State(searchText: "Kaivokatu 8"))
    recorder.finish()
  }
}
