import Foundation
import MeridianCore
import Testing

@testable import MeridianClustering

/// supercluster's answers on a small point set, recorded by `Fixtures/Clustering/record-supercluster.mjs`
/// (see `Fixtures/Clustering/README.md`). Read with `JSONDecoder`, which parses every double exactly
/// (Foundation's `JSONSerialization` on Linux can be a unit in the last place off).
struct SuperclusterFixture: Decodable {
  /// One item of a query's answer: a cluster (id, count, centroid) or a single point (input index).
  struct Item: Decodable, Equatable, CustomStringConvertible {
    var id: Int?
    var index: Int?
    var count: Int
    var longitude = Double.nan
    var latitude = Double.nan

    init(from decoder: any Decoder) throws {
      var values = try decoder.unkeyedContainer()
      let id = try values.decode(Int.self)
      let index = try values.decode(Int.self)
      self.id = id >= 0 ? id : nil
      self.index = index >= 0 ? index : nil
      count = try values.decode(Int.self)
      if !values.isAtEnd {
        longitude = try values.decode(Double.self)
        latitude = try values.decode(Double.self)
      }
    }

    var description: String { id.map { "cluster \($0) (\(count))" } ?? "point \(index ?? -1)" }
  }

  /// One input point: longitude, latitude, population, name.
  struct Row: Decodable {
    var longitude: Double
    var latitude: Double
    var population: Double
    var name: String

    init(from decoder: any Decoder) throws {
      var values = try decoder.unkeyedContainer()
      longitude = try values.decode(Double.self)
      latitude = try values.decode(Double.self)
      population = try values.decode(Double.self)
      name = try values.decode(String.self)
    }
  }

  struct Query: Decodable {
    var bbox: [Double]?
    var zoom: Int
    var items: [Item]
  }

  struct ClusterFacts: Decodable {
    var expansionZoom: Int
    var children: [Item]
    var leaves: [[Int]]
    var sum: Double?
    var min: Double?
    var max: Double?
  }

  struct Options: Decodable {
    var radius: Double
    var extent: Double
    var minZoom: Int
    var maxZoom: Int
    var minPoints: Int
    var reduce: Bool?
  }

  struct Run: Decodable {
    var options: Options
    var zooms: [Query]
    var boxes: [Query]
    var clusters: [String: ClusterFacts]

    var indexOptions: ClusterIndex.Options {
      ClusterIndex.Options(
        radius: options.radius, extent: options.extent, minZoom: options.minZoom, maxZoom: options.maxZoom,
        minPoints: options.minPoints)
    }
    var reduces: Bool { options.reduce ?? false }
  }

  var points: [Row]
  var runs: [Run]
  var source: String

  /// The input points, as WGS84 points.
  var wgs84Points: [Point] { points.map { Point(latitude: $0.latitude, longitude: $0.longitude) } }

  /// Loads `Fixtures/Clustering/<name>.json`.
  static func load(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> SuperclusterFixture {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/Clustering"),
      sourceLocation: sourceLocation)
    return try JSONDecoder().decode(SuperclusterFixture.self, from: Data(contentsOf: url))
  }
}

/// The largest difference allowed between a centroid and supercluster's, in degrees (the bound).
let centroidTolerance = 2e-9

/// Expects a query's answer to be supercluster's: the same items in the same order, each cluster with
/// its id and count and its centroid within ``centroidTolerance``, each point with its input index.
func expectSameItems(
  _ actual: [ClusterIndex.Cluster], _ expected: [SuperclusterFixture.Item], _ what: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    actual.count == expected.count, "\(what): \(actual.count) items, supercluster has \(expected.count)",
    sourceLocation: sourceLocation)
  for (a, e) in zip(actual, expected) {
    #expect(
      a.id == e.id && a.pointIndex == e.index && a.count == e.count, "\(what): \(a) where supercluster has \(e)",
      sourceLocation: sourceLocation)
    if e.longitude.isFinite {
      let close =
        abs(a.position.x - e.longitude) <= centroidTolerance && abs(a.position.y - e.latitude) <= centroidTolerance
      #expect(
        close, "\(what): \(a) is not at supercluster's (\(e.latitude), \(e.longitude))",
        sourceLocation: sourceLocation)
    }
  }
}
