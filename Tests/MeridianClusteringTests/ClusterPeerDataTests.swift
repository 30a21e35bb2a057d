import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianClustering

/// Counts on the supercluster peer's `random100k` set (`points.mjs`: mulberry32, seed 1, a longitude
/// then a latitude draw per point in lon −118.70…−117.90, lat 33.70…34.40).
@Suite("Cluster index on the peer's random100k set")
struct ClusterPeerDataTests {
  @Test("mulberry32 draws JavaScript's values")
  func mulberry() {
    // node: mulberry32(1) five times; mulberry32(2) twice.
    var one = Mulberry32(seed: 1)
    #expect(
      (0..<5).map { _ in one.nextUnit() } == [
        0.6270739405881613, 0.002735721180215478, 0.5274470399599522, 0.9810509674716741, 0.9683778982143849,
      ])
    var two = Mulberry32(seed: 2)
    #expect([two.nextUnit(), two.nextUnit()] == [0.7342509443406016, 0.32499843230471015])
  }

  @Test("Items at every zoom equal supercluster's")
  func counts() throws {
    var random = Mulberry32(seed: 1)
    let points = (0..<100_000).map { _ in
      let longitude = -118.70 + (-117.90 - -118.70) * random.nextUnit()
      let latitude = 33.70 + (34.40 - 33.70) * random.nextUnit()
      return Point(latitude: latitude, longitude: longitude)
    }
    let index = try ClusterIndex(points: points)
    // supercluster 8.0.1 under node 20, `index.trees[z].numItems` for z = 0…17, options
    // {radius: 40, extent: 512, maxZoom: 16, minPoints: 2}; z2, z6, z10 and z14 are also the peer's
    // published tree_items (results-run1.jsonl).
    let expected = [
      1, 1, 1, 1, 1, 1, 3, 8, 30, 124, 477, 1875, 7197, 24666, 58270, 85122, 95808, 100_000,
    ]
    #expect(index.levels.map(\.count) == expected)
  }
}
