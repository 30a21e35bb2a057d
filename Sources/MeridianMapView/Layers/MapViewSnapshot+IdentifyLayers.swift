public import Foundation
import MeridianCore

extension MapViewSnapshot {
  /// Finds the features of the drawable layers drawn under a screen point: labels, roads, buildings,
  /// parks, water.
  ///
  /// A shape or label is hit when what ``displayFrame()`` draws of it is within `tolerance` of the
  /// point; docs/map-view.md ("Identify the basemap's features") gives the rules.
  ///
  /// - Parameters:
  ///   - screenPoint: The point, in points from the top-left corner of the view, y down.
  ///   - tolerance: How far from the point a feature may be drawn and still be hit, in points, 0...100.
  ///   - maximumResultsPerLayer: The most features per layer, top-most first; `nil` returns all; default 1.
  ///   - includeBackground: Whether to return the background land and sea too; the default is `false`.
  /// - Returns: One result per layer with hits, the top-most layer first.
  /// - Throws: ``MapViewError`` for a tolerance outside 0...100, a NaN or infinite point, or a maximum
  ///   below 1.
  nonisolated(nonsending) public func identifyLayers(
    screenPoint: CGPoint, tolerance: Double, maximumResultsPerLayer: Int? = 1, includeBackground: Bool = false
  ) async throws -> [IdentifyLayerResult] {
    try validateIdentify(
      screenPoint: screenPoint, tolerance: tolerance, maximumResults: maximumResultsPerLayer,
      maximumResultsName: "maximumResultsPerLayer")
    guard let query = identifyQuery(screenPoint: screenPoint, tolerance: tolerance), let basemap else { return [] }
    let graphics = displayList()
    let (frame, index) = layerFrames.withCache { cache in
      let frame = layerFrame(graphics: graphics, cache: &cache)
      return (frame, layerHitIndex(for: frame, cache: &cache))
    }
    let layers = basemap.drawableLayers
    let tester = HitTester(query: query, maximumResults: maximumResultsPerLayer, measurer: labelTextMeasurer)
    var hits: [Int: [LayerFeatureID]] = [:]
    func record(_ layer: Int, _ feature: LayerFeatureID) {
      if !(hits[layer]?.contains(feature) ?? false) { hits[layer, default: []].append(feature) }
    }
    for label in frame.labels.reversed() where tester.distance(toLabel: label) <= tolerance {
      record(label.layerIndex, label.feature)
    }
    for i in index.candidates(near: query.point, reach: tolerance + index.widestStroke / 2).reversed() {
      let item = frame.items[i]
      if item.isBackground && !includeBackground { continue }
      if tester.isHit(item) { record(item.layerIndex, item.feature) }
    }
    return hits.keys.sorted(by: >).compactMap { layerIndex in
      guard layers.indices.contains(layerIndex), let ids = hits[layerIndex] else { return nil }
      let layer = layers[layerIndex]
      let features = ids.prefix(maximumResultsPerLayer ?? ids.count).compactMap { layer.feature($0) }
      return features.isEmpty ? nil : IdentifyLayerResult(layer: layer, geoElements: Array(features))
    }
  }

  /// The hit index of a frame's shapes, built once per frame.
  private func layerHitIndex(for frame: LayerFrameCache.Frame, cache: inout LayerFrameCache) -> LayerHitIndex {
    if let index = cache.hitIndex, cache.hitIndexFrame == frame.labelKey, cache.hitIndexTransform == frame.transform {
      return index
    }
    let index = LayerHitIndex(
      items: frame.items, viewWidth: Double(viewSize.width), viewHeight: Double(viewSize.height))
    cache.hitIndex = index
    cache.hitIndexFrame = frame.labelKey
    cache.hitIndexTransform = frame.transform
    return index
  }
}
