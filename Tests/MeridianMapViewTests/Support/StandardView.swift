import Foundation
import MeridianCore

@testable import MeridianMapView

/// The view most tests start from: 400 × 200 points over a Web Mercator map, at 10 m per point,
/// centred on (0, 0) unless told otherwise (the map's initial viewpoint).
@MainActor
func standardView(centerX: Double = 0, centerY: Double = 0, basemapStyle: BasemapStyle? = nil) -> MapView {
  let map = basemapStyle.map { Map(basemapStyle: $0) } ?? Map(spatialReference: .webMercator)
  map.initialViewpoint = Viewpoint(
    center: Point(x: centerX, y: centerY, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
  return MapView(map: map, viewSize: CGSize(width: 400, height: 200))
}
