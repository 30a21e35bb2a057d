extension LocatorTask {
  /// The longest search text (and suggestion label) accepted, in UTF-8 bytes after trimming: 2,048.
  /// Longer text throws ``GeocodingError/invalidParameter(name:reason:)`` naming `searchText`.
  public static let maxSearchTextBytes = 2_048
  /// The most fields in a multi-field address (`searchValues`): 32.
  public static let maxSearchValueFields = 32
  /// The largest `GeocodeParameters.maxResults`: 1,000.
  public static let maxGeocodeResults = 1_000
  /// The largest `ReverseGeocodeParameters.maxResults`: 100.
  public static let maxReverseGeocodeResults = 100
  /// The largest `SuggestParameters.maxResults`: 15.
  public static let maxSuggestions = 15
  /// The largest `ReverseGeocodeParameters.maxDistance`, in metres: half the equator (π × 6,378,137 m,
  /// rounded up), beyond which no point on Earth lies.
  public static let maxReverseDistance = 20_037_509.0
  /// The most entries in a list parameter (`categories`, `resultAttributeNames`, `featureTypes`): 100.
  public static let maxListEntries = 100
  /// The longest entry of a list parameter, a search field name or value, or a code, in UTF-8 bytes: 256.
  public static let maxEntryBytes = 256
  /// The most addresses one `geocode(addresses:using:maxConcurrentRequests:)` call takes: 10,000.
  public static let maxBatchAddresses = 10_000
  /// The most batches in flight at once; a larger `maxConcurrentRequests` is clamped to it: 64.
  public static let maxConcurrentRequestsLimit = 64
}
