import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianTesting
import Testing

@Suite("LocatorTask validation")
struct LocatorTaskValidationTests {
  // MARK: - Search text

  @Test("Empty and whitespace search text throw emptySearchText and never reach the transport")
  func emptySearchText() async throws {
    let locator = LocatorTask(transport: UnimplementedTransport(name: "emptySearchText"))
    for text in ["", "   ", "\n\t "] {
      await #expect(throws: GeocodingError.emptySearchText) {
        try await locator.geocode(forSearchText: text)
      }
      await #expect(throws: GeocodingError.emptySearchText) {
        try await locator.suggest(forSearchText: text)
      }
    }
    await #expect(throws: GeocodingError.emptySearchText) {
      try await locator.geocode(forSuggestResult: SuggestResult(label: " "))
    }
  }

  @Test("Search text is trimmed before it reaches the transport")
  func trimmedText() async throws {
    let transport = MockTransport()
    let locator = LocatorTask(transport: transport)
    _ = try await locator.geocode(forSearchText: "  Coffee shop \n")
    #expect(transport.geocodeQueries == [.searchText("Coffee shop")])
  }

  @Test("Multi-field values: blank values are dropped; all blank or a blank key throws")
  func searchValues() async throws {
    let transport = MockTransport()
    let locator = LocatorTask(transport: transport)
    _ = try await locator.geocode(forSearchValues: ["Address": "380 New York St", "City": " ", "Postal": "92373"])
    #expect(transport.geocodeQueries == [.searchValues(["Address": "380 New York St", "Postal": "92373"])])

    let strict = LocatorTask(transport: UnimplementedTransport(name: "searchValues"))
    await #expect(throws: GeocodingError.self) { try await strict.geocode(forSearchValues: [:]) }
    await #expect(throws: GeocodingError.self) { try await strict.geocode(forSearchValues: ["City": "  "]) }
    await #expect(throws: GeocodingError.self) { try await strict.geocode(forSearchValues: [" ": "Redlands"]) }
  }

  // MARK: - Ranges

  @Test("maxResults, minScore, suggestion count and maxDistance outside their ranges throw invalidParameter")
  func ranges() async throws {
    let locator = LocatorTask(transport: UnimplementedTransport(name: "ranges"))
    for (maxResults, minScore) in [(0, 0.0), (-1, 0.0), (5, -1), (5, 100.5), (5, .nan), (5, .infinity)] {
      var parameters = GeocodeParameters()
      parameters.maxResults = maxResults
      parameters.minScore = minScore
      let error = await #expect(throws: GeocodingError.self) {
        try await locator.geocode(forSearchText: "Redlands", using: parameters)
      }
      guard case .invalidParameter(let name, _) = error else {
        Issue.record("expected invalidParameter, got \(String(describing: error))")
        continue
      }
      #expect(name == (maxResults < 1 ? "maxResults" : "minScore"))
    }
    for count in [0, 16, -3] {
      var parameters = SuggestParameters()
      parameters.maxResults = count
      await #expect(throws: GeocodingError.invalidParameter(name: "maxResults", reason: "\(count) is outside 1...15."))
      {
        try await locator.suggest(forSearchText: "Coff", parameters: parameters)
      }
    }
    for distance in [0.0, -5, .nan, .infinity] {
      var parameters = ReverseGeocodeParameters()
      parameters.maxDistance = distance
      let error = await #expect(throws: GeocodingError.self) {
        try await locator.reverseGeocode(forLocation: Point(latitude: 34, longitude: -117), parameters: parameters)
      }
      #expect(error?.description.contains("maxDistance") == true)
    }
    var reverse = ReverseGeocodeParameters()
    reverse.maxResults = 0
    await #expect(throws: GeocodingError.self) {
      try await locator.reverseGeocode(forLocation: Point(latitude: 34, longitude: -117), parameters: reverse)
    }
  }

  @Test("Blank codes and category names throw invalidParameter naming the field")
  func blankCodes() async throws {
    let locator = LocatorTask(transport: UnimplementedTransport(name: "blankCodes"))
    var parameters = GeocodeParameters()
    parameters.countryCode = " "
    await #expect(throws: GeocodingError.self) { try await locator.geocode(forSearchText: "x", using: parameters) }
    parameters = GeocodeParameters()
    parameters.categories = ["Coffee Shop", ""]
    let error = await #expect(throws: GeocodingError.self) {
      try await locator.geocode(forSearchText: "x", using: parameters)
    }
    #expect(error == .invalidParameter(name: "categories", reason: "entry 1 is empty."))
  }

  // MARK: - Locations

  @Test("NaN, infinite and out-of-range locations throw invalidLocation naming the field")
  func badLocations() async throws {
    let locator = LocatorTask(transport: UnimplementedTransport(name: "badLocations"))
    let bad: [Point] = [
      Point(x: .nan, y: 34, spatialReference: .wgs84),
      Point(x: -117, y: .infinity, spatialReference: .wgs84),
      Point(latitude: 91, longitude: 0),
      Point(latitude: 0, longitude: 181),
      Point(x: 3e7, y: 0, spatialReference: .webMercator),
      Point(x: 1, y: 1, spatialReference: SpatialReference(wkid: 2230)),
    ]
    for point in bad {
      var parameters = GeocodeParameters()
      parameters.preferredSearchLocation = point
      let error = await #expect(throws: GeocodingError.self) {
        try await locator.geocode(forSearchText: "x", using: parameters)
      }
      guard case .invalidLocation(let field, _) = error else {
        Issue.record("expected invalidLocation for \(point), got \(String(describing: error))")
        continue
      }
      #expect(field == "preferredSearchLocation")
      let reverse = await #expect(throws: GeocodingError.self) {
        try await locator.reverseGeocode(forLocation: point)
      }
      guard case .invalidLocation(let reverseField, _) = reverse else {
        Issue.record("expected invalidLocation for \(point), got \(String(describing: reverse))")
        continue
      }
      #expect(reverseField == "location")
    }
    var parameters = SuggestParameters()
    parameters.searchArea = Envelope.empty(spatialReference: .wgs84)
    await #expect(throws: GeocodingError.self) { try await locator.suggest(forSearchText: "x", parameters: parameters) }
    parameters.searchArea = Envelope(xMin: -10, yMin: 80, xMax: 10, yMax: 95, spatialReference: .wgs84)
    await #expect(throws: GeocodingError.self) { try await locator.suggest(forSearchText: "x", parameters: parameters) }
  }

  @Test("A Web Mercator location is projected into the transport's WGS84 before the call")
  func projectsInputLocations() async throws {
    let transport = MockTransport()
    let locator = LocatorTask(transport: transport)
    // The point from PROTOCOL.md §2 (`location` example in wkid 102100). pyproj 3857 -> 4326 gives
    // (-117.195699324815, 34.05649051737925).
    let mapPoint = Point(x: -13046165.572, y: 4036389.847, spatialReference: SpatialReference(wkid: 102100))
    _ = try await locator.reverseGeocode(forLocation: mapPoint)
    var parameters = GeocodeParameters()
    parameters.preferredSearchLocation = mapPoint
    parameters.searchArea = Envelope(
      xMin: -13046165.572, yMin: 4036389.847, xMax: -13046165.572, yMax: 4036389.847,
      spatialReference: .webMercator)
    _ = try await locator.geocode(forSearchText: "coffee", using: parameters)

    let requests = transport.requests
    try #require(requests.count == 2)
    guard case .reverseGeocode(let location, _) = requests[0], case .geocode(_, let sent) = requests[1] else {
      Issue.record("unexpected requests \(requests)")
      return
    }
    for point in [location, try #require(sent.preferredSearchLocation)] {
      #expect(point.spatialReference == .wgs84)
      #expect(abs(point.x - -117.195699324815) < 1e-9)
      #expect(abs(point.y - 34.05649051737925) < 1e-9)
    }
    let area = try #require(sent.searchArea as? Envelope)
    #expect(area.spatialReference == .wgs84)
    #expect(abs(area.xMin - -117.195699324815) < 1e-9)
  }
}
