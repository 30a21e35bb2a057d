/// An OpenStreetMap extract read into flat arrays: the header, one deduplicated string table, and the
/// nodes, ways and relations, each sorted by id with a hash index from id to position.
///
/// ```swift
/// let extract = try OSMExtract(contentsOf: url)
/// let highway = extract.stringIndex(of: "highway")
/// ```
///
/// Tags and member roles are indices into ``strings``, so a consumer looks a key up once
/// (``stringIndex(of:)``) and then compares integers. Nothing here is an object per element.
/// References are kept as the file gives them: a way's node or a relation's member missing from the
/// extract, or a relation listing itself, is the consumer's to judge.
package struct OSMExtract: Sendable, Hashable {
  /// What the header block says.
  package internal(set) var header = OSMHeader()
  /// Every tag key, tag value and member role, once each (by their bytes).
  package internal(set) var stringTable = OSMStringTable()
  /// The nodes, sorted by id.
  package internal(set) var nodes = OSMNodes()
  /// The ways, sorted by id.
  package internal(set) var ways = OSMWays()
  /// The relations, sorted by id.
  package internal(set) var relations = OSMRelations()
  /// Whether the file held some element type out of id order, which the reader then sorted.
  package internal(set) var sortedByReader = false

  /// Every tag key, tag value and member role, once each; tags and roles are indices into it.
  package var strings: [String] { stringTable.strings }

  /// The index of `string` in ``strings``, or `nil` when no tag or role uses it.
  package func stringIndex(of string: String) -> Int32? { stringTable.position(of: string) }

  /// The value of a node's tag, or `nil` when the node has no tag with that key.
  package func value(forKey key: String, ofNode node: Int) -> String? { value(key, nodes.tags, node) }

  /// The value of a way's tag, or `nil` when the way has no tag with that key.
  package func value(forKey key: String, ofWay way: Int) -> String? { value(key, ways.tags, way) }

  /// The value of a relation's tag, or `nil` when the relation has no tag with that key.
  package func value(forKey key: String, ofRelation relation: Int) -> String? {
    value(key, relations.tags, relation)
  }

  /// A node's tags as strings, in file order (allocates: for tests and tools, not hot paths).
  package func tags(ofNode node: Int) -> [(key: String, value: String)] { tags(nodes.tags, node) }

  /// A way's tags as strings, in file order (allocates: for tests and tools, not hot paths).
  package func tags(ofWay way: Int) -> [(key: String, value: String)] { tags(ways.tags, way) }

  /// A relation's tags as strings, in file order (allocates: for tests and tools, not hot paths).
  package func tags(ofRelation relation: Int) -> [(key: String, value: String)] {
    tags(relations.tags, relation)
  }

  private func value(_ key: String, _ table: OSMTagTable, _ element: Int) -> String? {
    guard let key = stringTable.position(of: key), let value = table.value(forKey: key, of: element) else {
      return nil
    }
    return stringTable.strings[Int(value)]
  }

  private func tags(_ table: OSMTagTable, _ element: Int) -> [(key: String, value: String)] {
    table.tags(of: element).map { (stringTable.strings[Int($0.0)], stringTable.strings[Int($0.1)]) }
  }
}
