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
  /// A cell with more candidates than this finds its nearest record with a k-d tree search.
  static let scanLimit = 2_048

  /// Builds the cover of every class of a spatial index.
  ///
  /// When the task is cancelled the builder stops splitting (every later cell is a ``fallback``):
  /// the caller checks for cancellation and drops the partial cover.
  ///
  /// - Parameter progress: Called with fractions 0...1 as the cells of the coarse levels are done.
  init(spatial: PlaceKDTrees, progress: (Double) -> Void = { _ in }) {
    var builder = NearestCoverBuilder(spatial: spatial)
    var roots: [UInt32] = []
    // Each face of a class is weighed by the class's records (plus one, so empty classes count).
    let total = Double(spatial.records.count + ReverseClass.count)
    var done = 0.0
    for c in 0..<ReverseClass.count {
      let candidates = builder.representatives(of: c)
      let weight = Double(spatial.positions(of: c).count + 1) / 6
      for face in 0..<6 {
        roots.append(builder.cell(c, face: face, level: 0, i: 0, j: 0, candidates: candidates))
        done += weight
        progress(done / total)
      }
    }
    self.init(roots: roots, nodes: builder.nodes, lists: builder.lists)
  }
}

/// Builds a ``NearestCover`` top-down, each cell testing only the records its parent admitted.
///
/// A cell's parent contains it, and the parent's test is conservative (it admits every record that
/// can be nearest, or needed to prove the nearest, anywhere in the parent), so the parent's
/// admitted records hold all this cell can need, including the record nearest to this cell's
/// centre. A face starts from every record of its class. The cells test their candidates in plain
/// loops over flat arrays (see ``CoverCellTest``), which a debug build also runs quickly.
private struct NearestCoverBuilder {
  let spatial: PlaceKDTrees
  /// Whether a tree position is the first (lowest record) of the records at exactly its position.
  let representative: [Bool]
  var nodes: [UInt32] = []
  var lists: [UInt32] = []
  /// The leaf of each distinct list (neighbouring cells often list the same records).
  private var leaves: [HashedBytes<UInt32>: UInt32] = [:]
  /// Cells built since the last cancellation check, and whether the task was found cancelled.
  private var steps = 0
  private var cancelled = false

  init(spatial: PlaceKDTrees) {
    self.spatial = spatial
    var representative = [Bool](repeating: true, count: spatial.records.count)
    let v = spatial.vectors
    for c in 0..<ReverseClass.count {
      let positions = spatial.positions(of: c)
      // Records at exactly one position end up next to each other, the lowest record first.
      let heads = positions.map { v[$0 * 3].bitPattern }
      let order = RadixOrder.order(heads: heads) { a, b in
        let p = positions.lowerBound + Int(a)
        let q = positions.lowerBound + Int(b)
        let (py, qy) = (v[p * 3 + 1].bitPattern, v[q * 3 + 1].bitPattern)
        if py != qy { return py < qy }
        let (pz, qz) = (v[p * 3 + 2].bitPattern, v[q * 3 + 2].bitPattern)
        if pz != qz { return pz < qz }
        return spatial.records[p] < spatial.records[q]
      }
      for (previous, next) in zip(order, order.dropFirst()) {
        let p = positions.lowerBound + Int(previous)
        let q = positions.lowerBound + Int(next)
        if v[p * 3] == v[q * 3], v[p * 3 + 1] == v[q * 3 + 1], v[p * 3 + 2] == v[q * 3 + 2] {
          representative[q] = false
        }
      }
    }
    self.representative = representative
  }

  /// The representative positions of a class, in order.
  func representatives(of reverseClass: Int) -> [UInt32] {
    spatial.positions(of: reverseClass).filter { representative[$0] }.map { UInt32($0) }
  }

  /// The node value of the cell `(i, j)` at `level` of a face, built with its subtree.
  ///
  /// - Parameter candidates: The records the parent cell admitted (a face: every representative
  ///   record of the class), in position order.
  mutating func cell(_ reverseClass: Int, face: Int, level: Int, i: Int, j: Int, candidates: [UInt32]) -> UInt32 {
    steps += 1
    if steps >= 256 {
      steps = 0
      cancelled = cancelled || Task.isCancelled
    }
    guard !cancelled else { return NearestCover.fallback }
    guard !candidates.isEmpty else { return leaf([]) }
    let (center, radius) = Self.bounds(face: face, level: level, i: i, j: j)
    let (position, chord2) = nearest(to: center, reverseClass, among: candidates)
    let nearest = chord2.squareRoot()
    let test = CoverCellTest(
      center: center, radius: radius, nearestPoint: spatial.point(at: position), nearest: nearest)
    let split = level < NearestCover.maxLevel && radius > NearestCover.splitRatio * nearest
    let limit = split ? NearestCover.splitThreshold : NearestCover.listLimit
    // A cell that splits keeps all it admits, for its children; a last cell only needs to know
    // whether its list fits.
    let (found, complete) = test.admitted(candidates, cap: split ? .max : limit, vectors: spatial.vectors)
    if complete && found.count <= limit { return leaf(found) }
    guard split, !everyLeafFallsBack(test: test, found: found) else { return NearestCover.fallback }
    let block = nodes.count
    nodes.append(contentsOf: [0, 0, 0, 0])
    for child in 0..<4 {
      let value = cell(
        reverseClass, face: face, level: level + 1, i: i * 2 + (child & 1), j: j * 2 + (child >> 1),
        candidates: found)
      nodes[block + child] = value
    }
    return UInt32(block)
  }

