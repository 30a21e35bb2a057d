import MeridianCore

extension GraphicsOverlay {
  /// Adds a graphic on top of the others.
  ///
  /// - Parameter graphic: The graphic.
  /// - Throws: ``GraphicsError/graphicBelongsToAnotherOverlay(position:)`` when it belongs to
  ///   another overlay, ``GraphicsError/graphicAlreadyInOverlay(position:)`` when it is already here.
  public func addGraphic(_ graphic: Graphic) throws(GraphicsError) {
    try insertGraphics([graphic], at: nil)
  }

  /// Adds graphics on top of the others, in order: all of them or, when one cannot be added, none.
  ///
  /// - Parameter graphics: The graphics.
  /// - Throws: ``GraphicsError/graphicBelongsToAnotherOverlay(position:)`` when one belongs to another
  ///   overlay, ``GraphicsError/graphicAlreadyInOverlay(position:)`` when one is already here or is
  ///   listed twice; the position is its index in `graphics`. Nothing is added then.
  public func addGraphics(_ graphics: [Graphic]) throws(GraphicsError) {
    try insertGraphics(graphics, at: nil)
  }

  /// Inserts a graphic at a position of ``graphics``.
  ///
  /// - Parameters:
  ///   - graphic: The graphic.
  ///   - index: Its position, `0...graphics.count`.
  /// - Throws: ``GraphicsError/invalidParameter(name:reason:)`` naming `index` for a bad index, and the errors of
  ///   ``addGraphic(_:)``.
  public func insertGraphic(_ graphic: Graphic, at index: Int) throws(GraphicsError) {
    try insertGraphics([graphic], at: index)
  }

  /// Removes a graphic.
  ///
  /// - Parameter graphic: The graphic.
  /// - Throws: ``GraphicsError/graphicNotInOverlay(position:)`` when it is not in this overlay.
  public func removeGraphic(_ graphic: Graphic) throws(GraphicsError) {
    try removeGraphics([graphic])
  }

  /// Removes graphics: all of them or, when one is not in this overlay, none.
  ///
  /// - Parameter graphics: The graphics; repeats are removed once.
  /// - Throws: ``GraphicsError/graphicNotInOverlay(position:)`` naming the first graphic (by its index
  ///   in `graphics`) that is not in this overlay. Nothing is removed then.
  public func removeGraphics(_ graphics: [Graphic]) throws(GraphicsError) {
    try storage.withLock { (storage) throws(GraphicsError) in
      var slots: [UInt32] = []
      slots.reserveCapacity(graphics.count)
      var seen = Set<UInt32>()
      for (position, graphic) in graphics.enumerated() {
        let (owner, slot) = graphic.state.withLock { ($0.owner, $0.slot) }
        guard owner === self, storage.holds(graphic, at: slot) else {
          throw GraphicsError.graphicNotInOverlay(position: position)
        }
        if seen.insert(slot).inserted { slots.append(slot) }
      }
      removeSlots(slots, from: &storage)
    }
  }

  /// Removes every graphic.
  public func removeAllGraphics() {
    storage.withLock { storage in
      removeSlots(storage.order, from: &storage)
    }
  }

  // MARK: - Internals

