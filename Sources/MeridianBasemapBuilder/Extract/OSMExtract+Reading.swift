package import Foundation

extension OSMExtract {
  /// Reads an OpenStreetMap extract from a PBF file (`.osm.pbf`), one blob at a time.
  ///
  /// The file is never held whole: each blob is read, inflated, parsed and dropped. Blobs are bounded as
  /// the format bounds them (a 64 KiB header, 32 MiB compressed and inflated; raw and zlib only); the
  /// header must require only `OsmSchema-V0.6` and `DenseNodes`; counts are at most 2³¹ − 1 each.
  /// Elements out of id order are sorted (``sortedByReader``); a repeated id is an error. Cancellation
  /// is checked between blobs, inside the inflater and every 4,096 elements. `docs/basemap.md` ("Bad
  /// input") lists every rule and the memory per element.
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
