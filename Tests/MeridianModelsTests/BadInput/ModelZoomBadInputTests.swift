import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// A geocode answer with absurd coordinates (no decoder checked their range on the starting
/// commit) that a model zooms to: the view clamps or refuses, and never traps or goes NaN.
@Suite("Bad input: model zoom")
@MainActor
struct ModelZoomBadInputTests {
  /// The scale at which the world, 2π × 6,378,137 m, is one point (0.0254 / 96 m) wide.
  static let worldOnePointScale = 2 * Double.pi * 6_378_137 * 96 / 0.0254

  func submit(_ result: GeocodeResult) async -> MapView {
    let transport = MockTransport()
    transport.geocodeResults = [result]
    let mapView = Fixture.mapView()
    let model = AddressSearchModel(locator: Fixture.locator(transport), mapView: mapView)
    await model.submit("Kaivokatu 8").value
    return mapView
  }

  @Test("regression: a geocode extent of ±1e300 degrees zooms to the world's scale limit, centred at (0, 0)")
  func hugeExtent() async {
    let extent = Envelope(xMin: -1e300, yMin: -1e300, xMax: 1e300, yMax: 1e300, spatialReference: .wgs84)
    let view = await submit(
      GeocodeResult(label: "Everywhere", displayLocation: Helsinki.kaivokatu8, extent: extent, score: 100))
    #expect(abs(view.scale - Self.worldOnePointScale) <= Self.worldOnePointScale * 1e-12)
    #expect(view.center.x == 0 && view.center.y == 0)
    #expect(view.visibleArea != nil)
    _ = view.visibleTiles()
    _ = view.displayList()
    _ = view.svgSnapshot()
  }

  @Test(
    "A geocode location of ±1e300 or NaN degrees is clamped into the world or refused, leaving a finite view",
    arguments: [(1e300, 1e300), (-1e300, 0), (.nan, 60), (24.9, .infinity)] as [(Double, Double)])
  func absurdLocation(_ x: Double, _ y: Double) async {
    let point = Point(x: x, y: y, spatialReference: .wgs84)
    let view = await submit(GeocodeResult(label: "Nowhere", displayLocation: point, extent: nil, score: 100))
    #expect(view.center.x.isFinite && view.center.y.isFinite && abs(view.center.y) <= 90)
    #expect(view.scaleRange.contains(view.scale))
    _ = view.visibleTiles()
    _ = view.displayList()
    _ = view.svgSnapshot()
  }
}
