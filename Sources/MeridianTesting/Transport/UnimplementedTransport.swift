public import MeridianCore
public import MeridianGeocoding
import Testing

/// A transport that fails the running test whenever it is called.
///
/// Use it as the default transport in tests that expect no geocoding: a call records a Swift Testing
/// issue that names the transport and the operation, then throws
/// `GeocodingError.unsupportedByLocator(operation:)`.
///
/// ```swift
/// let locator = LocatorTask(transport: UnimplementedTransport(name: "SearchModelTests"))
/// ```
public struct UnimplementedTransport: LocatorTransport {
  /// The name shown in the failure, usually the test or the model that got it.
  public var name: String
  /// The spatial reference the transport states; reading it is not a failure.
  public var spatialReference: SpatialReference

  /// Creates an unimplemented transport.
  ///
  /// - Parameters:
  ///   - name: The name shown in the failure.
  ///   - spatialReference: The spatial reference to state. The default is WGS84.
  public init(name: String, spatialReference: SpatialReference = .wgs84) {
    self.name = name
    self.spatialReference = spatialReference
  }

  /// Fails the running test: no locator description was expected.
  ///
  /// Records a Swift Testing issue naming this transport and the call, then throws.
  ///
  /// - Throws: `GeocodingError.unsupportedByLocator(operation:)`, always.
  public func locatorInfo() async throws -> LocatorInfo {
    throw fail("locatorInfo()")
  }

  /// Fails the running test: no geocode was expected.
  ///
  /// Records a Swift Testing issue naming this transport and the call, then throws.
  ///
  /// - Throws: `GeocodingError.unsupportedByLocator(operation:)`, always.
  public func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult] {
    throw fail("geocode(\(query))")
  }

  /// Fails the running test: no suggest was expected.
  ///
  /// Records a Swift Testing issue naming this transport and the call, then throws.
  ///
  /// - Throws: `GeocodingError.unsupportedByLocator(operation:)`, always.
  public func suggest(_ text: String, parameters: SuggestParameters) async throws -> [SuggestResult] {
    throw fail("suggest(\"\(text)\")")
  }

  /// Fails the running test: no reverse geocode was expected.
  ///
  /// Records a Swift Testing issue naming this transport and the call, then throws.
  ///
  /// - Throws: `GeocodingError.unsupportedByLocator(operation:)`, always.
  public func reverseGeocode(_ location: Point, parameters: ReverseGeocodeParameters) async throws -> [GeocodeResult] {
    throw fail("reverseGeocode(\(location))")
  }

  private func fail(_ call: String) -> GeocodingError {
    Issue.record(
      "UnimplementedTransport(\(name)): \(call) was called. Give the LocatorTask a MockTransport that answers it.")
    return GeocodingError.unsupportedByLocator(operation: "\(call) on UnimplementedTransport(\(name))")
  }
}
