import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Coordinates typed into the offline locator's search text, read by MeridianCore's `CoordinateFormatter`.
///
/// Reference values:
/// - pyproj 3 (PROJ), EPSG:32635 → EPSG:4326: the UTM 35N point 385611 E 6672118 N (the south-west
///   corner of the MGRS square 35VLG8561172118) is 60.1698964985217 N, 24.938394510644123 E; the
///   Python `mgrs` package 1.6.0 writes 60.1699 N 24.9384 E as `35VLG8561172118`.
/// - The online World service's recorded answer (Fixtures/findAddressCandidates-mgrs-coordinate.json)
///   puts `18SUH6789043210` at x -76.511416672563271, y 38.327287449633403, `Addr_type` "MGRS"; pyproj
///   gives the same south-west corner (367890 E 4243210 N in EPSG:32618) to 1e-13°.
@Suite("Offline coordinate text")
struct OfflineCoordinateTextTests {
  static func first(_ text: String) async throws -> GeocodeResult? {
    let place = OfflinePlace(name: "Kahvila Aalto", category: "Coffee Shop", latitude: 60.165, longitude: 24.938)
    let locator = try OfflineLocator(name: "Test", places: [place])
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["*"]
    return try await locator.geocode(.searchText(text), parameters: parameters).first
  }

  static func expectPoint(
    _ result: GeocodeResult?, latitude: Double, longitude: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let point = result?.displayLocation
    #expect(
      abs((point?.y ?? .nan) - latitude) < 1e-8, "latitude of \(String(describing: point))",
      sourceLocation: sourceLocation)
    #expect(
      abs((point?.x ?? .nan) - longitude) < 1e-8, "longitude of \(String(describing: point))",
      sourceLocation: sourceLocation)
  }

  @Test(
    "MGRS text geocodes to the south-west corner of its square",
    arguments: [
      "35VLG8561172118", "35V LG 85611 72118", "35vlg8561172118",
    ])
  func mgrsHelsinki(_ text: String) async throws {
    let result = try await Self.first(text)
    Self.expectPoint(result, latitude: 60.1698964985217, longitude: 24.938394510644123)
    #expect(result?.attributes["Addr_type"] as? String == "MGRS")
    #expect(result?.label == "35VLG8561172118")
    #expect(result?.score == 100)
  }

  @Test("MGRS text lands where the online service puts it")
  func mgrsService() async throws {
    let result = try await Self.first("18SUH6789043210")
    Self.expectPoint(result, latitude: 38.327287449633403, longitude: -76.511416672563271)
    #expect(result?.label == "18SUH6789043210")
  }

  @Test("UTM, decimal degrees, DMS, DDM and leading hemisphere letters")
  func latitudeLongitude() async throws {
    Self.expectPoint(
      try await Self.first("35V 385611 6672118"), latitude: 60.1698964985217, longitude: 24.938394510644123)
    Self.expectPoint(try await Self.first("60.1699, 24.9384"), latitude: 60.1699, longitude: 24.9384)
    Self.expectPoint(try await Self.first("33.9425 S 18.4241 W"), latitude: -33.9425, longitude: -18.4241)
    // 60°10′12″ = 60 + 10/60 + 12/3600 = 60.17; 24°56′24″ = 24 + 56/60 + 24/3600 = 24.94.
    Self.expectPoint(try await Self.first("60°10′12″N 24°56′24″E"), latitude: 60.17, longitude: 24.94)
    // 10.2′ = 0.17°, 56.4′ = 0.94°.
    Self.expectPoint(try await Self.first("60°10.2'N 24°56.4'E"), latitude: 60.17, longitude: 24.94)
    Self.expectPoint(try await Self.first("N 60.17, E 24.94"), latitude: 60.17, longitude: 24.94)
    Self.expectPoint(try await Self.first("S 33.9425, W 18.4241"), latitude: -33.9425, longitude: -18.4241)
    let result = try await Self.first("60.17, 24.94")
    #expect(result?.attributes["Addr_type"] as? String == "LatLong")
    #expect(result?.label == "60.170000, 24.940000")
  }

  @Test(
    "Names, addresses, postcodes and out-of-range numbers are not coordinates",
    arguments: [
      "Mikonkatu 18, 00100 Helsinki", "90265", "95.0, 10.0", "Kahvila Aalto", "1612 7th Street, Oakland, CA 94607",
      "4 USA", "33 UVZ", "60.17, 24.94, 3", "E 24.94",
    ])
  func notCoordinates(_ text: String) {
    #expect(CoordinateText.parse(text) == nil)
  }

  @Test("The quick test passes every text the formatter reads")
  func quickTest() {
    for text in [
      "35VLG8561172118", "4QFJ12345678", "35 V 385611 6672118", "60.1699,24.9384", "-33.8688 151.2093",
      "60°10'11.6\"N 24°56'18.2\"E", "60 10 11.6 N 24 56 18.2 E", "24.9384E 60.1699N",
    ] {
      #expect(CoordinateText.mayBeCoordinates(text), "\(text)")
      #expect((try? CoordinateFormatter.point(from: text)) != nil, "\(text)")
    }
    #expect(!CoordinateText.mayBeCoordinates("Mikonkatu 18"))
    #expect(!CoordinateText.mayBeCoordinates("90265"))
  }
}
