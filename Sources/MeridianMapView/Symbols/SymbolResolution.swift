import Foundation
import MeridianGraphics

extension MapView {
  /// The symbol a graphic draws with: its own, else the renderer's of the overlay in this view that holds it.
  func resolvedSymbol(of graphic: Graphic) -> (any Symbol)? {
    if let own = graphic.symbol { return own }
    for overlay in graphicsOverlays {
      if let renderer = overlay.renderer, overlay.graphics.contains(where: { $0 === graphic }) {
        return renderer.symbol(for: graphic)
      }
    }
    return nil
  }

  /// The leader offset of a marker symbol, in points (+y up); zero for other symbols.
  nonisolated static func leaderOffset(of symbol: (any Symbol)?) -> CGPoint {
    switch symbol {
    case let marker as SimpleMarkerSymbol:
      return CGPoint(x: marker.leaderOffsetX, y: marker.leaderOffsetY)
    default:
      return .zero
    }
  }
}
