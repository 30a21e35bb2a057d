import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// The binary index file format (little-endian):
///
/// | bytes | content |
/// |---|---|
/// | 8 | magic `MERIDIDX` |
/// | 4 | format version (``version``) |
/// | 4 | number of indexes in the file |
/// | … | the locator's name: a section (below) of UTF-8 bytes, tagged 24 |
/// | … | per index: 27 sections, each `count: UInt64`, `elementSize: UInt32`, `tag: UInt32`, then the elements, zero-padded to 8 bytes |
/// | 8 | checksum of every byte before it (`ByteChecksum`) |
///
/// The sections and the format history are in the comment below and in “The binary index” in
/// `docs/offline-locator.md`.
enum BinaryIndexFormat {
  // It is a sectioned file (`SectionedFileWriter` and `SectionedFileReader`, shared with the basemap
  // file) with one scalar, the number of indexes, before its sections.
  //
  // The sections of an index are, in order: the record string pool (bytes, offsets), the record
  // names, detail and area combinations (per record, then the tables), categories, latitudes,
  // longitudes and ranks, the name keys (bytes, offsets), the posting starts, the postings, the k-d
  // tree order and split axes (grouped by `ReverseClass`), the fingerprint, the category-tree
  // size, the nearest-record cover (roots, nodes, lists; see `NearestCover`), and the search
  // terms of named places (`PlaceTerms`: keys' bytes and offsets, posting starts, postings, the
  // names' word counts). The sections are tagged 1–15, 17–23 and 25–29 (tag 16 was the suggestion
  // ranking). Derived data is rebuilt on load: the trees' positions in space, the typo index
  // (`DeletionIndex`), the suggestion ranking (`PrefixRanking`, about 0.08 s for the world
  // sample) and the keys' heads. The cover is derived too, but building it takes seconds, so it is
  // stored.
  //
  // Version 2 grouped the trees by class, added the cover and replaced the list of prominent keys
  // with the suggestion ranking; version 3 no longer stores the ranking; version 4 stores the
  // locator's name and the search terms of named places. Files of another version are refused with
  // `OfflineLocatorError.unsupportedIndexVersion(file:version:supported:)`: a build's output
  // changed, so an older file is rebuilt from its sources rather than read without its terms.

  static let magic: [UInt8] = Array("MERIDIDX".utf8)
  static let version: UInt32 = 4

  /// Encodes a locator's name and indexes into file bytes.
  static func encode(name: String, _ indexes: [OfflineIndex]) -> Data {
    var writer = SectionedFileWriter(magic: magic, version: version)
    writer.append(UInt32(indexes.count))
    writer.section(24, Array(name.utf8))
    for index in indexes {
      let s = index.store
      let n = index.names
      writer.section(1, s.strings.bytes)
      writer.section(2, s.strings.offsets)
      writer.section(3, s.names)
      writer.section(4, s.details)
      writer.section(5, s.detailFields)
      writer.section(6, s.areas)
      writer.section(7, s.areaFields)
      writer.section(8, s.categories)
      writer.section(9, s.latitudes)
      writer.section(10, s.longitudes)
      writer.section(11, s.ranks)
      writer.section(12, n.keys.bytes)
      writer.section(13, n.keys.offsets)
      writer.section(14, n.postingStarts)
      writer.section(15, n.postings)
      writer.section(17, index.spatial.records)
      writer.section(18, index.spatial.axes)
      writer.section(19, [index.fingerprint])
      writer.section(20, [UInt32(OfflineCategories.nodes.count)])
      writer.section(21, index.spatial.cover.roots)
      writer.section(22, index.spatial.cover.nodes)
      writer.section(23, index.spatial.cover.lists)
      writer.section(25, index.terms.table.keys.bytes)
      writer.section(26, index.terms.table.keys.offsets)
      writer.section(27, index.terms.table.postingStarts)
      writer.section(28, index.terms.table.postings)
      writer.section(29, index.terms.nameWordCounts)
    }
    return writer.finished()
  }

