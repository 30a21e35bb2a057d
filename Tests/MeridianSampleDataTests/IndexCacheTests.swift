import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianOfflineLocator
import Synchronization
import Testing

@testable import MeridianSampleData

/// The cache of built sample indexes: hits, damaged and stale files, concurrent builders and
/// unwritable directories, each in a temporary directory of its own. The Helsinki index stands
/// for both (the world index is cached by the same code and takes a hundred times longer). A debug
/// build of the Helsinki index takes about a minute, so the caches under test build through a
/// counting builder that hands out one shared build; one test checks that build against the real one.
@Suite("Sample index cache")
struct IndexCacheTests {
  /// The Helsinki locator, built (or loaded from the user's cache) once per test process.
  static let reference = Task { try await IndexCache.shared.locator(.helsinki).locator }

  /// A cache in `directory` whose builds are counted and return ``reference``.
  static func countingCache(_ directory: URL?, builds: BuildCounter) -> IndexCache {
    IndexCache(directory: directory) { _, progress in
      builds.increment()
      progress(1)
      return try await reference.value
    }
  }

  /// The Helsinki records counted from the CSV files by a plain line reader: one per POI row, one
  /// per address row, one per distinct postcode of the addresses (RFC 4180 fields; no row holds a line break).
  static func helsinkiRecordCount() throws -> Int {
    let pois = try lines(of: .helsinkiPOIs)
    let addresses = try lines(of: .helsinkiAddresses)
    let postcodeColumn = try #require(addresses.first.map(Quality.csvFields)?.firstIndex(of: "postcode"))
    let postcodes = Set(addresses.dropFirst().map { Quality.csvFields($0)[postcodeColumn] }.filter { !$0.isEmpty })
    return (pois.count - 1) + (addresses.count - 1) + postcodes.count
  }

  static func lines(of dataSet: SampleData.DataSet) throws -> [Substring] {
    try String(contentsOf: SampleData.url(of: dataSet), encoding: .utf8).split(whereSeparator: \.isNewline)
  }

  /// A fresh, empty directory that is removed when the test's scope ends.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The `.meridianindex` files of a directory and whether any temporary file was left behind.
  static func contents(_ directory: URL) throws -> (indexes: [String], leftovers: [String]) {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    return (names.filter { $0.hasSuffix(".meridianindex") }, names.filter { !$0.hasSuffix(".meridianindex") })
  }

  /// Checks a Helsinki locator against the CSV: its record count and a hotel at its CSV position.
  static func expectHelsinki(_ locator: OfflineLocator) async throws {
    let expected = try helsinkiRecordCount()
    #expect(locator.recordCount == expected, "\(locator.recordCount) records, the CSV files give \(expected)")
    let result = try await locator.geocode(.searchText("Hilton Helsinki Strand"), parameters: GeocodeParameters())
      .first
    let point = try #require(result?.displayLocation)
    // helsinki-pois.csv: node/55211772, Hilton Helsinki Strand, 60.177157, 24.9515812.
    #expect(abs(point.y - 60.177157) < 1e-6 && abs(point.x - 24.9515812) < 1e-6)
  }

  @Test("The file name carries the format version and a checksum of the CSV files")
  func fileName() throws {
    let name = IndexCache.fileName(.helsinki, checksum: 0xAB)
    #expect(name == "helsinki-v\(OfflineLocator.indexFormatVersion)-00000000000000ab.meridianindex")
    #expect(try IndexCache.sourceChecksum(.helsinki) != IndexCache.sourceChecksum(.world))
  }

