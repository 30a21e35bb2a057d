import MeridianCore
import MeridianGeocoding

/// The category hierarchy of the offline locator: the shared World tree (``WorldCategories``), with
/// names folded as the offline index folds them.
///
/// Every place carries one category of the tree, normally a level-3 name such as "Coffee Shop",
/// "City" or "Point Address". Filtering by a category includes everything below it, so "POI" matches
/// every point of interest and "Food" every café and restaurant. Names compare case-insensitively,
/// with diacritics folded and a plural "s" allowed ("coffee shops").
enum OfflineCategories {
  /// One node of the flattened tree.
  typealias Node = WorldCategories.Node

  /// Every node, parents before children.
  static var nodes: [Node] { WorldCategories.nodes }

  /// The World category tree, top-level categories first.
  static var worldTree: [LocatorCategory] { WorldCategories.tree }

  private static let names = WorldCategories.NameTable(fold: { TextFolding.foldedString($0) })

  /// The index of the node a name denotes (case-insensitive, plural allowed), or `nil`.
  static func index(named name: String) -> Int? { names.index(named: name) }

  /// Returns a Boolean value indicating whether `node` is `ancestor` or lies below it.
  static func isDescendant(_ node: Int, of ancestor: Int) -> Bool { WorldCategories.isDescendant(node, of: ancestor) }

  /// The level-1 ancestor of a node.
  static func root(of node: Int) -> Int { WorldCategories.root(of: node) }

  /// The `Addr_type` the service reports for a place of this category.
  static func addressType(of node: Int) -> String { WorldCategories.addressType(of: node) }

  /// A mask of node indices: the nodes below any of the named categories.
  ///
  /// - Throws: ``OfflineLocatorError/unknownCategory(_:)`` for a name that is not in the tree.
  static func filter(_ names: [String]) throws(OfflineLocatorError) -> [Bool]? {
    guard !names.isEmpty else { return nil }
    var wanted: [Int] = []
    for name in names {
      guard let index = index(named: name) else { throw .unknownCategory(name) }
      wanted.append(index)
    }
    return nodes.indices.map { node in wanted.contains { isDescendant(node, of: $0) } }
  }
}
