import Foundation
import Meridian
import MeridianSampleData
import MeridianTesting
import Testing

/// The offline geocode flow over the bundled Helsinki locator, as the sample app runs it.
@Suite("OfflineGeocodeModel with the Helsinki sample locator")
@MainActor
struct OfflineGeocodeSampleDataTests {
  /// The offline-geocode example's presets (`FlowPlaces.offline.presetAddresses`, checked against
  /// this list in `ExampleTests`) and where they are, from `helsinki-addresses.csv` (OpenStreetMap, ODbL):
  /// node/6262954048, node/4867546225, node/4747221554, node/311750221 and node/319924757. The data
  /// holds several nodes per address (building and shop entrances): Aleksanterinkatu 9 has seven,
  /// from 60.1690528 N 24.9478405 E to 60.1693547 N 24.9489062 E, so a match is checked to within
  /// 0.001° (about 110 m north–south, 55 m east–west) of the listed node.
  static let presets: [(String, Point)] = [
    ("Aleksanterinkatu 9, Helsinki", Point(x: 24.9480369, y: 60.1692283, spatialReference: .wgs84)),
    ("Kaivokatu 8, Helsinki", Point(x: 24.9419972, y: 60.1699217, spatialReference: .wgs84)),
    ("Annankatu 24, Helsinki", Point(x: 24.9365611, y: 60.1669629, spatialReference: .wgs84)),
    ("Simonkatu 10, Helsinki", Point(x: 24.9359406, y: 60.1687353, spatialReference: .wgs84)),
    ("Fredrikinkatu 41, Helsinki", Point(x: 24.9358778, y: 60.1653175, spatialReference: .wgs84)),
  ]

  @Test("Every preset address geocodes to its place in the data, and the map zooms there")
  func presets() async throws {
    let locator = LocatorTask(transport: try await SampleData.helsinkiLocator())
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: locator, mapView: mapView)
    for (address, location) in Self.presets {
      await model.geocode(address).value
      #expect(model.state.message == nil, "\(address): \(model.state)")
      #expect(isClose(model.state.marker, location, tolerance: 1e-3), "\(address): \(model.state)")
      #expect(isClose(mapView.center, model.state.marker, tolerance: 1e-7), "\(address)")
    }
  }

  @Test("Long-pressing on Kaivokatu 8 reverse geocodes it: the callout starts with its street and city")
  func reverse() async throws {
    let locator = LocatorTask(transport: try await SampleData.helsinkiLocator())
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: locator, mapView: mapView)
    let screenPoint = try #require(mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    mapView.longPressBegan(at: screenPoint)
    await model.waitUntilIdle()
    let text = try #require(model.callout?.text)
    #expect(text.hasPrefix("Kaivokatu 8, Helsinki, "), "\(text)")
  }

  @Test("A made-up address finds nothing that scores 75 or more")
  func nothing() async throws {
    let locator = LocatorTask(transport: try await SampleData.helsinkiLocator())
    let model = OfflineGeocodeModel(locator: locator, mapView: Fixture.mapView())
    await model.geocode("Qwxzyv 9999, Nowhere").value
    #expect(model.state.message == "No results found")
    #expect(model.state.marker == nil)
  }
}
