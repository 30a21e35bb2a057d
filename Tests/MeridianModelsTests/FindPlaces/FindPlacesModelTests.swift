import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

@Suite("FindPlacesModel")
@MainActor
struct FindPlacesModelTests {
  typealias State = FindPlacesModel.State
  typealias Place = FindPlacesModel.Place

  /// Two coffee shops as a locator reports them (names and addresses from the Helsinki POI data).
  static let cafes = [
    GeocodeResult(
      label: "Café Aalto", displayLocation: Helsinki.aleksanterinkatu9, score: 100,
      attributes: ["PlaceName": "Café Aalto", "Place_addr": "Aleksanterinkatu 9, 00100 Helsinki"]),
    GeocodeResult(
      label: "Kahvila Simonkatu", displayLocation: Helsinki.simonkatu10, score: 98,
      attributes: ["PlaceName": "Kahvila Simonkatu", "Place_addr": "Simonkatu 10, 00100 Helsinki"]),
  ]

  static let places = [
    Place(name: "Café Aalto", address: "Aleksanterinkatu 9, 00100 Helsinki", location: Helsinki.aleksanterinkatu9),
    Place(name: "Kahvila Simonkatu", address: "Simonkatu 10, 00100 Helsinki", location: Helsinki.simonkatu10),
  ]

  // MARK: - Categories

