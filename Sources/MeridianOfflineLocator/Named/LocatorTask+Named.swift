public import Foundation
public import MeridianGeocoding

extension LocatorTask {
  /// Creates a locator task for a local locator opened by name, as an offline app opens the
  /// locator it ships.
  ///
  /// The name is looked up when the first request needs the locator: among ``NamedLocators``, then
  /// as the index file `<name>.meridianindex` among the bundle's resources. It does not throw: a
  /// name that finds nothing fails each request with `GeocodingError.locatorNotFound(name:searched:)`,
  /// a damaged index file with `GeocodingError.dataFile(path:line:message:)`. See
  /// “`LocatorTask(name:bundle:clock:)`” in `docs/offline-locator.md`.
  ///
  /// - Parameters:
  ///   - name: The locator's name: 1 to 255 UTF-8 bytes, not a path (no `/`, `\` or NUL, not
  ///     starting with `.`); another name fails with `GeocodingError.invalidParameter(name:reason:)`.
  ///   - bundle: The bundle whose resources hold the index file. The default is the main bundle.
  ///   - clock: The clock of the task's timeouts. The default is a `ContinuousClock`.
  public init(name: String, bundle: Bundle = .main, clock: any Clock<Duration> = ContinuousClock()) {
    self.init(transport: NamedLocatorTransport(name: name, bundle: bundle), clock: clock)
  }
}
