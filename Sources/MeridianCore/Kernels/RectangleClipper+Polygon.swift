extension RectangleClipper {
  /// The intersection of an even-odd polygon with the closed rectangle, as proper rings.
  ///
  /// Rings may run either way and need not be nested in any order: the rule is even-odd, as for
  /// ``Polygon``. How the sides cut the rings is told in the comment in the body.
  ///
  /// The result covers the same point set as GEOS's `intersection` with the box (and has its area; GEOS's faster
  /// `clip_by_rect` is wrong on some inputs with vertices on the box's sides). Its rings do not cross; they touch
  /// themselves only where the input's rings touched each other, where GEOS writes separate rings. Cost: linear
  /// in the vertices of the rings the sides cross, plus sorting the crossings.
  ///
  /// - Parameters:
  ///   - rings: The polygon's rings, without closing vertices.
  ///   - rect: The rectangle.
  /// - Returns: The clipped rings, without closing vertices; empty when nothing is left.
  package static func clipPolygon(_ rings: FlatParts, to rect: ClipRectangle) -> FlatParts {
    // Rings strictly inside the rectangle are kept as they are and rings outside it dropped;
    // the others are cut by the rectangle's four sides in turn. Each cut keeps the pieces of the rings
    // strictly on the kept side (a vertex on the line counts as outside, as if the line had moved an
    // infinitesimal step inward), sorts the pieces' ends along the line (ends at one place by the slope
    // of their piece's first edge, which is their order on that moved line) and joins them in pairs,
    // first with second, third with fourth: exactly the stretches of the line inside the polygon by the
    // even-odd rule. Following pieces and joins around gives closed rings. So a U-shape cut across its
    // arms gives two rings, a hole straddling a side or touching it along an edge opens into a notch,
    // and a rectangle inside the polygon comes back as a ring of its own. Rings are then split where
    // they pass twice through one point of the rectangle's boundary (pieces touching at a corner), and
    // rings that enclose nothing are dropped.
    var result = FlatParts()
    var crossing = FlatParts()
    for r in 0..<rings.count {
      let range = rings.range(of: r)
      guard !range.isEmpty else { continue }
      var low = rings.points[range.lowerBound]
      var high = low
      for i in range {
        low = pointwiseMin(low, rings.points[i])
        high = pointwiseMax(high, rings.points[i])
      }
      if low.x > rect.max.x || high.x < rect.min.x || low.y > rect.max.y || high.y < rect.min.y { continue }
      if isCollapsed(rings.points[range]) { continue }
      // Strictly inside: a ring that reaches a side must be cut there (a hole touching a side along an
      // edge opens into a notch).
      if all(low .> rect.min) && all(high .< rect.max) {
        result.points += rings.points[range]
        result.ends.append(result.points.count)
      } else {
        crossing.points += rings.points[range]
        crossing.ends.append(crossing.points.count)
      }
    }
    for side in HalfPlane.sides(of: rect) where crossing.count > 0 {
      crossing = cut(crossing, by: side)
    }
    crossing = splitPinches(crossing, on: rect)
    result.points += crossing.points
    result.ends += crossing.ends.map { $0 + result.points.count - crossing.points.count }
    return result
  }

  /// Clips nested rings (see ``clipPolygon(_:to:)-(FlatParts,_)``).
  package static func clipPolygon(_ rings: [[SIMD2<Double>]], to rect: ClipRectangle) -> [[SIMD2<Double>]] {
    clipPolygon(FlatParts(rings), to: rect).nested
  }

  /// Cuts every ring by one side: the pass described in ``clipPolygon(_:to:)``. Rings strictly inside
  /// pass unchanged; a joined ring that collapses onto a line is dropped.
  static func cut(_ rings: FlatParts, by plane: HalfPlane) -> FlatParts {
    var output = FlatParts(vertexCapacity: rings.points.count)
    var pieces = FlatParts(vertexCapacity: rings.points.count)
    rings.points.withUnsafeBufferPointer { points in
      for r in 0..<rings.count {
        let range = rings.range(of: r)
        guard let firstOut = range.first(where: { !plane.isStrictlyInside(points[$0]) }) else {
          output.points += points[range]
          output.closePart()
          continue
        }
        // Walk the ring's edges from a vertex not strictly inside, so that no piece wraps past the
        // start. A piece is a stretch strictly inside; its ends are on the line (a vertex there, or
        // where an edge crosses it). Stretches along the line belong to no piece: the joins put back
        // those that bound the result, and a hole touching the line along an edge opens into a notch.
        var previous = points[firstOut]
        for step in 1...range.count {
          var index = firstOut + step
          if index >= range.upperBound { index -= range.count }
          let current = points[index]
          switch (plane.isStrictlyInside(previous), plane.isStrictlyInside(current)) {
          case (true, true):
            pieces.points.append(current)
          case (true, false):
            pieces.points.append(plane.isOn(current) ? current : plane.crossing(previous, current))
            closePiece(&pieces)
          case (false, true):
            pieces.points.append(plane.isOn(previous) ? previous : plane.crossing(previous, current))
            pieces.points.append(current)
          case (false, false):
            break
          }
          previous = current
        }
      }
    }
    join(pieces, along: plane, into: &output)
    return output
  }

  /// Ends the piece being built, dropping it when all its points are one point.
  private static func closePiece(_ pieces: inout FlatParts) {
    let start = pieces.ends.last ?? 0
    let first = pieces.points[start]
    if pieces.points[start...].allSatisfy({ $0 == first }) {
      pieces.discardOpenPart()
    } else {
      pieces.closePart()
    }
  }

  /// Joins the pieces' ends in pairs along the cutting line and follows them into closed rings.
  private static func join(_ pieces: FlatParts, along plane: HalfPlane, into output: inout FlatParts) {
    let count = pieces.count
    guard count > 0 else { return }
    // Endpoint 2k is piece k's start, 2k + 1 its end; sorted by their place along the line. Ends at
    // one place are ordered as they would be on a line moved an infinitesimal step into the kept side
    // (where vertices on the line lie outside, as the pieces already treat them): by the slope of the
    // piece's edge leaving the line. So pieces touching at a point join without crossing.
    let along = 1 - plane.axis
    var positions = [Double](repeating: 0, count: 2 * count)
    var slopes = [Double](repeating: 0, count: 2 * count)
    for endpoint in 0..<(2 * count) {
      let range = pieces.range(of: endpoint / 2)
      let (end, next) =
        endpoint % 2 == 0 ? (range.lowerBound, range.lowerBound + 1) : (range.upperBound - 1, range.upperBound - 2)
      positions[endpoint] = pieces.points[end][along]
      let d = pieces.points[Swift.max(Swift.min(next, range.upperBound - 1), range.lowerBound)] - pieces.points[end]
      let inward = abs(d[plane.axis])
      slopes[endpoint] = inward > 0 ? d[along] / inward : 0
    }
    var order = Array(0..<(2 * count))
    order.sort { a, b in
      if positions[a] != positions[b] { return positions[a] < positions[b] }
      if slopes[a] != slopes[b] { return slopes[a] < slopes[b] }
      return a < b
    }
    var partner = [Int](repeating: 0, count: 2 * count)
    for k in stride(from: 0, to: order.count, by: 2) {
      partner[order[k]] = order[k + 1]
      partner[order[k + 1]] = order[k]
    }
    var visited = [Bool](repeating: false, count: count)
    for first in 0..<count where !visited[first] {
      let start = output.points.count
      var entry = 2 * first
      repeat {
        let piece = entry / 2
        visited[piece] = true
        let range = pieces.range(of: piece)
        let forward = entry % 2 == 0
        // The piece's first vertex may repeat the join's end (a piece starting where the last ended).
        let first = pieces.points[forward ? range.lowerBound : range.upperBound - 1]
        let skip = output.points.count > start && output.points[output.points.count - 1] == first ? 1 : 0
        if forward {
          output.points.append(contentsOf: pieces.points[(range.lowerBound + skip)..<range.upperBound])
        } else {
          output.points.append(contentsOf: pieces.points[range.lowerBound..<(range.upperBound - skip)].reversed())
        }
        entry = partner[forward ? entry + 1 : entry - 1]
      } while entry != 2 * first
      if output.points.count - start > 1, output.points[start] == output.points[output.points.count - 1] {
        output.points.removeLast()
      }
      if output.points.count - start >= 3, !isCollapsed(output.points[start...]) {
        output.closePart()
      } else {
        output.discardOpenPart()
      }
    }
  }

  /// Splits rings where they pass twice through one point of the rectangle's boundary (pieces that
  /// touch at a corner, or at a vertex on a side), so that no ring touches itself, as GEOS writes
  /// them; loops that enclose nothing are dropped.
  static func splitPinches(_ rings: FlatParts, on rect: ClipRectangle) -> FlatParts {
    func less(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool { a.x < b.x || (a.x == b.x && a.y < b.y) }
    var output = FlatParts(vertexCapacity: rings.points.count)
    func onBoundary(_ p: SIMD2<Double>) -> Bool {
      p.x == rect.min.x || p.x == rect.max.x || p.y == rect.min.y || p.y == rect.max.y
    }
    /// The first pair of indices of one boundary point, if the ring passes through one twice.
    func pinch(_ ring: ArraySlice<SIMD2<Double>>) -> (Int, Int)? {
      let candidates = ring.indices.filter { onBoundary(ring[$0]) }
      guard candidates.count > 1 else { return nil }
      let sorted = candidates.sorted { less(ring[$0], ring[$1]) || (ring[$0] == ring[$1] && $0 < $1) }
      for k in 1..<sorted.count where ring[sorted[k]] == ring[sorted[k - 1]] { return (sorted[k - 1], sorted[k]) }
      return nil
    }
    for r in 0..<rings.count {
      let whole = rings.points[rings.range(of: r)]
      guard pinch(whole) != nil else {
        if whole.count >= 3, !isCollapsed(whole) {
          output.points += whole
          output.closePart()
        }
        continue
      }
      var stack = [Array(whole)]
      while let ring = stack.popLast() {
        if let (i, j) = pinch(ring[...]) {
          stack.append(Array(ring[i..<j]))
          stack.append(Array(ring[j...] + ring[..<i]))
        } else if ring.count >= 3, !isCollapsed(ring[...]) {
          output.points += ring
          output.closePart()
        }
      }
    }
    return output
  }

  /// A Boolean value indicating whether all of a ring's vertices lie on one line (exactly): it
  /// encloses nothing.
  static func isCollapsed(_ ring: ArraySlice<SIMD2<Double>>) -> Bool {
    guard let a = ring.first, let b = ring.first(where: { $0 != a }) else { return true }
    return ring.allSatisfy { RobustOrientation.orient2d(a, b, $0) == 0 }
  }
}
