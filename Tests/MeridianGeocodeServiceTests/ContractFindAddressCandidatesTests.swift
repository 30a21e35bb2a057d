import Foundation
import MeridianCore
import MeridianGeocoding
import Testing

/// Contract tests of `findAddressCandidates` against the recorded responses (Fixtures/, see
/// PROTOCOL.md §2). Expected values are read off the fixture files by hand (or with Python's json
/// module), never from the decoder's own output.
@Suite("Contract: findAddressCandidates")
struct ContractFindAddressCandidatesTests {
  @Test("Single-line address with outFields=*: request parameters and decoded candidate", arguments: Backend.allCases)
  func singleLine(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, fixtures: ["findAddressCandidates": "findAddressCandidates-single-line-address-outfields-all"])
    defer { harness.stop() }
    var parameters = GeocodeParameters()
    parameters.addResultAttributeNames(["*"])
    parameters.maxResults = 5
    let results = try await harness.locator.geocode(
      forSearchText: "380 New York Street, Redlands, CA 92373", using: parameters)

    let request = try #require(harness.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == ContractHarness.servicePath + "/findAddressCandidates")
    #expect(request.parameters["singleLine"] == "380 New York Street, Redlands, CA 92373")
    #expect(request.parameters["outFields"] == "*")
    #expect(request.parameters["maxLocations"] == "5")
    #expect(request.parameters["forStorage"] == "false")
    #expect(request.parameters["f"] == "json")
    #expect(request.parameters["token"] == nil)
    #expect(request.headers["x-esri-authorization"] == "Bearer TEST-KEY-c0ffee")

