import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Hand-made blocks with broken protocol buffer encodings, unknown fields, missing fields and values out
/// of range.
@Suite("PBF reader: wire format and values")
struct PBFWireFormatTests {
  @Test("Varints over 10 bytes, negative and overlong lengths, unknown wire types")
  func wireFormat() {
    func group(_ raw: [UInt8]) -> [UInt8] {
      PBFWriter.block(strings: PBFWriter.table([]), groups: [raw])
    }
    // A way (field 3) whose id varint has 11 bytes.
    var long = ProtobufWriter()
    long.message(3) { way in
      way.key(1, 0)
      way.raw([UInt8](repeating: 0xFF, count: 10) + [0x01])
    }
    let longError = blocksFailure([group(long.bytes)])
    #expect(longError?.reason == .malformed("a varint is longer than 10 bytes or overflows 64 bits"))
    #expect(longError?.field == "Way.id")
    // A way whose refs length is a ten-byte varint of -1 (negative).
    var negative = ProtobufWriter()
    negative.message(3) { way in
      way.int(1, 5)
      way.key(8, 2)
      way.varint(UInt64.max)
    }
    let negativeError = blocksFailure([group(negative.bytes)])
    #expect(negativeError?.reason == .malformed("a negative length"))
    #expect(negativeError?.field == "Way.refs")
    #expect(negativeError?.elementID == 5)
    // A length past the end of the enclosing message.
    var overlong = ProtobufWriter()
    overlong.message(3) { way in
      way.int(1, 6)
      way.key(8, 2)
      way.varint(100)
      way.raw([1, 2])
    }
    #expect(
      blocksFailure([group(overlong.bytes)])?.reason
        == .malformed("a length of 100 bytes runs past the end of its message (2 left)"))
    // Wire type 7 does not exist.
    var wire = ProtobufWriter()
    wire.message(3) { way in
      way.int(1, 7)
      way.key(15, 7)
    }
    #expect(blocksFailure([group(wire.bytes)])?.reason == .malformed("unknown wire type 7 (field 15)"))
  }

  @Test("Unknown fields of every wire type are skipped, repeated fields may come unpacked")
  func unknownFields() throws {
    var way = ProtobufWriter()
    way.message(3) { way in
      way.int(1, 8)
      way.int(50, 123)  // varint
      way.key(51, 1)  // fixed64
      way.raw([1, 2, 3, 4, 5, 6, 7, 8])
      way.bytes(52, [9, 9, 9])  // length-delimited
      way.key(53, 5)  // fixed32
      way.raw([1, 2, 3, 4])
      way.key(54, 3)  // a group holding a varint and a nested group
      way.int(1, 1)
      way.key(2, 3)
      way.key(2, 4)
      way.key(54, 4)
      way.sint(8, 3)  // refs unpacked: 3, then 3 + 4
      way.sint(8, 4)
    }
    let extract = try readBlocks([PBFWriter.block(strings: PBFWriter.table([]), groups: [way.bytes])])
    #expect(Array(extract.ways.refs(of: 0)) == [3, 7])
    var badGroup = ProtobufWriter()
    badGroup.message(3) { way in
      way.int(1, 9)
      way.key(54, 3)
      way.key(55, 4)
    }
    #expect(
      blocksFailure([PBFWriter.block(strings: PBFWriter.table([]), groups: [badGroup.bytes])])?.reason
        == .malformed("group 54 ends with field 55"))
  }

  @Test("Missing required fields, values out of range")
  func requiredFieldsAndRanges() {
    var noID = ProtobufWriter()
    noID.message(3) { way in way.packedSigned(8, [1]) }
    let noIDError = blocksFailure([PBFWriter.block(strings: PBFWriter.table([]), groups: [noID.bytes])])
    #expect(noIDError?.reason == .missingField)
    #expect(noIDError?.field == "Way.id")
    var noLatitude = ProtobufWriter()
    noLatitude.message(1) { node in
      node.sint(1, 4)
      node.sint(9, 0)
    }
    let latitudeError = blocksFailure([PBFWriter.block(strings: PBFWriter.table([]), groups: [noLatitude.bytes])])
    #expect(latitudeError?.reason == .missingField)
    #expect(latitudeError?.field == "Node.lat")
    #expect(latitudeError?.elementID == 4)
    // 91°: 910,000,000 × 100 nanodegrees.
    let north = PBFWriter.block(
      strings: PBFWriter.table([]), groups: [PBFWriter.node(id: 3, latitude: 910_000_000, longitude: 0)])
    let northError = blocksFailure([north])
    #expect(northError?.field == "Node.lat")
    #expect(northError?.elementID == 3)
    guard case .valueOutOfRange = northError?.reason else {
      Issue.record("expected a value out of range, got \(String(describing: northError))")
      return
    }
    // An offset that overflows 64 bits with the value.
    let overflow = PBFWriter.block(
      strings: PBFWriter.table([]),
      groups: [PBFWriter.denseGroup(ids: [1], latitudes: [Int64.max / 2], longitudes: [0])],
      granularity: 100)
    #expect(blocksFailure([overflow])?.field == "DenseNodes.lat")
    let granularity = PBFWriter.block(strings: PBFWriter.table([]), groups: [], granularity: 0)
    #expect(blocksFailure([granularity])?.reason == .valueOutOfRange("granularity 0"))
    let type = PBFWriter.block(
      strings: PBFWriter.table([]), groups: [PBFWriter.relation(id: 1, roles: [0], members: [1], types: [3])])
    let typeError = blocksFailure([type])
    #expect(typeError?.reason == .valueOutOfRange("member type 3 (0 node, 1 way, 2 relation)"))
    #expect(typeError?.field == "Relation.types")
    // Delta-coded ids that overflow.
    let ids = PBFWriter.block(
      strings: PBFWriter.table([]), groups: [PBFWriter.way(id: 1, refs: [Int64.max, Int64.min + 1])])
    #expect(blocksFailure([ids])?.reason == .valueOutOfRange("the delta-coded node id overflows 64 bits"))
  }
}
