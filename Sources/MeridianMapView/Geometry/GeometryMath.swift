import Foundation
import MeridianCore

/// Small planar geometry helpers the view needs: nearest points, point-in-ring, point-to-segment distance.
enum GeometryMath {
  /// The distance from `p` to the segment `a`–`b`, and the nearest point on it.
  static func nearestOnSegment(
    _ p: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)
  ) -> (x: Double, y: Double, distance: Double) {
    let vx = b.x - a.x
    let vy = b.y - a.y
    let lengthSquared = vx * vx + vy * vy
    var t = 0.0
    if lengthSquared > 0 {
      t = ((p.x - a.x) * vx + (p.y - a.y) * vy) / lengthSquared
      t = Swift.min(Swift.max(t, 0), 1)
    }
    let x = a.x + t * vx
    let y = a.y + t * vy
    return (x, y, hypot(p.x - x, p.y - y))
  }

  /// A Boolean value indicating whether `p` lies inside the rings by the even-odd rule.
  static func evenOddContains(_ rings: [[(x: Double, y: Double)]], _ p: (x: Double, y: Double)) -> Bool {
    var inside = false
    for ring in rings where ring.count >= 3 {
      var j = ring.count - 1
      for i in 0..<ring.count {
        let a = ring[i]
        let b = ring[j]
        if (a.y > p.y) != (b.y > p.y) {
          let x = (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x
          if p.x < x { inside.toggle() }
        }
        j = i
      }
    }
    return inside
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
