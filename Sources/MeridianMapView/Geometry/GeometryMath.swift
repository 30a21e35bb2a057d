import Foundation
import MeridianCore

/// The view's distance helpers over screen and map points, on the planar predicates of `PlanarMath`.
enum GeometryMath {
  /// The distance from `p` to the segment `a`–`b`, and the nearest point on it.
  static func nearestOnSegment(
    _ p: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)
  ) -> (x: Double, y: Double, distance: Double) {
    let (c, _) = PlanarMath.closestPoint(on: SIMD2(a.x, a.y), SIMD2(b.x, b.y), to: SIMD2(p.x, p.y))
    return (c.x, c.y, hypot(p.x - c.x, p.y - c.y))
  }

  /// A Boolean value indicating whether `p` lies inside the rings by the even-odd rule.
  static func evenOddContains(_ rings: [[(x: Double, y: Double)]], _ p: (x: Double, y: Double)) -> Bool {
    PlanarMath.isInside(SIMD2(p.x, p.y), rings: rings) { SIMD2($0.x, $0.y) }
  }

  /// The distance from `p` to the nearest edge of closed rings.
  static func distanceToRings(_ rings: [[(x: Double, y: Double)]], _ p: (x: Double, y: Double)) -> Double {
    var best = Double.infinity
    for ring in rings where !ring.isEmpty {
      for i in 0..<ring.count {
        best = Swift.min(best, nearestOnSegment(p, ring[i], ring[(i + 1) % ring.count]).distance)
      }
    }
    return best
  }

  /// The distance from `p` to the nearest segment of open paths (a one-point path counts as its point).
  static func distanceToPaths(_ paths: [[(x: Double, y: Double)]], _ p: (x: Double, y: Double)) -> Double {
    var best = Double.infinity
    for path in paths where !path.isEmpty {
      if path.count == 1 {
        best = Swift.min(best, hypot(p.x - path[0].x, p.y - path[0].y))
        continue
      }
      for i in 0..<(path.count - 1) {
        best = Swift.min(best, nearestOnSegment(p, path[i], path[i + 1]).distance)
      }
    }
    return best
  }

  /// The point of a geometry nearest a location, in the geometry's coordinates; inside a polygon
  /// or envelope the location itself.
  static func nearestPoint(in geometry: any Geometry, to location: Point) -> Point? {
    let sr = geometry.spatialReference ?? location.spatialReference
    let p = (x: location.x, y: location.y)
    func best(_ paths: [[Point]], closed: Bool) -> Point? {
      var result: (x: Double, y: Double, distance: Double)?
      for path in paths where !path.isEmpty {
        let count = closed ? path.count : path.count - 1
        if count <= 0 {
          let d = hypot(p.x - path[0].x, p.y - path[0].y)
          if d < (result?.distance ?? .infinity) { result = (path[0].x, path[0].y, d) }
          continue
        }
        for i in 0..<count {
          let a = path[i]
          let b = path[(i + 1) % path.count]
          let n = nearestOnSegment(p, (a.x, a.y), (b.x, b.y))
          if n.distance < (result?.distance ?? .infinity) { result = n }
        }
      }
      return result.map { Point(x: $0.x, y: $0.y, spatialReference: sr) }
    }
    switch geometry {
    case let point as Point:
      return point
    case let multipoint as Multipoint:
      return multipoint.points.min { hypot($0.x - p.x, $0.y - p.y) < hypot($1.x - p.x, $1.y - p.y) }
        .map { Point(x: $0.x, y: $0.y, spatialReference: sr) }
    case let polyline as Polyline:
      return best(polyline.parts, closed: false)
    case let polygon as Polygon:
      let rings = polygon.parts.map { $0.map { (x: $0.x, y: $0.y) } }
      if evenOddContains(rings, p) { return Point(x: p.x, y: p.y, spatialReference: sr) }
      return best(polygon.parts, closed: true)
    case let envelope as Envelope:
      return Point(
        x: Swift.min(Swift.max(p.x, envelope.xMin), envelope.xMax),
        y: Swift.min(Swift.max(p.y, envelope.yMin), envelope.yMax), spatialReference: sr)
    case let any as AnyGeometry:
      return nearestPoint(in: any.geometry, to: location)
    default:
      return nil
    }
  }
}
