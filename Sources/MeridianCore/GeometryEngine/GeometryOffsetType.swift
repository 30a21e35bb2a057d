/// How ``GeometryEngine/offset(_:distance:offsetType:bevelRatio:flattenError:)`` joins the offset
/// segments at a corner that opens a gap on the offset side.
///
/// ArcGIS's names. docs/geometry.md ("Offset") draws each one.
public enum GeometryOffsetType: String, Sendable, Hashable, Codable, CaseIterable {
  /// The offset segments are extended to where they meet; a corner whose meeting point lies farther
  /// than `bevelRatio` × |distance| from the vertex is cut square to the corner's bisector there.
  case mitered
  /// The ends of the offset segments are joined by one straight segment.
  case bevelled
  /// An arc of the offset distance around the vertex, within `flattenError` of the true circle.
  case rounded
  /// As mitered where the corner's angle is 90° or more; a sharper corner is squared off by extending
  /// each offset segment by the distance and joining the two ends.
  case squared
}
