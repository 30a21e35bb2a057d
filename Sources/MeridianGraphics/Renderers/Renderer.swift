/// Chooses the symbol for graphics that have no symbol of their own, from their attributes.
///
/// Set a renderer on a ``GraphicsOverlay``; a graphic's own ``Graphic/symbol`` always wins.
///
/// ```swift
/// overlay.renderer = SimpleRenderer(symbol: SimpleMarkerSymbol(style: .circle, color: .red, size: 8))
/// ```
public protocol Renderer: Sendable, CustomStringConvertible {
  /// Returns the symbol for a graphic with the given attributes, or `nil` when it draws nothing.
  ///
  /// - Parameter attributes: The graphic's attributes.
  /// - Returns: The symbol to draw it with.
  func symbol(forAttributes attributes: [String: any Sendable]) -> (any Symbol)?

  /// Every symbol the renderer can return, so that an overlay can bound what its graphics cover.
  var symbols: [any Symbol] { get }
}

extension Renderer {
  /// Returns the symbol for a graphic: its own symbol if it has one, else the renderer's choice.
  ///
  /// - Parameter graphic: The graphic.
  /// - Returns: The symbol it is drawn with, or `nil`.
  public func symbol(for graphic: Graphic) -> (any Symbol)? {
    let (own, attributes) = graphic.symbolAndAttributes
    return own ?? symbol(forAttributes: attributes)
  }
}
