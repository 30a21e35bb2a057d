import Foundation
import Meridian
import Testing

/// The transport against a real Nominatim 5.3.3 serving the Helsinki extract. Expected places are the
/// OpenStreetMap objects of that extract (their ids and coordinates as the extract holds them, read
/// with Nominatim's own tools when the fixtures were recorded).
@Suite(
  "Nominatim: against a real server", .enabled(if: NominatimServer.url != nil, NominatimServer.skipReason))
struct NominatimIntegrationTests {
  @Test("Status: a working 5.3.3 server; locatorInfo names it")
  func status() async throws {
    let status = try await NominatimServer.transport().status()
    #expect(status.isOK && status.softwareVersion == "5.3.3")
    let info = try await NominatimServer.locator().locatorInfo
    #expect(info.name == "Nominatim" && info.description.contains("5.3.3"))
  }

  /// The two objects at Mikonkatu 18: its address point (node 318107353) and the restaurant on it
  /// (node 59622323). Nominatim ranks them equally (importance 0.00001, rank 30), so their order
  /// changes from one import to the next; both must come first.
  static let mikonkatu18: Set<Int> = [318_107_353, 59_622_323]

  @Test("A free-form address: the address point of Mikonkatu 18 and the restaurant on it")
  func address() async throws {
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["*"]
    let results = try await NominatimServer.locator().geocode(
      forSearchText: "Mikonkatu 18, Helsinki", using: parameters)
    #expect(Set(results.prefix(2).compactMap { $0.attributes["OSM_id"] as? Int }) == Self.mikonkatu18)
    #expect(Set(results.prefix(2).map(\.label)) == ["Mikonkatu 18, 00014 Helsinki", "Maya Bar & Grill"])
  }

  @Test("A structured search finds the same two places")
  func structured() async throws {
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["OSM_id"]
    let results = try await NominatimServer.locator().geocode(
      forSearchValues: ["Address": "Mikonkatu 18", "City": "Helsinki"], using: parameters)
    #expect(Set(results.prefix(2).compactMap { $0.attributes["OSM_id"] as? Int }) == Self.mikonkatu18)
  }

  @Test("\"Coffee shop\" near the centre: cafés, nearest first, within Nominatim's 0.1° of the point")
  func coffeeShops() async throws {
    var parameters = GeocodeParameters()
    parameters.preferredSearchLocation = Point(latitude: 60.1699, longitude: 24.9384)
    parameters.maxResults = 10
    let results = try await NominatimServer.locator().geocode(forSearchText: "Coffee shop", using: parameters)
    #expect(results.count == 10)
    #expect(results.allSatisfy { $0.attributes["Type"] as? String == "Coffee Shop" })
    let distances = results.compactMap { $0.attributes["Distance"] as? Double }
    #expect(distances == distances.sorted())
    var categories = GeocodeParameters()
    categories.preferredSearchLocation = parameters.preferredSearchLocation
    categories.categories = ["Coffee Shop"]
    let filtered = try await NominatimServer.locator().geocode(forSearchText: "Coffee shop", using: categories)
    #expect(filtered.map(\.label) == Array(results.map(\.label).prefix(filtered.count)))
  }

  @Test("A bounded search area keeps every result inside it")
  func searchArea() async throws {
    var parameters = GeocodeParameters()
    let area = Envelope(xMin: 24.94, yMin: 60.166, xMax: 24.946, yMax: 60.17, spatialReference: .wgs84)
    parameters.searchArea = area
    let results = try await NominatimServer.locator().geocode(forSearchText: "Esplanad", using: parameters)
    #expect(!results.isEmpty)
    for result in results {
      let point = try #require(result.displayLocation)
      #expect(area.xMin...area.xMax ~= point.x && area.yMin...area.yMax ~= point.y, "\(result.label) is outside")
    }
  }

  @Test("Reverse geocode at Mikonkatu 18, and in the sea off Africa (nothing)")
  func reverse() async throws {
    let locator = try NominatimServer.locator()
    let found = try await locator.reverseGeocode(forLocation: Point(latitude: 60.1721, longitude: 24.945))
    #expect(found.first?.label == "Maya Bar & Grill")
    #expect(try await locator.reverseGeocode(forLocation: Point(latitude: 0, longitude: 0)).isEmpty)
  }

  @Test("A suggestion is resolved by its OpenStreetMap id through /lookup")
  func suggestion() async throws {
    let locator = try NominatimServer.locator()
    let suggestions = try await locator.suggest(forSearchText: "Cafe Esplanad")
    let suggestion = try #require(suggestions.first)
    #expect(suggestion.magicKey == "N1985598534")
    let results = try await locator.geocode(forSuggestResult: suggestion)
    #expect(results.map(\.label) == ["Cafe Esplanad"])
  }

  @Test("Nothing found is empty; a bad request is a typed error from the server")
  func emptyAndError() async throws {
    let locator = try NominatimServer.locator()
    #expect(try await locator.geocode(forSearchText: "nothingatallxyz").isEmpty)
    var parameters = GeocodeParameters()
    parameters.countryCode = "ZZ"  // a code Nominatim does not know: it finds nothing, it does not fail
    #expect(try await locator.geocode(forSearchText: "Helsinki", using: parameters).isEmpty)
    await #expect(throws: GeocodingError.self) {
      try await locator.geocode(forSearchValues: ["Floor": "3"])
    }
  }
}
