import MeridianCore
import MeridianGeocoding

/// K-d trees over the records' positions in space, for exact nearest-place queries.
///
/// Positions are Earth-centred, Earth-fixed points of the WGS84 ellipsoid (metres), so the trees
/// compare chords; the records are grouped by ``ReverseClass``, one tree per class.
///
/// Layout: the records of class `c` occupy tree positions `classStarts[c]..<classStarts[c + 1]`.
/// A tree over positions `low..<high` with more than ``leafSize`` points has the median point (on
/// axis `axes[middle]`) at `middle = (low + high) / 2`: positions `low..<middle` have a coordinate
/// at most the median's, `middle + 1..<high` at least it. Smaller ranges are leaves, scanned in full.
/// The positions are stored in tree order.
struct PlaceKDTrees: Sendable, Equatable {
  // A chord is never longer than the geodesic between the same points, and only slightly shorter
  // (see `WGS84Ellipsoid.maximumDistance(forChord:)`), so reverse geocoding turns the chord order
  // into an exact geodesic answer with a proven bound (see
  // `OfflineLocator.nearestRecords(to:count:within:classes:)`). Nothing is approximated in degree
  // space. Each class has its own tree, so a reverse query for "Locality" never meets a postcode.

  /// The most points a leaf holds.
  static let leafSize = 8

  /// The tree order: `records[i]` is the record at tree position `i`.
  var records: [UInt32]
  /// The split axis (0, 1, 2) of the node whose middle is at each tree position (0 elsewhere).
  var axes: [UInt8]
  /// Earth-centred positions (metres) in tree order, `x, y, z` interleaved.
  var vectors: [Double]
  /// Category node of each tree position (copied for filtering without indirection).
  var categories: [UInt16]
  /// The first tree position of each ``ReverseClass``, and the record count at the end.
  var classStarts: [Int]
  /// The single-nearest answer sheet over the trees.
  var cover: NearestCover

  /// Builds the trees over the records of a store.
  init(store: PlaceStore) {
    self.init(categories: store.categories, latitudes: store.latitudes, longitudes: store.longitudes)
  }

  /// Builds the trees over records given by their category nodes and positions (parallel arrays).
  ///
  /// - Parameter progress: Called with fractions 0...1 as the cover's coarse cells are done.
  init(
    categories recordCategories: [UInt16], latitudes: [Double], longitudes: [Double],
    progress: (Double) -> Void = { _ in }
  ) {
    let count = recordCategories.count
    var starts = [Int](repeating: 0, count: ReverseClass.count + 1)
    for record in 0..<count { starts[ReverseClass.of(category: recordCategories[record]) + 1] += 1 }
    for c in 0..<ReverseClass.count { starts[c + 1] += starts[c] }
    var fill = starts
    var order = [UInt32](repeating: 0, count: count)
    var points = [Double](repeating: 0, count: count * 3)
    for record in 0..<count {
      let c = ReverseClass.of(category: recordCategories[record])
      order[fill[c]] = UInt32(record)
      fill[c] += 1
      let vector = WGS84Ellipsoid.surfacePoint(
        latitude: latitudes[record], longitude: longitudes[record])
      points[record * 3] = vector.x
      points[record * 3 + 1] = vector.y
      points[record * 3 + 2] = vector.z
    }
    var axes = [UInt8](repeating: 0, count: count)
    for c in 0..<ReverseClass.count { Self.build(&order, &axes, points, starts[c], starts[c + 1]) }
    // A cancelled build skips the cover (its caller checks for cancellation and drops the trees).
    guard !Task.isCancelled else {
      self.init(
        records: order, axes: axes, vectors: [], categories: [], classStarts: starts,
        cover: NearestCover(roots: [], nodes: [], lists: []))
      return
    }
    var vectors = [Double](repeating: 0, count: count * 3)
    var categories = [UInt16](repeating: 0, count: count)
    for (position, record) in order.enumerated() {
      let r = Int(record)
      vectors[position * 3] = points[r * 3]
      vectors[position * 3 + 1] = points[r * 3 + 1]
      vectors[position * 3 + 2] = points[r * 3 + 2]
      categories[position] = recordCategories[r]
    }
    self.init(
      records: order, axes: axes, vectors: vectors, categories: categories, classStarts: starts,
      cover: NearestCover(roots: [], nodes: [], lists: []))
    cover = NearestCover(spatial: self, progress: progress)
  }

  /// Wraps the parts.
  init(
    records: [UInt32], axes: [UInt8], vectors: [Double], categories: [UInt16], classStarts: [Int],
    cover: NearestCover
  ) {
    self.records = records
    self.axes = axes
    self.vectors = vectors
    self.categories = categories
    self.classStarts = classStarts
    self.cover = cover
  }

  /// Restores the trees from their stored order, axes and cover, recomputing the positions.
  ///
  /// Returns `nil` when the order does not group the records by class or the cover does not fit.
  static func restoring(records: [UInt32], axes: [UInt8], cover: NearestCover, store: PlaceStore) -> PlaceKDTrees? {
    var vectors = [Double](repeating: 0, count: records.count * 3)
    var categories = [UInt16](repeating: 0, count: records.count)
    var starts = [Int](repeating: 0, count: ReverseClass.count + 1)
    var previous = 0
    for (position, record) in records.enumerated() {
      let r = Int(record)
      let c = ReverseClass.of(category: store.categories[r])
      guard c >= previous else { return nil }
      previous = c
      starts[c + 1] += 1
      let vector = WGS84Ellipsoid.surfacePoint(latitude: store.latitudes[r], longitude: store.longitudes[r])
      vectors[position * 3] = vector.x
      vectors[position * 3 + 1] = vector.y
      vectors[position * 3 + 2] = vector.z
      categories[position] = store.categories[r]
    }
    for c in 0..<ReverseClass.count { starts[c + 1] += starts[c] }
    let spatial = PlaceKDTrees(
      records: records, axes: axes, vectors: vectors, categories: categories, classStarts: starts, cover: cover)
    return cover.isValid(for: spatial) ? spatial : nil
  }

  /// The number of bytes the trees and the cover occupy.
  var byteCount: Int {
    records.elementBytes + axes.elementBytes + vectors.elementBytes + categories.elementBytes
      + classStarts.elementBytes + cover.byteCount
  }

  /// The tree positions of a class.
  func positions(of reverseClass: Int) -> Range<Int> { classStarts[reverseClass]..<classStarts[reverseClass + 1] }

  private static func build(_ order: inout [UInt32], _ axes: inout [UInt8], _ points: [Double], _ low: Int, _ high: Int)
  {
    guard high - low > leafSize else { return }
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
}
