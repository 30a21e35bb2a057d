import Foundation
import MeridianCore
import MeridianSampleData
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Coordinates typed as text against the sample data: no name, postcode or address of the data reads
/// as coordinates, and a grid reference geocodes through the Helsinki locator.
@Suite("Coordinate text and the sample data")
struct CoordinateTextDataTests {
  @Test("No name, postcode or address of the sample data reads as coordinates")
  func namesAreNotCoordinates() async throws {
    var read: [String] = []
    for place in try await Quality.helsinkiPlaces.value {
      let texts = [place.name, "\(place.street) \(place.houseNumber)", "\(place.houseNumber) \(place.street)"]
      for text in texts where !text.trimmingCharacters(in: .whitespaces).isEmpty && CoordinateText.parse(text) != nil {
        read.append(text)
      }
    }
    #expect(read.isEmpty, "read as coordinates: \(read.prefix(10))")
  }

  @Test("An MGRS reference in Helsinki geocodes to its square's corner, not to a place")
  func mgrsInHelsinki() async throws {
    let locator = try await SampleData.helsinkiLocator()
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["*"]
    // pyproj 3 (PROJ), EPSG:32635 → EPSG:4326 of 385611 E 6672118 N, the south-west corner of
    // 35VLG8561172118 (which the Python `mgrs` package 1.6.0 gives for 60.1699 N 24.9384 E).
    let results = try await locator.geocode(.searchText("35V LG 85611 72118"), parameters: parameters)
    let first = try #require(results.first)
    #expect(results.count == 1)
    #expect(first.attributes["Addr_type"] as? String == "MGRS")
    #expect(abs((first.displayLocation?.y ?? 0) - 60.1698964985217) < 1e-8)
    #expect(abs((first.displayLocation?.x ?? 0) - 24.938394510644123) < 1e-8)
  }
}
