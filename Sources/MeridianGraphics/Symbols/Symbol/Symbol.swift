import Foundation

/// A description of how a graphic is drawn: a marker, a line, a fill, text, a picture or a mix.
///
/// Symbols are value types. Meridian draws no pixels, but it must know exactly what each symbol
/// covers on screen so that identify can hit-test it and UI fronts can lay it out: every symbol
/// answers its ``SymbolFootprint`` in screen points relative to its anchor, with +y up.
///
/// ```swift
/// var symbol = SimpleMarkerSymbol(style: .circle, color: .brown, size: 10)
/// symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
/// symbol.footprint.rect  // (-6, -6, 12, 12)
/// ```
public protocol Symbol: Sendable, CustomStringConvertible {
  /// What the symbol draws on screen, in points, for identify and UI fronts.
  ///
  /// - Parameter measurer: The text measurer used for text; other symbols ignore it.
  /// - Returns: The footprint relative to the anchor, +y up.
  func footprint(measurer: any TextMeasurer) -> SymbolFootprint

  /// Returns a Boolean value indicating whether this symbol equals another of any kind.
  ///
  /// - Parameter other: The other symbol.
  /// - Returns: `true` when both are the same kind of symbol with the same properties.
  func isEqual(to other: any Symbol) -> Bool
}

extension Symbol {
  /// What the symbol draws on screen, measured with the default ``GlyphWidthTextMeasurer``.
  public var footprint: SymbolFootprint { footprint(measurer: GlyphWidthTextMeasurer()) }
}

extension Symbol where Self: Equatable {
  /// Returns a Boolean value indicating whether `other` is a symbol of this type equal to this one.
  ///
  /// - Parameter other: The other symbol.
  /// - Returns: `true` when `other` has this type and compares equal.
  public func isEqual(to other: any Symbol) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
