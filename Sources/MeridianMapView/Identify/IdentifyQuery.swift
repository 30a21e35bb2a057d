import Foundation
import InternalMeridianUtilities
import MeridianCore

/// What one identify call asks: the snapshot's transform, the point and the tolerance.
struct IdentifyQuery: Sendable {
  var transform: ScreenTransform
  var point: CGPoint
  var mapX: Double
  var mapY: Double
  var tolerance: Double

  /// The world copies to query: the one under the point, and the neighbours on a wrapping map.
  var worldCopies: [Int] {
    guard let world = transform.worldWidth else { return [0] }
    // A box at mapX + k·world meets the world's −world/2 ..< world/2 for k near −mapX/world.
    // The point is inside a bounded view about a centre inside the world, so this is small; the
    // clamp keeps the neighbours' arithmetic in range whatever the input.
    let nearest = Int.clamping((-mapX / world).rounded(), to: -(1 << 40)...(1 << 40))
    return [nearest, nearest - 1, nearest + 1]
  }

  /// The map-unit shift of each world copy to query, in the order of ``worldCopies``: the box for a
  /// copy is the point's box moved by it, and what it finds is drawn moved back.
  var worldShifts: [Double] { worldCopies.map { Double($0) * (transform.worldWidth ?? 0) } }

  /// The query boxes, one per world copy: the point's box grown by `reach` plus the tolerance.
  ///
  /// - Parameter reach: The overlay's largest symbol reach, in points.
  func boxes(reach: Double) -> [Envelope] {
    let radius = (reach + tolerance) * transform.unitsPerPoint
    return worldShifts.map { shift in
      Envelope(
        xMin: mapX - radius + shift, yMin: mapY - radius, xMax: mapX + radius + shift, yMax: mapY + radius,
        spatialReference: transform.spatialReference)
    }
  }
}
