public import Foundation

/// What a symbol covers on screen, in points, relative to its anchor.
///
/// For a marker, picture or text symbol (``Kind-swift.enum/point``) the anchor is the point's
/// screen position and ``rect`` is the box the symbol draws, with +y **up** (Cartesian, as marker
/// offsets are), counting size, outline, halo, offsets and rotation. For line and fill symbols the
/// footprint describes the stroke drawn along the geometry: ``strokeWidth`` is its width.
/// A composite symbol's footprint is the union of its parts'.
///
/// To test a screen point against a point footprint, flip the rect into screen space (y down):
/// a rect `(x, y, w, h)` covers screen x in `anchor.x + x ... anchor.x + x + w` and screen y in
/// `anchor.y - y - h ... anchor.y - y`.
public struct SymbolFootprint: Sendable, Hashable {
  /// The kinds of footprint.
  public enum Kind: Sendable, Hashable {
    /// A box around an anchor point: markers, pictures and text.
    case point
    /// A stroke along a line.
    case line
    /// An area with an optional outline stroke.
    case fill
  }

  /// The kind of footprint.
  public var kind: Kind

  /// For ``Kind-swift.enum/point``, the drawn box relative to the anchor (the point's screen position),
  /// in points, +y up, counting size, outline, offsets and rotation; a composite's is the union.
  ///
  /// For line and fill footprints, the square the stroke covers around any point of the line or ring:
  /// `(-strokeWidth/2, -strokeWidth/2, strokeWidth, strokeWidth)` grown by any end markers.
  public var rect: CGRect

  /// For ``Kind-swift.enum/line``, the stroke width in points; for ``Kind-swift.enum/fill``, the
  /// outline width (0 without outline); 0 for point footprints.
  public var strokeWidth: Double

  /// The largest distance in points from the anchor (or from the line or ring) that the symbol covers.
  public var reach: Double

  /// Creates a footprint.
  ///
  /// - Parameters:
  ///   - kind: The kind of footprint.
  ///   - rect: The drawn box relative to the anchor, in points, +y up.
  ///   - strokeWidth: The stroke or outline width in points.
  ///   - reach: The largest distance in points from the anchor that the symbol covers.
  public init(kind: Kind, rect: CGRect, strokeWidth: Double = 0, reach: Double) {
    self.kind = kind
    self.rect = rect
    self.strokeWidth = strokeWidth
    self.reach = reach
  }

  /// The footprint of a symbol that draws nothing.
  public static let empty = SymbolFootprint(kind: .point, rect: .zero, reach: 0)

  /// Returns the footprint that covers this one and another: the union of rects, the larger
  /// stroke and reach. Point footprints combined with a line or fill become that kind.
  ///
  /// - Parameter other: The other footprint.
  /// - Returns: The combined footprint.
  public func union(_ other: SymbolFootprint) -> SymbolFootprint {
    let kind: Kind
    switch (self.kind, other.kind) {
    case (.fill, _), (_, .fill): kind = .fill
    case (.line, _), (_, .line): kind = .line
    default: kind = .point
    }
    return SymbolFootprint(
      kind: kind, rect: rect.union(other.rect), strokeWidth: Swift.max(strokeWidth, other.strokeWidth),
      reach: Swift.max(reach, other.reach))
  }

  /// The footprint of a stroke of a given width along a line or ring.
  static func stroke(kind: Kind, width: Double, reach: Double? = nil) -> SymbolFootprint {
    let width = Swift.max(width, 0)
    let reach = Swift.max(reach ?? width / 2, width / 2)
    return SymbolFootprint(
      kind: kind, rect: CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach), strokeWidth: width,
      reach: reach)
  }
}
