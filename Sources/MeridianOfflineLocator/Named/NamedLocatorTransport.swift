import Foundation
import MeridianCore
import MeridianGeocoding

/// A local locator found by name on first use: a registered one (``NamedLocators``), else the index
/// file `<name>.meridianindex` among a bundle's resources.
///
/// The locator is found and loaded once, when the first request needs it, and shared by every later
/// request; a lookup that fails is tried again by the next request (the file may have been added).
actor NamedLocatorTransport: LocatorTransport {
  /// The file extension of an index in a bundle: `meridianindex`.
  static let indexExtension = "meridianindex"
  /// The longest name looked up, in UTF-8 bytes: 255, a file name's limit on common file systems.
  static let maximumNameLength = 255

  nonisolated let spatialReference = SpatialReference.wgs84
  nonisolated let name: String
  nonisolated let bundle: Bundle
  private var loading: Task<OfflineLocator, any Error>?

  init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }

  /// The locator, found and loaded on first use.
  func locator() async throws -> OfflineLocator {
    if let loading { return try await loading.value }
    let task = Task { [name, bundle] in try await Self.find(name: name, in: bundle) }
    loading = task
    do {
      return try await task.value
    } catch {
      loading = nil
      throw error
    }
  }

  /// Finds the locator: the registered loader, else the bundle's index file.
  static func find(name: String, in bundle: Bundle) async throws -> OfflineLocator {
    let fileName = "\(name).\(indexExtension)"
    guard !name.isEmpty, name.utf8.count <= maximumNameLength else {
      throw GeocodingError.invalidParameter(
        name: "name",
        reason: "a locator name has 1 to \(maximumNameLength) UTF-8 bytes; this one has \(name.utf8.count)")
    }
    guard !name.contains("/"), !name.contains("\\"), !name.hasPrefix("."), !name.contains("\0") else {
      throw GeocodingError.invalidParameter(
        name: "name", reason: "'\(name)' is a path; a locator name has no '/', '\\' or NUL and does not start with '.'")
    }
    if let loader = NamedLocators.loader(named: name) { return try await loader() }
    guard let url = bundle.url(forResource: name, withExtension: indexExtension) else {
      let registered = NamedLocators.names
      let among = registered.isEmpty ? "no locator is registered" : "registered: \(registered.joined(separator: ", "))"
      throw GeocodingError.locatorNotFound(
        name: name, searched: "a registered locator (\(among)) and \(fileName) in the bundle at \(bundle.bundlePath)")
    }
    do {
      return try OfflineLocator(contentsOf: url, name: name)
    } catch {
      throw error.geocodingError ?? CancellationError()
    }
  }

  func locatorInfo() async throws -> LocatorInfo { try await locator().locatorInfo() }

  func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult] {
    try await locator().geocode(query, parameters: parameters)
  }

  func suggest(_ text: String, parameters: SuggestParameters) async throws -> [SuggestResult] {
    try await locator().suggest(text, parameters: parameters)
  }

  func reverseGeocode(_ location: Point, parameters: ReverseGeocodeParameters) async throws -> [GeocodeResult] {
    try await locator().reverseGeocode(location, parameters: parameters)
  }

  func maximumBatchSize() async throws -> Int { try await locator().maximumBatchSize() }

  func geocode(
    batch queries: [GeocodeQuery], parameters: GeocodeParameters
  ) async throws -> [Result<[GeocodeResult], any Error>] {
    try await locator().geocode(batch: queries, parameters: parameters)
  }
}
