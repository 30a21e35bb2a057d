import InternalMeridianUtilities

extension MeridianEnvironment {
  /// The basemap every map view draws in place of a style of the online basemap service: the app's
  /// offline basemap fallback; `nil` (the default) for none. Safe to read and set from any thread.
  ///
  /// Set it once when the app runs without the online service (no network, or no API key), and a
  /// map made with `Map(basemapStyle:)` draws it: frames, identify and snapshots use it, and the
  /// view lists its tiles, not the style's. A map whose basemap is made of layers is drawn as it
  /// is. The map's own `basemap` does not change (``Map/drawnBasemap`` says what is drawn):
  ///
  /// ```swift
  /// MeridianEnvironment.offlineBasemap = Basemap(baseLayers: [helsinkiLayer])
  /// let map = Map(basemapStyle: .arcGISTopographic)   // drawn with the Helsinki layer
  /// ```
  public static var offlineBasemap: Basemap? {
    get { OfflineBasemapStore.shared.basemap }
    set { OfflineBasemapStore.shared.basemap = newValue }
  }

  /// Runs `operation` with ``offlineBasemap`` reading `basemap` in the current task and the tasks
  /// it creates (a task-local value), leaving the process-wide fallback unchanged.
  ///
  /// - Parameters:
  ///   - basemap: The fallback in effect inside the scope, or `nil` for none.
  ///   - operation: The work to run.
  ///   - isolation: The actor `operation` runs on: the caller's, by default.
  /// - Returns: What `operation` returns.
  public static func withOfflineBasemap<Result>(
    _ basemap: Basemap?, operation: () async throws -> Result, isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> Result {
    try await OfflineBasemapStore.$scoped.withValue(
      OfflineBasemapStore.Scoped(basemap: basemap), operation: operation, isolation: isolation)
  }
}

extension Map {
  /// The basemap a map view draws for this map: ``MeridianEnvironment/offlineBasemap`` in place of
  /// a style of the online service when the app has set one, else ``basemap``.
  public var drawnBasemap: Basemap? {
    guard let basemap else { return nil }
    guard basemap.style != nil, let fallback = MeridianEnvironment.offlineBasemap else { return basemap }
    return fallback
  }
}

/// The storage behind ``MeridianEnvironment/offlineBasemap``: a lock-protected process-wide value
/// and a task-local override, which wins when it is set.
package final class OfflineBasemapStore: Sendable {
  /// A fallback set for one task tree (its `basemap` may be `nil`: "none here").
  package struct Scoped: Sendable {
    package var basemap: Basemap?
  }

  /// The task-local override.
  @TaskLocal package static var scoped: Scoped?

  /// The store ``MeridianEnvironment`` uses.
  package static let shared = OfflineBasemapStore()

  private let global = SharedLock<Basemap?>(nil)

  /// The fallback in effect: the task-local override when set, else the process-wide one.
  package var basemap: Basemap? {
    get { Self.scoped.map(\.basemap) ?? global.withLock { $0 } }
    set { global.withLock { $0 = newValue } }
  }
}