  /// Decodes and validates file bytes: the locator's name (as it was written; it may be empty) and
  /// its indexes.
  ///
  /// - Throws: ``OfflineLocatorError/foreignIndex(file:)``, ``OfflineLocatorError.unsupportedIndexVersion(file:version:supported:)``
  ///   or ``OfflineLocatorError/corruptIndex(file:reason:)``.
  static func decode(_ data: Data, file: String) throws(OfflineLocatorError) -> (name: String, indexes: [OfflineIndex])
  {
    var reader = try Reader(data, file: file)
    let count: UInt32 = try reader.scalar()
    guard count <= 64 else { throw .corruptIndex(file: file, reason: "it claims \(count) indexes") }
    let nameBytes: [UInt8] = try reader.section(24)
    guard let name = String(validating: nameBytes, as: UTF8.self) else {
      throw .corruptIndex(file: file, reason: "the locator's name is not valid UTF-8 (section 24)")
    }
    var indexes: [OfflineIndex] = []
    for _ in 0..<count {
      let store = PlaceStore(
        strings: StringPool(bytes: try reader.section(1), offsets: try reader.section(2)),
        names: try reader.section(3), details: try reader.section(4), detailFields: try reader.section(5),
        areas: try reader.section(6), areaFields: try reader.section(7), categories: try reader.section(8),
        latitudes: try reader.section(9), longitudes: try reader.section(10), ranks: try reader.section(11))
      var names = NameIndex(
        keys: StringPool(bytes: try reader.section(12), offsets: try reader.section(13)),
        postingStarts: try reader.section(14), postings: try reader.section(15), keysByRank: [])
      let records: [UInt32] = try reader.section(17)
      let axes: [UInt8] = try reader.section(18)
      let fingerprint: [UInt32] = try reader.section(19)
      let categoryCount: [UInt32] = try reader.section(20)
      let cover = NearestCover(
        roots: try reader.section(21), nodes: try reader.section(22), lists: try reader.section(23))
      let termTable = NameIndex(
        keys: StringPool(bytes: try reader.section(25), offsets: try reader.section(26)),
        postingStarts: try reader.section(27), postings: try reader.section(28), keysByRank: [])
      let nameWordCounts: [UInt8] = try reader.section(29)
      guard categoryCount == [UInt32(OfflineCategories.nodes.count)], fingerprint.count == 1 else {
        throw .corruptIndex(file: file, reason: "it was written with a different category tree")
      }
      try IndexValidation.validate(
        store: store, names: names, terms: termTable, nameWordCounts: nameWordCounts, records: records, axes: axes,
        file: file)
      let terms = PlaceTerms(table: termTable, nameWordCounts: nameWordCounts)
      // Derived from the validated keys and postings, as a fresh build derives it.
      names.keysByRank = PrefixRanking.build(names: names, ranks: store.ranks) { store.names[$0] == 0 }
      guard let spatial = PlaceKDTrees.restoring(records: records, axes: axes, cover: cover, store: store) else {
        throw .corruptIndex(file: file, reason: "the spatial index is inconsistent")
      }
      indexes.append(
        OfflineIndex(store: store, names: names, terms: terms, spatial: spatial, fingerprint: fingerprint[0]))
    }
    guard reader.file.isAtEnd else {
      throw .corruptIndex(file: file, reason: "it has \(reader.file.remainingBytes) unexpected trailing bytes")
    }
    return (name, indexes)
  }

  /// The shared sectioned-file reader, its errors told as the locator's.
  private struct Reader {
    var file: SectionedFileReader
    let path: String

    init(_ data: Data, file path: String) throws(OfflineLocatorError) {
      self.path = path
      do {
        file = try SectionedFileReader(data, magic: BinaryIndexFormat.magic, version: BinaryIndexFormat.version)
      } catch {
        throw Self.locatorError(error, file: path)
      }
    }

    mutating func scalar<T: FixedWidthInteger>() throws(OfflineLocatorError) -> T {
      do { return try file.scalar() } catch { throw Self.locatorError(error, file: path) }
    }

    mutating func section<T: BitwiseCopyable>(_ tag: UInt32) throws(OfflineLocatorError) -> [T] {
      do { return try file.section(tag) } catch { throw Self.locatorError(error, file: path) }
    }

    static func locatorError(_ error: SectionedFileError, file: String) -> OfflineLocatorError {
      switch error {
      case .foreign: .foreignIndex(file: file)
      case .version(let found):
        .unsupportedIndexVersion(file: file, version: Int(found), supported: Int(BinaryIndexFormat.version))
      case .corrupt(let reason): .corruptIndex(file: file, reason: reason)
      }
    }
  }
}
