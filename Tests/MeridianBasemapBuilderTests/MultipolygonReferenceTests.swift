import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The builder's areas against `osmium export` (osmium 1.15.0, libosmium 2.19.0, Debian), which
/// assembles multipolygons and turns closed ways into polygons by the OpenStreetMap rules, and
/// exports only the complete ones (12 of the extract's 110 multipolygons miss members and are left
/// out; the builder closes those along the box, which no reference covers).
///
/// The reference values come from this script (areas in Web Mercator square metres, as the builder's
/// rings are; rings counted as exteriors plus interiors of every polygon):
///
/// ```sh
/// osmium export helsinki.osm.pbf -f geojsonseq --add-unique-id=type_id -o all.geojsonseq
/// osmium tags-filter helsinki.osm.pbf r/type=multipolygon -R -f osm -o mp.osm
/// grep -o '<relation id="[0-9]*"' mp.osm | grep -o '[0-9]*' > mp_ids.txt
/// ```
/// ```python
/// # pyproj 3.7.2, shapely 2.2.0
/// import json, shapely; from pyproj import Transformer; from shapely.geometry import shape
/// to3857 = Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True)
/// mp_ids = {int(x) for x in open("mp_ids.txt")}; rels, ways = [], []
/// for line in open("all.geojsonseq"):
///     f = json.loads(line.strip("\x1e\n"))
///     if not f["id"].startswith("a"): continue
///     a = int(f["id"][1:])          # osmium's area id: 2 × way id, or 2 × relation id + 1
///     g = shapely.transform(shape(f["geometry"]), lambda c: list(zip(*to3857.transform(c[:, 0], c[:, 1]))))
///     polys = list(g.geoms) if g.geom_type == "MultiPolygon" else [g]
///     rec = (a // 2, g.area, len(polys) + sum(len(p.interiors) for p in polys))
///     if a % 2 and a // 2 in mp_ids: rels.append(rec)
///     elif a % 2 == 0 and "building" in f["properties"]: ways.append(rec)
/// rels.sort(); ways.sort()
/// print(rels); print(ways[::4])   # 98 multipolygons; 385 buildings, every 4th
/// ```
///
/// The builder's geometry is zoom 16's, simplified by Douglas–Peucker to t = half a point at zoom 16
/// (2.388657 m / 2 = 1.194 m). Each simplified segment of length L replaces a run of the original ring
/// that lies within t of it, so the area between them lies in the segment's t-neighbourhood, of area
/// 2tL + πt². The areas may therefore differ by at most Σ(2tL + πt²) over the simplified segments,
/// plus the 0.05 m² the references are rounded to. No ring of these references is smaller than 22 m²
/// (a point² at zoom 16 is 5.7 m²), so none is dropped: the ring counts must be equal.
@Suite("Areas against osmium export") struct MultipolygonReferenceTests {
  /// (relation id, area in Web Mercator m², rings, styled): the 98 complete `type=multipolygon`
  /// relations. `styled` says whether the style table has a class for the relation's tags
  /// (`building`, `landuse`, `natural`, `leisure=park|garden`, `highway=pedestrian`); the 24 others
  /// carry no tags (old-style multipolygons, tagged on their outer way), a name alone, or
  /// `highway=service|footway|platform`, which the style does not draw as areas.
  static let multipolygons: [Reference] = [
    (4055, 6142.4, 2, false),
    (4198, 8761.5, 2, true),
    (5603, 15306.8, 2, true),
    (5605, 5543.2, 2, true),
    (5606, 5682.2, 2, true),
    (5608, 7551.6, 2, true),
    (6062, 10573.5, 3, true),
    (6065, 6405.4, 3, true),
    (6066, 20051.2, 2, true),
    (9630, 30602.6, 3, true),
    (50684, 4051.1, 2, true),
    (112081, 5532.6, 2, false),
    (116162, 17286.1, 2, false),
    (129594, 5733.8, 2, true),
    (167018, 9015.5, 3, true),
    (167265, 6691.4, 2, true),
    (167319, 4650.7, 2, true),
    (168298, 5331.2, 2, true),
    (168305, 3473.8, 2, true),
    (168361, 6505.0, 2, true),
    (1223494, 818.4, 2, true),
    (1319473, 10720.9, 2, true),
    (1319474, 14477.1, 2, false),
    (1319475, 9651.2, 2, false),
    (1320738, 7646.7, 3, false),
    (1320754, 16442.9, 2, false),
    (1320755, 15978.5, 2, false),
    (1320784, 21774.5, 3, true),
    (1332050, 4009.0, 2, false),
    (1681392, 4673.2, 2, true),
    (1688377, 11002.9, 3, true),
    (1688743, 2836.2, 2, true),
    (1688819, 14114.6, 2, true),
    (1688821, 26009.4, 3, true),
    (1689594, 10536.6, 2, true),
    (1689604, 5524.5, 2, true),
    (1689612, 2733.9, 2, true),
    (1689674, 5691.9, 2, true),
    (1689675, 4329.6, 2, true),
    (1689676, 7668.0, 2, true),
    (1689679, 8149.1, 2, false),
    (1689680, 7767.6, 2, true),
    (1689681, 4606.3, 2, true),
    (1689683, 6740.3, 2, true),
    (1689684, 7256.4, 2, true),
    (1689685, 6207.8, 2, true),
    (1689808, 7662.4, 2, true),
    (1689811, 5648.1, 3, true),
    (1689823, 6663.6, 2, false),
    (1689848, 5242.1, 2, true),
    (1689849, 6460.3, 2, true),
    (1689850, 5934.0, 2, true),
    (1691379, 4282.7, 2, true),
    (1691478, 6960.8, 2, true),
    (1691869, 5745.1, 2, true),
    (1692842, 4971.9, 2, true),
    (1692843, 2538.0, 2, true),
    (1693089, 3974.5, 2, true),
    (1693090, 4069.4, 2, true),
    (1693141, 7728.7, 2, true),
    (1693142, 6580.2, 2, true),
    (1693199, 3422.9, 2, true),
    (1693200, 13068.9, 2, true),
    (1693201, 6092.8, 2, true),
    (1693202, 11465.3, 5, false),
    (1752097, 8156.5, 2, true),
    (1830877, 4293.7, 2, true),
    (1858248, 8369.5, 3, true),
    (2216182, 3334.2, 2, true),
    (2919118, 38423.6, 4, true),
    (2919121, 27023.8, 2, true),
    (2919182, 29491.7, 3, true),
    (2919196, 5466.8, 2, true),
    (2919214, 15165.9, 2, true),
    (3839333, 9440.8, 2, true),
    (3839336, 9975.4, 2, true),
    (6627217, 569610.0, 2, true),
    (7171013, 15036.0, 3, false),
    (7636384, 1492.8, 2, false),
    (7653927, 544.5, 2, false),
    (8064315, 1820.7, 1, true),
    (8064316, 9055.3, 1, false),
    (8184595, 6941.5, 2, true),
    (8227208, 5465.2, 2, true),
    (8273812, 3165.5, 2, false),
    (8273813, 2326.0, 3, false),
    (8273814, 2921.7, 6, false),
    (8275344, 2548.2, 2, false),
    (8275345, 3426.4, 5, false),
    (8275346, 5503.5, 5, false),
    (8513460, 16726.1, 4, true),
    (8525159, 5787.4, 4, true),
    (8525161, 305.7, 2, true),
    (8535506, 174.6, 2, true),
    (8859581, 6586.4, 2, true),
    (8924786, 16412.2, 2, true),
    (9070453, 7907.5, 2, false),
    (9107552, 7581.9, 2, false),
  ]

