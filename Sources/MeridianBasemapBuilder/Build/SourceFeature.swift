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
  /// The world layer's cut it belongs to: 0 for the whole world (and the extract), 1... for the
  /// regional cuts, drawn over it in order.
  var tier = 0
  /// The zoom levels it is stored at (a world file's zooms), or `nil` for every level of its tier.
  var zooms: ClosedRange<Int>? = nil
  /// A place label's minimum zoom (NaN: the style's) and importance (placed first when higher).
  var labelZoom = Double.nan
  var importance: Int16 = 0
  /// A country label's area in square Web Mercator metres (whether its name fits, as Carto decides).
  var labelArea = 0.0
  /// A country label's outline (closed rings, Natural Earth's country of that name), stored in the
  /// world's levels so that its name can go inside the part of it in view; empty for none.
  var outline: [[SIMD2<Double>]] = []

  /// A Boolean value indicating whether its parts are rings: an area's, or a country's outline.
  var hasRings: Bool { styleClass.isArea || styleClass == .country }

  /// A Boolean value indicating whether it is the extract's land: its box, under everything it holds.
  var isExtractLand: Bool { !isWorld && styleClass == .land && osmType == BasemapData.noOSMType }

  /// The order in which features are drawn: the world under the extract; areas by class; then roads
  /// and rail by `layer`, roads before rail, by class.
  var drawKey: (Int, Int, Int) {
    // Each cut of the world: its sea first (a regional cut's box), then land, water, rivers, borders.
    if isWorld { return (0, tier, styleClass == .sea ? -1 : Int(styleClass.rawValue)) }
    if styleClass.isArea { return (1, Int(styleClass.rawValue), 0) }
    return (2, Int(layer), Int(styleClass.rawValue))
  }
}
