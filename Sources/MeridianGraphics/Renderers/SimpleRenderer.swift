/// A renderer that draws every graphic with one symbol.
public struct SimpleRenderer: Renderer {
  /// The symbol, or `nil` to draw nothing.
  public var symbol: (any Symbol)?
  /// The legend label.
  public var label: String
  /// The legend description.
  public var description: String

  /// Creates a simple renderer.
  ///
  /// - Parameters:
  ///   - symbol: The symbol for every graphic.
  ///   - label: The legend label; empty by default.
  ///   - description: The legend description; empty by default.
  public init(symbol: (any Symbol)?, label: String = "", description: String = "") {
    self.symbol = symbol
    self.label = label
    self.description = description
  }

  /// Returns ``symbol`` whatever the attributes.
  ///
  /// - Parameter attributes: Unused.
  /// - Returns: ``symbol``.
  public func symbol(forAttributes attributes: [String: any Sendable]) -> (any Symbol)? { symbol }

  /// ``symbol`` alone, or nothing when it is `nil`.
  public var symbols: [any Symbol] { symbol.map { [$0] } ?? [] }
}
