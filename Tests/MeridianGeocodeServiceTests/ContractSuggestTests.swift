import Foundation
import MeridianCore
import MeridianGeocoding
import Testing

/// Contract tests of `suggest` (PROTOCOL.md §3) against the recorded responses, through the stub
/// and the loopback server. Expected values are read off the fixture files.
@Suite("Contract: suggest")
struct ContractSuggestTests {
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

  /// One recorded suggest response and what it holds, read off the file.
  struct Recorded: Sendable, CustomTestStringConvertible {
    var name: String
    var count: Int
    var first: String
    var firstMagicKey: String
    var last: String
    var testDescription: String { name }
  }

  static let recorded: [Recorded] = [
    Recorded(
      name: "suggest-lax", count: 5, first: "LAX, Los Angeles, CA, USA",
      firstMagicKey: "dHA9MCNsb2M9ODU0NzQzNCNsbmc9MzMjcGw9MzcyMzM5OCNsYnM9MTQ6MTQwODQ0MjY=",
      last: "Laxmanchanda, Adilabad, Telangana, IND"),
    Recorded(
      name: "suggest-category-ski-resort", count: 5,
      first: "Bear Creek Mountain Resort, 101 Doe Mountain Ln, Macungie, PA, 18062, USA",
      firstMagicKey: "dHA9MCNsb2M9NjY4NTkxMiNsbmc9MzMjcGw9ODM4Mjc1I2xicz0xNDo3MjE3Mjcz",
      last: "Bear Valley Mountain Resort, Mt Reba Rd, Markleeville, CA, 96120, USA"),
    Recorded(
      name: "suggest-maxsuggestions-esri", count: 8, first: "Esri, 380 New York St, Redlands, CA, 92373, USA",
      firstMagicKey: "dHA9MCNsb2M9ODU5NTQxMyNsbmc9MzMjcGw9MTA2ODg0MyNsYnM9MTQ6MTM2OTkzMjY=",
      last: "Esri Ireland, Ashtown, Dublin, IRL"),
    Recorded(
      name: "suggest-searchextent-envelope", count: 4, first: "Main St, Kansas City, MO, 64106, USA",
      firstMagicKey: "dHA9MCNsb2M9NzM2NjAyMSNsbmc9MzMjbGJzPTEwOTo0OTU5NTU0OQ==",
      last: "Main Street Parking Garage, 1026 Main St, Kansas City, MO, 64105, USA"),
    Recorded(
      name: "suggest-datastream", count: 3, first: "50 Datastream Plz, Greenville, SC, 29605, USA",
      firstMagicKey: "dHA9MCNsb2M9ODE4MTU1MiNsbmc9MzMjaG49NTAjbGJzPTEwOTo0MjMwMDQ0NQ==",
      last:
        "DST Datastream Technologies, 13 Jalan Perdana 2/7, Pandan Perdana, Pandan Indah, Hulu Langat, 55100, Selangor, MYS"
    ),
    Recorded(
      name: "suggest-treasure-island-legacy-magickey", count: 5,
      first: "Treasure Island (Casino), 3300 Las Vegas Blvd S Las Vegas, NV 89109",
      firstMagicKey: "JS91CYhQDS5vDPhvSMyGZby0YFbaMsxIQsNOQNbJCcpaOg8F",
      last: "Treasure Island-Las Vegas, 3300 Las Vegas Blvd S Las Vegas, NV 89109"),
    Recorded(
      name: "suggest-location-treas-las-vegas", count: 5,
      first: "Treasure Island, 3300 Las Vegas Blvd S, Las Vegas, NV, 89109, USA",
      firstMagicKey: "dHA9MCNsb2M9MzE5Mjk3NiNsbmc9MzMjcGw9MzUzNTAzI2xicz0xNDozNzMxNjQ2NA==",
      last: "Treasure Island Parking, Industrial Rd, Las Vegas, NV, 89109, USA"),
  ]

  @Test(
    "Every recorded suggest response decodes: counts, labels, magic keys, no collections",
    arguments: Backend.allCases, Self.recorded)
  func suggestFixtures(backend: Backend, fixture: Recorded) async throws {
    let harness = try ContractHarness(backend, fixtures: ["suggest": fixture.name])
    defer { harness.stop() }
    var parameters = SuggestParameters()
    parameters.maxResults = 15
    let suggestions = try await harness.locator.suggest(forSearchText: "text", parameters: parameters)
    #expect(harness.requests.first?.parameters["maxSuggestions"] == "15")
    #expect(suggestions.count == fixture.count)
    #expect(suggestions.first?.label == fixture.first)
    #expect(suggestions.first?.magicKey == fixture.firstMagicKey)
    #expect(suggestions.last?.label == fixture.last)
    #expect(suggestions.allSatisfy { $0.magicKey?.isEmpty == false && !$0.isCollection })
  }
}
