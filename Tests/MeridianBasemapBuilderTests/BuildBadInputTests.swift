import Foundation
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Extracts whose elements are broken in ways the reader accepts (a way or a relation referring to
/// what the extract does not hold, a relation listing itself or a relation that lists it back, a ring
/// crossing itself): the build draws what it can and counts or reports the rest, never guessing,
/// never looping. Every extract is hand-made, so each count and reason is worked out here.
@Suite("Bad input: basemap build, broken references and rings")
struct BuildBadInputTests {
  /// The strings of the hand-made block (index 0 is the empty string).
  static let strings = PBFWriter.table([
    "highway", "primary", "building", "yes", "type", "multipolygon", "natural", "water", "outer",
  ])
  static let (highway, primary, building, yes, type, multipolygon, natural, water, outer) =
    (Int64(1), Int64(2), Int64(3), Int64(4), Int64(5), Int64(6), Int64(7), Int64(8), Int64(9))

  /// Nodes 1–15 in 10⁻⁷ degree inside the header's box (60.15–60.18° N, 24.90–24.95° E): 1–4 the
  /// corners of a 0.001° square taken in a crossing order (1 south-west, 2 north-east, 3 south-east,
  /// 4 north-west: edges 1–2 and 3–4 are its diagonals), 5–7 an open chain, 8–11 and 12–15 two
  /// squares.
  static let nodes: [(id: Int64, latitude: Int64, longitude: Int64)] = [
    (1, 601_600_000, 249_200_000), (2, 601_610_000, 249_210_000), (3, 601_600_000, 249_210_000),
    (4, 601_610_000, 249_200_000), (5, 601_650_000, 249_250_000), (6, 601_660_000, 249_260_000),
    (7, 601_650_000, 249_270_000), (8, 601_700_000, 249_300_000), (9, 601_700_000, 249_320_000),
    (10, 601_720_000, 249_320_000), (11, 601_720_000, 249_300_000), (12, 601_740_000, 249_350_000),
    (13, 601_740_000, 249_370_000), (14, 601_760_000, 249_370_000), (15, 601_760_000, 249_350_000),
  ]

  /// A multipolygon of water with `members` (id, type: 1 way, 2 relation), all in the role `outer`.
  static func multipolygon(_ id: Int64, _ members: [(Int64, Int64)]) -> [UInt8] {
    PBFWriter.relation(
      id: id, keys: [type, natural], values: [multipolygon, water],
      roles: members.map { _ in outer }, members: members.map(\.0), types: members.map(\.1))
  }

  /// The extract: a primary road cut at node 999 (not in the extract); a building whose ring crosses
  /// itself (way 20); the open way 21 and the squares 23 and 24; multipolygons 30 (way 21 and the
  /// missing way 22), 31 (itself and way 23), 32 and 33 (each other, with ways 23 and 24: a cycle),
  /// 34 (only the missing way 25).
  static func extract() throws -> OSMExtract {
    let block = PBFWriter.block(
      strings: strings,
      groups: [
        PBFWriter.denseGroup(
          ids: nodes.map(\.id), latitudes: nodes.map(\.latitude), longitudes: nodes.map(\.longitude)),
        PBFWriter.way(id: 10, keys: [highway], values: [primary], refs: [5, 8, 999])
          + PBFWriter.way(id: 20, keys: [building], values: [yes], refs: [1, 2, 3, 4, 1])
          + PBFWriter.way(id: 21, refs: [5, 6, 7]) + PBFWriter.way(id: 23, refs: [8, 9, 10, 11, 8])
          + PBFWriter.way(id: 24, refs: [12, 13, 14, 15, 12]),
        multipolygon(30, [(21, 1), (22, 1)]) + multipolygon(31, [(31, 2), (23, 1)])
          + multipolygon(32, [(33, 2), (23, 1)]) + multipolygon(33, [(32, 2), (24, 1)])
          + multipolygon(34, [(25, 1)]),
      ])
    let header = PBFWriter.headerBlock(
      bbox: (left: 24_900_000_000, right: 24_950_000_000, top: 60_180_000_000, bottom: 60_150_000_000))
    return try OSMExtract(pbf: PBFWriter.file(header: header, blocks: [block]))
  }

  @Test("Each broken reference is drawn as far as it goes, counted, or reported by element")
  func brokenReferences() throws {
    let (data, report) = try VectorTileCache.build(try Self.extract(), world: nil) { _ in }
    #expect(report.nodes == 15 && report.ways == 5 && report.relations == 5)
    // Way 10 keeps nodes 5 and 8 and is drawn as a line; it is the only styled way with a node
    // missing (ways 21, 23 and 24 have no tags the style draws).
    #expect(report.cutWays == 1)
    let drawn = Set(zip(data.featureOSMType, data.featureOSMID).map { "\($0.0)/\($0.1)" })
    #expect(drawn.contains("1/10"))
    // Relations 30 and 34 miss one way each.
    #expect(report.incompleteMultipolygons == 2)
    #expect(report.missingMemberWays == 2)
    // Multipolygons 31 (itself ignored), 32 and 33 (each other ignored) are drawn from their ways;
    // the crossing building 20 and the broken multipolygons 30 and 34 are not.
    #expect(drawn.isSuperset(of: ["2/31", "2/32", "2/33"]))
    #expect(drawn.isDisjoint(with: ["1/20", "2/30", "2/34"]))
    let issues = report.issues.map(\.description)
    #expect(
      issues.sorted() == [
        "relation 30: the ring stops at node 5, inside the extract (a member is missing); drawn without the open part",
        "relation 31: it lists itself as a member (ignored)",
        "relation 32: it lists relation 33 as a member (ignored: a multipolygon is made of ways)",
        "relation 33: it lists relation 32 as a member (ignored: a multipolygon is made of ways)",
        "relation 34: none of its member ways is in the extract",
        "way 20: 1 of its rings cross themselves (left out)",
      ])
  }

  @Test("A ring crossing itself is found; a square and a ring touching only at neighbours are simple")
  func ringValidity() throws {
    let bowtie: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(1, 1), SIMD2(1, 0), SIMD2(0, 1), SIMD2(0, 0)]
    #expect(try !RingValidity.isSimple(bowtie))
    let square: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(1, 0), SIMD2(1, 1), SIMD2(0, 1), SIMD2(0, 0)]
    #expect(try RingValidity.isSimple(square))
    // A spike folding back onto its own edge (0,0)→(2,0)→(1,0) is not simple.
    #expect(try !RingValidity.isSimple([SIMD2(0, 0), SIMD2(2, 0), SIMD2(1, 0), SIMD2(1, 1), SIMD2(0, 0)]))
    // A ring that touches itself at a vertex (a figure eight through (1,1)) is not simple.
    let eight: [SIMD2<Double>] = [
      SIMD2(0, 0), SIMD2(1, 1), SIMD2(2, 0), SIMD2(2, 2), SIMD2(1, 1), SIMD2(0, 2), SIMD2(0, 0),
    ]
    #expect(try !RingValidity.isSimple(eight))
  }

  @Test("A world file that is not GeoJSON polygons is refused naming the feature and field")
  func badWorld() {
    func reason(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
      do {
        _ = try NaturalEarthLand.features(from: Data(text.utf8))
        Issue.record("the world was read", sourceLocation: sourceLocation)
        return nil
      } catch let error as BasemapBuildError {
        guard case .unreadableWorld(let reason) = error else { return "\(error)" }
        return reason
      } catch {
        return "\(error)"
      }
    }
    #expect(reason("[1, 2]") == "not a GeoJSON FeatureCollection with \"features\"")
    #expect(
      reason(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null}]}"#)
        == "features[0] has no geometry")
    let point =
      #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]}}]}"#
    #expect(reason(point) == "features[0].geometry is not a Polygon or MultiPolygon")
    #expect(reason("{")?.hasPrefix("not JSON: ") == true)
    let huge = String(repeating: " ", count: NaturalEarthLand.maximumBytes + 1)
    #expect(reason(huge) == "the file is larger than 16777216 bytes")
  }

  @Test("The Helsinki extract: osmium's count of multipolygons missing member ways")
  func helsinkiIncompleteMultipolygons() throws {
    let report = try HelsinkiBasemap.cache().buildReport
    // `osmium tags-filter -R helsinki.osm.pbf r/type=multipolygon` then `osmium cat -f opl` (osmium
    // 1.15): 6 of the 110 multipolygons list 9 member ways that `osmium cat -t way` does not list.
    #expect(report.incompleteMultipolygons == 6)
    #expect(report.missingMemberWays == 9)
    // No relation of the extract lists a relation as a member (osmium: no `r` members).
    #expect(!report.issues.contains { $0.reason.contains("as a member") })
  }
}
