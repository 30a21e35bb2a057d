import MeridianCore

/// The test that decides which records a cover cell lists: its centre and radius, the record
/// nearest to its centre, and the rounding margin.
///
/// Let `p` be the record nearest to the cell's centre `o` (at chord `d`), `r` the cell's radius and
/// `x` any point of the cell. The nearest record to `x` is at chord `c₁ ≤ |x − p| ≤ d + r`, and a
/// record `q` must be measured when `|x − q| ≤ g(c₁) + m` (`WGS84Ellipsoid.maximumDistance(forChord:)`,
/// `m` the rounding margin), which implies `f(x) = |x − q| − |x − p| ≤ e`, with `e` the cell's
/// ``excess`` `g(d + r) − (d + r) + m`. The gradient of `f` is the difference of the unit vectors
/// from `q` and from `p`, at most `2|q − p| / max(|x − q|, |x − p|)` and at most 2, so over the cell
/// `f(x) ≥ f(o) − r·L` with `L = min(2, 2|q − p| / (max(|o − q|, d) − r))`: a record with
/// `f(o) − r·L > e` is never needed (``admits(chord2:x:y:z:)``).
///
/// The values are plain scalars and the tests plain arithmetic, so the build runs at a useful
/// speed in a debug build too (where generic and SIMD code is not specialised).
struct CoverCellTest {
  /// The cell's centre, on the ellipsoid.
  let x: Double
  let y: Double
  let z: Double
  /// The cell's radius (metres): every surface point of the cell is within it of the centre.
  let radius: Double
  /// The chord from the centre to its nearest record.
  let nearest: Double
  /// The nearest record's position.
  let px: Double
  let py: Double
  let pz: Double
  /// `e`: how much farther than the nearest a needed record can be, over the whole cell.
  let excess: Double
  /// The squared chord within which a needed record lies (`(d + 2r + e)²`, or infinity).
  let reach2: Double

  /// The test of a cell whose centre is `center`, with radius `radius`, and whose centre's nearest
  /// record is at `nearestPoint`, `nearest` away.
  init(center: SIMD3<Double>, radius: Double, nearestPoint: SIMD3<Double>, nearest: Double) {
    x = center.x
    y = center.y
    z = center.z
    self.radius = radius
    self.nearest = nearest
    px = nearestPoint.x
    py = nearestPoint.y
    pz = nearestPoint.z
    let longest = WGS84Ellipsoid.maximumDistance(forChord: radius + nearest)
    excess = longest - (radius + nearest) + Self.margin + longest * 1e-11
    let reach = nearest + 2 * radius + excess
    reach2 = reach.isFinite ? reach * reach : .infinity
  }

  /// The rounding margin `m` (metres).
  static let margin = 2e-3

  /// Whether a record at `(x, y, z)`, `chord2` (squared) from the centre, can be needed somewhere in
  /// the cell. The caller has checked `chord2 <= reach2`.
  @inline(__always) func admits(chord2: Double, x qx: Double, y qy: Double, z qz: Double) -> Bool {
    let toCenter = chord2.squareRoot()
    let gx = qx - px
    let gy = qy - py
    let gz = qz - pz
    let separation = (gx * gx + gy * gy + gz * gz).squareRoot()
    let clearance = (toCenter > nearest ? toCenter : nearest) - radius
    var slope = 2.0
    if clearance > 0 {
      let bound = 2 * separation / clearance
      if bound < 2 { slope = bound }
    }
    return toCenter - nearest - radius * slope <= excess
  }

  /// How far apart records may be and still all be listed by every cell inside this one: a
  /// set of records `S` that holds every record that can be nearest somewhere in this cell, and
  /// whose extent is at most this, is listed whole by every leaf below it.
  ///
  /// For a point `x` of the cell with nearest record `p` at chord `c₁ ≥ d − r`, and `q` in `S`:
  /// `|x − q| ≤ c₁ + |p − q| ≤ c₁ + extent ≤ g(c₁) + m` when `extent ≤ g(d′) − d′ + m` with
  /// `d′ = max(0, d − r)` (`g(c) − c` grows with `c`), so `q` is needed at every point of the cell
  /// and passes the test of every cell inside it.
  var sureExtent: Double {
    let inner = nearest - radius > 0 ? nearest - radius : 0
    return WGS84Ellipsoid.maximumDistance(forChord: inner) - inner + Self.margin
  }
}

