import Foundation

/// A differential corpus written by `scripts/zlib-corpus/make-zlib-corpus.py`: sources and the zlib
/// streams Python's zlib made of them, with the parameters of each.
struct ZlibCorpus: Sendable {
  struct Source: Decodable, Sendable {
    let name: String
    let offset: Int
    let size: Int
    let sha256: String
  }

  struct Stream: Decodable, Sendable {
    let source: String
    let offset: Int
    let size: Int
    let level: Int
    let wbits: Int
    let memLevel: Int
    let strategy: String

    var label: String { "\(source) level \(level) wbits \(wbits) memLevel \(memLevel) \(strategy)" }
  }

  private struct Manifest: Decodable {
    let zlib: String
    let sources: [Source]
    let streams: [Stream]
  }

  /// The zlib version that made the streams.
  let zlibVersion: String
  let sources: [Source]
  let streams: [Stream]
  let sourceBytes: [UInt8]
  let streamBytes: [UInt8]

  /// Reads the corpus in `folder` (manifest.json, sources.bin, streams.bin).
  init(folder: URL) throws {
    let manifest = try JSONDecoder().decode(
      Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    zlibVersion = manifest.zlib
    sources = manifest.sources
    streams = manifest.streams
    sourceBytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("sources.bin")))
    streamBytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("streams.bin")))
  }

  /// The bytes of a source, or `nil` when the manifest's range is not in sources.bin.
  func bytes(of source: Source) -> ArraySlice<UInt8>? {
    slice(sourceBytes, source.offset, source.size)
  }

  /// The bytes of a stream, or `nil` when the manifest's range is not in streams.bin.
  func bytes(of stream: Stream) -> [UInt8]? {
    slice(streamBytes, stream.offset, stream.size).map { Array($0) }
  }

  private func slice(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> ArraySlice<UInt8>? {
    guard offset >= 0, size >= 0, offset <= bytes.count, size <= bytes.count - offset else { return nil }
    return bytes[offset..<offset + size]
  }
}
