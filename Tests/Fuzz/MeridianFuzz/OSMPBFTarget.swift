@testable import MeridianBasemapBuilder

/// The PBF reader: any bytes read to a typed ``OpenStreetMapReadError`` or to an extract whose
/// invariants hold: ids strictly ascending and found by the id index, offsets monotone and ending at
/// their arrays' ends, string indices within the string table, coordinates within ±90° and ±180°.
///
/// Modes (first byte): `b` the rest is a `PrimitiveBlock`, `h` a `HeaderBlock` (each wrapped here in
/// raw blobs after a valid header); otherwise the whole input is a PBF file.
enum OSMPBFTarget: FuzzTarget {
  static let name = "osm-pbf"

  static func run(_ input: [UInt8]) {
    let (mode, body) = split(input)
    let file: [UInt8]
    switch mode {
    case UInt8(ascii: "b"): file = blob("OSMHeader", header) + blob("OSMData", body)
    case UInt8(ascii: "h"): file = blob("OSMHeader", body)
    default: file = input
    }
    let extract: OSMExtract
    do {
      extract = try OSMExtract(pbf: file)
    } catch {
      return  // typed: OpenStreetMapReadError (typed throws)
    }
    check(extract)
  }

  static func check(_ extract: OSMExtract) {
    let strings = extract.strings.count
    func checkIDs(_ ids: [Int64], _ name: String, _ position: (Int64) -> Int?) {
      for index in ids.indices {
        if index > 0 { expect(ids[index - 1] < ids[index], "\(name) ids not ascending at \(index)") }
        expect(position(ids[index]) == index, "\(name) id \(ids[index]) not found at \(index) by the index")
      }
    }
    func checkOffsets(_ start: [Int32], _ count: Int, _ total: Int, _ name: String) {
      expect(start.count == count + 1, "\(name): \(start.count) offsets for \(count) elements")
      expect(start.first == 0 && start.last.map(Int.init) == total, "\(name): offsets do not end at \(total)")
      expect(zip(start, start.dropFirst()).allSatisfy { $0 <= $1 }, "\(name): offsets not monotone")
    }
    func checkTags(_ tags: OSMTagTable, _ count: Int, _ name: String) {
      checkOffsets(tags.start, count, tags.keys.count, "\(name) tags")
      expect(tags.values.count == tags.keys.count, "\(name): \(tags.keys.count) keys, \(tags.values.count) values")
      expect(
        (tags.keys + tags.values).allSatisfy { $0 >= 0 && Int($0) < strings },
        "\(name): a tag string index out of range")
    }
    let nodes = extract.nodes
    checkIDs(nodes.ids, "node", nodes.position(ofID:))
    expect(nodes.latitudes.count == nodes.count && nodes.longitudes.count == nodes.count, "coordinate arrays' lengths")
    expect(nodes.latitudes.allSatisfy { abs(Int($0)) <= 900_000_000 }, "a latitude beyond ±90°")
    expect(nodes.longitudes.allSatisfy { abs(Int($0)) <= 1_800_000_000 }, "a longitude beyond ±180°")
    checkTags(nodes.tags, nodes.count, "node")
    let ways = extract.ways
    checkIDs(ways.ids, "way", ways.position(ofID:))
    checkOffsets(ways.refStart, ways.count, ways.refs.count, "way refs")
    checkTags(ways.tags, ways.count, "way")
    let relations = extract.relations
    checkIDs(relations.ids, "relation", relations.position(ofID:))
    checkOffsets(relations.memberStart, relations.count, relations.memberRefs.count, "relation members")
    expect(
      relations.memberTypes.count == relations.memberRefs.count
        && relations.memberRoles.count == relations.memberRefs.count,
      "member arrays' lengths")
    expect(relations.memberRoles.allSatisfy { $0 >= 0 && Int($0) < strings }, "a role string index out of range")
    checkTags(relations.tags, relations.count, "relation")
    expect(Set(extract.strings.map { Array($0.utf8) }).count == strings, "the string table holds some bytes twice")
  }

  /// A valid header block: the two known required features.
  static let header: [UInt8] =
    [0x22, 0x0E] + Array("OsmSchema-V0.6".utf8) + [0x22, 0x0A] + Array("DenseNodes".utf8)

  /// A raw blob (fileformat.proto): the length prefix, a `BlobHeader` and a `Blob` with `raw` data.
  static func blob(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let blob = [0x0A] + varint(data.count) + data
    let header = [0x0A] + varint(type.utf8.count) + Array(type.utf8) + [0x18] + varint(blob.count)
    let size = header.count
    return [0, 0, UInt8(size >> 8), UInt8(size & 0xFF)] + header + blob
  }

  static func varint(_ value: Int) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    return bytes + [UInt8(value)]
  }
}
