public import MeridianCore

/// The style of a vector basemap: for each ``StyleClass``, how it is drawn and labelled.
///
/// ``openStreetMapCarto`` follows OpenStreetMap Carto, the style of openstreetmap.org: its colours,
/// its road widths by zoom and its draw order, so the offline basemap reads like the web map. A
/// style is a value: change a colour, a width or hide a class, then make a layer with it.
///
/// ```swift
/// var style = VectorTileStyle.openStreetMapCarto
/// style[.building].fillColor = Color(red: 0.8, green: 0.8, blue: 0.8)
/// style[.path].isHidden = true
/// ```
public struct VectorTileStyle: Sendable, Hashable {
  /// The style of every class, by its raw value.
  private var classes: [ClassStyle]

  /// Creates a style in which every class is hidden; set the classes to draw.
  public init() {
    classes = StyleClass.allCases.map { _ in ClassStyle(isHidden: true) }
  }

  /// The style of one class.
  public subscript(_ styleClass: StyleClass) -> ClassStyle {
    get { classes[Int(styleClass.rawValue)] }
    set { classes[Int(styleClass.rawValue)] = newValue }
  }

  /// The colour of the map where nothing is drawn: the style's sea, which the world's land covers.
  public var backgroundColor: Color { self[.sea].fillColor ?? .white }
}

