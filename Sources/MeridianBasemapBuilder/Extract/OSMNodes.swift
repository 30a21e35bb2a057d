/// The nodes of an extract, in flat arrays sorted by id.
///
/// Node `i` has the id `ids[i]`, the location `latitudes[i]`, `longitudes[i]` in units of 10⁻⁷ degree
/// (OpenStreetMap's own precision, as osmium keeps it), and the tags `tags.tags(of: i)`.
package struct OSMNodes: Sendable, Hashable {
  /// Node ids, strictly ascending.
  package internal(set) var ids: [Int64] = []
  /// Latitudes in 10⁻⁷ degree, within ±900,000,000.
  package internal(set) var latitudes: [Int32] = []
  /// Longitudes in 10⁻⁷ degree, within ±1,800,000,000.
  package internal(set) var longitudes: [Int32] = []
  /// The nodes' tags.
  package internal(set) var tags = OSMTagTable()
  var index = OSMIDIndex([])

  /// The number of nodes.
  package var count: Int { ids.count }

  /// The position of the node with the id `id`, or `nil` when the extract does not hold it (a way or
  /// relation of a cut extract may refer to nodes outside it).
  package func position(ofID id: Int64) -> Int? { index.position(of: id, in: ids) }

  /// A node's latitude in degrees.
  package func latitude(of node: Int) -> Double { Double(latitudes[node]) * 1e-7 }

  /// A node's longitude in degrees.
  package func longitude(of node: Int) -> Double { Double(longitudes[node]) * 1e-7 }
}

/// The ways of an extract, in flat arrays sorted by id.
///
/// Way `i` has the id `ids[i]`, the node ids `refs(of: i)` in order (a closed way repeats its first
/// node last), and the tags `tags.tags(of: i)`. A node id need not be in the extract.
package struct OSMWays: Sendable, Hashable {
  /// Way ids, strictly ascending.
  package internal(set) var ids: [Int64] = []
  /// Where each way's node ids start in ``refs``; one entry more than there are ways.
  package internal(set) var refStart: [Int32] = [0]
  /// The ways' node ids, way after way.
  package internal(set) var refs: [Int64] = []
  /// The ways' tags.
  package internal(set) var tags = OSMTagTable()
  var index = OSMIDIndex([])

  /// The number of ways.
  package var count: Int { ids.count }

  /// The position of the way with the id `id`, or `nil` when the extract does not hold it.
  package func position(ofID id: Int64) -> Int? { index.position(of: id, in: ids) }

  /// A way's node ids, in order.
  package func refs(of way: Int) -> ArraySlice<Int64> { refs[Int(refStart[way])..<Int(refStart[way + 1])] }
}

/// The relations of an extract, in flat arrays sorted by id.
///
/// Relation `i` has the id `ids[i]`, the members at positions `members(of: i)` of ``memberTypes``,
/// ``memberRefs`` and ``memberRoles`` (a string table index; the empty role is an index too), in
/// order, and the tags `tags.tags(of: i)`. A member need not be in the extract, and a relation may
/// list itself.
package struct OSMRelations: Sendable, Hashable {
  /// Relation ids, strictly ascending.
  package internal(set) var ids: [Int64] = []
  /// Where each relation's members start in the member arrays; one entry more than there are relations.
  package internal(set) var memberStart: [Int32] = [0]
  /// Each member's type.
  package internal(set) var memberTypes: [OpenStreetMapElementType] = []
  /// Each member's id.
  package internal(set) var memberRefs: [Int64] = []
  /// Each member's role (a string table index).
  package internal(set) var memberRoles: [Int32] = []
  /// The relations' tags.
  package internal(set) var tags = OSMTagTable()
  var index = OSMIDIndex([])

  /// The number of relations.
  package var count: Int { ids.count }

  /// The position of the relation with the id `id`, or `nil` when the extract does not hold it.
  package func position(ofID id: Int64) -> Int? { index.position(of: id, in: ids) }

  /// The positions of a relation's members in ``memberTypes``, ``memberRefs`` and ``memberRoles``.
  package func members(of relation: Int) -> Range<Int> {
    Int(memberStart[relation])..<Int(memberStart[relation + 1])
  }
}
