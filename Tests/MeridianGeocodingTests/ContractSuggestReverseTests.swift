import Foundation
import MeridianCore
import MeridianGeocoding
import Testing

/// Contract tests of `suggest` and `reverseGeocode` (PROTOCOL.md §3, §4) against the recorded responses.
@Suite("Contract: suggest and reverseGeocode")
struct ContractSuggestReverseTests {
  @Test("suggest: text, maxSuggestions, category, location, countryCode, searchExtent", arguments: Backend.allCases)
  func suggestRequest(backend: Backend) async throws {
    let harness = try ContractHarness(backend, fixtures: ["suggest": "suggest-location-treas-las-vegas"])
    defer { harness.stop() }
    var parameters = SuggestParameters()
    parameters.maxResults = 8
    parameters.categories = ["POI", "Casino"]
    parameters.countryCode = "USA"
    // A Web Mercator map point: projected into WGS84 before it is sent. pyproj 4326 -> 3857 of
    // (-115.172783, 36.114789) is (-12820975.556804195, 4316427.6785326535); it must come back.
    parameters.preferredSearchLocation = Point(
      x: -12820975.556804195, y: 4316427.6785326535, spatialReference: .webMercator)
    parameters.searchArea = Envelope(xMin: -115.3, yMin: 36.0, xMax: -115.0, yMax: 36.3, spatialReference: .wgs84)
    let suggestions = try await harness.locator.suggest(forSearchText: "treas", parameters: parameters)
    let request = try #require(harness.requests.first)
    #expect(request.path == ContractHarness.servicePath + "/suggest")
    #expect(request.parameters["text"] == "treas")
    #expect(request.parameters["maxSuggestions"] == "8")
    #expect(request.parameters["category"] == "POI,Casino")
    #expect(request.parameters["countryCode"] == "USA")
    #expect(request.parameters["f"] == "json")
    let location = try #require(request.parameters["location"]).split(separator: ",").compactMap { Double($0) }
    try #require(location.count == 2)
    #expect(abs(location[0] - -115.172783) < 1e-6)
    #expect(abs(location[1] - 36.114789) < 1e-6)
    #expect(
      request.parameters["searchExtent"]
        == #"{"xmin":-115.3,"ymin":36,"xmax":-115,"ymax":36.3,"spatialReference":{"wkid":4326}}"#)
    #expect(suggestions.count == 5)
    #expect(suggestions.first?.label == "Treasure Island, 3300 Las Vegas Blvd S, Las Vegas, NV, 89109, USA")
  }

  @Test(
    "Every recorded suggest response decodes: counts, labels, magic keys",
    arguments: [
      ("suggest-lax", 5, "LAX, Los Angeles, CA, USA"),
      ("suggest-category-ski-resort", 5, "Bear Creek Mountain Resort, 101 Doe Mountain Ln, Macungie, PA, 18062, USA"),
      ("suggest-maxsuggestions-esri", 8, "Esri, 380 New York St, Redlands, CA, 92373, USA"),
      ("suggest-searchextent-envelope", 4, "Main St, Kansas City, MO, 64106, USA"),
      ("suggest-datastream", 3, "50 Datastream Plz, Greenville, SC, 29605, USA"),
      (
        "suggest-treasure-island-legacy-magickey", 5,
        "Treasure Island (Casino), 3300 Las Vegas Blvd S Las Vegas, NV 89109"
      ),
    ])
  func suggestFixtures(name: String, count: Int, first: String) throws {
    let suggestions = try GeocodeServiceDecoder.suggestions(from: try Fixture.data(name))
    #expect(suggestions.count == count)
    #expect(suggestions.first?.label == first)
    #expect(suggestions.allSatisfy { $0.magicKey?.isEmpty == false && !$0.isCollection })
  }

  @Test("suggest-lax: the first magic key as recorded")
  func magicKeyValue() throws {
    let first = try #require(try GeocodeServiceDecoder.suggestions(from: try Fixture.data("suggest-lax")).first)
    #expect(first.magicKey == "dHA9MCNsb2M9ODU0NzQzNCNsbmc9MzMjcGw9MzcyMzM5OCNsYnM9MTQ6MTQwODQ0MjY=")
  }