extension CoverCellTest {
  /// The nearest of a cell's candidate positions to its centre (ties to the lower record): its
  /// position and squared chord.
  ///
  /// - Precondition: `candidates` is not empty and holds valid tree positions.
  static func nearest(
    to center: SIMD3<Double>, among candidates: [UInt32], spatial: PlaceKDTrees
  ) -> (position: Int, chord2: Double) {
    let cx = center.x
    let cy = center.y
    let cz = center.z
    return candidates.withUnsafeBufferPointer { candidates in
      spatial.vectors.withUnsafeBufferPointer { vectors in
        spatial.records.withUnsafeBufferPointer { records in
          // Raw pointers: a debug build indexes them without a call per element.
          guard let list = candidates.baseAddress, let v = vectors.baseAddress, let r = records.baseAddress else {
            return (0, .infinity)
          }
          var best = -1
          var best2 = Double.infinity
          var k = 0
          while k < candidates.count {
            let position = Int(list[k])
            let base = position * 3
            let dx = v[base] - cx
            let dy = v[base + 1] - cy
            let dz = v[base + 2] - cz
            let chord2 = dx * dx + dy * dy + dz * dz
            if best < 0 || chord2 < best2 || (chord2 == best2 && r[position] < r[best]) {
              best = position
              best2 = chord2
            }
            k += 1
          }
          return (best, best2)
        }
      }
    }
  }

  /// The candidates this cell admits, in their order, up to `cap` of them.
  ///
  /// - Returns: The admitted positions and whether they are all of them (`false`: more than `cap`).
  func admitted(_ candidates: [UInt32], cap: Int, vectors: [Double]) -> (found: [UInt32], complete: Bool) {
    // Within `nearest + excess` of the centre a record passes whatever its slope. When the
    // nearest record is within the radius (the coarse cells), every record within ``reach2``
    // passes: its slope is 2, as `|q − p| ≥ |o − q| − d ≥ max(|o − q|, d) − r`.
    let sure = nearest <= radius ? .infinity : nearest + excess
    let sure2 = sure.isFinite ? sure * sure : reach2
    return candidates.withUnsafeBufferPointer { candidates in
      vectors.withUnsafeBufferPointer { vectors in
        var found: [UInt32] = []
        guard let list = candidates.baseAddress, let v = vectors.baseAddress else { return (found, true) }
        var k = 0
        while k < candidates.count {
          let base = Int(list[k]) * 3
          let qx = v[base]
          let qy = v[base + 1]
          let qz = v[base + 2]
          let dx = qx - x
          let dy = qy - y
          let dz = qz - z
          let chord2 = dx * dx + dy * dy + dz * dz
          if chord2 <= sure2 || (chord2 <= reach2 && admits(chord2: chord2, x: qx, y: qy, z: qz)) {
            guard found.count < cap else { return (found, false) }
            found.append(list[k])
          }
          k += 1
        }
        return (found, true)
      }
    }
  }

  /// Whether positions all lie within an extent (the diagonal of their bounding box) of `extent`.
  static func spread(of positions: [UInt32], within extent: Double, vectors: [Double]) -> Bool {
    var box = BoundingBox()
    positions.withUnsafeBufferPointer { positions in
      vectors.withUnsafeBufferPointer { vectors in
        guard let list = positions.baseAddress, let v = vectors.baseAddress else { return }
        var k = 0
        while k < positions.count {
          let base = Int(list[k]) * 3
          box.add(v[base], v[base + 1], v[base + 2])
          // Coarse cells admit records far apart: stop at the first look that shows it.
          if k & 63 == 63, box.diagonal2 > extent * extent { return }
          k += 1
        }
      }
    }
    return box.diagonal2 <= extent * extent
  }
}

/// The bounding box of points, kept in scalars.
struct BoundingBox {
  var minX = Double.infinity
  var minY = Double.infinity
  var minZ = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity
  var maxZ = -Double.infinity

  @inline(__always) mutating func add(_ x: Double, _ y: Double, _ z: Double) {
    if x < minX { minX = x }
    if x > maxX { maxX = x }
    if y < minY { minY = y }
    if y > maxY { maxY = y }
    if z < minZ { minZ = z }
    if z > maxZ { maxZ = z }
  }

  /// The squared diagonal (0 for no point).
  var diagonal2: Double {
    guard minX <= maxX else { return 0 }
    let dx = maxX - minX
    let dy = maxY - minY
    let dz = maxZ - minZ
    return dx * dx + dy * dy + dz * dz
  }
}
