import Foundation
import MeridianCore
import MeridianGeocoding
import Testing

/// Contract tests of `reverseGeocode` (PROTOCOL.md §4) against the recorded responses, through the
/// stub and the loopback server. Expected values are read off the fixture files (Python's json
/// module); Web Mercator values come from the EPSG:3857 formulas (x = Rλ, y = R ln tan(π/4 + φ/2),
/// R = 6,378,137 m) evaluated in Python.
@Suite("Contract: reverseGeocode")
struct ContractReverseTests {
  @Test(
    "reverseGeocode: location, featureTypes, outSR, langCode, outFields, forStorage; label is Match_addr",
    arguments: Backend.allCases)
  func reverseRequest(backend: Backend) async throws {
    let harness = try ContractHarness(backend, fixtures: ["reverseGeocode": "reverseGeocode-featuretypes-multiple"])
    defer { harness.stop() }
    var parameters = ReverseGeocodeParameters()
    parameters.featureTypes = ["PointAddress", "StreetAddress"]
    parameters.outputLanguageCode = "fr"
    parameters.outputSpatialReference = .webMercator
    parameters.forStorage = true
    parameters.addResultAttributeNames(["Match_addr", "Addr_type"])
    let input = Point(latitude: 34.037988, longitude: -117.205453)
    let results = try await harness.locator.reverseGeocode(forLocation: input, parameters: parameters)
    let request = try #require(harness.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == ContractHarness.servicePath + "/reverseGeocode")
    #expect(request.parameters["location"] == "-117.205453,34.037988")
    #expect(request.parameters["featureTypes"] == "PointAddress,StreetAddress")
    #expect(request.parameters["langCode"] == "fr")
    #expect(request.parameters["outSR"] == "3857")
    #expect(request.parameters["forStorage"] == "true")
    #expect(request.parameters["outFields"] == "Match_addr,Addr_type")
    #expect(request.parameters["f"] == "json")
    #expect(request.parameters["token"] == nil)
    let result = try #require(results.first)
    #expect(result.label == "257 Terracina Blvd, Redlands, California, 92373")
    #expect(result.attributes["Addr_type"] as? String == "PointAddress")
    // The recorded answer is in WGS84 (-117.2053819788645, 34.038152999262394); it comes back in 3857.
    let location = try #require(result.displayLocation)
    #expect(location.spatialReference == .webMercator)
    #expect(abs(location.x - -13047243.440118318) < 1e-6)
    #expect(abs(location.y - 4033926.1930043367) < 1e-6)
  }

  @Test("Defaults send no outSR and no outFields, and forStorage=false", arguments: Backend.allCases)
  func reverseDefaults(backend: Backend) async throws {
    let harness = try ContractHarness(backend, fixtures: ["reverseGeocode": "reverseGeocode-la-airport"])
    defer { harness.stop() }
    _ = try await harness.locator.reverseGeocode(forLocation: Point(latitude: 33.943, longitude: -118.409))
    let request = try #require(harness.requests.first)
    #expect(request.parameters["location"] == "-118.409,33.943")
    #expect(request.parameters["outSR"] == nil)
    #expect(request.parameters["outFields"] == nil)
    #expect(request.parameters["featureTypes"] == nil)
    #expect(request.parameters["langCode"] == nil)
    #expect(request.parameters["forStorage"] == "false")
  }

