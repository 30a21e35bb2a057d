import Foundation
import MeridianCore
import Testing

@testable import MeridianClustering

/// The index against supercluster 8.0.1's own answers, recorded on the same points with the same
/// options (`Fixtures/Clustering`): every zoom's clusters, queries across the antimeridian, each
/// cluster's expansion zoom, children, pages of leaves and (with map/reduce) aggregates.
@Suite("Cluster index equals supercluster")
struct SuperclusterEqualityTests {
  @Test("The 200 most populous GeoNames places", arguments: [0, 1])
  func places(run: Int) throws {
    try check(try SuperclusterFixture.load("places"), run: run)
  }

  @Test("GeoNames places within 2° of the antimeridian")
  func antimeridian() throws {
    try check(try SuperclusterFixture.load("antimeridian"), run: 0)
  }

  @Test("Poles, the Mercator limit, duplicates and a pair one float apart", arguments: [0, 1])
  func edges(run: Int) throws {
    try check(try SuperclusterFixture.load("edges"), run: run)
  }

  private func check(
    _ fixture: SuperclusterFixture, run index: Int, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    let run = try #require(
      fixture.runs.indices.contains(index) ? fixture.runs[index] : nil, sourceLocation: sourceLocation)
    let fields =
      run.reduces
      ? [
        AggregateField(name: "sum", statisticFieldName: "population", statisticType: .sum),
        AggregateField(name: "min", statisticFieldName: "population", statisticType: .minimum),
        AggregateField(name: "max", statisticFieldName: "population", statisticType: .maximum),
      ] : []
    let attributes: [[String: any Sendable]] = fixture.points.map { ["population": Int($0.population)] }
    let index = try ClusterIndex(
      points: fixture.wgs84Points, attributes: attributes, aggregateFields: fields, options: run.indexOptions)
    var met: [Int: ClusterIndex.Cluster] = [:]
    for query in run.zooms {
      let found = try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: query.zoom)
      expectSameItems(found, query.items, "world at zoom \(query.zoom)", sourceLocation: sourceLocation)
      for cluster in found { if let id = cluster.id { met[id] = cluster } }
    }
    for query in run.boxes {
      let b = try #require(query.bbox, sourceLocation: sourceLocation)
      let found = try index.clusters(west: b[0], south: b[1], east: b[2], north: b[3], zoom: query.zoom)
      expectSameItems(found, query.items, "\(b) at zoom \(query.zoom)", sourceLocation: sourceLocation)
      for cluster in found { if let id = cluster.id { met[id] = cluster } }
    }
    #expect(!run.clusters.isEmpty, sourceLocation: sourceLocation)
    for (key, facts) in run.clusters {
      let id = try #require(Int(key), sourceLocation: sourceLocation)
      #expect(
        try index.expansionZoom(of: id) == facts.expansionZoom, "expansion zoom of \(id)",
        sourceLocation: sourceLocation)
      expectSameItems(try index.children(of: id), facts.children, "children of \(id)", sourceLocation: sourceLocation)
      let pages = [(3, 0), (3, 2), (5, 7)]
      for ((limit, offset), expected) in zip(pages, facts.leaves) {
        #expect(
          try index.leafIndices(of: id, limit: limit, offset: offset) == expected,
          "leaves of \(id), \(limit) from \(offset)", sourceLocation: sourceLocation)
      }
      if run.reduces {
        let aggregates = try #require(met[id]?.aggregates, sourceLocation: sourceLocation)
        #expect(aggregates["sum"] as? Double == facts.sum, "sum of \(id)", sourceLocation: sourceLocation)
        #expect(aggregates["min"] as? Double == facts.min, "min of \(id)", sourceLocation: sourceLocation)
        #expect(aggregates["max"] as? Double == facts.max, "max of \(id)", sourceLocation: sourceLocation)
      }
    }
  }
}
