public import Foundation
public import MeridianCore
public import MeridianGraphics

/// One graphic as a front draws it: where on screen, with which symbol, covering what.
///
/// ``MapView/displayList()`` returns these in draw order (bottom first).
public struct DisplayItem: Sendable {
  /// The graphic.
  public let graphic: Graphic
  /// The overlay that holds it.
  public let graphicsOverlay: GraphicsOverlay
  /// The symbol it is drawn with: its own, else its overlay renderer's.
  public let symbol: any Symbol
  /// What the symbol covers, in points relative to the anchor, +y up (see `SymbolFootprint`).
  public let footprint: SymbolFootprint
  /// The kind of geometry.
  public let geometryType: GeometryType
  /// The anchor on screen (origin top-left, y down): a point's position, a multipoint's first point,
  /// the screen centre of a line's or polygon's extent.
  public let screenPosition: CGPoint
  /// The geometry on screen: one part per path or ring, a point or multipoint as one-point parts.
  public let screenParts: [[CGPoint]]
  /// For point and multipoint graphics, the drawn box of the anchor's symbol on screen (y down):
  /// the footprint rectangle flipped and moved to ``screenPosition``. `nil` for lines and polygons.
  public let screenBounds: CGRect?
  /// The graphic's position in its overlay's draw order; a cluster's counts on from the overlay's
  /// graphic count, as clusters draw above their overlay's graphics.
  public let drawIndex: Int
  /// The cluster this item draws, or `nil` for a graphic. A cluster item's ``graphic`` is the
  /// cluster's seed graphic, its ``symbol`` the reduction's cluster symbol.
  public internal(set) var cluster: AggregateGeoElement? = nil
}
