import Foundation
import Testing

@testable import MeridianGeocodeService
@testable import MeridianGeocoding

/// Inputs the `rest-decoders` fuzz target found (Tests/Fuzz/Regressions/rest-decoders/): error bodies whose
/// `code` is not an integer trapped in `Int(_:)` on every decoder, whatever the HTTP status.
@Suite("Fuzz regressions: REST decoders")
struct RESTDecoderFuzzRegressionTests {
  /// The error bodies, as saved (without the target's mode byte).
  static let bodies = [
    #"{"error":{"code":"NaN"}}"#,  // error-code-nan-string
    #"{"error":{"code":1e300}}"#,  // error-code-1e300
    #"{"error":{"code":9223372036854775807}}"#,  // error-code-int64-max (2^63 - 1 becomes 2^63 as a Double)
  ]

  /// Every public decoder, by name.
  static let decoders: [(String, @Sendable (Data) throws -> Void)] = [
    ("candidates", { _ = try GeocodeServiceDecoder.candidates(from: $0) }),
    ("suggestions", { _ = try GeocodeServiceDecoder.suggestions(from: $0) }),
    ("reverseGeocode", { _ = try GeocodeServiceDecoder.reverseGeocode(from: $0) }),
    ("batch", { _ = try GeocodeServiceDecoder.batch(from: $0) }),
    ("batch(queries:)", { _ = try GeocodeServiceDecoder.batch(from: $0, queries: [.searchText("a")]) }),
    ("locatorInfo", { _ = try GeocodeServiceDecoder.locatorInfo(from: $0, name: "World") }),
  ]

  @Test(
    "regression (fuzz rest-decoders): an error body with a non-integer code throws GeocodingError.service",
    arguments: bodies)
  func errorCodeThatIsNotAnIntegerIsAServiceError(body: String) {
    for (name, decode) in Self.decoders {
      #expect(Comment(rawValue: "\(name)(\(body))")) {
        try decode(Data(body.utf8))
      } throws: { error in
        guard case .service = error as? GeocodingError else { return false }
        return true
      }
    }
  }
}
