/// Writes protocol buffer messages (the wire format: varints, zigzag, length-delimited fields), for
/// hand-made PBF test files. Written from the encoding rules, independently of the reader under test.
struct ProtobufWriter {
  private(set) var bytes: [UInt8] = []

  mutating func varint(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  mutating func key(_ field: Int, _ wire: Int) { varint(UInt64(field << 3 | wire)) }

  /// A varint field (`int32`, `int64`, `uint32`, `bool`, enums; negative values as ten bytes).
  mutating func int(_ field: Int, _ value: Int64) {
    key(field, 0)
    varint(UInt64(bitPattern: value))
  }

  /// A zigzag field (`sint32`, `sint64`).
  mutating func sint(_ field: Int, _ value: Int64) {
    key(field, 0)
    varint(Self.zigzag(value))
  }

  mutating func bytes(_ field: Int, _ data: [UInt8]) {
    key(field, 2)
    varint(UInt64(data.count))
    bytes += data
  }

  mutating func string(_ field: Int, _ text: String) { bytes(field, Array(text.utf8)) }

  mutating func message(_ field: Int, _ build: (inout ProtobufWriter) -> Void) {
    var inner = ProtobufWriter()
    build(&inner)
    bytes(field, inner.bytes)
  }

  /// A packed repeated varint field.
  mutating func packed(_ field: Int, _ values: [Int64]) {
    var inner = ProtobufWriter()
    for value in values { inner.varint(UInt64(bitPattern: value)) }
    bytes(field, inner.bytes)
  }

  /// A packed repeated zigzag field.
  mutating func packedSigned(_ field: Int, _ values: [Int64]) {
    var inner = ProtobufWriter()
    for value in values { inner.varint(Self.zigzag(value)) }
    bytes(field, inner.bytes)
  }

  /// Appends raw bytes (for broken encodings).
  mutating func raw(_ data: [UInt8]) { bytes += data }

  static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

  /// Delta coding: each value minus the one before (the first minus 0), wrapping as a writer would.
  static func deltas(_ values: [Int64]) -> [Int64] {
    var previous: Int64 = 0
    return values.map { value in
      defer { previous = value }
      return value &- previous
    }
  }
}

/// Hand-made PBF files (fileformat.proto and osmformat.proto field numbers).
enum PBFWriter {
  /// How a blob stores its data.
  enum Storage {
    case raw
    /// zlib data (stored DEFLATE blocks) with this `raw_size` (the true size when `nil`).
    case zlib(rawSize: Int?)
    /// The data under another `Blob` field (4 lzma, 5 bzip2, 6 lz4, 7 zstd).
    case field(Int)
  }

  /// A blob with its length prefix and `BlobHeader`.
  static func blob(_ type: String, _ data: [UInt8], storage: Storage = .raw, dataSize: Int? = nil) -> [UInt8] {
    var blob = ProtobufWriter()
    switch storage {
    case .raw: blob.bytes(1, data)
    case .zlib(let rawSize):
      blob.int(2, Int64(rawSize ?? data.count))
      blob.bytes(3, zlibWrapped(storedDeflate(data), source: data))
    case .field(let field):
      blob.int(2, Int64(data.count))
      blob.bytes(field, data)
    }
    var header = ProtobufWriter()
    header.string(1, type)
    header.int(3, Int64(dataSize ?? blob.bytes.count))
    return framed(header.bytes) + blob.bytes
  }

