import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

@Suite("PlaceFinderModel")
@MainActor
struct PlaceFinderModelTests {
  typealias State = PlaceFinderModel.State
  typealias Place = PlaceFinderModel.Place

  static let helsinkiSuggestion = SuggestResult(label: "Helsinki, Uusimaa, FIN", magicKey: "hel")
  nonisolated static let helsinki = GeocodeResult(label: "Helsinki, Uusimaa", displayLocation: Helsinki.center)

  /// Two POIs and an address, as the locator returns them with all attributes.
  nonisolated static let cafes = [
    GeocodeResult(
      label: "Café Aalto", displayLocation: Helsinki.aleksanterinkatu9,
      attributes: ["Match_addr": "Café Aalto", "Place_addr": "Aleksanterinkatu 9, 00100 Helsinki", "Addr_type": "POI"]),
    GeocodeResult(
      label: "Simonkatu 10", displayLocation: Helsinki.simonkatu10,
      attributes: ["Match_addr": "Simonkatu 10, 00100 Helsinki", "Place_addr": "ignored", "Addr_type": "PointAddress"]),
  ]

  static let places = [
    Place(title: "Café Aalto", detail: "Aleksanterinkatu 9, 00100 Helsinki", location: Helsinki.aleksanterinkatu9),
    Place(title: "Simonkatu 10, 00100 Helsinki", detail: nil, location: Helsinki.simonkatu10),
  ]

  /// A map view whose location display has a location: Kaivokatu 8.
  func mapViewWithLocation() async throws -> MapView {
    let clock = TestClock()
    let mapView = Fixture.mapView(clock: clock)
    mapView.locationDisplay.dataSource = SimulatedLocationDataSource(points: [Helsinki.kaivokatu8], clock: clock)
    try await mapView.locationDisplay.start()
    await waitUntil { mapView.locationDisplay.mapLocation != nil }
    return mapView
  }

  // MARK: - Suggestions

  @Test("The POI field suggests POIs")
  func poiSuggestions() async throws {
    let transport = MockTransport()
    let cafe = SuggestResult(label: "Café Aalto", magicKey: "aalto")
    transport.suggestResults = [cafe]
    let model = PlaceFinderModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    await model.typePOI("Caf").value
    await recorder.expect(
      State(), State(poiText: "Caf", activeField: .poi),
      State(poiText: "Caf", activeField: .poi, suggestions: [.suggestion(cafe)]))
    recorder.finish()
    guard case .suggest(_, let parameters) = try #require(transport.requests.first) else { return }
    #expect(parameters.categories == ["POI"])
  }

  @Test("The near field offers \"Current Location\" first, then populated places near it")
  func nearSuggestions() async throws {
    let transport = MockTransport()
    transport.suggestResults = [Self.helsinkiSuggestion]
    let mapView = try await mapViewWithLocation()
    let model = PlaceFinderModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.typeNear("Hel").value
    #expect(model.state.suggestions == [.currentLocation, .suggestion(Self.helsinkiSuggestion)])
    #expect(model.state.suggestions.first?.label == "Current Location")
    guard case .suggest(_, let parameters) = try #require(transport.requests.first) else { return }
    #expect(parameters.categories == ["Populated Place"])
    #expect(isClose(parameters.preferredSearchLocation, Helsinki.kaivokatu8, tolerance: 1e-9))
  }

  // MARK: - Searching

