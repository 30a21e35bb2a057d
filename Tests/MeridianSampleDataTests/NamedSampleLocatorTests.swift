import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianOfflineLocator
import MeridianSampleData
import Testing

/// Issue 14, point 9: the sample data's Helsinki street locator opens by name, as the tutorial's does.
@Suite("The sample locators by name")
struct NamedSampleLocatorTests {
  @Test("Helsinki_StreetAddress names the street at Kaivokatu 8")
  func helsinkiStreetAddress() async throws {
    SampleData.registerNamedLocators()
    #expect(NamedLocators.names.contains("Helsinki_StreetAddress"))
    #expect(NamedLocators.names.contains("World_Places"))
    let locator = LocatorTask(name: "Helsinki_StreetAddress")
    var parameters = ReverseGeocodeParameters()
    parameters.featureTypes = ["PointAddress", "StreetAddress"]
    // helsinki-addresses.csv: Kaivokatu 8 (node/4867546225) at 60.1699217 N, 24.9419972 E.
    let results = try await locator.reverseGeocode(
      forLocation: Point(x: 24.9419972, y: 60.1699217, spatialReference: .wgs84), parameters: parameters)
    let first = try #require(results.first)
    #expect(first.attributes["StAddr"] as? String == "Kaivokatu 8")
    #expect(first.attributes["City"] as? String == "Helsinki")
  }
}
