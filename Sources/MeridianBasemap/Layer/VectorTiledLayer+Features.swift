public import MeridianCore

extension VectorTiledLayer {
  /// The feature behind a shape or label: its kind (``StyleClass/kind``), its attributes (the
  /// OpenStreetMap tags, plus `osm_type`, `osm_id` and `class`), and its geometry in Web Mercator at
  /// full detail (the last zoom level's, a polygon or polyline; a point for a place).
  ///
  /// - Parameter id: The id a shape or label of this layer carries.
  /// - Returns: The feature, or `nil` for an id this layer never gave.
  public func feature(_ id: LayerFeatureID) -> LayerFeature? {
    let data = vectorTileCache.data
    guard let index = Int(exactly: id.rawValue), index >= 0, index < data.featureCount else { return nil }
    let styleClass = data.featureClass[index]
    var attributes: [String: any Sendable] = [:]
    for (key, value) in data.tags(of: index) { attributes[key] = value }
    let types = ["node", "way", "relation"]
    let type = Int(data.featureOSMType[index])
    if types.indices.contains(type) {
      attributes["osm_type"] = types[type]
      attributes["osm_id"] = Int(data.featureOSMID[index])
    }
    attributes["class"] = styleClass.description
    if let name = data.name(of: index) { attributes["name"] = name }
    return LayerFeature(
      id: id, kind: styleClass.kind, attributes: attributes, geometry: geometry(of: index, data: data))
  }

  /// A feature's geometry at full detail.
  private func geometry(of feature: Int, data: BasemapData) -> (any Geometry)? {
    let styleClass = data.featureClass[feature]
    if styleClass.isLabelOnly || feature == BasemapData.oceanFeature {
      let p = data.featureLabelPoint[feature]
      guard p.x.isFinite, p.y.isFinite else { return nil }
      return Point(x: p.x, y: p.y, spatialReference: .webMercator)
    }
    let levels = [data.extractLevels.last, data.worldLevels.last] + data.regions.map(\.levels.last)
    for level in levels.compactMap({ $0 }) {
      // Shapes are stored in feature order (features are numbered in draw order).
      guard let shape = Self.shape(of: Int32(feature), in: level) else { continue }
      let parts = level.parts(ofShape: shape).map { part in
        level.points(ofPart: part).map { Point(x: $0.x, y: $0.y, spatialReference: .webMercator) }
      }
      return styleClass.isArea
        ? Polygon(parts: parts, spatialReference: .webMercator) : Polyline(parts: parts, spatialReference: .webMercator)
    }
    return nil
  }

  /// The shape of a feature in a level, by binary search over the ascending shape features.
  static func shape(of feature: Int32, in level: TileLevel) -> Int? {
    var low = 0
    var high = level.shapeFeature.count
    while low < high {
      let mid = (low + high) / 2
      if level.shapeFeature[mid] < feature { low = mid + 1 } else { high = mid }
    }
    return low < level.shapeFeature.count && level.shapeFeature[low] == feature ? low : nil
  }
}
