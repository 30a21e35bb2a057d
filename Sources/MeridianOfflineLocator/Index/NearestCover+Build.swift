import Foundation
import MeridianCore
import MeridianGeocoding

extension NearestCover {
  /// A leaf may list this many records before its cell is split further.
  static let splitThreshold = 32
  /// A leaf that would list more records than this (at the deepest level, or where splitting no
  /// longer helps) becomes a ``fallback`` leaf.
  static let listLimit = 64
  /// A cell is not split once its radius is below this fraction of the distance from its centre to
  /// the nearest record: smaller cells would list nearly the same records.
  static let splitRatio = 0.02

  /// Builds the cover of every class of a spatial index.
  ///
  /// When the task is cancelled the builder stops splitting (every later cell is a ``fallback``):
  /// the caller checks for cancellation and drops the partial cover.
  init(spatial: PlaceKDTrees) {
    var builder = NearestCoverBuilder(spatial: spatial)
    var roots: [UInt32] = []
    for c in 0..<ReverseClass.count {
      for face in 0..<6 { roots.append(builder.cell(c, face: face, level: 0, i: 0, j: 0)) }
    }
    self.init(roots: roots, nodes: builder.nodes, lists: builder.lists)
  }
}

/// Builds a ``NearestCover`` top-down with the k-d trees' help.
private struct NearestCoverBuilder {
  let spatial: PlaceKDTrees
  /// Whether a tree position is the first (lowest record) of the records at exactly its position.
  let representative: [Bool]
  var nodes: [UInt32] = []
  var lists: [UInt32] = []
  /// The leaf of each distinct list (neighbouring cells often list the same records).
  private var leaves: [[UInt32]: UInt32] = [:]
  /// Cells built since the last cancellation check, and whether the task was found cancelled.
  private var steps = 0
  private var cancelled = false

  init(spatial: PlaceKDTrees) {
    self.spatial = spatial
    var representative = [Bool](repeating: true, count: spatial.records.count)
    let v = spatial.vectors
    for c in 0..<ReverseClass.count {
      var order = Array(spatial.positions(of: c))
      order.sort { a, b in
        let ka = (v[a * 3].bitPattern, v[a * 3 + 1].bitPattern, v[a * 3 + 2].bitPattern)
        let kb = (v[b * 3].bitPattern, v[b * 3 + 1].bitPattern, v[b * 3 + 2].bitPattern)
        return ka != kb ? ka < kb : spatial.records[a] < spatial.records[b]
      }
      for (previous, position) in zip(order, order.dropFirst())
      where v[previous * 3] == v[position * 3] && v[previous * 3 + 1] == v[position * 3 + 1]
        && v[previous * 3 + 2] == v[position * 3 + 2]
      {
        representative[position] = false
      }
    }
    self.representative = representative
  }

  /// The node value of the cell `(i, j)` at `level` of a face, built with its subtree.
  mutating func cell(_ reverseClass: Int, face: Int, level: Int, i: Int, j: Int) -> UInt32 {
    steps += 1
    if steps >= 256 {
      steps = 0
      cancelled = cancelled || Task.isCancelled
    }
    guard !cancelled else { return NearestCover.fallback }
    let positions = spatial.positions(of: reverseClass)
    guard !positions.isEmpty else { return leaf([]) }
    let size = 2 / Double(1 << level)
    let u0 = -1 + Double(i) * size
    let v0 = -1 + Double(j) * size
    let direction = Self.normalized(NearestCover.unproject(face: face, u: u0 + size / 2, v: v0 + size / 2))
    var angle = 0.0
    for (du, dv) in [(0.0, 0.0), (size, 0), (0, size), (size, size)] {
      let corner = Self.normalized(NearestCover.unproject(face: face, u: u0 + du, v: v0 + dv))
      let d = corner - direction
      angle = max(angle, 2 * asin(min(1, (d * d).sum().squareRoot() / 2)))
    }
    // Surface points whose directions are within `angle` are at most `a·angle` (plus the change of
    // the radius, under 21.5 km per radian) apart.
    let radius = WGS84Ellipsoid.semiMajorAxis * (angle + NearestCover.slack) * 1.00001 + 1e-3
    let center = Self.surfacePoint(direction)
    let (nearest, position) = withUnsafeTemporaryAllocation(of: SpatialNeighbor.self, capacity: 1) { storage in
      var list = NeighborList(storage: storage, radius2: .infinity)
      spatial.visit(center, classes: 1 << reverseClass, into: &list)
      return (list[0].chord2.squareRoot(), list[0].position)
    }
    let longest = WGS84Ellipsoid.maximumDistance(forChord: radius + nearest)
    let excess = longest - (radius + nearest) + 2e-3 + longest * 1e-11
    let split = level < NearestCover.maxLevel && radius > NearestCover.splitRatio * nearest
    let v = spatial.vectors
    var collector = LimitedCollector(
      center: center, nearestPoint: SIMD3(v[position * 3], v[position * 3 + 1], v[position * 3 + 2]),
      nearest: nearest, radius: radius, excess: excess,
      limit: split ? NearestCover.splitThreshold : NearestCover.listLimit, builder: self)
    spatial.visit(center, classes: 1 << reverseClass, into: &collector)
    if !collector.overflow { return leaf(collector.found.sorted()) }
    guard split else { return NearestCover.fallback }
    let block = nodes.count
    nodes.append(contentsOf: [0, 0, 0, 0])
    for child in 0..<4 {
      let value = cell(reverseClass, face: face, level: level + 1, i: i * 2 + (child & 1), j: j * 2 + (child >> 1))
      nodes[block + child] = value
    }
    return UInt32(block)
  }

