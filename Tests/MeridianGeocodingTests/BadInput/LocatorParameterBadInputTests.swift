import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianTesting
import Testing

/// A caller-controlled value out of its documented bound, and the call it goes to.
struct ParameterCase: Sendable, CustomTestStringConvertible {
  enum Call: Sendable {
    case geocode(String, GeocodeParameters)
    case suggest(String, SuggestParameters)
    case reverse(ReverseGeocodeParameters)
    case values([String: String])
    case batch([String], maxConcurrentRequests: Int)
  }

  var name: String
  var call: Call
  /// The parameter the `invalidParameter` error must name (or `emptySearchText` when `nil`).
  var parameter: String?
  var testDescription: String { name }

  static func geocode(
    _ name: String, text: String = "Redlands", _ parameter: String?,
    _ edit: (inout GeocodeParameters) -> Void = { _ in }
  ) -> ParameterCase {
    var parameters = GeocodeParameters()
    edit(&parameters)
    return ParameterCase(name: name, call: .geocode(text, parameters), parameter: parameter)
  }

  static func reverse(
    _ name: String, _ parameter: String, _ edit: (inout ReverseGeocodeParameters) -> Void
  ) -> ParameterCase {
    var parameters = ReverseGeocodeParameters()
    edit(&parameters)
    return ParameterCase(name: name, call: .reverse(parameters), parameter: parameter)
  }
}

@Suite("Bad input: locator parameters")
struct LocatorParameterBadInputTests {
  static let tenMegabytes = String(repeating: "a", count: 10 * 1024 * 1024)
  static let manyNames = (0...LocatorTask.maxListEntries).map { "Field\($0)" }

  static let cases: [ParameterCase] = [
    .geocode("geocode: empty text -> emptySearchText", text: "", nil),
    .geocode("geocode: whitespace and newlines -> emptySearchText", text: " \t\n\r ", nil),
    .geocode("geocode: 10 MB of text -> invalidParameter searchText", text: tenMegabytes, "searchText"),
    .geocode(
      "geocode: 2,049 bytes (one over) -> invalidParameter searchText", text: String(repeating: "b", count: 2_049),
      "searchText"),
    .geocode(
      "geocode: 683 three-byte characters (2,049 bytes) -> searchText", text: String(repeating: "€", count: 683),
      "searchText"),
    .geocode("geocode: NUL inside the text -> searchText", text: "Main\u{0}Street", "searchText"),
    .geocode("geocode: ESC inside the text -> searchText", text: "Main\u{1B}[31mStreet", "searchText"),
    .geocode("geocode: DEL inside the text -> searchText", text: "Main\u{7F}", "searchText"),
    .geocode("geocode: maxResults Int.max -> maxResults", "maxResults") { $0.maxResults = .max },
    .geocode("geocode: maxResults 1,001 -> maxResults", "maxResults") { $0.maxResults = 1_001 },
    .geocode("geocode: maxResults Int.min -> maxResults", "maxResults") { $0.maxResults = .min },
    .geocode("geocode: minScore NaN -> minScore", "minScore") { $0.minScore = .nan },
    .geocode("geocode: minScore -inf -> minScore", "minScore") { $0.minScore = -.infinity },
    .geocode("geocode: 101 categories -> categories", "categories") { $0.categories = manyNames },
    .geocode("geocode: 101 result attribute names -> resultAttributeNames", "resultAttributeNames") {
      $0.resultAttributeNames = manyNames
    },
    .geocode("geocode: a 300-byte category -> categories[0]", "categories[0]") {
      $0.categories = [String(repeating: "c", count: 300)]
    },
    .geocode("geocode: country code with CR LF -> countryCode", "countryCode") { $0.countryCode = "US\r\nX-Evil: 1" },
    ParameterCase(
      name: "suggest: 10 MB of text -> searchText", call: .suggest(tenMegabytes, SuggestParameters()),
      parameter: "searchText"),
    ParameterCase(
      name: "suggest: maxResults Int.max -> maxResults",
      call: .suggest(
        "Coff",
        {
          var p = SuggestParameters()
          p.maxResults = .max
          return p
        }()), parameter: "maxResults"),
    .reverse("reverse: maxResults Int.max -> maxResults", "maxResults") { $0.maxResults = .max },
    .reverse("reverse: maxResults 101 -> maxResults", "maxResults") { $0.maxResults = 101 },
    .reverse("reverse: maxDistance 1e300 m -> maxDistance", "maxDistance") { $0.maxDistance = 1e300 },
    .reverse("reverse: maxDistance just past half the equator -> maxDistance", "maxDistance") {
      $0.maxDistance = 20_037_510
    },
    .reverse("reverse: 101 feature types -> featureTypes", "featureTypes") { $0.featureTypes = manyNames },
    ParameterCase(
      name: "searchValues: 33 fields -> searchValues",
      call: .values(Dictionary(uniqueKeysWithValues: (0...32).map { ("F\($0)", "v") })), parameter: "searchValues"),
    ParameterCase(
      name: "searchValues: a 10 MB value -> searchValues[Address]", call: .values(["Address": tenMegabytes]),
      parameter: "searchValues[Address]"),
    ParameterCase(
      name: "batch: 10,001 addresses -> addresses",
      call: .batch(Array(repeating: "a", count: 10_001), maxConcurrentRequests: 4), parameter: "addresses"),
    ParameterCase(
      name: "batch: maxConcurrentRequests Int.min -> maxConcurrentRequests",
      call: .batch(["a"], maxConcurrentRequests: .min), parameter: "maxConcurrentRequests"),
  ]

