/// Re-clusters one zoom after the level above it changed, touching only what the change reaches.
///
/// The greedy clustering gives every item of the level above a *role*: a seed (no seed before it in
/// the level's order covers it) or taken by the first seed before it that covers it ("covers": the
/// item's float position within the zoom's radius of the seed's position). So an item's role can
/// change only when an item before it that covers it (now or before the change) moved or changed
/// role, or when it moved itself. The update re-decides the roles of exactly those items, in order,
/// from a heap of suspects that grows as roles change; every other item keeps its role. Then one
/// pass in order writes the level below: a seed whose members and positions are unchanged keeps its
/// cluster (with its id renumbered when seeds before it came or went), the others are made afresh
/// with the same exact centroid sum a fresh build uses (``ClusterCentroid``). With `minPoints` 2 and
/// no aggregates, the result is, record for record, what a fresh build of the changed points makes.
struct ClusterLevelUpdate {
  let zoom: Int
  let radius: Double
  let pointCount: Int

  /// A role: a seed, or taken by the seed at that (new) index.
  static let seed = -1
  /// The old role of an item whose old taker was removed.
  static let orphan = -2

  /// Updates the clustering at `zoom`: sets the parents of `new` (the level above, as it is now)
  /// and returns the level at `zoom` as it is now, with its change from `below`.
  ///
  /// - Parameters:
  ///   - old: The level above as it was, with the parents of the old clustering.
  ///   - new: The level above as it is now; its parents are written.
  ///   - change: How `new` continues `old`.
  ///   - below: The level at `zoom` as it was.
  func update(
    old: ClusterLevel, new: inout ClusterLevel, change: ClusterLevelChange, below: ClusterLevel
  )
    -> (ClusterLevel, ClusterLevelChange)
  {
    let r2 = radius * radius
    // Reaches every seed whose position (a double) is within the radius of a float position.
    let slack = radius + 0x1p-24
    let moved = Set(change.moved)
    var roles: [Int: Int] = [:]
    var suspects = ClusterSuspects()
    var affected = Set<Int>()
    var found: [UInt32] = []

    /// The role of an old record in the old clustering, in old indices.
    func oldRoleOld(_ o: Int) -> Int {
      let parent = old.records[o].parent
      guard parent != ClusterLevel.noParent, let origin = ClusterID.origin(of: Int(parent), pointCount: pointCount)
      else { return Self.seed }
      return origin.position == o ? Self.seed : origin.position
    }
    /// The old role of a new record, in new indices; `nil` for a new record.
    func oldRole(_ i: Int) -> Int? {
      let o = change.old(i)
      guard o >= 0 else { return nil }
      let role = oldRoleOld(o)
      guard role >= 0 else { return role }
      let taker = change.new(role)
      return taker >= 0 ? taker : Self.orphan
    }
    func role(_ i: Int) -> Int { roles[i] ?? oldRole(i) ?? Self.orphan }
    /// Makes suspects of the items after `i` that `i` covers now and covered before.
    func spread(from i: Int) {
      found.removeAll(keepingCapacity: true)
      let record = new.records[i]
      new.withinSet(x: record.x, y: record.y, radius: radius, into: &found)
      for j in found where Int(j) > i { suspects.push(Int(j)) }
      let o = change.old(i)
      guard o >= 0 else { return }
      found.removeAll(keepingCapacity: true)
      let before = old.records[o]
      old.withinSet(x: before.x, y: before.y, radius: radius, into: &found)
      for oj in found {
        let j = change.new(Int(oj))
        if j > i { suspects.push(j) }
      }
    }

    for i in change.moved { suspects.push(i) }
    // Removed records: a removed seed's members lose their taker; a removed member changes its seed's cluster.
    if let newOfOld = change.newOfOld {
      for o in newOfOld.indices where newOfOld[o] < 0 {
        let role = oldRoleOld(o)
        if role >= 0 {
          let taker = change.new(role)
          if taker >= 0 { affected.insert(taker) }
          continue
        }
        found.removeAll(keepingCapacity: true)
        let before = old.records[o]
        old.withinSet(x: before.x, y: before.y, radius: radius, into: &found)
        for oj in found {
          let j = change.new(Int(oj))
          if j >= 0 { suspects.push(j) }
        }
      }
    }

    while let i = suspects.pop() {
      let record = new.records[i]
      let fx = Double(Float(record.x))
      let fy = Double(Float(record.y))
      found.removeAll(keepingCapacity: true)
      new.withinSet(x: fx, y: fy, radius: slack, into: &found)
      var taker = Self.seed
      for k in found {
        let s = Int(k)
        guard s < i, taker == Self.seed || s < taker, role(s) == Self.seed else { continue }
        let seed = new.records[s]
        let dx = fx - seed.x
        let dy = fy - seed.y
        if dx * dx + dy * dy <= r2 { taker = s }
      }
      roles[i] = taker
      let before = oldRole(i)
      let isSeed = taker == Self.seed
      let wasSeed = before == Self.seed
      let isMoved = moved.contains(i)
      if isSeed != wasSeed || (isMoved && (isSeed || wasSeed)) { spread(from: i) }
      if isSeed {
        if isMoved || !wasSeed { affected.insert(i) }
      } else if isMoved || before != taker {
        affected.insert(taker)
      }
      if let before, before >= 0, before != taker { affected.insert(before) }
    }
    return write(old: old, new: &new, change: change, below: below, roles: roles, affected: affected, role: role)
  }

