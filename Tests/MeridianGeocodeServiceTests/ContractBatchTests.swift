import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// Contract tests of `geocodeAddresses` (PROTOCOL.md §5): batches sized from `MaxBatchSize`, records
/// joined back to their inputs, unmatched records in both recorded forms.
@Suite("Contract: geocodeAddresses")
struct ContractBatchTests {
  /// Four of the 50 Atlanta records: ResultID → (address, score, x, y), read from the fixture with
  /// Python's json module.
  static let atlanta: [Int: (String, Double, Double, Double)] = [
    1: ("1171 Piedmont Ave NE, Atlanta, Georgia, 30309", 100, -84.378047928671, 33.786746474305),
    2: ("1670 W Peachtree St NE, Atlanta, Georgia, 30309", 99.38, -84.387765952814, 33.799248251333),
    6: ("360 Fortune St NE, Atlanta, Georgia, 30312", 99.2, -84.366694291687, 33.763547522654),
    50: ("3182 Camp Creek Pkwy, Atlanta, Georgia, 30344", 100, -84.491076744292, 33.653715038107),
  ]

  @Test(
    "geocodeAddresses: one POST sized from MaxBatchSize, every shared parameter, records joined on ResultID",
    arguments: Backend.allCases)
  func batch(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend,
      fixtures: [
        "GeocodeServer": "service-root-sandiego-sample", "geocodeAddresses": "geocodeAddresses-atlanta-50-records",
      ])
    defer { harness.stop() }
    let addresses = (1...50).map { "address \($0)" }
    var parameters = GeocodeParameters()
    parameters.outputSpatialReference = .wgs84
    parameters.countryCode = "USA"
    parameters.forStorage = true
    parameters.categories = ["Address", "Postal"]
    parameters.searchArea = Envelope(xMin: -84.6, yMin: 33.6, xMax: -84.2, yMax: 33.9, spatialReference: .wgs84)
    parameters.outputLanguageCode = "en"
    let outcomes = try await harness.locator.geocode(addresses: addresses, using: parameters)
    let requests = harness.requests
    #expect(requests.map(\.path) == [ContractHarness.servicePath, ContractHarness.servicePath + "/geocodeAddresses"])
    let root = try #require(requests.first)
    #expect(root.method == "GET")
    #expect(root.parameters["f"] == "json")
    let post = try #require(requests.last)
    #expect(post.method == "POST")
    #expect(post.headers["content-type"] == "application/x-www-form-urlencoded")
    #expect(post.rawQuery == nil)
    #expect(post.parameters["f"] == "json")
    #expect(post.parameters["outSR"] == "4326")
    #expect(post.parameters["sourceCountry"] == "USA")
    #expect(post.parameters["forStorage"] == "true")
    #expect(post.parameters["category"] == "Address,Postal")
    #expect(
      post.parameters["searchExtent"]
        == #"{"xmin":-84.6,"ymin":33.6,"xmax":-84.2,"ymax":33.9,"spatialReference":{"wkid":4326}}"#)
    #expect(post.parameters["langCode"] == "en")
    #expect(post.parameters["outFields"] == nil, "PROTOCOL.md §5: no client sends outFields to geocodeAddresses")
    #expect(post.parameters["token"] == nil)
    #expect(post.headers["x-esri-authorization"] == "Bearer TEST-KEY-c0ffee")
    let records = try #require(post.parameters["addresses"])
    #expect(records.hasPrefix(#"{"records":[{"attributes":{"OBJECTID":1,"SingleLine":"address 1"}},"#))
    #expect(records.hasSuffix(#"{"attributes":{"OBJECTID":50,"SingleLine":"address 50"}}]}"#))

