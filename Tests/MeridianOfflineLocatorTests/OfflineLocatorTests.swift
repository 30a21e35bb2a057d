import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// The offline locator over a few records. The records are invented for these tests (names, numbers
/// and positions are made up, in the style of the Helsinki data), so every expected value follows
/// from the records and the documented rules.
@Suite("Offline locator")
struct OfflineLocatorTests {
  static let places = [
    OfflinePlace(
      name: "Kahvila Aalto", category: "Coffee Shop", houseNumber: "5 A", street: "Fredrikinkatu", postcode: "00120",
      city: "Helsinki", countryCode: "FIN", countryName: "Finland", latitude: 60.1650, longitude: 24.9380,
      phone: "+358 1", url: "https://example.invalid/aalto"),
    OfflinePlace(
      name: "Kahvila Björk", category: "Coffee Shop", street: "Mikonkatu", city: "Helsinki", countryCode: "FIN",
      latitude: 60.1710, longitude: 24.9480),
    OfflinePlace(
      name: "Hotel Meri", alternateNames: ["Sea Hotel"], category: "Hotel", city: "Helsinki", countryCode: "FIN",
      latitude: 60.1680, longitude: 24.9500),
    OfflinePlace(
      category: "Point Address", houseNumber: "18", street: "Mikonkatu", postcode: "00100", city: "Helsinki",
      countryCode: "FIN", countryName: "Finland", latitude: 60.1712, longitude: 24.9470),
    OfflinePlace(
      category: "Point Address", houseNumber: "11 B 9", street: "Bulevardi", postcode: "00120", city: "Helsinki",
      countryCode: "FIN", latitude: 60.1655, longitude: 24.9390),
    OfflinePlace(
      name: "Springfield", category: "City", region: "Illinois", regionAbbreviation: "IL", countryCode: "USA",
      countryName: "United States", latitude: 39.8017, longitude: -89.6437, rank: 114_394),
    OfflinePlace(
      name: "Springfield", category: "City", region: "Missouri", regionAbbreviation: "MO", countryCode: "USA",
      countryName: "United States", latitude: 37.2153, longitude: -93.2982, rank: 166_810),
    OfflinePlace(
      name: "Jyväskylä", category: "City", region: "Central Finland", countryCode: "FIN", latitude: 62.2415,
      longitude: 25.7209, rank: 98_136),
    OfflinePlace(
      name: "90265", category: "Primary Postal", postcode: "90265", city: "Malibu", region: "California",
      regionAbbreviation: "CA", countryCode: "USA", latitude: 34.0381, longitude: -118.8047),
  ]

  /// Built once; a build that fails fails the tests that use it (`try …get()`), not the process.
  static let locator = Result<OfflineLocator, any Error> {
    return try OfflineLocator(name: "Test", places: places)
  }

  func geocode(
    _ text: String, _ configure: (inout GeocodeParameters) -> Void = { _ in }
  ) async throws
    -> [GeocodeResult]
  {
    var parameters = GeocodeParameters()
    configure(&parameters)
    return try await Self.locator.get().geocode(.searchText(text), parameters: parameters)
  }

  // MARK: - Geocoding

  @Test("An exact name scores 100; ties go to the larger population")
  func exactName() async throws {
    let results = try await geocode("springfield")
    #expect(results.map(\.label) == ["Springfield, Missouri", "Springfield, Illinois"])
    #expect(results.map(\.score) == [100, 100])
  }

  @Test("A qualifier picks the matching region; a wrong one costs 10 points")
  func cityRegion() async throws {
    let results = try await geocode("Springfield, Illinois")
    #expect(results.first?.label == "Springfield, Illinois")
    #expect(results.map(\.score) == [100, 90])
    #expect(try await geocode("Springfield, IL").first?.label == "Springfield, Illinois")
  }

  @Test("One typo costs 10 points; a swap of neighbours is one typo")
  func typos() async throws {
    let results = try await geocode("Sprignfield")
    #expect(results.first?.score == 90)
    #expect(try await geocode("Jyvaskla").first?.label == "Jyväskylä, Central Finland")
  }

  @Test("ä matches a and ae")
  func umlauts() async throws {
    #expect(try await geocode("Jyvaskyla").first?.score == 100)
    #expect(try await geocode("Jyvaeskylae").first?.score == 100)
  }

