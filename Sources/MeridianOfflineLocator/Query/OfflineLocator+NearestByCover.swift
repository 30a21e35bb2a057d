import MeridianCore

extension OfflineLocator {
  /// The single nearest record by the indexes' covers (see ``NearestCover``): `.some(nil)` when no
  /// record is in the classes, `nil` when a cover defers to the trees.
  ///
  /// Each index and class gives one candidate (``PlaceKDTrees/nearestListed(_:from:distance:)``),
  /// measured or bounded. The candidate with the smallest upper bound wins unmeasured when every
  /// other candidate's lower bound is farther (plus a millimetre); otherwise every candidate that
  /// could win is measured and the nearest measured one wins (ties by index and record). So the
  /// answer is the exact geodesic nearest, and its distance is NaN only when no comparison needed it.
  func nearestByCover(
    _ at: (latitude: Double, longitude: Double), _ target: SIMD3<Double>, _ classes: ReverseClass.Set
  ) -> NearestFound?? {
    let capacity = indexes.count * ReverseClass.count
    return withUnsafeTemporaryAllocation(of: NearestFound.self, capacity: capacity) { candidates -> NearestFound?? in
      var count = 0
      for segment in indexes.indices {
        let index = indexes[segment]
        for c in 0..<ReverseClass.count where classes & (1 << c) != 0 {
          guard let covered = index.nearestCovered(c, at, target) else { return nil }
          guard let found = covered else { continue }
          candidates[count] = NearestFound(
            segment: segment, record: found.record, distance: found.distance, lower: found.lower, upper: found.upper)
          count += 1
        }
      }
      guard count > 0 else { return .some(nil) }
      var best = 0
      for i in 1..<count where Self.boundedNearer(candidates[i], candidates[best]) { best = i }
      guard count > 1 else { return candidates[0] }
      let reach = candidates[best].upper + PlaceKDTrees.roundingMargin(candidates[best].upper)
      guard (0..<count).contains(where: { $0 != best && candidates[$0].lower <= reach }) else {
        return candidates[best]
      }
      // Measure every candidate that could be nearer than the best one's upper bound.
      var winner: NearestFound?
      for i in 0..<count where candidates[i].lower <= reach {
        let candidate = measured(candidates[i], from: at)
        if winner.map({ Self.nearer(candidate, $0) }) ?? true { winner = candidate }
      }
      return winner
    }
  }

  /// Orders candidates by their upper bounds (ties by index and record).
  private static func boundedNearer(_ a: NearestFound, _ b: NearestFound) -> Bool {
    a.upper != b.upper ? a.upper < b.upper : (a.segment, a.record) < (b.segment, b.record)
  }
}

extension OfflineIndex {
  /// ``PlaceKDTrees/nearestCovered(_:from:distance:)`` on this index's trees, measuring with
  /// `OfflineLocator.geodesic`. (Called on the index, so the trees are borrowed in place: a copy of
  /// their value would retain and release each of their tables on every query.)
  @inline(never)
  func nearestCovered(
    _ reverseClass: Int, _ at: (latitude: Double, longitude: Double), _ target: SIMD3<Double>
  ) -> ListedNearest?? {
    spatial.nearestCovered(reverseClass, from: target) { OfflineLocator.geodesic(at, target, store, $0, $1) }
  }
}
