package import MeridianCore

extension GraphicsOverlay {
  /// Graphics whose geometry extent intersects `box`, in draw order (bottom first: zIndex, then order
  /// in `graphics`), read atomically under the overlay's lock.
  ///
  /// `box` may be in any supported spatial reference: graphics in another one are found by projecting
  /// the box. A box or geometry without a spatial reference is taken to be in the other's. Edges
  /// count: a point on the box's boundary is found. Hidden graphics are included, marked by
  /// ``Candidate/isVisible``.
  ///
  /// The map view's display list reads its graphics here; package API, as the bench and tests use it.
  ///
  /// - Parameter box: The query box in map coordinates.
  /// - Returns: The candidates, bottom first.
  package func candidates(intersecting box: Envelope) -> [GraphicsOverlay.Candidate] {
    storage.withLock { $0.candidates(intersecting: box) }
  }

  /// Visits the graphics whose geometry extent intersects any of the boxes, top-most first, all under
  /// one hold of the overlay's lock, so the visit sees one consistent state that includes every change
  /// made before the call.
  ///
  /// See “The package-level `GraphicsOverlay.visitCandidatesTopMostFirst(limit:boxes:_:)`” in `docs/graphics.md`.
  ///
  /// - Parameters:
  ///   - limit: The most candidates to visit; when there are more, nothing is visited.
  ///   - boxes: Makes the query boxes (in any supported spatial reference) from the overlay's
  ///     ``maximumSymbolReach``, read under the same lock.
  ///   - visit: Called with each candidate and the index of the first box that found it; returns
  ///     whether to go on.
  /// - Returns: `false` when there were more than `limit` candidates (none visited), else `true`.
  /// - Throws: What `visit` throws; the visit stops there.
  package func visitCandidatesTopMostFirst<E: Error>(
    limit: Int = .max, boxes: (_ maximumSymbolReach: Double) -> [Envelope],
    _ visit: (Candidate, _ box: Int) throws(E) -> Bool
  ) throws(E) -> Bool {
    try storage.withLock { (storage) throws(E) -> Bool in
      try storage.visitTopMostFirst(boxes: boxes(Double(storage.maximumReach)), limit: limit, visit)
    }
  }
}
