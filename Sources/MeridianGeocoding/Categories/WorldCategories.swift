/// The category hierarchy every Meridian locator shares: the World geocoding service's tree, flattened.
///
/// The offline locator gives each place one category of the tree, and the Nominatim transport maps
/// each result's OpenStreetMap class and type onto it (through ``OpenStreetMapCategories``), so
/// `GeocodeParameters.categories = ["Coffee Shop"]` means the same to both. Filtering by a category
/// includes everything below it: "POI" matches every point of interest and "Food" every café and
/// restaurant.
package enum WorldCategories {
  /// One node of the flattened tree.
  package struct Node: Sendable {
    /// The category's name as the service spells it.
    package let name: String
    /// The index of the parent node, or `nil` for a level-1 category.
    package let parent: Int?
    /// The depth: 1 for "POI", 2 for "Food", 3 for "Coffee Shop".
    package let level: Int
  }

  /// Every node, parents before children.
  package static let nodes: [Node] = {
    var result: [Node] = []
    func add(_ category: LocatorCategory, parent: Int?, level: Int) {
      let index = result.count
      result.append(Node(name: category.name, parent: parent, level: level))
      for child in category.subcategories { add(child, parent: index, level: level + 1) }
    }
    for top in tree { add(top, parent: nil, level: 1) }
    return result
  }()

  /// Everyday words for categories whose service names differ.
  package static let synonyms: [String: String] = [
    "cafe": "Coffee Shop", "cafes": "Coffee Shop", "coffee": "Coffee Shop", "coffee shops": "Coffee Shop",
    "petrol station": "Gas Station", "fuel": "Gas Station", "restaurants": "Restaurant", "pub": "Bar or Pub",
    "pubs": "Bar or Pub", "bar": "Bar or Pub", "bars": "Bar or Pub", "parks": "Park",
  ]

  /// Looks category names up under one way of folding text, with plurals and ``synonyms`` allowed.
  package struct NameTable: Sendable {
    private let fold: @Sendable (String) -> String
    private let indexByKey: [String: Int]

    /// Creates a table whose keys are the node names folded by `fold` (the first node of a key wins).
    ///
    /// - Parameter fold: How names and queries are folded (lower-cased, diacritics removed, ...).
    package init(fold: @escaping @Sendable (String) -> String) {
      var table: [String: Int] = [:]
      for (index, node) in WorldCategories.nodes.enumerated() {
        let key = fold(node.name)
        if table[key] == nil { table[key] = index }
      }
      self.fold = fold
      self.indexByKey = table
    }

    /// The index of the node a name denotes (plural "s" or "es" allowed, synonyms known), or `nil`.
    ///
    /// - Parameter name: A category name as a person writes it ("coffee shops", "FOOD", "cafe").
    /// - Returns: The node's index in ``WorldCategories/nodes``, or `nil` when no node has that name.
    package func index(named name: String) -> Int? {
      let key = fold(name)
      if key.isEmpty { return nil }
      if let index = indexByKey[key] { return index }
      if key.hasSuffix("es"), let index = indexByKey[String(key.dropLast(2))] { return index }
      if key.hasSuffix("s"), let index = indexByKey[String(key.dropLast())] { return index }
      if let synonym = WorldCategories.synonyms[key] { return indexByKey[fold(synonym)] }
      return nil
    }
  }

  /// Returns a Boolean value indicating whether `node` is `ancestor` or lies below it.
  package static func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
    var current: Int? = node
    while let index = current {
      if index == ancestor { return true }
      current = nodes[index].parent
    }
    return false
  }

  /// The level-1 ancestor of a node.
  package static func root(of node: Int) -> Int {
    var index = node
    while let parent = nodes[index].parent { index = parent }
    return index
  }

  /// The `Addr_type` the service reports for a place of this category.
  package static func addressType(of node: Int) -> String {
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
}