  @Test(
    "reverseGeocode: location, featureTypes, outSR, langCode, outFields; label is Match_addr",
    arguments: Backend.allCases)
  func reverseRequest(backend: Backend) async throws {
    let harness = try ContractHarness(backend, fixtures: ["reverseGeocode": "reverseGeocode-featuretypes-multiple"])
    defer { harness.stop() }
    var parameters = ReverseGeocodeParameters()
    parameters.featureTypes = ["PointAddress", "StreetAddress"]
    parameters.outputLanguageCode = "fr"
    parameters.addResultAttributeNames(["Match_addr", "Addr_type"])
    let input = Point(latitude: 34.037988, longitude: -117.205453)
    let results = try await harness.locator.reverseGeocode(forLocation: input, parameters: parameters)
    let request = try #require(harness.requests.first)
    #expect(request.parameters["location"] == "-117.205453,34.037988")
    #expect(request.parameters["featureTypes"] == "PointAddress,StreetAddress")
    #expect(request.parameters["langCode"] == "fr")
    #expect(request.parameters["outFields"] == "Match_addr,Addr_type")
    #expect(request.parameters["f"] == "json")
    let result = try #require(results.first)
    #expect(result.label == "257 Terracina Blvd, Redlands, California, 92373")
    #expect(result.attributes["Addr_type"] as? String == "PointAddress")
    #expect(result.displayLocation == Point(x: -117.2053819788645, y: 34.038152999262394, spatialReference: .wgs84))
    #expect(result.inputLocation == input)
  }

  @Test("The 'Unable to find address' error, even with HTTP 200, is an empty result", arguments: Backend.allCases)
  func unableToFind(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, fixtures: ["reverseGeocode": "error-400-reverse-unable-to-find-address"])
    defer { harness.stop() }
    let results = try await harness.locator.reverseGeocode(forLocation: Point(latitude: 0, longitude: -160))
    #expect(results.isEmpty)
  }

  @Test(
    "Every recorded reverseGeocode response decodes to its Match_addr and location",
    arguments: [
      ("reverseGeocode-street-address", "1764-1792 W Fern Ave, Redlands, California, 92373", -117.20692023528862),
      ("reverseGeocode-la-airport", "LA Airport", -118.40896999999995),
      ("reverseGeocode-poi-area", "Redlands Community Hospital", -117.20744088954731),
      ("reverseGeocode-locality", "Live Oak Canyon, Redlands, California", -117.205794),
      (
        "reverseGeocode-featuretypes-streetint", "W Fern Ave & Terracina Blvd, Redlands, California, 92373",
        -117.20373988021336
      ),
      ("reverseGeocode-poi-centroid", "Premier ENT", -117.20541599999996),
    ])
  func reverseFixtures(name: String, label: String, x: Double) throws {
    let result = try #require(try GeocodeServiceDecoder.reverseGeocode(from: try Fixture.data(name)).first)
    #expect(result.label == label)
    #expect(result.displayLocation?.x == x)
    #expect(result.displayLocation?.spatialReference == .wgs84)
  }

  @Test("Legacy reverse response: null values leave their keys out; the label is built from the parts")
  func legacyNulls() throws {
    let result = try #require(
      try GeocodeServiceDecoder.reverseGeocode(from: try Fixture.data("reverseGeocode-eiffel-legacy-nulls")).first)
    #expect(result.attributes.keys.contains("PostalExt") == false)
    #expect(result.attributes["Loc_name"] as? String == "FRA.PointAddress")
    #expect(result.label == "6 Avenue Gustave Eiffel, Paris, Île-de-France, 75007, FRA")
  }

  @Test("A reverse result farther than maxDistance is dropped")
  func maxDistance() async throws {
    // reverseGeocode-la-airport answers (-118.40896999999995, 33.94251000000003) for -118.409,33.943:
    // about 55 m away (haversine on the 6,371,008.8 m mean sphere: Δlat 0.00049° ≈ 54.5 m, Δlon ≈ 2.8 m).
    let harness = try ContractHarness(.stub, fixtures: ["reverseGeocode": "reverseGeocode-la-airport"])
    var parameters = ReverseGeocodeParameters()
    parameters.maxDistance = 50
    #expect(
      try await harness.locator.reverseGeocode(
        forLocation: Point(latitude: 33.943, longitude: -118.409), parameters: parameters
      ).isEmpty)
    parameters.maxDistance = 60
    #expect(
      try await harness.locator.reverseGeocode(
        forLocation: Point(latitude: 33.943, longitude: -118.409), parameters: parameters
      ).count == 1)
  }
}
