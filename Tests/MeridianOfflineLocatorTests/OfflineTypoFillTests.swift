import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Typo matches fill the results that exact matches leave free. The records are invented (names,
/// populations and positions made up); every expected value follows from them and the documented
/// rules, worked out in the comments.
@Suite("Offline typo matches below exact ones")
struct OfflineTypoFillTests {
  // "poro" is one edit from "porto" (a skipped t) and from "pori" (o for i, neighbouring keys):
  // both typos have a typical shape (see `TypoModel`), so both score 90 with no typo cost.
  /// Built once; a build that fails fails the tests that use it (`try …get()`), not the process.
  static let locator = Result<OfflineLocator, any Error> {
    let places = [
      OfflinePlace(name: "Poro", category: "City", countryCode: "PHL", latitude: 10.63, longitude: 124.41, rank: 1_000),
      OfflinePlace(
        name: "Porto", category: "City", countryCode: "PRT", latitude: 41.15, longitude: -8.61, rank: 200_000),
      OfflinePlace(name: "Pori", category: "City", countryCode: "FIN", latitude: 61.48, longitude: 21.80, rank: 80_000),
    ]
    return try OfflineLocator(name: "Typos", places: places)
  }

  func names(_ text: String, _ configure: (inout GeocodeParameters) -> Void = { _ in }) async throws -> [String] {
    var parameters = GeocodeParameters()
    configure(&parameters)
    let results = try await Self.locator.get().geocode(.searchText(text), parameters: parameters)
    return results.map { "\($0.attributes["PlaceName"] as? String ?? "?") \(Int($0.score))" }
  }

  @Test("An exact match keeps 100 and comes first; typo matches follow at 90, larger first")
  func exactThenTypos() async throws {
    // Poro is exact (100) although it is the smallest; Porto (200,000) before Pori (80,000).
    #expect(try await names("Poro") == ["Poro 100", "Porto 90", "Pori 90"])
  }

  @Test("Typo matches are not looked for once the exact matches fill maxResults")
  func fullResults() async throws {
    #expect(try await names("Poro") { $0.maxResults = 1 } == ["Poro 100"])
    #expect(try await names("Poro") { $0.maxResults = 2 } == ["Poro 100", "Porto 90"])
  }

  @Test("Near a preferred location the nearer typo match wins among equal scores, never over an exact one")
  func nearness() async throws {
    // At Pori: Pori's ordering value is log10(1 + 0) − 0.5·log10(80,010) ≈ −2.45; Porto, about
    // 3,000 km away, log10(3,001) − 0.5·log10(200,010) ≈ 3.48 − 2.65 = 0.83. Poro still scores 100.
    let pori = Point(latitude: 61.48, longitude: 21.80)
    #expect(try await names("Poro") { $0.preferredSearchLocation = pori } == ["Poro 100", "Pori 90", "Porto 90"])
  }
}
