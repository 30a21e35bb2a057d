public import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding
public import MeridianOfflineLocator

/// The real data sets Meridian ships, and ready offline locators built on them.
///
/// ```swift
/// let task = LocatorTask(transport: try await SampleData.helsinkiLocator())
/// let cafes = try await task.geocode(forSearchText: "Coffee shop", using: GeocodeParameters())
/// ```
///
/// Each locator is built once per process and shared: concurrent first calls wait for the same
/// build. The locators load prebuilt binary indexes shipped as resources (see ``indexFileName(_:)``);
/// without them they are built from the CSV files. Data: © OpenStreetMap contributors (ODbL 1.0);
/// GeoNames (CC BY 4.0); US ZIP codes from the `zipcodes` package (MIT) with GeoNames coordinates.
public enum SampleData {
  /// The bundled data sets.
  public enum DataSet: String, Sendable, CaseIterable {
    /// Named points of interest in central Helsinki (OpenStreetMap, ODbL 1.0).
    case helsinkiPOIs = "helsinki-pois"
    /// Address points in central Helsinki (OpenStreetMap, ODbL 1.0).
    case helsinkiAddresses = "helsinki-addresses"
    /// Every populated place with 1,000 people or more (GeoNames cities1000, CC BY 4.0).
    case cities = "geonames-cities1000"
    /// Countries with their codes and capitals (GeoNames, CC BY 4.0).
    case countries = "geonames-countries"
    /// US ZIP codes with their centroids (`zipcodes` package, MIT; coordinates GeoNames, CC BY 4.0).
    case usZipCodes = "us-zipcodes"
  }

  /// The prebuilt indexes shipped as resources.
  public enum Index: String, Sendable, CaseIterable {
    /// World places, countries and US ZIP codes.
    case world
    /// Helsinki points of interest, addresses and postcodes (searched together with ``world``).
    case helsinki
  }

  /// The URL of a bundled CSV file.
  ///
  /// - Throws: `OfflineLocatorError.unreadableFile(file:reason:)` when the resource is missing.
  public static func url(of dataSet: DataSet) throws(OfflineLocatorError) -> URL {
    try resource(dataSet.rawValue, "csv")
  }

  /// The file name of a prebuilt index resource (`world.meridianindex`, `helsinki.meridianindex`).
  public static func indexFileName(_ index: Index) -> String { "\(index.rawValue).meridianindex" }

  /// The URL of a prebuilt index resource, or `nil` when the package was built without it.
  public static func indexURL(_ index: Index) -> URL? {
    Bundle.module.url(forResource: index.rawValue, withExtension: "meridianindex", subdirectory: "Resources")
  }

  /// The sources of the world locator: GeoNames places and countries and the US ZIP codes.
  public static func worldSources() throws(OfflineLocatorError) -> [OfflineLocator.Source] {
    [
      .geoNamesCities(try url(of: .cities)), .geoNamesCountries(try url(of: .countries)),
      .usZipCodes(try url(of: .usZipCodes)),
    ]
  }

  /// The sources of the Helsinki data: OpenStreetMap points of interest and addresses, with Helsinki,
  /// Uusimaa, Finland filled in where a row leaves them empty.
  public static func helsinkiSources() throws(OfflineLocatorError) -> [OfflineLocator.Source] {
    let defaults = OfflinePlace(
      category: "POI", city: "Helsinki", region: "Uusimaa", countryCode: "FIN", countryName: "Finland", latitude: 0,
      longitude: 0)
    return [
      .openStreetMapPOIs(try url(of: .helsinkiPOIs), defaults: defaults),
      .openStreetMapAddresses(try url(of: .helsinkiAddresses), defaults: defaults),
    ]
  }

  /// The world locator: GeoNames populated places (population ≥ 1,000), countries and US ZIP codes.
  ///
  /// Built once per process and shared.
  ///
  /// - Throws: An `OfflineLocatorError` if the bundled data is missing or damaged.
  public static func worldPlacesLocator() async throws -> OfflineLocator {
    try await cached("world") { try await load(.world, name: "World") }
  }

  /// The Helsinki locator: points of interest, addresses and postcodes of central Helsinki, plus
  /// every world place of ``worldPlacesLocator()`` (sharing its data).
  ///
  /// Built once per process and shared.
  ///
  /// - Throws: An `OfflineLocatorError` if the bundled data is missing or damaged.
  public static func helsinkiLocator() async throws -> OfflineLocator {
    try await cached("helsinki") {
      let helsinki = try await load(.helsinki, name: "Helsinki")
      let world = try await worldPlacesLocator()
      return OfflineLocator(name: "Helsinki", combining: [helsinki, world])
    }
  }

  /// Builds an index's locator from the CSV files (what the shipped index is generated from).
  public static func buildFromCSV(_ index: Index) async throws -> OfflineLocator {
    switch index {
    case .world: return try await OfflineLocator(name: "World", sources: try worldSources())
    case .helsinki: return try await OfflineLocator(name: "Helsinki", sources: try helsinkiSources())
    }
  }

  private static func load(_ index: Index, name: String) async throws -> OfflineLocator {
    if let url = indexURL(index) { return try OfflineLocator(contentsOf: url, name: name) }
    return try await buildFromCSV(index)
  }

  private static func resource(_ name: String, _ ext: String) throws(OfflineLocatorError) -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources") else {
      throw .unreadableFile(file: "\(name).\(ext)", reason: "the resource is missing from MeridianSampleData")
    }
    return url
  }

  private static let builds = SharedLock<[String: Task<OfflineLocator, any Error>]>([:])

  /// Runs `make` once per key; concurrent callers await the same task. A failed build is forgotten,
  /// so a later call tries again.
  private static func cached(
    _ key: String, _ make: @escaping @Sendable () async throws -> OfflineLocator
  )
    async throws -> OfflineLocator
  {
    let task = builds.withLock { builds in
      if let task = builds[key] { return task }
      let task = Task.detached(priority: .userInitiated) { try await make() }
      builds[key] = task
      return task
    }
    do {
      return try await task.value
    } catch {
      builds.withLock { builds in
        if builds[key] == task { builds[key] = nil }
      }
      throw error
    }
  }
}
