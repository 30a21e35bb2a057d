/// The Douglas–Peucker simplification kernel on flat vertex arrays, as GEOS's
/// `DouglasPeuckerLineSimplifier` does it.
///
/// A section from vertex `i` to vertex `j` keeps only its ends when every vertex between lies within
/// `tolerance` of the segment `i`–`j` (the distance to the segment, not to its line); otherwise it is
/// split at the farthest vertex (the first of equals) and both halves are simplified in turn. The
/// result deviates from the input by at most `tolerance` (Hausdorff distance, both ways): every input
/// point lies within `tolerance` of the kept segment that replaces it, and every point of a kept segment
/// within `tolerance` of the input it replaces. Repeated consecutive vertices are written once.
///
/// Iterative, with an explicit stack of sections processed left first, so kept vertices come out in
/// order and no keep-flag array is needed; distances are compared squared. A caller simplifying many
/// parts passes the same `stack` each time, so nothing is allocated per part once it has grown.
package enum DouglasPeucker {
  /// Appends to `output` the simplified open path.
  ///
  /// The first and last vertices are always kept (a path of one distinct point gives one vertex).
  ///
  /// - Parameters:
  ///   - path: The vertices.
  ///   - tolerance: The largest distance a removed vertex may lie from the kept segment, 0 or more.
  ///   - output: Where the kept vertices are appended.
  ///   - stack: Scratch space, reusable between calls.
  package static func simplify(
    _ path: UnsafeBufferPointer<SIMD2<Double>>, tolerance: Double, into output: inout [SIMD2<Double>],
    stack: inout [(Int, Int)]
  ) {
    guard let first = path.first else { return }
    let start = output.count
    output.append(first)
    guard path.count > 1 else { return }
    simplifySections(path, closed: false, tolerance: tolerance, start: start, into: &output, stack: &stack)
  }

  /// Simplifies a path given as an array (see ``simplify(_:tolerance:into:stack:)``).
  package static func simplify(_ path: [SIMD2<Double>], tolerance: Double) -> [SIMD2<Double>] {
    var output: [SIMD2<Double>] = []
    var stack: [(Int, Int)] = []
    path.withUnsafeBufferPointer { simplify($0, tolerance: tolerance, into: &output, stack: &stack) }
    return output
  }

  /// Appends to `output` the simplified ring (given and written without a closing vertex).
  ///
  /// As GEOS simplifies a `LinearRing`: the closed sequence `v0 … vn−1 v0` is simplified as a path
  /// (its first section runs from `v0` back to itself, so the distance there is to the point `v0`), then
  /// the start vertex itself is dropped when it lies within `tolerance` of the segment joining its two
  /// kept neighbours and at least three vertices remain. The result may have fewer than three
  /// vertices: the ring collapsed. That last rule is GEOS's and can leave the vertices the start vertex
  /// stood for up to twice `tolerance` from the result; a caller that needs the bound everywhere
  /// (the basemap's half-point levels) splits the ring into two paths instead.
  ///
  /// - Returns: The number of vertices appended.
  @discardableResult
  package static func simplifyRing(
    _ ring: UnsafeBufferPointer<SIMD2<Double>>, tolerance: Double, into output: inout [SIMD2<Double>],
    stack: inout [(Int, Int)]
  ) -> Int {
    guard let first = ring.first else { return 0 }
    let start = output.count
    output.append(first)
    guard ring.count > 1 else { return 1 }
    simplifySections(ring, closed: true, tolerance: tolerance, start: start, into: &output, stack: &stack)
    // The closing vertex (v0 again) was written last; drop it, then consider dropping v0 itself.
    if output.count - start > 1, output[output.count - 1] == first { output.removeLast() }
    if output.count - start >= 3 {
      // GEOS's ring-endpoint rule: at least four vertices in the closed form, three open ones.
      let d = squaredDistance(output[start], output[start + 1], output[output.count - 1])
      if d <= tolerance * tolerance {
        output.remove(at: start)
      }
    }
    return output.count - start
  }

  /// Simplifies a ring given as an array (see ``simplifyRing(_:tolerance:into:stack:)``).
  package static func simplifyRing(_ ring: [SIMD2<Double>], tolerance: Double) -> [SIMD2<Double>] {
    var output: [SIMD2<Double>] = []
    var stack: [(Int, Int)] = []
    _ = ring.withUnsafeBufferPointer { simplifyRing($0, tolerance: tolerance, into: &output, stack: &stack) }
    return output
  }

  /// The section loop. `closed` makes index `count` stand for vertex 0 (the ring's closing vertex).
  @inline(__always)
  private static func simplifySections(
    _ points: UnsafeBufferPointer<SIMD2<Double>>, closed: Bool, tolerance: Double, start: Int,
    into output: inout [SIMD2<Double>], stack: inout [(Int, Int)]
  ) {
    let n = points.count
    let limit = tolerance * tolerance
    stack.removeAll(keepingCapacity: true)
    stack.append((0, closed ? n : n - 1))
    while let (i, j) = stack.popLast() {
      let a = points[i]
      let b = j == n ? points[0] : points[j]
      var farthest = -1
      var farthestDistance = -1.0
      if j - i > 1 {
        let d = b - a
        let lengthSquared = d.x * d.x + d.y * d.y
        for k in (i + 1)..<j {
          let p = points[k]
          let distance: Double
          if lengthSquared == 0 {
            let e = p - a
            distance = e.x * e.x + e.y * e.y
          } else {
            let e = p - a
            let t = (e.x * d.x + e.y * d.y) / lengthSquared
            if t <= 0 {
              distance = e.x * e.x + e.y * e.y
            } else if t >= 1 {
              let f = p - b
              distance = f.x * f.x + f.y * f.y
            } else {
              let cross = e.x * d.y - e.y * d.x
              distance = cross * cross / lengthSquared
            }
          }
          if distance > farthestDistance {
            farthestDistance = distance
            farthest = k
          }
        }
      }
      if farthest >= 0 && farthestDistance > limit {
        stack.append((farthest, j))
        stack.append((i, farthest))
      } else if output.count == start || output[output.count - 1] != b {
        output.append(b)
      }
    }
  }

  /// The squared distance from `p` to segment `a`–`b`.
  @inline(__always)
  static func squaredDistance(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = b - a
    let e = p - a
    let lengthSquared = d.x * d.x + d.y * d.y
    guard lengthSquared > 0 else { return e.x * e.x + e.y * e.y }
    let t = Swift.min(Swift.max((e.x * d.x + e.y * d.y) / lengthSquared, 0), 1)
    let f = p - (a + t * d)
    return f.x * f.x + f.y * f.y
  }
}
