import Foundation
import MeridianCore

/// The spatial index of an overlay's graphics: slot numbers by geometry extent.
///
/// Graphics are partitioned by spatial reference (a query box is projected into each partition's).
/// In a partition:
/// - points sit in a ``PackedPointGrid`` (a packed grid rebuilt in bulk plus a hashed grid of
///   recent changes), its cell size chosen from the points' spread for about 8 points per cell;
/// - other extents sit in ``LooseGrid`` levels by size, cell size doubling per level; extents that
///   are not finite, or larger than 2⁴⁸ cells, are kept in a small list tested one by one.
///
/// Changes are recorded at once and applied by ``flush()``, which the overlay calls before it
/// releases its lock, so every query sees every change. A partition is rebuilt when it has doubled
/// since its last build or its recent changes outgrow a quarter of it: O(1) amortised per change.
struct SpatialIndex {
  static let notIndexed = UInt16.max
  static let maximumLevel = 48

  enum SlotState: UInt8 { case none, pending, indexed }

  struct Partition {
    var spatialReference: SpatialReference?
    var cellSize = 1.0
    var inverse = 1.0
    var points = PackedPointGrid()
    var levels: [LooseGrid] = []
    var oversized: Set<UInt32> = []
    var extentCount = 0
    var builtAt = 0
    var pending = 0
    var count: Int { points.count + extentCount + oversized.count }
  }

  private(set) var partitions: [Partition] = []
  private var partitionBySpatialReference: [SpatialReference?: UInt16] = [:]
  private var xs: [Double] = []
  private var ys: [Double] = []
  private var part: [UInt16] = []
  private var state: [SlotState] = []
  private var boxes: [UInt32: GridBox] = [:]
  private var pendingSlots: [UInt32] = []

  // MARK: - Changes

  /// Records a slot's extent, replacing any earlier one; `nil` or empty extents are not indexed.
  mutating func set(slot: UInt32, extent: Envelope?) {
    remove(slot: slot)
    let i = Int(slot)
    guard let extent, !extent.isEmpty else { return }
    let p = partition(for: extent.spatialReference)
    part[i] = p
    if extent.xMin == extent.xMax && extent.yMin == extent.yMax && extent.xMin.isFinite && extent.yMin.isFinite {
      xs[i] = extent.xMin
      ys[i] = extent.yMin
    } else {
      xs[i] = .nan
      boxes[slot] = GridBox(xMin: extent.xMin, yMin: extent.yMin, xMax: extent.xMax, yMax: extent.yMax)
    }
    state[i] = .pending
    partitions[Int(p)].pending += 1
    pendingSlots.append(slot)
  }

  /// Removes a slot.
  mutating func remove(slot: UInt32) {
    let i = Int(slot)
    if i >= state.count {
      let grow = i - state.count + 1
      xs.append(contentsOf: repeatElement(.nan, count: grow))
      ys.append(contentsOf: repeatElement(.nan, count: grow))
      part.append(contentsOf: repeatElement(Self.notIndexed, count: grow))
      state.append(contentsOf: repeatElement(.none, count: grow))
      return
    }
    switch state[i] {
    case .none: return
    case .pending: partitions[Int(part[i])].pending -= 1
    case .indexed: unlink(slot)
    }
    state[i] = .none
    part[i] = Self.notIndexed
    boxes[slot] = nil
  }

  /// Removes everything.
  mutating func removeAll() { self = SpatialIndex() }

  /// Applies the recorded changes: rebuilds the partitions that need it, links the others' slots.
  mutating func flush() {
    guard !pendingSlots.isEmpty else { return }
    for p in partitions.indices where partitions[p].pending > 0 {
      let partition = partitions[p]
      let total = partition.count + partition.pending
      if (total >= 64 && total >= 2 * partition.builtAt) || partition.points.churn > Swift.max(256, total / 4) {
        rebuild(UInt16(p))
      }
    }
    for slot in pendingSlots where state[Int(slot)] == .pending { link(slot) }
    for p in partitions.indices { partitions[p].pending = 0 }
    pendingSlots.removeAll(keepingCapacity: pendingSlots.count < 4096)
  }

