package import Foundation

/// One blob of a PBF file.
package struct PBFBlob: Sendable {
  /// The blob's index in the file (the header blob is 0).
  package let index: Int
  /// The byte offset in the file of the blob's 4-byte length prefix.
  package let offset: Int
  /// `BlobHeader.type`: `OSMHeader`, `OSMData`, or a type readers skip.
  package let type: String
  /// The blob's data: `Blob.raw`, or `Blob.zlib_data` as stored (``isCompressed``) or inflated.
  package let data: [UInt8]
  /// Whether ``data`` is zlib data (from ``PBFBlobReader/nextCompressed()``).
  package let isCompressed: Bool
  /// `Blob.raw_size`, when given.
  package let rawSize: Int?
}

/// Splits a PBF file into its blobs (fileformat.proto): a 4-byte big-endian length, a `BlobHeader` of
/// that length, and a `Blob` of `BlobHeader.datasize` bytes, over and over; reads them one at a time.
///
/// Limits, as the format sets them: a `BlobHeader` of at most 64 KiB, a `Blob` of at most 32 MiB, and
/// at most 32 MiB once inflated (`Blob.raw_size` must give the inflated size exactly when present).
/// Only raw and zlib blobs are read; lzma, bzip2, lz4 and zstd are refused by name.
package struct PBFBlobReader {
  /// The largest `BlobHeader`, in bytes.
  static let maximumHeaderSize = 64 * 1_024
  /// The largest `Blob`, compressed or not, in bytes.
  static let maximumBlobSize = 32 * 1_024 * 1_024

  /// Where the bytes come from.
  package enum Source {
    case memory([UInt8])
    case file(FileHandle)
  }

  private let source: Source
  /// The bytes read so far (the offset of the next blob).
  package private(set) var offset = 0
  private var nextIndex = 0

  /// A reader of a file's or a buffer's bytes.
  package init(_ source: Source) { self.source = source }

  /// The next blob with its data inflated, or `nil` at the end of the file.
  ///
  /// - Throws: `OpenStreetMapReadError` naming the blob and the field (the blob's location is filled in).
  package mutating func next() throws(OpenStreetMapReadError) -> PBFBlob? {
    guard let blob = try nextCompressed() else { return nil }
    guard blob.isCompressed else { return blob }
    do throws(OpenStreetMapReadError) {
      let data = try Self.inflate(blob.data, rawSize: blob.rawSize)
      return PBFBlob(
        index: blob.index, offset: blob.offset, type: blob.type, data: data, isCompressed: false, rawSize: blob.rawSize)
    } catch {
      throw error.located(blobIndex: blob.index, blobOffset: blob.offset, field: "Blob.zlib_data")
    }
  }

  /// The next blob as stored (zlib data not inflated), or `nil` at the end of the file.
  ///
  /// - Throws: `OpenStreetMapReadError` naming the blob and the field (the blob's location is filled in).
  package mutating func nextCompressed() throws(OpenStreetMapReadError) -> PBFBlob? {
    let index = nextIndex
    let start = offset
    do throws(OpenStreetMapReadError) {
      let prefix = try read(4, allowEnd: true)
      if prefix.isEmpty { return nil }
      guard prefix.count == 4 else { throw OpenStreetMapReadError(.truncated(needed: 4, available: prefix.count)) }
      nextIndex += 1
      let headerSize = Int(prefix[0]) << 24 | Int(prefix[1]) << 16 | Int(prefix[2]) << 8 | Int(prefix[3])
      guard headerSize <= Self.maximumHeaderSize else {
        throw OpenStreetMapReadError(
          .blobHeaderTooLarge(size: headerSize, limit: Self.maximumHeaderSize), field: "BlobHeader")
      }
      let header = try read(headerSize)
      let (type, dataSize) = try Self.blobHeader(header)
      guard dataSize <= Self.maximumBlobSize else {
        throw OpenStreetMapReadError(
          .blobTooLarge(size: dataSize, limit: Self.maximumBlobSize), field: "BlobHeader.datasize")
      }
      let (data, isCompressed, rawSize) = try Self.blobContent(try read(dataSize))
      return PBFBlob(
        index: index, offset: start, type: type, data: data, isCompressed: isCompressed, rawSize: rawSize)
    } catch {
      throw error.located(blobIndex: index, blobOffset: start)
    }
  }

  /// Reads `count` bytes; fewer only at the end of the file (an error unless `allowEnd`).
  private mutating func read(_ count: Int, allowEnd: Bool = false) throws(OpenStreetMapReadError) -> [UInt8] {
    let bytes: [UInt8]
    switch source {
    case .memory(let all):
      let end = offset + min(count, all.count - offset)
      bytes = Array(all[offset..<end])
    case .file(let handle):
      do {
        bytes = count == 0 ? [] : [UInt8](try handle.read(upToCount: count) ?? Data())
      } catch {
        throw OpenStreetMapReadError(.unreadableFile(error.localizedDescription))
      }
    }
    offset += bytes.count
    if bytes.count < count, !(allowEnd && bytes.isEmpty) {
      throw OpenStreetMapReadError(.truncated(needed: count, available: bytes.count))
    }
    return bytes
  }

  /// Reads a `BlobHeader`: `type` (1) and `datasize` (3); `indexdata` (2) and unknown fields are skipped.
  static func blobHeader(_ bytes: [UInt8]) throws(OpenStreetMapReadError) -> (type: String, dataSize: Int) {
    do throws(OpenStreetMapReadError) {
      return try bytes.withUnsafeBufferPointer { (buffer) throws(OpenStreetMapReadError) -> (String, Int) in
        guard let base = buffer.baseAddress else {
          throw OpenStreetMapReadError(.missingField, field: "BlobHeader.type")
        }
        var reader = ProtobufReader(base, 0..<buffer.count)
        var type: String?
        var dataSize: Int?
        while reader.hasMore {
          let (field, wire) = try reader.key()
          switch field {
          case 1:
            let range = try reader.bytesField(wire: wire)
            guard let text = String(validating: buffer[range], as: UTF8.self) else {
              throw OpenStreetMapReadError(.invalidUTF8, field: "BlobHeader.type")
            }
            type = text
          case 3:
            let size = Int32(truncatingIfNeeded: try reader.varintField(wire: wire))
            guard size >= 0 else {
              throw OpenStreetMapReadError(
                .valueOutOfRange("datasize \(size) is negative"), field: "BlobHeader.datasize")
            }
            dataSize = Int(size)
          default: try reader.skip(field: field, wire: wire)
          }
        }
        guard let type else { throw OpenStreetMapReadError(.missingField, field: "BlobHeader.type") }
        guard let dataSize else { throw OpenStreetMapReadError(.missingField, field: "BlobHeader.datasize") }
        return (type, dataSize)
      }
    } catch {
      throw error.located(field: "BlobHeader")
    }
  }
}