  @Test(
    "An out-of-bound parameter throws the typed error naming it, and nothing reaches the transport", arguments: cases)
  func outOfBound(_ badCase: ParameterCase) async throws {
    // UnimplementedTransport records a test failure for any call: no request is ever sent.
    let locator = LocatorTask(transport: UnimplementedTransport(name: badCase.name))
    let point = Point(latitude: 34, longitude: -117)
    let error = await #expect(throws: GeocodingError.self) {
      switch badCase.call {
      case .geocode(let text, let parameters): _ = try await locator.geocode(forSearchText: text, using: parameters)
      case .suggest(let text, let parameters):
        _ = try await locator.suggest(forSearchText: text, parameters: parameters)
      case .reverse(let parameters): _ = try await locator.reverseGeocode(forLocation: point, parameters: parameters)
      case .values(let values): _ = try await locator.geocode(forSearchValues: values)
      case .batch(let addresses, let limit):
        _ = try await locator.geocode(addresses: addresses, maxConcurrentRequests: limit)
      }
    }
    switch (error, badCase.parameter) {
    case (.emptySearchText?, nil): break
    case (.invalidParameter(let name, let message)?, let expected?):
      #expect(name == expected)
      #expect(message.utf8.count < 200, "the message quotes no 10 MB text")
    default: Issue.record("expected \(badCase.parameter ?? "emptySearchText"), got \(String(describing: error))")
    }
  }

  @Test(
    "Emoji, right-to-left and combining text within the bound reach the transport unchanged",
    arguments: ["☕️ Coffee 👩🏽‍💻", "مقهى في الرياض", "קפה תל אביב", "Cafe\u{301} Zu\u{308}rich", "Main St\t12"])
  func unicodeText(_ text: String) async throws {
    let transport = MockTransport()
    transport.geocodeResults = [GeocodeResult(label: "Found", score: 90)]
    let locator = LocatorTask(transport: transport)
    #expect(try await locator.geocode(forSearchText: text).map(\.label) == ["Found"])
    #expect(transport.geocodeQueries == [.searchText(text)])
  }

  @Test("regression: maxConcurrentRequests = Int.max is clamped to 64 and returns one outcome per address")
  func maxConcurrencyIntMax() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [GeocodeResult(label: "Found", score: 90)]
    let locator = LocatorTask(transport: transport)
    let outcomes = try await locator.geocode(addresses: ["a", "b", "c"], maxConcurrentRequests: .max)
    #expect(outcomes.count == 3)
    #expect(outcomes.allSatisfy { (try? $0.get().map(\.label)) == ["Found"] })
  }

  @Test(
    "A key or token with CR, LF, NUL, a space or non-ASCII is invalidCredential before any request, never quoted",
    arguments: [
      "KEY\r\nX-Evil: 1", "KEY\n", "K\u{0}EY", "KEY WITH SPACE", "KÉY", "", String(repeating: "k", count: 8_193),
    ])
  func badCredential(_ key: String) async throws {
    let client = StubHTTPClient()
    let url = try #require(URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer"))
    let keyed = LocatorTask(url: url, apiKey: key, httpClient: client)
    let error = await #expect(throws: GeocodingError.self) { try await keyed.geocode(forSearchText: "x") }
    guard case .invalidCredential(let message)? = error else {
      Issue.record("expected invalidCredential, got \(String(describing: error))")
      return
    }
    #expect(key.isEmpty || !message.contains(key))
    let sourced = LocatorTask(url: url, credential: .tokenSource { _ in key }, httpClient: client)
    await #expect(throws: GeocodingError.self) { try await sourced.suggest(forSearchText: "x") }
    #expect(client.requests.isEmpty)
  }
}
