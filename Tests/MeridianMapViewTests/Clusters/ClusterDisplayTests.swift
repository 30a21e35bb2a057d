import Foundation
import MeridianClustering
import MeridianCore
import MeridianGraphics
import MeridianTesting
import Testing

@testable import MeridianMapView

/// The display list, SVG and identify over a clustered overlay, on a 400 × 200 view of a Web
/// Mercator map at tiling level 10 (1:577,790.554), where a screen point is 152.87 m.
@MainActor
@Suite("Clusters in the map view")
struct ClusterDisplayTests {
  static let level10 = TilingScheme.webMercator.levels[10].scale
  /// Helsinki's centre, and five graphics on it.
  static let spot = Point(latitude: 60.17, longitude: 24.94)

  /// Web Mercator by the EPSG:3857 formulas.
  func mercator(_ p: Point) -> (x: Double, y: Double) {
    let r = 6_378_137.0
    return (r * p.x * .pi / 180, r * log(tan(.pi / 4 + p.y * .pi / 360)))
  }

  func view(_ overlays: [GraphicsOverlay], at center: Point = spot, scale: Double = level10) -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(latitude: center.y, longitude: center.x, scale: scale)
    return MapView(map: map, graphicsOverlays: overlays, viewSize: CGSize(width: 400, height: 200))
  }

  /// Five graphics on the spot, one 100 points east of it (alone at level 10), and a line.
  func fixture() -> (GraphicsOverlay, [Graphic]) {
    let marker = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
    let east = Point(latitude: Self.spot.y, longitude: Self.spot.x + 100 * 152.874 / 6_378_137 * 180 / .pi)
    var graphics = (0..<5).map { Graphic(geometry: Self.spot, attributes: ["n": $0], symbol: marker) }
    graphics.append(Graphic(geometry: east, attributes: ["n": 5], symbol: marker))
    graphics.append(
      Graphic(
        geometry: Polyline(points: [
          Point(latitude: 60.16, longitude: 24.90), Point(latitude: 60.16, longitude: 24.92),
        ]), symbol: SimpleLineSymbol(style: .solid, color: .blue, width: 2)))
    let overlay = GraphicsOverlay(graphics: graphics)
    overlay.featureReduction = ClusteringFeatureReduction()
    return (overlay, graphics)
  }

  @Test("A cluster is drawn in place of its graphics, above the others, at its centroid")
  func displayList() throws {
    let (overlay, graphics) = fixture()
    let items = view([overlay]).displayList()
    // The single graphic east of the spot and the line (in draw order), then the cluster of five.
    #expect(items.map { $0.cluster == nil } == [true, true, false])
    #expect(items[0].graphic === graphics[5])
    #expect(items[1].graphic === graphics[6])
    let cluster = try #require(items[2].cluster)
    #expect(cluster.count == 5)
    #expect(items[2].drawIndex == 7)
    // The seed graphic is the first of the five.
    #expect(items[2].graphic === graphics[0])
    // The spot is the view's centre; the cluster sits at its float-rounded position (within 3 m).
    expectClose(items[2].screenPosition, CGPoint(x: 200, y: 100), within: 0.02)
    expectClose(items[0].screenPosition, CGPoint(x: 300, y: 100), within: 0.01)
    // The default symbol: five is the largest count at this zoom, so the largest size (70 points, a
    // 1.5-point outline), with the count as its label.
    let parts = try #require(items[2].symbol as? CompositeSymbol).symbols
    #expect((parts[0] as? SimpleMarkerSymbol)?.size == 70)
    #expect((parts[1] as? TextSymbol)?.text == "5")
    #expect(items[2].screenBounds?.width == 71.5)
  }

  @Test("The display list's clusters are the index's at the view's zoom, on a random set")
  func matchesIndex() throws {
    var random = SeededRandomNumberGenerator(seed: 3)
    let points = (0..<3000).map { _ in
      Point(
        latitude: Double.random(in: 59.9...60.4, using: &random),
        longitude: Double.random(in: 24.5...25.5, using: &random))
    }
    let overlay = GraphicsOverlay(graphics: points.map { Graphic(geometry: $0, symbol: SimpleMarkerSymbol()) })
    overlay.featureReduction = ClusteringFeatureReduction()
    let mapView = view([overlay], scale: Self.level10 * 2)
    #expect(mapView.clusterZoom == 9)
    let drawn = mapView.displayList()
    let index = try ClusterIndex(points: points, options: .init(radius: 60, extent: 256, maxZoom: 16))
    let extent = try #require(mapView.visibleArea?.extent)
    let box = try GeometryEngine.project(extent, into: .wgs84)
    // Every cluster of zoom 9 whose centre is in the view is drawn, with its count.
    let inView = try index.clusters(in: box, zoom: 9).filter(\.isCluster)
    let drawnClusters = drawn.compactMap(\.cluster)
    for cluster in inView {
      #expect(drawnClusters.contains { $0.clusterID == cluster.id && $0.count == cluster.count }, "\(cluster)")
    }
    // No graphic inside a cluster is drawn on its own.
    let singles = Set(
      try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: 9).compactMap(\.pointIndex))
    for item in drawn where item.cluster == nil {
      let i = try #require(overlay.graphics.firstIndex { $0 === item.graphic })
      #expect(singles.contains(i))
    }
    #expect(drawnClusters.reduce(0) { $0 + $1.count } + drawn.filter { $0.cluster == nil }.count <= 3000)
  }

  @Test("Zooming to a cluster's expansion scale splits it; moving a graphic updates the clusters")
  func zoomAndMove() async throws {
    var random = SeededRandomNumberGenerator(seed: 5)
    let graphics = (0..<50).map { _ in
      Graphic(
        geometry: Point(
          latitude: Self.spot.y + Double.random(in: -0.01...0.01, using: &random),
          longitude: Self.spot.x + Double.random(in: -0.02...0.02, using: &random)), symbol: SimpleMarkerSymbol())
    }
    let overlay = GraphicsOverlay(graphics: graphics)
    overlay.featureReduction = ClusteringFeatureReduction()
    let mapView = view([overlay])
    let first = try #require(mapView.displayList().compactMap(\.cluster).first)
    #expect(first.count == 50)
    _ = await mapView.setViewpointScale(first.expansionScale)
    #expect(mapView.clusterZoom == first.expansionZoom)
    let split = mapView.displayList()
    #expect(!split.contains { $0.cluster?.clusterID == first.clusterID })
    #expect(split.reduce(0) { $0 + ($1.cluster?.count ?? 1) } == 50)
    // Move one graphic far away: the clusters are rebuilt and no longer hold it.
    _ = await mapView.setViewpointScale(Self.level10)
    graphics[0].geometry = Point(latitude: 10, longitude: 10)
    let moved = mapView.displayList().compactMap(\.cluster)
    #expect(moved.map(\.count) == [49])
  }

  @Test("Below the reduction's maximum scale, every graphic draws on its own")
  func maxScale() throws {
    let (overlay, _) = fixture()
    var reduction = ClusteringFeatureReduction()
    reduction.maxScale = Self.level10 * 2
    overlay.featureReduction = reduction
    #expect(view([overlay]).displayList().count == 7)
    #expect(view([overlay], scale: Self.level10 * 4).displayList().compactMap(\.cluster).count == 1)
  }

  @Test("The SVG draws clusters with their count labels")
  func svg() {
    let (overlay, _) = fixture()
    let svg = view([overlay]).svgSnapshot()
    #expect(svg.contains("data-cluster-count=\"5\""))
    #expect(svg.contains(">5</text>"))
    #expect(svg.components(separatedBy: "data-cluster-id=").count - 1 == 2)
  }

  @Test("Identify answers the cluster as an aggregate element")
  func identify() async throws {
    let (overlay, graphics) = fixture()
    let mapView = view([overlay])
    let result = try await mapView.identify(on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: 5)
    #expect(result.graphics.isEmpty)
    let cluster = try #require(result.geoElements.first as? AggregateGeoElement)
    #expect(cluster.count == 5)
    #expect(cluster.attributes["cluster_count"] as? Int == 5)
    // Five graphics at one spot cluster down to zoom 16: they split only at 17.
    #expect(cluster.expansionZoom == 17)
    #expect(cluster.expansionScale == TilingScheme.webMercator.levels[17].scale)
    #expect(
      try cluster.containedGeoElements(limit: 2).map(ObjectIdentifier.init)
        == graphics[0..<2].map(ObjectIdentifier.init))
    #expect(
      try cluster.containedGeoElements(limit: 10, offset: 3).map(ObjectIdentifier.init)
        == graphics[3..<5].map(ObjectIdentifier.init))
    #expect(cluster.children.count == 5)
    #expect(cluster.children.allSatisfy { $0 is Graphic })
    // The single graphic east of it is hit as a graphic; the two together with all results.
    let east = try await mapView.identify(on: overlay, screenPoint: CGPoint(x: 300, y: 100), tolerance: 2)
    #expect(east.graphics.first === graphics[5])
    let all = try await mapView.identifyGraphicsOverlays(
      screenPoint: CGPoint(x: 236, y: 100), tolerance: 100, maximumResultsPerOverlay: nil)
    #expect(all.first?.geoElements.first is AggregateGeoElement)
    #expect(all.first?.graphics.contains { $0 === graphics[5] } == true)
  }

  @Test("Across the antimeridian, each side's graphics are drawn on the copy next to the centre")
  func antimeridian() throws {
    let overlay = GraphicsOverlay(graphics: [
      Graphic(geometry: Point(latitude: 0, longitude: 179.99), symbol: SimpleMarkerSymbol()),
      Graphic(geometry: Point(latitude: 0, longitude: -179.99), symbol: SimpleMarkerSymbol()),
    ])
    overlay.featureReduction = ClusteringFeatureReduction()
    let items = view([overlay], at: Point(latitude: 0, longitude: 180)).displayList()
    // 0.01° is 1,113 m, 7.3 points at level 10: west of the centre, and east of it on the next copy.
    #expect(items.count == 2)
    #expect(items.allSatisfy { $0.cluster == nil })
    let xs = items.map { Double($0.screenPosition.x) }.sorted()
    expectClose(xs[0], 200 - 1113.19 / 152.874, within: 0.05)
    expectClose(xs[1], 200 + 1113.19 / 152.874, within: 0.05)
  }
}
