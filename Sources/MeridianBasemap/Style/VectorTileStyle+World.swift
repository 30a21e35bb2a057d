import MeridianCore

extension VectorTileStyle {
  /// The world layer's classes in OpenStreetMap Carto's look: national borders as `admin.mss` draws
  /// admin level 2 (`@admin-boundaries` at half opacity, its widths by zoom), big rivers in the water
  /// colour, country names as `placenames.mss` writes them (`@country-labels`).
  static func addWorldClasses(to style: inout VectorTileStyle) {
    style[.river] = ClassStyle(
      strokeColor: rgb(0xaad3df), widths: ZoomStops([(6, 0.6), (8, 0.7), (9, 1.2), (10, 1.6), (12, 2)]), minimumZoom: 6)
    var border = rgb(0x8d618b)
    border.alpha = 0.5
    style[.boundary] = ClassStyle(
      strokeColor: border,
      widths: ZoomStops([
        (1, 0.5), (4, 1.2), (5, 1.5), (6, 1.8), (7, 2.2), (8, 3), (9, 3.5), (10, 4.5), (11, 5), (12, 6), (13, 7),
        (14, 8),
      ]), minimumZoom: 1)
    style[.country] = ClassStyle(
      label: LabelStyle(fontSize: 11, color: rgb(0x653e64), priority: 5, minimumZoom: 3))
  }
}
