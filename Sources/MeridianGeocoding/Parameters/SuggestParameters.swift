public import MeridianCore

/// Options for suggestions while a person types.
public struct SuggestParameters: Sendable, Hashable {
  /// Category names that filter suggestions ("POI", "Populated Place", ...).
  public var categories: [String] = []
  /// The largest number of suggestions, 1...15. The default is 5.
  public var maxResults: Int = 5
  /// A location that ranks nearer suggestions higher.
  public var preferredSearchLocation: Point?
  /// An area outside which no suggestion is given.
  public var searchArea: (any Geometry)? {
    get { searchAreaStorage?.geometry }
    set { searchAreaStorage = newValue.flatMap(AnyGeometry.init) }
  }
  /// An ISO country code restricting suggestions to one country.
  public var countryCode: String?

  var searchAreaStorage: AnyGeometry?

  /// Creates default parameters.
  public init() {}
}
