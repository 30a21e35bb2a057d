import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// Bad input and failed requests: each is a typed `GeocodingError` that says what and where, and
/// nothing is sent that should not be.
@Suite("Nominatim: bad input and failures")
struct NominatimFailureTests {
  static func failing(_ stub: NominatimStub) -> Bool { stub.client.requests.isEmpty }

  @Test("Unknown categories, three-letter country codes and unknown structured fields are refused before sending")
  func badParameters() async throws {
    let stub = NominatimStub { _, _ in try NominatimStub.fixture("search-empty") }
    let locator = LocatorTask(transport: stub.transport)
    var parameters = GeocodeParameters()
    parameters.categories = ["Coffee Shop", "Spaceport"]
    let category = try await #require(throws: GeocodingError.self) {
      try await locator.geocode(forSearchText: "x", using: parameters)
    }
    guard case .invalidParameter("categories[1]", _) = category else { throw category }
    var country = GeocodeParameters()
    country.countryCode = "FIN"
    let code = try await #require(throws: GeocodingError.self) {
      try await locator.geocode(forSearchText: "x", using: country)
    }
    guard case .invalidParameter("countryCode", let reason) = code else { throw code }
    #expect(reason.contains("two-letter"))
    let field = try await #require(throws: GeocodingError.self) {
      try await locator.geocode(forSearchValues: ["Floor": "3"])
    }
    guard case .invalidParameter("searchValues[Floor]", _) = field else { throw field }
    var reverse = ReverseGeocodeParameters()
    reverse.featureTypes = ["Volcano"]
    let layer = try await #require(throws: GeocodingError.self) {
      try await locator.reverseGeocode(forLocation: Point(latitude: 60, longitude: 24), parameters: reverse)
    }
    guard case .invalidParameter("featureTypes[0]", _) = layer else { throw layer }
    await #expect(throws: GeocodingError.emptySearchText) { try await locator.geocode(forSearchText: "  ") }
    #expect(stub.client.requests.isEmpty)
  }

  @Test("A user agent or email that would break the request is refused, naming which")
  func badIdentity() async throws {
    let agent = NominatimStub(userAgent: "App\r\nX-Evil: 1") { _, _ in try NominatimStub.fixture("search-empty") }
    await #expect(
      throws: GeocodingError.invalidParameter(
        name: "userAgent", reason: "it holds a control character at byte 3, which would break the request.")
    ) {
      try await agent.transport.geocode(.searchText("x"), parameters: GeocodeParameters())
    }
    let empty = NominatimStub(userAgent: " ") { _, _ in try NominatimStub.fixture("search-empty") }
    await #expect(throws: GeocodingError.invalidParameter(name: "userAgent", reason: "it is empty.")) {
      try await empty.transport.status()
    }
    let email = NominatimStub(email: String(repeating: "a", count: 300)) { _, _ in try NominatimStub.fixture("status") }
    await #expect(throws: GeocodingError.invalidParameter(name: "email", reason: "it is 300 UTF-8 bytes; at most 256."))
    {
      try await email.transport.status()
    }
    #expect(agent.client.requests.isEmpty && empty.client.requests.isEmpty && email.client.requests.isEmpty)
  }

  @Test("Plain http is refused for a host that is not loopback; a URL with no host is invalid")
  func insecure() async throws {
    let stub = NominatimStub(url: URL(string: "http://nominatim.example.org")!) { _, _ in
      try NominatimStub.fixture("status")
    }
    await #expect(throws: GeocodingError.insecureURL(host: "nominatim.example.org")) {
      try await stub.transport.status()
    }
    let noHost = NominatimStub(url: URL(string: "file:///tmp")!) { _, _ in try NominatimStub.fixture("status") }
    await #expect(throws: GeocodingError.invalidURL("file:///tmp")) { try await noHost.transport.status() }
    #expect(stub.client.requests.isEmpty)
  }

  @Test("A redirect is refused, naming only the target's origin")
  func redirect() async throws {
    let stub = NominatimStub { _, _ in
      HTTPResponse(status: 302, headers: ["Location": "https://elsewhere.example/search?q=secret"])
    }
    await #expect(
      throws: GeocodingError.redirectRefused(operation: "search", location: "https://elsewhere.example:443")
    ) {
      try await stub.transport.geocode(.searchText("secret"), parameters: GeocodeParameters())
    }
  }

  @Test("An error body is a service error; an HTTP error without one is an HTTP error; a failed status throws its code")
  func errors() async throws {
    let bad = NominatimStub { _, _ in try NominatimStub.fixture("error-400-viewbox", status: 400) }
    await #expect(
      throws: GeocodingError.service(code: 400, message: "Bounding box parameter needs 4 coordinates.", details: [])
    ) {
      try await bad.transport.geocode(.searchText("cafe"), parameters: GeocodeParameters())
    }
    var noRetries = NominatimTransport.Configuration()
    noRetries.maxRetries = 0
    let notFound = NominatimStub(configuration: noRetries) { _, _ in HTTPResponse(status: 503) }
    await #expect(throws: GeocodingError.http(status: 503)) {
      try await notFound.transport.geocode(.searchText("cafe"), parameters: GeocodeParameters())
    }
    // The shape Nominatim's /status answers when its database is down (its documentation): HTTP 500.
    let down = NominatimStub(configuration: noRetries) { _, _ in
      HTTPResponse.json(#"{"status":700,"message":"Database connection failed"}"#, status: 500)
    }
    await #expect(throws: GeocodingError.service(code: 700, message: "Database connection failed", details: [])) {
      try await down.transport.status()
    }
  }

  @Test("A body over the size limit is cut off with a typed error")
  func tooLarge() async throws {
    var small = NominatimTransport.Configuration()
    small.maxResponseBytes = 100
    let stub = NominatimStub(configuration: small) { _, _ in try NominatimStub.fixture("search-address") }
    await #expect(throws: GeocodingError.responseTooLarge(operation: "search", limit: 100)) {
      try await stub.transport.geocode(.searchText("Mikonkatu 18"), parameters: GeocodeParameters())
    }
  }

  @Test("A request that gets no answer times out on the injected clock")
  func timeout() async throws {
    let clock = TestClock()
    var configuration = NominatimTransport.Configuration()
    configuration.requestTimeout = .seconds(5)
    configuration.maxRetries = 0
    let stub = NominatimStub(clock: clock, configuration: configuration) { _, _ in
      try await Task.sleep(for: .seconds(3_600))
      return HTTPResponse()
    }
    let call = Task { try await stub.transport.status() }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(5))
    await #expect(throws: GeocodingError.timeout(operation: "status", after: .seconds(5))) { try await call.value }
  }
}
