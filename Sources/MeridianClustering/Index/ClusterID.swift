/// supercluster's cluster ids: the seed's position in the level above and that level's zoom, offset
/// by the number of points so that ids never meet input indices.
///
/// A cluster formed at zoom `z` from the item at position `i` of level `z + 1` gets
/// `i · 32 + (z + 1) + N`, with `N` the number of points; so `(id − N) mod 32` gives back `z + 1`
/// and `(id − N) >> 5` gives back `i`.
enum ClusterID {
  /// The id of a cluster seeded by item `position` of level `zoom + 1`.
  static func make(position: Int, zoom: Int, pointCount: Int) -> Int { (position << 5) + (zoom + 1) + pointCount }

  /// The zoom of the level the cluster's seed is in (`zoom + 1`) and its position there, or `nil`
  /// when the id cannot be a cluster id.
  static func origin(of id: Int, pointCount: Int) -> (zoom: Int, position: Int)? {
    let (offset, overflow) = id.subtractingReportingOverflow(pointCount)
    guard !overflow, offset >= 0 else { return nil }
    return (offset & 31, offset >> 5)
  }
}
