import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

@MainActor
@Suite("identifyLayers") struct IdentifyLayersTests {
  /// The invented layer in a 400 × 200 view at 10 m per point centred on (0, 0): the park covers
  /// x 180...220, y 80...120 on screen; the road runs along y = 100 with a casing 8 points wide; the
  /// "Park" label is centred on (200, 90), 23 × 12 points.
  func view() -> MapView {
    let map = Map(basemap: Basemap(baseLayers: [InventedLayer()]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
  }

  func kinds(_ results: [IdentifyLayerResult]) -> [String] { results.flatMap { $0.geoElements.map(\.kind) } }

  @Test("Inside the park and away from the road and label: the park")
  func park() async throws {
    let results = try await view().identifyLayers(screenPoint: CGPoint(x: 185, y: 115), tolerance: 0)
    #expect(kinds(results) == ["park"])
    #expect(results.first?.layer.name == "Invented")
    #expect(results.first?.geoElements.first?.attributes["name"] as? String == "Park")
  }

  @Test("On the road inside the park: the road first (drawn above), then the park, each once")
  func roadOverPark() async throws {
    let results = try await view().identifyLayers(
      screenPoint: CGPoint(x: 185, y: 102), tolerance: 0, maximumResultsPerLayer: nil)
    #expect(kinds(results) == ["road", "park"])
  }

  @Test("A road is hit within the tolerance plus half its widest stroke (4 points) and not beyond")
  func roadTolerance() async throws {
    let mapView = view()
    // x = 150 lies between two of Main Street's names (centred at x = 75 and 325, 250 points apart).
    let near = try await mapView.identifyLayers(screenPoint: CGPoint(x: 150, y: 109), tolerance: 5)
    #expect(kinds(near) == ["road"])
    let far = try await mapView.identifyLayers(screenPoint: CGPoint(x: 150, y: 109.5), tolerance: 5)
    #expect(kinds(far).isEmpty)
  }

  @Test("On the park's label: the park it names, top-most")
  func label() async throws {
    let results = try await view().identifyLayers(
      screenPoint: CGPoint(x: 210, y: 86), tolerance: 0, maximumResultsPerLayer: nil)
    #expect(kinds(results) == ["park"])
    let outside = try await view().identifyLayers(screenPoint: CGPoint(x: 240, y: 50), tolerance: 0)
    #expect(outside.isEmpty)
  }

  @Test("The background sea is left out unless asked for, and then listed under what is drawn above it")
  func background() async throws {
    var layer = InventedLayer()
    layer.hasSea = true
    let map = Map(basemap: Basemap(baseLayers: [layer]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let mapView = MapView(map: map, viewSize: CGSize(width: 400, height: 200))
    // (50, 50) is open sea, 50 points from the road and 130 from the park.
    #expect(try await mapView.identifyLayers(screenPoint: CGPoint(x: 50, y: 50), tolerance: 0).isEmpty)
    let park = try await mapView.identifyLayers(
      screenPoint: CGPoint(x: 185, y: 115), tolerance: 0, maximumResultsPerLayer: nil)
    #expect(kinds(park) == ["park"])
    let sea = try await mapView.identifyLayers(
      screenPoint: CGPoint(x: 50, y: 50), tolerance: 0, includeBackground: true)
    #expect(kinds(sea) == ["water"])
    let both = try await mapView.identifyLayers(
      screenPoint: CGPoint(x: 185, y: 115), tolerance: 0, maximumResultsPerLayer: nil, includeBackground: true)
    #expect(kinds(both) == ["park", "water"])
    #expect(mapView.displayFrame().layerItems.map(\.isBackground) == [true, false, false, false])
  }

  @Test("Bad input throws; a point outside the view hits nothing")
  func badInput() async throws {
    let mapView = view()
    await #expect(throws: MapViewError.self) {
      _ = try await mapView.identifyLayers(screenPoint: CGPoint(x: 10, y: 10), tolerance: 101)
    }
    await #expect(throws: MapViewError.self) {
      _ = try await mapView.identifyLayers(screenPoint: CGPoint(x: Double.nan, y: 10), tolerance: 1)
    }
    await #expect(throws: MapViewError.self) {
      _ = try await mapView.identifyLayers(screenPoint: CGPoint(x: 10, y: 10), tolerance: 1, maximumResultsPerLayer: 0)
    }
    #expect(try await mapView.identifyLayers(screenPoint: CGPoint(x: -50, y: 100), tolerance: 10).isEmpty)
  }
}
