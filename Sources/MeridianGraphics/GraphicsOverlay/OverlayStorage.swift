import Foundation
import MeridianCore

/// The tables behind a ``GraphicsOverlay``, guarded by its mutex.
///
/// Each graphic gets a *slot* (a small integer, reused after removal) that indexes the per-graphic
/// tables. The order of ``GraphicsOverlay/graphics`` is kept as `order` (slots) plus an *order key*
/// per slot: keys increase along `order`, with gaps, so an insertion takes a key between its
/// neighbours and no other key changes. Queries sort candidates by (z-index, order key) without
/// knowing positions; positions, when needed, come from a binary search of `order` by key.
struct OverlayStorage {
  static let keyGap: UInt64 = 1 << 24
  static let firstKey: UInt64 = 1 << 62

  var slotGraphic: [Graphic?] = []
  var slotKey: [UInt64] = []
  var slotReach: [Float] = []
  var freeSlots: [UInt32] = []
  /// Slots in the order of `graphics`.
  var order: [UInt32] = []
  /// For each z-index other than 0, its slots sorted by order key.
  var zGroups: [Int: [UInt32]] = [:]
  /// The z-index of slots whose z-index is not 0.
  var zOfSlot: [UInt32: Int] = [:]
  var selected: Set<UInt32> = []
  var index = SpatialIndex()
  /// How many graphics resolve to a symbol of each reach (rounded up to a `Float`).
  var reachCounts: [Float: Int] = [:]
  var maximumReach: Float = 0
  var graphicsCache: [Graphic]?
  var extentCache: Envelope??
  var renderer: (any Renderer)?
  var textMeasurer: any TextMeasurer = GlyphWidthTextMeasurer()
  /// The feature reduction and the clusters last built for it.
  var clusters = OverlayClusterState()
  var lastReachSymbol: (any Symbol)?
  var lastReach: Float = 0
  /// Each slot's position in `order`, while `positionsValid`: appending keeps it valid, inserting
  /// before the end or removing before the end does not. Without it positions come from a binary
  /// search; after enough searches (an eighth of the count) a query rebuilds it, so interleaved
  /// inserts and queries cost O(log n) each and a run of queries after a change O(1) each.
  var slotPosition: [UInt32] = []
  var positionsValid = true
  var searchesSinceInvalidated = 0
  /// Buffers reused by queries, so a query allocates nothing for its candidate slots.
  var scratchSlots: [UInt32] = []
  var scratchRanked: [RankedSlot] = []
  /// Slots made by ``reserveCapacity(adding:)`` and not yet handed out.
  var freshSlots: Range<UInt32> = 0..<0

  var count: Int { order.count }

  // MARK: - Slots

  mutating func allocateSlot() -> UInt32 {
    if let slot = freeSlots.popLast() { return slot }
    if freshSlots.lowerBound < freshSlots.upperBound {
      defer { freshSlots = freshSlots.lowerBound + 1..<freshSlots.upperBound }
      return freshSlots.lowerBound
    }
    slotGraphic.append(nil)
    slotKey.append(0)
    slotReach.append(0)
    slotPosition.append(0)
    return UInt32(slotGraphic.count - 1)
  }

  /// Returns the slots made for a batch but not used (it failed part-way) to the free list.
  mutating func releaseFreshSlots() {
    freeSlots.append(contentsOf: freshSlots.reversed())
    freshSlots = 0..<0
  }

  mutating func releaseSlot(_ slot: UInt32) {
    slotGraphic[Int(slot)] = nil
    freeSlots.append(slot)
  }

  /// A Boolean value indicating whether `slot` currently holds `graphic`.
  func holds(_ graphic: Graphic, at slot: UInt32) -> Bool {
    Int(slot) < slotGraphic.count && slotGraphic[Int(slot)] === graphic
  }

  // MARK: - Order

