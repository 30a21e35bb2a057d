import InternalMeridianUtilities

/// The process's named local locators: names that `LocatorTask(name:bundle:)` finds before it
/// looks for an index file in a bundle.
///
/// A data package registers the locators it can build (the sample data registers its Helsinki street
/// locator as `Helsinki_StreetAddress`); an app may register its own, such as one built on first
/// launch. Registering a name again replaces the loader. The loader runs when a task first needs the
/// locator, once per task; it should cache what it builds (the sample data does).
///
/// ```swift
/// NamedLocators.register("Contoso_Stores") { try OfflineLocator(contentsOf: storesIndexURL) }
/// let locator = LocatorTask(name: "Contoso_Stores")
/// ```
public enum NamedLocators {
  /// Loads a locator for a name.
  public typealias Loader = @Sendable () async throws -> OfflineLocator

  private static let loaders = SharedLock<[String: Loader]>([:])

  /// Registers a loader under a name, replacing any loader registered under it before.
  ///
  /// - Parameters:
  ///   - name: The name tasks ask for, matched exactly (case-sensitive).
  ///   - loader: Builds or loads the locator; its errors reach the task's first request.
  public static func register(_ name: String, loader: @escaping Loader) {
    loaders.withLock { $0[name] = loader }
  }

  /// Removes the loader registered under a name, if any.
  ///
  /// - Parameter name: The name to forget.
  public static func unregister(_ name: String) {
    _ = loaders.withLock { $0.removeValue(forKey: name) }
  }

  /// The registered names, sorted.
  public static var names: [String] { loaders.withLock { $0.keys.sorted() } }

  /// The loader registered under a name, or `nil`.
  static func loader(named name: String) -> Loader? { loaders.withLock { $0[name] } }
}
