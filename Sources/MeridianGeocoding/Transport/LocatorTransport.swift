public import MeridianCore

/// What to geocode: single-line text, multi-field address values, or an earlier suggestion.
public enum GeocodeQuery: Sendable, Hashable {
  /// Single-line text such as "380 New York St, Redlands" or "Coffee shop".
  case searchText(String)
  /// Address fields keyed by the locator's search attribute names (`Address`, `City`, `Region`, `Postal`, ...).
  case searchValues([String: String])
  /// A suggestion returned by ``LocatorTransport/suggest(_:parameters:)``.
  case suggestion(SuggestResult)
}

/// The seam every locator implements: the online geocoding service, the embedded offline locator,
/// a test double, or any other service.
///
/// ``LocatorTask`` validates input, projects locations into ``spatialReference`` and checks for
/// cancellation before it calls a transport, and projects results into the caller's
/// `outputSpatialReference` afterwards. A transport returns results in any spatial reference it
/// states on their geometries (normally its own).
public protocol LocatorTransport: Sendable {
  /// The spatial reference the transport expects locations in and returns them in.
  var spatialReference: SpatialReference { get }

  /// Describes the locator.
  ///
  /// - Returns: Its name, attributes, capabilities, spatial reference and categories.
  /// - Throws: An error when the description cannot be obtained, `CancellationError` when cancelled.
  func locatorInfo() async throws -> LocatorInfo

  /// Finds candidates for a query, best first.
  ///
  /// - Parameters:
  ///   - query: The validated query.
  ///   - parameters: The options, their locations already in ``spatialReference``.
  /// - Returns: The candidates, best first; ``LocatorTask`` applies `minScore` and `maxResults` again.
  /// - Throws: An error when the lookup fails, `CancellationError` when cancelled.
  func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult]

  /// Suggests completions for partial text, best first.
  ///
  /// - Parameters:
  ///   - text: The trimmed, non-empty text.
  ///   - parameters: The options, their locations already in ``spatialReference``.
  /// - Returns: The suggestions, best first.
  /// - Throws: An error when the lookup fails, `CancellationError` when cancelled.
  func suggest(_ text: String, parameters: SuggestParameters) async throws -> [SuggestResult]

  /// Finds what is at or near a location, nearest first.
  ///
  /// - Parameters:
  ///   - location: The location, in ``spatialReference``.
  ///   - parameters: The options; results farther than `maxDistance` are left out.
  /// - Returns: The results, nearest first; empty when nothing is near.
  /// - Throws: An error when the lookup fails, `CancellationError` when cancelled.
  func reverseGeocode(_ location: Point, parameters: ReverseGeocodeParameters) async throws -> [GeocodeResult]

  /// The largest number of queries one ``geocode(batch:parameters:)`` call takes.
  ///
  /// The default implementation returns 1; the online service reads its `MaxBatchSize`.
  ///
  /// - Returns: The batch size, at least 1.
  /// - Throws: An error when the size cannot be obtained, `CancellationError` when cancelled.
  func maximumBatchSize() async throws -> Int

  /// Geocodes several queries at once, returning one outcome per query in input order.
  ///
  /// The default implementation calls ``geocode(_:parameters:)`` for each query. A transport that
  /// has a batch operation (the online service's `geocodeAddresses`) overrides it.
  ///
  /// - Parameters:
  ///   - queries: The validated queries, at most ``maximumBatchSize()`` of them.
  ///   - parameters: The options shared by every query.
  /// - Returns: One outcome per query, in input order: its results (empty when unmatched) or its error.
  /// - Throws: An error when the batch fails as a whole, `CancellationError` when cancelled.
  func geocode(
    batch queries: [GeocodeQuery], parameters: GeocodeParameters
  ) async throws -> [Result<[GeocodeResult], any Error>]
}
