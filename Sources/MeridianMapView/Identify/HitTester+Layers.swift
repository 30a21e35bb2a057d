import Foundation
import MeridianCore

/// The hit tester on the drawable layers' shapes and labels: the rules of graphics identify.
extension HitTester {
  /// A Boolean value indicating whether a layer shape is drawn within the tolerance of the point.
  func isHit(_ item: LayerDisplayItem) -> Bool {
    let p = SIMD2(Double(query.point.x), Double(query.point.y))
    let stroke = item.paint.strokeColor != nil ? item.paint.strokeWidth / 2 : 0
    let isArea = item.paint.fillColor != nil
    if isArea, Self.contains(item.screenParts, p) { return true }
    let reach = query.tolerance + stroke
    for part in item.screenParts where !part.isEmpty {
      let count = part.count
      let segments = isArea ? count : count - 1
      if count == 1, Self.distance(p, SIMD2(Double(part[0].x), Double(part[0].y))) <= reach { return true }
      for i in 0..<segments {
        let a = SIMD2(Double(part[i].x), Double(part[i].y))
        let b = SIMD2(Double(part[(i + 1) % count].x), Double(part[(i + 1) % count].y))
        if PlanarMath.distance(p, toSegment: a, b) <= reach { return true }
      }
    }
    return false
  }

  /// The distance from the point to a label's rotated box; 0 inside.
  func distance(toLabel label: PlacedLabel) -> Double {
    let p = SIMD2(Double(query.point.x), Double(query.point.y))
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
