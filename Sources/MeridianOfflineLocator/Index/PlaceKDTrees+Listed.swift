import MeridianCore

/// The nearest record among a cover leaf's records, as ``PlaceKDTrees/nearestListed(_:from:distance:)``
/// finds it: measured when it had to be, bounded otherwise.
struct ListedNearest {
  /// The record (in its index).
  var record: Int
  /// The record's tree position.
  var position: Int
  /// The geodesic distance in metres, or NaN when it was not measured.
  var distance: Double
  /// A lower bound on the geodesic distance in metres (the chord, or more; the distance itself when
  /// measured).
  var lower: Double
  /// An upper bound on the geodesic distance in metres (the distance itself when measured).
  var upper: Double

  /// Whether this measured record is nearer than another (ties to the lower record).
  func isNearer(than other: ListedNearest) -> Bool {
    distance != other.distance ? distance < other.distance : record < other.record
  }
}

extension PlaceKDTrees {
  /// The nearest record of a class by the cover: `.some(nil)` when the class has no records, `nil`
  /// when the cover defers to the trees (see ``nearestListed(_:from:distance:)``).
  @inline(__always)
  func nearestCovered(
    _ reverseClass: Int, from target: SIMD3<Double>, distance: (Int, SIMD3<Double>) -> Double
  ) -> ListedNearest?? {
    guard !positions(of: reverseClass).isEmpty else { return .some(nil) }
    let leaf = cover.leaf(reverseClass, target)
    guard leaf != NearestCover.fallback, let found = nearestListed(leaf, from: target, distance: distance) else {
      return nil
    }
    return found
  }

  /// The record nearest by geodesic distance among a cover leaf's records.
  ///
  /// A record that wins by bounds alone is not measured: its distance is left NaN. Ties go to the
  /// lower record.
  ///
  /// - Parameters:
  ///   - leaf: A leaf of ``cover`` (not ``NearestCover/fallback``).
  ///   - target: The query's Earth-centred position.
  ///   - distance: The geodesic distance in metres from the query to a record (given with its
  ///     Earth-centred position).
  /// - Returns: The nearest record, or `nil` for an empty list.
  func nearestListed(
    _ leaf: UInt32, from target: SIMD3<Double>, distance: (Int, SIMD3<Double>) -> Double
  ) -> ListedNearest? {
    // A chord is never longer than the geodesic, and the geodesic is at most
    // `WGS84Ellipsoid.maximumDistanceBound(forChord:)` (`U`) for a chord `c`. So when the
    // nearest listed record by chord (`c₁`) has every other listed record farther than `U(c₁)` in a
    // straight line (plus a millimetre for rounding), it is the nearest by geodesic too, and nothing
    // is measured: its distance is left NaN, between `c₁` and `U(c₁)`.
    //
    // Otherwise the records within `U(c₁)` are bounded more tightly: above by
    // `WGS84Ellipsoid.maximumDistance(forChord:between:and:)`, and for chords up to
    // `Geodesic.shortLineEstimateLimit` by the short-line estimate and its error bound
    // (`Geodesic.shortLineEstimateError(chord:)`). When the record with the smallest upper bound has
    // every other one's lower bound beyond it (plus a millimetre), it wins unmeasured; otherwise every
    // record that could win is measured exactly and the nearest measured one wins (ties by record).
    let range = cover.list(leaf)
    return vectors.withUnsafeBufferPointer { vectors in
      cover.lists.withUnsafeBufferPointer { lists in
        records.withUnsafeBufferPointer { records -> ListedNearest? in
          @inline(__always) func point(_ position: Int) -> SIMD3<Double> {
            SIMD3(vectors[position * 3], vectors[position * 3 + 1], vectors[position * 3 + 2])
          }
          @inline(__always) func chord2(_ position: Int) -> Double {
            let d = point(position) - target
            return (d * d).sum()
          }
          var bestPosition = -1
          var bestChord = Double.infinity
          var secondChord = Double.infinity
          for k in range {
            let position = Int(lists[k])
            let c = chord2(position)
            if c < bestChord || (c == bestChord && records[position] < records[bestPosition]) {
              secondChord = bestChord
              bestPosition = position
              bestChord = c
            } else if c < secondChord {
              secondChord = c
            }
          }
          guard bestPosition >= 0 else { return nil }
          let chord = bestChord.squareRoot()
          let upper = WGS84Ellipsoid.maximumDistanceBound(forChord: chord)
          let clear = upper + Self.roundingMargin(upper)
          if secondChord > clear * clear {
            return ListedNearest(
              record: Int(records[bestPosition]), position: bestPosition, distance: .nan, lower: chord, upper: upper)
          }
          // Contested: bound each record that could be nearer by the short-line estimate as well.
          let geodesic = Geodesic.wgs84
          @inline(__always) func bounded(_ position: Int) -> ListedNearest {
            let p = point(position)
            let chord = chord2(position).squareRoot()
            var lower = chord
            var upper = WGS84Ellipsoid.maximumDistance(forChord: chord, between: target, and: p)
            if chord <= Geodesic.shortLineEstimateLimit {
              let estimate = geodesic.shortLineDistance(from: target, to: p)
              let error = geodesic.shortLineEstimateError(chord: chord)
              lower = max(lower, estimate - error)
              upper = min(upper, estimate + error)
            }
            return ListedNearest(
              record: Int(records[position]), position: position, distance: .nan, lower: lower, upper: upper)
          }
          var best = bounded(bestPosition)
          for k in range {
            let position = Int(lists[k])
            guard position != bestPosition, chord2(position) <= clear * clear else { continue }
            let candidate = bounded(position)
            if candidate.upper < best.upper || (candidate.upper == best.upper && candidate.record < best.record) {
              best = candidate
            }
          }
          let reach = best.upper + Self.roundingMargin(best.upper)
          var contested = false
          for k in range where !contested {
            let position = Int(lists[k])
            guard position != best.position, chord2(position) <= reach * reach else { continue }
            contested = bounded(position).lower <= reach
          }
          guard contested else { return best }
          // Still contested: measure every record that could be nearer than the bound.
          var winner: ListedNearest?
          for k in range {
            let position = Int(lists[k])
            guard chord2(position) <= reach * reach, bounded(position).lower <= reach else { continue }
            let d = distance(Int(records[position]), point(position))
            let candidate = ListedNearest(
              record: Int(records[position]), position: position, distance: d, lower: d, upper: d)
            if winner.map({ candidate.isNearer(than: $0) }) ?? true { winner = candidate }
          }
          return winner ?? best
        }
      }
    }
  }

  /// What the nearest searches add to a distance of `metres` before comparing it with chords: a
  /// millimetre plus a relative 10⁻¹², for the rounding of positions, chords and bounds.
  @inline(__always) static func roundingMargin(_ metres: Double) -> Double { 1e-3 + metres * 1e-12 }
}
