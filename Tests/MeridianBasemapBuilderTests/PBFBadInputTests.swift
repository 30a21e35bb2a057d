import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Broken PBF files: each fails with a typed error naming the blob, element and field.
@Suite("PBF reader: bad input")
struct PBFBadInputTests {
  /// The byte offsets of the Helsinki extract's blobs (their length prefixes) and its end, from
  /// its blob headers: 13-byte headers, blobs of 81, 90,741, 88,342, 86,025 and 419,836 bytes.
  static let blobOffsets = [0, 98, 90_856, 179_215, 265_257, 685_110]

  @Test("The extract cut anywhere inside a blob is truncated, named by the blob it cuts")
  func truncated() throws {
    let bytes = HelsinkiExtract.bytes
    #expect(bytes.count == 685_110)
    for cut in stride(from: 1, to: bytes.count, by: 47_911) + [2, 4, 17, 97, 99, 110, 90_855, 685_109] {
      guard !Self.blobOffsets.contains(cut) else { continue }
      let blob = Self.blobOffsets.lastIndex { $0 < cut } ?? 0
      let error = readFailure(Array(bytes.prefix(cut)))
      guard case .truncated = error?.reason else {
        Issue.record("cut at \(cut): \(String(describing: error))")
        continue
      }
      #expect(error?.blobIndex == blob, "cut at \(cut)")
      #expect(error?.blobOffset == Self.blobOffsets[blob], "cut at \(cut)")
    }
    // Cut between blobs, the file is a shorter valid file: the header and the first data blob.
    let short = try OSMExtract(pbf: Array(bytes.prefix(90_856)))
    #expect(short.nodes.count > 0 && short.nodes.count < 24_260)
    // An empty file has no header.
    #expect(readFailure([])?.reason == .missingField)
  }

  @Test("A garbled blob header, one over 64 KiB, one announcing a blob over 32 MiB")
  func blobHeaders() {
    var garbled = HelsinkiExtract.bytes
    garbled[98 + 4] = 0x07  // the second blob header's first key: field 0, wire type 7
    let error = readFailure(garbled)
    #expect(error?.blobIndex == 1)
    #expect(error?.blobOffset == 98)
    #expect(error?.field == "BlobHeader")
    guard case .malformed = error?.reason else {
      Issue.record("expected malformed data, got \(String(describing: error))")
      return
    }
    let big = PBFWriter.framed([]).prefix(0) + [0x00, 0x01, 0x00, 0x01] + [UInt8](repeating: 0, count: 16)
    #expect(readFailure(Array(big))?.reason == .blobHeaderTooLarge(size: 65_537, limit: 65_536))
    let header = PBFWriter.blob("OSMHeader", PBFWriter.headerBlock())
    let huge = PBFWriter.blob("OSMData", [], dataSize: 33_554_433)
    let hugeError = readFailure(header + huge)
    #expect(hugeError?.reason == .blobTooLarge(size: 33_554_433, limit: 33_554_432))
    #expect(hugeError?.blobIndex == 1)
    #expect(hugeError?.field == "BlobHeader.datasize")
    // A Blob whose raw_size is over the limit.
    let rawSize = PBFWriter.blob("OSMData", [1, 2, 3], storage: .zlib(rawSize: 40_000_000))
    #expect(readFailure(header + rawSize)?.reason == .blobTooLarge(size: 40_000_000, limit: 33_554_432))
  }

  @Test("Required features: unknown ones and HistoricalInformation are refused by name")
  func requiredFeatures() throws {
    let unknown = readFailure(
      PBFWriter.file(header: PBFWriter.headerBlock(required: ["OsmSchema-V0.6", "Teleport-V1"]), blocks: []))
    #expect(unknown?.reason == .unknownRequiredFeature("Teleport-V1"))
    #expect(unknown?.field == "HeaderBlock.required_features")
    #expect(unknown?.blobIndex == 0)
    let history = readFailure(
      PBFWriter.file(header: PBFWriter.headerBlock(required: ["HistoricalInformation"]), blocks: []))
    #expect(history?.reason == .unsupportedRequiredFeature("HistoricalInformation"))
    // Optional features are only recorded.
    let optional = try OSMExtract(
      pbf: PBFWriter.file(header: PBFWriter.headerBlock(optional: ["Sort.Type_then_ID", "Anything"]), blocks: []))
    #expect(optional.header.optionalFeatures == ["Sort.Type_then_ID", "Anything"])
  }

