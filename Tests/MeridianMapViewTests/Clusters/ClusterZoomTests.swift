import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

/// The scale ↔ zoom relation of clusters: the Web Mercator tiling scheme's level scales (96 points
/// per inch, 39.37 inches per metre), level 0 at 1:591,657,527.591555.
@MainActor
@Suite("Cluster zoom of a scale")
struct ClusterZoomTests {
  let scheme = TilingScheme.webMercator

  @Test("A level's published scale is that level; a scale between two levels is the coarser")
  func levels() throws {
    for level in scheme.levels.prefix(21) {
      #expect(MapView.clusterZoom(forScale: level.scale) == level.level, "level \(level.level)")
      // Halfway (by ratio) to the next level: still this one.
      #expect(MapView.clusterZoom(forScale: level.scale / 2.0.squareRoot()) == level.level)
      // A hair finer than the level's scale: still this level; a hair coarser: the level above it.
      #expect(MapView.clusterZoom(forScale: level.scale * (1 - 1e-12)) == level.level)
      if level.level > 0 { #expect(MapView.clusterZoom(forScale: level.scale * (1 + 1e-6)) == level.level - 1) }
    }
    // 1:72,223.819286 (level 13's published scale) is zoom 13.
    #expect(MapView.clusterZoom(forScale: 72_223.819286) == 13)
    // Coarser than level 0, or a scale that is not a number: zoom 0.
    #expect(MapView.clusterZoom(forScale: 2e9) == 0)
    #expect(MapView.clusterZoom(forScale: .nan) == 0)
    #expect(try #require(scheme.zoom(forScale: scheme.levels[0].scale / 8)) == 3)
    expectClose(scheme.levels[0].scale, 591_657_527.591555, within: 1e-3)
    #expect(scheme.scale(forZoom: 13) == scheme.levels[13].scale)
    #expect(scheme.scale(forZoom: 30) == scheme.levels[0].scale / 1_073_741_824)
  }

  @Test("A reduction's maximum scale is the deepest zoom it clusters; none is zoom 16")
  func maxZoom() {
    var reduction = ClusteringFeatureReduction()
    #expect(MapView.clusterMaxZoom(for: reduction) == 16)
    reduction.maxScale = scheme.levels[12].scale
    #expect(MapView.clusterMaxZoom(for: reduction) == 12)
    reduction.maxScale = scheme.levels[12].scale * 0.9
    #expect(MapView.clusterMaxZoom(for: reduction) == 12)
    reduction.maxScale = 1
    #expect(MapView.clusterMaxZoom(for: reduction) == 29)
  }

  @Test("The view's cluster zoom follows its scale")
  func viewZoom() async {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(latitude: 0, longitude: 0, scale: scheme.levels[7].scale)
    let view = MapView(map: map, viewSize: CGSize(width: 400, height: 200))
    #expect(view.clusterZoom == 7)
    _ = await view.setViewpointScale(scheme.levels[7].scale / 1.9)
    #expect(view.clusterZoom == 7)
    _ = await view.setViewpointScale(scheme.levels[8].scale)
    #expect(view.clusterZoom == 8)
  }
}
