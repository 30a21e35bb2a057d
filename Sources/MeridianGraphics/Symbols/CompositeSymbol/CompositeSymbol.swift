import Foundation

/// A symbol made of other symbols, drawn in array order (the first at the bottom).
///
/// ```swift
/// let target = CompositeSymbol(symbols: [
///   SimpleMarkerSymbol(style: .circle, color: .white, size: 16),
///   SimpleMarkerSymbol(style: .circle, color: .red, size: 8),
/// ])
/// ```
public struct CompositeSymbol: Symbol, Hashable {
  /// The symbols, bottom first.
  public var symbols: [any Symbol]

  /// Creates a composite symbol.
  ///
  /// - Parameter symbols: The symbols, drawn in array order.
  public init(symbols: [any Symbol] = []) {
    self.symbols = symbols
  }

  /// The union of the parts' footprints; empty without parts.
  ///
  /// - Parameter measurer: Passed to each part.
  /// - Returns: The combined footprint.
  public func footprint(measurer: any TextMeasurer) -> SymbolFootprint {
    guard let first = symbols.first else { return .empty }
    return symbols.dropFirst().reduce(first.footprint(measurer: measurer)) {
      $0.union($1.footprint(measurer: measurer))
    }
  }

  public static func == (lhs: CompositeSymbol, rhs: CompositeSymbol) -> Bool {
    lhs.symbols.count == rhs.symbols.count && zip(lhs.symbols, rhs.symbols).allSatisfy { $0.isEqual(to: $1) }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(symbols.count)
    for symbol in symbols {
      if let hashable = symbol as? any Hashable {
        hasher.combine(AnyHashable(hashable))
      } else {
        hasher.combine(symbol.description)
      }
    }
  }

  public var description: String { "CompositeSymbol(\(symbols.map(\.description).joined(separator: ", ")))" }
}