  private mutating func leaf(_ positions: [UInt32]) -> UInt32 {
    if let shared = leaves[positions] { return shared }
    let value = NearestCover.leafFlag | UInt32(lists.count)
    leaves[positions] = value
    lists.append(UInt32(positions.count))
    lists.append(contentsOf: positions)
    return value
  }

  private static func normalized(_ p: SIMD3<Double>) -> SIMD3<Double> { p / (p * p).sum().squareRoot() }

  /// The point of the ellipsoid in a direction from its centre.
  private static func surfacePoint(_ direction: SIMD3<Double>) -> SIMD3<Double> {
    let a = WGS84Ellipsoid.semiMajorAxis
    let b = WGS84Ellipsoid.semiMinorAxis
    let d = direction
    return d / ((d.x * d.x + d.y * d.y) / (a * a) + d.z * d.z / (b * b)).squareRoot()
  }
}

/// Collects the representative positions that can be nearest somewhere in a cell, giving up after
/// a limit.
///
/// Let `p` be the record nearest to the cell's centre `o` (at chord `d`), `r` the cell's radius and
/// `x` any point of the cell. The nearest record to `x` is at chord `c₁ ≤ |x − p| ≤ d + r`, and a
/// record `q` must be measured when `|x − q| ≤ g(c₁) + m` (`WGS84Ellipsoid.maximumDistance(forChord:)`,
/// `m` the rounding margin), which implies `f(x) = |x − q| − |x − p| ≤ e`, with `e` the cell's
/// ``excess`` `g(d + r) − (d + r) + m`. The gradient of `f` is the difference of the unit vectors
/// from `q` and from `p`, at most `2|q − p| / max(|x − q|, |x − p|)` and at most 2, so over the cell
/// `f(x) ≥ f(o) − r·L` with `L = min(2, 2|q − p| / (max(|o − q|, d) − r))`: a record with
/// `f(o) − r·L > e` is never needed.
private struct LimitedCollector: SpatialVisitor {
  let center: SIMD3<Double>
  let nearestPoint: SIMD3<Double>
  let nearest: Double
  let radius: Double
  let excess: Double
  let limit: Int
  let representative: [Bool]
  let vectors: [Double]
  var radius2: Double
  var found: [UInt32] = []
  /// More than `limit` positions are needed.
  var overflow = false

  init(
    center: SIMD3<Double>, nearestPoint: SIMD3<Double>, nearest: Double, radius: Double, excess: Double, limit: Int,
    builder: NearestCoverBuilder
  ) {
    self.center = center
    self.nearestPoint = nearestPoint
    self.nearest = nearest
    self.radius = radius
    self.excess = excess
    self.limit = limit
    self.representative = builder.representative
    self.vectors = builder.spatial.vectors
    let reach = nearest + 2 * radius + excess
    radius2 = reach.isFinite ? reach * reach : .infinity
  }

  mutating func visit(chord2: Double, position: Int, record: Int) {
    guard representative[position] else { return }
    let toCenter = chord2.squareRoot()
    let q = SIMD3(vectors[position * 3], vectors[position * 3 + 1], vectors[position * 3 + 2])
    let gap = q - nearestPoint
    let separation = (gap * gap).sum().squareRoot()
    let clearance = max(toCenter, nearest) - radius
    let slope = clearance > 0 ? min(2, 2 * separation / clearance) : 2
    guard toCenter - nearest - radius * slope <= excess else { return }
    guard found.count < limit else {
      overflow = true
      radius2 = -1
      return
    }
    found.append(UInt32(position))
  }
}
