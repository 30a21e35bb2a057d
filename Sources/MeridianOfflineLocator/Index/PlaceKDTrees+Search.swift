import Foundation
import MeridianCore
import MeridianGeocoding

/// A record found by a spatial search.
struct SpatialNeighbor: Sendable {
  /// The squared chord (straight-line distance, metres) between the query and the record.
  var chord2: Double
  /// The index (of a locator's indexes) that holds the record.
  var segment: Int
  /// The record in its index.
  var record: Int
  /// The record's tree position.
  var position: Int
}

/// Receives the points a tree traversal reaches within its radius.
protocol SpatialVisitor {
  /// Points (and cells) farther than this squared chord are skipped; it may shrink as points arrive.
  var radius2: Double { get }
  /// Called for a point within ``radius2`` that the filter accepts, with its tree position.
  mutating func visit(chord2: Double, position: Int, record: Int)
}

/// The `k` nearest points found so far, nearest first, kept in caller-provided storage so a query
/// allocates nothing. Ties in chord go to the lower segment, then the lower record.
struct NeighborList: SpatialVisitor {
  private let storage: UnsafeMutableBufferPointer<SpatialNeighbor>
  /// The number of neighbours held (at most the storage's size).
  private(set) var count = 0
  private(set) var radius2: Double
  /// The segment that ``visit(chord2:position:record:)`` attributes points to.
  var segment = 0

  /// A list that keeps at most `storage.count` neighbours within the squared chord `radius2`.
  init(storage: UnsafeMutableBufferPointer<SpatialNeighbor>, radius2: Double) {
    self.storage = storage
    self.radius2 = radius2
  }

  /// The neighbour at a rank (0 is the nearest).
  subscript(rank: Int) -> SpatialNeighbor { storage[rank] }

  @inline(__always) private func precedes(_ chord2: Double, _ record: Int, _ other: SpatialNeighbor) -> Bool {
    chord2 != other.chord2
      ? chord2 < other.chord2 : (segment, record) < (other.segment, other.record)
  }

  @inline(__always) mutating func visit(chord2: Double, position: Int, record: Int) {
    let capacity = storage.count
    guard capacity > 0 else { return }
    if count == capacity {
      guard precedes(chord2, record, storage[count - 1]) else { return }
      count -= 1
    }
    var i = count
    while i > 0, precedes(chord2, record, storage[i - 1]) {
      storage[i] = storage[i - 1]
      i -= 1
    }
    storage[i] = SpatialNeighbor(chord2: chord2, segment: segment, record: record, position: position)
    count += 1
    if count == capacity { radius2 = min(radius2, storage[count - 1].chord2) }
  }
}

/// Collects every point within a fixed radius, unsorted.
private struct RangeCollector: SpatialVisitor {
  let radius2: Double
  var found: [SpatialNeighbor] = []

  mutating func visit(chord2: Double, position: Int, record: Int) {
    found.append(SpatialNeighbor(chord2: chord2, segment: 0, record: record, position: position))
  }
}

/// Decides which tree positions a traversal reports.
private protocol SpatialFilter {
  func accepts(_ position: Int) -> Bool
}

private struct AcceptAll: SpatialFilter {
  @inline(__always) func accepts(_ position: Int) -> Bool { true }
}

/// Keeps the positions of the masked categories whose surface normal is within a radius of a normal.
private struct NormalFilter: SpatialFilter {
  let vectors: UnsafeBufferPointer<Double>
  let categories: UnsafeBufferPointer<UInt16>
  let mask: UnsafeBufferPointer<Bool>?
  let normal: SIMD3<Double>
  let radiusSquared: Double

  func accepts(_ position: Int) -> Bool {
    if let mask {
      let node = Int(categories[position])
      guard node < mask.count, mask[node] else { return false }
    }
    guard radiusSquared.isFinite else { return true }
    let p = SIMD3(vectors[position * 3], vectors[position * 3 + 1], vectors[position * 3 + 2])
    let d = WGS84Ellipsoid.normal(atSurfacePoint: p) - normal
    return (d * d).sum() <= radiusSquared
  }
}

extension PlaceKDTrees {
  /// Visits the points of whole classes within the visitor's radius of `target`.
  ///
  /// - Parameters:
  ///   - target: The query's Earth-centred position (see `WGS84Ellipsoid.surfacePoint(normal:)`).
  ///   - classes: The ``ReverseClass`` trees to search.
  ///   - visitor: Receives the points; its radius prunes the search.
  func visit<V: SpatialVisitor>(_ target: SIMD3<Double>, classes: ReverseClass.Set, into visitor: inout V) {
    withTree { tree in
      for c in 0..<ReverseClass.count where classes & (1 << c) != 0 {
        tree.traverse(target, positions(of: c), &visitor, AcceptAll())
      }
    }
  }

  /// The records of whole classes within a straight-line radius of an Earth-centred position, unsorted.
  ///
  /// - Parameters:
  ///   - target: The query's Earth-centred position.
  ///   - radiusSquared: The squared radius in square metres (inclusive).
  ///   - classes: The ``ReverseClass`` trees to search.
  func records(near target: SIMD3<Double>, radiusSquared: Double, classes: ReverseClass.Set) -> [SpatialNeighbor] {
    var collector = RangeCollector(radius2: radiusSquared)
    visit(target, classes: classes, into: &collector)
    return collector.found
  }