  /// The old role of a new record, in new indices, read straight from the old parents (the write
  /// pass asks it of every record, so it is kept free of lookups).
  @inline(__always)
  private func oldRole(
    of i: Int, old: UnsafeBufferPointer<ClusterLevel.Record>, change: ClusterLevelChange
  ) -> Int {
    let o = change.old(i)
    guard o >= 0 else { return Self.orphan }
    let parent = old[o].parent
    guard parent != ClusterLevel.noParent else { return Self.seed }
    let position = (Int(parent) &- pointCount) >> 5
    guard position != o else { return Self.seed }
    let taker = change.new(position)
    return taker >= 0 ? taker : Self.orphan
  }

  /// Writes the level below in one pass over the level above, in order, and the parents above.
  private func write(
    old: ClusterLevel, new: inout ClusterLevel, change: ClusterLevelChange, below: ClusterLevel, roles: [Int: Int],
    affected: Set<Int>, role: (Int) -> Int
  ) -> (ClusterLevel, ClusterLevelChange) {
    let n = new.count
    // Each old seed's record below: the old level's seeds in order, one record each.
    var belowOfOldSeed = [Int32](repeating: -1, count: old.count)
    old.records.withUnsafeBufferPointer { records in
      var k: Int32 = 0
      for o in 0..<records.count {
        let parent = records[o].parent
        if parent == ClusterLevel.noParent || (Int(parent) &- pointCount) >> 5 == o {
          belowOfOldSeed[o] = k
          k += 1
        }
      }
    }
    var out: [ClusterLevel.Record] = []
    out.reserveCapacity(below.count + 8)
    var oldOfNew: [Int32] = []
    oldOfNew.reserveCapacity(below.count + 8)
    var newOfOld = [Int32](repeating: -1, count: below.count)
    var moved: [Int] = []
    var clusterOf = [UInt32](repeating: ClusterLevel.noParent, count: n)
    var found: [UInt32] = []
    // The suspects' new roles in order, read with a cursor; every other record keeps its old role.
    let decided = roles.sorted { $0.key < $1.key }
    var cursor = 0
    let oldRecords = old.records
    for i in 0..<n {
      let taker: Int
      if cursor < decided.count, decided[cursor].key == i {
        taker = decided[cursor].value
        cursor += 1
      } else {
        taker = oldRecords.withUnsafeBufferPointer { oldRole(of: i, old: $0, change: change) }
      }
      guard taker == Self.seed else {
        new.records[i].parent = clusterOf[taker]
        continue
      }
      let own = new.records[i]
      let o = change.old(i)
      let previous = o >= 0 ? Int(belowOfOldSeed[o]) : -1
      var record: ClusterLevel.Record
      var formed = false
      if previous >= 0, !affected.contains(i) {
        // Same members, same positions: the old record, renumbered.
        let kept = below.records[previous]
        formed = kept.count > own.count
        record = formed ? kept : own
        if formed {
          record.id = UInt32(truncatingIfNeeded: ClusterID.make(position: i, zoom: zoom, pointCount: pointCount))
        }
      } else {
        found.removeAll(keepingCapacity: true)
        new.withinSet(x: own.x, y: own.y, radius: radius, into: &found)
        var centroid = ClusterCentroid()
        centroid.add(x: own.x, y: own.y, count: own.count)
        for j in found where Int(j) != i && role(Int(j)) == i {
          let member = new.records[Int(j)]
          centroid.add(x: member.x, y: member.y, count: member.count)
        }
        formed = centroid.count > UInt64(own.count)
        record = own
        if formed {
          let position = centroid.position
          record = ClusterLevel.Record(
            x: position.x, y: position.y,
            id: UInt32(truncatingIfNeeded: ClusterID.make(position: i, zoom: zoom, pointCount: pointCount)),
            count: UInt32(truncatingIfNeeded: centroid.count), parent: ClusterLevel.noParent, slot: 0)
        }
      }
      record.parent = ClusterLevel.noParent
      if formed { clusterOf[i] = record.id }
      new.records[i].parent = clusterOf[i]
      if previous >= 0 {
        newOfOld[previous] = Int32(out.count)
        let was = below.records[previous]
        if was.x.bitPattern != record.x.bitPattern || was.y.bitPattern != record.y.bitPattern
          || was.count != record.count
        {
          moved.append(out.count)
        }
      } else {
        moved.append(out.count)
      }
      oldOfNew.append(Int32(previous))
      out.append(record)
    }
    let sameIndices = out.count == below.count && oldOfNew.enumerated().allSatisfy { Int($0.element) == $0.offset }
    let change = ClusterLevelChange(
      oldOfNew: sameIndices ? nil : oldOfNew, newOfOld: sameIndices ? nil : newOfOld, moved: moved)
    return (ClusterLevelUpdate.level(out, basedOn: below, change: change), change)
  }