  /// Inserts graphics at a position (`nil`: on top), all or none; see ``addGraphics(_:)``.
  func insertGraphics(_ graphics: [Graphic], at index: Int?) throws(GraphicsError) {
    try storage.withLock { (storage) throws(GraphicsError) in
      if let index, !(0...storage.count).contains(index) {
        throw GraphicsError.invalidParameter(
          name: "index", reason: "\(index) is outside 0...\(storage.count), the overlay's graphics")
      }
      // Claim and enter each graphic in one step under its own lock (overlay, then graphic: the
      // allowed order), then place the batch in the draw order at once. On the first failure, take
      // back what was entered: nobody saw it, as the overlay's lock was held throughout.
      let start = index ?? storage.count
      let keys = storage.keys(forInserting: graphics.count, at: start)
      storage.reserveCapacity(adding: graphics.count)
      let withAttributes = storage.renderer != nil
      var entered: [UInt32] = []
      entered.reserveCapacity(graphics.count)
      var reaches = ReachTally()
      var failure: GraphicsError?
      var snapshot = GraphicSnapshot()
      for (position, graphic) in graphics.enumerated() {
        let slot = storage.allocateSlot()
        let claimed = graphic.state.withLock { state -> Bool in
          if let owner = state.owner {
            failure =
              owner === self
              ? .graphicAlreadyInOverlay(position: position) : .graphicBelongsToAnotherOverlay(position: position)
            return false
          }
          state.owner = self
          state.slot = slot
          snapshot.read(state, withAttributes: withAttributes, directReach: true)
          return true
        }
        guard claimed else {
          storage.releaseSlot(slot)
          break
        }
        let key = keys.first &+ UInt64(truncatingIfNeeded: position) &* keys.step
        reaches.add(storage.enter(graphic, slot: slot, snapshot: snapshot, key: key), to: &storage)
        entered.append(slot)
      }
      reaches.flush(into: &storage)
      storage.releaseFreshSlots()
      if let failure {
        for (graphic, slot) in zip(graphics, entered) {
          graphic.state.withLock { $0.owner = nil }
          storage.leave(slot: slot)
        }
        storage.index.flush()
        throw failure
      }
      storage.place(entered, at: start)
      storage.index.flush()
      storage.clusters.invalidate()
      publish(Change(kind: .added, graphics: graphics, indices: Array(start..<start + graphics.count)))
    }
  }

  /// Removes slots from every table and tells their graphics; publishes one change.
  private func removeSlots(_ slots: [UInt32], from storage: inout OverlayStorage) {
    guard !slots.isEmpty else { return }
    var removed: [(position: Int, graphic: Graphic)] = []
    removed.reserveCapacity(slots.count)
    for slot in slots {
      guard let graphic = storage.slotGraphic[Int(slot)] else { continue }
      removed.append((storage.position(of: slot), graphic))
    }
    removed.sort { $0.position < $1.position }
    if let first = removed.first, first.position < storage.count - removed.count { storage.invalidatePositions() }
    if removed.count == 1 {
      storage.order.remove(at: removed[0].position)
    } else {
      var drop = Set(slots)
      storage.order.removeAll { drop.remove($0) != nil }
    }
    for slot in slots {
      if let graphic = storage.slotGraphic[Int(slot)] {
        graphic.state.withLock { state in
          if state.owner === self { state.owner = nil }
        }
      }
      storage.leave(slot: slot)
    }
    storage.index.flush()
    storage.clusters.invalidate()
    publish(Change(kind: .removed, graphics: removed.map(\.graphic), indices: removed.map(\.position)))
  }

  /// Called by a graphic, without its lock held, after one of its properties changed.
  ///
  /// Re-reads the graphic's current state under the overlay's lock (overlay, then graphic), so the
  /// tables end up with the latest value whatever order racing reports arrive in.
  func graphicDidChange(_ graphic: Graphic, slot: UInt32, property: Graphic.Property) {
    storage.withLock { storage in
      guard storage.holds(graphic, at: slot) else { return }
      let withAttributes = storage.renderer != nil
      let snapshot = graphic.state.withLock { GraphicSnapshot($0, withAttributes: withAttributes) }
      switch property {
      case .geometry:
        storage.index.set(slot: slot, geometry: snapshot.geometry)
        storage.index.flush()
        storage.extentCache = nil
      case .symbol, .attributes:
        storage.setReach(storage.reach(of: snapshot), of: slot, counted: true)
      case .zIndex:
        storage.setZIndex(snapshot.zIndex, of: slot)
      case .isSelected:
        if snapshot.isSelected { storage.selected.insert(slot) } else { storage.selected.remove(slot) }
      case .isVisible:
        break
      }
      storage.clusters.note(property, slot: slot)
      publish(Change(kind: .updated(property), graphics: [graphic], indices: [storage.position(of: slot)]))
    }
  }
}
