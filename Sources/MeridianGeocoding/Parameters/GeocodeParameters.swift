public import MeridianCore

/// Options for a geocode: how many results, which attributes, where to look and in what reference.
///
/// ```swift
/// var parameters = GeocodeParameters()
/// parameters.preferredSearchLocation = extent?.center
/// parameters.addResultAttributeNames(["Place_addr", "PlaceName"])
/// ```
public struct GeocodeParameters: Sendable, Hashable {
  /// The attribute names each result carries; `["*"]` asks for all. Empty asks for the locator's default set.
  public var resultAttributeNames: [String] = []
  /// The largest number of results, or `nil` for the locator's default (the offline locator returns up to 20).
  public var maxResults: Int?
  /// The lowest score (0...100) a result may have. The default is 0.
  public var minScore: Double = 0
  /// The spatial reference of result geometries; `nil` means the locator's own (WGS84 for the bundled ones).
  public var outputSpatialReference: SpatialReference?
  /// A location that ranks nearer results higher (it does not exclude farther ones).
  public var preferredSearchLocation: Point?
  /// An area that restricts results to those inside it.
  public var searchArea: (any Geometry)? {
    get { searchAreaStorage?.geometry }
    set { searchAreaStorage = newValue.flatMap(AnyGeometry.init) }
  }
  /// Category names that filter results ("POI", "Coffee Shop", "Populated Place", ...).
  public var categories: [String] = []
  /// An ISO country code (two or three letters) restricting results to one country.
  public var countryCode: String?
  /// The language of result text, as an ISO language code.
  public var outputLanguageCode: String?
  /// A Boolean value indicating whether results will be stored (the online service bills this).
  public var forStorage: Bool = false

  var searchAreaStorage: AnyGeometry?

  /// Creates default parameters.
  public init() {}

  /// Adds attribute names to ``resultAttributeNames``, skipping ones already present.
  ///
  /// - Parameter names: The attribute names, such as `PlaceName` and `Place_addr`, or `*` for all.
  public mutating func addResultAttributeNames(_ names: [String]) {
    for name in names where !resultAttributeNames.contains(name) { resultAttributeNames.append(name) }
  }

  /// Adds one attribute name to ``resultAttributeNames``, unless it is already present.
  ///
  /// - Parameter name: The attribute name, such as `PlaceName`.
  public mutating func addResultAttributeName(_ name: String) { addResultAttributeNames([name]) }
}
