import Dispatch
import Foundation
import InternalMeridianUtilities

/// Every item's neighbours within a radius, found in the KD-tree's order and kept flat.
///
/// The greedy clustering asks for the neighbours of its seeds in the level's order, which for most
/// inputs wanders across the whole tree, so each query misses the cache at almost every node. Asking
/// for every item in the tree's own order instead makes consecutive queries walk the same nodes and
/// leaves; the lists come out exactly as the clustering's own queries would have found them (the
/// same centre, radius and KD order), so the clusters are the same. Worth it for large levels whose
/// items have few neighbours; a level whose lists outgrow a budget is clustered with direct queries.
struct ClusterNeighborTable {
  /// Each item's list in `entries`, by its index in the level: the start in the low 32 bits, the
  /// length in the high ones.
  private var bounds: [UInt64]
  /// The lists, in the tree's order.
  private var entries: [UInt32]

  /// The smallest level worth a table: below it the tree fits in cache and seeds' queries are cheap.
  static let minimumItems = 32_768
  /// The most entries a table may hold per item.
  static let entriesPerItem = 12

  /// Finds every item's neighbours, or `nil` when they come to more than ``entriesPerItem`` per item.
  ///
  /// - Parameters:
  ///   - tree: The level's tree.
  ///   - records: The level's items, whose positions are the centres of their queries.
  ///   - radius: The query radius.
  ///   - positionsAreFloats: Whether every position is a float already (the points' level), so the
  ///     tree's own copy is the centre and the positions in level order need not be read.
  /// - Throws: `CancellationError` when the task is cancelled.
  init?(
    tree: ClusterKDTree, records: UnsafeBufferPointer<ClusterLevel.Record>, radius: Double, positionsAreFloats: Bool
  ) throws {
    let n = tree.count
    let budget = Self.entriesPerItem * n
    var bounds = [UInt64](repeating: 0, count: n)
    var entries: [UInt32] = []
    entries.reserveCapacity(2 * n)
    // The centres in the tree's order, gathered in one tight loop whose loads do not wait for one
    // another (a query between two loads would leave one cache miss at a time in flight).
    var centres: [Double] = []
    if !positionsAreFloats {
      centres = tree.items.withUnsafeBufferPointer { items in
        [Double](uninitializedCount: 2 * n) { buffer, initialized in
          for p in 0..<n {
            let record = records[Int(items[p].id)]
            buffer[2 * p] = record.x
            buffer[2 * p + 1] = record.y
          }
          initialized = 2 * n
        }
      }
    }
    let query = Query(tree: tree, centres: centres, radius: radius)
    // Rounds of `roundItems` items, split among the threads; between rounds the task's
    // cancellation is checked and the lists are appended in the tree's order, as one thread would.
    let threads = Self.threads
    let slice = (Self.roundItems + threads - 1) / threads
    var round = 0
    while round < n {
      if Task.isCancelled { throw CancellationError() }
      let start = round
      let end = Swift.min(n, start + Self.roundItems)
      let parts = Self.inParallel(threads) { k in
        query.lists(from: Swift.min(end, start + k * slice), to: Swift.min(end, start + (k + 1) * slice))
      }
      for part in parts {
        let offset = entries.count
        for (p, bound) in zip(part.first..., part.bounds) {
          bounds[Int(tree.items[p].id)] = bound + UInt64(offset)
        }
        entries.append(contentsOf: part.entries)
      }
      if entries.count > budget { return nil }
      round = end
    }
    self.bounds = bounds
    self.entries = entries
  }

  /// The items a round's threads share.
  static let roundItems = 65_536
  /// The threads a table is built on: the cores, at most 4.
  static let threads = Swift.max(1, Swift.min(4, ProcessInfo.processInfo.activeProcessorCount))

  /// One thread's share of a round: the lists of the items `first..<first + bounds.count` in the
  /// tree's order, their bounds relative to the share's own entries.
  struct Part: Sendable {
    var first: Int
    var bounds: [UInt64]
    var entries: [UInt32]
  }

  /// What every thread queries: the tree, the centres (empty when the tree's own floats are the
  /// centres) and the radius.
  struct Query: Sendable {
    let tree: ClusterKDTree
    let centres: [Double]
    let radius: Double

    /// The lists of the items `first..<end` in the tree's order.
    func lists(from first: Int, to end: Int) -> Part {
      var part = Part(first: first, bounds: [], entries: [])
      part.bounds.reserveCapacity(end - first)
      part.entries.reserveCapacity(2 * (end - first))
      for p in first..<end {
        let start = part.entries.count
        if centres.isEmpty {
          let item = tree.items[p]
          tree.within(x: Double(item.x), y: Double(item.y), radius: radius, into: &part.entries)
        } else {
          tree.within(x: centres[2 * p], y: centres[2 * p + 1], radius: radius, into: &part.entries)
        }
        part.bounds.append(UInt64(start) | UInt64(part.entries.count - start) << 32)
      }
      return part
    }
  }

  /// Runs `body` for `0..<count` on as many threads and returns the results in order.
  static func inParallel(_ count: Int, _ body: @Sendable (Int) -> Part) -> [Part] {
    guard count > 1 else { return [body(0)] }
    let results = SharedLock([Part?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { k in
      let part = body(k)
      results.withLock { $0[k] = part }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  /// Calls `body` with the neighbours of an item, in KD order.
  @inline(__always)
  func withNeighbors<R>(of item: Int, _ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
    let bound = bounds[item]
    let start = Int(truncatingIfNeeded: bound & 0xFFFF_FFFF)
    let end = start + Int(truncatingIfNeeded: bound >> 32)
    return try entries.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
  }
}
