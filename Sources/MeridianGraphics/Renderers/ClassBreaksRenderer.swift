/// A renderer that picks a symbol by the range a numeric attribute falls in.
///
/// A graphic whose ``fieldName`` attribute is a number `v` (an `Int` or `Double`) matches the first
/// ``ClassBreak`` with `minValue <= v <= maxValue`. Graphics without a number, or outside every
/// break, get ``defaultSymbol``.
///
/// ```swift
/// let renderer = ClassBreaksRenderer(fieldName: "Score", classBreaks: [
///   ClassBreak(label: "low", minValue: 0, maxValue: 50, symbol: SimpleMarkerSymbol(color: .gray)),
///   ClassBreak(label: "high", minValue: 50, maxValue: 100, symbol: SimpleMarkerSymbol(color: .red)),
/// ])
/// ```
public struct ClassBreaksRenderer: Renderer {
  /// The numeric attribute field.
  public var fieldName: String
  /// The ranges and their symbols; the first match wins.
  public var classBreaks: [ClassBreak]
  /// The legend label for graphics outside every break.
  public var defaultLabel: String
  /// The symbol for graphics outside every break, or `nil`.
  public var defaultSymbol: (any Symbol)?

  /// Creates a class breaks renderer.
  ///
  /// - Parameters:
  ///   - fieldName: The numeric attribute field.
  ///   - classBreaks: The ranges and their symbols.
  ///   - defaultLabel: The legend label for unmatched graphics.
  ///   - defaultSymbol: The symbol for unmatched graphics.
  public init(
    fieldName: String, classBreaks: [ClassBreak] = [], defaultLabel: String = "", defaultSymbol: (any Symbol)? = nil
  ) {
    self.fieldName = fieldName
    self.classBreaks = classBreaks
    self.defaultLabel = defaultLabel
    self.defaultSymbol = defaultSymbol
  }

  /// Returns the class break that attributes fall in, or `nil`.
  ///
  /// - Parameter attributes: A graphic's attributes.
  /// - Returns: The first break whose range contains the field's value.
  public func classBreak(forAttributes attributes: [String: any Sendable]) -> ClassBreak? {
    guard let value = AttributeKey.number(attributes[fieldName]), !value.isNaN else { return nil }
    return classBreaks.first { $0.minValue <= value && value <= $0.maxValue }
  }

  /// Returns the matching break's symbol, else ``defaultSymbol``.
  ///
  /// - Parameter attributes: A graphic's attributes.
  /// - Returns: The symbol to draw it with.
  public func symbol(forAttributes attributes: [String: any Sendable]) -> (any Symbol)? {
    classBreak(forAttributes: attributes).map(\.symbol) ?? defaultSymbol
  }

  /// The breaks' symbols in order, then ``defaultSymbol`` when there is one.
  public var symbols: [any Symbol] { classBreaks.compactMap(\.symbol) + (defaultSymbol.map { [$0] } ?? []) }

  /// A short text naming the field and the number of breaks.
  public var description: String { "ClassBreaksRenderer(\(fieldName), \(classBreaks.count) breaks)" }
}

/// One range of a ``ClassBreaksRenderer`` and the symbol for graphics in it.
public struct ClassBreak: Sendable, CustomStringConvertible {
  /// The legend description.
  public var description: String
  /// The legend label.
  public var label: String
  /// The smallest value in the range (inclusive).
  public var minValue: Double
  /// The largest value in the range (inclusive).
  public var maxValue: Double
  /// The symbol, or `nil` to draw matching graphics with nothing.
  public var symbol: (any Symbol)?

  /// Creates a class break.
  ///
  /// - Parameters:
  ///   - description: The legend description.
  ///   - label: The legend label.
  ///   - minValue: The smallest value (inclusive).
  ///   - maxValue: The largest value (inclusive).
  ///   - symbol: The symbol for graphics in the range.
  public init(description: String = "", label: String = "", minValue: Double, maxValue: Double, symbol: (any Symbol)?) {
    self.description = description
    self.label = label
    self.minValue = minValue
    self.maxValue = maxValue
    self.symbol = symbol
  }
}
