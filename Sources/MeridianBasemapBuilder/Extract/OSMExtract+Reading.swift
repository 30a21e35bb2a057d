package import Foundation

extension OSMExtract {
  /// Reads an OpenStreetMap extract from a PBF file (`.osm.pbf`), one blob at a time.
  ///
  /// The file is never held whole: each blob is read, inflated, parsed and dropped. What the reader
  /// accepts and its limits:
  /// - blobs as the format bounds them: a `BlobHeader` of at most 64 KiB, a `Blob` of at most 32 MiB
  ///   compressed and 32 MiB inflated (with `raw_size` exact when given); raw and zlib blobs only;
  /// - a first `OSMHeader` blob whose required features are `OsmSchema-V0.6` and `DenseNodes` (others
  ///   are refused by name), then `OSMData` blobs; blobs of other types are skipped;
  /// - at most 2³¹ − 1 nodes, ways, relations, tags of each element type, way nodes, relation members
  ///   and distinct strings (positions and offsets are `Int32`). There is no bound on the file's size
  ///   beyond these; memory grows with the content (about 20 bytes per node, 8 per way node, 13 per
  ///   relation member and 8 per tag, plus 8 to 16 per element for the id indexes).
  ///
  /// Elements out of id order are sorted (``sortedByReader`` says so); a repeated id is an error. Tag
  /// keys, values and member roles must be UTF-8; other strings of the string table (user names) are
  /// never read. Cancellation is checked between blobs, between the inflater's blocks and after each
  /// MiB of its output, every 4,096 elements, and between the sorts and indexes at the end.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - progress: Called after each blob with the fraction of the file read so far (0...1).
  /// - Throws: `OpenStreetMapReadError` naming the file, blob, element and field;
  ///   ``OpenStreetMapReadError/Reason/cancelled`` when the task is cancelled.
  package init(contentsOf url: URL, progress: ((Double) -> Void)? = nil) throws(OpenStreetMapReadError) {
    let name = url.lastPathComponent
    let handle: FileHandle
    let size: Int
    do {
      handle = try FileHandle(forReadingFrom: url)
      size = Int(clamping: try handle.seekToEnd())
      try handle.seek(toOffset: 0)
    } catch {
      throw OpenStreetMapReadError(.unreadableFile(error.localizedDescription), file: name)
    }
    defer { try? handle.close() }
    self = try Self.read(PBFBlobReader(.file(handle)), size: size, file: name, progress: progress)
  }

  /// Reads an OpenStreetMap extract from PBF bytes in memory, as ``init(contentsOf:progress:)`` reads
  /// a file.
  ///
  /// - Parameters:
  ///   - bytes: The bytes of a `.osm.pbf` file.
  ///   - progress: Called after each blob with the fraction of the bytes read so far (0...1).
  /// - Throws: `OpenStreetMapReadError` naming the blob, element and field.
  package init(pbf bytes: [UInt8], progress: ((Double) -> Void)? = nil) throws(OpenStreetMapReadError) {
    self = try Self.read(PBFBlobReader(.memory(bytes)), size: bytes.count, file: nil, progress: progress)
  }

  private static func read(
    _ blobs: PBFBlobReader, size: Int, file: String?, progress: ((Double) -> Void)?
  ) throws(OpenStreetMapReadError) -> OSMExtract {
    var blobs = blobs
    var builder = OSMExtractBuilder()
    var sawHeader = false
    do throws(OpenStreetMapReadError) {
      while true {
        if Task.isCancelled { throw OpenStreetMapReadError(.cancelled) }
        guard let blob = try blobs.next() else { break }
        do throws(OpenStreetMapReadError) {
          switch blob.type {
          case "OSMHeader":
            guard !sawHeader else { throw OpenStreetMapReadError(.unexpectedBlobType(blob.type)) }
            builder.extract.header = try HeaderBlockReader.read(blob.data)
            sawHeader = true
          case "OSMData":
            guard sawHeader else { throw OpenStreetMapReadError(.unexpectedBlobType(blob.type)) }
            builder.beginBlob(index: blob.index, offset: blob.offset)
            try PrimitiveBlockReader.read(blob.data, into: &builder)
          default:
            // The format lets readers skip blob types they do not know, but the header comes first.
            guard sawHeader else { throw OpenStreetMapReadError(.unexpectedBlobType(blob.type)) }
          }
        } catch {
          throw error.located(blobIndex: blob.index, blobOffset: blob.offset)
        }
        progress?(size > 0 ? min(1, Double(blobs.offset) / Double(size)) : 1)
      }
      guard sawHeader else { throw OpenStreetMapReadError(.missingField, field: "OSMHeader") }
      return try builder.finish(file: file)
    } catch {
      throw error.located(file: file)
    }
  }
}