  /// (way id, area in Web Mercator m², rings, styled): every 4th of the 385 closed building ways, by id.
  static let buildings: [Reference] = [
    (4253124, 594.9, 1, true),
    (15243643, 4030.0, 1, true),
    (17028575, 742.2, 1, true),
    (17359264, 15840.9, 1, true),
    (17360241, 1054.6, 1, true),
    (17360595, 2838.5, 1, true),
    (17425472, 4994.8, 1, true),
    (17430812, 7644.9, 1, true),
    (21237309, 3393.9, 1, true),
    (22115431, 9345.7, 1, true),
    (22328074, 5386.2, 1, true),
    (22338006, 3189.8, 1, true),
    (22462850, 210.6, 1, true),
    (22463046, 6179.2, 1, true),
    (22463156, 3798.1, 1, true),
    (22463353, 3139.3, 1, true),
    (22464687, 2838.8, 1, true),
    (22466138, 6760.9, 1, true),
    (22498756, 4096.2, 1, true),
    (22498785, 2992.1, 1, true),
    (22907250, 2683.9, 1, true),
    (22942665, 7565.5, 1, true),
    (22942676, 3939.1, 1, true),
    (23648033, 9686.1, 1, true),
    (25890878, 1087.1, 1, true),
    (28775711, 163.7, 1, true),
    (28908668, 394.4, 1, true),
    (29072452, 14680.6, 1, true),
    (30779529, 1268.4, 1, true),
    (33103438, 7323.7, 1, true),
    (33734047, 3569.1, 1, true),
    (35144161, 992.1, 1, true),
    (37290069, 4668.3, 1, true),
    (45096115, 276.1, 1, true),
    (45096119, 515.8, 1, true),
    (51327608, 87.2, 1, true),
    (86361769, 257.5, 1, true),
    (87318458, 4860.0, 1, true),
    (88777730, 1177.0, 1, true),
    (88777734, 333.9, 1, true),
    (88777739, 2443.0, 1, true),
    (89532596, 8441.7, 1, true),
    (89544457, 6507.1, 1, true),
    (122595207, 13727.6, 1, true),
    (122595238, 16799.8, 1, true),
    (122595277, 1959.2, 1, true),
    (122869920, 6629.0, 1, true),
    (122872046, 3851.9, 1, true),
    (122876607, 12739.5, 1, true),
    (123414179, 4333.9, 1, true),
    (123521832, 1320.4, 1, true),
    (123522918, 3584.8, 1, true),
    (123523932, 2262.3, 1, true),
    (123524669, 3480.1, 1, true),
    (123525087, 5522.9, 1, true),
    (123527440, 5757.3, 1, true),
    (123533878, 1565.1, 1, true),
    (123549920, 3188.8, 1, true),
    (123550176, 4812.2, 1, true),
    (123550794, 5863.9, 1, true),
    (123586000, 4504.2, 1, true),
    (123814071, 5946.5, 1, true),
    (123814431, 2049.9, 1, true),
    (123911201, 1098.5, 1, true),
    (123915164, 1844.2, 1, true),
    (123915175, 1492.4, 1, true),
    (123915181, 1600.7, 1, true),
    (123921814, 451.2, 1, true),
    (123921822, 2719.9, 1, true),
    (123951221, 5673.3, 1, true),
    (123960449, 2629.4, 1, true),
    (135980454, 2047.7, 1, true),
    (135980460, 6631.3, 1, true),
    (137931583, 2274.9, 1, true),
    (150017831, 232.2, 1, true),
    (165642841, 29.4, 1, true),
    (166725155, 444.3, 1, true),
    (221732178, 403.7, 1, true),
    (226074289, 199.8, 1, true),
    (234872351, 61.0, 1, true),
    (262543021, 103.0, 1, true),
    (289767497, 18758.3, 1, true),
    (289767501, 6620.0, 1, true),
    (289767505, 6198.7, 1, true),
    (316213655, 950.1, 1, true),
    (396370569, 1493.6, 1, true),
    (396371904, 1709.5, 1, true),
    (442896046, 46.9, 1, true),
    (464739692, 28.3, 1, true),
    (470004888, 77.2, 1, true),
    (470004895, 17.3, 1, true),
    (531021133, 153.5, 1, true),
    (581884066, 90.6, 1, true),
    (581909828, 7991.1, 1, true),
    (643456011, 303.5, 1, true),
    (655097862, 22146.6, 1, true),
    (675858725, 8375.0, 1, true),
  ]

