import Foundation
import MeridianCore

/// The spatial index of an overlay's graphics: slot numbers by geometry extent.
///
/// See “The internal `SpatialIndex`” in `docs/graphics.md`.
struct SpatialIndex {
  static let maximumLevel = 48
  /// The number of points a cell holds on average, where the points are.
  static let pointsPerCell = 4.0

  /// Where a slot's extent is kept.
  enum Kind: UInt8 {
    case none
    /// A point in the packed part of its partition's grid; `loc` is its entry.
    case packedPoint
    /// A point in the recent part of its partition's grid; `loc` is its recent entry.
    case recentPoint
    /// A box waiting for the next flush to be placed in a level.
    case pendingBox
    /// A box in a level or in the oversized set.
    case box
  }

  struct Partition {
    var spatialReference: SpatialReference?
    var cellSize = 1.0
    var inverse = 1.0
    var points = PointGrid()
    var levels: [LooseGrid] = []
    var oversized: Set<UInt32> = []
    var extentCount = 0
    var pendingBoxes = 0
    var builtAt = 0
    var boxCount: Int { extentCount + oversized.count + pendingBoxes }
    var count: Int { points.count + boxCount }
    var hasPending: Bool { pendingBoxes > 0 || points.hasUnlinked }
  }

  var partitions: [Partition] = []
  var partitionBySpatialReference: [SpatialReference?: UInt16] = [:]
  var lastPacked: (raw: UInt64, partition: UInt16)?
  var kind: [Kind] = []
  var loc: [UInt32] = []
  var part: [UInt16] = []
  var boxes: [UInt32: GridBox] = [:]
  var pendingBoxSlots: [UInt32] = []
  var dirty = false
  /// How many points a batch being entered may still add, so the arrays grow once for it.
  var expectedPoints = 0

  // MARK: - Changes

  /// Makes the tables cover slots below `count` at once, and room for `adding` more points.
  mutating func reserveCapacity(slots count: Int, adding: Int) {
    if count > kind.count { grow(to: count) }
    expectedPoints = adding
  }

  /// Records a slot's extent, replacing any earlier one; `nil` or empty extents are not indexed.
  mutating func set(slot: UInt32, extent: Envelope?) {
    remove(slot: slot)
    guard let extent, !extent.isEmpty else { return }
    let p = partition(for: extent.spatialReference)
    if extent.xMin == extent.xMax && extent.yMin == extent.yMax && extent.xMin.isFinite && extent.yMin.isFinite {
      insertPoint(slot, x: extent.xMin, y: extent.yMin, partition: p)
    } else {
      let box = GridBox(xMin: extent.xMin, yMin: extent.yMin, xMax: extent.xMax, yMax: extent.yMax)
      boxes[slot] = box
      kind[Int(slot)] = .pendingBox
      part[Int(slot)] = p
      partitions[Int(p)].pendingBoxes += 1
      pendingBoxSlots.append(slot)
      dirty = true
    }
  }

  /// Records a graphic's stored geometry: as ``set(slot:extent:)`` with its extent, without building
  /// an envelope for a finite point.
  mutating func set(slot: UInt32, geometry: StoredGeometry) {
    guard case .point(let x, let y, let packed) = geometry, x.isFinite, y.isFinite else {
      set(slot: slot, extent: geometry.extent)
      return
    }
    remove(slot: slot)
    insertPoint(slot, x: x, y: y, partition: partition(packed: packed))
  }

  /// Removes a slot.
  mutating func remove(slot: UInt32) {
    let i = Int(slot)
    guard i < kind.count else {
      grow(to: i + 1)
      return
    }
    let p = Int(part[i])
    switch kind[i] {
    case .none: return
    case .packedPoint: partitions[p].points.removePacked(loc[i])
    case .recentPoint: partitions[p].points.removeRecent(loc[i])
    case .pendingBox:
      partitions[p].pendingBoxes -= 1
      boxes[slot] = nil
    case .box:
      unlinkBox(slot)
      boxes[slot] = nil
    }
    kind[i] = .none
  }

  /// Removes everything.
  mutating func removeAll() { self = SpatialIndex() }

  /// Applies the recorded changes: rebuilds the partitions that need it, links the others' changes.
  mutating func flush() {
    expectedPoints = 0
    guard dirty else { return }
    dirty = false
    for p in partitions.indices where partitions[p].hasPending {
      let total = partitions[p].count
      if (total >= 64 && total >= 2 * partitions[p].builtAt) || partitions[p].points.churn > Swift.max(256, total / 4) {
        rebuild(UInt16(p))
      } else {
        partitions[p].points.linkRecent(inverse: partitions[p].inverse)
        for slot in pendingBoxSlots where kind[Int(slot)] == .pendingBox && part[Int(slot)] == p { linkBox(slot) }
      }
    }
    pendingBoxSlots.removeAll(keepingCapacity: pendingBoxSlots.count < 4096)
  }

