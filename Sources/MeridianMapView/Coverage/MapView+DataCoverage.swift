import Foundation
import MeridianCore

extension MapView {
  /// How much of the ``visibleArea`` the detailed data of the map's drawable layers covers.
  ///
  /// The view compares its visible area (rotation included, across the antimeridian on a wrapping
  /// map) with each drawable layer's `DrawableLayer/dataCoverage`: ``DataCoverage/full`` when it
  /// lies inside one layer's area, ``DataCoverage/outside`` when it meets none,
  /// ``DataCoverage/partial`` otherwise; ``DataCoverage/unknown`` when no layer says.
  public var dataCoverage: DataCoverage {
    guard let transform else { return .unknown }
    let extents = coverageExtents()
    guard !extents.isEmpty else { return .unknown }
    let corners = [
      CGPoint(x: 0, y: transform.height), CGPoint(x: transform.width, y: transform.height),
      CGPoint(x: transform.width, y: 0), CGPoint(x: 0, y: 0),
    ].map { corner in
      let m = transform.map(corner)
      return SIMD2(m.x, m.y)
    }
    return Self.coverage(of: corners, by: extents, worldWidth: transform.worldWidth)
  }

  /// Adds an action to perform when ``dataCoverage`` changes, such as when the view pans out of the data.
  ///
  /// The coverage is worked out again whenever the visible area changes and when the view gets
  /// another map; the action is called only when it differs from the last one.
  ///
  /// - Parameter action: Called with the new coverage.
  /// - Returns: The registration; cancel it to remove the action.
  @discardableResult
  public func onDataCoverageChanged(perform action: @escaping @MainActor (DataCoverage) -> Void) -> EventRegistration {
    events.dataCoverageHandlers.add(action)
  }

  /// The current ``dataCoverage``, then every change of it. Each access returns a new stream,
  /// buffering the newest ``eventBufferLimit`` events.
  public var dataCoverageChanges: AsyncStream<DataCoverage> {
    events.dataCoverages.stream(startingWith: dataCoverage)
  }

  /// Reports the visible area to its handlers, then the data coverage when it changed.
  func reportVisibleArea() {
    if let area = visibleArea { events.visibleAreaChanged(area) }
    let coverage = dataCoverage
    if coverage != events.dataCoverage { events.dataCoverageChanged(coverage) }
  }

  /// The drawable layers' coverage boxes in the map's spatial reference (those that can be projected).
  private func coverageExtents() -> [(min: SIMD2<Double>, max: SIMD2<Double>)] {
    guard let basemap = map.basemap else { return [] }
    let sr = spatialReference
    return basemap.drawableLayers.compactMap { layer in
      guard let extent = layer.dataCoverage,
        [extent.xMin, extent.yMin, extent.xMax, extent.yMax].allSatisfy(\.isFinite), extent.xMin <= extent.xMax,
        extent.yMin <= extent.yMax
      else { return nil }
      let inMap: Envelope
      if extent.spatialReference == nil || extent.spatialReference == sr {
        inMap = extent
      } else {
        guard let projected = try? GeometryEngine.project(extent, into: sr) else { return nil }
        inMap = projected
      }
      return (SIMD2(inMap.xMin, inMap.yMin), SIMD2(inMap.xMax, inMap.yMax))
    }
  }

  /// The coverage of a convex quadrilateral (the visible area's corners) by boxes, each also tried a
  /// world to the east and west on a wrapping map.
  static func coverage(
    of corners: [SIMD2<Double>], by boxes: [(min: SIMD2<Double>, max: SIMD2<Double>)], worldWidth: Double?
  ) -> DataCoverage {
    let shifts: [Double] = worldWidth.map { world in [0, -world, world] } ?? [0]
    var meets = false
    for box in boxes {
      for shift in shifts {
        let low = box.min + SIMD2(shift, 0)
        let high = box.max + SIMD2(shift, 0)
        func inBox(_ p: SIMD2<Double>) -> Bool { p.x >= low.x && p.x <= high.x && p.y >= low.y && p.y <= high.y }
        if corners.allSatisfy(inBox) { return .full }
        if !meets { meets = quadrilateral(corners, meetsBoxFrom: low, to: high, inBox: inBox) }
      }
    }
    return meets ? .partial : .outside
  }

  /// Whether a convex ring and a box share a point: a corner of one inside the other, or crossing edges.
  private static func quadrilateral(
    _ ring: [SIMD2<Double>], meetsBoxFrom low: SIMD2<Double>, to high: SIMD2<Double>,
    inBox: (SIMD2<Double>) -> Bool
  ) -> Bool {
    if ring.contains(where: inBox) { return true }
    let box = [low, SIMD2(high.x, low.y), high, SIMD2(low.x, high.y)]
    if box.contains(where: { PlanarMath.isInside($0, rings: [ring]) }) { return true }
    for i in ring.indices {
      let a = ring[i]
      let b = ring[(i + 1) % ring.count]
      for k in box.indices where PlanarMath.segmentsIntersect(a, b, box[k], box[(k + 1) % box.count]) {
        return true
      }
    }
    return false
  }
}
