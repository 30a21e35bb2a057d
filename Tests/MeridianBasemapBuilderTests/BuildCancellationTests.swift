import Foundation
import Synchronization
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// A cancelled build throws `CancellationError` from every phase (reading blobs, projecting,
/// assembling, the world, the feature table, each zoom level) and leaves nothing behind. How soon it
/// stops is measured by `meridian-bench basemap` (`basemap.cancel_latency_max_ms`), never here.
@Suite("Basemap build: cancellation")
struct BuildCancellationTests {
  /// Counts progress calls across threads.
  final class Calls: Sendable {
    let values = Mutex<[Double]>([])
    func record(_ value: Double) -> Int {
      values.withLock {
        $0.append(value)
        return $0.count - 1
      }
    }
  }

  /// A folder holding a hand-made extract of three data blobs (`BuildBadInputTests`' elements, split)
  /// and a one-country world, and nothing else.
  static func sources() throws -> (folder: URL, extract: URL, world: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "basemap-cancel-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let nodes = BuildBadInputTests.nodes
    let blocks = [
      PBFWriter.block(
        strings: BuildBadInputTests.strings,
        groups: [
          PBFWriter.denseGroup(
            ids: nodes.map(\.id), latitudes: nodes.map(\.latitude), longitudes: nodes.map(\.longitude))
        ]),
      PBFWriter.block(
        strings: BuildBadInputTests.strings,
        groups: [
          PBFWriter.way(id: 10, keys: [1], values: [2], refs: [5, 8, 999])
            + PBFWriter.way(id: 23, keys: [3], values: [4], refs: [8, 9, 10, 11, 8])
        ]),
      PBFWriter.block(
        strings: BuildBadInputTests.strings,
        groups: [BuildBadInputTests.multipolygon(31, [(31, 2), (23, 1)])]),
    ]
    let header = PBFWriter.headerBlock(
      bbox: (left: 24_900_000_000, right: 24_950_000_000, top: 60_180_000_000, bottom: 60_150_000_000))
    let extract = folder.appendingPathComponent("hand.osm.pbf")
    try Data(PBFWriter.file(header: header, blocks: blocks, storage: .zlib(rawSize: nil))).write(to: extract)
    let world = folder.appendingPathComponent("world.geojson")
    let country = """
      {"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Square"},\
      "geometry":{"type":"Polygon","coordinates":[[[20,55],[30,55],[30,65],[20,65],[20,55]]]}}]}
      """
    try Data(country.utf8).write(to: world)
    return (folder, extract, world)
  }

  @Test("Cancelled from the progress callback at each of its calls, the build throws CancellationError")
  func cancelAtEachProgressCall() async throws {
    let (folder, extract, world) = try Self.sources()
    defer { try? FileManager.default.removeItem(at: folder) }
    let all = Calls()
    _ = try await VectorTileCache(openStreetMapExtract: extract, worldCountries: world) { _ = all.record($0) }
    let fractions = all.values.withLock { $0 }
    // Four blobs, 0.4 again after the read, the projection, the four assembly steps, the world, the
    // feature table, seventeen levels (the world's 0-5, the extract's 6-16) and the end: 30 calls.
    let expected: [Int] = [4, 1, 1, 4, 1, 1, 17, 1]
    #expect(fractions.count == expected.reduce(0, +))
    #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(fractions.last == 1)
    for stop in fractions.indices {
      let calls = Calls()
      let task = Task {
        try await VectorTileCache(openStreetMapExtract: extract, worldCountries: world) { fraction in
          if calls.record(fraction) == stop { withUnsafeCurrentTask { $0?.cancel() } }
        }
      }
      do {
        _ = try await task.value
        Issue.record("cancelled at call \(stop) (\(fractions[stop])), the build finished")
      } catch is CancellationError {
        // The build stopped at its next look, before the next phase reported.
        #expect(calls.values.withLock { $0.count } == stop + 1, "cancelled at call \(stop)")
      } catch {
        Issue.record("cancelled at call \(stop), the build threw \(error)")
      }
    }
    // Nothing was written beside the sources.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["hand.osm.pbf", "world.geojson"])
  }

  @Test("The Helsinki build cancelled from another task while reading, assembling and tiling")
  func cancelHelsinkiFromOutside() async throws {
    let extract = HelsinkiExtract.url
    for threshold in [0.1, 0.42, 0.5, 0.6, 0.7] {
      let reached = Calls()
      let passed = DispatchSemaphore(value: 0)
      let task = Task {
        try await VectorTileCache(openStreetMapExtract: extract, worldCountries: HelsinkiBasemap.worldURL) {
          let call = reached.record($0)
          if $0 >= threshold, call == 0 || reached.values.withLock({ $0[call - 1] }) < threshold { passed.signal() }
        }
      }
      // A thread outside the task pool (which the synchronous build may fill) waits until the build
      // has passed the threshold and cancels it.
      DispatchQueue.global().async {
        passed.wait()
        task.cancel()
      }
      do {
        _ = try await task.value
        Issue.record("cancelled after \(threshold), the build finished")
      } catch is CancellationError {
        #expect(reached.values.withLock { $0.last ?? 1 } < 1, "cancelled after \(threshold)")
      } catch {
        Issue.record("cancelled after \(threshold), the build threw \(error)")
      }
    }
  }
}