  @Test("An alternate name scores 98")
  func alternateName() async throws {
    let results = try await geocode("Sea Hotel")
    #expect(results.first?.label == "Hotel Meri")
    #expect(results.first?.score == 98)
  }

  @Test("Nordic-style addresses match street and house number")
  func nordicAddress() async throws {
    let results = try await geocode("Mikonkatu 18, 00100 Helsinki") { $0.resultAttributeNames = ["*"] }
    let first = try #require(results.first)
    #expect(first.label == "Mikonkatu 18, 00100 Helsinki")
    #expect(first.score == 100)
    #expect(first.attributes["Addr_type"] as? String == "PointAddress")
    #expect(first.attributes["AddNum"] as? String == "18")
    #expect(first.attributes["StName"] as? String == "Mikonkatu")
    #expect(first.attributes["Postal"] as? String == "00100")
    #expect(try await geocode("Bulevardi 11 B 9").first?.label == "Bulevardi 11 B 9, 00120 Helsinki")
  }

  @Test("A street whose number is not in the data is a StreetName match at 80")
  func streetName() async throws {
    let first = try #require(try await geocode("Mikonkatu 99").first)
    #expect(first.score == 80)
    #expect(first.attributes["Addr_type"] as? String == "StreetName")
  }

  @Test("A category name searches that category, nearest first")
  func categorySearch() async throws {
    let results = try await geocode("Coffee shop") {
      $0.preferredSearchLocation = Point(latitude: 60.1712, longitude: 24.9475)
    }
    #expect(results.map(\.label) == ["Kahvila Björk", "Kahvila Aalto"])
    let food = try await geocode("kahvila") { $0.categories = ["Hotel"] }
    #expect(food.isEmpty)
  }

  @Test("searchArea is a hard filter and minScore drops weak matches")
  func filters() async throws {
    let area = Envelope(xMin: -95, yMin: 36, xMax: -92, yMax: 38, spatialReference: .wgs84)
    #expect(try await geocode("Springfield") { $0.searchArea = area }.map(\.label) == ["Springfield, Missouri"])
    #expect(try await geocode("Sprignfield") { $0.minScore = 95 }.isEmpty)
    #expect(try await geocode("Springfield") { $0.maxResults = 1 }.count == 1)
  }

  @Test("Coordinates typed as text geocode to that point")
  func coordinateText() async throws {
    let first = try #require(try await geocode("60.17, 24.94").first)
    #expect(first.displayLocation == Point(x: 24.94, y: 60.17, spatialReference: .wgs84))
    #expect(first.score == 100)
  }

