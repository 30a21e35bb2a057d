/// Simplifies paths and rings for a zoom level: Douglas–Peucker to a tolerance, and what is smaller
/// than a point dropped.
enum Generalizer {
  /// A path simplified so that it deviates from the input by at most `tolerance` (Douglas–Peucker).
  static func simplify(_ path: [SIMD2<Double>], tolerance: Double) -> [SIMD2<Double>] {
    guard path.count > 2, tolerance > 0 else { return path }
    var keep = [Bool](repeating: false, count: path.count)
    keep[0] = true
    keep[path.count - 1] = true
    var stack = [(0, path.count - 1)]
    let limit = tolerance * tolerance
    while let (first, last) = stack.popLast() {
      guard last > first + 1 else { continue }
      var farthest = first
      var distance = -1.0
      for i in (first + 1)..<last {
        let d = squaredDistance(path[i], path[first], path[last])
        if d > distance {
          distance = d
          farthest = i
        }
      }
      if distance > limit {
        keep[farthest] = true
        stack.append((first, farthest))
        stack.append((farthest, last))
      }
    }
    return path.indices.filter { keep[$0] }.map { path[$0] }
  }

  /// A closed ring simplified: split at the vertex farthest from its first, each half simplified.
  static func simplifyRing(_ ring: [SIMD2<Double>], tolerance: Double) -> [SIMD2<Double>] {
    guard ring.count > 4 else { return ring }
    var farthest = 0
    var distance = -1.0
    for (i, p) in ring.enumerated() {
      let d = ((p - ring[0]) * (p - ring[0])).sum()
      if d > distance {
        distance = d
        farthest = i
      }
    }
    let first = simplify(Array(ring[0...farthest]), tolerance: tolerance)
    let second = simplify(Array(ring[farthest...]), tolerance: tolerance)
    return first + second.dropFirst()
  }

  /// The squared distance from p to the segment ab.
  static func squaredDistance(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let ab = b - a
    let length = (ab * ab).sum()
    var t = length > 0 ? ((p - a) * ab).sum() / length : 0
    t = Swift.min(Swift.max(t, 0), 1)
    let d = p - (a + ab * t)
    return (d * d).sum()
  }

  /// The area of a closed ring (absolute, by the shoelace formula about its first point).
  static func area(_ ring: [SIMD2<Double>]) -> Double {
    guard ring.count >= 3 else { return 0 }
    let origin = ring[0]
    var sum = 0.0
    for i in 1..<(ring.count - 1) {
      let a = ring[i] - origin
      let b = ring[i + 1] - origin
      sum += a.x * b.y - a.y * b.x
    }
    return abs(sum) / 2
  }

  /// The length of a path.
  static func length(_ path: [SIMD2<Double>]) -> Double {
    var total = 0.0
    for i in 1..<max(path.count, 1) {
      let d = path[i] - path[i - 1]
      total += (d * d).sum().squareRoot()
    }
    return total
  }
}
