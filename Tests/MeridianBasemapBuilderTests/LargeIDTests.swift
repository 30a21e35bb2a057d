import Foundation
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Ids past 2³², as a tiled extract's later copies have them (`.ci/tile-extract.py` raises each copy's
/// ids by a step): nodes 1 and 2³² + 1 share their low 32 bits and lie 0.01° apart, so a reader or
/// index that truncated ids to 32 bits would put the road on the wrong node.
@Suite("Ids past 2^32") struct LargeIDTests {
  static let big: Int64 = 1 << 32

  static func extract() throws -> OSMExtract {
    let strings = PBFWriter.table(["highway", "primary", "type", "multipolygon", "natural", "water", "outer"])
    let ids: [Int64] = [1, big + 1, big + 2, 3 * big + 3, 3 * big + 4, 3 * big + 5, 3 * big + 6]
    // Latitudes and longitudes in 10⁻⁷ degree (granularity 100 nanodegrees).
    let latitudes: [Int64] = [
      601_600_000, 601_700_000, 601_700_000, 601_650_000, 601_650_000, 601_660_000, 601_660_000,
    ]
    let longitudes: [Int64] = [
      249_100_000, 249_200_000, 249_300_000, 249_200_000, 249_210_000, 249_210_000, 249_200_000,
    ]
    let block = PBFWriter.block(
      strings: strings,
      groups: [
        PBFWriter.denseGroup(ids: ids, latitudes: latitudes, longitudes: longitudes),
        PBFWriter.way(id: 2 * big + 10, keys: [1], values: [2], refs: [big + 1, big + 2])
          + PBFWriter.way(id: 9_900_000_001, refs: ids[3...].map { $0 } + [3 * big + 3]),
        PBFWriter.relation(
          id: 5 * big + 20, keys: [3, 5], values: [4, 6], roles: [7], members: [9_900_000_001], types: [1]),
      ], granularity: 100)
    let header = PBFWriter.headerBlock(
      bbox: (left: 24_900_000_000, right: 24_950_000_000, top: 60_180_000_000, bottom: 60_150_000_000))
    return try OSMExtract(pbf: PBFWriter.file(header: header, blocks: [block]))
  }

  @Test("Nodes, ways and relations past 2^32 are read, found by id and drawn on their own nodes")
  func largeIDs() throws {
    let extract = try Self.extract()
    #expect(extract.nodes.ids.last == 3 * Self.big + 6)
    let node = try #require(extract.nodes.position(ofID: Self.big + 1))
    #expect(extract.nodes.latitudes[node] == 601_700_000 && extract.nodes.longitudes[node] == 249_200_000)
    #expect(extract.nodes.position(ofID: Self.big + 7) == nil)
    let (data, report) = try VectorTileCache.build(extract, world: nil) { _ in }
    #expect(report.cutWays == 0 && report.incompleteMultipolygons == 0 && report.issues.isEmpty)
    let road = try #require(data.featureOSMID.firstIndex(of: 2 * Self.big + 10))
    #expect(data.featureClass[road] == .primary)
    let lake = try #require(data.featureOSMID.firstIndex(of: 5 * Self.big + 20))
    #expect(data.featureClass[lake] == .water && data.featureOSMType[lake] == 2)
    // The road's first point is node 2^32 + 1 at 24.92 E, not node 1 at 24.91 E: x = R × 24.92°.
    let level = try #require(data.extractLevels.last)
    let shape = try #require(VectorTiledLayer.shape(of: Int32(road), in: level))
    let first = try #require(level.points(ofPart: level.parts(ofShape: shape).lowerBound).first)
    #expect(abs(first.x - 6_378_137 * 24.92 * .pi / 180) < 1e-6)
  }
}