  @Test("Attributes: the default set, a chosen list and all")
  func attributes() async throws {
    let defaults = try #require(try await geocode("Kahvila Aalto").first)
    #expect(Set(defaults.attributes.keys) == Set(ResultAttributes.defaultNames))
    #expect(defaults.attributes["Place_addr"] as? String == "Fredrikinkatu 5 A, 00120 Helsinki")
    let chosen = try #require(try await geocode("Kahvila Aalto") { $0.resultAttributeNames = ["phone", "URL"] }.first)
    #expect(chosen.attributes["phone"] as? String == "+358 1")
    #expect(chosen.attributes.count == 2)
    let all = try #require(try await geocode("Kahvila Aalto") { $0.resultAttributeNames = ["*"] }.first)
    #expect(all.attributes["Type"] as? String == "Coffee Shop")
    #expect(all.attributes["LongLabel"] as? String == "Kahvila Aalto, Fredrikinkatu 5 A, 00120 Helsinki, FIN")
    // Every field, from the record above (a point of interest: an extent of ±0.002°).
    #expect(all.attributes.count == ResultAttributes.allNames.count)
    let texts: [String: String] = [
      "Loc_name": "Test", "Status": "M", "Match_addr": "Kahvila Aalto", "ShortLabel": "Kahvila Aalto",
      "Addr_type": "POI", "PlaceName": "Kahvila Aalto", "Place_addr": "Fredrikinkatu 5 A, 00120 Helsinki",
      "Phone": "+358 1", "URL": "https://example.invalid/aalto", "AddNum": "5 A", "StName": "Fredrikinkatu",
      "StAddr": "Fredrikinkatu 5 A", "City": "Helsinki", "Subregion": "", "Region": "", "RegionAbbr": "",
      "Postal": "00120", "Country": "FIN", "CntryName": "Finland",
    ]
    for (name, text) in texts { #expect(all.attributes[name] as? String == text, "\(name)") }
    let numbers: [String: Double] = [
      "Score": 100, "Rank": 0, "Distance": 0, "X": 24.9380, "Y": 60.1650, "DisplayX": 24.9380, "DisplayY": 60.1650,
      "Xmin": 24.9360, "Xmax": 24.9400, "Ymin": 60.1630, "Ymax": 60.1670,
    ]
    for (name, number) in numbers {
      let value = try #require(all.attributes[name] as? Double, "\(name)")
      #expect(abs(value - number) < 1e-9, "\(name)")
    }
  }

  // MARK: - Suggestions

  @Test("Suggestions complete prefixes, mark categories as collections and geocode back")
  func suggestions() async throws {
    let suggestions = try await Self.locator.get().suggest("Kahv", parameters: SuggestParameters())
    #expect(suggestions.map(\.label).contains("Kahvila Aalto, Fredrikinkatu 5 A, 00120 Helsinki, FIN"))
    for suggestion in suggestions {
      let back = try await Self.locator.get().geocode(.suggestion(suggestion), parameters: GeocodeParameters())
      #expect(back.first?.label.hasPrefix("Kahvila") == true)
    }
    let collections = try await Self.locator.get().suggest("Coff", parameters: SuggestParameters())
    #expect(collections.first == SuggestResult(label: "Coffee Shop", isCollection: true, magicKey: "c:Coffee Shop"))
    let typo = try await Self.locator.get().suggest("Sprinf", parameters: SuggestParameters())
    #expect(typo.first?.label.hasPrefix("Springfield") == true)
  }

  // MARK: - Reverse geocoding

  @Test("Reverse geocoding finds the nearest record within the radius")
  func reverse() async throws {
    let near = try await Self.locator.get().reverseGeocode(
      Point(latitude: 60.1711, longitude: 24.9471), parameters: ReverseGeocodeParameters())
    #expect(near.first?.label == "Mikonkatu 18, 00100 Helsinki")
    var far = ReverseGeocodeParameters()
    far.maxDistance = 10
    #expect(
      try await Self.locator.get().reverseGeocode(Point(latitude: 60.2, longitude: 24.9), parameters: far).isEmpty)
    var poi = ReverseGeocodeParameters()
    poi.featureTypes = ["POI"]
    let cafe = try await Self.locator.get().reverseGeocode(
      Point(latitude: 60.1711, longitude: 24.9471), parameters: poi)
    #expect(cafe.first?.label == "Kahvila Björk")
  }

  // MARK: - Bad input

  @Test("Bad parameters throw typed errors")
  func badInput() async throws {
    await #expect(throws: GeocodingError.emptySearchText) { try await geocode("  ") }
    await #expect(throws: GeocodingError.self) {
      try await geocode("x") { $0.preferredSearchLocation = Point(latitude: .nan, longitude: 0) }
    }
    await #expect(throws: GeocodingError.invalidParameter(name: "categories", reason: "unknown category 'Spaceport'")) {
      try await geocode("x") { $0.categories = ["Spaceport"] }
    }
    await #expect(throws: GeocodingError.self) { try await geocode("x") { $0.maxResults = 0 } }
    await #expect(throws: GeocodingError.self) {
      try await Self.locator.get().reverseGeocode(
        Point(latitude: 91, longitude: 0), parameters: ReverseGeocodeParameters())
    }
    var types = ReverseGeocodeParameters()
    types.featureTypes = ["Moon"]
    await #expect(throws: GeocodingError.self) {
      try await Self.locator.get().reverseGeocode(Point(latitude: 0, longitude: 0), parameters: types)
    }
    #expect(
      throws: OfflineLocatorError.invalidRecord(
        index: 0, field: "latitude", reason: "is not a latitude in -90...90 (95.0)")
    ) {
      try OfflineLocator(places: [OfflinePlace(name: "X", category: "City", latitude: 95, longitude: 0)])
    }
    #expect(throws: OfflineLocatorError.self) {
      try OfflineLocator(places: [OfflinePlace(name: "X", category: "Moon Base", latitude: 0, longitude: 0)])
    }
  }
}