  /// A 4-byte big-endian length, then `header`.
  static func framed(_ header: [UInt8]) -> [UInt8] {
    let count = UInt32(header.count)
    return [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + header
  }

  /// A `HeaderBlock`.
  static func headerBlock(
    required: [String] = ["OsmSchema-V0.6", "DenseNodes"], optional: [String] = [], program: String? = "test",
    bbox: (left: Int64, right: Int64, top: Int64, bottom: Int64)? = nil
  ) -> [UInt8] {
    var header = ProtobufWriter()
    if let bbox {
      header.message(1) { box in
        box.sint(1, bbox.left)
        box.sint(2, bbox.right)
        box.sint(3, bbox.top)
        box.sint(4, bbox.bottom)
      }
    }
    for feature in required { header.string(4, feature) }
    for feature in optional { header.string(5, feature) }
    if let program { header.string(16, program) }
    return header.bytes
  }

  /// A whole file: a header blob and one data blob per block.
  static func file(header: [UInt8] = headerBlock(), blocks: [[UInt8]], storage: Storage = .raw) -> [UInt8] {
    blobs(header: header, blocks: blocks, storage: storage).reduce([], +)
  }

  /// A file's blobs, one array each.
  static func blobs(header: [UInt8] = headerBlock(), blocks: [[UInt8]], storage: Storage = .raw) -> [[UInt8]] {
    [blob("OSMHeader", header, storage: storage)] + blocks.map { blob("OSMData", $0, storage: storage) }
  }

  /// A `PrimitiveBlock`: the string table (raw bytes, so that a test can put invalid UTF-8 in it; index
  /// 0 is the empty string by convention) and the groups, each a list of `PrimitiveGroup` fields.
  static func block(
    strings: [[UInt8]], groups: [[UInt8]], granularity: Int64? = nil, latitudeOffset: Int64? = nil,
    longitudeOffset: Int64? = nil
  ) -> [UInt8] {
    var block = ProtobufWriter()
    block.message(1) { table in
      for string in strings { table.bytes(1, string) }
    }
    for group in groups { block.bytes(2, group) }
    if let granularity { block.int(17, granularity) }
    if let latitudeOffset { block.int(19, latitudeOffset) }
    if let longitudeOffset { block.int(20, longitudeOffset) }
    return block.bytes
  }

  /// `strings` as UTF-8, after the conventional empty string at index 0.
  static func table(_ strings: [String]) -> [[UInt8]] { [[]] + strings.map { Array($0.utf8) } }

  /// A group of `DenseNodes` (ids and coordinates absolute; the writer delta-codes them).
  static func denseGroup(ids: [Int64], latitudes: [Int64], longitudes: [Int64], keysValues: [Int64] = []) -> [UInt8] {
    var group = ProtobufWriter()
    group.message(2) { dense in
      dense.packedSigned(1, ProtobufWriter.deltas(ids))
      dense.packedSigned(8, ProtobufWriter.deltas(latitudes))
      dense.packedSigned(9, ProtobufWriter.deltas(longitudes))
      if !keysValues.isEmpty { dense.packed(10, keysValues) }
    }
    return group.bytes
  }

  /// A `Node` message (field 1 of a group).
  static func node(id: Int64, latitude: Int64, longitude: Int64, keys: [Int64] = [], values: [Int64] = []) -> [UInt8] {
    var node = ProtobufWriter()
    node.sint(1, id)
    if !keys.isEmpty { node.packed(2, keys) }
    if !values.isEmpty { node.packed(3, values) }
    node.sint(8, latitude)
    node.sint(9, longitude)
    var group = ProtobufWriter()
    group.bytes(1, node.bytes)
    return group.bytes
  }

  /// A `Way` message (field 3 of a group); node ids absolute.
  static func way(id: Int64, keys: [Int64] = [], values: [Int64] = [], refs: [Int64]) -> [UInt8] {
    var way = ProtobufWriter()
    way.int(1, id)
    if !keys.isEmpty { way.packed(2, keys) }
    if !values.isEmpty { way.packed(3, values) }
    way.packedSigned(8, ProtobufWriter.deltas(refs))
    var group = ProtobufWriter()
    group.bytes(3, way.bytes)
    return group.bytes
  }

  /// A `Relation` message (field 4 of a group); member ids absolute.
  static func relation(
    id: Int64, keys: [Int64] = [], values: [Int64] = [], roles: [Int64], members: [Int64], types: [Int64]
  ) -> [UInt8] {
    var relation = ProtobufWriter()
    relation.int(1, id)
    if !keys.isEmpty { relation.packed(2, keys) }
    if !values.isEmpty { relation.packed(3, values) }
    relation.packed(8, roles)
    relation.packedSigned(9, ProtobufWriter.deltas(members))
    relation.packed(10, types)
    var group = ProtobufWriter()
    group.bytes(4, relation.bytes)
    return group.bytes
  }
}