    #expect(outcomes.count == 50)
    for (id, (label, score, x, y)) in Self.atlanta {
      let result = try #require(try outcomes[id - 1].get().first)
      #expect(result.label == label)
      #expect(result.score == score)
      #expect(result.displayLocation == Point(x: x, y: y, spatialReference: .wgs84))
      #expect(result.attributes["ResultID"] as? Int == id)
      #expect(result.attributes["Addr_type"] as? String == "StreetAddress")
    }
    // ResultIDs 20 and 31 are the fixture's two tied (Status T) records: still matches.
    #expect(try outcomes[19].get().first?.attributes["Status"] as? String == "T")
    #expect(try outcomes[30].get().first?.attributes["Status"] as? String == "T")
    #expect(outcomes.allSatisfy { (try? $0.get().count) == 1 })
  }

  @Test("The batch records string matches the one arcgis-rest-js's bulk.test.ts asserts")
  func recordsString() throws {
    let transport = GeocodeServiceTransport(
      url: try #require(URL(string: "https://geocode.arcgis.com/arcgis/rest/services/World/GeocodeServer")))
    let request = try transport.request(
      for: .geocodeAddresses(
        [.searchText("380 New York St. Redlands 92373"), .searchText("1 World Way Los Angeles 90045")],
        GeocodeParameters()))
    let form = SeenRequest.decode(String(decoding: try #require(request.body), as: UTF8.self))
    #expect(
      form["addresses"]
        == #"{"records":[{"attributes":{"OBJECTID":1,"SingleLine":"380 New York St. Redlands 92373"}},{"attributes":{"OBJECTID":2,"SingleLine":"1 World Way Los Angeles 90045"}}]}"#
    )
  }

  @Test("An unmatched record with Status U and every field empty is an empty success", arguments: Backend.allCases)
  func unmatchedStatusU(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend,
      fixtures: [
        "GeocodeServer": "service-root-sandiego-sample",
        "geocodeAddresses": "geocodeAddresses-custom-locator-unmatched",
      ])
    defer { harness.stop() }
    let outcomes = try await harness.locator.geocode(addresses: ["nowhere at all"])
    #expect(outcomes.count == 1)
    #expect(try outcomes[0].get().isEmpty)
    let keyed = try GeocodeServiceDecoder.batch(from: try Fixture.data("geocodeAddresses-custom-locator-unmatched"))
    #expect(keyed.count == 1)
    #expect(keyed[1] == .some(nil))
  }

  /// The arcgis-rest-js `GeocodeAddresses` mock that PROTOCOL.md §5 quotes: two matches, then
  /// `{"address":"foo bar baz","score":0,"attributes":{}}` with no location and no ResultID.
  static let restJSUnmatched = #"""
    {"spatialReference":{"wkid":4326,"latestWkid":4326},"locations":[
      {"address":"1 World Way, Los Angeles, California, 90045",
       "location":{"x":-118.39751976799994,"y":33.944172212000069},"score":100,
       "attributes":{"ResultID":2,"Status":"M","Score":100}},
      {"address":"foo bar baz","score":0,"attributes":{}},
      {"address":"380 New York St, Redlands, California, 92373",
       "location":{"x":-117.19567031799994,"y":34.056488119000051},"score":100,
       "attributes":{"ResultID":1,"Status":"M","Score":100}}]}
    """#

  @Test(
    "An unmatched record without a ResultID (attributes {}) fails nothing: its input is unmatched",
    arguments: Backend.allCases)
  func unmatchedWithoutResultID(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend,
      routes: [
        "GeocodeServer": (200, try Fixture.data("service-root-sandiego-sample")),
        "geocodeAddresses": (200, Data(Self.restJSUnmatched.utf8)),
      ])
    defer { harness.stop() }
    let outcomes = try await harness.locator.geocode(
      addresses: ["380 New York St. Redlands 92373", "1 World Way Los Angeles 90045", "foo bar baz"])
    #expect(outcomes.count == 3)
    let first = try #require(try outcomes[0].get().first)
    #expect(first.label == "380 New York St, Redlands, California, 92373")
    #expect(first.displayLocation == Point(x: -117.19567031799994, y: 34.056488119000051, spatialReference: .wgs84))
    #expect(try outcomes[1].get().first?.label == "1 World Way, Los Angeles, California, 90045")
    #expect(try outcomes[2].get().isEmpty)
    // The keyed form leaves the record out instead of failing the whole response.
    let keyed = try GeocodeServiceDecoder.batch(from: Data(Self.restJSUnmatched.utf8))
    #expect(keyed.keys.sorted() == [1, 2])
  }
}
