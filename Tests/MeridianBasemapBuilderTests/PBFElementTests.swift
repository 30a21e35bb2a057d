import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Hand-made blocks: what the reader keeps, and the element and field each broken one is named by.
@Suite("PBF reader: elements")
struct PBFElementTests {
  @Test("Granularity and offsets: lat = 10⁻⁹ · (lat_offset + granularity · lat), kept at 10⁻⁷ degree")
  func coordinates() throws {
    // Granularity 1,000 (10⁻⁶ degree steps) and offsets of 0.5° and -0.25°: 60.1673566° rounds from
    // 500,000,000 + 1,000 × 59,667,357 = 60,167,357,000 nanodegrees = 601,673,570 × 10⁻⁷.
    let block = PBFWriter.block(
      strings: PBFWriter.table([]),
      groups: [
        PBFWriter.denseGroup(
          ids: [1, 2], latitudes: [59_667_357, -90_500_000], longitudes: [25_201_698, 180_250_000])
      ],
      granularity: 1_000, latitudeOffset: 500_000_000, longitudeOffset: -250_000_000)
    let extract = try readBlocks([block])
    #expect(extract.nodes.latitudes == [601_673_570, -900_000_000])
    #expect(extract.nodes.longitudes == [249_516_980, 1_800_000_000])
    // Nanodegrees that are not whole 10⁻⁷ degrees round to the nearest (halves away from zero).
    let fine = PBFWriter.block(
      strings: PBFWriter.table([]),
      groups: [PBFWriter.denseGroup(ids: [1, 2, 3], latitudes: [149, 150, -150], longitudes: [0, 0, 0])],
      granularity: 1)
    #expect(try readBlocks([fine]).nodes.latitudes == [1, 2, -2])
  }

  @Test("Plain nodes, dense nodes with tags, ways and relations")
  func elements() throws {
    let strings = PBFWriter.table([
      "amenity", "cafe", "name", "Kahvila", "highway", "path", "type", "route", "stop", "",
    ])
    let block = PBFWriter.block(
      strings: strings,
      groups: [
        PBFWriter.denseGroup(
          ids: [10, 11, 12], latitudes: [601_000_000, 601_000_100, 601_000_200],
          longitudes: [249_000_000, 249_000_100, 249_000_200],
          keysValues: [1, 2, 3, 4, 0, 0, 5, 6, 0]),
        PBFWriter.node(id: 20, latitude: 601_000_300, longitude: 249_000_300, keys: [1], values: [2]),
        PBFWriter.way(id: 100, keys: [5], values: [6], refs: [10, 11, 12, 10]),
        PBFWriter.relation(id: 200, keys: [7], values: [8], roles: [9, 10], members: [100, 20], types: [1, 0]),
      ])
    let extract = try readBlocks([block])
    #expect(extract.nodes.ids == [10, 11, 12, 20])
    #expect(extract.tags(ofNode: 0).map { "\($0.key)=\($0.value)" } == ["amenity=cafe", "name=Kahvila"])
    #expect(extract.tags(ofNode: 1).isEmpty)
    #expect(extract.value(forKey: "highway", ofNode: 2) == "path")
    #expect(extract.value(forKey: "amenity", ofNode: 3) == "cafe")
    #expect(Array(extract.ways.refs(of: 0)) == [10, 11, 12, 10])
    #expect(extract.value(forKey: "highway", ofWay: 0) == "path")
    let members = extract.relations.members(of: 0)
    #expect(members.map { extract.relations.memberTypes[$0] } == [.way, .node])
    #expect(members.map { extract.relations.memberRefs[$0] } == [100, 20])
    #expect(members.map { extract.strings[Int(extract.relations.memberRoles[$0])] } == ["stop", ""])
    // Strings are interned once across elements and blocks.
    let again = try readBlocks([
      block,
      PBFWriter.block(
        strings: strings, groups: [PBFWriter.node(id: 30, latitude: 0, longitude: 0, keys: [1], values: [2])]),
    ])
    #expect(again.strings.count == extract.strings.count)
  }