  // MARK: - Queries

  /// Appends the slots whose extent intersects `box`, projecting the box into each partition's
  /// spatial reference. Call ``flush()`` first.
  func query(_ box: Envelope, into result: inout [UInt32]) {
    _ = query(box, into: &result, limit: .max)
  }

  /// Appends the slots whose extent intersects `box`, as ``query(_:into:)`` does, but stops early
  /// and returns `false` once `result` holds more than `limit` slots.
  func query(_ box: Envelope, into result: inout [UInt32], limit: Int) -> Bool {
    guard !box.isEmpty else { return true }
    for p in partitions.indices where partitions[p].count > 0 {
      guard let projected = Self.project(box, into: partitions[p].spatialReference), !projected.isEmpty else {
        continue
      }
      let q = GridBox(xMin: projected.xMin, yMin: projected.yMin, xMax: projected.xMax, yMax: projected.yMax)
      guard partitions[p].points.query(q, inverse: partitions[p].inverse, into: &result, limit: limit) else {
        return false
      }
      guard partitions[p].boxCount > 0 else { continue }
      for level in partitions[p].levels.indices where partitions[p].levels[level].count > 0 {
        let size = partitions[p].cellSize * Double(1 << level)
        let half = size / 2
        let inverse = 1 / size
        partitions[p].levels[level].forEachSlot(
          x0: GridCell.coordinate(q.xMin - half, inverse), y0: GridCell.coordinate(q.yMin - half, inverse),
          x1: GridCell.coordinate(q.xMax + half, inverse), y1: GridCell.coordinate(q.yMax + half, inverse)
        ) { slot in
          if let b = boxes[slot], b.intersects(q) { result.append(slot) }
        }
        guard result.count <= limit else { return false }
      }
      for slot in partitions[p].oversized {
        if let b = boxes[slot], b.intersects(q) { result.append(slot) }
      }
      guard result.count <= limit else { return false }
    }
    return true
  }

  /// The extent of each partition's slots, in its spatial reference.
  var extents: [Envelope] {
    var unions = [GridBox?](repeating: nil, count: partitions.count)
    for p in partitions.indices {
      partitions[p].points.forEachLive { point in
        let b = GridBox(xMin: point.x, yMin: point.y, xMax: point.x, yMax: point.y)
        unions[p] = unions[p].map { $0.union(b) } ?? b
      }
    }
    for (slot, b) in boxes where kind[Int(slot)] != .none {
      let p = Int(part[Int(slot)])
      unions[p] = unions[p].map { $0.union(b) } ?? b
    }
    return zip(partitions, unions).compactMap { partition, box in
      box.map {
        Envelope(
          xMin: $0.xMin, yMin: $0.yMin, xMax: $0.xMax, yMax: $0.yMax, spatialReference: partition.spatialReference)
      }
    }
  }

  // MARK: - Internals

  private mutating func grow(to count: Int) {
    if count == kind.count + 1 {
      kind.append(.none)
      loc.append(0)
      part.append(0)
    } else {
      let extra = count - kind.count
      kind.append(contentsOf: repeatElement(.none, count: extra))
      loc.append(contentsOf: repeatElement(0, count: extra))
      part.append(contentsOf: repeatElement(0, count: extra))
    }
  }

  private mutating func insertPoint(_ slot: UInt32, x: Double, y: Double, partition p: UInt16) {
    let i = Int(slot)
    kind[i] = .recentPoint
    part[i] = p
    loc[i] = partitions[Int(p)].points.appendRecent(PointEntry(x: x, y: y, slot: slot), expected: expectedPoints)
    dirty = true
  }

  private mutating func partition(for spatialReference: SpatialReference?) -> UInt16 {
    if let p = partitionBySpatialReference[spatialReference] { return p }
    let p = UInt16(partitions.count)
    partitions.append(Partition(spatialReference: spatialReference))
    partitionBySpatialReference[spatialReference] = p
    return p
  }

  /// The partition of a packed spatial reference, remembering the last one (graphics added together
  /// mostly share one).
  private mutating func partition(packed: PackedSpatialReference) -> UInt16 {
    if let last = lastPacked, last.raw == packed.raw { return last.partition }
    let p = partition(for: packed.spatialReference)
    lastPacked = (packed.raw, p)
    return p
  }
}
