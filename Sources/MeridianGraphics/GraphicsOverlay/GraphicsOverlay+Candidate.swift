public import MeridianCore

extension GraphicsOverlay {
  /// A graphic found by ``GraphicsOverlay/candidates(intersecting:)``, with the state it had when the
  /// query read it.
  public struct Candidate: Sendable {
    /// The graphic.
    public let graphic: Graphic
    /// Its geometry.
    public let geometry: any Geometry
    /// The symbol it is drawn with: its own, else the overlay renderer's; `nil` when it draws nothing.
    public let symbol: (any Symbol)?
    /// A Boolean value indicating whether the graphic is visible.
    public let isVisible: Bool
    /// Its z-index.
    public let zIndex: Int
    /// Its position in the overlay's draw order (bottom first: z-index, then order in
    /// ``GraphicsOverlay/graphics``) at the time of the query. Higher draws above lower.
    public let drawIndex: Int
  }
}
