import MeridianCore
import MeridianGeocoding

/// The groups of categories that reverse geocoding selects as a whole.
///
/// Every reverse-geocoding feature type (see ``ReverseGeocodeParameters/featureTypes``) is a union
/// of these classes: points of interest, addresses, populated places other than countries, and
/// postcodes; everything else (countries, coordinate systems) is ``other``. The spatial index keeps
/// one k-d tree per class, so a reverse query searches whole trees and never tests categories point
/// by point.
enum ReverseClass {
  static let poi = 0
  static let address = 1
  static let locality = 2
  static let postal = 3
  static let other = 4
  /// The number of classes.
  static let count = 5

  /// A set of classes, one bit per class.
  typealias Set = UInt8

  /// The classes reverse geocoding searches when no feature type is given.
  static let defaultSet: Set = 1 << poi | 1 << address | 1 << locality

  /// The class of each category node, by node index.
  static let ofNode: [UInt8] = OfflineCategories.nodes.indices.map { UInt8(classify($0)) }

  /// The class of a category node index; an unknown index counts as ``other``.
  @inline(__always) static func of(category node: UInt16) -> Int {
    Int(node) < ofNode.count ? Int(ofNode[Int(node)]) : other
  }

  private static func classify(_ node: Int) -> Int {
    switch OfflineCategories.nodes[OfflineCategories.root(of: node)].name {
    case "POI": return poi
    case "Address": return address
    case "Postal": return postal
    case "Populated Place": return OfflineCategories.nodes[node].name == "Country" ? other : locality
    default: return other
    }
  }

  /// The classes in which a mask over category nodes includes at least one node.
  static func touched(by mask: [Bool]) -> Set {
    var set: Set = 0
    for (node, included) in mask.enumerated() where included && node < ofNode.count {
      set |= 1 << ofNode[node]
    }
    return set
  }
}