  /// The records whose surface normals lie within a squared chord radius of `target`'s.
  ///
  /// - Parameters:
  ///   - target: The query's unit vector (surface normal).
  ///   - radiusSquared: The squared chord radius between unit normals (inclusive); 4 or more
  ///     includes every record.
  ///   - mask: Category nodes to include, or `nil` for all.
  ///   - limit: Keep only the `limit` nearest by straight-line distance, nearest first (ties by
  ///     record); `nil` keeps all in range, unsorted.
  /// - Returns: The records, each with its squared straight-line distance in square metres.
  func search(
    target: SIMD3<Double>, radiusSquared: Double, mask: [Bool]?, limit: Int?
  ) -> [(record: Int, chord2: Double)] {
    let point = WGS84Ellipsoid.surfacePoint(normal: target)
    // Normals within angle θ are at most R_max·θ apart along the geodesic, so at most that in space.
    let everywhere = radiusSquared >= 4
    let angle = everywhere ? Double.pi : 2 * asin(max(0, radiusSquared).squareRoot() / 2)
    let reach = angle * WGS84Ellipsoid.maximumCurvatureRadius * (1 + 1e-9) + 1e-3
    let classes = mask.map { ReverseClass.touched(by: $0) } ?? (1 << ReverseClass.count - 1)
    func run<V: SpatialVisitor>(_ visitor: inout V) {
      (mask ?? []).withUnsafeBufferPointer { maskBuffer in
        vectors.withUnsafeBufferPointer { vectors in
          categories.withUnsafeBufferPointer { categories in
            let filter = NormalFilter(
              vectors: vectors, categories: categories, mask: mask == nil ? nil : maskBuffer, normal: target,
              radiusSquared: everywhere ? .infinity : radiusSquared)
            withTree { tree in
              for c in 0..<ReverseClass.count where classes & (1 << c) != 0 {
                tree.traverse(point, positions(of: c), &visitor, filter)
              }
            }
          }
        }
      }
    }
    guard let limit else {
      var collector = RangeCollector(radius2: everywhere ? .infinity : reach * reach)
      run(&collector)
      return collector.found.map { ($0.record, $0.chord2) }
    }
    guard limit > 0 else { return [] }
    return withUnsafeTemporaryAllocation(of: SpatialNeighbor.self, capacity: limit) { storage in
      var list = NeighborList(storage: storage, radius2: everywhere ? .infinity : reach * reach)
      run(&list)
      return (0..<list.count).map { (list[$0].record, list[$0].chord2) }
    }
  }

  /// The Earth-centred position at a tree position.
  @inline(__always) func point(at position: Int) -> SIMD3<Double> {
    SIMD3(vectors[position * 3], vectors[position * 3 + 1], vectors[position * 3 + 2])
  }

  private func withTree<R>(_ body: (Tree) -> R) -> R {
    vectors.withUnsafeBufferPointer { vectors in
      axes.withUnsafeBufferPointer { axes in
        records.withUnsafeBufferPointer { records in
          body(Tree(vectors: vectors, axes: axes, records: records))
        }
      }
    }
  }
}

/// The trees' arrays, for traversal.
private struct Tree {
  let vectors: UnsafeBufferPointer<Double>
  let axes: UnsafeBufferPointer<UInt8>
  let records: UnsafeBufferPointer<UInt32>

  /// A subtree waiting to be visited, with the squared distance from the target to its cell.
  private struct Pending {
    var low: Int
    var high: Int
    var distance2: Double
    var offsets: SIMD3<Double>
  }

  /// Hands the point at `position` to the visitor when it lies within the visitor's radius of
  /// `target` and the filter accepts it.
  @inline(__always)
  private func offer<V: SpatialVisitor, F: SpatialFilter>(
    _ position: Int, _ target: SIMD3<Double>, _ visitor: inout V, _ filter: F
  ) {
    let base = position * 3
    let dx = vectors[base] - target.x
    let dy = vectors[base + 1] - target.y
    let dz = vectors[base + 2] - target.z
    let chord2 = dx * dx + dy * dy + dz * dz
    if chord2 <= visitor.radius2, filter.accepts(position) {
      visitor.visit(chord2: chord2, position: position, record: Int(records[position]))
    }
  }

  /// Depth-first search nearest side first; a cell is skipped when its squared distance (kept
  /// incrementally per axis, as in Arya and Mount's k-d search) exceeds the visitor's radius.
  func traverse<V: SpatialVisitor, F: SpatialFilter>(
    _ target: SIMD3<Double>, _ range: Range<Int>, _ visitor: inout V, _ filter: F
  ) {
    guard !range.isEmpty else { return }
    // A tree of at most 2^32 points is at most 32 levels deep; one pending cell per level.
    withUnsafeTemporaryAllocation(of: Pending.self, capacity: 64) { stack in
      var top = 0
      var low = range.lowerBound
      var high = range.upperBound
      var distance2 = 0.0
      var offsets = SIMD3<Double>(repeating: 0)
      while true {
        while high - low > PlaceKDTrees.leafSize {
          let middle = (low + high) >> 1
          offer(middle, target, &visitor, filter)
          let base = middle * 3
          let axis = Int(axes[middle])
          let delta = target[axis] - vectors[base + axis]
          let previous = offsets[axis]
          let far = distance2 - previous * previous + delta * delta
          var farOffsets = offsets
          farOffsets[axis] = delta
          if delta < 0 {
            if far <= visitor.radius2 {
              stack[top] = Pending(low: middle + 1, high: high, distance2: far, offsets: farOffsets)
              top += 1
            }
            high = middle
          } else {
            if far <= visitor.radius2 {
              stack[top] = Pending(low: low, high: middle, distance2: far, offsets: farOffsets)
              top += 1
            }
            low = middle + 1
          }
        }
        for position in low..<high { offer(position, target, &visitor, filter) }
        var next: Pending?
        while top > 0 {
          top -= 1
          if stack[top].distance2 <= visitor.radius2 {
            next = stack[top]
            break
          }
        }
        guard let next else { return }
        low = next.low
        high = next.high
        distance2 = next.distance2
        offsets = next.offsets
      }
    }
  }
}
