import MeridianCore
import MeridianGeocoding

/// The category hierarchy of the offline locator: the World geocoding service's tree, flattened.
///
/// Every place carries one category of the tree, normally a level-3 name such as "Coffee Shop",
/// "City" or "Point Address". Filtering by a category includes everything below it, so "POI" matches
/// every point of interest and "Food" every café and restaurant. Names compare case-insensitively,
/// with diacritics folded and a plural "s" allowed ("coffee shops").
enum OfflineCategories {
  /// One node of the flattened tree.
  struct Node: Sendable {
    /// The category's name as the service spells it.
    let name: String
    /// The index of the parent node, or `nil` for a level-1 category.
    let parent: Int?
    /// The depth: 1 for "POI", 2 for "Food", 3 for "Coffee Shop".
    let level: Int
  }

  /// Every node, parents before children.
  static let nodes: [Node] = {
    var result: [Node] = []
    func add(_ category: LocatorCategory, parent: Int?, level: Int) {
      let index = result.count
      result.append(Node(name: category.name, parent: parent, level: level))
      for child in category.subcategories { add(child, parent: index, level: level + 1) }
    }
    for top in worldTree { add(top, parent: nil, level: 1) }
    return result
  }()

  private static let indexByKey: [String: Int] = {
    var table: [String: Int] = [:]
    for (index, node) in nodes.enumerated() {
      let key = TextFolding.foldedString(node.name)
      if table[key] == nil { table[key] = index }
    }
    return table
  }()

  /// The index of the node a name denotes (case-insensitive, plural allowed), or `nil`.
  static func index(named name: String) -> Int? {
    let key = TextFolding.foldedString(name)
    if key.isEmpty { return nil }
    if let index = indexByKey[key] { return index }
    if key.hasSuffix("es"), let index = indexByKey[String(key.dropLast(2))] { return index }
    if key.hasSuffix("s"), let index = indexByKey[String(key.dropLast())] { return index }
    if let synonym = synonyms[key] { return indexByKey[TextFolding.foldedString(synonym)] }
    return nil
  }

  /// Everyday words for categories whose service names differ.
  static let synonyms: [String: String] = [
    "cafe": "Coffee Shop", "cafes": "Coffee Shop", "coffee": "Coffee Shop", "coffee shops": "Coffee Shop",
    "petrol station": "Gas Station", "fuel": "Gas Station", "restaurants": "Restaurant", "pub": "Bar or Pub",
    "pubs": "Bar or Pub", "bar": "Bar or Pub", "bars": "Bar or Pub", "parks": "Park",
  ]

  /// Returns a Boolean value indicating whether `node` is `ancestor` or lies below it.
  static func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
    var current: Int? = node
    while let index = current {
      if index == ancestor { return true }
      current = nodes[index].parent
    }
    return false
  }

  /// The level-1 ancestor of a node.
  static func root(of node: Int) -> Int {
    var index = node
    while let parent = nodes[index].parent { index = parent }
    return index
  }

  /// The `Addr_type` the service reports for a place of this category.
  static func addressType(of node: Int) -> String {
    switch nodes[node].name {
    case "Point Address": return "PointAddress"
    case "Street Address": return "StreetAddress"
    case "Street Name": return "StreetName"
    case "Subaddress": return "Subaddress"
    case "Intersection": return "StreetInt"
    case "Primary Postal": return "Postal"
    case "Postal Locality": return "PostalLoc"
    case "Postal Extension": return "PostalExt"
    default: break
    }
    switch nodes[root(of: node)].name {
    case "POI": return "POI"
    case "Populated Place": return "Locality"
    case "Postal": return "Postal"
    case "Coordinate System": return nodes[node].name
    default: return "PointAddress"
    }
  }

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
