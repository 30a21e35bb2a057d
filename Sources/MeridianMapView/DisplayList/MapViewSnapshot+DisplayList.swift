import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGraphics

extension MapViewSnapshot {
  /// The graphics the view draws, in draw order (bottom first).
  ///
  /// An overlay with a `GraphicsOverlay/featureReduction` draws its clusters of the view's
  /// ``MapView/clusterZoom`` in place of their graphics, above its other graphics (see ``DisplayItem/cluster``).
  ///
  /// Overlays come in order (later on top); within one, graphics by `zIndex`, then in the order they
  /// were added. Hidden graphics and overlays, overlays outside their scale range, graphics without
  /// a symbol or geometry, and graphics whose drawn footprint misses the view are left out. On a
  /// wrapping map a graphic is listed where the copy of the world that shows it is drawn (twice
  /// when the view shows two copies of it).
  ///
  /// - Returns: The display items, bottom first; empty while the view has no area.
  public func displayList() -> [DisplayItem] {
    guard let transform, let area = visibleArea else { return [] }
    let extent = area.extent
    let sr = spatialReference
    let bounds = transform.bounds
    var items: [DisplayItem] = []
    for (overlay, isDrawn) in overlays where isDrawn {
      if let clustered = clusteredDisplayItems(overlay, transform: transform, extent: extent) {
        items += clustered
        continue
      }
      let grow = overlay.maximumSymbolReach * transform.unitsPerPoint
      let copies = MapViewSnapshot.worldCopies(xMin: extent.xMin - grow, xMax: extent.xMax + grow, transform: transform)
      let measurer = overlay.textMeasurer
      var found: [(candidate: GraphicsOverlay.Candidate, shift: Double)] = []
      for k in copies {
        let shift = Double(k) * (transform.worldWidth ?? 0)
        let box = Envelope(
          xMin: extent.xMin - grow - shift, yMin: extent.yMin - grow, xMax: extent.xMax + grow - shift,
          yMax: extent.yMax + grow, spatialReference: sr)
        for candidate in overlay.candidates(intersecting: box) { found.append((candidate, shift)) }
      }
      found.sort { ($0.candidate.drawIndex, $0.shift) < ($1.candidate.drawIndex, $1.shift) }
      for (candidate, shift) in found {
        guard candidate.isVisible, let symbol = candidate.symbol, !candidate.geometry.isEmpty,
          let geometry = projectToMap(candidate.geometry)
        else { continue }
        let item = MapViewSnapshot.item(
          candidate, overlay: overlay, symbol: symbol, geometry: geometry, shift: shift, transform: transform,
          measurer: measurer)
        if let item, MapViewSnapshot.isOnScreen(item, bounds: bounds) { items.append(item) }
      }
    }
    return items
  }

  /// The world copies whose x range meets `xMin...xMax`; just 0 on a map that does not wrap, or when
  /// the range is not finite or meets 64 copies or more (a view zoomed out until the world repeats).
  static func worldCopies(xMin: Double, xMax: Double, transform: ScreenTransform) -> [Int] {
    guard let world = transform.worldWidth, xMin.isFinite, xMax.isFinite else { return [0] }
    let half = world / 2
    guard let first = Int(ceiling: (xMin - half) / world), let last = Int(flooring: (xMax + half) / world),
      first <= last
    else { return [0] }
    let (count, overflow) = last.subtractingReportingOverflow(first)
    guard !overflow, count < 64 else { return [0] }
    return Array(first...last)
  }

  static func item(
    _ candidate: GraphicsOverlay.Candidate, overlay: GraphicsOverlay, symbol: any Symbol, geometry: any Geometry,
    shift: Double, transform: ScreenTransform, measurer: any TextMeasurer
  ) -> DisplayItem? {
    func screen(_ p: Point) -> CGPoint { transform.screen(x: p.x + shift, y: p.y) }
    let parts: [[CGPoint]]
    var geometry = geometry
    if let any = geometry as? AnyGeometry { geometry = any.geometry }
    switch geometry {
    case let g as Point: parts = [[screen(g)]]
    case let g as Multipoint: parts = g.points.map { [screen($0)] }
    case let g as Polyline: parts = g.parts.map { $0.map(screen) }
    case let g as Polygon: parts = g.parts.map { $0.map(screen) }
    case let g as Envelope: parts = Polygon(envelope: g).parts.map { $0.map(screen) }
    default: return nil
    }
    let footprint = symbol.footprint(measurer: measurer)
    let isPoint = geometry.geometryType == .point || geometry.geometryType == .multipoint
    let position: CGPoint
    if isPoint {
      guard let first = parts.first?.first else { return nil }
      position = first
    } else {
      let c = geometry.extent.center
      position = screen(c)
    }
    let rect = footprint.rect
    let box = CGRect(x: position.x + rect.minX, y: position.y - rect.maxY, width: rect.width, height: rect.height)
    return DisplayItem(
      graphic: candidate.graphic, graphicsOverlay: overlay, symbol: symbol, footprint: footprint,
      geometryType: geometry.geometryType, screenPosition: position, screenParts: parts,
      screenBounds: isPoint ? box : nil, drawIndex: candidate.drawIndex)
  }

  static func isOnScreen(_ item: DisplayItem, bounds: CGRect) -> Bool {
    if item.geometryType == .point || item.geometryType == .multipoint {
      let rect = item.footprint.rect
      return item.screenParts.contains { part in
        guard let p = part.first else { return false }
        let box = CGRect(x: p.x + rect.minX, y: p.y - rect.maxY, width: rect.width, height: rect.height)
        return box.intersects(bounds) || (rect.isEmpty && bounds.contains(p))
      }
    }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for part in item.screenParts {
      for p in part {
        minX = Swift.min(minX, Double(p.x))
        minY = Swift.min(minY, Double(p.y))
        maxX = Swift.max(maxX, Double(p.x))
        maxY = Swift.max(maxY, Double(p.y))
      }
    }
    let grow = item.footprint.reach
    let box = CGRect(x: minX - grow, y: minY - grow, width: maxX - minX + 2 * grow, height: maxY - minY + 2 * grow)
    return box.intersects(bounds)
  }
}
