import MeridianCore

extension GraphicsOverlay {
  /// Graphics whose geometry extent intersects `box`, in draw order (bottom first: zIndex, then order
  /// in `graphics`), read atomically under the overlay's lock.
  ///
  /// `box` may be in any supported spatial reference: graphics in another one are found by projecting
  /// the box. A box or geometry without a spatial reference is taken to be in the other's. Edges
  /// count: a point on the box's boundary is found. Hidden graphics are included, marked by
  /// ``Candidate/isVisible``.
  ///
  /// - Parameter box: The query box in map coordinates.
  /// - Returns: The candidates, bottom first.
  public func candidates(intersecting box: Envelope) -> [GraphicsOverlay.Candidate] {
    storage.withLock { storage in
      storage.index.flush()
      var slots: [UInt32] = []
      storage.index.query(box, into: &slots)
      slots.sort { a, b in
        let za = storage.zIndex(of: a)
        let zb = storage.zIndex(of: b)
        return za != zb ? za < zb : storage.slotKey[Int(a)] < storage.slotKey[Int(b)]
      }
      var result: [Candidate] = []
      result.reserveCapacity(slots.count)
      for slot in slots {
        guard let graphic = storage.slotGraphic[Int(slot)] else { continue }
        // Copy out under the graphic's lock; resolve the renderer's symbol after releasing it.
        let read = graphic.state.withLock { state in
          (state.geometry.geometry, state.symbol, state.symbol == nil ? state.attributes : [:], state.isVisible)
        }
        guard let geometry = read.0 else { continue }
        let symbol = read.1 ?? storage.renderer?.symbol(forAttributes: read.2)
        result.append(
          Candidate(
            graphic: graphic, geometry: geometry, symbol: symbol, isVisible: read.3, zIndex: storage.zIndex(of: slot),
            drawIndex: storage.drawIndex(of: slot)))
      }
      storage.notePositionSearches(result.count)
      return result
    }
  }
}