  @Test("The 'Unable to find address' error, even with HTTP 200, is an empty result", arguments: Backend.allCases)
  func unableToFind(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, fixtures: ["reverseGeocode": "error-400-reverse-unable-to-find-address"])
    defer { harness.stop() }
    let results = try await harness.locator.reverseGeocode(forLocation: Point(latitude: 0, longitude: -160))
    #expect(results.isEmpty)
  }

  /// One recorded reverse-geocode response: the location of the request that produced it
  /// (PROTOCOL.md §9) and what it holds.
  struct Recorded: Sendable, CustomTestStringConvertible {
    var name: String
    var input: (longitude: Double, latitude: Double)
    var label: String
    var x: Double
    var y: Double
    var attributes: [String: String]
    var testDescription: String { name }
  }

  static let recorded: [Recorded] = [
    Recorded(
      name: "reverseGeocode-street-address", input: (-117.20700637168703, 34.03582108290202),
      label: "1764-1792 W Fern Ave, Redlands, California, 92373", x: -117.20692023528862, y: 34.03569657783153,
      attributes: ["Addr_type": "StreetAddress", "City": "Redlands", "Postal": "92373", "CountryCode": "USA"]),
    Recorded(
      name: "reverseGeocode-la-airport", input: (-118.409, 33.943), label: "LA Airport", x: -118.40896999999995,
      y: 33.94251000000003,
      attributes: ["Addr_type": "POI", "Type": "Airport", "PlaceName": "LA Airport", "City": "Los Angeles"]),
    Recorded(
      name: "reverseGeocode-poi-area", input: (-117.20744088954731, 34.0375903447169),
      label: "Redlands Community Hospital", x: -117.20744088954731, y: 34.0375903447169,
      attributes: ["Addr_type": "POI", "Type": "Hospital", "Postal": "92373"]),
    Recorded(
      name: "reverseGeocode-locality", input: (-117.205794, 34.035115), label: "Live Oak Canyon, Redlands, California",
      x: -117.205794, y: 34.035115, attributes: ["Addr_type": "Locality", "Type": "Neighborhood", "City": "Redlands"]),
    Recorded(
      name: "reverseGeocode-featuretypes-streetint", input: (-117.203741, 34.036609),
      label: "W Fern Ave & Terracina Blvd, Redlands, California, 92373", x: -117.20373988021336,
      y: 34.03663004936492, attributes: ["Addr_type": "StreetInt", "Region": "California"]),
    Recorded(
      name: "reverseGeocode-poi-centroid", input: (-117.205416, 34.038074), label: "Premier ENT",
      x: -117.20541599999996, y: 34.03807400000005,
      attributes: ["Addr_type": "POI", "Type": "Doctor", "PlaceName": "Premier ENT"]),
    Recorded(
      name: "reverseGeocode-eiffel-legacy-nulls", input: (2.2945, 48.8583),
      label: "6 Avenue Gustave Eiffel, Paris, Île-de-France, 75007, FRA", x: 2.2946500041892821,
      y: 48.857489996304814,
      attributes: ["Loc_name": "FRA.PointAddress", "Neighborhood": "7e Arrondissement", "Region": "Île-de-France"]),
  ]

  @Test(
    "Every recorded reverseGeocode response decodes to its label, location and attributes",
    arguments: Backend.allCases, Self.recorded)
  func reverseFixtures(backend: Backend, fixture: Recorded) async throws {
    let harness = try ContractHarness(backend, fixtures: ["reverseGeocode": fixture.name])
    defer { harness.stop() }
    let input = Point(latitude: fixture.input.latitude, longitude: fixture.input.longitude)
    let result = try #require(try await harness.locator.reverseGeocode(forLocation: input).first)
    #expect(result.label == fixture.label)
    #expect(result.displayLocation == Point(x: fixture.x, y: fixture.y, spatialReference: .wgs84))
    #expect(result.inputLocation == input)
    for (key, value) in fixture.attributes {
      #expect(result.attributes[key] as? String == value, "\(key)")
    }
    if fixture.name.hasSuffix("legacy-nulls") {
      // "PostalExt": null leaves the key out; the label is built from the parts.
      #expect(result.attributes.keys.contains("PostalExt") == false)
    }
  }

  /// reverseGeocode-la-airport's answer with its location in Web Mercator, as the service gives it
  /// for outSR=3857: (-118.40896999999995, 33.94251000000003) projected by the EPSG:3857 formulas.
  static let airportInWebMercator = #"""
    {"address":{"Match_addr":"LA Airport","Addr_type":"POI"},
     "location":{"x":-13181226.245756002,"y":4021085.1335287066,"spatialReference":{"wkid":102100,"latestWkid":3857}}}
    """#

  @Test(
    "A reverse result farther than maxDistance is dropped, also when outSR puts it in Web Mercator",
    arguments: Backend.allCases, [false, true])
  func maxDistance(backend: Backend, webMercator: Bool) async throws {
    // The answer (-118.40896999999995, 33.94251000000003) lies about 55 m from -118.409,33.943
    // (haversine on the 6,371,008.8 m mean sphere: 54.56 m; the ellipsoid differs by well under 1 m).
    let body = webMercator ? Data(Self.airportInWebMercator.utf8) : try Fixture.data("reverseGeocode-la-airport")
    let harness = try ContractHarness(backend, routes: ["reverseGeocode": (200, body)])
    defer { harness.stop() }
    var parameters = ReverseGeocodeParameters()
    if webMercator { parameters.outputSpatialReference = .webMercator }
    let input = Point(latitude: 33.943, longitude: -118.409)
    parameters.maxDistance = 50
    #expect(try await harness.locator.reverseGeocode(forLocation: input, parameters: parameters).isEmpty)
    parameters.maxDistance = 60
    let kept = try await harness.locator.reverseGeocode(forLocation: input, parameters: parameters)
    #expect(kept.map(\.label) == ["LA Airport"])
    #expect(kept.first?.displayLocation?.spatialReference == (webMercator ? .webMercator : .wgs84))
    #expect(harness.requests.first?.parameters["outSR"] == (webMercator ? "3857" : nil))
  }

  @Test(
    "A result in a reference Meridian cannot project fails the radius check with a typed error",
    arguments: Backend.allCases)
  func maxDistanceUnprojectable(backend: Backend) async throws {
    let body = #"{"address":{"Match_addr":"A"},"location":{"x":6000000,"y":2000000,"spatialReference":{"wkid":2230}}}"#
    let harness = try ContractHarness(backend, routes: ["reverseGeocode": (200, Data(body.utf8))])
    defer { harness.stop() }
    let error = await #expect(throws: GeocodingError.self) {
      try await harness.locator.reverseGeocode(forLocation: Point(latitude: 33, longitude: -117))
    }
    guard case .invalidParameter(let name, _)? = error else {
      Issue.record("expected invalidParameter(maxDistance), got \(String(describing: error))")
      return
    }
    #expect(name == "maxDistance")
  }
}
