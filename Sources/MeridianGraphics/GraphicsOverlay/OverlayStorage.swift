import MeridianCore

/// What an overlay knows about one of its graphics, read under the graphic's lock.
struct GraphicSnapshot {
  var extent: Envelope?
  var symbol: (any Symbol)?
  var attributes: [String: any Sendable]
  var zIndex: Int
  var isSelected: Bool

  init(_ state: GraphicState) {
    extent = state.geometry.extent
    symbol = state.symbol
    attributes = state.attributes
    zIndex = Int(state.zIndex)
    isSelected = state.isSelected
  }
}

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
  var lastReachSymbol: (any Symbol)?
  var lastReach: Float = 0
  /// Each slot's position in `order`, while `positionsValid`: appending keeps it valid, inserting
  /// before the end or removing before the end does not. Without it positions come from a binary
  /// search; after enough searches (an eighth of the count) a query rebuilds it, so interleaved
  /// inserts and queries cost O(log n) each and a run of queries after a change O(1) each.
  var slotPosition: [UInt32] = []
  var positionsValid = true
  var searchesSinceInvalidated = 0

  var count: Int { order.count }

  // MARK: - Slots

  mutating func allocateSlot() -> UInt32 {
    if let slot = freeSlots.popLast() { return slot }
    slotGraphic.append(nil)
    slotKey.append(0)
    slotReach.append(0)
    slotPosition.append(0)
    return UInt32(slotGraphic.count - 1)
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

  /// An order key for a new graphic at `position` (`0...count`), relabelling every key when its
  /// neighbours leave no room (rare: after about 24 insertions at one spot).
  mutating func key(forInsertionAt position: Int) -> UInt64 {
    for _ in 0..<2 {
      let lo: UInt64? = position > 0 ? slotKey[Int(order[position - 1])] : nil
      let hi: UInt64? = position < order.count ? slotKey[Int(order[position])] : nil
      switch (lo, hi) {
      case (nil, nil): return Self.firstKey
      case (let lo?, nil): if lo <= UInt64.max - Self.keyGap { return lo + Self.keyGap }
      case (nil, let hi?): if hi >= Self.keyGap { return hi - Self.keyGap }
      case (let lo?, let hi?): if hi - lo >= 2 { return lo + (hi - lo) / 2 }
      }
      relabel()
    }
    return slotKey[Int(order[position - 1])] + 1
  }

  /// Spreads the keys evenly again; the order is unchanged, so no other table needs an update.
  mutating func relabel() {
    let step = Swift.max((UInt64.max / 2) / UInt64(order.count + 1), 2)
    for (i, slot) in order.enumerated() { slotKey[Int(slot)] = UInt64.max / 4 + UInt64(i) * step }
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
    let key = slotKey[Int(slot)]
    if zGroups.isEmpty { return position(of: slot) }
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

  // MARK: - Reach

  /// The reach of the symbol a graphic resolves to, rounded up to a `Float`; 0 without symbol.
  mutating func reach(of snapshot: GraphicSnapshot) -> Float {
    guard let symbol = snapshot.symbol ?? renderer?.symbol(forAttributes: snapshot.attributes) else { return 0 }
    if let last = lastReachSymbol, Self.isSame(last, symbol) || last.isEqual(to: symbol) { return lastReach }
    let reach = symbol.footprint(measurer: textMeasurer).reach
    var rounded = Float(reach.isFinite ? Swift.max(reach, 0) : 0)
    if Double(rounded) < reach { rounded = rounded.nextUp }
    lastReachSymbol = symbol
    lastReach = rounded
    return rounded
  }

  /// A Boolean value indicating whether two existentials hold bit-identical values: the same type and
  /// the same inline bits or shared box (copies of one symbol value share its box). Identical bits
  /// mean an equal value, so this is a cheap first test before `isEqual(to:)`.
  static func isSame(_ a: any Symbol, _ b: any Symbol) -> Bool {
    withUnsafeBytes(of: a) { ra in withUnsafeBytes(of: b) { rb in ra.elementsEqual(rb) } }
  }

  mutating func setReach(_ reach: Float, of slot: UInt32, counted wasCounted: Bool) {
    if wasCounted {
      let old = slotReach[Int(slot)]
      if old == reach { return }
      uncountReach(old)
    }
    slotReach[Int(slot)] = reach
    reachCounts[reach, default: 0] += 1
    if reach > maximumReach { maximumReach = reach }
  }

  mutating func uncountReach(_ reach: Float) {
    let remaining = (reachCounts[reach] ?? 1) - 1
    reachCounts[reach] = remaining > 0 ? remaining : nil
    if remaining <= 0 && reach == maximumReach { maximumReach = reachCounts.keys.max() ?? 0 }
  }

  /// Recomputes every graphic's reach, after the renderer or the text measurer changed.
  mutating func recountReaches(snapshot: (Graphic) -> GraphicSnapshot) {
    reachCounts.removeAll()
    maximumReach = 0
    lastReachSymbol = nil
    for slot in order {
      guard let graphic = slotGraphic[Int(slot)] else { continue }
      setReach(reach(of: snapshot(graphic)), of: slot, counted: false)
    }
  }

  // MARK: - Adding and removing

  /// Enters a claimed graphic in every table at `position`.
  mutating func enter(_ graphic: Graphic, slot: UInt32, snapshot: GraphicSnapshot, at position: Int) {
    slotKey[Int(slot)] = key(forInsertionAt: position)
    slotGraphic[Int(slot)] = graphic
    if position == order.count {
      slotPosition[Int(slot)] = UInt32(position)
      order.append(slot)
    } else {
      order.insert(slot, at: position)
      invalidatePositions()
    }
    setZIndex(snapshot.zIndex, of: slot)
    if snapshot.isSelected { selected.insert(slot) }
    index.set(slot: slot, extent: snapshot.extent)
    setReach(reach(of: snapshot), of: slot, counted: false)
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
