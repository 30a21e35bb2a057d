import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianOfflineLocator
import MeridianSampleData
import Testing

/// Accuracy of the sample locators on queries written from the data by rule, per group. Each
/// group prints its figure (`quality.<group>: hits/total = x %`); the goals of the offline-locator
/// issue are asserted.
///
/// The rules here: every n-th record of a kind (n fixed per group), its name as typed, with its
/// region after a comma, Helsinki addresses as "street number, postcode city", Helsinki POI names,
/// US ZIP codes, and "Coffee shop" near each café. Typos, alternate names and reverse geocoding
/// have their own suites (``QualityTypoTests``, ``QualityAlternateNameTests``, ``QualityReverseTests``).
@Suite("Sample locator quality", .serialized)
struct QualitySuiteTests {
  static func top(_ locator: OfflineLocator, _ text: String, near: Point? = nil) async throws -> GeocodeResult? {
    try await Quality.top(locator, text, near: near)
  }

  @Test("World places: exact names and City, Region")
  func worldPlaces() async throws {
    let locator = try await SampleData.worldPlacesLocator()
    let places = try await Quality.worldPlaces.value
    let cities = places.filter { $0.category == "City" }
    let plain = Quality.plain
    let largest = Quality.largestByName(places)
    let sample = stride(from: 0, to: cities.count, by: 170).map { cities[$0] }
    var exact = 0
    var region = 0
    var regionTotal = 0
    for city in sample {
      let first = try await Self.top(locator, city.name)
      // Ties by population: the largest place of that name is the right answer.
      if (first?.attributes["PlaceName"] as? String).map(plain) == plain(city.name),
        first?.attributes["Rank"] as? Double == largest[plain(city.name)]
      {
        exact += 1
      } else if Quality.debug {
        print(
          "MISS exact", city.name, city.rank, largest[plain(city.name)] ?? 0, first?.label ?? "-",
          first?.attributes["Rank"] ?? "")
      }
      guard !city.region.isEmpty else { continue }
      regionTotal += 1
      let qualified = try await Self.top(locator, "\(city.name), \(city.region)")
      if qualified?.attributes["PlaceName"] as? String == city.name,
        qualified?.attributes["Region"] as? String == city.region
      {
        region += 1
      }
    }
    #expect(Quality.rate("exact_names", exact, sample.count) >= 0.99)
    #expect(Quality.rate("city_region", region, regionTotal) >= 0.95)
  }

  @Test("US ZIP codes")
  func zipCodes() async throws {
    let locator = try await SampleData.worldPlacesLocator()
    let zips = try await Quality.worldPlaces.value.filter { $0.category == "Primary Postal" }
    let sample = stride(from: 0, to: zips.count, by: 50).map { zips[$0] }
    var hits = 0
    for zip in sample where try await Self.top(locator, zip.name)?.attributes["Postal"] as? String == zip.name {
      hits += 1
    }
    #expect(Quality.rate("us_zip_codes", hits, sample.count) >= 0.95)
  }

  @Test("Helsinki addresses, POI names and category searches")
  func helsinki() async throws {
    let locator = try await SampleData.helsinkiLocator()
    let local = try await Quality.helsinkiPlaces.value.filter {
      $0.countryCode == "FIN" && $0.city != "" && $0.category != "City"
    }
    let addresses = local.filter { $0.category == "Point Address" }
    var addressHits = 0
    for address in addresses {
      let number = address.houseNumber.split(separator: ",").first.map(String.init) ?? address.houseNumber
      let place = [address.postcode, address.city].filter { !$0.isEmpty }.joined(separator: " ")
      let first = try await Self.top(locator, "\(address.street) \(number), \(place)")
      if first?.attributes["StName"] as? String == address.street,
        (first?.attributes["AddNum"] as? String).map({ $0.hasPrefix(number) }) == true
      {
        addressHits += 1
      }
    }
    let pois = local.filter { !$0.name.isEmpty && $0.category != "Primary Postal" && $0.category != "Point Address" }
    var poiHits = 0
    for poi in pois where try await Self.top(locator, poi.name)?.attributes["PlaceName"] as? String == poi.name {
      poiHits += 1
    }
    let cafes = pois.filter { $0.category == "Coffee Shop" }
    var categoryHits = 0
    for cafe in cafes {
      let first = try await Self.top(
        locator, "Coffee shop", near: Point(latitude: cafe.latitude, longitude: cafe.longitude))
      if first?.attributes["Type"] as? String == "Coffee Shop", (first?.attributes["Distance"] as? Double ?? 1) < 1e-6 {
        categoryHits += 1
      }
    }
    #expect(Quality.rate("helsinki_addresses", addressHits, addresses.count) >= 0.95)
    #expect(Quality.rate("helsinki_pois", poiHits, pois.count) >= 0.95)
    #expect(Quality.rate("category_near_point", categoryHits, cafes.count) >= 0.95)
  }

  @Test("Bad input to the sample locators")
  func badInput() async throws {
    let locator = try await SampleData.helsinkiLocator()
    await #expect(throws: GeocodingError.emptySearchText) {
      try await locator.geocode(.searchText(""), parameters: GeocodeParameters())
    }
    await #expect(throws: GeocodingError.self) {
      try await locator.reverseGeocode(Point(latitude: .nan, longitude: 24.9), parameters: ReverseGeocodeParameters())
    }
    await #expect(throws: GeocodingError.emptySearchText) {
      try await locator.suggest(" ", parameters: SuggestParameters())
    }
    async let first = SampleData.helsinkiLocator()
    async let second = SampleData.helsinkiLocator()
    let (a, b) = try await (first, second)
    #expect(a === b)
  }
}
