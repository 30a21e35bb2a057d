/// A k-d tree over the records' positions as unit vectors (3D), for exact nearest-place queries.
///
/// Positions are the geodetic latitude and longitude mapped onto the unit sphere, so the tree
/// compares chord lengths, which order points exactly as the angle between their normals does. A
/// query first finds the nearest records by chord, then re-checks every record that could still be
/// nearer on the WGS84 ellipsoid — a record whose normal lies within `d / R_min` radians, where `d`
/// is the geodesic distance of the chord-nearest candidate and `R_min = b²/a` the smallest radius of
/// curvature of the ellipsoid — with the exact geodesic distance. Nothing is approximated in degree space.
struct SpatialIndex: Sendable, Equatable {
  /// The tree order: `records[i]` is the record at tree position `i`.
  var records: [UInt32]
  /// The split axis (0, 1, 2) of the node at each tree position.
  var axes: [UInt8]
  /// Unit vectors in tree order, `x, y, z` interleaved.
  var vectors: [Double]
  /// Category node of each tree position (copied for filtering without indirection).
  var categories: [UInt16]

  /// Builds the tree over the records of a store.
  init(store: PlaceStore) {
    let count = store.count
    var order = Array(0..<UInt32(count))
    var points = [Double](repeating: 0, count: count * 3)
    for record in 0..<count {
      let vector = EllipsoidGeodesic.unitVector(latitude: store.latitudes[record], longitude: store.longitudes[record])
      points[record * 3] = vector.x
      points[record * 3 + 1] = vector.y
      points[record * 3 + 2] = vector.z
    }
    var axes = [UInt8](repeating: 0, count: count)
    Self.build(&order, &axes, points, 0, count)
    self.records = order
    self.axes = axes
    var vectors = [Double](repeating: 0, count: count * 3)
    var categories = [UInt16](repeating: 0, count: count)
    for (position, record) in order.enumerated() {
      let r = Int(record)
      vectors[position * 3] = points[r * 3]
      vectors[position * 3 + 1] = points[r * 3 + 1]
      vectors[position * 3 + 2] = points[r * 3 + 2]
      categories[position] = store.categories[r]
    }
    self.vectors = vectors
    self.categories = categories
  }

  init(records: [UInt32], axes: [UInt8], vectors: [Double], categories: [UInt16]) {
    self.records = records
    self.axes = axes
    self.vectors = vectors
    self.categories = categories
  }

  private static func build(_ order: inout [UInt32], _ axes: inout [UInt8], _ points: [Double], _ low: Int, _ high: Int)
  {
    guard high - low > 1 else { return }
    var minimum = SIMD3<Double>(repeating: .infinity)
    var maximum = SIMD3<Double>(repeating: -.infinity)
    for i in low..<high {
      let r = Int(order[i]) * 3
      let p = SIMD3(points[r], points[r + 1], points[r + 2])
      minimum = pointwiseMin(minimum, p)
      maximum = pointwiseMax(maximum, p)
    }
    let spread = maximum - minimum
    let axis = spread.x >= spread.y && spread.x >= spread.z ? 0 : (spread.y >= spread.z ? 1 : 2)
    let middle = (low + high) / 2
    select(&order, points, axis, low, high, middle)
    axes[middle] = UInt8(axis)
    build(&order, &axes, points, low, middle)
    build(&order, &axes, points, middle + 1, high)
  }

