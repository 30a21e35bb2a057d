import Foundation
import MeridianGraphics

extension MapView {
  /// The symbol a graphic draws with: its own, else its overlay renderer's.
  func resolvedSymbol(of graphic: Graphic) -> (any Symbol)? {
    if let own = graphic.symbol { return own }
    return graphic.graphicsOverlay?.renderer?.symbol(for: graphic)
  }

  /// The leader offset of a marker symbol, in points (+y up): a simple or picture marker's own, a
  /// composite's first marker's; zero for other symbols.
  nonisolated static func leaderOffset(of symbol: (any Symbol)?) -> CGPoint {
    switch symbol {
    case let marker as SimpleMarkerSymbol:
      return CGPoint(x: marker.leaderOffsetX, y: marker.leaderOffsetY)
    case let picture as PictureMarkerSymbol:
      return CGPoint(x: picture.leaderOffsetX, y: picture.leaderOffsetY)
    case let composite as CompositeSymbol:
      for part in composite.symbols where part is SimpleMarkerSymbol || part is PictureMarkerSymbol {
        return leaderOffset(of: part)
      }
      return .zero
    default:
      return .zero
    }
  }

  /// A Boolean value indicating whether a symbol paints a polygon's interior (a fill that is not `noFill`).
  nonisolated static func fillsInterior(_ symbol: any Symbol) -> Bool {
    switch symbol {
    case let fill as SimpleFillSymbol:
      return fill.fillsInterior
    case let composite as CompositeSymbol:
      return composite.symbols.contains { fillsInterior($0) }
    default:
      return false
    }
  }
}
