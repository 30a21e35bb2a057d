import Foundation

/// Footprint arithmetic shared by the point symbols: rotate a shape about the anchor, grow it by half
/// an outline, move it by an offset, and take the box and the farthest distance.
struct FootprintShape {
  /// The shape's outline vertices, or for a circle the radius (vertices empty).
  var vertices: [CGPoint]
  var radius: Double?

  /// A rectangle centred on the anchor.
  static func rectangle(width: Double, height: Double) -> FootprintShape {
    let w = width / 2
    let h = height / 2
    return FootprintShape(vertices: [
      CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h),
    ])
  }

  /// A rectangle given by its corners relative to the anchor.
  static func rectangle(_ rect: CGRect) -> FootprintShape {
    FootprintShape(vertices: [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ])
  }

  /// The footprint after rotating counter-clockwise by `angle` degrees about the anchor, growing by
  /// `grow` points on every side (half an outline, a halo; round joins) and moving by `offset`.
  func footprint(angle: Double, grow: Double, offset: CGPoint) -> SymbolFootprint {
    let grow = Swift.max(grow.isFinite ? grow : 0, 0)
    if let radius {
      let r = Swift.max(radius, 0) + grow
      let rect = CGRect(x: offset.x - r, y: offset.y - r, width: 2 * r, height: 2 * r)
      return SymbolFootprint(kind: .point, rect: rect, reach: hypot(offset.x, offset.y) + r)
    }
    guard !vertices.isEmpty else { return .empty }
    let theta = (angle.isFinite ? angle : 0) * .pi / 180
    let c = cos(theta)
    let s = sin(theta)
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var reach = 0.0
    for v in vertices {
      let x = v.x * c - v.y * s + offset.x
      let y = v.x * s + v.y * c + offset.y
      minX = Swift.min(minX, x)
      minY = Swift.min(minY, y)
      maxX = Swift.max(maxX, x)
      maxY = Swift.max(maxY, y)
      reach = Swift.max(reach, hypot(x, y))
    }
    let rect = CGRect(x: minX - grow, y: minY - grow, width: maxX - minX + 2 * grow, height: maxY - minY + 2 * grow)
    return SymbolFootprint(kind: .point, rect: rect, reach: reach + grow)
  }
}