  @Test("Strings are compared by their bytes: canonically equivalent spellings stay two strings")
  func stringsByBytes() throws {
    // "Töölö" precomposed (U+00F6) and decomposed (o + U+0308): equal as Swift strings, not as bytes.
    let composed = "T\u{F6}\u{F6}l\u{F6}"
    let decomposed = "To\u{308}o\u{308}lo\u{308}"
    let block = PBFWriter.block(
      strings: PBFWriter.table(["name", composed, decomposed]),
      groups: [
        PBFWriter.way(id: 1, keys: [1], values: [2], refs: []), PBFWriter.way(id: 2, keys: [1], values: [3], refs: []),
      ])
    let extract = try readBlocks([block])
    #expect(extract.strings.count == 3)
    #expect(extract.stringIndex(of: composed) == 1)
    #expect(extract.stringIndex(of: decomposed) == 2)
    #expect(Array(extract.value(forKey: "name", ofWay: 1)?.utf8 ?? "".utf8) == Array(decomposed.utf8))
  }

  @Test("A way's node outside the extract and a relation listing itself are kept")
  func danglingReferences() throws {
    let block = PBFWriter.block(
      strings: PBFWriter.table(["inner"]),
      groups: [
        PBFWriter.denseGroup(ids: [1], latitudes: [0], longitudes: [0]),
        PBFWriter.way(id: 5, refs: [1, 999_999]),
        PBFWriter.relation(id: 7, roles: [1, 1], members: [7, 5], types: [2, 1]),
      ])
    let extract = try readBlocks([block])
    #expect(Array(extract.ways.refs(of: 0)) == [1, 999_999])
    #expect(extract.nodes.position(ofID: 999_999) == nil)
    #expect(extract.relations.memberRefs == [7, 5])
    #expect(extract.relations.position(ofID: 7) == 0)
  }

  @Test("A string index outside the block's table names the element and field")
  func stringIndex() {
    let block = PBFWriter.block(
      strings: PBFWriter.table(["highway"]), groups: [PBFWriter.way(id: 42, keys: [1], values: [5], refs: [1])])
    let error = blocksFailure([block])
    #expect(error?.reason == .stringIndexOutOfRange(index: 5, count: 2))
    #expect(error?.elementType == .way)
    #expect(error?.elementID == 42)
    #expect(error?.field == "Way.vals")
    #expect(error?.blobIndex == 1)
    // The header blob: a 4-byte prefix, a 13-byte BlobHeader and a 37-byte Blob.
    #expect(error?.blobOffset == 54)
    #expect(error?.description.contains("blob 1 at byte 54, way 42, field Way.vals") == true)
    // A negative int32 role index (a ten-byte varint) is out of range, not wrapped.
    let role = PBFWriter.block(
      strings: PBFWriter.table([]), groups: [PBFWriter.relation(id: 3, roles: [-1], members: [1], types: [0])])
    #expect(blocksFailure([role])?.reason == .stringIndexOutOfRange(index: -1, count: 1))
  }

  @Test("Invalid UTF-8 in a tag is an error naming the element and field; unused strings are not read")
  func invalidUTF8() throws {
    let strings: [[UInt8]] = [[], Array("name".utf8), [0x48, 0xC3, 0x28], [0xFF, 0xFE]]
    let block = PBFWriter.block(strings: strings, groups: [PBFWriter.way(id: 9, keys: [1], values: [2], refs: [1])])
    let error = blocksFailure([block])
    #expect(error?.reason == .invalidUTF8)
    #expect(error?.elementType == .way)
    #expect(error?.elementID == 9)
    #expect(error?.field == "Way.vals")
    #expect(error?.blobIndex == 1)
    // String 3 (not UTF-8) is never used: nothing reads it.
    let unused = PBFWriter.block(strings: strings, groups: [PBFWriter.way(id: 9, keys: [1], values: [1], refs: [1])])
    #expect(try readBlocks([unused]).value(forKey: "name", ofWay: 0) == "name")
  }

