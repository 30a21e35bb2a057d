import Foundation
import MeridianCore
import Testing

@testable import MeridianClustering

/// Aggregates worked by hand on five points at one spot (one cluster at zooms 0–16).
@Suite("Cluster aggregates")
struct ClusterAggregateTests {
  let spot = Point(latitude: 10, longitude: 20)
  let records: [[String: any Sendable]] = [
    ["population": 100, "kind": "town", "flag": true],
    ["population": 250.5, "kind": "city"],
    ["population": "unknown", "kind": "town"],
    ["kind": 3],
    ["population": 50, "kind": 3.0, "flag": false],
  ]

  func cluster(_ fields: [AggregateField]) throws -> ClusterIndex.Cluster {
    let index = try ClusterIndex(
      points: Array(repeating: spot, count: records.count), attributes: records, aggregateFields: fields)
    return try #require(try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: 5).first)
  }

  @Test("Numbers: text and absent values are skipped; count counts any value")
  func numbers() throws {
    let c = try cluster([
      AggregateField(name: "sum", statisticFieldName: "population", statisticType: .sum),
      AggregateField(name: "mean", statisticFieldName: "population", statisticType: .average),
      AggregateField(name: "min", statisticFieldName: "population", statisticType: .minimum),
      AggregateField(name: "max", statisticFieldName: "population", statisticType: .maximum),
      AggregateField(name: "count", statisticFieldName: "population", statisticType: .count),
    ])
    #expect(c.count == 5)
    #expect(c.aggregates["sum"] as? Double == 400.5)
    #expect(c.aggregates["mean"] as? Double == 400.5 / 3)
    #expect(c.aggregates["min"] as? Double == 50)
    #expect(c.aggregates["max"] as? Double == 250.5)
    // Four points have a population value, text included.
    #expect(c.aggregates["count"] as? Int == 4)
    #expect(c.attributes["cluster_count"] as? Int == 5)
  }

  @Test("Mode: 3 and 3.0 are one value; a tie goes to numbers before Booleans before text")
  func mode() throws {
    let c = try cluster([
      AggregateField(name: "kind", statisticFieldName: "kind", statisticType: .mode),
      AggregateField(name: "flag", statisticFieldName: "flag", statisticType: .mode),
      AggregateField(name: "none", statisticFieldName: "missing", statisticType: .mode),
    ])
    // "town" twice, 3 twice (3 and 3.0): the number wins the tie.
    #expect(c.aggregates["kind"] as? Double == 3)
    // true once, false once: false is the lesser.
    #expect(c.aggregates["flag"] as? Bool == false)
    #expect(c.aggregates["none"] == nil)
  }

  @Test("A statistic with nothing to read is absent")
  func absent() throws {
    let c = try cluster([AggregateField(name: "sum", statisticFieldName: "kind", statisticType: .sum)])
    // "kind" holds 3 and 3.0 as numbers: 6.
    #expect(c.aggregates["sum"] as? Double == 6)
    let none = try cluster([AggregateField(name: "sum", statisticFieldName: "nothing", statisticType: .sum)])
    #expect(none.aggregates["sum"] == nil)
  }
}
