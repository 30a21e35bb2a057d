import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Regression tests for the offline examples of issue 12 ("Safe to embed"): the crafted cover whose
/// validation was quadratic, and cancellation inside the engine's loops and builds. (Long pasted
/// text, `maxResults = Int.max`, NaN ranks and unsorted keys are in the "Bad input" suites.)
@Suite("Offline hardening regressions")
struct OfflineHardeningRegressionTests {
  /// A complete quadtree of `depth` levels under the first POI root whose 4^depth leaves all list
  /// the same `length` entries (tree position 0, a POI), the rest of the roots deferring to the trees.
  static func sharedLeafCover(depth: Int, length: Int) -> NearestCover {
    var nodes: [UInt32] = []
    let leaf = NearestCover.leafFlag | 0
    // Breadth first: node `k` (a block of four values) has children blocks 4k + 1 ... 4k + 4.
    let internalCount = ((1 << (2 * depth)) - 1) / 3
    for block in 0..<internalCount {
      for child in 1...4 {
        let next = 4 * block + child
        nodes.append(next < internalCount ? UInt32(4 * next) : leaf)
      }
    }
    var roots = [UInt32](repeating: NearestCover.fallback, count: ReverseClass.count * 6)
    roots[ReverseClass.poi * 6] = 0
    return NearestCover(roots: roots, nodes: nodes, lists: [UInt32(length)] + [UInt32](repeating: 0, count: length))
  }

  /// The test locator's index with another cover, encoded as a file.
  static func file(with cover: NearestCover) -> [UInt8] {
    let index = OfflineBadInput.locator.indexes[0]
    let s = index.spatial
    let spatial = PlaceKDTrees(
      records: s.records, axes: s.axes, vectors: s.vectors, categories: s.categories, classStarts: s.classStarts,
      cover: cover)
    let crafted = OfflineIndex(
      store: index.store, names: index.names, terms: index.terms, spatial: spatial, fingerprint: index.fingerprint)
    return Array(BinaryIndexFormat.encode(name: "crafted", [crafted]))
  }

  @Test("regression: a crafted cover of 4,096 leaves sharing one 50,000-entry list validates in linear steps and loads")
  func regressionSharedLeafCover() async throws {
    let cover = Self.sharedLeafCover(depth: 6, length: 50_000)
    let spatial = OfflineBadInput.locator.indexes[0].spatial
    let (valid, steps) = cover.validate(for: spatial)
    #expect(valid)
    // Every node value once, the list once per class it is met in (and once to find the list starts):
    // the old check rescanned the list at every one of the 4,096 leaves (2 × 10^8 reads).
    let bound = cover.roots.count + cover.nodes.count + (ReverseClass.count + 1) * cover.lists.count
    #expect(steps <= bound)
    #expect(steps < 4_096 * 50_000 / 1_000)
    let indexes = try OfflineBadInput.decode(Self.file(with: cover))
    let loaded = OfflineLocator(name: "Crafted", indexes: indexes)
    // Every POI-class query near face 0 reads the one list, whose only record is tree position 0.
    let nearest = try loaded.nearestRecord(latitude: 0, longitude: 0, featureTypes: ["POI"])
    #expect(nearest.map { indexes[0].spatial.records[0] == UInt32($0.id) } == true)
  }

