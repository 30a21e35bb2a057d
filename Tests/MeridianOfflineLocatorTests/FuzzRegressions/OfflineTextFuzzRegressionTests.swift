import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Inputs the `offline-text` fuzz target found (Tests/Fuzz/Regressions/offline-text/).
@Suite("Fuzz regressions: offline search text")
struct OfflineTextFuzzRegressionTests {
  /// `coordinate-text-at-the-pole`: the text "\n90 66" is latitude 90, longitude 66. The result's
  /// extent was a 0.004° box around it, so it reached latitude 90.002, off the globe; a map that zooms
  /// to it would be asked for a place that does not exist. The box is now cut at the pole.
  @Test("regression (fuzz offline-text): coordinates typed at the pole give an extent that stays on the globe")
  func coordinateTextAtThePoleKeepsItsExtentOnTheGlobe() async throws {
    let place = OfflinePlace(name: "Kahvila Aalto", category: "Coffee Shop", latitude: 60.165, longitude: 24.938)
    let locator = try OfflineLocator(name: "Test", places: [place])
    for (text, latitude) in [("\n90 66", 90.0), ("-90 66", -90.0)] {
      let result = try #require(try await locator.geocode(.searchText(text), parameters: GeocodeParameters()).first)
      let extent = try #require(result.extent)
      #expect(extent.yMax <= 90 && extent.yMin >= -90, "\(text): \(extent)")
      // The box still holds the point and is 0.002° tall on its one side (hand-worked: 90 - 0.002).
      #expect(abs(extent.yMin - (latitude == 90 ? 89.998 : -90)) < 1e-9, "\(text): \(extent)")
      #expect(abs(extent.yMax - (latitude == 90 ? 90 : -89.998)) < 1e-9, "\(text): \(extent)")
      #expect(result.displayLocation?.y == latitude)
    }
  }
}