extension VectorTileStyle {
  /// OpenStreetMap Carto's look: the colours of openstreetmap.org and its road widths by zoom.
  ///
  /// The table is in `docs/basemap.md`. Widths are Carto's `@<class>-width-z<N>` values (a road's
  /// whole width, casing included) and `@casing-width-z<N>` (each side); fills are the width minus
  /// both casings.
  public static let openStreetMapCarto: VectorTileStyle = {
    var style = VectorTileStyle()
    let roadLabel = { (size: Double, priority: Int, zoom: Double) in
      LabelStyle(fontSize: size, color: rgb(0x222222), priority: priority, minimumZoom: zoom)
    }
    let casing = ZoomStops([(12, 0.1), (13, 0.5), (14, 0.55), (15, 0.6), (17, 0.8)])
    let majorCasing = ZoomStops([(12, 0.5), (14, 0.6), (15, 0.7), (17, 1)])

    style[.land] = ClassStyle(fillColor: rgb(0xf2efe9))
    style[.sea] = ClassStyle(fillColor: rgb(0xaad3df))
    // Built-up land, grass and parks from zoom 10, forests from 8, water from 6, as Carto's landcover
    // and water layers (what is under a square point at a zoom is dropped by the build).
    style[.residential] = ClassStyle(fillColor: rgb(0xe0dfdf), minimumZoom: 10)
    style[.commercial] = ClassStyle(fillColor: rgb(0xf2dad9), minimumZoom: 10)
    style[.retail] = ClassStyle(fillColor: rgb(0xffd6d1), minimumZoom: 10)
    style[.industrial] = ClassStyle(fillColor: rgb(0xebdbe8), minimumZoom: 10)
    style[.railwayLand] = ClassStyle(fillColor: rgb(0xebdbe8), minimumZoom: 10)
    style[.grass] = ClassStyle(fillColor: rgb(0xcdebb0), minimumZoom: 10)
    style[.forest] = ClassStyle(
      fillColor: rgb(0xadd19e), minimumZoom: 8,
      label: LabelStyle(fontSize: 10, color: rgb(0x2c6c30), isItalic: false, priority: 40, minimumZoom: 14))
    style[.park] = ClassStyle(
      fillColor: rgb(0xc8facc), minimumZoom: 10,
      label: LabelStyle(fontSize: 10, color: rgb(0x2c6c30), priority: 30, minimumZoom: 14))
    style[.pedestrianArea] = ClassStyle(
      fillColor: rgb(0xdddde8), strokeColor: rgb(0x999999), widths: ZoomStops([(14, 0.5)]), minimumZoom: 12,
      label: LabelStyle(fontSize: 9, color: rgb(0x555555), priority: 45, minimumZoom: 16))
    style[.water] = ClassStyle(
      fillColor: rgb(0xaad3df), minimumZoom: 6,
      label: LabelStyle(fontSize: 10, color: rgb(0x4d80b3), isItalic: true, priority: 20, minimumZoom: 13))
    style[.building] = ClassStyle(
      fillColor: rgb(0xd9d0c9), strokeColor: rgb(0xc4b6ab), widths: ZoomStops([(14, 0.5), (17, 0.75)]),
      minimumZoom: 13)
    style[.path] = ClassStyle(
      strokeColor: rgb(0xfa8072), widths: ZoomStops([(13, 0.7), (15, 1), (16, 1.3)]), dashPattern: [2, 2],
      minimumZoom: 14)
    style[.service] = ClassStyle(
      strokeColor: rgb(0xffffff), widths: ZoomStops([(13, 0.8), (14, 2), (16, 3.5), (17, 7)]),
      casingColor: rgb(0xbbbbbb), casingWidths: casing, minimumZoom: 14, label: roadLabel(9, 58, 16))
    style[.pedestrian] = ClassStyle(
      strokeColor: rgb(0xdddde8), widths: ZoomStops([(13, 2), (14, 3), (15, 5), (16, 6), (17, 12)]),
      casingColor: rgb(0x999999), casingWidths: casing, minimumZoom: 13, label: roadLabel(9, 60, 15))
    style[.residentialRoad] = ClassStyle(
      strokeColor: rgb(0xffffff), widths: ZoomStops([(12, 0.5), (13, 2.5), (14, 3), (15, 5), (16, 6), (17, 12)]),
      casingColor: rgb(0xbbbbbb), casingWidths: casing, minimumZoom: 12, label: roadLabel(9, 55, 15))
    style[.tertiary] = ClassStyle(
      strokeColor: rgb(0xffffff),
      widths: ZoomStops([(10, 0.7), (12, 2.5), (13, 4), (14, 5), (15, 9), (16, 10), (17, 18)]),
      casingColor: rgb(0x8f8f8f), casingWidths: casing, minimumZoom: 10, label: roadLabel(10, 54, 14))
    style[.secondary] = ClassStyle(
      strokeColor: rgb(0xf7fabf),
      widths: ZoomStops([(9, 1), (10, 1.1), (12, 3.5), (13, 5), (15, 9), (16, 10), (17, 18)]),
      casingColor: rgb(0x707d05), casingWidths: majorCasing, minimumZoom: 9, label: roadLabel(10, 53, 13))
    style[.primary] = ClassStyle(
      strokeColor: rgb(0xfcd6a4),
      widths: ZoomStops([(8, 1), (9, 1.4), (10, 1.8), (12, 3.5), (13, 5), (15, 10), (17, 18)]),
      casingColor: rgb(0xa06b00), casingWidths: majorCasing, minimumZoom: 8, label: roadLabel(10, 52, 13))
    style[.trunk] = ClassStyle(
      strokeColor: rgb(0xf9b29c),
      widths: ZoomStops([(6, 0.4), (7, 0.6), (8, 1), (9, 1.4), (10, 1.9), (12, 3.5), (13, 6), (15, 10), (17, 18)]),
      casingColor: rgb(0xc84e2f), casingWidths: majorCasing, minimumZoom: 6, label: roadLabel(10, 51, 13))
    style[.motorway] = ClassStyle(
      strokeColor: rgb(0xe892a2),
      widths: ZoomStops([
        (6, 0.4), (7, 0.8), (8, 1), (9, 1.4), (10, 1.9), (11, 2), (12, 3.5), (13, 6), (15, 10), (17, 18),
      ]),
      casingColor: rgb(0xdc2a67), casingWidths: majorCasing, minimumZoom: 6, label: roadLabel(10, 50, 13))
    style[.tram] = ClassStyle(
      strokeColor: rgb(0x6e6e6e), widths: ZoomStops([(13, 1), (15, 1.5), (17, 2)]), minimumZoom: 13)
    style[.rail] = ClassStyle(
      strokeColor: rgb(0x707070), widths: ZoomStops([(8, 0.6), (10, 1), (12, 1.5), (15, 2), (17, 3)]), minimumZoom: 8)
    style[.place] = ClassStyle(
      label: LabelStyle(fontSize: 12, color: rgb(0x000000), priority: 10, minimumZoom: 12))
    addWorldClasses(to: &style)
    return style
  }()

  /// A colour from a 24-bit `0xRRGGBB` literal.
  static func rgb(_ value: UInt32) -> Color {
    Color(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }
}