  @Test("Searching near a chosen place geocodes the place, then finds POIs near it and zooms to them")
  func searchNearChosenPlace() async throws {
    let transport = MockTransport()
    transport.suggestResults = [Self.helsinkiSuggestion]
    transport.onGeocode { query, _ in
      if case .suggestion = query { return [Self.helsinki] }
      return Self.cafes
    }
    let mapView = Fixture.mapView()
    let model = PlaceFinderModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.typePOI("cafe").value
    await model.typeNear("Hel").value
    model.chooseSuggestion(.suggestion(Self.helsinkiSuggestion))
    await model.search().value
    #expect(model.state == State(poiText: "cafe", nearText: "Helsinki, Uusimaa, FIN", places: Self.places))
    let geocodes = transport.requests.compactMap { request -> (GeocodeQuery, GeocodeParameters)? in
      if case .geocode(let query, let parameters) = request { return (query, parameters) }
      return nil
    }
    #expect(geocodes.map(\.0) == [.suggestion(Self.helsinkiSuggestion), .searchText("cafe")])
    #expect(isClose(geocodes.last?.1.preferredSearchLocation, Helsinki.center, tolerance: 1e-9))
    // Zoomed to the two results: centred between them.
    #expect(
      isClose(mapView.center, Point(x: 24.94198875, y: 60.1689818, spatialReference: .wgs84), tolerance: 1e-7))
  }

  @Test("Searching near \"Current Location\" prefers the location display's location")
  func searchNearCurrentLocation() async throws {
    let transport = MockTransport()
    transport.geocodeResults = Self.cafes
    let mapView = try await mapViewWithLocation()
    let model = PlaceFinderModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.typePOI("cafe").value
    await model.typeNear("").value
    model.chooseSuggestion(.currentLocation)
    await model.search().value
    #expect(model.state.nearText == "Current Location")
    guard case .geocode(_, let parameters) = try #require(transport.requests.last) else { return }
    #expect(isClose(parameters.preferredSearchLocation, Helsinki.kaivokatu8, tolerance: 1e-9))
  }

  @Test("An empty POI field says a point of interest is required")
  func poiRequired() async {
    let transport = MockTransport()
    let model = PlaceFinderModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    await model.search().value
    #expect(model.state == State(message: "Point of interest required"))
    #expect(transport.requests.isEmpty)
  }

  @Test("After panning away, \"Redo search in this area\" searches strictly inside the visible extent")
  func redoSearch() async throws {
    let transport = MockTransport()
    transport.geocodeResults = Self.cafes
    let mapView = Fixture.mapView()
    let model = PlaceFinderModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.typePOI("cafe").value
    await model.search().value
    #expect(!model.state.canRedoSearch)
    mapView.pan(by: CGSize(width: 150, height: 0))
    #expect(model.state.canRedoSearch)
    let center = mapView.center
    let visible = try #require(mapView.visibleArea?.extent)
    await model.redoSearchInThisArea().value
    guard case .geocode(_, let parameters) = try #require(transport.requests.last) else { return }
    #expect(parameters.searchArea?.extent == visible)
    #expect(mapView.center == center)
    let inside = Self.places.filter { visible.contains($0.location) }
    #expect(model.state.places == inside)
    #expect(!model.state.canRedoSearch)
  }

  // MARK: - Tapping

  @Test("A tapped POI shows Match_addr and Place_addr; an address shows only Match_addr")
  func tapCallout() async throws {
    let transport = MockTransport()
    transport.geocodeResults = Self.cafes
    let mapView = Fixture.mapView()
    let model = PlaceFinderModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.typePOI("cafe").value
    await model.search().value
    let poi = try #require(mapView.screenPoint(fromLocation: Helsinki.aleksanterinkatu9))
    mapView.tap(at: poi)
    await model.waitUntilIdle()
    // The view's callout carries the title and detail, as the tutorial sets them on its callout, and
    // the model reads it there, on the tapped marker.
    #expect(model.callout == mapView.calloutDisplay && model.callout?.anchor == poi)
    #expect(mapView.calloutDisplay?.title == "Café Aalto")
    #expect(mapView.calloutDisplay?.detail == "Aleksanterinkatu 9, 00100 Helsinki")
    let address = try #require(mapView.screenPoint(fromLocation: Helsinki.simonkatu10))
    mapView.tap(at: address)
    await model.waitUntilIdle()
    #expect(model.callout?.text == "Simonkatu 10, 00100 Helsinki" && model.callout?.anchor == address)
    #expect(mapView.callout != nil)
    #expect(mapView.calloutTitle == "Simonkatu 10, 00100 Helsinki" && mapView.calloutDetail == nil)
  }

  @Test("A tap the map view cannot identify hides the callout and shows the identify error as the message")
  func tapIdentifyError() async {
    let model = PlaceFinderModel(locator: Fixture.locator(MockTransport()), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    await model.handleTap(screenPoint: CGPoint(x: Double.nan, y: 10)).value
    // MapView.identify rejects a NaN screen point with MapViewError.invalidParameter(screenPoint).
    let message = MapViewError.invalidParameter(
      name: "screenPoint", reason: "(nan, 10.0) has a NaN or infinite coordinate"
    ).description
    #expect(message.contains("NaN or infinite"))
    await recorder.expect(State(), State(message: message))
    recorder.finish()
    #expect(model.mapView.callout == nil)
  }
}
