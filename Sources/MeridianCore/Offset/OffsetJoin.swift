import Foundation

/// The corner construction of an offset: the points that join two offset segments around a vertex.
///
/// Directions are unit vectors; `a` ends the incoming offset segment and `b` starts the outgoing one,
/// both at the offset distance from the vertex on the outer side of the turn.
struct OffsetJoin {
  var type: GeometryOffsetType
  /// The absolute offset distance, positive.
  var distance: Double
  var bevelRatio: Double
  var flattenError: Double

  /// The most segments of one rounded join (ArcGIS: "around 180 vertices for each round join").
  static let maximumRoundSegments = 180

  /// The angle one round-join segment may span so that its chord stays within `flattenError` of the arc.
  var roundStep: Double {
    let ratio = 1 - flattenError / distance
    return ratio <= -1 ? Double.pi : 2 * acos(ratio)
  }

  /// The join's points strictly between `a` and `b` (none for a bevel).
  func points(
    at vertex: SIMD2<Double>, a: SIMD2<Double>, b: SIMD2<Double>, incoming u0: SIMD2<Double>, outgoing u1: SIMD2<Double>
  ) -> [SIMD2<Double>] {
    switch type {
    case .bevelled:
      return []
    case .rounded:
      let from = a - vertex
      let to = b - vertex
      // The arc runs forward, past the vertex: its sense is the turn from `from` towards `u0`.
      let turn = from.x * u0.y - from.y * u0.x
      let sweep = (turn < 0 ? -1 : 1) * atan2(abs(from.x * to.y - from.y * to.x), (from * to).sum())
      let wanted = (abs(sweep) / roundStep).rounded(.up)
      let count = Int(Swift.min(Swift.max(wanted, 1), Double(Self.maximumRoundSegments)))
      return (1..<Swift.max(count, 1)).map { k in
        let angle = sweep * Double(k) / Double(count)
        return vertex + SIMD2(from.x * cos(angle) - from.y * sin(angle), from.x * sin(angle) + from.y * cos(angle))
      }
    case .mitered:
      return mitre(at: vertex, a: a, b: b, incoming: u0, outgoing: u1, limit: bevelRatio * distance)
    case .squared:
      if (u0 * u1).sum() < 0 {
        return [a + distance * u0, b - distance * u1]
      }
      return mitre(at: vertex, a: a, b: b, incoming: u0, outgoing: u1, limit: .infinity)
    }
  }

  /// The mitre point, or the mitre cut square to the bisector at `limit` from the vertex, or a bevel
  /// when the bevel itself lies beyond `limit` (as GEOS's and ArcGIS's limited mitre).
  private func mitre(
    at vertex: SIMD2<Double>, a: SIMD2<Double>, b: SIMD2<Double>, incoming u0: SIMD2<Double>,
    outgoing u1: SIMD2<Double>,
    limit: Double
  ) -> [SIMD2<Double>] {
    let n0 = (a - vertex) / distance
    let n1 = (b - vertex) / distance
    let cosine = (n0 * n1).sum()
    if 1 + cosine > 1e-12 {
      let point = vertex + distance * (n0 + n1) / (1 + cosine)
      if PlanarMath.length(point - vertex) <= limit { return [point] }
    }
    let sum = n0 + n1
    let bisector = PlanarMath.length(sum) > 1e-12 ? sum / PlanarMath.length(sum) : u0
    let chord = ((a - vertex) * bisector).sum()
    guard chord < limit else { return [] }
    let along0 = (u0 * bisector).sum()
    let along1 = (u1 * bisector).sum()
    guard along0 > 1e-12, along1 < -1e-12 else { return [] }
    let first = a + ((limit - chord) / along0) * u0
    let second = b + ((limit - ((b - vertex) * bisector).sum()) / along1) * u1
    return [first, second]
  }
}
