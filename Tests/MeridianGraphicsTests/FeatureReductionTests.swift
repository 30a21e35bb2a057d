import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianClustering
@testable import MeridianGraphics

/// An overlay's clusters follow its graphics, and always equal a fresh build over them.
@Suite("Clustering feature reduction on an overlay")
struct FeatureReductionTests {
  /// A reduction on 256-point tiles clustering to zoom 16, as the map view asks for it.
  func clusters(_ overlay: GraphicsOverlay) throws -> ClusteredGraphics? {
    try overlay.clusteredGraphics(extent: 256, maxZoom: 16)
  }

  /// Expects the overlay's clusters to equal those of an index built now from its visible WGS84
  /// point graphics, in its graphics' order, with the reduction's options.
  func expectFresh(_ overlay: GraphicsOverlay, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let clustered = try #require(try clusters(overlay), sourceLocation: sourceLocation)
    let points = overlay.graphics.filter(\.isVisible).compactMap { $0.geometry as? Point }.filter {
      $0.x.isFinite && $0.y.isFinite
    }
    let reduction = try #require(overlay.featureReduction, sourceLocation: sourceLocation)
    let fresh = try ClusterIndex(
      points: points, options: .init(radius: reduction.radius, extent: 256, maxZoom: 16, minPoints: reduction.minPoints)
    )
    #expect(clustered.graphics.map { $0.geometry as? Point } == points, sourceLocation: sourceLocation)
    for zoom in 0...17 {
      let a = try clustered.index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: zoom)
      let b = try fresh.clusters(west: -180, south: -90, east: 180, north: 90, zoom: zoom)
      #expect(a.map(\.kind) == b.map(\.kind), "zoom \(zoom)", sourceLocation: sourceLocation)
      #expect(a.map(\.position) == b.map(\.position), "zoom \(zoom)", sourceLocation: sourceLocation)
    }
  }

  func randomGraphics(_ n: Int, seed: UInt64) -> [Graphic] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<n).map { _ in
      Graphic(
        geometry: Point(
          latitude: Double.random(in: 60.10...60.25, using: &random),
          longitude: Double.random(in: 24.80...25.10, using: &random)))
    }
  }

  @Test("No reduction, a disabled or an invalid one: no clusters")
  func noClusters() throws {
    let overlay = GraphicsOverlay(graphics: randomGraphics(10, seed: 1))
    #expect(try clusters(overlay) == nil)
    var reduction = ClusteringFeatureReduction()
    reduction.isEnabled = false
    overlay.featureReduction = reduction
    #expect(try clusters(overlay) == nil)
    reduction.isEnabled = true
    reduction.radius = .nan
    overlay.featureReduction = reduction
    #expect(try clusters(overlay) == nil)
    reduction.radius = 60
    overlay.featureReduction = reduction
    #expect(try clusters(overlay) != nil)
  }

  @Test("Adding, inserting, moving, hiding and removing graphics: always a fresh build's clusters")
  func followsGraphics() throws {
    var random = SeededRandomNumberGenerator(seed: 7)
    let graphics = randomGraphics(400, seed: 2)
    let overlay = GraphicsOverlay(graphics: Array(graphics[0..<300]))
    overlay.featureReduction = ClusteringFeatureReduction()
    try expectFresh(overlay)
    // Unchanged: the same clusters are kept, not rebuilt.
    #expect(try clusters(overlay)?.index === clusters(overlay)?.index)
    try overlay.addGraphics(Array(graphics[300..<350]))
    try expectFresh(overlay)
    try overlay.insertGraphic(graphics[350], at: 17)
    try expectFresh(overlay)
    for step in 0..<20 {
      let graphic = graphics[Int.random(in: 0..<351, using: &random)]
      graphic.geometry = Point(
        latitude: Double.random(in: 60.10...60.25, using: &random),
        longitude: Double.random(in: 24.80...25.10, using: &random))
      // Moves are applied to the last clusters in place (their points' level carries a tree patch);
      // every other step moves two graphics before the clusters are asked for.
      if step.isMultiple(of: 2) { continue }
      try expectFresh(overlay)
      #expect(try clusters(overlay)?.index.levels.last?.patch != nil)
    }
    // A move to where nothing can be clustered builds the clusters afresh, without the graphic.
    graphics[7].geometry = Point(latitude: .nan, longitude: 0)
    try expectFresh(overlay)
    graphics[5].isVisible = false
    try expectFresh(overlay)
    try overlay.removeGraphics(Array(graphics[100..<200]))
    try expectFresh(overlay)
    // A symbol or an attribute without aggregate fields does not change the clusters: they are kept.
    let before = try clusters(overlay)?.index
    graphics[0].symbol = SimpleMarkerSymbol()
    graphics[0].setAttributeValue(3, forKey: "a")
    #expect(try clusters(overlay)?.index === before)
    overlay.removeAllGraphics()
    #expect(try clusters(overlay)?.index.pointCount == 0)
  }

  @Test("Aggregates follow attributes")
  func aggregates() throws {
    let graphics = (0..<4).map {
      Graphic(geometry: Point(latitude: 10, longitude: 20), attributes: ["people": 10 * ($0 + 1)])
    }
    let overlay = GraphicsOverlay(graphics: graphics)
    var reduction = ClusteringFeatureReduction()
    reduction.aggregateFields = [AggregateField(name: "sum", statisticFieldName: "people", statisticType: .sum)]
    overlay.featureReduction = reduction
    func sum() throws -> Double? {
      let clustered = try #require(try clusters(overlay))
      return try clustered.index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: 3).first?
        .aggregates["sum"] as? Double
    }
    #expect(try sum() == 100)
    graphics[3].setAttributeValue(1000, forKey: "people")
    #expect(try sum() == 1060)
  }

  @Test("Graphics that cannot be clustered draw on their own")
  func unclustered() throws {
    let overlay = GraphicsOverlay(graphics: [
      Graphic(geometry: Point(latitude: 10, longitude: 20)),
      Graphic(geometry: Point(x: 2_226_389.8, y: 1_118_890, spatialReference: .webMercator)),
      Graphic(geometry: Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 1, longitude: 1)])),
      Graphic(geometry: Point(latitude: .nan, longitude: 0)),
      Graphic(geometry: nil),
    ])
    overlay.featureReduction = ClusteringFeatureReduction()
    let clustered = try #require(try clusters(overlay))
    // The WGS84 point and the Web Mercator one (projected) are clustered; the line and the NaN point
    // draw on their own; the graphic without geometry draws nothing.
    #expect(clustered.graphics.count == 2)
    #expect(clustered.unclusteredCount == 2)
    let projected = try #require(
      try clustered.index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: 17).last)
    #expect(abs(projected.position.x - 20) < 1e-6 && abs(projected.position.y - 10) < 1e-6)
  }

  @Test("Reduction values out of range are named")
  func validation() {
    func name(_ change: (inout ClusteringFeatureReduction) -> Void) -> String? {
      var reduction = ClusteringFeatureReduction()
      change(&reduction)
      do {
        try reduction.validate()
        return nil
      } catch let GraphicsError.invalidParameter(name, _) {
        return name
      } catch {
        return "\(error)"
      }
    }
    #expect(name { _ in } == nil)
    #expect(name { $0.radius = 0 } == "radius")
    #expect(name { $0.radius = -1 } == "radius")
    #expect(name { $0.minPoints = 1 } == "minPoints")
    #expect(name { $0.maxScale = -5 } == "maxScale")
    #expect(name { $0.maxScale = .nan } == "maxScale")
    #expect(name { $0.minSymbolSize = .infinity } == "minSymbolSize")
    #expect(name { $0.maxSymbolSize = 5 } == "maxSymbolSize")
    #expect(
      name { $0.aggregateFields = [AggregateField(name: "", statisticFieldName: "a", statisticType: .sum)] }
        == "aggregateFields")
  }

  @Test("Cluster symbols: sized by count between the minimum and maximum, labelled with the count")
  func symbols() throws {
    let reduction = ClusteringFeatureReduction()
    #expect(reduction.symbolSize(count: 2, largestCount: 1000) == 12)
    #expect(reduction.symbolSize(count: 1000, largestCount: 1000) == 70)
    // ln(20/2) / ln(2000/2) = 1/3 of the way from 12 to 70.
    #expect(abs(reduction.symbolSize(count: 20, largestCount: 2000) - (12 + 58.0 / 3)) < 1e-12)
    #expect(reduction.symbolSize(count: 2, largestCount: 2) == 12)
    let symbol = try #require(reduction.symbol(attributes: [:], count: 1250, largestCount: 1250))
    let parts = try #require(symbol as? CompositeSymbol).symbols
    #expect((parts[0] as? SimpleMarkerSymbol)?.size == 70)
    #expect((parts[1] as? TextSymbol)?.text == "1.3k")
    // A renderer picks the marker; a simple marker is sized by count.
    var custom = ClusteringFeatureReduction(
      renderer: ClassBreaksRenderer(
        fieldName: "cluster_count",
        classBreaks: [
          ClassBreak(minValue: 0, maxValue: 99, symbol: SimpleMarkerSymbol(style: .square, color: .green)),
          ClassBreak(minValue: 100, maxValue: .infinity, symbol: SimpleMarkerSymbol(style: .circle, color: .red)),
        ]))
    custom.showsLabels = false
    let big = try #require(custom.symbol(attributes: ["cluster_count": 500], count: 500, largestCount: 500))
    #expect((big as? SimpleMarkerSymbol)?.color == .red)
    #expect((big as? SimpleMarkerSymbol)?.size == 70)
  }
}
