import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// A tap answers for what was under the finger: the model identifies on the view as it was at the
/// tap, not as it is when its task runs (issue 27, point 2).
@Suite("FindPlacesModel taps")
@MainActor
struct FindPlacesTapSnapshotTests {
  @Test("A pan between the tap and its identify still shows the tapped café's callout")
  func panAfterTap() async throws {
    let transport = MockTransport()
    transport.geocodeResults = FindPlacesModelTests.cafes
    let mapView = Fixture.mapView()
    let model = FindPlacesModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.selectCategory(.coffeeShop).value
    let aalto = try #require(mapView.screenPoint(fromLocation: Helsinki.aleksanterinkatu9))
    // The tap handler starts the identify; the drag comes before that task runs (one actor), and
    // moves the café 300 points away from the finger.
    mapView.tap(at: aalto)
    mapView.pan(by: CGSize(width: 300, height: 0))
    await model.waitUntilIdle()
    #expect(mapView.calloutTitle == "Café Aalto")
    #expect(mapView.calloutDetail == "Aleksanterinkatu 9, 00100 Helsinki")
    // The same tap made after the drag finds nothing there, and hides the callout.
    mapView.tap(at: aalto)
    await model.waitUntilIdle()
    #expect(mapView.callout == nil && model.callout == nil)
  }
}
