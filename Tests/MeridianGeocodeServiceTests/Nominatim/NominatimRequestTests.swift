import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// What the transport sends: paths, parameters and headers, checked on a `StubHTTPClient` that
/// answers with the recorded fixtures. Expected parameters follow Nominatim's API documentation.
@Suite("Nominatim: requests")
struct NominatimRequestTests {
  @Test("Free-form search: q, jsonv2 with details, limit, countrycodes, accept-language, User-Agent, no credential")
  func freeForm() async throws {
    let stub = NominatimStub(email: "maps@example.org") { _, _ in try NominatimStub.fixture("search-cafe") }
    var parameters = GeocodeParameters()
    parameters.maxResults = 3
    parameters.countryCode = "FI"
    parameters.outputLanguageCode = "fi"
    let results = try await LocatorTask(transport: stub.transport).geocode(
      forSearchText: "Cafe Esplanad", using: parameters)
    #expect(results.map(\.label) == ["Cafe Esplanad"])
    let request = try #require(stub.client.requests.first)
    #expect(request.url.path == "/search")
    #expect(request.method == .get)
    #expect(
      stub.queries.first == [
        "q": "Cafe Esplanad", "format": "jsonv2", "addressdetails": "1", "extratags": "1", "limit": "3",
        "countrycodes": "fi", "accept-language": "fi", "email": "maps@example.org",
      ])
    #expect(request.header("User-Agent") == "MeridianTests/1.0")
    #expect(request.header("Authorization") == nil && request.header("X-Esri-Authorization") == nil)
  }

  @Test("maxResults: nil asks for 10, above 50 for Nominatim's largest, 50")
  func limits() async throws {
    let stub = NominatimStub { _, _ in try NominatimStub.fixture("search-empty") }
    let locator = LocatorTask(transport: stub.transport)
    _ = try await locator.geocode(forSearchText: "Mikonkatu")
    var parameters = GeocodeParameters()
    parameters.maxResults = 500
    _ = try await locator.geocode(forSearchText: "Mikonkatu", using: parameters)
    #expect(stub.queries.map { $0["limit"] } == ["10", "50"])
  }

  @Test("searchArea is a bounded viewbox; preferredSearchLocation a biasing one 0.1° high")
  func viewbox() async throws {
    let stub = NominatimStub { _, _ in try NominatimStub.fixture("search-viewbox-bounded") }
    let locator = LocatorTask(transport: stub.transport)
    var parameters = GeocodeParameters()
    parameters.searchArea = Envelope(xMin: 24.94, yMin: 60.166, xMax: 24.946, yMax: 60.17, spatialReference: .wgs84)
    _ = try await locator.geocode(forSearchText: "Esplanad", using: parameters)
    #expect(stub.queries[0]["viewbox"] == "24.9400000,60.1660000,24.9460000,60.1700000")
    #expect(stub.queries[0]["bounded"] == "1")
    var biased = GeocodeParameters()
    biased.preferredSearchLocation = Point(latitude: 60.1699, longitude: 24.9384)
    _ = try await locator.geocode(forSearchText: "Esplanad", using: biased)
    // Half width 0.05° / cos 60.1699° = 0.1004167°, worked in Python.
    #expect(stub.queries[1]["viewbox"] == "24.8378833,60.1199000,25.0389167,60.2199000")
    #expect(stub.queries[1]["bounded"] == nil)
  }

  @Test("A Web Mercator search area is projected to WGS84 before it becomes the viewbox")
  func projectedArea() async throws {
    let stub = NominatimStub { _, _ in try NominatimStub.fixture("search-empty") }
    var parameters = GeocodeParameters()
    // x = R λ, y = R ln tan(π/4 + φ/2) for (24.94, 60.166) and (24.946, 60.17), R = 6,378,137 m (Python).
    parameters.searchArea = Envelope(
      xMin: 2_776_308.1004, yMin: 8_436_789.0553, xMax: 2_776_976.0173, yMax: 8_437_684.1610,
      spatialReference: .webMercator)
    _ = try await LocatorTask(transport: stub.transport).geocode(forSearchText: "Esplanad", using: parameters)
    let box = try #require(stub.queries.first?["viewbox"]).split(separator: ",").compactMap { Double($0) }
    let expected = [24.94, 60.166, 24.946, 60.17]
    #expect(box.count == 4 && zip(box, expected).allSatisfy { abs($0 - $1) < 1e-6 })
  }

  @Test("Structured search: Address, City, Postal and CountryCode become street, city, postalcode, country")
  func structured() async throws {
    let stub = NominatimStub { _, _ in try NominatimStub.fixture("search-structured") }
    let results = try await LocatorTask(transport: stub.transport).geocode(forSearchValues: [
      "Address": "Mikonkatu 18", "City": "Helsinki", "Postal": "00100", "CountryCode": "fi",
    ])
    #expect(results.first?.label == "Mikonkatu 18, 00014 Helsinki")
    let query = try #require(stub.queries.first)
    #expect(query["street"] == "Mikonkatu 18" && query["city"] == "Helsinki")
    #expect(query["postalcode"] == "00100" && query["country"] == "fi")
    #expect(query["q"] == nil)
  }

  @Test("A category named as search text is one [key=value] search near the preferred location per tag")
  func categorySearch() async throws {
    let stub = NominatimStub { _, query in
      try NominatimStub.fixture(
        query["q"]?.hasPrefix("[amenity=cafe]") == true ? "search-category-cafe-near" : "search-empty")
    }
    var parameters = GeocodeParameters()
    parameters.preferredSearchLocation = Point(latitude: 60.1699, longitude: 24.9384)
    let results = try await LocatorTask(transport: stub.transport).geocode(
      forSearchText: "Coffee shop", using: parameters)
    // "Coffee Shop" is amenity=cafe's own category; restaurants and fast food land there by cuisine=coffee_shop.
    #expect(
      stub.queries.map { $0["q"] } == [
        "[amenity=cafe] 60.1699000,24.9384000", "[amenity=fast_food] 60.1699000,24.9384000",
        "[amenity=restaurant] 60.1699000,24.9384000",
      ])
    #expect(stub.queries.allSatisfy { $0["viewbox"] == nil })
    #expect(results.map(\.label) == ["Robert's Coffee", "Ciao! Caffé", "Picnic"])
    // Robert's Coffee (60.1696135, 24.9381557) is about 34 m from the location (Δφ 0.0002865° ≈ 31.9 m,
    // Δλ 0.0002443° × cos 60.17° ≈ 13.6 m; worked by hand).
    let distance = try #require(results.first?.attributes["Distance"] as? Double)
    #expect(abs(distance - 34.7) < 1)
  }

  @Test("categories filters the results of a text search by the tree")
  func categoryFilter() async throws {
    let stub = NominatimStub { _, _ in try NominatimStub.fixture("search-address") }
    var parameters = GeocodeParameters()
    parameters.categories = ["Food"]
    let results = try await LocatorTask(transport: stub.transport).geocode(
      forSearchText: "Mikonkatu 18, Helsinki", using: parameters)
    #expect(results.map(\.label) == ["Maya Bar & Grill"], "the address point is not Food; the restaurant is")
  }

  @Test("Suggestions are a search with the suggestion limit; a suggestion is looked up by its OpenStreetMap id")
  func suggestAndLookup() async throws {
    let stub = NominatimStub { path, _ in
      try NominatimStub.fixture(path == "lookup" ? "lookup-restaurant" : "search-address")
    }
    let locator = LocatorTask(transport: stub.transport)
    var parameters = SuggestParameters()
    parameters.maxResults = 4
    let suggestions = try await locator.suggest(forSearchText: "Mikonkatu 18", parameters: parameters)
    #expect(stub.queries.first?["limit"] == "4")
    #expect(
      suggestions.map(\.label) == ["Mikonkatu 18, 00014 Helsinki", "Maya Bar & Grill, Mikonkatu 18, 00100 Helsinki"])
    #expect(suggestions.map(\.magicKey) == ["N318107353", "N59622323"])
    let results = try await locator.geocode(forSuggestResult: suggestions[1])
    #expect(stub.client.requests.last?.url.path == "/lookup")
    #expect(stub.queries.last?["osm_ids"] == "N59622323")
    #expect(results.map(\.label) == ["Maya Bar & Grill"])
  }

  @Test("Text naming a category suggests the category first, as a collection")
  func suggestCategory() async throws {
    let stub = NominatimStub { _, _ in try NominatimStub.fixture("search-empty") }
    let suggestions = try await LocatorTask(transport: stub.transport).suggest(forSearchText: "coffee shops")
    #expect(suggestions == [SuggestResult(label: "Coffee Shop", isCollection: true)])
  }

  @Test("Reverse: lat, lon and layer from the feature types; nothing there and too far are empty")
  func reverse() async throws {
    let stub = NominatimStub { _, query in
      try NominatimStub.fixture(query["lat"] == "0.0000000" ? "reverse-unable-to-geocode" : "reverse-restaurant")
    }
    let locator = LocatorTask(transport: stub.transport)
    var parameters = ReverseGeocodeParameters()
    parameters.featureTypes = ["POI", "PointAddress", "StreetAddress"]
    parameters.outputLanguageCode = "en"
    let found = try await locator.reverseGeocode(
      forLocation: Point(latitude: 60.1721, longitude: 24.945), parameters: parameters)
    #expect(found.map(\.label) == ["Maya Bar & Grill"])
    #expect(stub.queries[0]["lat"] == "60.1721000" && stub.queries[0]["lon"] == "24.9450000")
    #expect(stub.queries[0]["layer"] == "poi,address" && stub.queries[0]["accept-language"] == "en")
    #expect(try await locator.reverseGeocode(forLocation: Point(latitude: 0, longitude: 0)).isEmpty)
    var near = ReverseGeocodeParameters()
    near.maxDistance = 1  // the restaurant is about 1.2 m away
    #expect(
      try await locator.reverseGeocode(forLocation: Point(latitude: 60.1721, longitude: 24.945), parameters: near)
        .isEmpty)
  }

  @Test("Status and locatorInfo read /status")
  func status() async throws {
    let stub = NominatimStub { _, _ in try NominatimStub.fixture("status") }
    #expect(try await stub.transport.status().softwareVersion == "5.3.3")
    let info = try await LocatorTask(transport: stub.transport).locatorInfo
    #expect(info.name == "Nominatim")
    #expect(info.description == "OpenStreetMap's Nominatim 5.3.3 at http://127.0.0.1:8088")
    #expect(info.categories.map(\.name) == ["Address", "Postal", "Coordinate System", "Populated Place", "POI"])
    #expect(stub.queries.allSatisfy { $0 == ["format": "json"] })
  }
}