  // MARK: - Queries

  /// Appends the slots whose extent intersects `box`, projecting the box into each partition's
  /// spatial reference. Call ``flush()`` first.
  func query(_ box: Envelope, into result: inout [UInt32]) {
    guard !box.isEmpty else { return }
    for partition in partitions where partition.count > 0 {
      guard let projected = Self.project(box, into: partition.spatialReference), !projected.isEmpty else { continue }
      let q = GridBox(xMin: projected.xMin, yMin: projected.yMin, xMax: projected.xMax, yMax: projected.yMax)
      let inv = partition.inverse
      partition.points.forEachSlot(
        x0: GridCell.coordinate(q.xMin, inv), y0: GridCell.coordinate(q.yMin, inv),
        x1: GridCell.coordinate(q.xMax, inv), y1: GridCell.coordinate(q.yMax, inv)
      ) { slot in
        if q.contains(x: xs[Int(slot)], y: ys[Int(slot)]) { result.append(slot) }
      }
      for (level, grid) in partition.levels.enumerated() where grid.count > 0 {
        let size = partition.cellSize * Double(1 << level)
        let half = size / 2
        let inverse = 1 / size
        grid.forEachSlot(
          x0: GridCell.coordinate(q.xMin - half, inverse), y0: GridCell.coordinate(q.yMin - half, inverse),
          x1: GridCell.coordinate(q.xMax + half, inverse), y1: GridCell.coordinate(q.yMax + half, inverse)
        ) { slot in
          if let b = boxes[slot], b.intersects(q) { result.append(slot) }
        }
      }
      for slot in partition.oversized {
        if let b = boxes[slot], b.intersects(q) { result.append(slot) }
      }
    }
  }

  /// The extent of each partition's slots, in its spatial reference.
  var extents: [Envelope] {
    var unions = [GridBox?](repeating: nil, count: partitions.count)
    for i in state.indices where state[i] != .none {
      let b = xs[i].isNaN ? boxes[UInt32(i)] : GridBox(xMin: xs[i], yMin: ys[i], xMax: xs[i], yMax: ys[i])
      guard let b else { continue }
      let p = Int(part[i])
      unions[p] = unions[p].map { $0.union(b) } ?? b
    }
    return zip(partitions, unions).compactMap { partition, box in
      box.map {
        Envelope(
          xMin: $0.xMin, yMin: $0.yMin, xMax: $0.xMax, yMax: $0.yMax, spatialReference: partition.spatialReference)
      }
    }
  }

  /// A box in another spatial reference: unchanged when either has none or they match; projected
  /// between WGS84 and Web Mercator (latitudes clamped to ±90 first); `nil` when it cannot be.
  static func project(_ box: Envelope, into spatialReference: SpatialReference?) -> Envelope? {
    guard let target = spatialReference, let source = box.spatialReference, source != target else { return box }
    var box = box
    if source.isGeographic {
      box = Envelope(
        xMin: box.xMin, yMin: Swift.max(box.yMin, -90), xMax: box.xMax, yMax: Swift.min(box.yMax, 90),
        spatialReference: source)
    }
    return try? GeometryEngine.project(box, into: target)
  }

  // MARK: - Internals

  private mutating func partition(for spatialReference: SpatialReference?) -> UInt16 {
    if let p = partitionBySpatialReference[spatialReference] { return p }
    let p = UInt16(partitions.count)
    partitions.append(Partition(spatialReference: spatialReference))
    partitionBySpatialReference[spatialReference] = p
    return p
  }

  /// The level and centre cell key of a non-point box, or `nil` when it is oversized.
  private func placement(of b: GridBox, in partition: Partition) -> (level: Int, key: UInt64)? {
    let span = Swift.max(b.xMax - b.xMin, b.yMax - b.yMin)
    guard span.isFinite, b.xMin.isFinite, b.yMin.isFinite else { return nil }
    var level = 0
    var size = partition.cellSize
    while size < span {
      level += 1
      size *= 2
      if level > Self.maximumLevel { return nil }
    }
    let inverse = 1 / size
    let key = GridCell.key(
      GridCell.coordinate((b.xMin + b.xMax) / 2, inverse), GridCell.coordinate((b.yMin + b.yMax) / 2, inverse))
    return (level, key)
  }