  /// The record nearest to a cell's centre (ties to the lower record), among its candidates: by a
  /// k-d tree search when they are many (the coarse cells), else by testing each.
  private func nearest(
    to center: SIMD3<Double>, _ reverseClass: Int, among candidates: [UInt32]
  ) -> (
    position: Int, chord2: Double
  ) {
    guard candidates.count > NearestCover.scanLimit else {
      return CoverCellTest.nearest(to: center, among: candidates, spatial: spatial)
    }
    return withUnsafeTemporaryAllocation(of: SpatialNeighbor.self, capacity: 1) { storage in
      var list = NeighborList(storage: storage, radius2: .infinity)
      spatial.visit(center, classes: 1 << reverseClass, into: &list)
      return (list[0].position, list[0].chord2)
    }
  }

  /// Whether every leaf below a cell would list more than ``NearestCover/listLimit`` records, so
  /// the cell is a fallback leaf as a whole: more records than that can be nearest somewhere in
  /// the cell (all of `found`, the records the cell admits) and they lie within its
  /// ``CoverCellTest/sureExtent`` of each other.
  private func everyLeafFallsBack(test: CoverCellTest, found: [UInt32]) -> Bool {
    found.count > NearestCover.listLimit
      && CoverCellTest.spread(of: found, within: test.sureExtent, vectors: spatial.vectors)
  }

  /// The leaf value of a list of positions (sorted here; an equal list is stored once).
  private mutating func leaf(_ found: [UInt32]) -> UInt32 {
    var positions = found
    // An insertion sort of at most `listLimit` positions on raw pointers (a debug build's generic
    // sort costs a call per comparison).
    positions.withUnsafeMutableBufferPointer { buffer in
      guard let p = buffer.baseAddress else { return }
      var i = 1
      while i < buffer.count {
        let value = p[i]
        var j = i
        while j > 0, p[j - 1] > value {
          p[j] = p[j - 1]
          j -= 1
        }
        p[j] = value
        i += 1
      }
    }
    let key = HashedBytes(positions)
    if let shared = leaves[key] { return shared }
    let value = NearestCover.leafFlag | UInt32(lists.count)
    leaves[key] = value
    lists.append(UInt32(positions.count))
    lists.append(contentsOf: positions)
    return value
  }

  /// The centre of a cell (on the ellipsoid) and a radius that every surface point of the cell
  /// lies within. Scalar arithmetic, so a debug build does it quickly too.
  static func bounds(face: Int, level: Int, i: Int, j: Int) -> (center: SIMD3<Double>, radius: Double) {
    let size = 2 / Double(1 << level)
    let u0 = -1 + Double(i) * size
    let v0 = -1 + Double(j) * size
    let (x, y, z) = direction(face: face, u: u0 + size / 2, v: v0 + size / 2)
    var angle = 0.0
    for corner in 0..<4 {
      let (cx, cy, cz) = direction(face: face, u: u0 + Double(corner & 1) * size, v: v0 + Double(corner >> 1) * size)
      let dx = cx - x
      let dy = cy - y
      let dz = cz - z
      let half = (dx * dx + dy * dy + dz * dz).squareRoot() / 2
      let a = 2 * asin(half < 1 ? half : 1)
      if a > angle { angle = a }
    }
    // Surface points whose directions are within `angle` are at most `a·angle` (plus the change of
    // the radius, under 21.5 km per radian) apart.
    let radius = WGS84Ellipsoid.semiMajorAxis * (angle + NearestCover.slack) * 1.00001 + 1e-3
    // The point of the ellipsoid in that direction from its centre.
    let a = WGS84Ellipsoid.semiMajorAxis
    let b = WGS84Ellipsoid.semiMinorAxis
    let scale = 1 / ((x * x + y * y) / (a * a) + z * z / (b * b)).squareRoot()
    return (SIMD3(x * scale, y * scale, z * scale), radius)
  }

  /// The unit vector through the point `u, v` of a cube face (the inverse of `NearestCover.project`).
  private static func direction(face: Int, u: Double, v: Double) -> (Double, Double, Double) {
    let (x, y, z): (Double, Double, Double)
    switch face {
    case 0: (x, y, z) = (1, u, v)
    case 1: (x, y, z) = (-1, u, v)
    case 2: (x, y, z) = (u, 1, v)
    case 3: (x, y, z) = (u, -1, v)
    case 4: (x, y, z) = (u, v, 1)
    default: (x, y, z) = (u, v, -1)
    }
    let length = (x * x + y * y + z * z).squareRoot()
    return (x / length, y / length, z / length)
  }
}
