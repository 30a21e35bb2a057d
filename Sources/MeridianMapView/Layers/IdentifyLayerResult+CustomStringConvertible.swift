extension IdentifyLayerResult: CustomStringConvertible {
  /// The result in one short line: the layer's name, then each feature hit, top-most first, such as
  /// `"Helsinki": road "Mannerheimintie" (class: primary, osm: way/45150439, 9 attributes)`.
  public var description: String {
    let features = geoElements.isEmpty ? "no features" : geoElements.map(\.description).joined(separator: "; ")
    return "\"\(layer.name)\": " + features
  }
}
