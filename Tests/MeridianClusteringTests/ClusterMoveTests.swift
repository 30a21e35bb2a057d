import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianClustering

/// Moving points of an index in place gives, record for record, what a fresh build of the moved points
/// gives: every level's positions, ids, counts and parents, and the same answers to every query.
@Suite("Cluster index updated in place")
struct ClusterMoveTests {
  /// Expects two indexes to hold the same levels and answer children and leaves alike.
  func expectSame(
    _ a: ClusterIndex, _ b: ClusterIndex, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(a.levels.count == b.levels.count, sourceLocation: sourceLocation)
    for (z, (la, lb)) in zip(a.levels, b.levels).enumerated() {
      guard la.count == lb.count else {
        Issue.record(
          "\(what): level \(z) has \(la.count) items, a fresh build \(lb.count)", sourceLocation: sourceLocation)
        return
      }
      for (ra, rb) in zip(la.records, lb.records)
      where ra.x.bitPattern != rb.x.bitPattern || ra.y.bitPattern != rb.y.bitPattern || ra.id != rb.id
        || ra.count != rb.count || ra.parent != rb.parent
      {
        Issue.record("\(what): level \(z) differs from a fresh build: \(ra) vs \(rb)", sourceLocation: sourceLocation)
        return
      }
      #expect(la.maximumCount == lb.maximumCount, sourceLocation: sourceLocation)
    }
    for id in Set(b.levels.flatMap { $0.records.filter(\.isCluster).map { Int($0.id) } }).sorted().prefix(40) {
      #expect(
        (try? a.children(of: id).map(\.kind)) == (try? b.children(of: id).map(\.kind)), "\(what): children of \(id)",
        sourceLocation: sourceLocation)
      #expect(
        (try? a.leafIndices(of: id, limit: 5, offset: 1)) == (try? b.leafIndices(of: id, limit: 5, offset: 1)),
        "\(what): leaves of \(id)", sourceLocation: sourceLocation)
    }
  }

  func randomPoints(_ n: Int, _ random: inout SeededRandomNumberGenerator) -> [Point] {
    (0..<n).map { _ in
      // Half spread over a city, half in tight knots, so clusters form, split and merge at every zoom.
      if Bool.random(using: &random) {
        return Point(
          latitude: Double.random(in: 60.0...60.5, using: &random),
          longitude: Double.random(in: 24.5...25.5, using: &random))
      }
      let knot = Double(Int.random(in: 0..<8, using: &random))
      return Point(
        latitude: 60.1 + knot * 0.03 + Double.random(in: 0...0.002, using: &random),
        longitude: 24.8 + knot * 0.05 + Double.random(in: 0...0.003, using: &random))
    }
  }

  @Test("Random moves, one at a time, each checked against a fresh build", arguments: [1, 2, 3])
  func randomMoves(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var points = randomPoints(600, &random)
    var index = try ClusterIndex(points: points)
    #expect(index.updatesInPlace)
    for step in 0..<60 {
      let k = Int.random(in: 0..<points.count, using: &random)
      let target: Point
      switch step % 3 {
      case 0: target = randomPoints(1, &random)[0]
      case 1: target = points[Int.random(in: 0..<points.count, using: &random)]
      default:
        target = Point(
          latitude: points[k].y + Double.random(in: -0.001...0.001, using: &random),
          longitude: points[k].x + Double.random(in: -0.001...0.001, using: &random))
      }
      points[k] = target
      index = try index.movingPoint(k, toLongitude: target.x, latitude: target.y)
      expectSame(index, try ClusterIndex(points: points), "step \(step), point \(k)")
    }
  }

  @Test("Without in-place updates (minPoints 3, aggregates) a move builds afresh")
  func rebuilds() throws {
    let points = (0..<50).map { Point(latitude: 10 + Double($0 % 7) * 0.001, longitude: 20 + Double($0 % 5) * 0.001) }
    let three = try ClusterIndex(points: points, options: .init(minPoints: 3))
    #expect(!three.updatesInPlace)
    var moved = points
    moved[3] = Point(latitude: -30, longitude: 100)
    expectSame(
      try three.movingPoint(3, toLongitude: 100, latitude: -30),
      try ClusterIndex(points: moved, options: .init(minPoints: 3)), "minPoints 3")
    #expect(throws: ClusteringError.self) { try three.movingPoint(50, toLongitude: 0, latitude: 0) }
    #expect(throws: ClusteringError.self) { try three.movingPoint(0, toLongitude: 0, latitude: 91) }
  }
}