  private func pointKey(_ i: Int, _ partition: Partition) -> UInt64 {
    GridCell.key(GridCell.coordinate(xs[i], partition.inverse), GridCell.coordinate(ys[i], partition.inverse))
  }

  private mutating func link(_ slot: UInt32) {
    let i = Int(slot)
    let p = Int(part[i])
    state[i] = .indexed
    if !xs[i].isNaN {
      partitions[p].points.insert(slot, key: pointKey(i, partitions[p]))
    } else if let b = boxes[slot], let (level, key) = placement(of: b, in: partitions[p]) {
      while partitions[p].levels.count <= level { partitions[p].levels.append(LooseGrid()) }
      partitions[p].levels[level].insert(slot, key: key)
      partitions[p].extentCount += 1
    } else {
      partitions[p].oversized.insert(slot)
    }
  }

  private mutating func unlink(_ slot: UInt32) {
    let i = Int(slot)
    let p = Int(part[i])
    if !xs[i].isNaN {
      partitions[p].points.remove(slot, key: pointKey(i, partitions[p]))
    } else if let b = boxes[slot], let (level, key) = placement(of: b, in: partitions[p]) {
      partitions[p].levels[level].remove(slot, key: key)
      partitions[p].extentCount -= 1
    } else {
      partitions[p].oversized.remove(slot)
    }
  }

  /// Rebuilds a partition from all its slots (indexed and pending), choosing a new cell size.
  private mutating func rebuild(_ p: UInt16) {
    var members: [UInt32] = []
    members.reserveCapacity(partitions[Int(p)].count + partitions[Int(p)].pending)
    for i in state.indices where state[i] != .none && part[i] == p { members.append(UInt32(i)) }
    var partition = Partition(spatialReference: partitions[Int(p)].spatialReference)
    partition.cellSize = cellSize(for: members)
    partition.inverse = 1 / partition.cellSize
    partition.builtAt = members.count
    var pairs: [(key: UInt64, slot: UInt32)] = []
    pairs.reserveCapacity(members.count)
    for slot in members where !xs[Int(slot)].isNaN { pairs.append((pointKey(Int(slot), partition), slot)) }
    partition.points = PackedPointGrid(pairs: pairs)
    partitions[Int(p)] = partition
    for slot in members {
      state[Int(slot)] = .indexed
      if xs[Int(slot)].isNaN {
        state[Int(slot)] = .pending
        link(slot)
      }
    }
  }

  /// A power-of-two cell size that puts about 8 points in a cell, from the 5th–95th percentile spread
  /// of (a sample of) the members' points or centres.
  private func cellSize(for members: [UInt32]) -> Double {
    let stride = Swift.max(1, members.count / 4096)
    var sx: [Double] = []
    var sy: [Double] = []
    var i = 0
    while i < members.count {
      let slot = members[i]
      if !xs[Int(slot)].isNaN {
        sx.append(xs[Int(slot)])
        sy.append(ys[Int(slot)])
      } else if let b = boxes[slot], b.xMin.isFinite, b.xMax.isFinite, b.yMin.isFinite, b.yMax.isFinite {
        sx.append((b.xMin + b.xMax) / 2)
        sy.append((b.yMin + b.yMax) / 2)
      }
      i += stride
    }
    guard sx.count >= 2 else { return 1 }
    sx.sort()
    sy.sort()
    let lo = sx.count / 20
    let hi = sx.count - 1 - lo
    let w = sx[hi] - sx[lo]
    let h = sy[hi] - sy[lo]
    let n = Double(members.count) * 0.9
    var size: Double
    if w > 0 && h > 0 {
      size = (w * h * 8 / (0.9 * n)).squareRoot()
    } else if w > 0 || h > 0 {
      size = Swift.max(w, h) * 8 / n
    } else {
      return 1
    }
    size = exp2(log2(size).rounded())
    return Swift.min(Swift.max(size, 1e-12), 1e12)
  }
}
