import Foundation

/// A label's text box in placement space: a rectangle of a width and height, centred on a point and
/// turned by an angle, tested for overlap with the separating-axis theorem.
struct LabelBox {
  /// The centre.
  var center: SIMD2<Double>
  /// Unit vector along the text.
  var axis: SIMD2<Double>
  /// Half the width (along the text) and half the height.
  var halfSize: SIMD2<Double>

  /// The corners, in order around the box.
  var corners: [SIMD2<Double>] {
    let along = axis * halfSize.x
    let across = SIMD2(-axis.y, axis.x) * halfSize.y
    return [center - along - across, center + along - across, center + along + across, center - along + across]
  }

  /// The axis-aligned bounds: minimum and maximum corner.
  var bounds: (min: SIMD2<Double>, max: SIMD2<Double>) {
    let ex = abs(axis.x) * halfSize.x + abs(axis.y) * halfSize.y
    let ey = abs(axis.y) * halfSize.x + abs(axis.x) * halfSize.y
    return (center - SIMD2(ex, ey), center + SIMD2(ex, ey))
  }

  /// A Boolean value indicating whether two boxes overlap (touching does not count).
  func overlaps(_ other: LabelBox) -> Bool {
    let d = other.center - center
    for u in [axis, SIMD2(-axis.y, axis.x), other.axis, SIMD2(-other.axis.y, other.axis.x)] {
      let reachA = projectedHalfExtent(on: u)
      let reachB = other.projectedHalfExtent(on: u)
      if abs((d * u).sum()) >= reachA + reachB { return false }
    }
    return true
  }

  /// Half the box's extent along a unit direction.
  func projectedHalfExtent(on u: SIMD2<Double>) -> Double {
    abs((axis * u).sum()) * halfSize.x + abs((SIMD2(-axis.y, axis.x) * u).sum()) * halfSize.y
  }
}