  /// Quickselect: puts the `k`-th smallest (by `axis`) at `k`, smaller before, larger after.
  private static func select(
    _ order: inout [UInt32], _ points: [Double], _ axis: Int, _ low: Int, _ high: Int, _ k: Int
  ) {
    var low = low
    var high = high - 1
    while low < high {
      let pivot = points[Int(order[(low + high) / 2]) * 3 + axis]
      var i = low
      var j = high
      while i <= j {
        while points[Int(order[i]) * 3 + axis] < pivot { i += 1 }
        while points[Int(order[j]) * 3 + axis] > pivot { j -= 1 }
        if i <= j {
          order.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if k <= j {
        high = j
      } else if k >= i {
        low = i
      } else {
        return
      }
    }
  }

  /// The records within a squared chord radius of `target`, with their squared chords, unsorted.
  ///
  /// - Parameters:
  ///   - target: The query's unit vector.
  ///   - radiusSquared: The squared chord radius (inclusive).
  ///   - mask: Category nodes to include, or `nil` for all.
  ///   - limit: Keep only the `limit` nearest (by chord); `nil` keeps all in range.
  func search(
    target: SIMD3<Double>, radiusSquared: Double, mask: [Bool]?, limit: Int?
  ) -> [(record: Int, chord2: Double)] {
    var state = SearchState(radius2: radiusSquared, limit: limit)
    guard !records.isEmpty else { return [] }
    vectors.withUnsafeBufferPointer { vectors in
      axes.withUnsafeBufferPointer { axes in
        categories.withUnsafeBufferPointer { categories in
          let tree = Tree(vectors: vectors, axes: axes, categories: categories)
          if let mask {
            mask.withUnsafeBufferPointer { mask in
              tree.visit(0, vectors.count / 3, target, &state, mask)
            }
          } else {
            tree.visit(0, vectors.count / 3, target, &state, nil)
          }
        }
      }
    }
    return state.found.map { (Int(records[$0.position]), $0.chord2) }
  }

  private struct SearchState {
    var radius2: Double
    let limit: Int?
    /// Found positions; when `limit` is set, kept sorted by chord (nearest first).
    var found: [(position: Int, chord2: Double)] = []

    mutating func offer(_ position: Int, _ chord2: Double) {
      guard let limit else {
        found.append((position, chord2))
        return
      }
      var index = found.count
      while index > 0 && found[index - 1].chord2 > chord2 { index -= 1 }
      if index >= limit { return }
      found.insert((position, chord2), at: index)
      if found.count > limit { found.removeLast() }
      if found.count == limit { radius2 = min(radius2, found[limit - 1].chord2) }
    }
  }

  private struct Tree {
    let vectors: UnsafeBufferPointer<Double>
    let axes: UnsafeBufferPointer<UInt8>
    let categories: UnsafeBufferPointer<UInt16>

    func visit(
      _ low: Int, _ high: Int, _ target: SIMD3<Double>, _ state: inout SearchState, _ mask: UnsafeBufferPointer<Bool>?
    ) {
      guard low < high else { return }
      let middle = (low + high) / 2
      let base = middle * 3
      let dx = vectors[base] - target.x
      let dy = vectors[base + 1] - target.y
      let dz = vectors[base + 2] - target.z
      let chord2 = dx * dx + dy * dy + dz * dz
      if chord2 <= state.radius2, mask.map({ $0[Int(categories[middle])] }) ?? true {
        state.offer(middle, chord2)
      }
      guard high - low > 1 else { return }
      let axis = Int(axes[middle])
      let delta = target[axis] - vectors[base + axis]
      if delta < 0 {
        visit(low, middle, target, &state, mask)
        if delta * delta <= state.radius2 { visit(middle + 1, high, target, &state, mask) }
      } else {
        visit(middle + 1, high, target, &state, mask)
        if delta * delta <= state.radius2 { visit(low, middle, target, &state, mask) }
      }
    }
  }
}

extension SpatialIndex {
  /// Restores a tree from its stored order and axes, recomputing the unit vectors.
  static func restoring(records: [UInt32], axes: [UInt8], store: PlaceStore) -> SpatialIndex {
    var vectors = [Double](repeating: 0, count: records.count * 3)
    var categories = [UInt16](repeating: 0, count: records.count)
    for (position, record) in records.enumerated() {
      let r = Int(record)
      let vector = EllipsoidGeodesic.unitVector(latitude: store.latitudes[r], longitude: store.longitudes[r])
      vectors[position * 3] = vector.x
      vectors[position * 3 + 1] = vector.y
      vectors[position * 3 + 2] = vector.z
      categories[position] = store.categories[r]
    }
    return SpatialIndex(records: records, axes: axes, vectors: vectors, categories: categories)
  }
}
