import Foundation
import MeridianCore

extension SpatialIndex {
  /// Rebuilds every partition (see ``rebuild(_:)``). Call ``flush()`` first.
  mutating func rebuildAll() {
    for p in partitions.indices where partitions[p].count > 0 { rebuild(UInt16(p)) }
  }

  /// Rebuilds a partition from all its slots (placed and pending), choosing a new cell size: its
  /// points by a counting sort into a new packed grid, its boxes placed again.
  mutating func rebuild(_ p: UInt16) {
    let pi = Int(p)
    var old = partitions[pi]
    partitions[pi] = Partition(spatialReference: old.spatialReference)
    var boxSlots: [UInt32] = []
    if old.boxCount > 0 {
      for i in kind.indices where (kind[i] == .box || kind[i] == .pendingBox) && part[i] == p {
        boxSlots.append(UInt32(i))
      }
    }
    var partition = Partition(spatialReference: old.spatialReference)
    partition.cellSize = cellSize(points: old.points, boxSlots: boxSlots)
    partition.inverse = 1 / partition.cellSize
    partition.builtAt = old.count
    let points = old.points
    old.points = PointGrid()
    partition.points = loc.withUnsafeMutableBufferPointer { loc in
      kind.withUnsafeMutableBufferPointer { kind in
        PointGrid(rebuilding: points, inverse: partition.inverse, entryOfSlot: loc, kindOfSlot: kind)
      }
    }
    partition.pendingBoxes = boxSlots.count
    partitions[pi] = partition
    for slot in boxSlots {
      kind[Int(slot)] = .pendingBox
      linkBox(slot)
    }
  }

  /// Places a pending box in its partition's level for its size, or in the oversized set.
  mutating func linkBox(_ slot: UInt32) {
    let p = Int(part[Int(slot)])
    kind[Int(slot)] = .box
    partitions[p].pendingBoxes -= 1
    if let b = boxes[slot], let (level, key) = placement(of: b, in: partitions[p]) {
      while partitions[p].levels.count <= level { partitions[p].levels.append(LooseGrid()) }
      partitions[p].levels[level].insert(slot, key: key)
      partitions[p].extentCount += 1
    } else {
      partitions[p].oversized.insert(slot)
    }
  }

  /// Takes a placed box out of its level or the oversized set.
  mutating func unlinkBox(_ slot: UInt32) {
    let p = Int(part[Int(slot)])
    if let b = boxes[slot], let (level, key) = placement(of: b, in: partitions[p]) {
      partitions[p].levels[level].remove(slot, key: key)
      partitions[p].extentCount -= 1
    } else {
      partitions[p].oversized.remove(slot)
    }
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

  /// A box in another spatial reference: unchanged when either has none or they match; projected
  /// between WGS84 and Web Mercator (latitudes clamped to ±90 first); `nil` when it cannot be.
  ///
  /// Boxes between WGS84 and Web Mercator take a direct path through Core's `WebMercator` formulas,
  /// the ones `GeometryEngine.project` uses (so the results are the same to the bit); it runs once per
  /// identify and per partition.
  static func project(_ box: Envelope, into spatialReference: SpatialReference?) -> Envelope? {
    guard let target = spatialReference, let source = box.spatialReference, source != target else { return box }
    if source == .webMercator && target == .wgs84 {
      guard box.xMin.isFinite, box.yMin.isFinite, box.xMax.isFinite, box.yMax.isFinite else { return nil }
      return Envelope(
        xMin: WebMercator.longitude(x: box.xMin), yMin: WebMercator.latitude(y: box.yMin),
        xMax: WebMercator.longitude(x: box.xMax), yMax: WebMercator.latitude(y: box.yMax),
        spatialReference: target)
    }
    var box = box
    if source.isGeographic {
      box = Envelope(
        xMin: box.xMin, yMin: Swift.max(box.yMin, -90), xMax: box.xMax, yMax: Swift.min(box.yMax, 90),
        spatialReference: source)
    }
    return try? GeometryEngine.project(box, into: target)
  }
}
