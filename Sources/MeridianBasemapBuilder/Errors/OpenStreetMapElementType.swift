/// The three kinds of OpenStreetMap element.
///
/// The raw values are the PBF format's relation member types (`Relation.MemberType`).
public enum OpenStreetMapElementType: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A point with a latitude and longitude.
  case node = 0
  /// An ordered list of nodes: a line, or an area when closed.
  case way = 1
  /// An ordered list of members (nodes, ways, relations) with roles, such as a multipolygon.
  case relation = 2

  /// The element type's name as OpenStreetMap writes it: `node`, `way` or `relation`.
  public var description: String {
    switch self {
    case .node: return "node"
    case .way: return "way"
    case .relation: return "relation"
    }
  }
}