  /// A level of new records that keeps the old level's tree, patched to them (or a fresh tree when
  /// the patch would list too many records).
  static func level(
    _ records: [ClusterLevel.Record], basedOn old: ClusterLevel, change: ClusterLevelChange
  )
    -> ClusterLevel
  {
    let maximum = records.lazy.map(\.count).max() ?? 0
    var added = change.moved
    for a in old.patch?.added ?? [] {
      let i = change.new(Int(a))
      if i >= 0 { added.append(i) }
    }
    added = Array(Set(added)).sorted()
    guard added.count <= Swift.max(256, records.count / 32) else {
      return ClusterBuilder.level(records)
    }
    var isAdded = [Bool](repeating: false, count: records.count)
    for i in added { isAdded[i] = true }
    let current = (0..<old.tree.count).map { t -> UInt32 in
      let o = old.patch?.record(ofTreeItem: UInt32(t)) ?? UInt32(t)
      guard o != ClusterTreePatch.gone else { return ClusterTreePatch.gone }
      let i = change.new(Int(o))
      guard i >= 0, !isAdded[i] else { return ClusterTreePatch.gone }
      return UInt32(i)
    }
    var level = ClusterLevel(records: records, tree: old.tree, maximumCount: maximum)
    level.patch = ClusterTreePatch(current: current, added: added.map { UInt32($0) })
    return level
  }
}
