import Foundation
import MeridianCore
import Testing

@testable import MeridianClustering

/// Every bad input is a typed error naming what was wrong; nothing traps.
@Suite("Cluster index, bad input")
struct ClusterIndexBadInputTests {
  /// Expects an `invalidParameter` error naming `name`.
  func expectInvalid(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("no error; expected one naming \(name)", sourceLocation: sourceLocation)
    } catch let ClusteringError.invalidParameter(actual, _) {
      #expect(actual == name, sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(error); expected an invalid \(name)", sourceLocation: sourceLocation)
    }
  }

  let valid = [Point(latitude: 1, longitude: 2), Point(latitude: 3, longitude: 4)]

  @Test("Coordinates: NaN, infinite, latitude beyond ±90°, an unprojectable point")
  func coordinates() {
    for bad in [
      Point(latitude: .nan, longitude: 0), Point(latitude: 0, longitude: .infinity),
      Point(latitude: 90.5, longitude: 0),
      Point(latitude: -91, longitude: 0), Point(x: 0, y: .nan, spatialReference: .webMercator),
    ] {
      expectInvalid("points") { _ = try ClusterIndex(points: valid + [bad]) }
    }
  }

  @Test("Options out of range")
  func options() {
    let cases: [(String, ClusterIndex.Options)] = [
      ("radius", .init(radius: 0)), ("radius", .init(radius: -40)), ("radius", .init(radius: .nan)),
      ("radius", .init(radius: .infinity)), ("extent", .init(extent: 0)), ("extent", .init(extent: .nan)),
      ("minPoints", .init(minPoints: 1)), ("minPoints", .init(minPoints: -3)), ("maxZoom", .init(maxZoom: 31)),
      ("maxZoom", .init(minZoom: 5, maxZoom: 4)), ("minZoom", .init(minZoom: -1)),
    ]
    for (name, options) in cases {
      expectInvalid(name) { _ = try ClusterIndex(points: valid, options: options) }
    }
    // The largest supported zoom builds.
    #expect(throws: Never.self) { _ = try ClusterIndex(points: valid, options: .init(maxZoom: 30)) }
  }

  @Test("Aggregate fields and attributes")
  func aggregates() {
    let sum = AggregateField(name: "total", statisticFieldName: "population", statisticType: .sum)
    expectInvalid("attributes") {
      _ = try ClusterIndex(points: valid, attributes: [["population": 1]], aggregateFields: [sum])
    }
    for fields in [
      [sum, sum], [AggregateField(name: "", statisticFieldName: "a", statisticType: .count)],
      [AggregateField(name: "cluster_count", statisticFieldName: "a", statisticType: .count)],
    ] {
      expectInvalid("aggregateFields") {
        _ = try ClusterIndex(points: valid, attributes: [[:], [:]], aggregateFields: fields)
      }
    }
  }

  @Test("Queries: unknown ids, bad pages, a NaN box")
  func queries() throws {
    let index = try ClusterIndex(points: Array(repeating: Point(latitude: 0, longitude: 0), count: 3))
    // The only cluster: formed at zoom 16 from position 0 of level 17, id 17 + 3 = 20.
    #expect(try index.expansionZoom(of: 20) == 17)
    for id in [-1, 0, 2, 3, 19, 21, 52, Int.max, Int.min] {
      expectInvalid("clusterID") { _ = try index.children(of: id) }
      expectInvalid("clusterID") { _ = try index.expansionZoom(of: id) }
      expectInvalid("clusterID") { _ = try index.leaves(of: id) }
    }
    expectInvalid("limit") { _ = try index.leaves(of: 20, limit: 0) }
    expectInvalid("offset") { _ = try index.leaves(of: 20, offset: -1) }
    expectInvalid("west") { _ = try index.clusters(west: .nan, south: 0, east: 1, north: 1, zoom: 3) }
    expectInvalid("north") { _ = try index.clusters(west: 0, south: 0, east: 1, north: .infinity, zoom: 3) }
    // Zooms out of range are clamped, as supercluster clamps them.
    #expect(try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: -5).count == 1)
    #expect(try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: Int.max).count == 3)
    #expect(try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: Int.min).count == 1)
  }

  @Test("Building stops with CancellationError in a cancelled task")
  func cancellation() async throws {
    let points = (0..<200_000).map { Point(latitude: Double($0 % 170) - 85, longitude: Double($0 % 360) - 180) }
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try ClusterIndex(points: points)
    }
    await #expect(throws: CancellationError.self) { _ = try await task.value }
  }

  @Test("The error names the parameter and why, and localizedDescription shows the same text")
  func message() {
    do {
      _ = try ClusterIndex(points: valid, options: .init(minPoints: 1))
      Issue.record("no error")
    } catch let error as ClusteringError {
      let expected = "The parameter minPoints is invalid: 1 is below 2: a cluster holds at least two points."
      #expect(error.description == expected)
      #expect((error as any Error).localizedDescription == expected)
    } catch {
      Issue.record("\(error) is not a ClusteringError")
    }
  }
}
