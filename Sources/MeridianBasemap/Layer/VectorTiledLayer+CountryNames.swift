import MeridianCore

extension VectorTiledLayer {
  /// The least distance, in points, from a country's name to the edge of the part of the country in
  /// view (its border or the view's side) when the name goes there rather than at its label point.
  static let countryNameInset = 24.0

  /// The zoom from which a country covering more than 360,000 square points is no longer named
  /// (smaller countries are named at any zoom from the style's): about 1:550,000.
  static let largeCountryMaximumZoom = 10.0

  /// The part of a request every view it serves shows: where a country's name goes.
  ///
  /// A map view asks for its view grown by half the view on every side and snapped outward to
  /// 256-point cells (so that it can pan without asking again): the views a request serves all hold
  /// its middle, less a quarter of its size and a cell on each side. When that is empty (a small
  /// request, or one that is the view itself), the request's central half.
  ///
  /// - Parameters:
  ///   - low: The request's lower-left corner.
  ///   - high: The request's upper-right corner.
  ///   - resolution: Metres per point.
  /// - Returns: The area's corners.
  static func countryNameArea(
    _ low: SIMD2<Double>, _ high: SIMD2<Double>, resolution: Double
  ) -> (low: SIMD2<Double>, high: SIMD2<Double>) {
    let quarter = (high - low) / 4
    let inset = quarter + SIMD2(repeating: 256 * resolution)
    guard all(2 * inset .< high - low) else { return (low + quarter, high - quarter) }
    return (low + inset, high - inset)
  }

  /// The shapes of the countries' outlines that meet an area, by feature, in the world's level for a
  /// zoom.
  static func countryOutlines(
    _ data: BasemapData, low: SIMD2<Double>, high: SIMD2<Double>, zoom: Double
  ) -> (level: TileLevel, shapes: [Int: Int])? {
    guard let level = level(data.worldLevels, zoom: zoom) else { return nil }
    var shapes: [Int: Int] = [:]
    for shape in level.shapes(meeting: low, high) {
      let feature = Int(level.shapeFeature[shape])
      if data.featureClass[feature] == .country { shapes[feature] = shape }
    }
    return (level, shapes)
  }

  /// Where a country's name goes in an area that does not hold its label point: the pole of
  /// inaccessibility of its outline clipped to the area, when that point lies at least
  /// ``countryNameInset`` points inside.
  ///
  /// - Parameters:
  ///   - shape: The shape of the country's outline.
  ///   - level: The level holding it.
  ///   - low: The area's lower-left corner (Web Mercator).
  ///   - high: The area's upper-right corner.
  ///   - resolution: Metres per point.
  /// - Returns: The point, or `nil` when none of the outline is in the area or no part in it is wide
  ///   enough.
  static func countryNamePoint(
    shape: Int, in level: TileLevel, low: SIMD2<Double>, high: SIMD2<Double>, resolution: Double
  ) -> SIMD2<Double>? {
    guard resolution > 0 else { return nil }
    var rings = FlatParts()
    for part in level.parts(ofShape: shape) {
      rings.points += level.points(ofPart: part)
      rings.closePart()
    }
    let view = ClipRectangle(xMin: low.x, yMin: low.y, xMax: high.x, yMax: high.y)
    let visible = RectangleClipper.clipPolygon(rings, to: view)
    guard !visible.points.isEmpty,
      let pole = PoleOfInaccessibility.find(in: visible, precision: resolution, maximumProbes: 4_096),
      pole.distance >= countryNameInset * resolution
    else { return nil }
    return pole.point
  }
}
