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

  @Test(
    "Every recorded findAddressCandidates response decodes to the candidates it holds",
    arguments: [
      ("findAddressCandidates-intersection", 1, "W Park Ave & Tennessee St, Redlands, California, 92373"),
      ("findAddressCandidates-lax-no-outfields", 18, "LAX"),
      ("findAddressCandidates-match-narrative", 1, "380 New York St, Redlands, California, 92373"),
      ("findAddressCandidates-matchid", 1, "404 S Figueroa St, Los Angeles, California, 90071"),
      ("findAddressCandidates-mgrs-coordinate", 1, "18SUH6789043210"),
      ("findAddressCandidates-outsr-102100-no-outfields", 1, "380 New York St, Redlands, California, 92373"),
      ("findAddressCandidates-poi-coffee-shops-austin-4-outfields", 1, "Caribou Coffee"),
      ("findAddressCandidates-poi-maxlocations-starbucks-san-diego", 2, "Starbucks"),
      ("findAddressCandidates-postal-20002", 1, "20002, Washington, District of Columbia"),
      ("findAddressCandidates-searchextent-mcdonalds", 1, "McDonald's"),
      ("findAddressCandidates-searchwithin-page1", 5, "1033 SC, Amsterdam"),
      ("findAddressCandidates-starbucks-sydney-lowercase-outfields-10", 10, "Starbucks"),
    ])
  func everyFixture(name: String, count: Int, firstLabel: String) throws {
    let results = try GeocodeServiceDecoder.candidates(from: try Fixture.data(name))
    #expect(results.count == count)
    #expect(results.first?.label == firstLabel)
    #expect(results.allSatisfy { $0.displayLocation != nil && (0...100).contains($0.score) })
  }

  @Test("A candidate without extent, a null attribute and an empty candidate list")
  func lenientShapes() throws {
    let json = #"""
      {"spatialReference":{"wkid":4326},"candidates":[
        {"address":"A","location":{"x":1.5,"y":2.5},"score":88.5,"attributes":{"PlaceName":null,"Rank":18.5,"Open":true}}]}
      """#
    let result = try #require(try GeocodeServiceDecoder.candidates(from: Data(json.utf8)).first)
    #expect(result.extent == nil)
    #expect(result.attributes["PlaceName"] == nil)
    #expect(result.attributes.keys.contains("PlaceName") == false)
    #expect(result.attributes["Rank"] as? Double == 18.5)
    #expect(result.attributes["Open"] as? Bool == true)
    #expect(try GeocodeServiceDecoder.candidates(from: Data(#"{"candidates":[]}"#.utf8)).isEmpty)
  }

  @Test("Malformed candidates give decoding errors naming the field")
  func malformed() throws {
    let cases: [(String, String)] = [
      (#"{"candidates":[{"address":"A","location":{"x":"east","y":2},"score":1}]}"#, "candidates[0].location.x"),
      (#"{"candidates":[{"address":"A","score":"high"}]}"#, "candidates[0].score"),
      (#"{"candidates":[{"location":{"x":1,"y":2},"score":1}]}"#, "candidates[0].address"),
      (#"{"candidates":[{"address":"A","score":140}]}"#, "candidates[0].score"),
      (#"{"candidates":{}}"#, "candidates"),
      (#"{"cand":[]}"#, "candidates"),
      (#"{"candidates":[],"spatialReference":{"wkid":4326.5}}"#, "spatialReference.wkid"),
      ("<html>Bad Gateway</html>", "(body)"),
    ]
    for (json, field) in cases {
      let error = #expect(throws: GeocodingError.self) { try GeocodeServiceDecoder.candidates(from: Data(json.utf8)) }
      guard case .decoding(let named, _)? = error else {
        Issue.record("expected a decoding error for \(json), got \(String(describing: error))")
        continue
      }
      #expect(named == field, "for \(json)")
    }
  }
}