  @Test("lzma, bzip2, lz4 and zstd blobs are refused by name")
  func compressions() {
    for (field, name, fieldName) in [
      (4, "lzma", "lzma_data"), (5, "bzip2 (OBSOLETE_bzip2_data)", "OBSOLETE_bzip2_data"), (6, "lz4", "lz4_data"),
      (7, "zstd", "zstd_data"),
    ] {
      let file =
        PBFWriter.blob("OSMHeader", PBFWriter.headerBlock())
        + PBFWriter.blob("OSMData", [0x5D, 0, 0], storage: .field(field))
      let error = readFailure(file)
      #expect(error?.reason == .unsupportedCompression(name))
      #expect(error?.field == "Blob.\(fieldName)")
      #expect(error?.blobIndex == 1)
    }
  }

  @Test("An inflate error names its blob; raw_size must match the inflated size")
  func inflateErrors() {
    var broken = HelsinkiExtract.bytes
    broken[179_215 - 1] ^= 0xFF  // the last byte of blob 2: its Adler-32
    let error = readFailure(broken)
    #expect(error?.blobIndex == 2)
    #expect(error?.blobOffset == 90_856)
    #expect(error?.field == "Blob.zlib_data")
    guard case .inflate(let inflate) = error?.reason, case .checksumMismatch = inflate.reason else {
      Issue.record("expected a checksum mismatch, got \(String(describing: error))")
      return
    }
    // An empty block is 4 bytes (a string table holding ""); its zlib stream of one stored block is 15
    // bytes, and the size is checked at its end.
    let block = PBFWriter.block(strings: PBFWriter.table([]), groups: [])
    #expect(block.count == 4)
    let header = PBFWriter.blob("OSMHeader", PBFWriter.headerBlock())
    let sizeError = readFailure(header + PBFWriter.blob("OSMData", block, storage: .zlib(rawSize: 5)))
    #expect(sizeError?.blobIndex == 1)
    #expect(sizeError?.reason == .inflate(InflateError(.sizeMismatch(declared: 5, actual: 4), offset: 15)))
    // The same blob with the right size reads.
    #expect(throws: Never.self) {
      try OSMExtract(pbf: header + PBFWriter.blob("OSMData", block, storage: .zlib(rawSize: nil)))
    }
  }

  @Test("A zlib blob with no raw_size that inflates past 32 MiB (a zip bomb) is stopped at the limit")
  func zipBomb() {
    // 211 KB of fixed-Huffman matches that would inflate to 33,554,449 zeros (InflateLimitTests).
    let bomb = InflateLimitTests.zeros(matches: 130_056).stream
    var blob = ProtobufWriter()
    blob.bytes(3, bomb)
    var header = ProtobufWriter()
    header.string(1, "OSMData")
    header.int(3, Int64(blob.bytes.count))
    let file = PBFWriter.blob("OSMHeader", PBFWriter.headerBlock()) + PBFWriter.framed(header.bytes) + blob.bytes
    let error = readFailure(file)
    #expect(error?.blobIndex == 1)
    #expect(error?.field == "Blob.zlib_data")
    guard case .inflate(let inflate) = error?.reason else {
      Issue.record("expected an inflate error, got \(String(describing: error))")
      return
    }
    #expect(inflate.reason == .outputTooLarge(limit: 33_554_432))
  }

  @Test("A file that cannot be opened is named")
  func unreadable() {
    let missing = HelsinkiExtract.url.deletingLastPathComponent().appendingPathComponent("no-such-extract.osm.pbf")
    do {
      _ = try OSMExtract(contentsOf: missing)
      Issue.record("a missing file was read")
    } catch {
      guard case .unreadableFile = error.reason else {
        Issue.record("expected an unreadable file, got \(error)")
        return
      }
      #expect(error.file == "no-such-extract.osm.pbf")
      #expect(error.description.hasPrefix("Cannot read the OpenStreetMap extract: no-such-extract.osm.pbf: "))
    }
  }

  @Test("Blobs out of place: data before the header, a second header; unknown types are skipped")
  func blobTypes() throws {
    let block = PBFWriter.block(strings: PBFWriter.table([]), groups: [])
    let dataFirst = readFailure(PBFWriter.blob("OSMData", block))
    #expect(dataFirst?.reason == .unexpectedBlobType("OSMData"))
    #expect(dataFirst?.blobIndex == 0)
    let twoHeaders = readFailure(PBFWriter.file(blocks: []) + PBFWriter.blob("OSMHeader", PBFWriter.headerBlock()))
    #expect(twoHeaders?.reason == .unexpectedBlobType("OSMHeader"))
    #expect(twoHeaders?.blobIndex == 1)
    let skipped = try OSMExtract(pbf: PBFWriter.file(blocks: [block]) + PBFWriter.blob("OSMIndex", [1, 2, 3]))
    #expect(skipped.nodes.count == 0)
  }
}
