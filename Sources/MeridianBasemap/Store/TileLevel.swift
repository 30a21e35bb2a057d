/// One zoom level of a built basemap: its shapes, generalized for the zoom, in draw order, and the
/// tiles of the zoom that index them.
///
/// Shape `s` draws feature `shapeFeature[s]` with the parts `shapePartStart[s] ..< shapePartStart[s + 1]`;
/// part `p` is the points `partStart[p] ..< partStart[p + 1]` (Web Mercator metres). Shapes are stored
/// in draw order, so the shapes of any set of tiles, deduplicated and sorted by index, come out in
/// draw order. A shape is listed in every tile its bounds meet; it is stored once.
package struct TileLevel: Sendable, Hashable {
  /// The zoom level.
  package var zoom: Int
  /// The feature each shape draws.
  package var shapeFeature: [Int32] = []
  /// The first part of each shape; one entry more than there are shapes.
  package var shapePartStart: [Int32] = [0]
  /// The first point of each part; one entry more than there are parts.
  package var partStart: [Int32] = [0]
  /// The points, x and y in Web Mercator metres.
  package var points: [SIMD2<Double>] = []
  /// The tiles that hold shapes, as sorted keys (``key(column:row:)``).
  package var tileKeys: [Int64] = []
  /// The first entry of each tile in ``tileShapes``; one entry more than there are tiles.
  package var tileStart: [Int32] = [0]
  /// The shapes of each tile, ascending.
  package var tileShapes: [Int32] = []

  /// An empty level of a zoom, for a build to fill.
  package init(zoom: Int) { self.zoom = zoom }

  /// The number of shapes.
  package var shapeCount: Int { shapeFeature.count }

  /// The parts of a shape.
  package func parts(ofShape shape: Int) -> Range<Int> { Int(shapePartStart[shape])..<Int(shapePartStart[shape + 1]) }

  /// The points of a part.
  package func points(ofPart part: Int) -> ArraySlice<SIMD2<Double>> {
    points[Int(partStart[part])..<Int(partStart[part + 1])]
  }

  /// The shapes of the tiles that meet a box, in draw order, each once.
  package func shapes(meeting low: SIMD2<Double>, _ high: SIMD2<Double>) -> [Int] {
    guard let columns = Self.tileRange(from: low.x, to: high.x, zoom: zoom),
      let rows = Self.tileRange(from: low.y, to: high.y, zoom: zoom)
    else { return [] }
    var seen = Set<Int32>()
    for column in columns {
      // Tiles of one column are consecutive keys: find the first row at or after rows.lowerBound.
      var i = lowerBound(Self.key(column: column, row: rows.lowerBound))
      let end = Self.key(column: column, row: rows.upperBound)
      while i < tileKeys.count, tileKeys[i] <= end {
        for s in tileShapes[Int(tileStart[i])..<Int(tileStart[i + 1])] { seen.insert(s) }
        i += 1
      }
    }
    return seen.map(Int.init).sorted()
  }

  private func lowerBound(_ key: Int64) -> Int {
    var low = 0
    var high = tileKeys.count
    while low < high {
      let mid = (low + high) / 2
      if tileKeys[mid] < key { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
