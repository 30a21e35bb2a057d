import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Hostile counts, sizes and locations in the offline locator's parameters: each is answered by a
/// typed error (a `GeocodingError`: this is the transport API) or a documented clamp (see the "Limits" section of the offline locator guide). The
/// locator is the nine invented records of ``OfflineLocatorTests``, so the expected counts follow
/// from them: two coffee shops, three cities, one hotel.
@Suite("Bad input: offline parameters")
struct OfflineParameterBadInputTests {
  let locator = OfflineBadInput.locator
  let helsinki = Point(x: 24.9384, y: 60.1699, spatialReference: .wgs84)

  func geocode(_ text: String, _ configure: (inout GeocodeParameters) -> Void) async throws -> [GeocodeResult] {
    var parameters = GeocodeParameters()
    configure(&parameters)
    return try await locator.geocode(.searchText(text), parameters: parameters)
  }

  @Test("regression: a category search with maxResults = Int.max and a preferred location is clamped, not a trap")
  func regressionCategoryIntMax() async throws {
    let results = try await geocode("Coffee Shop") {
      $0.maxResults = Int.max
      $0.preferredSearchLocation = helsinki
    }
    // Both coffee shops, nearest first: Kahvila Aalto (60.1650, 24.9380) is 0.55 km away, Björk 0.23 km.
    #expect(results.map(\.label) == ["Kahvila Björk", "Kahvila Aalto"])
    #expect(try await OfflineBadInput.answersGoodQuery())
  }

  @Test("geocode maxResults = Int.max without a location returns every match (at most maxResultsLimit)")
  func geocodeIntMax() async throws {
    let cities = try await geocode("City") { $0.maxResults = Int.max }
    #expect(cities.count == 3)
    #expect(OfflineLocator.maxResultsLimit == 100)
  }

  @Test("geocode maxResults 0 and -1 -> invalidParameter(maxResults)", arguments: [0, -1, Int.min])
  func geocodeBadMaxResults(_ value: Int) async throws {
    let expected = GeocodingError.invalidParameter(name: "maxResults", reason: "must be at least 1 (got \(value))")
    await #expect(throws: expected) { try await geocode("Hotel Meri") { $0.maxResults = value } }
    #expect(try await OfflineBadInput.answersGoodQuery())
  }

  @Test("suggest maxResults Int.max and 0 -> invalidParameter(maxResults)", arguments: [Int.max, 0])
  func suggestBadMaxResults(_ value: Int) async throws {
    var parameters = SuggestParameters()
    parameters.maxResults = value
    await #expect(
      throws: GeocodingError.invalidParameter(name: "maxResults", reason: "must be in 1...15 (got \(value))")
    ) {
      try await locator.suggest("Hot", parameters: parameters)
    }
  }

  @Test("geocode minScore NaN, -1 and 101 -> invalidParameter(minScore)", arguments: [Double.nan, -1, 101])
  func badMinScore(_ value: Double) async throws {
    await #expect(
      throws: GeocodingError.invalidParameter(name: "minScore", reason: "must be in 0...100 (got \(value))")
    ) {
      try await geocode("Hotel Meri") { $0.minScore = value }
    }
  }

  @Test("257 category names -> invalidParameter(categories), an unknown one too")
  func categoryLists() async throws {
    let many = [String](repeating: "Coffee Shop", count: OfflineLocator.maxListCount + 1)
    await #expect(
      throws: GeocodingError.invalidParameter(name: "categories", reason: "has 257 names; the limit is 256")
    ) {
      try await geocode("Kahvila") { $0.categories = many }
    }
    await #expect(throws: GeocodingError.invalidParameter(name: "categories", reason: "unknown category 'Moon Base'")) {
      try await geocode("Kahvila") { $0.categories = ["Moon Base"] }
    }
    // At the bound the list is accepted (256 duplicates of one category).
    let at = try await geocode("Kahvila Aalto") { $0.categories = Array(many.dropLast()) }
    #expect(at.first?.label == "Kahvila Aalto")
  }

  @Test("10,000 result attribute names -> invalidParameter(resultAttributeNames)")
  func attributeNames() async throws {
    let names = (0..<10_000).map { "Field\($0)" }
    await #expect(
      throws: GeocodingError.invalidParameter(
        name: "resultAttributeNames", reason: "has 10000 names; the limit is 256")
    ) { try await geocode("Hotel Meri") { $0.resultAttributeNames = names } }
    var reverse = ReverseGeocodeParameters()
    reverse.resultAttributeNames = names
    await #expect(throws: GeocodingError.self) { try await locator.reverseGeocode(helsinki, parameters: reverse) }
  }

  @Test("preferredSearchLocation NaN or latitude 91 -> invalidLocation", arguments: [(Double.nan, 24.9), (91, 24.9)])
  func badLocation(_ latitude: Double, _ longitude: Double) async throws {
    await #expect(throws: GeocodingError.self) {
      try await geocode("Hotel Meri") { $0.preferredSearchLocation = Point(latitude: latitude, longitude: longitude) }
    }
    #expect(try await OfflineBadInput.answersGoodQuery())
  }

  @Test("reverse maxResults = Int.max is clamped: every record within the radius, nearest first")
  func reverseIntMax() async throws {
    var parameters = ReverseGeocodeParameters()
    parameters.maxResults = Int.max
    parameters.maxDistance = 5_000
    // Within 5 km of central Helsinki: the two coffee shops, the hotel and the two addresses.
    let results = try await locator.reverseGeocode(helsinki, parameters: parameters)
    #expect(results.count == 5)
  }

  @Test("reverse maxDistance = +infinity is clamped to half the equator and finds the nearest record")
  func reverseInfiniteDistance() async throws {
    var parameters = ReverseGeocodeParameters()
    parameters.maxDistance = .infinity
    parameters.featureTypes = ["Locality"]
    // The only localities are the Springfields and Jyväskylä: from Helsinki, Jyväskylä (about 240 km).
    let results = try await locator.reverseGeocode(helsinki, parameters: parameters)
    #expect(results.first?.label.hasPrefix("Jyväskylä") == true)
  }

  @Test("reverse maxDistance NaN, 0 or -1 -> invalidParameter(maxDistance)", arguments: [Double.nan, 0, -1])
  func reverseBadDistance(_ value: Double) async throws {
    var parameters = ReverseGeocodeParameters()
    parameters.maxDistance = value
    await #expect(
      throws: GeocodingError.invalidParameter(
        name: "maxDistance", reason: "must be a positive number of metres (got \(value))")
    ) { try await locator.reverseGeocode(helsinki, parameters: parameters) }
  }

  @Test("reverse with 1,000 feature types -> invalidParameter(featureTypes)")
  func reverseFeatureTypes() async throws {
    var parameters = ReverseGeocodeParameters()
    parameters.featureTypes = [String](repeating: "POI", count: 1_000)
    await #expect(
      throws: GeocodingError.invalidParameter(name: "featureTypes", reason: "has 1000 names; the limit is 256")
    ) { try await locator.reverseGeocode(helsinki, parameters: parameters) }
  }
}
