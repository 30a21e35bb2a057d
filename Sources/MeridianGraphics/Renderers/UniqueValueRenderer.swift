/// A renderer that picks a symbol by the values of one or more attribute fields.
///
/// A graphic matches a ``UniqueValue`` when its attribute for each of ``fieldNames`` equals the
/// value at the same position in ``UniqueValue/values``. Values compare by their text form, so the
/// integer `3`, the double `3.0` and the string `"3"` all match. The first matching unique value wins;
/// otherwise ``defaultSymbol`` is used.
///
/// ```swift
/// let renderer = UniqueValueRenderer(
///   fieldNames: ["Addr_type"],
///   uniqueValues: [UniqueValue(label: "POI", symbol: SimpleMarkerSymbol(color: .red), values: ["POI"])],
///   defaultSymbol: SimpleMarkerSymbol(color: .gray))
/// ```
public struct UniqueValueRenderer: Renderer {
  /// The fields whose values are matched, in order.
  public var fieldNames: [String] { didSet { rebuildLookup() } }
  /// The unique values and their symbols.
  public var uniqueValues: [UniqueValue] { didSet { rebuildLookup() } }
  /// The legend label for graphics that match no unique value.
  public var defaultLabel: String
  /// The symbol for graphics that match no unique value, or `nil` to draw them with nothing.
  public var defaultSymbol: (any Symbol)?
  private var lookup: [[String]: Int] = [:]

  /// Creates a unique value renderer.
  ///
  /// - Parameters:
  ///   - fieldNames: The attribute fields to match.
  ///   - uniqueValues: The values and their symbols; the first match wins.
  ///   - defaultLabel: The legend label for unmatched graphics.
  ///   - defaultSymbol: The symbol for unmatched graphics.
  public init(
    fieldNames: [String] = [], uniqueValues: [UniqueValue] = [], defaultLabel: String = "",
    defaultSymbol: (any Symbol)? = nil
  ) {
    self.fieldNames = fieldNames
    self.uniqueValues = uniqueValues
    self.defaultLabel = defaultLabel
    self.defaultSymbol = defaultSymbol
    rebuildLookup()
  }

  private mutating func rebuildLookup() {
    var lookup: [[String]: Int] = [:]
    for (index, value) in uniqueValues.enumerated() {
      let keys = value.values.compactMap(AttributeKey.key)
      guard keys.count == value.values.count, keys.count == fieldNames.count else { continue }
      if lookup[keys] == nil { lookup[keys] = index }
    }
    self.lookup = lookup
  }

  /// Returns the unique value that attributes match, or `nil`.
  ///
  /// - Parameter attributes: A graphic's attributes.
  /// - Returns: The first unique value whose values equal the attributes' field values.
  public func uniqueValue(forAttributes attributes: [String: any Sendable]) -> UniqueValue? {
    var keys: [String] = []
    keys.reserveCapacity(fieldNames.count)
    for name in fieldNames {
      guard let key = AttributeKey.key(attributes[name]) else { return nil }
      keys.append(key)
    }
    return lookup[keys].map { uniqueValues[$0] }
  }

  /// Returns the matching unique value's symbol, else ``defaultSymbol``.
  ///
  /// - Parameter attributes: A graphic's attributes.
  /// - Returns: The symbol to draw it with.
  public func symbol(forAttributes attributes: [String: any Sendable]) -> (any Symbol)? {
    uniqueValue(forAttributes: attributes).map(\.symbol) ?? defaultSymbol
  }

  /// The unique values' symbols in order, then ``defaultSymbol`` when there is one.
  public var symbols: [any Symbol] { uniqueValues.compactMap(\.symbol) + (defaultSymbol.map { [$0] } ?? []) }

  /// A short text naming the fields and the number of unique values.
  public var description: String { "UniqueValueRenderer(\(fieldNames), \(uniqueValues.count) values)" }
}

/// One entry of a ``UniqueValueRenderer``: attribute values and the symbol for graphics that have them.
public struct UniqueValue: Sendable, CustomStringConvertible {
  /// The legend description.
  public var description: String
  /// The legend label.
  public var label: String
  /// The symbol, or `nil` to draw matching graphics with nothing.
  public var symbol: (any Symbol)?
  /// The values, one per field of the renderer, in the same order (`String`, `Int`, `Double`, `Bool`).
  public var values: [any Sendable]

  /// Creates a unique value.
  ///
  /// - Parameters:
  ///   - description: The legend description.
  ///   - label: The legend label.
  ///   - symbol: The symbol for matching graphics.
  ///   - values: The values, one per renderer field.
  public init(description: String = "", label: String = "", symbol: (any Symbol)?, values: [any Sendable]) {
    self.description = description
    self.label = label
    self.symbol = symbol
    self.values = values
  }
}
