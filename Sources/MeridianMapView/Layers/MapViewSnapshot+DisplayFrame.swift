import Foundation
import MeridianCore
import MeridianGraphics

extension MapViewSnapshot {
  /// Everything the view draws, bottom first: the basemap's shapes, the labels, the graphics.
  ///
  /// The drawable layers' shapes come in screen points, clipped to the view plus
  /// ``MapView/layerClipMargin``; labels are placed across all layers with one collision index; then
  /// come the graphics, as ``displayList()`` lists them. A layer that throws is left out and named in
  /// ``DisplayFrame/layerErrors``. docs/map-view.md ("The display frame") tells a front what to draw.
  ///
  /// - Returns: The frame; empty while the view has no area.
  public func displayFrame() -> DisplayFrame {
    let graphics = displayList()
    let layers = layerFrames.withCache { layerFrame(graphics: graphics, cache: &$0) }
    return DisplayFrame(
      size: viewSize, layerItems: layers.items, labels: layers.labels, graphics: graphics,
      attribution: layers.attribution, layerErrors: layers.errors)
  }

  /// The drawable layers' part of the frame, reused when nothing it depends on changed.
  func layerFrame(graphics: [DisplayItem], cache: inout LayerFrameCache) -> LayerFrameCache.Frame {
    guard let transform, let area = visibleArea, let basemap,
      let snapped = LayerRequest(transform: transform, extent: area.extent, scale: scale)
    else { return LayerFrameCache.Frame() }
    let basemapID = ObjectIdentifier(basemap)
    let obstacles = labelObstacles(graphics, transform: transform, origin: snapped.origin)
    let key = LayerFrameCache.LabelKey(
      basemap: basemapID, request: snapped.request, rotation: transform.rotation, origin: snapped.origin,
      obstacles: obstacles)
    if let frame = cache.frame, frame.transform == transform, frame.labelKey == key { return frame }
    let margin = MapView.layerClipMargin
    let low = SIMD2(-margin, -margin)
    let high = SIMD2(transform.width + margin, transform.height + margin)
    var frame = LayerFrameCache.Frame(transform: transform, labelKey: key)
    var candidates: [LabelPlacer.Candidate] = []
    for (index, layer) in basemap.drawableLayers.enumerated() where layer.spatialReference == spatialReference {
      let result =
        cache.drawing(basemap: basemapID, layerIndex: index, request: snapped.request)
        ?? Result { try layer.drawing(for: snapped.request) }
      cache.keep(result, basemap: basemapID, layerIndex: index, request: snapped.request)
      switch result {
      case .failure(let error):
        frame.errors.append(LayerDrawError(layerName: layer.name, error: error))
      case .success(let drawing):
        frame.items += LayerProjector.items(
          of: drawing, layerIndex: index, transform: transform, clipMin: low, clipMax: high)
        for label in drawing.labels {
          var path: ArraySlice<SIMD2<Double>> = []
          if case .line(let part) = label.placement { path = drawing.part(part) }
          candidates.append(LabelPlacer.Candidate(layerIndex: index, label: label, path: path))
        }
        if !layer.attribution.isEmpty, !frame.attribution.contains(layer.attribution) {
          frame.attribution.append(layer.attribution)
        }
      }
    }
    frame.labels = placedLabels(candidates, key: key, transform: transform, cache: &cache)
    cache.frame = frame
    return frame
  }

  /// A frame's graphics' marker boxes in placement space, rounded to 1/256 point so that floating
  /// error does not defeat reuse.
  private func labelObstacles(
    _ graphics: [DisplayItem], transform: ScreenTransform, origin: SIMD2<Double>
  ) -> [SIMD4<Double>] {
    let offset = transform.placementOffset(origin: origin)
    let r = { (v: Double) in (v * 256).rounded() / 256 }
    return graphics.compactMap { item in
      guard let box = item.screenBounds, box.width.isFinite, box.height.isFinite else { return nil }
      return SIMD4(
        r(Double(box.minX) - offset.x), r(Double(box.minY) - offset.y), r(Double(box.maxX) - offset.x),
        r(Double(box.maxY) - offset.y))
    }
  }

  /// The labels of a frame, placed or reused, on screen and meeting the view.
  private func placedLabels(
    _ candidates: [LabelPlacer.Candidate], key: LayerFrameCache.LabelKey, transform: ScreenTransform,
    cache: inout LayerFrameCache
  ) -> [PlacedLabel] {
    if cache.labelKey != key {
      let boxes = key.obstacles.map { o in
        LabelBox(
          center: SIMD2((o.x + o.z) / 2, (o.y + o.w) / 2), axis: SIMD2(1, 0),
          halfSize: SIMD2((o.z - o.x) / 2, (o.w - o.y) / 2))
      }
      let project = transform.placement(origin: key.origin)
      let e = key.request.extent
      let corners = [SIMD2(e.xMin, e.yMin), SIMD2(e.xMax, e.yMin), SIMD2(e.xMax, e.yMax), SIMD2(e.xMin, e.yMax)]
        .map { project($0) }
      let area = (
        corners.dropFirst().reduce(corners[0], pointwiseMin), corners.dropFirst().reduce(corners[0], pointwiseMax)
      )
      let placer = LabelPlacer(project: project, measurer: labelTextMeasurer, area: area)
      cache.labels = placer.place(candidates, obstacles: boxes)
      cache.labelKey = key
    }
    let offset = transform.placementOffset(origin: key.origin)
    let view = CGRect(x: 0, y: 0, width: transform.width, height: transform.height)
    return cache.labels.compactMap { placed in
      let label = PlacedLabel(
        layerIndex: placed.layerIndex, text: placed.label.text,
        center: CGPoint(x: placed.center.x + offset.x, y: placed.center.y + offset.y), angle: placed.angle,
        size: CGSize(width: placed.size.x, height: placed.size.y), fontSize: placed.label.fontSize,
        color: placed.label.color, haloColor: placed.label.haloColor, isItalic: placed.label.isItalic,
        feature: placed.label.feature)
      return label.corners.contains(where: view.contains) || view.contains(label.center) ? label : nil
    }
  }
}
