import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// Frame building, identify, conversion and `Viewpoint`'s screen helpers share one screen kernel:
/// what the frame draws is what identify hits and where conversion puts it, at any rotation.
@MainActor
@Suite("One screen kernel: frame, identify and conversion agree") struct ScreenKernelAgreementTests {
  /// The invented layer in a 400 × 200 view at 10 m per point on (0, 0), turned 30° counter-clockwise.
  func view() -> MapView {
    let map = Map(basemap: Basemap(baseLayers: [InventedLayer()]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10), rotation: 30)
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
  }

  @Test("A point one point inside each drawn corner of the park identifies the park; one outside does not")
  func identifyMatchesFrame() async throws {
    let mapView = view()
    let park = try #require(mapView.displayFrame().layerItems.first { $0.feature == LayerFeatureID(rawValue: 1) })
    let ring = try #require(park.screenParts.first)
    #expect(ring.count == 4)
    // The park's corner (200 m, 200 m) is 20 points up and right of the centre, turned 30°:
    // (20·cos 30° − 20·sin 30°, 20·sin 30° + 20·cos 30°) = (7.32, 27.32), so y down it is (207.32, 72.68).
    #expect(ring.contains { abs(Double($0.x) - 207.320_508) < 1e-5 && abs(Double($0.y) - 72.679_492) < 1e-5 })
    let centre = ring.reduce(SIMD2<Double>.zero) { $0 + SIMD2(Double($1.x), Double($1.y)) } / 4
    for corner in ring {
      let c = SIMD2(Double(corner.x), Double(corner.y))
      let inward = (centre - c) / ((centre - c) * (centre - c)).sum().squareRoot()
      let inside = c + inward
      let outside = c - inward
      let hit = try await mapView.identifyLayers(
        screenPoint: CGPoint(x: inside.x, y: inside.y), tolerance: 0, maximumResultsPerLayer: nil)
      #expect(hit.flatMap(\.geoElements).contains { $0.kind == "park" }, "inside \(inside)")
      let miss = try await mapView.identifyLayers(
        screenPoint: CGPoint(x: outside.x, y: outside.y), tolerance: 0, maximumResultsPerLayer: nil)
      #expect(!miss.flatMap(\.geoElements).contains { $0.kind == "park" }, "outside \(outside)")
    }
  }

  @Test("The view's conversion and Viewpoint's screen helpers agree with the frame at 30°")
  func conversionMatchesViewpoint() throws {
    let mapView = view()
    let corner = Point(x: 200, y: 200, spatialReference: .webMercator)
    let fromView = try #require(mapView.screenPoint(fromLocation: corner))
    let fromViewpoint = mapView.viewpoint.screenPoint(fromLocation: corner, viewSize: mapView.viewSize)
    #expect(fromView == fromViewpoint)
    #expect(abs(Double(fromView.x) - 207.320_508) < 1e-5 && abs(Double(fromView.y) - 72.679_492) < 1e-5)
    let back = mapView.viewpoint.location(fromScreenPoint: fromView, viewSize: mapView.viewSize)
    #expect(abs(back.x - 200) < 1e-9 && abs(back.y - 200) < 1e-9)
  }
}
