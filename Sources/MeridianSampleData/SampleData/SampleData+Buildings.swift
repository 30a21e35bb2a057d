import Foundation
import MeridianBasemapBuilder

extension SampleData {
  /// The building outlines of the bundled Helsinki extract, as rings of longitude/latitude degrees.
  ///
  /// A building is a closed way tagged `building` (one ring) or a `type=multipolygon` relation tagged
  /// `building` (its member ways as rings, read by the even-odd rule), in id order, ways first. One whose
  /// nodes or member ways are not all in the extract, or whose rings are not closed ways of four nodes
  /// or more, is left out (48 ways and 6 relations cut by the extract's edge). Coordinates are the
  /// file's 10⁻⁷° integers times 10⁻⁷; rings repeat their first point. The overlay benchmark and its
  /// shapely peer (`scripts/geos-overlay/bench-shapely.py`) read the same rule.
  ///
  /// - Returns: 446 buildings (385 ways, 61 relations), as pyosmium's area assembler finds them.
  /// - Throws: An error of the extract's reader when the bundled file is damaged.
  package static func helsinkiBuildingRings() throws -> [[[SIMD2<Double>]]] {
    let extract = try OSMExtract(contentsOf: try helsinkiExtractURL())
    guard let building = extract.stringIndex(of: "building") else { return [] }
    let nodes = extract.nodes
    let ways = extract.ways
    /// A way's ring when it is closed, has four nodes or more, and every node is in the extract.
    func ring(ofWay way: Int) -> [SIMD2<Double>]? {
      let refs = ways.refs(of: way)
      guard refs.count >= 4, refs.first == refs.last else { return nil }
      var ring: [SIMD2<Double>] = []
      ring.reserveCapacity(refs.count)
      for ref in refs {
        guard let node = nodes.position(ofID: ref) else { return nil }
        ring.append(SIMD2(nodes.longitude(of: node), nodes.latitude(of: node)))
      }
      return ring
    }
    var buildings: [[[SIMD2<Double>]]] = []
    for way in 0..<ways.count where ways.tags.value(forKey: building, of: way) != nil {
      if let ring = ring(ofWay: way) { buildings.append([ring]) }
    }
    let relations = extract.relations
    for relation in 0..<relations.count
    where relations.tags.value(forKey: building, of: relation) != nil
      && extract.value(forKey: "type", ofRelation: relation) == "multipolygon"
    {
      var rings: [[SIMD2<Double>]] = []
      for member in relations.members(of: relation) {
        guard relations.memberTypes[member] == .way, let way = ways.position(ofID: relations.memberRefs[member]),
          let ring = ring(ofWay: way)
        else {
          rings = []
          break
        }
        rings.append(ring)
      }
      if !rings.isEmpty { buildings.append(rings) }
    }
    return buildings
  }
}
