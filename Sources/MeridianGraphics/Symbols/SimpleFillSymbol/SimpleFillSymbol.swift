import Foundation
public import MeridianCore

/// A symbol that fills polygons (and envelopes), with an optional outline.
///
/// ```swift
/// let area = SimpleFillSymbol(style: .solid, color: .yellow, outline: SimpleLineSymbol(color: .black, width: 1))
/// ```
public struct SimpleFillSymbol: Symbol, Hashable {
  /// The fill patterns.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// Fills the interior with the colour.
    case solid
    /// Draws only the outline; the interior is not filled.
    case noFill
    /// Horizontal and vertical hatch lines.
    case cross
    /// Hatch lines along both diagonals.
    case diagonalCross
    /// Hatch lines falling from upper left to lower right (`\\\`), as Esri's
    /// `esriSFSForwardDiagonal`.
    case forwardDiagonal
    /// Hatch lines rising from lower left to upper right (`///`), as Esri's `esriSFSBackwardDiagonal`.
    case backwardDiagonal
    /// Horizontal hatch lines.
    case horizontal
    /// Vertical hatch lines.
    case vertical
  }

  /// The fill pattern.
  public var style: Style
  /// The fill colour.
  public var color: Color
  /// The outline, or `nil` for none.
  public var outline: SimpleLineSymbol?

  /// Creates a fill symbol.
  ///
  /// - Parameters:
  ///   - style: The fill pattern; solid by default.
  ///   - color: The fill colour; gray by default.
  ///   - outline: The outline; none by default.
  public init(style: Style = .solid, color: Color = .gray, outline: SimpleLineSymbol? = nil) {
    self.style = style
    self.color = color
    self.outline = outline
  }

  /// A Boolean value indicating whether the interior is drawn (every style but ``Style-swift.enum/noFill``).
  public var fillsInterior: Bool { style != .noFill }

  /// The outline stroke around each ring.
  ///
  /// - Parameter measurer: Unused.
  /// - Returns: A ``SymbolFootprint/Kind-swift.enum/fill`` footprint whose stroke is the outline's width.
  public func footprint(measurer: any TextMeasurer) -> SymbolFootprint {
    .stroke(kind: .fill, width: outline?.drawnWidth ?? 0)
  }

  /// A short text naming the style.
  public var description: String { "SimpleFillSymbol(\(style))" }
}
