import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianTesting
import Testing

@Suite("LocatorTask results")
struct LocatorTaskResultTests {
  static let sydney = GeocodeResult(
    label: "Starbucks", displayLocation: Point(x: 151.20555000000002, y: -33.86513999999994),
    extent: Envelope(xMin: 151.20055, yMin: -33.87014, xMax: 151.21055, yMax: -33.86014), score: 100)

  @Test("Results are projected into outputSpatialReference, geometry without a reference counting as the transport's")
  func outputProjection() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [Self.sydney]
    let locator = LocatorTask(transport: transport)
    var parameters = GeocodeParameters()
    parameters.outputSpatialReference = .webMercator
    let result = try #require(try await locator.geocode(forSearchText: "starbucks", using: parameters).first)
    // pyproj 4326 -> 3857 of (151.20555000000002, -33.86513999999994): (16832124.83111687, -4010707.9658531486).
    let location = try #require(result.displayLocation)
    #expect(location.spatialReference == .webMercator)
    #expect(abs(location.x - 16832124.83111687) < 1e-6)
    #expect(abs(location.y - -4010707.9658531486) < 1e-6)
    #expect(result.extent?.spatialReference == .webMercator)

    let plain = try #require(try await locator.geocode(forSearchText: "starbucks").first)
    #expect(plain.displayLocation?.spatialReference == .wgs84)
    #expect(plain.displayLocation?.x == 151.20555000000002)
  }

  @Test("minScore filters and maxResults caps whatever the transport returns")
  func filtersAndCaps() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [100, 95, 80, 70, 40].map { GeocodeResult(label: "r\(Int($0))", score: $0) }
    let locator = LocatorTask(transport: transport)
    var parameters = GeocodeParameters()
    parameters.minScore = 75
    #expect(try await locator.geocode(forSearchText: "x", using: parameters).map(\.label) == ["r100", "r95", "r80"])
    parameters.maxResults = 2
    #expect(try await locator.geocode(forSearchText: "x", using: parameters).map(\.label) == ["r100", "r95"])
    transport.suggestResults = (1...9).map { SuggestResult(label: "s\($0)") }
    #expect(try await locator.suggest(forSearchText: "s").count == 5)
  }

  @Test("A result in a reference that cannot be projected gives a typed error")
  func unprojectable() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [
      GeocodeResult(label: "x", displayLocation: Point(x: 1, y: 2, spatialReference: SpatialReference(wkid: 2230)))
    ]
    let locator = LocatorTask(transport: transport)
    var parameters = GeocodeParameters()
    parameters.outputSpatialReference = .wgs84
    let error = await #expect(throws: GeocodingError.self) {
      try await locator.geocode(forSearchText: "x", using: parameters)
    }
    guard case .invalidParameter(let name, _) = error else {
      Issue.record("expected invalidParameter, got \(String(describing: error))")
      return
    }
    #expect(name == "outputSpatialReference")
  }

  @Test("locatorInfo is asked once and kept")
  func locatorInfoCached() async throws {
    let transport = MockTransport()
    transport.info = LocatorInfo(name: "World", supportsPOI: true)
    let locator = LocatorTask(transport: transport)
    #expect(try await locator.locatorInfo.name == "World")
    #expect(try await locator.locatorInfo.supportsPOI)
    #expect(transport.requests == [.locatorInfo])
  }

  // MARK: - Batch

  @Test("Batch geocode returns one outcome per input in input order; bad inputs fail alone")
  func batch() async throws {
    let transport = MockTransport()
    transport.onGeocode { query, _ in
      guard case .searchText(let text) = query else { return [] }
      if text == "boom" { throw GeocodingError.service(code: 500, message: "boom", details: []) }
      return [GeocodeResult(label: text.uppercased(), score: 90)]
    }
    let locator = LocatorTask(transport: transport)
    let outcomes = try await locator.geocode(addresses: ["a", "", "boom", "d"], maxConcurrentRequests: 2)
    #expect(outcomes.count == 4)
    #expect((try? outcomes[0].get())?.map(\.label) == ["A"])
    #expect((try? outcomes[3].get())?.map(\.label) == ["D"])
    #expect(throws: GeocodingError.emptySearchText) { try outcomes[1].get() }
    #expect(throws: GeocodingError.service(code: 500, message: "boom", details: [])) { try outcomes[2].get() }
    #expect(Set(transport.geocodeQueries) == [.searchText("a"), .searchText("boom"), .searchText("d")])
    await #expect(throws: GeocodingError.self) { try await locator.geocode(addresses: ["a"], maxConcurrentRequests: 0) }
  }
}
