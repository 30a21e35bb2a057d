import Foundation
import Testing

@testable import MeridianBasemapBuilder

/// Every stream of a corpus Python's zlib made (scripts/zlib-corpus/make-zlib-corpus.py) inflates to
/// its source, byte for byte: every level, strategy, window size and memory level.
@Suite("Inflate: differential against zlib")
struct InflateDifferentialTests {
  /// The full corpus, when `MERIDIAN_ZLIB_CORPUS` names a folder the script wrote (.ci/run makes one).
  static let fullCorpus: URL? = ProcessInfo.processInfo.environment["MERIDIAN_ZLIB_CORPUS"].flatMap {
    $0.isEmpty ? nil : URL(fileURLWithPath: $0)
  }

  @Test("The committed corpus (Fixtures/zlib-corpus, made with --small)")
  func committed() throws {
    let folder = try #require(
      Bundle.module.url(forResource: "zlib-corpus", withExtension: nil, subdirectory: "Fixtures"))
    let corpus = try ZlibCorpus(folder: folder)
    #expect(corpus.streams.count >= 140)
    try check(corpus, hashSources: true)
  }

  @Test(
    "The full corpus (MERIDIAN_ZLIB_CORPUS)",
    .enabled(
      if: fullCorpus != nil,
      "MERIDIAN_ZLIB_CORPUS is not set: no full corpus (.ci/run makes one with scripts/zlib-corpus)"))
  func full() throws {
    let corpus = try ZlibCorpus(folder: try #require(Self.fullCorpus))
    try check(corpus, hashSources: false)
  }

  /// Inflates every stream and compares it with its source. The sources' digests (hashlib's) are
  /// checked first when `hashSources`, so a corpus damaged on disk fails as such.
  private func check(_ corpus: ZlibCorpus, hashSources: Bool) throws {
    var sources: [String: ArraySlice<UInt8>] = [:]
    for source in corpus.sources {
      let bytes = try #require(corpus.bytes(of: source), "source \(source.name) is outside sources.bin")
      if hashSources { #expect(SHA256.hex(Array(bytes)) == source.sha256, "source \(source.name)") }
      sources[source.name] = bytes
    }
    var failed = 0
    for stream in corpus.streams {
      let bytes = try #require(corpus.bytes(of: stream), "\(stream.label) is outside streams.bin")
      let source = try #require(sources[stream.source], "\(stream.label): no such source")
      do {
        let output =
          stream.wbits > 0
          ? try Inflate.zlib(bytes, declaredSize: source.count) : try Inflate.deflate(bytes, declaredSize: source.count)
        if output[...] != source {
          failed += 1
          Issue.record("\(stream.label): the output differs from the source")
        }
      } catch {
        failed += 1
        Issue.record("\(stream.label): \(error)")
      }
      if failed >= 10 { break }
    }
    #expect(failed == 0, "of \(corpus.streams.count) streams (zlib \(corpus.zlibVersion))")
  }
}
