import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// `MeridianEnvironment.offlineBasemap`: a map of an online style draws the app's offline basemap,
/// a map made of layers draws its own, and with no fallback an online style draws nothing itself.
@MainActor
@Suite("Offline basemap fallback") struct OfflineBasemapFallbackTests {
  /// A 400 × 200 view at 10 m per point centred on (0, 0), as the display-frame tests use.
  func view(_ map: Map) -> MapView {
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
  }

  @Test("Map(basemapStyle:) draws the fallback: the invented layer's park, casing and road, and its attribution")
  func styleDrawsTheFallback() async throws {
    let fallback = Basemap(baseLayers: [InventedLayer()])
    try await MeridianEnvironment.withOfflineBasemap(fallback) {
      let map = Map(basemapStyle: .arcGISTopographic)
      let mapView = view(map)
      let frame = mapView.displayFrame()
      #expect(frame.layerItems.count == 3)
      #expect(frame.attribution == ["invented for a test"])
      // The map keeps its style; what it draws is the fallback.
      #expect(map.basemapStyle == .arcGISTopographic)
      #expect(map.drawnBasemap === fallback)
      // Identify sees the fallback too: the park covers x 180...220, y 80...120 on screen.
      let results = try await mapView.identifyLayers(screenPoint: CGPoint(x: 185, y: 115), tolerance: 0)
      #expect(results.flatMap { $0.geoElements.map(\.kind) } == ["park"])
    }
  }

  @Test("With no fallback, an online style draws no layer of its own")
  func noFallback() async {
    await MeridianEnvironment.withOfflineBasemap(nil) {
      let map = Map(basemapStyle: .arcGISTopographic)
      #expect(view(map).displayFrame().layerItems.isEmpty)
      #expect(map.drawnBasemap === map.basemap)
    }
  }

  @Test("A basemap made of layers is drawn as it is; a map without a basemap stays without one")
  func layersWin() async {
    let fallback = Basemap(baseLayers: [InventedLayer(name: "Fallback")])
    await MeridianEnvironment.withOfflineBasemap(fallback) {
      let own = Basemap(baseLayers: [BrokenLayer()])
      let map = Map(basemap: own)
      #expect(map.drawnBasemap === own)
      #expect(view(map).displayFrame().layerItems.isEmpty)
      #expect(Map(spatialReference: .webMercator).drawnBasemap == nil)
    }
  }

  @Test("The scoped fallback leaves the process-wide one unchanged")
  func scopedLeavesGlobal() async {
    let before = MeridianEnvironment.offlineBasemap
    await MeridianEnvironment.withOfflineBasemap(Basemap(baseLayers: [InventedLayer()])) {
      #expect(MeridianEnvironment.offlineBasemap != nil)
    }
    #expect(MeridianEnvironment.offlineBasemap === before)
  }
}