  @Test("The directory: MERIDIAN_CACHE_DIR, else XDG_CACHE_HOME or ~/.cache on Linux")
  func directory() {
    let override = IndexCache.defaultDirectory(environment: ["MERIDIAN_CACHE_DIR": "/x/y", "XDG_CACHE_HOME": "/c"])
    #expect(override?.path == "/x/y")
    #if os(Linux)
    #expect(IndexCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.path == "/c/Meridian")
    #expect(
      IndexCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])?.path == "/h/.cache/Meridian")
    #expect(IndexCache.defaultDirectory(environment: ["HOME": "/h"])?.path == "/h/.cache/Meridian")
    #endif
  }

  @Test("A second call loads the cached file and does not rebuild it; the file is a fresh build")
  func cacheHit() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fractions = SharedFractions()
    let builds = BuildCounter()
    let cache = Self.countingCache(directory, builds: builds)
    let first = try await cache.locator(.helsinki, progress: { fractions.append($0) })
    #expect(first.outcome == .built(written: true) && builds.count == 1)
    #expect(fractions.values == [1])
    let files = try Self.contents(directory)
    #expect(files.indexes.count == 1 && files.leftovers.isEmpty)
    let file = directory.appendingPathComponent(try #require(files.indexes.first))
    let written = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date

    let second = try await cache.locator(.helsinki)
    #expect(second.outcome == .loaded && builds.count == 1)
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == written)
    try await Self.expectHelsinki(second.locator)
    // The cached file is a fresh build from the CSV files, byte for byte.
    let fresh = SharedFractions()
    let phases = SharedPhases()
    let built = try await SampleData.buildFromCSV(.helsinki) { step in
      fresh.append(step.fraction)
      phases.insert(step.phase)
    }
    #expect(try Data(contentsOf: file) == built.indexData())
    #expect(fresh.values.last == 1 && fresh.values == fresh.values.sorted())
    #expect(phases.values == ["Helsinki places index"])
  }

  @Test("A damaged cache file is rebuilt and replaced", arguments: ["", "MERIDIDX", "not an index at all"])
  func corruptFileRebuilt(_ garbage: String) async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(
      IndexCache.fileName(.helsinki, checksum: try IndexCache.sourceChecksum(.helsinki)))
    try Data(garbage.utf8).write(to: file)
    let builds = BuildCounter()
    let cache = Self.countingCache(directory, builds: builds)
    let result = try await cache.locator(.helsinki)
    #expect(result.outcome == .built(written: true) && builds.count == 1)
    try await Self.expectHelsinki(result.locator)
    #expect(try await cache.locator(.helsinki).outcome == .loaded && builds.count == 1)
  }

  @Test("A truncated cache file is rebuilt")
  func truncatedFileRebuilt() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let builds = BuildCounter()
    let cache = Self.countingCache(directory, builds: builds)
    _ = try await cache.locator(.helsinki)
    let file = directory.appendingPathComponent(try #require(Self.contents(directory).indexes.first))
    let data = try Data(contentsOf: file)
    try data.prefix(data.count / 2).write(to: file)
    #expect(try await cache.locator(.helsinki).outcome == .built(written: true) && builds.count == 2)
    #expect(try Data(contentsOf: file) == data)
  }

  @Test("A file of another version or other data is ignored and removed")
  func staleNameIgnored() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A valid index of other records, under the names an older format or older data had.
    let other = try OfflineLocator(places: [
      OfflinePlace(name: "Elsewhere", category: "City", latitude: 1, longitude: 2)
    ])
    let stale = ["helsinki-v2-00000000000000ab.meridianindex", IndexCache.fileName(.helsinki, checksum: 1)]
    for name in stale { try other.write(to: directory.appendingPathComponent(name)) }
    let world = directory.appendingPathComponent(IndexCache.fileName(.world, checksum: 1))
    try other.write(to: world)

    let builds = BuildCounter()
    let result = try await Self.countingCache(directory, builds: builds).locator(.helsinki)
    #expect(result.outcome == .built(written: true) && builds.count == 1)
    try await Self.expectHelsinki(result.locator)
    let files = try Self.contents(directory).indexes
    #expect(Set(files).isDisjoint(with: stale))
    #expect(files.contains(world.lastPathComponent), "another index's files are left alone")
  }

  @Test("Two concurrent builders end with one valid file")
  func concurrentBuilders() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Both see an empty cache: each build waits until the other has started.
    let builds = BuildCounter()
    let bothStarted = Rendezvous(parties: 2)
    let builder: IndexCache.Builder = { _, _ in
      builds.increment()
      await bothStarted.arrive()
      return try await Self.reference.value
    }
    async let first = IndexCache(directory: directory, build: builder).locator(.helsinki)
    async let second = IndexCache(directory: directory, build: builder).locator(.helsinki)
    let outcomes = try await [first.outcome, second.outcome]
    #expect(outcomes == [.built(written: true), .built(written: true)] && builds.count == 2)
    let files = try Self.contents(directory)
    #expect(files.indexes.count == 1 && files.leftovers.isEmpty)
    let loaded = try OfflineLocator(contentsOf: directory.appendingPathComponent(try #require(files.indexes.first)))
    try await Self.expectHelsinki(loaded)
  }

  @Test("An unwritable cache directory still gives a working locator")
  func unwritableDirectory() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A directory below a regular file can never be created, whoever runs the test (root too).
    let file = directory.appendingPathComponent("plain-file")
    try Data("x".utf8).write(to: file)
    let builds = BuildCounter()
    let cache = Self.countingCache(file.appendingPathComponent("Meridian"), builds: builds)
    let result = try await cache.locator(.helsinki)
    #expect(result.outcome == .built(written: false))
    try await Self.expectHelsinki(result.locator)
    #expect(try await Self.countingCache(nil, builds: builds).locator(.helsinki).outcome == .built(written: false))
    #expect(builds.count == 2)
  }
}

/// A count shared with `@Sendable` closures.
final class BuildCounter: Sendable {
  private let stored = Mutex(0)

  func increment() { stored.withLock { $0 += 1 } }

  var count: Int { stored.withLock { $0 } }
}

/// Holds each task that arrives until `parties` tasks have: a handshake, not a polling loop.
final class Rendezvous: Sendable {
  private let parties: Int
  private let state = Mutex<(arrived: Int, waiting: [CheckedContinuation<Void, Never>])>((0, []))

  init(parties: Int) { self.parties = parties }

  func arrive() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let released = state.withLock { state -> [CheckedContinuation<Void, Never>] in
        state.arrived += 1
        state.waiting.append(continuation)
        guard state.arrived >= parties else { return [] }
        defer { state.waiting = [] }
        return state.waiting
      }
      for waiter in released { waiter.resume() }
    }
  }
}

/// Progress phases collected from a `@Sendable` callback.
final class SharedPhases: Sendable {
  private let stored = Mutex<Set<String>>([])

  func insert(_ phase: String) { stored.withLock { _ = $0.insert(phase) } }

  var values: Set<String> { stored.withLock { $0 } }
}

/// Progress fractions collected from a `@Sendable` callback.
final class SharedFractions: Sendable {
  private let stored = Mutex<[Double]>([])

  func append(_ value: Double) { stored.withLock { $0.append(value) } }

  var values: [Double] { stored.withLock { $0 } }
}
