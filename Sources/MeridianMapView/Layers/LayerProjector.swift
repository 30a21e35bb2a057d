import Foundation
import MeridianCore

/// Turns a layer's drawing into screen items: each shape's parts moved to screen points and clipped
/// to the view plus a margin; shapes wholly outside are left out.
enum LayerProjector {
  static func items(
    of drawing: LayerDrawing, layerIndex: Int, transform: ScreenTransform, clipMin: SIMD2<Double>,
    clipMax: SIMD2<Double>
  ) -> [LayerDisplayItem] {
    var items: [LayerDisplayItem] = []
    let rect = ClipRectangle(xMin: clipMin.x, yMin: clipMin.y, xMax: clipMax.x, yMax: clipMax.y)
    var workspace = RectangleClipper.Workspace()
    var ring: [SIMD2<Double>] = []
    var pieces = FlatParts()
    var projected: [SIMD2<Double>] = []
    // A road's casing and fill draw the same parts, one after the other: project them once.
    var previous: (parts: Range<Int>, isArea: Bool, screen: [[CGPoint]])?
    for shape in drawing.shapes {
      guard drawing.paints.indices.contains(shape.paint) else { continue }
      let paint = drawing.paints[shape.paint]
      let isArea = paint.fillColor != nil
      if let previous, previous.parts == shape.parts, previous.isArea == isArea {
        if !previous.screen.isEmpty {
          items.append(
            LayerDisplayItem(
              layerIndex: layerIndex, paint: paint, screenParts: previous.screen, feature: shape.feature,
              isBackground: shape.isBackground))
        }
        continue
      }
      var parts: [[CGPoint]] = []
      defer { previous = (shape.parts, isArea, parts) }
      for partIndex in shape.parts {
        projected.removeAll(keepingCapacity: true)
        for p in drawing.part(partIndex) { projected.append(transform.screen(p)) }
        guard projected.count >= 2 else { continue }
        var low = projected[0]
        var high = projected[0]
        for p in projected {
          low = pointwiseMin(low, p)
          high = pointwiseMax(high, p)
        }
        guard high.x >= clipMin.x, high.y >= clipMin.y, low.x <= clipMax.x, low.y <= clipMax.y else { continue }
        let inside = low.x >= clipMin.x && low.y >= clipMin.y && high.x <= clipMax.x && high.y <= clipMax.y
        if inside {
          parts.append(projected.map { CGPoint(x: $0.x, y: $0.y) })
        } else if isArea {
          ring.removeAll(keepingCapacity: true)
          _ = projected.withUnsafeBufferPointer {
            RectangleClipper.clipRingForFill($0, to: rect, into: &ring, workspace: &workspace)
          }
          if ring.count >= 3 { parts.append(ring.map { CGPoint(x: $0.x, y: $0.y) }) }
        } else {
          pieces = FlatParts()
          projected.withUnsafeBufferPointer { RectangleClipper.clipPath($0, to: rect, into: &pieces) }
          for index in 0..<pieces.count { parts.append(pieces[index].map { CGPoint(x: $0.x, y: $0.y) }) }
        }
      }
      guard !parts.isEmpty else { continue }
      items.append(
        LayerDisplayItem(
          layerIndex: layerIndex, paint: paint, screenParts: parts, feature: shape.feature,
          isBackground: shape.isBackground))
    }
    return items
  }
}
