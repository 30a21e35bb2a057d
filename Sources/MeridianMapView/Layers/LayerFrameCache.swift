import MeridianCore

/// What the map view keeps between frames so that panning reuses work: each drawable layer's last
/// drawing with the request it answered, and the last label placement with what it depended on.
///
/// A layer's answer depends only on its request (the protocol's contract), and requests are snapped
/// to a grid of whole cells, so a view panned by a few points asks again for the same request and
/// gets the cached drawing. The labels depend on the drawings, the scale, the rotation and the
/// obstacles, all in placement space, so a pan that changes none of them reuses the placement.
struct LayerFrameCache {
  /// One layer's drawing.
  struct Drawing {
    var basemap: ObjectIdentifier
    var layerIndex: Int
    var request: LayerDrawRequest
    var result: Result<LayerDrawing, any Error>
  }

  /// What a label placement depended on.
  struct LabelKey: Equatable {
    var basemap: ObjectIdentifier
    var request: LayerDrawRequest
    var rotation: Double
    var origin: SIMD2<Double>
    var obstacles: [SIMD4<Double>]
  }

  /// The drawable layers' part of the last frame, and what it was made for.
  struct Frame {
    var transform: ScreenTransform?
    var labelKey: LayerFrameCache.LabelKey?
    var items: [LayerDisplayItem] = []
    var labels: [PlacedLabel] = []
    var attribution: [String] = []
    var errors: [LayerDrawError] = []
  }

  var drawings: [Drawing] = []
  var frame: Frame?
  var hitIndex: LayerHitIndex?
  var hitIndexFrame: LabelKey?
  var hitIndexTransform: ScreenTransform?
  var labelKey: LabelKey?
  var labels: [LabelPlacer.Placed] = []

  /// The cached drawing of a layer for a request, if any.
  func drawing(
    basemap: ObjectIdentifier, layerIndex: Int, request: LayerDrawRequest
  ) -> Result<
    LayerDrawing, any Error
  >? {
    drawings.first { $0.basemap == basemap && $0.layerIndex == layerIndex && $0.request == request }?.result
  }

  /// Keeps a layer's drawing, replacing the layer's previous one.
  mutating func keep(
    _ result: Result<LayerDrawing, any Error>, basemap: ObjectIdentifier, layerIndex: Int, request: LayerDrawRequest
  ) {
    drawings.removeAll { $0.layerIndex == layerIndex || $0.basemap != basemap }
    drawings.append(Drawing(basemap: basemap, layerIndex: layerIndex, request: request, result: result))
  }
}