  @Test("A cover whose node is its own child (a cycle) is refused")
  func coverCycle() async throws {
    var roots = [UInt32](repeating: NearestCover.fallback, count: ReverseClass.count * 6)
    roots[0] = 0
    let cover = NearestCover(roots: roots, nodes: [0, 0, 0, 0], lists: [])
    #expect(!cover.isValid(for: OfflineBadInput.locator.indexes[0].spatial))
    #expect(
      throws: OfflineLocatorError.corruptIndex(
        file: "crafted.meridianindex", reason: "the spatial index is inconsistent")
    ) {
      try OfflineBadInput.decode(Self.file(with: cover))
    }
  }

  @Test("A cover DAG (one internal node reached from four parents) is refused: nodes are visited once")
  func coverDAG() {
    var roots = [UInt32](repeating: NearestCover.fallback, count: ReverseClass.count * 6)
    roots[0] = 0
    let leaf = NearestCover.leafFlag | 0
    let cover = NearestCover(roots: roots, nodes: [4, 4, 4, 4, leaf, leaf, leaf, leaf], lists: [1, 0])
    #expect(!cover.isValid(for: OfflineBadInput.locator.indexes[0].spatial))
  }

  @Test("A leaf pointing inside a list, or a list running past the end, is refused")
  func coverLists() {
    var roots = [UInt32](repeating: NearestCover.fallback, count: ReverseClass.count * 6)
    roots[0] = NearestCover.leafFlag | 1
    let spatial = OfflineBadInput.locator.indexes[0].spatial
    #expect(!NearestCover(roots: roots, nodes: [], lists: [2, 0, 0]).isValid(for: spatial))
    roots[0] = NearestCover.leafFlag | 0
    #expect(!NearestCover(roots: roots, nodes: [], lists: [5, 0, 0]).isValid(for: spatial))
    #expect(NearestCover(roots: roots, nodes: [], lists: [2, 0, 0]).isValid(for: spatial))
    // Tree position 4 is an address (class 1), not a POI.
    #expect(!NearestCover(roots: roots, nodes: [], lists: [1, 4]).isValid(for: spatial))
  }

  // MARK: - Cancellation

  /// 5,000 invented coffee shops on a world-wide grid (one per degree of latitude, 7.2° of longitude
  /// apart): a category search without a location loops over all of them.
  /// Built once; a build that fails fails the tests that use it (`try …get()`), not the process.
  static let manyShops = Result<OfflineLocator, any Error> {
    let places = (0..<5_000).map { i in
      OfflinePlace(
        name: "Shop \(i)", category: "Coffee Shop", latitude: -50 + Double(i % 100),
        longitude: -180 + 7.2 * Double(i / 100))
    }
    return try OfflineLocator(name: "Shops", places: places)
  }

  @Test("regression: a category search whose task is cancelled mid-call throws .cancelled, not 20 results")
  func cancelledCategorySearch() async throws {
    let locator = try Self.manyShops.get()
    // The task cancels itself, then calls the engine below the entry check: only the loop's checks
    // can stop it. Without them it returns its 20 results.
    let task = Task { () throws(OfflineLocatorError) -> [GeocodeResult] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try locator.geocode(text: "Coffee Shop", parameters: GeocodeParameters())
    }
    let outcome = await task.result
    #expect(throws: OfflineLocatorError.cancelled) { try outcome.get() }
    // Through the transport the error is CancellationError; the locator answers afterwards.
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await locator.geocode(.searchText("Coffee Shop"), parameters: GeocodeParameters())
    }
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    let results = try await locator.geocode(.searchText("Coffee Shop"), parameters: GeocodeParameters())
    #expect(results.count == 20)
  }

  @Test("regression: a cancelled task's 10 MB suggest and geocode throw CancellationError and return nothing")
  func cancelledHugeText() async throws {
    let text = String(repeating: "Helsinki ", count: 1_165_085)
    let locator = OfflineBadInput.locator
    let task = Task { () -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      let suggestions = try await locator.suggest(text, parameters: SuggestParameters())
      return suggestions.count
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    let geocode = Task { () -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await locator.geocode(.searchText(text), parameters: GeocodeParameters()).count
    }
    await #expect(throws: CancellationError.self) { try await geocode.value }
  }

  @Test("regression: an index build cancelled mid-way (from its progress) throws .cancelled and builds nothing")
  func cancelledIndexBuild() async throws {
    let places = (0..<50_000).map { i in
      OfflinePlace(
        name: "Place \(i)", category: "City", latitude: Double(i % 180) - 89.5, longitude: Double(i % 360) - 179.5)
    }
    let task = Task { () throws(OfflineLocatorError) -> OfflineIndex in
      var reported = 0
      return try OfflineIndex.build(places: places) { fraction in
        reported += 1
        // The first report after the start: cancel, so only the build's own checks can stop it.
        if fraction > 0 { withUnsafeCurrentTask { $0?.cancel() } }
      }
    }
    let outcome = await task.result
    #expect(throws: OfflineLocatorError.cancelled) { try outcome.get() }
  }

  @Test("regression: CSV reading cancelled mid-file throws .cancelled; a cancelled build throws CancellationError")
  func cancelledCSVBuild() async throws {
    var text = "name,latitude,longitude\n"
    for i in 0..<60_000 { text += "Place \(i),\(Double(i % 170) - 85),\(Double(i % 350) - 175)\n" }
    let url = try OfflineBadInput.temporaryFile("big.csv", Array(text.utf8))
    // The reader reports every 8,192 rows: cancel at the first report, part-way through the file.
    let task = Task { () throws(OfflineLocatorError) -> Int in
      try SourceLoader.load([.csv(url)]) { fraction in
        if fraction > 0 && fraction < 0.5 { withUnsafeCurrentTask { $0?.cancel() } }
      }.count
    }
    let outcome = await task.result
    #expect(throws: OfflineLocatorError.cancelled) { try outcome.get() }
    // A build cancelled before it reads: its locator throws CancellationError.
    let build = OfflineLocator.build(name: "Big", sources: [.csv(url)])
    build.cancel()
    await #expect(throws: CancellationError.self) { try await build.locator }
  }
}
