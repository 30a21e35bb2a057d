extension Viewpoint: Codable {
  private enum CodingKeys: String, CodingKey { case targetGeometry, targetScale, rotation }

  /// Decodes `{"targetGeometry": <Esri JSON>, "targetScale": 72000, "rotation": 0}`; a missing or null
  /// `targetScale` gives a bounding-geometry viewpoint (scale NaN).
  ///
  /// - Throws: `DecodingError` for a target geometry whose coordinates are out of range (see
  ///   ``EsriJSONGeometryCoder/decode(_:)``) or a `targetScale` that is not positive.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let target = try c.decode(AnyGeometry.self, forKey: .targetGeometry)
    let scale = try c.decodeIfPresent(Double.self, forKey: .targetScale) ?? .nan
    guard scale.isNaN || scale > 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .targetScale, in: c, debugDescription: "The scale \(scale) must be positive.")
    }
    let rotation = try c.decodeIfPresent(Double.self, forKey: .rotation) ?? 0
    if case .point(let center) = target, !scale.isNaN {
      self.init(center: center, scale: scale, rotation: rotation)
    } else {
      self.init(boundingGeometry: target.geometry, rotation: rotation)
    }
  }

  /// Encodes the target geometry as Esri JSON, the scale (omitted when NaN) and the rotation.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(target, forKey: .targetGeometry)
    if !targetScale.isNaN { try c.encode(targetScale, forKey: .targetScale) }
    try c.encode(rotation, forKey: .rotation)
  }
}
