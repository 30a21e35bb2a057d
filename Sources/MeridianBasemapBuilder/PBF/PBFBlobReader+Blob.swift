extension PBFBlobReader {
  /// The compressions a `Blob` may use besides raw (1) and zlib (3), by field number.
  static let unsupportedCompressions = [4: "lzma", 5: "bzip2 (OBSOLETE_bzip2_data)", 6: "lz4", 7: "zstd"]

  /// Reads a `Blob`: its `raw` (1) data, or its `zlib_data` (3) with `raw_size` (2) (at most 32 MiB);
  /// other compressions are refused by name.
  static func blobContent(
    _ bytes: [UInt8]
  ) throws(OpenStreetMapReadError) -> (
    data: [UInt8], isCompressed: Bool, rawSize: Int?
  ) {
    do throws(OpenStreetMapReadError) {
      return try bytes.withUnsafeBufferPointer {
        (buffer) throws(OpenStreetMapReadError) -> ([UInt8], Bool, Int?) in
        guard let base = buffer.baseAddress else {
          throw OpenStreetMapReadError(.missingField, field: "Blob.raw or Blob.zlib_data")
        }
        var reader = ProtobufReader(base, 0..<buffer.count)
        var raw: Range<Int>?
        var zlib: Range<Int>?
        var rawSize: Int32?
        while reader.hasMore {
          let (field, wire) = try reader.key()
          switch field {
          case 1: raw = try reader.bytesField(wire: wire)
          case 2: rawSize = Int32(truncatingIfNeeded: try reader.varintField(wire: wire))
          case 3: zlib = try reader.bytesField(wire: wire)
          case 4...7:
            let name = unsupportedCompressions[field] ?? "field \(field)"
            throw OpenStreetMapReadError(.unsupportedCompression(name), field: "Blob.\(fieldName(field))")
          default: try reader.skip(field: field, wire: wire)
          }
        }
        if let raw { return (Array(buffer[raw]), false, nil) }
        guard let zlib else { throw OpenStreetMapReadError(.missingField, field: "Blob.raw or Blob.zlib_data") }
        if let rawSize {
          guard rawSize >= 0 else {
            throw OpenStreetMapReadError(.valueOutOfRange("raw_size \(rawSize) is negative"), field: "Blob.raw_size")
          }
          guard Int(rawSize) <= maximumBlobSize else {
            throw OpenStreetMapReadError(
              .blobTooLarge(size: Int(rawSize), limit: maximumBlobSize), field: "Blob.raw_size")
          }
        }
        return (Array(buffer[zlib]), true, rawSize.map { Int($0) })
      }
    } catch {
      throw error.located(field: "Blob")
    }
  }

  /// Inflates zlib data to exactly `rawSize` bytes, or at most 32 MiB when the size is not given.
  static func inflate(_ zlib: [UInt8], rawSize: Int?) throws(OpenStreetMapReadError) -> [UInt8] {
    do throws(InflateError) {
      return try Inflate.zlib(zlib, declaredSize: rawSize, limit: maximumBlobSize, cancellable: true)
    } catch {
      if error.reason == .cancelled { throw OpenStreetMapReadError(.cancelled) }
      throw OpenStreetMapReadError(.inflate(error))
    }
  }

  private static func fieldName(_ field: Int) -> String {
    switch field {
    case 4: return "lzma_data"
    case 5: return "OBSOLETE_bzip2_data"
    case 6: return "lz4_data"
    default: return "zstd_data"
    }
  }
}
