import MeridianOfflineLocator

extension SampleData {
  /// The name the Helsinki locator goes by: `Helsinki_StreetAddress`, after the street-address
  /// locator an offline-geocode tutorial opens by name.
  public static let helsinkiStreetAddressLocatorName = "Helsinki_StreetAddress"

  /// The name the world places locator goes by: `World_Places`.
  public static let worldPlacesLocatorName = "World_Places"

  /// Registers the sample locators under their names, so `LocatorTask(name:)` opens them:
  /// ``helsinkiStreetAddressLocatorName`` (``helsinkiLocator(progress:)``) and
  /// ``worldPlacesLocatorName`` (``worldPlacesLocator(progress:)``).
  ///
  /// Call it once at launch, before the first named task asks; calling it again does no harm. The
  /// locators are built (or loaded from the cache) when a task first needs them, not here.
  ///
  /// ```swift
  /// SampleData.registerNamedLocators()
  /// let locator = LocatorTask(name: SampleData.helsinkiStreetAddressLocatorName)
  /// ```
  public static func registerNamedLocators() {
    NamedLocators.register(helsinkiStreetAddressLocatorName) { try await helsinkiLocator() }
    NamedLocators.register(worldPlacesLocatorName) { try await worldPlacesLocator() }
  }
}
