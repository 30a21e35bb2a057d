import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// A model adds its overlay to the map view and, when it goes away, takes it off again, with the
/// callout it placed if the view still shows it. The app's own overlays and callout stay.
@Suite("Models take their overlay and callout with them")
@MainActor
struct ModelOverlayLifetimeTests {
  /// Puts the app's own overlay under the model's, makes the model, checks its overlay is on top,
  /// drops the model and checks that only the app's overlay is left.
  func expectOverlayRemoved<Model: AnyObject>(
    _ make: (MapView) -> Model, overlay: (Model) -> GraphicsOverlay,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let mapView = Fixture.mapView()
    let own = GraphicsOverlay()
    mapView.graphicsOverlays = [own]
    var model: Model? = make(mapView)
    let added = overlay(model!)
    #expect(
      mapView.graphicsOverlays.map(ObjectIdentifier.init) == [own, added].map(ObjectIdentifier.init),
      sourceLocation: sourceLocation)
    model = nil
    #expect(
      mapView.graphicsOverlays.map(ObjectIdentifier.init) == [ObjectIdentifier(own)], sourceLocation: sourceLocation)
  }

  @Test("Each of the six models removes its overlay when it goes away")
  func sixModels() {
    let locator = Fixture.locator(MockTransport())
    expectOverlayRemoved({ AddressSearchModel(locator: locator, mapView: $0) }, overlay: \.graphicsOverlay)
    expectOverlayRemoved({ FindPlacesModel(locator: locator, mapView: $0) }, overlay: \.graphicsOverlay)
    expectOverlayRemoved({ OfflineGeocodeModel(locator: locator, mapView: $0) }, overlay: \.graphicsOverlay)
    expectOverlayRemoved({ PlaceFinderModel(locator: locator, mapView: $0) }, overlay: \.graphicsOverlay)
    expectOverlayRemoved({ MapDisplayModel(mapView: $0) }, overlay: \.graphicsOverlay)
    expectOverlayRemoved(
      { SearchModel(source: LocatorSearchSource(locator: locator), mapView: $0) }, overlay: \.resultsOverlay)
  }

  @Test("A dropped model's callout is dismissed; a callout the app placed since stays")
  func callout() async throws {
    let transport = MockTransport()
    transport.geocodeResults = FindPlacesModelTests.cafes
    let mapView = Fixture.mapView()
    var model: FindPlacesModel? = FindPlacesModel(locator: Fixture.locator(transport), mapView: mapView)
    await model!.selectCategory(.coffeeShop).value
    let marker = try #require(mapView.screenPoint(fromLocation: Helsinki.aleksanterinkatu9))
    await model!.handleTap(screenPoint: marker, mapPoint: Helsinki.aleksanterinkatu9).value
    #expect(mapView.calloutTitle == "Café Aalto")
    model = nil
    #expect(mapView.callout == nil && mapView.calloutTitle == nil && mapView.calloutDetail == nil)

    var second: FindPlacesModel? = FindPlacesModel(locator: Fixture.locator(transport), mapView: mapView)
    await second!.selectCategory(.coffeeShop).value
    await second!.handleTap(screenPoint: marker, mapPoint: Helsinki.aleksanterinkatu9).value
    mapView.showCallout(.location(Helsinki.center), title: "The app's own")
    second = nil
    #expect(mapView.calloutTitle == "The app's own")
    #expect(mapView.graphicsOverlays.isEmpty)
  }
}