  @Test("Dense nodes: arrays of different lengths, keys_vals cut short or too long")
  func denseArrays() {
    let mismatch = PBFWriter.block(
      strings: PBFWriter.table([]),
      groups: [PBFWriter.denseGroup(ids: [1, 2, 3], latitudes: [0, 0], longitudes: [0, 0, 0])])
    let error = blocksFailure([mismatch])
    #expect(error?.reason == .lengthMismatch("3 ids, 2 latitudes and 3 longitudes"))
    #expect(error?.field == "DenseNodes.lat")
    #expect(error?.elementType == .node)
    let short = PBFWriter.block(
      strings: PBFWriter.table(["a", "b"]),
      groups: [
        PBFWriter.denseGroup(ids: [1, 2], latitudes: [0, 0], longitudes: [0, 0], keysValues: [1, 2, 0, 1, 2])
      ])
    let shortError = blocksFailure([short])
    #expect(shortError?.reason == .lengthMismatch("keys_vals ends inside the tags of node 2 of 2"))
    #expect(shortError?.elementID == 2)
    #expect(shortError?.field == "DenseNodes.keys_vals")
    let long = PBFWriter.block(
      strings: PBFWriter.table(["a", "b"]),
      groups: [PBFWriter.denseGroup(ids: [1], latitudes: [0], longitudes: [0], keysValues: [1, 2, 0, 0])])
    #expect(blocksFailure([long])?.reason == .lengthMismatch("keys_vals has 1 entries after the tags of the last node"))
    let tags = PBFWriter.block(
      strings: PBFWriter.table(["a"]), groups: [PBFWriter.way(id: 1, keys: [1, 1], values: [1], refs: [])])
    #expect(blocksFailure([tags])?.reason == .lengthMismatch("2 keys and 1 values"))
    let members = PBFWriter.block(
      strings: PBFWriter.table([]), groups: [PBFWriter.relation(id: 1, roles: [0, 0], members: [1, 2], types: [0])])
    let memberError = blocksFailure([members])
    #expect(memberError?.reason == .lengthMismatch("2 memids, 2 roles_sid and 1 types"))
    #expect(memberError?.field == "Relation.memids")
  }

  @Test("Elements out of id order are sorted with their tags and refs; a repeated id is an error")
  func order() throws {
    let strings = PBFWriter.table(["name", "B", "A"])
    let first = PBFWriter.block(
      strings: strings,
      groups: [
        PBFWriter.denseGroup(ids: [5, 3], latitudes: [50, 30], longitudes: [5, 3], keysValues: [1, 2, 0, 1, 3, 0]),
        PBFWriter.way(id: 20, keys: [1], values: [2], refs: [5, 3]),
        PBFWriter.way(id: 10, keys: [1], values: [3], refs: [3]),
      ])
    let extract = try readBlocks([first])
    #expect(extract.sortedByReader)
    #expect(extract.nodes.ids == [3, 5])
    #expect(extract.nodes.latitudes == [30, 50])
    #expect(extract.value(forKey: "name", ofNode: 0) == "A")
    #expect(extract.ways.ids == [10, 20])
    #expect(Array(extract.ways.refs(of: 1)) == [5, 3])
    #expect(extract.value(forKey: "name", ofWay: 1) == "B")
    #expect(extract.nodes.position(ofID: 5) == 1)
    // In order, a repeat is found at once; out of order, after sorting, named by its blob.
    let repeated = PBFWriter.block(
      strings: strings, groups: [PBFWriter.denseGroup(ids: [1, 1], latitudes: [0, 0], longitudes: [0, 0])])
    let repeatedError = blocksFailure([repeated])
    #expect(repeatedError?.reason == .duplicateID(1))
    #expect(repeatedError?.elementID == 1)
    #expect(repeatedError?.blobIndex == 1)
    let later = PBFWriter.block(
      strings: strings, groups: [PBFWriter.denseGroup(ids: [4, 2], latitudes: [0, 0], longitudes: [0, 0])])
    let laterError = blocksFailure([
      first, later,
      PBFWriter.block(strings: strings, groups: [PBFWriter.denseGroup(ids: [5], latitudes: [0], longitudes: [0])]),
    ])
    #expect(laterError?.reason == .duplicateID(5))
    #expect(laterError?.elementType == .node)
    #expect(laterError?.blobIndex == 3)
  }

  @Test("A cancelled task stops reading between blobs")
  func cancellation() async {
    let bytes = HelsinkiExtract.bytes
    let task = Task { () -> OpenStreetMapReadError.Reason? in
      while !Task.isCancelled { await Task.yield() }
      do throws(OpenStreetMapReadError) {
        _ = try OSMExtract(pbf: bytes)
        return nil
      } catch {
        return error.reason
      }
    }
    task.cancel()
    #expect(await task.value == .cancelled)
  }
}
