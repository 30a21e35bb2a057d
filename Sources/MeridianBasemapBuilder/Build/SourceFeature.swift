import MeridianBasemap

/// A feature ready for tiling: its class, where it came from, its name, tags and geometry in Web
/// Mercator metres (closed rings of an area, paths of a line, one point of a place).
struct SourceFeature {
  var styleClass: StyleClass
  var osmType: UInt8
  var osmID: Int64
  var name: String?
  /// OpenStreetMap's `layer` tag, clamped to -5...5 (0 when absent or not a number).
  var layer: Int8
  var tags: [(key: String, value: String)]
  var parts: [[SIMD2<Double>]]
  /// A Boolean value indicating whether it comes from the world's countries rather than the extract.
  var isWorld: Bool

  /// The order in which features are drawn: the world under the extract; areas by class; then roads
  /// and rail by `layer`, roads before rail, by class.
  var drawKey: (Int, Int, Int) {
    if isWorld { return (0, Int(styleClass.rawValue), 0) }
    if styleClass.isArea { return (1, Int(styleClass.rawValue), 0) }
    return (2, Int(layer), Int(styleClass.rawValue))
  }
}