  /// The position in `order` of the first slot whose key is not less than `key`.
  func position(ofKey key: UInt64) -> Int {
    var lo = 0
    var hi = order.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if slotKey[Int(order[mid])] < key { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The position of a slot in `order`: O(1) while the position table is valid, else a binary search.
  func position(of slot: UInt32) -> Int {
    positionsValid ? Int(slotPosition[Int(slot)]) : position(ofKey: slotKey[Int(slot)])
  }

  mutating func invalidatePositions() {
    positionsValid = false
    searchesSinceInvalidated = 0
  }

  /// Rebuilds the position table when enough binary searches have been paid for since it went stale.
  mutating func notePositionSearches(_ count: Int) {
    guard !positionsValid else { return }
    searchesSinceInvalidated += count
    guard searchesSinceInvalidated > order.count / 8 else { return }
    for (position, slot) in order.enumerated() { slotPosition[Int(slot)] = UInt32(position) }
    positionsValid = true
  }

  /// Order keys for `count` graphics about to be inserted at `position` (`0...count`): the first
  /// key and the step between keys, evenly spread between the neighbours' keys. When the neighbours
  /// leave no room (rare: after about 24 insertions at one spot), every key is relabelled first,
  /// leaving room; the order is unchanged, so no other table needs an update.
  mutating func keys(forInserting count: Int, at position: Int) -> (first: UInt64, step: UInt64) {
    let n = UInt64(count)
    let lo: UInt64? = position > 0 ? slotKey[Int(order[position - 1])] : nil
    let hi: UInt64? = position < order.count ? slotKey[Int(order[position])] : nil
    switch (lo, hi) {
    case (nil, nil):
      let (span, overflow) = Self.keyGap.multipliedReportingOverflow(by: n)
      if !overflow && span <= UInt64.max - Self.firstKey { return (Self.firstKey, Self.keyGap) }
    case (let lo?, nil):
      let (span, overflow) = Self.keyGap.multipliedReportingOverflow(by: n)
      if !overflow && span <= UInt64.max - lo { return (lo + Self.keyGap, Self.keyGap) }
    case (nil, let hi?):
      let (span, overflow) = Self.keyGap.multipliedReportingOverflow(by: n)
      if !overflow && span <= hi { return (hi - span, Self.keyGap) }
    case (let lo?, let hi?):
      let step = (hi - lo) / (n + 1)
      if step >= 1 { return (lo + step, step) }
    }
    return relabel(leaving: count, at: position)
  }

  /// Spreads the keys evenly again, leaving `count` free keys at `position`; returns them.
  mutating func relabel(leaving count: Int, at position: Int) -> (first: UInt64, step: UInt64) {
    let step = Swift.max((UInt64.max / 2) / UInt64(order.count + count + 1), 2)
    let base = UInt64.max / 4
    for (i, slot) in order.enumerated() { slotKey[Int(slot)] = base + UInt64(i < position ? i : i + count) * step }
    return (base + UInt64(position) * step, step)
  }

  // MARK: - Z-index

  func zIndex(of slot: UInt32) -> Int { zOfSlot[slot] ?? 0 }

  mutating func setZIndex(_ z: Int, of slot: UInt32) {
    let old = zIndex(of: slot)
    guard old != z else { return }
    if old != 0 {
      zGroups[old]?.removeAll { $0 == slot }
      if zGroups[old]?.isEmpty == true { zGroups[old] = nil }
      zOfSlot[slot] = nil
    }
    if z != 0 {
      let key = slotKey[Int(slot)]
      var group = zGroups[z] ?? []
      group.insert(slot, at: lowerBound(group, key))
      zGroups[z] = group
      zOfSlot[slot] = z
    }
  }

  func lowerBound(_ slots: [UInt32], _ key: UInt64) -> Int {
    var lo = 0
    var hi = slots.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if slotKey[Int(slots[mid])] < key { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The position of a slot in draw order: graphics with a lower z-index, plus those with the same
  /// z-index earlier in `graphics`.
  func drawIndex(of slot: UInt32) -> Int {
    if zGroups.isEmpty { return position(of: slot) }
    let key = slotKey[Int(slot)]
    let z = zIndex(of: slot)
    var zeroCount = order.count
    var below = 0
    var otherBefore = 0
    for (gz, group) in zGroups {
      zeroCount -= group.count
      if gz < z { below += group.count }
      if z == 0 { otherBefore += lowerBound(group, key) }
    }
    if z > 0 { below += zeroCount }
    if z == 0 { return below + position(of: slot) - otherBefore }
    return below + lowerBound(zGroups[z] ?? [], key)
  }

  // MARK: - Adding and removing

  /// Makes the slots for `count` more graphics: the free ones, then new ones that grow every
  /// per-slot table once (``allocateSlot()`` hands them out; ``releaseFreshSlots()`` frees those a
  /// failed batch did not use).
  mutating func reserveCapacity(adding count: Int) {
    let fresh = Swift.max(count - freeSlots.count, 0)
    let total = slotGraphic.count + fresh
    if fresh > 0 {
      freshSlots = UInt32(slotGraphic.count)..<UInt32(total)
      slotGraphic.append(contentsOf: repeatElement(nil, count: fresh))
      slotKey.append(contentsOf: repeatElement(0, count: fresh))
      slotReach.append(contentsOf: repeatElement(0, count: fresh))
      slotPosition.append(contentsOf: repeatElement(0, count: fresh))
    }
    order.reserveCapacity(order.count + count)
    index.reserveCapacity(slots: total, adding: count)
  }

  /// Enters a claimed graphic in every table but `order` (the caller places a batch in `order` at
  /// once) with its order key. Returns the reach of its symbol, stored but not yet counted.
  mutating func enter(_ graphic: Graphic, slot: UInt32, snapshot: GraphicSnapshot, key: UInt64) -> Float {
    slotKey[Int(slot)] = key
    slotGraphic[Int(slot)] = graphic
    setZIndex(snapshot.zIndex, of: slot)
    if snapshot.isSelected { selected.insert(slot) }
    index.set(slot: slot, geometry: snapshot.geometry)
    let reach = reach(of: snapshot)
    slotReach[Int(slot)] = reach
    return reach
  }

  /// Places entered slots in `order` at `position`; keeps the position table valid when appending.
  mutating func place(_ slots: [UInt32], at position: Int) {
    if position == order.count {
      for slot in slots {
        slotPosition[Int(slot)] = UInt32(order.count)
        order.append(slot)
      }
    } else {
      order.insert(contentsOf: slots, at: position)
      invalidatePositions()
    }
    graphicsCache = nil
    extentCache = nil
  }

  /// Takes a slot out of every table except `order` (the caller compacts `order` once for a batch).
  mutating func leave(slot: UInt32) {
    setZIndex(0, of: slot)
    selected.remove(slot)
    index.remove(slot: slot)
    uncountReach(slotReach[Int(slot)])
    releaseSlot(slot)
    graphicsCache = nil
    extentCache = nil
  }

  var graphics: [Graphic] {
    mutating get {
      if let graphicsCache { return graphicsCache }
      let graphics = order.compactMap { slotGraphic[Int($0)] }
      graphicsCache = graphics
      return graphics
    }
  }
}