  @Test("The five categories have the tutorial's labels and colours")
  func categories() {
    #expect(
      PlaceCategory.defaults.map(\.label) == ["Coffee shop", "Gas station", "Food", "Hotel", "Parks and Outdoors"])
    #expect(PlaceCategory.defaults.map(\.color) == [.brown, .orange, .purple, .blue, .green])
  }

  @Test("Selecting a category searches near the centre and draws a marker per result")
  func selectCategory() async throws {
    let transport = MockTransport()
    transport.geocodeResults = Self.cafes
    let mapView = Fixture.mapView()
    let model = FindPlacesModel(locator: Fixture.locator(transport), mapView: mapView)
    let recorder = StateRecorder(model)

    await model.selectCategory(.coffeeShop).value

    await recorder.expect(
      State(), State(category: .coffeeShop, isSearching: true), State(category: .coffeeShop, places: Self.places))
    recorder.finish()
    guard case .geocode(let query, let parameters) = try #require(transport.requests.first) else {
      Issue.record("expected a geocode")
      return
    }
    #expect(query == .searchText("Coffee shop"))
    #expect(parameters.resultAttributeNames == ["Place_addr", "PlaceName"])
    // The map starts centred on 60.17 N, 24.94 E; the visible area's centre is that point.
    #expect(isClose(parameters.preferredSearchLocation, Helsinki.center, tolerance: 1e-9))
    // Circle markers, 10 points, brown, white 2-point outline (the tutorial's symbol).
    #expect(model.graphicsOverlay.graphics.count == 2)
    for graphic in model.graphicsOverlay.graphics {
      let symbol = try #require(graphic.symbol as? SimpleMarkerSymbol)
      #expect(symbol.style == .circle && symbol.size == 10 && symbol.color == .brown)
      #expect(symbol.outline?.color == .white && symbol.outline?.width == 2)
    }
    #expect(model.graphicsOverlay.graphics[0].attributes["PlaceName"] as? String == "Café Aalto")
  }

  @Test("A new category cancels the running search and clears the old markers")
  func newCategoryCancels() async {
    let transport = MockTransport()
    let gate = ReplyGate<[GeocodeResult]>()
    transport.onGeocode { query, _ in
      guard case .searchText(let text) = query else { return [] }
      return try await gate.wait(text)
    }
    let model = FindPlacesModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let recorder = StateRecorder(model)
    let first = model.selectCategory(.coffeeShop)
    await gate.waitForArrivals(1)
    let second = model.selectCategory(.hotel)
    await first.value
    await gate.waitForArrivals(2)
    let hotel = GeocodeResult(
      label: "Hilton Helsinki Strand", displayLocation: Helsinki.kaivokatu8,
      attributes: ["PlaceName": "Hilton Helsinki Strand", "Place_addr": "John Stenbergin ranta 4, 00530 Helsinki"])
    gate.release("Hotel", with: .success([hotel]))
    await second.value
    await recorder.expect(
      State(), State(category: .coffeeShop, isSearching: true), State(category: .hotel, isSearching: true),
      State(
        category: .hotel,
        places: [
          Place(
            name: "Hilton Helsinki Strand", address: "John Stenbergin ranta 4, 00530 Helsinki",
            location: Helsinki.kaivokatu8)
        ]))
    recorder.finish()
    #expect(model.graphicsOverlay.graphics.count == 1)
    #expect((model.graphicsOverlay.graphics.first?.symbol as? SimpleMarkerSymbol)?.color == .blue)
  }

  @Test("Categories are replaceable")
  func customCategories() async {
    let transport = MockTransport()
    let model = FindPlacesModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    let museum = PlaceCategory(label: "Museum", color: .yellow)
    model.categories = [museum]
    await model.selectCategory(museum).value
    #expect(transport.geocodeQueries == [.searchText("Museum")])
    #expect(model.state == State(category: museum))
  }

  @Test("A failed search shows the error's message")
  func failure() async {
    let transport = MockTransport()
    let failure = GeocodingError.service(code: 400, message: "Invalid category", details: [])
    transport.onGeocode { _, _ in throw failure }
    let model = FindPlacesModel(locator: Fixture.locator(transport), mapView: Fixture.mapView())
    await model.selectCategory(.food).value
    #expect(model.state == State(category: .food, message: failure.description))
  }

  // MARK: - Tapping

  @Test("Tapping a marker shows \"name\\naddress\" at the tapped point; tapping nothing hides it")
  func tapShowsCallout() async throws {
    let transport = MockTransport()
    transport.geocodeResults = Self.cafes
    let mapView = Fixture.mapView()
    let model = FindPlacesModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.selectCategory(.coffeeShop).value
    let recorder = StateRecorder(model)

    // 11.9 points right of the footprint's edge (a 10-point circle with a 2-point outline reaches 6
    // points from its centre): within the 12-point tolerance.
    let marker = try #require(mapView.screenPoint(fromLocation: Helsinki.aleksanterinkatu9))
    let near = CGPoint(x: marker.x + 6 + 11.9, y: marker.y)
    let nearMapPoint = try #require(mapView.location(fromScreenPoint: near))
    mapView.tap(at: near)
    await model.waitUntilIdle()
    #expect(model.callout?.title == "Café Aalto" && model.callout?.detail == "Aleksanterinkatu 9, 00100 Helsinki")
    // At the tapped point, back from map to screen (to within floating point).
    let anchor = try #require(model.callout?.anchor)
    #expect(abs(anchor.x - near.x) < 1e-6 && abs(anchor.y - near.y) < 1e-6)
    guard case .location(let placed, _)? = mapView.callout else {
      Issue.record("expected a callout at the tapped location")
      return
    }
    #expect(placed == nearMapPoint)
    // 6 + 12.1 points below: just outside the tolerance.
    mapView.tap(at: CGPoint(x: marker.x, y: marker.y + 6 + 12.1))
    await model.waitUntilIdle()

    // The taps change what the view shows, not the state.
    await recorder.expect(State(category: .coffeeShop, places: Self.places))
    recorder.finish()
    #expect(mapView.callout == nil && model.callout == nil)
  }

  @Test("A place without a name or address reads \"Unknown\" and \"no address provided\"")
  func fallbacks() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [GeocodeResult(label: "", displayLocation: Helsinki.kaivokatu8)]
    let mapView = Fixture.mapView()
    let model = FindPlacesModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.selectCategory(.gasStation).value
    let screenPoint = try #require(mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    await model.handleTap(screenPoint: screenPoint, mapPoint: Helsinki.kaivokatu8).value
    #expect(model.callout?.text == "Unknown\nno address provided")
    #expect(mapView.callout != nil)
    #expect(mapView.calloutTitle == "Unknown" && mapView.calloutDetail == "no address provided")
  }
}
