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
    var state = State(
      basemapStyle: try c.decodeIfPresent(BasemapStyle.self, forKey: .basemapStyle),
      baseLayer: try c.decodeIfPresent(TiledLayer.self, forKey: .baseLayer),
      spatialReference: try c.decodeIfPresent(SpatialReference.self, forKey: .spatialReference) ?? .webMercator)
    state.initialViewpoint = try c.decodeIfPresent(Viewpoint.self, forKey: .initialViewpoint)
    state.minScale = try c.decodeIfPresent(Double.self, forKey: .minScale) ?? 0
    state.maxScale = try c.decodeIfPresent(Double.self, forKey: .maxScale) ?? 0
    state.operationalLayers = try c.decodeIfPresent([TiledLayer].self, forKey: .operationalLayers) ?? []
    self.init(state: state)
  }

  /// Saves the map's description (not its observers).
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError` when a value cannot be encoded.
  public func encode(to encoder: any Encoder) throws {
    let snapshot = state.withLock { $0 }
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(snapshot.basemapStyle, forKey: .basemapStyle)
    try c.encodeIfPresent(snapshot.baseLayer, forKey: .baseLayer)
    try c.encode(snapshot.spatialReference, forKey: .spatialReference)
    try c.encodeIfPresent(snapshot.initialViewpoint, forKey: .initialViewpoint)
    try c.encode(snapshot.minScale, forKey: .minScale)
    try c.encode(snapshot.maxScale, forKey: .maxScale)
    try c.encode(snapshot.operationalLayers, forKey: .operationalLayers)
  }
}
