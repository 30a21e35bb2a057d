public import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding
public import MeridianOfflineLocator
import Synchronization

/// The real data sets Meridian ships, and ready offline locators built on them.
///
/// ```swift
/// let task = LocatorTask(transport: try await SampleData.helsinkiLocator())
/// let cafes = try await task.geocode(forSearchText: "Coffee shop", using: GeocodeParameters())
/// ```
///
/// Each locator is built once per process and shared: concurrent first calls wait for the same
/// build. No prebuilt index ships: the first run builds the indexes from the CSV files and caches
/// them in the user's caches directory (see ``indexCacheDirectory``); later runs load the cache. Data: © OpenStreetMap contributors (ODbL 1.0);
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

  /// The sample indexes, built from the bundled CSV files and cached between runs.
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

  /// The directory where the built sample indexes are cached between runs, or `nil` when there is
  /// none (the locators are then built in memory on every run).
  ///
  /// `MERIDIAN_CACHE_DIR` when that environment variable is set (used as it is); otherwise a
  /// `Meridian` folder in the user's caches directory: `~/Library/Caches/Meridian` on Apple
  /// platforms, `$XDG_CACHE_HOME/Meridian` or `~/.cache/Meridian` on Linux. The files are named
  /// `world-v3-<checksum>.meridianindex`: the index format version and a checksum of the CSV files,
  /// so new data or a new format is rebuilt, never read from an old file. Deleting the directory is
  /// always safe.
  public static var indexCacheDirectory: URL? { IndexCache.shared.directory }

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
  /// Built once per process and shared. The first run builds the index from the CSV files (a few
  /// seconds; `progress` hears about it) and caches it in ``indexCacheDirectory``; later runs load
  /// the cached file. A damaged cache file is rebuilt and replaced; a cache directory that cannot be
  /// written only means the index is built in memory again next time.
  ///
  /// - Parameter progress: Called while the index is built (phase ``Index/buildPhase`` of
  ///   ``Index/world``), not when the cached file is loaded. Only the call that starts the process's
  ///   build reports progress.
  /// - Throws: An `OfflineLocatorError` if the bundled data is missing or damaged.
  public static func worldPlacesLocator(
    progress: @escaping @Sendable (BuildProgress) -> Void = { _ in }
  ) async throws -> OfflineLocator {
    try await cached("world") { try await locator(.world, progress: progress) }
  }

  /// The Helsinki locator: points of interest, addresses and postcodes of central Helsinki, plus
  /// every world place of ``worldPlacesLocator(progress:)`` (sharing its data).
  ///
  /// Built once per process and shared, and cached between runs as the world locator is. The two
  /// indexes are built (or loaded) at the same time.
  ///
  /// - Parameter progress: Called while the Helsinki and world indexes are built (each its own
  ///   phase, side by side), not when they are loaded. Only the call that starts the process's
  ///   build reports progress.
  /// - Throws: An `OfflineLocatorError` if the bundled data is missing or damaged.
  public static func helsinkiLocator(
    progress: @escaping @Sendable (BuildProgress) -> Void = { _ in }
  ) async throws -> OfflineLocator {
    try await cached("helsinki") {
      async let world = worldPlacesLocator(progress: progress)
      let helsinki = try await locator(.helsinki, progress: progress)
      return OfflineLocator(name: "Helsinki", combining: [helsinki, try await world])
    }
  }

  /// Builds an index's locator from the CSV files, uncached (what the cache files hold).
  ///
  /// - Parameters:
  ///   - index: The index to build.
  ///   - progress: Called as the build advances (phase ``Index/buildPhase``).
  /// - Throws: An `OfflineLocatorError` if the bundled data is missing or damaged, or
  ///   `CancellationError` when the task is cancelled.
  public static func buildFromCSV(
    _ index: Index, progress: @escaping @Sendable (BuildProgress) -> Void = { _ in }
  ) async throws -> OfflineLocator {
    try await build(index, fractions: { progress(BuildProgress(phase: index.buildPhase, fraction: $0)) })
  }

  /// Builds an index's locator from the CSV files, reporting plain fractions 0...1.
  static func build(_ index: Index, fractions: @escaping @Sendable (Double) -> Void) async throws -> OfflineLocator {
    let sources: [OfflineLocator.Source]
    switch index {
    case .world: sources = try worldSources()
    case .helsinki: sources = try helsinkiSources()
    }
    let build = OfflineLocator.build(name: index.locatorName, sources: sources)
    let forward = Task {
      for await fraction in build.progress { fractions(fraction) }
    }
    defer { forward.cancel() }
    return try await withTaskCancellationHandler {
      let locator = try await build.locator
      await forward.value
      return locator
    } onCancel: {
      build.cancel()
    }
  }

  /// An index's locator from the shared cache, its build reported as its phase.
  private static func locator(
    _ index: Index, progress: @escaping @Sendable (BuildProgress) -> Void
  ) async throws -> OfflineLocator {
    try await IndexCache.shared.locator(
      index, progress: { progress(BuildProgress(phase: index.buildPhase, fraction: $0)) }
    )
    .locator
  }

  static func resource(_ name: String, _ ext: String) throws(OfflineLocatorError) -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources") else {
      throw .unreadableFile(file: "\(name).\(ext)", reason: "the resource is missing from MeridianSampleData")
    }
    return url
  }

  private static let builds = SharedLock<[String: Task<any Sendable, any Error>]>([:])

  /// Runs `make` once per key; concurrent callers await the same task. A failed build is forgotten,
  /// so a later call tries again. (Each key always makes one type; a value of another type, which
  /// cannot happen, is made again rather than trusted.)
  ///
  /// A caller whose task is cancelled stops waiting at once with `CancellationError`; the build goes
  /// on for the other callers (and for the cache), since they share it.
  static func cached<Value: Sendable>(
    _ key: String, _ make: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let task = builds.withLock { builds in
      if let task = builds[key] { return task }
      let task = Task<any Sendable, any Error>.detached(priority: .userInitiated) { try await make() }
      builds[key] = task
      return task
    }
    do {
      guard let value = try await Self.value(of: task) as? Value else { return try await make() }
      return value
    } catch is CancellationError where Task.isCancelled {
      // This caller stopped waiting; the shared build goes on and stays cached.
      throw CancellationError()
    } catch {
      builds.withLock { builds in
        if builds[key] == task { builds[key] = nil }
      }
      throw error
    }
  }

  /// A shared task's value, or `CancellationError` as soon as the waiting task is cancelled (awaiting
  /// `task.value` itself waits for the task to end, cancelled or not).
  private static func value(of task: Task<any Sendable, any Error>) async throws -> any Sendable {
    let waiter = Waiter()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiter.set(continuation)
        Task { [waiter] in waiter.resume(with: await task.result) }
        if Task.isCancelled { waiter.resume(with: .failure(CancellationError())) }
      }
    } onCancel: {
      waiter.resume(with: .failure(CancellationError()))
    }
  }

  /// One caller's wait for a shared build: resumed once, by the build's end or the caller's cancel,
  /// whichever comes first.
  private final class Waiter: Sendable {
    private let continuation = Mutex<CheckedContinuation<any Sendable, any Error>?>(nil)

    func set(_ continuation: CheckedContinuation<any Sendable, any Error>) {
      self.continuation.withLock { $0 = continuation }
    }

    func resume(with result: Result<any Sendable, any Error>) {
      continuation.withLock { $0.take() }?.resume(with: result)
    }
  }
}
