import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

/// Hand-worked screen ↔ map conversions. The view is 400 × 200 points, so its centre is (200, 100).
/// Screen y grows downward; the map is rotated counter-clockwise by θ, so a screen offset from the
/// centre (dx, dy-up) comes from the map offset m = R(−θ)·(dx, dy) × unitsPerPoint:
///   mx = dx·cos θ + dy·sin θ,  my = −dx·sin θ + dy·cos θ.
@MainActor
@Suite("Screen and map conversions")
struct ConversionTests {
  let size = CGSize(width: 400, height: 200)

  /// A Web Mercator view centred on (1000, 2000) m at 10 m per point (scale 10 × 96 / 0.0254 = 37,795.28).
  func mercatorView(rotation: Double = 0) -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 1000, y: 2000, spatialReference: .webMercator), scale: scale(metersPerPoint: 10),
      rotation: rotation)
    return MapView(map: map, viewSize: size)
  }

  @Test("The centre of the screen is the viewpoint's centre")
  func centre() throws {
    let view = mercatorView()
    expectClose(view.location(fromScreenPoint: CGPoint(x: 200, y: 100)), x: 1000, y: 2000)
    expectClose(
      view.screenPoint(fromLocation: Point(x: 1000, y: 2000, spatialReference: .webMercator)), CGPoint(x: 200, y: 100))
    expectClose(view.unitsPerPoint, 10, within: 1e-12)
  }

  @Test("Corners, unrotated: top-left is 200 points west and 100 north of the centre")
  func corners() {
    let view = mercatorView()
    // (0, 0): dx = −200, dy = +100 → (1000 − 2000, 2000 + 1000) = (−1000, 3000).
    expectClose(view.location(fromScreenPoint: CGPoint(x: 0, y: 0)), x: -1000, y: 3000)
    // (400, 200): dx = +200, dy = −100 → (3000, 1000).
    expectClose(view.location(fromScreenPoint: CGPoint(x: 400, y: 200)), x: 3000, y: 1000)
    expectClose(
      view.screenPoint(fromLocation: Point(x: -1000, y: 1000, spatialReference: .webMercator)), CGPoint(x: 0, y: 200))
  }

  @Test("Rotated 90° counter-clockwise: east points up, south to the right")
  func rotated90() {
    let view = mercatorView(rotation: 90)
    // Top centre (200, 0): dx = 0, dy = 100 → m = (0·0 + 100·1, −0·1 + 100·0) = (100, 0) → (2000, 2000).
    expectClose(view.location(fromScreenPoint: CGPoint(x: 200, y: 0)), x: 2000, y: 2000, within: 1e-6)
    // Right centre (400, 100): dx = 200, dy = 0 → m = (0, −200) → (1000, 0).
    expectClose(view.location(fromScreenPoint: CGPoint(x: 400, y: 100)), x: 1000, y: 0, within: 1e-6)
    // North of the centre by 1000 m is drawn 100 points to the left: (100, 100).
    expectClose(
      view.screenPoint(fromLocation: Point(x: 1000, y: 3000, spatialReference: .webMercator)), CGPoint(x: 100, y: 100))
  }

  @Test("Rotated 30°: the bottom-right corner")
  func rotated30() {
    let view = mercatorView(rotation: 30)
    // (400, 200): dx = 200, dy = −100; cos 30° = 0.8660254038, sin 30° = 0.5.
    // mx = 200·0.8660254038 − 100·0.5 = 123.20508076; my = −200·0.5 − 100·0.8660254038 = −186.60254038.
    // → (1000 + 1232.0508076, 2000 − 1866.0254038) = (2232.0508076, 133.9745962).
    expectClose(view.location(fromScreenPoint: CGPoint(x: 400, y: 200)), x: 2232.0508076, y: 133.9745962, within: 1e-6)
    expectClose(
      view.screenPoint(fromLocation: Point(x: 2232.0508076, y: 133.9745962, spatialReference: .webMercator)),
      CGPoint(x: 400, y: 200), within: 1e-6)
    // The visible area is the rotated rectangle: its first corner is the screen's bottom-left (0, 200):
    // dx = −200, dy = −100 → mx = −173.2050808 − 50 = −223.2050808, my = 100 − 86.6025404 = 13.3974596.
    let ring = view.visibleArea?.parts.first ?? []
    #expect(ring.count == 4)
    expectClose(ring.first, x: 1000 - 2232.050808, y: 2000 + 133.974596, within: 1e-5)
  }

  @Test("Round trips are exact inverses at any rotation")
  func roundTrips() {
    for rotation in [0.0, 17, 30, 90, 135, 200, 359] {
      let view = mercatorView(rotation: rotation)
      for screen in [CGPoint(x: 0, y: 0), CGPoint(x: 13.5, y: 187.25), CGPoint(x: 400, y: 200), CGPoint(x: 321, y: 7)] {
        let location = view.location(fromScreenPoint: screen)
        expectClose(location.flatMap { view.screenPoint(fromLocation: $0) }, screen, within: 1e-9)
      }
    }
  }

  @Test("A WGS84 map counts a degree as 111,319.49 m in scale")
  func geographicMap() {
    // 0.001 degree per point: scale = 0.001 × 111,319.49079327357 × 96 / 0.0254 = 420,735.7.
    let map = Map(spatialReference: .wgs84)
    map.initialViewpoint = Viewpoint(
      latitude: 34.027, longitude: -118.805, scale: 0.001 * metersPerDegree * 96 / 0.0254)
    let view = MapView(map: map, viewSize: size)
    expectClose(view.unitsPerPoint, 0.001, within: 1e-15)
    // (0, 0): 200 points west and 100 north → (−118.805 − 0.2, 34.027 + 0.1).
    expectClose(view.location(fromScreenPoint: .zero), x: -119.005, y: 34.127, within: 1e-9)
    expectClose(
      view.screenPoint(fromLocation: Point(latitude: 34.0, longitude: -118.7)), CGPoint(x: 305, y: 127), within: 1e-6)
  }

  @Test("A WGS84 location on a Web Mercator map is projected first")
  func projectedLocation() {
    // 1° of longitude on the equator is R·π/180 = 111,319.49079 m; at 1000 m/pt that is 111.31949 points.
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 1000))
    let view = MapView(map: map, viewSize: size)
    expectClose(
      view.screenPoint(fromLocation: Point(latitude: 0, longitude: 1)), CGPoint(x: 311.319490793, y: 100), within: 1e-6)
    #expect(view.screenPoint(fromLocation: Point(x: 1, y: 1, spatialReference: SpatialReference(wkid: 2229))) == nil)
    #expect(view.screenPoint(fromLocation: Point(x: .nan, y: 1, spatialReference: .webMercator)) == nil)
    #expect(view.location(fromScreenPoint: CGPoint(x: Double.infinity, y: 0)) == nil)
  }

  @Test("Just across the antimeridian a point is drawn next to the centre")
  func antimeridian() {
    // Centre 1000 m west of the antimeridian (x = πR − 1000), 10 m/pt. A point 1000 m east of it sits at
    // x = −πR + 1000; the nearest copy of the world is 2000 m (200 points) east of the centre.
    let halfWorld = Double.pi * 6_378_137
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: halfWorld - 1000, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let view = MapView(map: map, viewSize: size)
    expectClose(
      view.screenPoint(fromLocation: Point(x: -halfWorld + 1000, y: 0, spatialReference: .webMercator)),
      CGPoint(x: 400, y: 100), within: 1e-6)
    // Going back, the location east of the antimeridian comes back in the world, with x < 0.
    expectClose(view.location(fromScreenPoint: CGPoint(x: 400, y: 100)), x: -halfWorld + 1000, y: 0, within: 1e-6)
  }
}
