import MeridianBasemap

/// Builds the zoom levels of a basemap from its features: each feature generalized for each zoom
/// (Douglas–Peucker to half a point at that zoom, so what is drawn at the zoom's scale or larger
/// strays at most half a point from the data), what is smaller than a point dropped, and the
/// surviving shapes indexed by the zoom's tiles.
enum LevelBuilder {
  /// The most tiles one shape is listed in at one zoom; a larger shape is listed in all the tiles of
  /// its bounds up to this count and checked by its bounds (a world polygon at a high zoom).
  static let maximumTilesPerShape = 65_536

  /// The tolerance of a zoom: half a point, in metres.
  static func tolerance(atZoom zoom: Int) -> Double { TileLevel.scheme.resolution(atZoom: Double(zoom)) / 2 }

  /// One level.
  ///
  /// - Parameters:
  ///   - features: The features and their indices in the feature table, in draw order.
  ///   - zoom: The zoom level.
  ///   - generalize: Whether to simplify (the world's last level keeps Natural Earth as it is); a
  ///     feature with zooms is simplified below its last zoom only.
  /// - Returns: The level.
  static func level(
    _ features: [(index: Int, feature: SourceFeature)], zoom: Int, generalize: Bool = true
  ) throws -> TileLevel {
    var level = TileLevel(zoom: zoom)
    let resolution = TileLevel.scheme.resolution(atZoom: Double(zoom))
    var entries: [(key: Int64, shape: Int32)] = []
    for (index, feature) in features {
      try Task.checkCancellation()
      // A world file's last zoom keeps its data as it is, as the last level does.
      let tolerance = feature.zooms.map { zoom < $0.upperBound } ?? generalize ? resolution / 2 : 0
      var parts: [[SIMD2<Double>]] = []
      let isArea = feature.hasRings
      for part in feature.parts {
        if isArea {
          // Rings are stored without a closing vertex; those that collapsed or are smaller than a
          // square point are dropped.
          let ring = Generalizer.simplifyRing(part, tolerance: tolerance)
          guard ring.count >= 3, Generalizer.area(ring) >= resolution * resolution else { continue }
          parts.append(ring)
        } else {
          guard part.count >= 2, Generalizer.length(part) >= resolution else { continue }
          parts.append(tolerance > 0 ? Generalizer.simplify(part, tolerance: tolerance) : part)
        }
      }
      guard !parts.isEmpty else { continue }
      let shape = Int32(level.shapeFeature.count)
      level.shapeFeature.append(Int32(index))
      var low = SIMD2(Double.infinity, .infinity)
      var high = -low
      for part in parts {
        level.points += part
        level.partStart.append(Int32(level.points.count))
        for p in part {
          low = pointwiseMin(low, p)
          high = pointwiseMax(high, p)
        }
      }
      level.shapePartStart.append(Int32(level.partStart.count - 1))
      guard let columns = TileLevel.tileRange(from: low.x, to: high.x, zoom: zoom),
        let rows = TileLevel.tileRange(from: low.y, to: high.y, zoom: zoom)
      else { continue }
      var listed = 0
      outer: for column in columns {
        for row in rows {
          entries.append((TileLevel.key(column: column, row: row), shape))
          listed += 1
          if listed >= maximumTilesPerShape { break outer }
        }
      }
    }
    guard level.points.count < Int(Int32.max) else { throw BasemapBuildError.tooLarge(what: "points at zoom \(zoom)") }
    entries.sort { ($0.key, $0.shape) < ($1.key, $1.shape) }
    for entry in entries {
      if level.tileKeys.last != entry.key {
        level.tileKeys.append(entry.key)
        level.tileStart.append(Int32(level.tileShapes.count))
      }
      level.tileShapes.append(entry.shape)
    }
    level.tileStart.append(Int32(level.tileShapes.count))
    // tileStart holds a leading 0 from its initial value plus one start per key: drop the duplicate.
    level.tileStart.removeFirst()
    return level
  }
}
