package import MeridianCore

extension GraphicsOverlay {
  /// Rebuilds the spatial index from the graphics' current extents, as a change that doubles the
  /// overlay does: cell sizes chosen anew, points placed by a counting sort.
  ///
  /// Queries answer the same before and after; this exists to measure the index build alone,
  /// without the per-graphic work of adding graphics (claiming them, draw order, symbol reach).
  package func rebuildSpatialIndex() {
    storage.withLock { storage in
      storage.index.flush()
      storage.index.rebuildAll()
    }
  }

  /// The number of graphics whose extent intersects `box` by the spatial index alone, without reading
  /// the graphics (as an R-tree query returns item numbers); for measuring the index.
  ///
  /// - Parameter box: The query box, in any supported spatial reference.
  /// - Returns: How many graphics' extents meet the box.
  package func indexedCount(intersecting box: Envelope) -> Int {
    storage.withLock { storage in
      storage.index.flush()
      var slots = storage.scratchSlots
      storage.scratchSlots = []
      slots.removeAll(keepingCapacity: true)
      storage.index.query(box, into: &slots)
      let count = slots.count
      storage.scratchSlots = slots.capacity <= OverlayStorage.scratchCapacity ? slots : []
      return count
    }
  }
}
