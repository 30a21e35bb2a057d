public import Foundation
import MeridianCore

extension MapView {
  /// Finds the features of the drawable layers drawn under a screen point: labels, roads, buildings,
  /// parks, water.
  ///
  /// The point is tested against what ``displayFrame()`` draws now, with the rules of graphics
  /// identify: a shape is hit when the distance from the point to what it draws is at most
  /// `tolerance` (a fill's inside, by the even-odd rule, or within the tolerance of its outline; a
  /// line within the tolerance of its stroke, half the stroke's width included), a label when the
  /// distance to its rotated text box is at most `tolerance`. Points outside the view hit nothing.
  ///
  /// ```swift
  /// let results = try await mapView.identifyLayers(screenPoint: tap, tolerance: 8)
  /// let street = results.first?.geoElements.first { $0.kind == "road" }?.attributes["name"] as? String
  /// ```
  ///
  /// - Parameters:
  ///   - screenPoint: The point, in points from the top-left corner of the view, y down.
  ///   - tolerance: How far from the point a feature may be drawn and still be hit, in points, 0...100.
  ///   - maximumResultsPerLayer: The most features per layer, top-most first; `nil` returns all.
  ///     The default is 1.
  /// - Returns: One result per layer with hits, the top-most layer first.
  /// - Throws: ``MapViewError`` for a tolerance outside 0...100, a NaN or infinite point, or a maximum
  ///   below 1.
  public func identifyLayers(
    screenPoint: CGPoint, tolerance: Double, maximumResultsPerLayer: Int? = 1
  ) async throws -> [IdentifyLayerResult] {
    try validateIdentify(
      screenPoint: screenPoint, tolerance: tolerance, maximumResults: maximumResultsPerLayer,
      maximumResultsName: "maximumResultsPerLayer")
    guard let query = identifyQuery(screenPoint: screenPoint, tolerance: tolerance), let basemap = map.drawnBasemap
    else {
      return []
    }
    let frame = layerFrame(graphics: displayList())
    let index = layerHitIndex(for: frame)
    let layers = basemap.drawableLayers
    let p = SIMD2(Double(query.point.x), Double(query.point.y))
    var hits: [Int: [LayerFeatureID]] = [:]
    func record(_ layer: Int, _ feature: LayerFeatureID) {
      if !(hits[layer]?.contains(feature) ?? false) { hits[layer, default: []].append(feature) }
    }
    for label in frame.labels.reversed() where LayerHitTest.distance(from: p, toLabel: label) <= tolerance {
      record(label.layerIndex, label.feature)
    }
    for i in index.candidates(near: query.point, reach: tolerance + index.widestStroke / 2).reversed() {
      let item = frame.items[i]
      if LayerHitTest.hits(item, point: p, tolerance: tolerance) { record(item.layerIndex, item.feature) }
    }
    return hits.keys.sorted(by: >).compactMap { layerIndex in
      guard layers.indices.contains(layerIndex), let ids = hits[layerIndex] else { return nil }
      let layer = layers[layerIndex]
      let features = ids.prefix(maximumResultsPerLayer ?? ids.count).compactMap { layer.feature($0) }
      return features.isEmpty ? nil : IdentifyLayerResult(layer: layer, geoElements: Array(features))
    }
  }

  /// The hit index of a frame's shapes, built once per frame.
  private func layerHitIndex(for frame: LayerFrameCache.Frame) -> LayerHitIndex {
    if let index = layerFrameCache.hitIndex, layerFrameCache.hitIndexFrame == frame.labelKey,
      layerFrameCache.hitIndexTransform == frame.transform
    {
      return index
    }
    let index = LayerHitIndex(
      items: frame.items, viewWidth: Double(viewSize.width), viewHeight: Double(viewSize.height))
    layerFrameCache.hitIndex = index
    layerFrameCache.hitIndexFrame = frame.labelKey
    layerFrameCache.hitIndexTransform = frame.transform
    return index
  }
}

/// Distances from a screen point to what a layer shape or label draws.
enum LayerHitTest {
  /// A Boolean value indicating whether a shape is drawn within `tolerance` of a point.
  static func hits(_ item: LayerDisplayItem, point p: SIMD2<Double>, tolerance: Double) -> Bool {
    let stroke = item.paint.strokeColor != nil ? item.paint.strokeWidth / 2 : 0
    let isArea = item.paint.fillColor != nil
    if isArea, contains(item.screenParts, p) { return true }
    let reach = tolerance + stroke
    for part in item.screenParts where !part.isEmpty {
      let count = part.count
      let segments = isArea ? count : count - 1
      if count == 1, distance(p, SIMD2(Double(part[0].x), Double(part[0].y))) <= reach { return true }
      for i in 0..<segments {
        let a = SIMD2(Double(part[i].x), Double(part[i].y))
        let b = SIMD2(Double(part[(i + 1) % count].x), Double(part[(i + 1) % count].y))
        if PlanarMath.distance(p, toSegment: a, b) <= reach { return true }
      }
    }
    return false
  }

  /// The distance from a point to a label's rotated box; 0 inside.
  static func distance(from p: SIMD2<Double>, toLabel label: PlacedLabel) -> Double {
    let radians = label.angle * .pi / 180
    let axis = SIMD2(cos(radians), sin(radians))
    let d = p - SIMD2(Double(label.center.x), Double(label.center.y))
    let along = abs((d * axis).sum()) - Double(label.size.width) / 2
    let across = abs(d.x * -axis.y + d.y * axis.x) - Double(label.size.height) / 2
    let outside = SIMD2(Swift.max(along, 0), Swift.max(across, 0))
    return (outside * outside).sum().squareRoot()
  }

  /// Even-odd containment of a point in rings of screen points.
  private static func contains(_ rings: [[CGPoint]], _ p: SIMD2<Double>) -> Bool {
    PlanarMath.isInside(p, rings: rings) { SIMD2(Double($0.x), Double($0.y)) }
  }

  private static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = a - b
    return (d * d).sum().squareRoot()
  }
}
