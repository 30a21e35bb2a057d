import MeridianCore

extension OverlayStorage {
  /// The candidates intersecting `box`, bottom first. See ``GraphicsOverlay/candidates(intersecting:)``.
  mutating func candidates(intersecting box: Envelope) -> [GraphicsOverlay.Candidate] {
    var ranked = rank(boxes: [box], limit: .max) ?? []
    ranked.sort { $0.isBelow($1) }
    var result: [GraphicsOverlay.Candidate] = []
    result.reserveCapacity(ranked.count)
    for item in ranked {
      if let candidate = candidate(slot: item.slot, z: item.z) { result.append(candidate) }
    }
    notePositionSearches(result.count)
    returnScratch(ranked)
    return result
  }

  /// Visits the candidates meeting any of `boxes`, top-most first, until `visit` returns `false`;
  /// returns `false` without visiting any when there are more than `limit`. A graphic found in
  /// several boxes is visited once, with the first.
  mutating func visitTopMostFirst<E: Error>(
    boxes: [Envelope], limit: Int, _ visit: (GraphicsOverlay.Candidate, Int) throws(E) -> Bool
  ) throws(E) -> Bool {
    guard var heap = rank(boxes: boxes, limit: limit) else { return false }
    // Most visits stop at the first candidate: find it by one scan, and heapify the rest only if
    // the visit goes on.
    var remaining = heap.count
    var popped = 0
    var visited = 0
    var failure: E?
    while remaining > 0 {
      let top: RankedSlot
      if popped == 0 {
        top = RankedSlot.takeTopMost(&heap)
        remaining = heap.count
      } else {
        if popped == 1 { RankedSlot.heapify(&heap) }
        top = RankedSlot.popTopMost(&heap, count: &remaining)
      }
      popped += 1
      guard let candidate = candidate(slot: top.slot, z: top.z) else { continue }
      visited += 1
      do {
        if try !visit(candidate, Int(top.box)) { break }
      } catch {
        failure = error
        break
      }
    }
    notePositionSearches(visited)
    returnScratch(heap)
    if let failure { throw failure }
    return true
  }

  /// The graphic in `slot` as a candidate, read under its lock, or `nil` when it has no geometry
  /// (it was cleared after the index last saw it).
  func candidate(slot: UInt32, z: Int) -> GraphicsOverlay.Candidate? {
    guard let graphic = slotGraphic[Int(slot)] else { return nil }
    let needsAttributes = renderer != nil
    // Copy out under the graphic's lock; resolve the renderer's symbol after releasing it.
    let read = graphic.state.withLock { state in
      (
        state.geometry.geometry, state.symbol, needsAttributes && state.symbol == nil ? state.attributes : [:],
        state.isVisible
      )
    }
    guard let geometry = read.0 else { return nil }
    let symbol = read.1 ?? renderer?.symbol(forAttributes: read.2)
    return GraphicsOverlay.Candidate(
      graphic: graphic, geometry: geometry, symbol: symbol, isVisible: read.3, zIndex: z, drawIndex: drawIndex(of: slot)
    )
  }

  /// The slots meeting any of `boxes` with their draw-order keys, each once (first box wins), in a
  /// reused buffer; `nil` when there are more than `limit`.
  private mutating func rank(boxes: [Envelope], limit: Int) -> [RankedSlot]? {
    index.flush()
    var slots = scratchSlots
    scratchSlots = []
    slots.removeAll(keepingCapacity: true)
    var ranked = scratchRanked
    scratchRanked = []
    ranked.removeAll(keepingCapacity: true)
    defer {
      scratchSlots = slots.capacity <= Self.scratchCapacity ? slots : []
    }
    let uniformZ = zGroups.isEmpty
    var seen: Set<UInt32>?
    for (b, box) in boxes.enumerated() {
      let before = slots.count
      guard index.query(box, into: &slots, limit: limit) else {
        returnScratch(ranked)
        return nil
      }
      guard slots.count > before else { continue }
      // A second box with hits: a graphic may be found twice (the first box wins).
      if seen == nil && !ranked.isEmpty { seen = Set(ranked.map(\.slot)) }
      ranked.reserveCapacity(slots.count)
      slotKey.withUnsafeBufferPointer { keys in
        for slot in slots[before...] {
          if seen != nil, seen?.insert(slot).inserted == false { continue }
          ranked.append(
            RankedSlot(z: uniformZ ? 0 : zIndex(of: slot), key: keys[Int(slot)], slot: slot, box: UInt32(b)))
        }
      }
    }
    return ranked
  }

  /// Keeps a buffer for the next query unless it grew large.
  private mutating func returnScratch(_ buffer: [RankedSlot]) {
    scratchRanked = buffer.capacity <= Self.scratchCapacity ? buffer : []
  }

  /// The largest buffer capacity kept between queries.
  static let scratchCapacity = 4096
}
