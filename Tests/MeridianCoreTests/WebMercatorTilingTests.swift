import Foundation
import Testing

@testable import MeridianCore

/// Core's one Web Mercator formula and one tiling scheme, against EPSG:3857's published numbers.
@Suite("Web Mercator formulas and the tiling scheme's pyramid")
struct WebMercatorTilingTests {
  /// EPSG:3857's bounds are ±20,037,508.342789244 m (πR, R = 6,378,137 m); its latitude limit,
  /// 85.0511287798°, is where y reaches that bound.
  @Test("x, y and their inverses give EPSG:3857's bounds, and the projection uses them to the bit")
  func formulas() throws {
    let bound = 20_037_508.342_789_244
    #expect(abs(WebMercator.x(longitude: 180) - bound) < 1e-8)
    #expect(abs(WebMercator.y(latitude: 85.051_128_779_8) - bound) < 1e-2)
    #expect(WebMercator.y(latitude: 89) == WebMercator.y(latitude: 85.051_128_779_8))
    #expect(abs(WebMercator.y(latitude: 0)) < 1e-9)  // R · ln tan(π/4): tan(π/4) rounds just below 1
    #expect(abs(WebMercator.longitude(x: bound) - 180) < 1e-12)
    #expect(abs(WebMercator.latitude(y: bound) - 85.051_128_779_8) < 1e-9)
    let helsinki = Point(latitude: 60.1699, longitude: 24.9384)
    let projected = try GeometryEngine.project(helsinki, into: .webMercator)
    #expect(projected.x == WebMercator.x(longitude: 24.9384) && projected.y == WebMercator.y(latitude: 60.1699))
    let back = try GeometryEngine.project(projected, into: .wgs84)
    #expect(back.x == WebMercator.longitude(x: projected.x) && back.y == WebMercator.latitude(y: projected.y))
  }

  /// Level z of the standard scheme: tiles 2πR / 2ᶻ m wide (40,075,016.685578488 m at level 0), one
  /// point 2πR / (256 · 2ᶻ) m (156,543.03392804097 m at level 0, 2.388657133911758 m at 16).
  @Test("The scheme's tile span, fractional resolution and zoom are the standard pyramid's")
  func pyramid() {
    let scheme = TilingScheme.webMercator
    #expect(abs(scheme.tileSpan(atLevel: 0) - 40_075_016.685_578_488) < 1e-7)
    #expect(scheme.tileSpan(atLevel: 1) == scheme.tileSpan(atLevel: 0) / 2)
    #expect(scheme.tileSpan(atLevel: 16) == scheme.tileSize * scheme.levels[16].resolution)
    #expect(abs(scheme.resolution(atZoom: 0) - 156_543.033_928_040_97) < 1e-8)
    #expect(abs(scheme.resolution(atZoom: 16) - 2.388_657_133_911_758) < 1e-12)
    #expect(scheme.resolution(atZoom: 16.5) < scheme.resolution(atZoom: 16))
    #expect(abs(scheme.zoom(forResolution: 2.388_657_133_911_758) - 16) < 1e-12)
    #expect(
      scheme.origin == Point(x: -20_037_508.342_789_244, y: 20_037_508.342_789_244, spatialReference: .webMercator))
  }

  @Test("One view-side bound: 100,000 points accepted, beyond refused")
  func viewSide() throws {
    let view = Viewpoint(latitude: 0, longitude: 0, scale: 10_000)
    #expect(Viewpoint.maximumViewSide == 100_000)
    _ = try view.visibleArea(for: CGSize(width: 100_000, height: 10))
    #expect(throws: GeometryError.self) { try view.visibleArea(for: CGSize(width: 100_001, height: 10)) }
  }
}
