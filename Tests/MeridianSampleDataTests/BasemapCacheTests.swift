import Foundation
import MeridianBasemap
import MeridianBasemapBuilder
import Synchronization
import Testing

@testable import MeridianSampleData

@Suite("The sample basemap's cache") struct BasemapCacheTests {
  func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("meridian-basemap-cache-\(UUID().uuidString)")
  }

  @Test("Built and written once, then loaded; a damaged file is rebuilt; old versions are removed")
  func buildLoadRebuild() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = BasemapCache(directory: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let stale = directory.appendingPathComponent("helsinki-basemap-v0-0000000000000000.meridianbasemap")
    try Data("old".utf8).write(to: stale)
    let first = try await cache.basemap { _ in }
    #expect(first.outcome == .built(written: true))
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.count == 1)
    let name = try #require(files.first)
    #expect(
      name.hasPrefix("helsinki-basemap-v\(VectorTileCache.fileFormatVersion)-r\(BasemapBuilderRevision.current)-"))
    let second = try await cache.basemap { _ in }
    #expect(second.outcome == .loaded)
    #expect(second.cache.featureCount == first.cache.featureCount)
    // Damage the file: it is rebuilt and replaced, not trusted.
    let file = directory.appendingPathComponent(name)
    var bytes = try Data(contentsOf: file)
    bytes[bytes.count / 2] ^= 0xFF
    try bytes.write(to: file)
    let third = try await cache.basemap { _ in }
    #expect(third.outcome == .built(written: true))
    #expect(try Data(contentsOf: file) == first.cache.fileData())
  }

  @Test("The build reports its phase and ends at 1; an unwritable directory builds in memory")
  func progressAndUnwritable() async throws {
    let fractions = LockedFractions()
    let result = try await BasemapCache(directory: URL(fileURLWithPath: "/proc/meridian-no-such-dir")).basemap {
      fractions.append($0)
    }
    #expect(result.outcome == .built(written: false))
    #expect(fractions.all.last == 1)
    #expect(fractions.all == fractions.all.sorted())
    #expect(SampleData.basemapBuildPhase == "Helsinki basemap")
  }
}

/// Fractions reported from the build's tasks, behind a lock.
final class LockedFractions: Sendable {
  private let storage = Mutex<[Double]>([])
  func append(_ value: Double) { storage.withLock { $0.append(value) } }
  var all: [Double] { storage.withLock { $0 } }
}