  /// Relations whose rings share segments, with the builder's ring count: osmium cancels the shared
  /// segments and merges the rings, the builder keeps the member ways' rings, and by the even-odd
  /// rule both cover the same area (checked). Relation 1858248 (`building=yes`): the inner ring
  /// w19994110 shares two segments with w651728078 and three with w651728079, two building parts
  /// inside the courtyard tagged `outer`; osmium makes 1 outer and 2 inner rings of the 4 ways.
  static let sharedSegmentRings: [Int64: Int] = [1_858_248: 4]

  typealias Reference = (id: Int64, area: Double, rings: Int, styled: Bool)

  /// Compares the builder's feature of each reference: how many were compared and agreed, and the
  /// references the builder has no feature for.
  func compare(
    _ references: [Reference], osmType: UInt8, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (compared: Int, agreed: Int, missing: [Int64]) {
    let (data, _) = try HelsinkiBasemap.built.get()
    let level = try #require(data.extractLevels.last, sourceLocation: sourceLocation)
    try #require(level.zoom == 16, sourceLocation: sourceLocation)
    let t = TileLevel.scheme.resolution(atZoom: 16) / 2
    var features: [Int64: Int] = [:]
    for f in 0..<data.featureCount where data.featureOSMType[f] == osmType { features[data.featureOSMID[f]] = f }
    var compared = 0
    var agreed = 0
    var missing: [Int64] = []
    for reference in references {
      guard let feature = features[reference.id], let rings = ReferenceGeometry.parts(of: feature, in: level) else {
        missing.append(reference.id)
        continue
      }
      compared += 1
      let area = ReferenceGeometry.evenOddArea(rings)
      let bound = rings.reduce(0.05) { sum, ring in
        sum + 2 * t * ReferenceGeometry.length(ring) + Double(ring.count - 1) * .pi * t * t
      }
      let sameRings = rings.count == (Self.sharedSegmentRings[reference.id] ?? reference.rings)
      let sameArea = abs(area - reference.area) <= bound
      #expect(
        sameRings, "\(reference.id): \(rings.count) rings, osmium \(reference.rings)", sourceLocation: sourceLocation)
      #expect(
        sameArea, "\(reference.id): \(area) m², osmium \(reference.area) m², bound \(bound)",
        sourceLocation: sourceLocation)
      if sameRings && sameArea { agreed += 1 }
    }
    return (compared, agreed, missing)
  }

  @Test("74 multipolygons the style draws: osmium's rings and area within the simplification's bound")
  func multipolygons() throws {
    let result = try compare(Self.multipolygons, osmType: 2)
    #expect(result.compared == 74 && result.agreed == 74)
    // Exactly the relations the style has no class for are not drawn.
    #expect(result.missing == Self.multipolygons.filter { !$0.styled }.map(\.id))
  }

  @Test("97 closed building ways: osmium's rings and area within the simplification's bound")
  func buildingWays() throws {
    let result = try compare(Self.buildings, osmType: 1)
    #expect(result.compared == 97 && result.agreed == 97)
    #expect(result.missing.isEmpty)
  }
}
