extension LayerFeature: CustomStringConvertible {
  /// The feature in one short line: its kind, its name, its class and OpenStreetMap id where it has
  /// them, and how many attributes it has, such as
  /// `road "Mannerheimintie" (class: primary, osm: way/45150439, 9 attributes)`. The geometry is left out.
  public var description: String {
    var text = kind
    if let name = attributes["name"] as? String { text += " \"\(name)\"" }
    var details: [String] = []
    if let styleClass = attributes["class"] as? String, styleClass != kind { details.append("class: \(styleClass)") }
    if let type = attributes["osm_type"] as? String, let id = attributes["osm_id"] as? Int {
      details.append("osm: \(type)/\(id)")
    }
    details.append(LayerText.count(attributes.count, "attribute"))
    return text + " (" + details.joined(separator: ", ") + ")"
  }
}