    // The fixture's one candidate.
    let result = try #require(results.first)
    #expect(results.count == 1)
    #expect(result.label == "380 New York St, Redlands, California, 92373")
    #expect(result.score == 100)
    #expect(result.displayLocation == Point(x: -117.19487199429184, y: 34.057237000231282, spatialReference: .wgs84))
    #expect(result.attributes["Addr_type"] as? String == "PointAddress")
    #expect(result.attributes["Rank"] as? Int == 20)
    #expect(result.attributes["Loc_name"] as? String == "World")
    #expect(result.extent != nil)
    #expect(result.routeLocation?.spatialReference == .wgs84)
  }

  @Test("Keys echoing lower-case outFields decode to canonical names", arguments: Backend.allCases)
  func lowercaseKeys(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, fixtures: ["findAddressCandidates": "findAddressCandidates-poi-starbucks-sydney-lowercase-outfields"])
    defer { harness.stop() }
    var parameters = GeocodeParameters()
    parameters.addResultAttributeNames(["type", "city", "region"])
    parameters.maxResults = 1
    let result = try #require(
      try await harness.locator.geocode(forSearchText: "starbucks sydney AUS", using: parameters).first)
    #expect(harness.requests.first?.parameters["outFields"] == "type,city,region")
    #expect(result.label == "Starbucks")
    #expect(result.attributes["Type"] as? String == "Coffee Shop")
    #expect(result.attributes["City"] as? String == "Sydney")
    #expect(result.attributes["Region"] as? String == "New South Wales")
    #expect(result.attributes["type"] == nil)
    #expect(
      result.extent
        == Envelope(
          xMin: 151.20055000000002, yMin: -33.870139999999942, xMax: 151.21055000000001, yMax: -33.860139999999937,
          spatialReference: .wgs84))
  }

  @Test("Category search: category parameter and the Place_Addr key made canonical", arguments: Backend.allCases)
  func category(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, fixtures: ["findAddressCandidates": "findAddressCandidates-category-ski-resort"])
    defer { harness.stop() }
    var parameters = GeocodeParameters()
    parameters.categories = ["Ski Resort"]
    parameters.addResultAttributeNames(["PlaceName", "Type", "Place_Addr", "City", "Region"])
    parameters.maxResults = 5
    let results = try await harness.locator.geocode(forSearchText: "June", using: parameters)
    let request = try #require(harness.requests.first)
    #expect(request.parameters["category"] == "Ski Resort")
    #expect(request.rawQuery?.contains("category=Ski%20Resort") == true)
    #expect(request.parameters["outFields"] == "PlaceName,Type,Place_Addr,City,Region")
    let result = try #require(results.first)
    #expect(result.label == "June Mountain")
    #expect(result.score == 90.71)
    #expect(result.attributes["Place_addr"] is String)
    #expect(result.attributes["Type"] as? String == "Ski Resort")
  }

  @Test("Multi-field address: one parameter per field, legacy string Rank kept", arguments: Backend.allCases)
  func multiField(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, fixtures: ["findAddressCandidates": "findAddressCandidates-multifield-redlands-legacy-fields"])
    defer { harness.stop() }
    var parameters = GeocodeParameters()
    parameters.countryCode = "USA"
    let results = try await harness.locator.geocode(
      forSearchValues: ["Address": "380 New York St", "City": "Redlands", "Region": "California", "Postal": "92373"],
      using: parameters)
    let request = try #require(harness.requests.first)
    #expect(request.parameters["Address"] == "380 New York St")
    #expect(request.parameters["City"] == "Redlands")
    #expect(request.parameters["Region"] == "California")
    #expect(request.parameters["Postal"] == "92373")
    #expect(request.parameters["countryCode"] == "USA")
    #expect(request.parameters["sourceCountry"] == "USA")
    #expect(request.parameters["singleLine"] == nil)
    #expect(request.parameters["outFields"] == nil)
    let result = try #require(results.first)
    #expect(result.label == "380 New York St, Redlands, California, 92373")
    #expect(result.attributes["Rank"] as? String == "")
  }

  @Test("A suggestion is geocoded with singleLine and its magicKey together", arguments: Backend.allCases)
  func magicKey(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, fixtures: ["findAddressCandidates": "findAddressCandidates-from-suggest-magickey"])
    defer { harness.stop() }
    let suggestion = SuggestResult(
      label: "Coffee Tea & Me, 87 Macleay St, Potts Point, NSW, 2011, AUS", magicKey: "dHA9MCNsb2M9MjcwNTA3OTQj")
    let results = try await harness.locator.geocode(forSuggestResult: suggestion)
    let request = try #require(harness.requests.first)
    #expect(request.parameters["singleLine"] == "Coffee Tea & Me, 87 Macleay St, Potts Point, NSW, 2011, AUS")
    #expect(request.parameters["magicKey"] == "dHA9MCNsb2M9MjcwNTA3OTQj")
    #expect(request.rawQuery?.contains("Coffee%20Tea%20%26%20Me") == true)
    #expect(results.first?.label == "Coffee Tea & Me")
  }

  @Test(
    "location, searchExtent, outSR, langCode and forStorage; results stay in the requested 102100",
    arguments: Backend.allCases)
  func locationExtentOutSR(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, fixtures: ["findAddressCandidates": "findAddressCandidates-lax-outsr-102100"])
    defer { harness.stop() }
    var parameters = GeocodeParameters()
    parameters.preferredSearchLocation = Point(latitude: 33.943, longitude: -118.409)
    parameters.searchArea = Envelope(xMin: -118.5, yMin: 33.9, xMax: -118.3, yMax: 34.0, spatialReference: .wgs84)
    parameters.outputSpatialReference = SpatialReference(wkid: 102100)
    parameters.outputLanguageCode = "en"
    parameters.forStorage = true
    let results = try await harness.locator.geocode(forSearchText: "LAX", using: parameters)
    let request = try #require(harness.requests.first)
    #expect(request.parameters["location"] == "-118.409,33.943")
    #expect(
      request.parameters["searchExtent"]
        == #"{"xmin":-118.5,"ymin":33.9,"xmax":-118.3,"ymax":34,"spatialReference":{"wkid":4326}}"#)
    #expect(request.parameters["outSR"] == "102100")
    #expect(request.parameters["langCode"] == "en")
    #expect(request.parameters["forStorage"] == "true")
    #expect(results.count == 18)
    let first = try #require(results.first?.displayLocation)
    #expect(first == Point(x: -13181226.245756002, y: 4021085.133528708, spatialReference: .webMercator))
    #expect(results.first?.extent?.xMin == -13184009.233025834)
    #expect(results.first?.attributes.isEmpty == true)
  }

  /// One recorded `findAddressCandidates` response and what it holds, read off the file with
  /// Python's json module: its spatial reference, the number of candidates, the first candidate's
  /// label, location, score, extent corner and one attribute (by its canonical name), and the last
  /// candidate's label and location.
  struct Recorded: Sendable, CustomTestStringConvertible {
    var name: String
    var wkid = 4326
    var count: Int
    var label: String
    var x: Double
    var y: Double
    var score: Double = 100
    var xMin: Double
    var attribute: (String, String)?
    var lastLabel: String
    var lastX: Double
    var lastY: Double
    var testDescription: String { name }
  }

  static let recorded: [Recorded] = [
    Recorded(
      name: "findAddressCandidates-intersection", count: 1,
      label: "W Park Ave & Tennessee St, Redlands, California, 92373", x: -117.20007992219183, y: 34.059230049168335,
      xMin: -117.20107992219184, attribute: ("Addr_type", "StreetInt"),
      lastLabel: "W Park Ave & Tennessee St, Redlands, California, 92373", lastX: -117.20007992219183,
      lastY: 34.059230049168335),
    Recorded(
      name: "findAddressCandidates-lax-no-outfields", count: 18, label: "LAX", x: -118.40896999999995,
      y: 33.94251000000003, xMin: -118.43396999999996, lastLabel: "Lax", lastX: 72.95633000000004,
      lastY: 19.170890000000043),
    Recorded(
      name: "findAddressCandidates-lax-outsr-102100", wkid: 3857, count: 18, label: "LAX", x: -13181226.245756002,
      y: 4021085.133528708, xMin: -13184009.233025834, lastLabel: "Lax", lastX: 8121461.505746032,
      lastY: 2175065.811646365),
    Recorded(
      name: "findAddressCandidates-match-narrative", count: 1, label: "380 New York St, Redlands, California, 92373",
      x: -117.194790019279, y: 34.057264995788, score: 96, xMin: -117.195790019279, attribute: ("ExInfo", "92567"),
      lastLabel: "380 New York St, Redlands, California, 92373", lastX: -117.194790019279, lastY: 34.057264995788),
    Recorded(
      name: "findAddressCandidates-matchid", count: 1, label: "404 S Figueroa St, Los Angeles, California, 90071",
      x: -118.255968633227, y: 34.053265738326, xMin: -118.256968633227,
      attribute: ("MatchID", "AQEw8QAAleQBAJUBBAAAAAAMFVNPVVRIIEZJR1VFUk9BIFNUUkVFVBUDNDA0ZgNFTkc"),
      lastLabel: "404 S Figueroa St, Los Angeles, California, 90071", lastX: -118.255968633227, lastY: 34.053265738326),
    Recorded(
      name: "findAddressCandidates-mgrs-coordinate", count: 1, label: "18SUH6789043210", x: -76.51141667256327,
      y: 38.3272874496334, xMin: -76.51241667256328, attribute: ("Addr_type", "MGRS"), lastLabel: "18SUH6789043210",
      lastX: -76.51141667256327, lastY: 38.3272874496334),
    Recorded(
      name: "findAddressCandidates-outsr-102100-no-outfields", wkid: 3857, count: 1,
      label: "380 New York St, Redlands, California, 92373", x: -13046073.473987445, y: 4036490.1486023655,
      xMin: -13046184.79347824, lastLabel: "380 New York St, Redlands, California, 92373", lastX: -13046073.473987445,
      lastY: 4036490.1486023655),
    Recorded(
      name: "findAddressCandidates-poi-coffee-shops-austin-4-outfields", count: 1, label: "Caribou Coffee",
      x: -92.985396, y: 43.684369, xMin: -92.986396, attribute: ("Type", "Coffee Shop"), lastLabel: "Caribou Coffee",
      lastX: -92.985396, lastY: 43.684369),
    Recorded(
      name: "findAddressCandidates-poi-maxlocations-starbucks-san-diego", count: 2, label: "Starbucks", x: -117.254573,
      y: 32.79445800000008, xMin: -117.255573, attribute: ("City", "San Diego"), lastLabel: "Starbucks",
      lastX: -117.25463599999995, lastY: 32.79447700000003),
    Recorded(
      name: "findAddressCandidates-postal-20002", count: 1, label: "20002, Washington, District of Columbia",
      x: -76.98997999999995, y: 38.89745000000005, xMin: -77.03697999999994, attribute: ("Addr_type", "Postal"),
      lastLabel: "20002, Washington, District of Columbia", lastX: -76.98997999999995, lastY: 38.89745000000005),
    Recorded(
      name: "findAddressCandidates-searchextent-mcdonalds", count: 1, label: "McDonald's", x: -117.15405899999996,
      y: 32.71869700000008, xMin: -117.15505899999997, attribute: ("Type", "Fast Food"), lastLabel: "McDonald's",
      lastX: -117.15405899999996, lastY: 32.71869700000008),
    Recorded(
      name: "findAddressCandidates-searchwithin-page1", count: 5, label: "1033 SC, Amsterdam", x: 4.892927764399,
      y: 52.404557611982, xMin: 4.888927764399, attribute: ("Addr_type", "PostalExt"),
      lastLabel: "Kraanspoor 5, 1033 SC Amsterdam", lastX: 4.889519095835, lastY: 52.405476436208),
    Recorded(
      name: "findAddressCandidates-starbucks-sydney-lowercase-outfields-10", count: 10, label: "Starbucks",
      x: 151.20641, y: -33.8756, xMin: 151.20141, attribute: ("Region", "New South Wales"), lastLabel: "Starbucks",
      lastX: 151.19993, lastY: -33.88424),
    Recorded(
      name: "findAddressCandidates-from-suggest-magickey", count: 1, label: "Coffee Tea & Me", x: 151.22490000000005,
      y: -33.87105999999994, xMin: 151.21990000000005, lastLabel: "Coffee Tea & Me", lastX: 151.22490000000005,
      lastY: -33.87105999999994),
  ]

  @Test(
    "Every recorded findAddressCandidates response decodes to the candidates it holds",
    arguments: Backend.allCases, Self.recorded)
  func everyFixture(backend: Backend, fixture: Recorded) async throws {
    let harness = try ContractHarness(backend, fixtures: ["findAddressCandidates": fixture.name])
    defer { harness.stop() }
    let sr = SpatialReference(wkid: fixture.wkid)
    var parameters = GeocodeParameters()
    parameters.outputSpatialReference = sr  // the fixture's own, so coordinates come back untouched
    let results = try await harness.locator.geocode(forSearchText: "text", using: parameters)
    #expect(harness.requests.first?.parameters["outFields"] == nil, "empty resultAttributeNames sends no outFields")
    #expect(results.count == fixture.count)
    let first = try #require(results.first)
    #expect(first.label == fixture.label)
    #expect(first.displayLocation == Point(x: fixture.x, y: fixture.y, spatialReference: sr))
    #expect(first.score == fixture.score)
    #expect(first.extent?.xMin == fixture.xMin)
    #expect(first.extent?.spatialReference == sr)
    if let (key, value) = fixture.attribute {
      #expect(first.attributes[key] as? String == value, "\(key)")
    } else {
      #expect(first.attributes.isEmpty, "no outFields were recorded, so attributes is {}")
    }
    let last = try #require(results.last)
    #expect(last.label == fixture.lastLabel)
    #expect(last.displayLocation == Point(x: fixture.lastX, y: fixture.lastY, spatialReference: sr))
    #expect(results.allSatisfy { $0.extent != nil && (0...100).contains($0.score) })
  }
}
