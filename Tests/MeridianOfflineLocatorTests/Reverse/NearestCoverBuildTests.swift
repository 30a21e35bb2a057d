import Foundation
import MeridianCore
import Testing

@testable import MeridianOfflineLocator

/// The nearest-record cover as built: each cell tests only the records its parent admitted, and a
/// cell far from a tight cluster is one fallback leaf. Checked against brute force over the
/// records' geodesic distances (MeridianCore's Karney solution), and against the depth the geometry
/// allows.
@Suite("Nearest-record cover build")
struct NearestCoverBuildTests {
  /// A small deterministic generator (PCG-style LCG), so failures name the same points every run.
  struct Random {
    var state: UInt64

    mutating func uniform(_ low: Double, _ high: Double) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return low + (high - low) * Double(state >> 11) / Double(1 << 53)
    }
  }

  /// 240 places in central Helsinki (60.15–60.19 N, 24.90–24.98 E, about 4.4 × 4.5 km), ten of them
  /// at exactly the spot of an earlier one.
  static func cluster(_ random: inout Random) -> [OfflinePlace] {
    var places: [OfflinePlace] = []
    for i in 0..<230 {
      places.append(
        OfflinePlace(
          name: "H\(i)", category: "City", countryCode: "FIN", latitude: random.uniform(60.15, 60.19),
          longitude: random.uniform(24.90, 24.98)))
    }
    for i in 0..<10 {
      let twin = places[i * 7]
      places.append(
        OfflinePlace(
          name: "Twin\(i)", category: "City", countryCode: "FIN", latitude: twin.latitude, longitude: twin.longitude))
    }
    return places
  }

  static func geodesic(_ a: (Double, Double), _ b: (Double, Double)) throws -> Double {
    try GeometryEngine.geodeticDistance(
      from: Point(latitude: a.0, longitude: a.1), to: Point(latitude: b.0, longitude: b.1)
    ).distance
  }

  @Test("Every leaf that is not a fallback lists a nearest record, and the query finds it (brute force)")
  func leavesListTheNearest() throws {
    var random = Random(state: 0xC0FE)
    var places = Self.cluster(&random)
    for i in 0..<120 {
      places.append(
        OfflinePlace(
          name: "W\(i)", category: "City", countryCode: "AAA", latitude: random.uniform(-80, 80),
          longitude: random.uniform(-180, 180)))
    }
    let locator = try OfflineLocator(name: "Mixed", places: places)
    let spatial = locator.indexes[0].spatial
    var queries: [(Double, Double)] = []
    for _ in 0..<150 { queries.append((random.uniform(-90, 90), random.uniform(-180, 180))) }
    for _ in 0..<150 { queries.append((random.uniform(59.9, 60.4), random.uniform(24.5, 25.4))) }
    var listed = 0
    for query in queries {
      let distances = try places.map { try Self.geodesic(query, ($0.latitude, $0.longitude)) }
      let best = try #require(distances.min())
      let found = try #require(try locator.nearestRecord(latitude: query.0, longitude: query.1))
      #expect(abs(found.distance - best) < 1e-6, "query \(query)")
      let leaf = spatial.cover.leaf(
        ReverseClass.locality, WGS84Ellipsoid.surfacePoint(latitude: query.0, longitude: query.1))
      guard leaf != NearestCover.fallback else { continue }
      listed += 1
      let records = spatial.cover.list(leaf).map { Int(spatial.records[Int(spatial.cover.lists[$0])]) }
      #expect(records.contains { abs(distances[$0] - best) < 1e-6 }, "query \(query): the leaf misses the nearest")
    }
    // Most queries are answered from a leaf (the check above is not vacuous).
    #expect(listed > 200)
  }

  @Test("Far from a tight cluster, a cell is one fallback leaf by level 4, not split until 2 % of its distance")
  func farCellsFallBackEarly() throws {
    // A level-4 cell spans at most 1/8 of a cube face: its radius is under 570 km (0.089 rad at
    // the face's centre, less towards its corners). Seen from 3,000 km, every point of it is over
    // 2,400 km (chord) from the cluster, where the longest geodesic for a chord c exceeds c by about
    // c³/24R² ≥ 15 km (R = b²/a ≈ 6,335 km), more than the cluster's 6.5 km extent: every record
    // can be needed at every point of the cell, so no leaf below it can list fewer than the 230
    // distinct spots, and the cell is one fallback leaf. Without that argument the builder would
    // split until a cell's radius is under 2 % of its distance (level 5 to 7 for these points).
    var random = Random(state: 0xFA12)
    let places = Self.cluster(&random)
    let locator = try OfflineLocator(name: "Cluster", places: places)
    let cover = locator.indexes[0].spatial.cover
    var checked = 0
    while checked < 200 {
      let query = (random.uniform(-90, 90), random.uniform(-180, 180))
      guard try Self.geodesic(query, (60.17, 24.94)) > 3_000_000 else { continue }
      checked += 1
      let target = WGS84Ellipsoid.surfacePoint(latitude: query.0, longitude: query.1)
      let (value, level) = Self.descend(cover, ReverseClass.locality, target)
      #expect(value == NearestCover.fallback && level <= 4, "query \(query): level \(level)")
    }
  }

  /// The node value a point's descent ends at, and its level, walking from the root (not the table).
  static func descend(_ cover: NearestCover, _ reverseClass: Int, _ target: SIMD3<Double>) -> (UInt32, Int) {
    let (face, u, v) = NearestCover.project(target)
    let cu = NearestCover.cellIndex(u)
    let cv = NearestCover.cellIndex(v)
    var node = cover.roots[reverseClass * 6 + face]
    var level = 0
    while node & NearestCover.leafFlag == 0 {
      level += 1
      let shift = UInt32(NearestCover.maxLevel - level)
      node = cover.nodes[Int(node) + Int((cu >> shift) & 1) + Int((cv >> shift) & 1) * 2]
    }
    return (node, level)
  }
}
