public import MeridianCore

/// Options for a reverse geocode: finding what is at or near a location.
public struct ReverseGeocodeParameters: Sendable, Hashable {
  /// The largest number of results. The default is 1.
  public var maxResults: Int = 1
  /// The search radius in metres, or `nil` for the default of 1,000 m.
  public var maxDistance: Double?
  /// The attribute names each result carries; `["*"]` asks for all.
  public var resultAttributeNames: [String] = []
  /// The spatial reference of result geometries; `nil` means the locator's own.
  public var outputSpatialReference: SpatialReference?
  /// The kinds of feature to look for ("StreetInt", "StreetAddress", "POI", "Locality", "Postal", ...);
  /// empty means any.
  public var featureTypes: [String] = []
  /// The language of result text, as an ISO language code.
  public var outputLanguageCode: String?
  /// A Boolean value indicating whether results will be stored.
  public var forStorage: Bool = false

  /// The radius used when ``maxDistance`` is `nil`: 1,000 m.
  public static let defaultMaxDistance = 1_000.0

  /// Creates default parameters.
  public init() {}

  /// Adds attribute names to ``resultAttributeNames``, skipping ones already present.
  ///
  /// - Parameter names: The attribute names, such as `PlaceName` and `Place_addr`, or `*` for all.
  public mutating func addResultAttributeNames(_ names: [String]) {
    for name in names where !resultAttributeNames.contains(name) { resultAttributeNames.append(name) }
  }
}
