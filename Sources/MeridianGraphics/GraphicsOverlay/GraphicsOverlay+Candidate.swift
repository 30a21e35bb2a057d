package import MeridianCore

extension GraphicsOverlay {
  /// A graphic found by ``GraphicsOverlay/candidates(intersecting:)``, with the state it had when the
  /// query read it.
  package struct Candidate: Sendable {
    /// The graphic.
    package let graphic: Graphic
    /// Its geometry.
    package let geometry: any Geometry
    /// The symbol it is drawn with: its own, else the overlay renderer's; `nil` when it draws nothing.
    package let symbol: (any Symbol)?
    /// A Boolean value indicating whether the graphic is visible.
    package let isVisible: Bool
    /// Its z-index.
    package let zIndex: Int
    /// Its position in the overlay's draw order (bottom first: z-index, then order in
    /// ``GraphicsOverlay/graphics``) at the time of the query. Higher draws above lower.
    package let drawIndex: Int
  }
}
