import InternalMeridianUtilities

/// Settings an app makes once for every task it creates, such as the API key of the online services.
///
/// Set the key once, before the app creates its first locator. When no key is passed,
/// `LocatorTask/init(url:apiKey:httpClient:clock:)` reads it when the task is created, and the basemap sources
/// (``BasemapStyle/vectorStyle(apiKey:serviceURL:)``, ``BasemapStyle/tileSource(userAgent:apiKey:)``) each time
/// they are asked; a key passed to them wins. Tests use ``withAPIKey(_:operation:)``. See
/// “`MeridianEnvironment`” in `docs/online-basemaps.md`.
///
/// ```swift
/// MeridianEnvironment.apiKey = "YOUR_API_KEY"
/// let locator = LocatorTask(url: worldGeocoder)  // uses the environment's key
/// let style = try BasemapStyle.arcGISTopographic.vectorStyle()  // so does the basemap
/// ```
public enum MeridianEnvironment {
  /// The process-wide API key; `nil` (the default) for none. Safe to read and set from any thread.
  public static var apiKey: String? {
    get { APIKeyStore.shared.key }
    set { APIKeyStore.shared.key = newValue }
  }

  /// Runs `operation` with ``apiKey`` reading `key` in the current task and the tasks it creates
  /// (a task-local value), leaving the process-wide key unchanged.
  ///
  /// - Parameters:
  ///   - key: The key in effect inside the scope, or `nil` for none (whatever the process-wide key).
  ///   - operation: The work to run.
  ///   - isolation: The actor `operation` runs on: the caller's, by default.
  /// - Returns: What `operation` returns.
  public static func withAPIKey<Result>(
    _ key: String?, operation: () async throws -> Result, isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> Result {
    try await APIKeyStore.$scoped.withValue(APIKeyStore.Scoped(key: key), operation: operation, isolation: isolation)
  }

  /// Runs synchronous `operation` with ``apiKey`` reading `key` (see ``withAPIKey(_:operation:isolation:)``).
  public static func withAPIKey<Result>(_ key: String?, operation: () throws -> Result) rethrows -> Result {
    try APIKeyStore.$scoped.withValue(APIKeyStore.Scoped(key: key), operation: operation)
  }
}

/// The storage behind ``MeridianEnvironment/apiKey``: a lock-protected process-wide key and a
/// task-local override, which wins when it is set.
package final class APIKeyStore: Sendable {
  /// A key set for one task tree (its `key` may be `nil`: "no key here").
  package struct Scoped: Sendable {
    package var key: String?
    package init(key: String?) { self.key = key }
  }

  /// The task-local override.
  @TaskLocal package static var scoped: Scoped?

  /// The store ``MeridianEnvironment`` uses.
  package static let shared = APIKeyStore()

  private let global = SharedLock<String?>(nil)

  /// Creates an empty store (tests make their own, so they never change the process-wide key).
  package init() {}

  /// The key in effect: the task-local override when set, else the process-wide key.
  package var key: String? {
    get { Self.scoped.map(\.key) ?? global.withLock { $0 } }
    set { global.withLock { $0 = newValue } }
  }
}
