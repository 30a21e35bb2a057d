import Foundation
import Meridian
import MeridianSampleData
import MeridianTesting
import Testing

/// The long press names a street, as the tutorial's street locator does, and its callout never has
/// an empty part.
@Suite("OfflineGeocodeModel names a street")
@MainActor
struct OfflineGeocodeStreetTests {
  /// The callout text a long press shows for a reverse-geocode result with these attributes.
  static func callout(_ attributes: [String: any Sendable], label: String = "the label") async throws -> String? {
    let transport = MockTransport()
    transport.reverseGeocodeResults = [
      GeocodeResult(label: label, displayLocation: Helsinki.kaivokatu8, score: 100, attributes: attributes)
    ]
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    let screenPoint = try #require(mapView.screenPoint(fromLocation: Helsinki.kaivokatu8))
    mapView.longPressBegan(at: screenPoint)
    await model.waitUntilIdle()
    return model.callout?.text
  }

  @Test("The request asks for point and street addresses")
  func asksForAddresses() async throws {
    let transport = MockTransport()
    let mapView = Fixture.mapView()
    let model = OfflineGeocodeModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.reverseGeocode(at: Helsinki.kaivokatu8).value
    guard case .reverseGeocode(_, let parameters)? = transport.requests.first else {
      Issue.record("expected a reverse geocode, got \(transport.requests)")
      return
    }
    #expect(parameters.featureTypes == ["PointAddress", "StreetAddress"])
  }

  @Test("Missing or blank parts are left out: no leading, trailing or doubled separator")
  func noEmptyParts() async throws {
    #expect(try await Self.callout(["City": "Helsinki", "Region": "Uusimaa"]) == "Helsinki, Uusimaa")
    #expect(try await Self.callout(["StAddr": "Kaivokatu 8", "Region": "Uusimaa"]) == "Kaivokatu 8, Uusimaa")
    #expect(try await Self.callout(["StAddr": "Kaivokatu 8", "City": " ", "Region": ""]) == "Kaivokatu 8")
    #expect(try await Self.callout(["Address": "Kaivokatu 8", "City": "Helsinki"]) == "Kaivokatu 8, Helsinki")
    // Nothing to join: the result's own label.
    #expect(try await Self.callout(["StAddr": "", "City": ""], label: "Kaivokatu") == "Kaivokatu")
  }

  @Test("At Holiday Inn, a POI with no street, the sample locator names the nearest address, Elielinaukio 5")
  func poiWithoutStreet() async throws {
    // helsinki-pois.csv: "Holiday Inn" at 60.1723333 N 24.9396219 E has no street (397 of the 1,456
    // POIs have none). The nearest record of helsinki-addresses.csv, by haversine distance worked
    // out apart from Meridian, is node/1208596656, Elielinaukio 5, 15.9 m away (the next address,
    // the same street, is 45 m away; the next street 73 m).
    let locator = LocatorTask(transport: try await SampleData.helsinkiLocator())
    let model = OfflineGeocodeModel(locator: locator, mapView: Fixture.mapView())
    await model.reverseGeocode(at: Point(x: 24.9396219, y: 60.1723333, spatialReference: .wgs84)).value
    let text = try #require(model.callout?.text)
    #expect(text.hasPrefix("Elielinaukio 5, Helsinki"), "\(text)")
    #expect(!text.hasPrefix(",") && !text.contains(", ,") && !text.hasSuffix(","))
  }
}
