import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The reader against osmium-tool 1.15.0 (Debian bookworm's `osmium-tool`) on the bundled extract.
///
/// Provenance (run on `Sources/MeridianSampleData/Resources/helsinki.osm.pbf`):
/// - `osmium fileinfo -e helsinki.osm.pbf`: the counts, the header and data bounding boxes, the
///   smallest and largest ids, the generator;
/// - `osmium tags-filter -R helsinki.osm.pbf nwr/KEY[=VALUE] -f opl`, counting the `n`, `w` and `r`
///   lines: the per-tag counts;
/// - `osmium getid helsinki.osm.pbf n159708942 w4236349 r2919185 r4055 -f opl`: the objects below
///   (OPL escapes `%20%` and the like are decoded here);
/// - `osmium cat helsinki.osm.pbf -f opl`, read by a short Python script: the totals (tags, coordinate
///   sums in 10⁻⁷ degree, way node and member counts and sums, roles, distinct strings, references to
///   elements outside the extract).
@Suite("PBF reader: the Helsinki extract against osmium")
struct PBFReferenceTests {
  let extract: OSMExtract

  init() throws { extract = try HelsinkiExtract.extract.get() }

  @Test("osmium fileinfo -e: counts, ids, bounding boxes, header")
  func fileinfo() {
    #expect(extract.nodes.count == 24_260)
    #expect(extract.ways.count == 5_130)
    #expect(extract.relations.count == 620)
    #expect(extract.nodes.ids.first == 25_291_537)
    #expect(extract.nodes.ids.last == 6_394_671_610)
    #expect(extract.ways.ids.first == 4_236_349)
    #expect(extract.ways.ids.last == 684_443_849)
    #expect(extract.relations.ids.first == 4_055)
    #expect(extract.relations.ids.last == 9_427_673)
    // "Objects ordered (by type and id): yes".
    #expect(!extract.sortedByReader)
    // "Header: Bounding boxes: (24.9351762,60.164155,24.9534145,60.179113)": osmium keeps the header
    // box at 10⁻⁷ degree, truncating the nanodegrees.
    let box = extract.header.boundingBox
    #expect(
      box.map { [$0.left / 100, $0.bottom / 100, $0.right / 100, $0.top / 100] }
        == [249_351_762, 601_641_550, 249_534_145, 601_791_130])
    // "Data: Bounding box: (24.9351766,60.1641551,24.9534132,60.1791074)".
    #expect(extract.nodes.longitudes.min() == 249_351_766)
    #expect(extract.nodes.latitudes.min() == 601_641_551)
    #expect(extract.nodes.longitudes.max() == 249_534_132)
    #expect(extract.nodes.latitudes.max() == 601_791_074)
    // "Options: generator=0.47"; "pbf_dense_nodes=true".
    #expect(extract.header.writingProgram == "0.47")
    #expect(extract.header.requiredFeatures == ["OsmSchema-V0.6", "DenseNodes"])
  }

  @Test("osmium cat -f opl: totals over every element")
  func totals() {
    #expect(extract.nodes.tags.keys.count == 28_367)
    #expect((0..<extract.nodes.count).count { extract.nodes.tags.count(of: $0) > 0 } == 8_106)
    #expect(extract.ways.tags.keys.count == 25_114)
    #expect(extract.relations.tags.keys.count == 4_594)
    #expect(extract.nodes.latitudes.reduce(0) { $0 + Int64($1) } == 14_597_448_200_208)
    #expect(extract.nodes.longitudes.reduce(0) { $0 + Int64($1) } == 6_051_479_098_926)
    #expect(extract.ways.refs.count == 38_026)
    #expect(extract.ways.refs.reduce(0, +) == 78_035_221_791_190)
    #expect(extract.relations.memberRefs.count == 84_049)
    #expect(extract.relations.memberTypes.count { $0 == .node } == 7_837)
    #expect(extract.relations.memberTypes.count { $0 == .way } == 75_697)
    #expect(extract.relations.memberTypes.count { $0 == .relation } == 515)
    #expect(extract.relations.memberRefs.reduce(0, +) == 22_430_265_895_564)
    let roles = extract.relations.memberRoles.map { extract.strings[Int($0)] }
    #expect(roles.count { $0 == "forward" } == 34_696)
    #expect(roles.count { $0 == "" } == 33_309)
    #expect(roles.count { $0 == "backward" } == 5_149)
    #expect(roles.count { $0 == "outer" } > 0)
    // Every distinct tag key, tag value and role: the reader interns only those.
    #expect(extract.strings.count == 9_325)
    #expect(Set(extract.strings.map { Array($0.utf8) }).count == extract.strings.count)
    let closed = (0..<extract.ways.count).count { way in
      let refs = extract.ways.refs(of: way)
      return refs.count > 1 && refs.first == refs.last
    }
    #expect(closed == 1_396)
  }

  @Test("References outside the extract are kept (421 ways, 338 relations)")
  func references() {
    var cutWays = 0
    var outsideRefs = 0
    for way in 0..<extract.ways.count {
      let missing = extract.ways.refs(of: way).count { extract.nodes.position(ofID: $0) == nil }
      outsideRefs += missing
      if missing > 0 { cutWays += 1 }
    }
    #expect(cutWays == 421)
    #expect(outsideRefs == 4_525)
    var incomplete = 0
    var incompleteMultipolygons = 0
    let type = extract.stringIndex(of: "type")
    let multipolygon = extract.stringIndex(of: "multipolygon")
    for relation in 0..<extract.relations.count {
      let missing = extract.relations.members(of: relation).contains { member in
        let id = extract.relations.memberRefs[member]
        switch extract.relations.memberTypes[member] {
        case .node: return extract.nodes.position(ofID: id) == nil
        case .way: return extract.ways.position(ofID: id) == nil
        case .relation: return extract.relations.position(ofID: id) == nil
        }
      }
      guard missing else { continue }
      incomplete += 1
      if let type, extract.relations.tags.value(forKey: type, of: relation) == multipolygon {
        incompleteMultipolygons += 1
      }
    }
    #expect(incomplete == 338)
    #expect(incompleteMultipolygons == 6)
  }

  @Test(
    "osmium tags-filter -R: elements with a tag",
    arguments: [
      ("building", nil, 36, 433, 67), ("highway", nil, 1_468, 2_650, 30), ("natural", "water", 2, 7, 0),
      ("natural", "coastline", 0, 3, 0), ("type", "multipolygon", 0, 0, 110),
    ] as [(String, String?, Int, Int, Int)])
  func tagCounts(_ key: String, _ value: String?, _ nodes: Int, _ ways: Int, _ relations: Int) {
    func count(_ table: OSMTagTable, _ elements: Int) -> Int {
      guard let key = extract.stringIndex(of: key) else { return 0 }
      let wanted = value.map { extract.stringIndex(of: $0) ?? -1 }
      return (0..<elements).count { element in
        guard let found = table.value(forKey: key, of: element) else { return false }
        return wanted.map { $0 == found } ?? true
      }
    }
    #expect(count(extract.nodes.tags, extract.nodes.count) == nodes)
    #expect(count(extract.ways.tags, extract.ways.count) == ways)
    #expect(count(extract.relations.tags, extract.relations.count) == relations)
  }

  @Test("osmium getid: a tagged node, a named street, the Kauppatori and a building multipolygon")
  func objects() throws {
    // n159708942 … Tref=0430,name=Kauppatori,name:fi=Kauppatori,name:sv=Salutorget,railway=tram_stop,
    //   shelter=yes,advertising=poster_box,departures_board=realtime x24.9516981 y60.1673566
    let node = try #require(extract.nodes.position(ofID: 159_708_942))
    #expect(extract.nodes.latitudes[node] == 601_673_566)
    #expect(extract.nodes.longitudes[node] == 249_516_981)
    #expect(abs(extract.nodes.latitude(of: node) - 60.1673566) < 1e-9)
    #expect(
      extract.tags(ofNode: node).map { "\($0.key)=\($0.value)" } == [
        "ref=0430", "name=Kauppatori", "name:fi=Kauppatori", "name:sv=Salutorget", "railway=tram_stop", "shelter=yes",
        "advertising=poster_box", "departures_board=realtime",
      ])
    // w4236349 … Tlit=yes,name=Erottajankatu,lanes=2,oneway=yes,highway=unclassified,
    //   name:fi=Erottajankatu,name:sv=Skillnadsgatan,surface=paved,maxspeed=30,
    //   parking:lane:both=no_stopping,parking:condition:reason=junction Nn1372477605,n292727220,n2394117042
    let way = try #require(extract.ways.position(ofID: 4_236_349))
    #expect(Array(extract.ways.refs(of: way)) == [1_372_477_605, 292_727_220, 2_394_117_042])
    #expect(extract.value(forKey: "name", ofWay: way) == "Erottajankatu")
    #expect(extract.value(forKey: "highway", ofWay: way) == "unclassified")
    #expect(extract.value(forKey: "building", ofWay: way) == nil)
    #expect(extract.tags(ofWay: way).count == 11)
    #expect(extract.tags(ofWay: way).last.map { "\($0.key)=\($0.value)" } == "parking:condition:reason=junction")
    // r2919185 … the Kauppatori multipolygon; its inner way w220751227 is outside the extract.
    let square = try #require(extract.relations.position(ofID: 2_919_185))
    let members = extract.relations.members(of: square).map {
      (
        extract.relations.memberTypes[$0], extract.relations.memberRefs[$0],
        extract.strings[Int(extract.relations.memberRoles[$0])]
      )
    }
    #expect(
      members.map { "\($0.0)\($0.1)@\($0.2)" } == ["way457948795@outer", "way499729178@outer", "way220751227@inner"])
    #expect(extract.ways.position(ofID: 220_751_227) == nil)
    #expect(extract.value(forKey: "name:ru", ofRelation: square) == "Рыночная площадь")
    // OPL: name:zh=%96c6%%5e02%%5ee3%%5834%.
    #expect(extract.value(forKey: "name:zh", ofRelation: square) == "\u{96C6}\u{5E02}\u{5EE3}\u{5834}")
    #expect(extract.value(forKey: "wikipedia:en", ofRelation: square) == "Market_Square,_Helsinki")
    #expect(extract.tags(ofRelation: square).count == 15)
    // r4055 … Tbuilding:levels=3,building:min_level=2,building:part=yes,type=multipolygon
    //   Mw123552494@outer,w17430894@inner
    let part = try #require(extract.relations.position(ofID: 4_055))
    #expect(extract.relations.members(of: part).map { extract.relations.memberRefs[$0] } == [123_552_494, 17_430_894])
    #expect(
      extract.tags(ofRelation: part).map(\.key) == ["building:levels", "building:min_level", "building:part", "type"])
  }

  @Test("Ids ascend, the indexes agree with a binary search, offsets are monotone")
  func structure() {
    for ids in [extract.nodes.ids, extract.ways.ids, extract.relations.ids] {
      #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
    }
    for (position, id) in extract.nodes.ids.enumerated() where position % 97 == 0 {
      #expect(extract.nodes.position(ofID: id) == position)
    }
    #expect(extract.nodes.position(ofID: 25_291_538) == nil)
    #expect(extract.nodes.position(ofID: -1) == nil)
    #expect(zip(extract.ways.refStart, extract.ways.refStart.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(extract.ways.refStart.last.map(Int.init) == extract.ways.refs.count)
    #expect(extract.relations.memberStart.last.map(Int.init) == extract.relations.memberRefs.count)
    #expect(extract.nodes.tags.start.count == extract.nodes.count + 1)
  }

  @Test("Reading from memory gives what reading the file gives; progress rises to 1")
  func memoryAndProgress() throws {
    var fractions: [Double] = []
    let fromMemory = try OSMExtract(pbf: HelsinkiExtract.bytes, progress: { fractions.append($0) })
    #expect(fromMemory == extract)
    #expect(fractions.count == 5)
    #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 < $1 })
    #expect(fractions.last == 1)
  }
}
