import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// Batches split by the service's `MaxBatchSize`, run at most `maxConcurrentRequests` at a time, and
/// the rules that join records without a `ResultID` back to their inputs.
@Suite("geocodeAddresses: splitting and joining")
struct BatchSplitJoinTests {
  /// A service root stating `MaxBatchSize` 20 and `SuggestedBatchSize` 10 (`MaxBatchSize` rules).
  static let root = #"""
    {"currentVersion":11.3,"serviceDescription":"World Geocoder","capabilities":"Geocode,ReverseGeocode,Suggest",
     "singleLineAddressField":{"name":"SingleLine","type":"esriFieldTypeString","alias":"Single Line Input"},
     "spatialReference":{"wkid":4326,"latestWkid":4326},
     "locatorProperties":{"MaxBatchSize":20,"SuggestedBatchSize":10}}
    """#

  /// The records of a `geocodeAddresses` request: `(OBJECTID, SingleLine)` in request order.
  static func records(_ request: SeenRequest) -> [(Int, String)] {
    guard let text = request.parameters["addresses"],
      let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let records = json["records"] as? [[String: Any]]
    else { return [] }
    return records.map { record in
      let attributes = record["attributes"] as? [String: Any] ?? [:]
      return ((attributes["OBJECTID"] as? NSNumber)?.intValue ?? 0, attributes["SingleLine"] as? String ?? "")
    }
  }

  /// Answers a batch as the service does, in reverse order: "address n" matches at (n, n / 100) with
  /// its OBJECTID as ResultID, except every seventh, which comes back unmatched in the arcgis-rest-js
  /// form (no location, no ResultID, `attributes:{}`), echoing its text only when n is even.
  static func answer(_ request: SeenRequest) -> Data {
    let locations = records(request).reversed().map { id, line in
      let n = Int(line.split(separator: " ").last ?? "") ?? 0
      if n % 7 == 0 { return #"{"address":"\#(n % 2 == 0 ? line : "")","score":0,"attributes":{}}"# }
      return #"""
        {"address":"\#(line) matched","location":{"x":\#(n),"y":\#(Double(n) / 100)},"score":100,\#
        "attributes":{"ResultID":\#(id),"Status":"M"}}
        """#
    }
    return Data(
      #"{"spatialReference":{"wkid":4326,"latestWkid":4326},"locations":[\#(locations.joined(separator: ","))]}"#.utf8)
  }

  @Test(
    "50 addresses, MaxBatchSize 20: three POSTs, ResultIDs restart per batch, input order, concurrency limit",
    .timeLimit(.minutes(10)), arguments: Backend.allCases, [1, 2, 3])
  func split(backend: Backend, limit: Int) async throws {
    let gate = ConcurrencyGate(limit: limit, total: 3)
    let harness = try ContractHarness(backend) { request in
      guard request.path.hasSuffix("/geocodeAddresses") else { return (200, Data(Self.root.utf8)) }
      await gate.enter()
      defer { gate.leave() }
      return (200, Self.answer(request))
    }
    defer { harness.stop() }
    let outcomes = try await harness.locator.geocode(
      addresses: (1...50).map { "address \($0)" }, maxConcurrentRequests: limit)

    let requests = harness.requests
    #expect(requests.filter { $0.path == ContractHarness.servicePath }.count == 1, "the root is read once")
    let posts = requests.filter { $0.path.hasSuffix("/geocodeAddresses") }
    #expect(posts.allSatisfy { $0.method == "POST" })
    // Batches may arrive in any order; "address 1" < "address 21" < "address 41" puts them back.
    let batches = posts.map(Self.records).sorted { ($0.first?.1 ?? "") < ($1.first?.1 ?? "") }
    #expect(batches.map { $0.map(\.0) } == [Array(1...20), Array(1...20), Array(1...10)])
    #expect(batches.map { $0.map(\.1) } == [1...20, 21...40, 41...50].map { $0.map { "address \($0)" } })
    #expect(gate.maxInFlight == min(limit, 3))

    #expect(outcomes.count == 50)
    for (index, outcome) in outcomes.enumerated() {
      let n = index + 1
      let results = try outcome.get()
      if n % 7 == 0 {
        #expect(results.isEmpty, "address \(n) is unmatched")
        continue
      }
      let result = try #require(results.first)
      #expect(result.label == "address \(n) matched")
      #expect(result.displayLocation == Point(x: Double(n), y: Double(n) / 100, spatialReference: .wgs84))
      #expect(result.attributes["ResultID"] as? Int == (n - 1) % 20 + 1)
    }
  }

  static let matchTwo = #"""
    {"address":"Two","location":{"x":2,"y":2},"score":100,"attributes":{"ResultID":2,"Status":"M"}}
    """#

  @Test("A record without a ResultID that echoes exactly one unanswered input is that input's no-match")
  func echoJoin() throws {
    let body = #"{"locations":[\#(Self.matchTwo),{"address":" THREE ","score":0,"attributes":{}}]}"#
    let outcomes = try GeocodeServiceDecoder.batch(
      from: Data(body.utf8), queries: [.searchText("one"), .searchText("two"), .searchText("three")])
    #expect(outcomes.count == 3)
    #expect(try outcomes[1].get().first?.label == "Two")
    #expect(try outcomes[2].get().isEmpty)
    // "one" has no record, and no record is left that could be its: that input alone fails.
    let error = #expect(throws: GeocodingError.self) { try outcomes[0].get() }
    guard case .decoding(let field, let message)? = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(field == "locations")
    #expect(message.contains("ResultID 1"))
  }

  @Test("Unmatched records without a ResultID cover as many unanswered inputs, whatever they echo")
  func countJoin() throws {
    let body = #"""
      {"locations":[{"address":"","score":0,"attributes":{}},\#(Self.matchTwo),{"address":"x","score":0}]}
      """#
    let outcomes = try GeocodeServiceDecoder.batch(
      from: Data(body.utf8),
      queries: [.searchValues(["Address": "1 A St"]), .searchText("two"), .searchText("three")])
    #expect(try outcomes[0].get().isEmpty)
    #expect(try outcomes[1].get().count == 1)
    #expect(try outcomes[2].get().isEmpty)
  }

  @Test("A malformed record fails only its own input; a matched record without ResultID joins nothing")
  func malformedRecord() throws {
    let body = #"""
      {"locations":[\#(Self.matchTwo),
        {"address":"One","location":{"x":1,"y":1},"score":"high","attributes":{"ResultID":1}},
        {"address":"Lost","location":{"x":3,"y":3},"score":90,"attributes":{}}]}
      """#
    let outcomes = try GeocodeServiceDecoder.batch(
      from: Data(body.utf8), queries: [.searchText("one"), .searchText("two"), .searchText("three")])
    #expect(
      throws: GeocodingError.decoding(field: "locations[1].score", message: "the field is a string, not a number.")
    ) {
      try outcomes[0].get()
    }
    #expect(try outcomes[1].get().first?.label == "Two")
    #expect(throws: GeocodingError.self) { try outcomes[2].get() }
  }

  @Test("Only an error body or a response without locations fails the whole batch")
  func wholeResponse() {
    #expect(throws: GeocodingError.decoding(field: "locations", message: "the field is missing.")) {
      try GeocodeServiceDecoder.batch(from: Data("{}".utf8), queries: [.searchText("a")])
    }
    #expect(throws: GeocodingError.self) {
      try GeocodeServiceDecoder.batch(
        from: try Fixture.data("error-499-token-required-messagecode"), queries: [.searchText("a")])
    }
  }
}
