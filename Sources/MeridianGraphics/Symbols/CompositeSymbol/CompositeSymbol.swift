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

  /// Returns a Boolean value indicating whether two composites have equal parts in the same order.
  ///
  /// Parts compare with ``Symbol/isEqual(to:)``, so a marker never equals a line.
  ///
  /// - Parameters:
  ///   - lhs: A composite symbol.
  ///   - rhs: Another composite symbol.
  /// - Returns: `true` when both have as many parts and each pair is equal.
  public static func == (lhs: CompositeSymbol, rhs: CompositeSymbol) -> Bool {
    lhs.symbols.count == rhs.symbols.count && zip(lhs.symbols, rhs.symbols).allSatisfy { $0.isEqual(to: $1) }
  }

  /// Hashes the number of parts and each part (its description when the part is not `Hashable`).
  ///
  /// - Parameter hasher: The hasher to feed.
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

  /// A short text listing the parts' descriptions.
  public var description: String { "CompositeSymbol(\(symbols.map(\.description).joined(separator: ", ")))" }
}
