extension Map: Codable {
  private enum CodingKeys: String, CodingKey {
    case basemapStyle, baseLayer, spatialReference, initialViewpoint, minScale, maxScale, operationalLayers
  }

  /// Restores a saved map: basemap, spatial reference, initial viewpoint, scale limits and layers.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field is malformed.
  public convenience init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let style = try c.decodeIfPresent(BasemapStyle.self, forKey: .basemapStyle)
    let layer = try c.decodeIfPresent(TiledLayer.self, forKey: .baseLayer)
    var state = State(
      basemap: style.map(Basemap.init(style:)) ?? layer.map { Basemap(baseLayer: $0) },
      spatialReference: try c.decodeIfPresent(SpatialReference.self, forKey: .spatialReference) ?? .webMercator)
    state.initialViewpoint = try c.decodeIfPresent(Viewpoint.self, forKey: .initialViewpoint)
    state.minScale = try c.decodeIfPresent(Double.self, forKey: .minScale) ?? 0
    state.maxScale = try c.decodeIfPresent(Double.self, forKey: .maxScale) ?? 0
    state.operationalLayers = try c.decodeIfPresent([TiledLayer].self, forKey: .operationalLayers) ?? []
    self.init(state: state)
  }

  /// Saves the map's description (not its observers).
  ///
  /// A basemap is saved by its style, or by its first base layer when that is a ``TiledLayer``; a
  /// basemap of drawable layers (data the app opens, such as an offline vector basemap) is not saved,
  /// so the restored map has none and the app sets it again.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError` when a value cannot be encoded.
  public func encode(to encoder: any Encoder) throws {
    let snapshot = state.withLock { $0 }
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(snapshot.basemap?.style, forKey: .basemapStyle)
    try c.encodeIfPresent(snapshot.basemap?.baseLayers.first as? TiledLayer, forKey: .baseLayer)
    try c.encode(snapshot.spatialReference, forKey: .spatialReference)
    try c.encodeIfPresent(snapshot.initialViewpoint, forKey: .initialViewpoint)
    try c.encode(snapshot.minScale, forKey: .minScale)
    try c.encode(snapshot.maxScale, forKey: .maxScale)
    try c.encode(snapshot.operationalLayers, forKey: .operationalLayers)
  }
}
