import MeridianTesting
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The id index against a dictionary built from the same ids.
@Suite("OSM id index")
struct OSMIDIndexTests {
  @Test("Every id is found at its position, and no other id is found", arguments: [0, 1, 2, 3, 1_000, 70_000])
  func lookups(_ count: Int) {
    var random = SeededRandomNumberGenerator(seed: UInt64(count) + 11)
    // Extremes, negatives (editor files), clustered runs and scattered ids, sorted and distinct.
    var ids = Set<Int64>([Int64.min, Int64.max, -1, 0].prefix(count))
    while ids.count < count {
      let base = Int64.random(in: -1_000_000...10_000_000_000, using: &random)
      for step in 0..<Int64.random(in: 1...50, using: &random) where ids.count < count { ids.insert(base + step) }
    }
    let sorted = ids.sorted()
    let index = OSMIDIndex(sorted)
    let positions = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
    for (position, id) in sorted.enumerated() {
      #expect(index.position(of: id, in: sorted) == position)
    }
    for _ in 0..<2_000 {
      let probe = Int64.random(in: -2_000_000...10_000_100_000, using: &random)
      #expect(index.position(of: probe, in: sorted) == positions[probe])
    }
  }
}
