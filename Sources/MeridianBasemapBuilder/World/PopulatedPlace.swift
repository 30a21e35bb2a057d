/// A city, town or village for the world layer to label: its name, position, kind and population.
///
/// The basemap labels it from the zoom OpenStreetMap Carto would (`docs/basemap.md`, "Places"):
/// capitals from zoom 4 (over 600,000 people) or 5, cities from 4 to 7 by population, towns from 9,
/// villages from 12. A place without a population is placed by its kind. Its name is drawn as given,
/// whatever its script or direction.
///
/// ```swift
/// let place = PopulatedPlace(name: "Helsinki", latitude: 60.16952, longitude: 24.93545,
///                            kind: .city, isCapital: true, population: 658_864)
/// ```
public struct PopulatedPlace: Sendable, Hashable {
  /// What a place is, as OpenStreetMap's `place=*` and OpenMapTiles' `class` say it.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A city (`place=city`): over 100,000 people, by convention.
    case city
    /// A town (`place=town`): 10,000 to 100,000 people.
    case town
    /// A village (`place=village`): under 10,000 people.
    case village
  }

  /// The name, drawn as given.
  public var name: String
  /// The latitude in degrees (WGS84).
  public var latitude: Double
  /// The longitude in degrees (WGS84).
  public var longitude: Double
  /// What the place is.
  public var kind: Kind
  /// A Boolean value indicating whether the place is its country's capital.
  public var isCapital: Bool
  /// The population, or `nil` when it is not known.
  public var population: Int?

  /// Creates a place.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - latitude: The latitude in degrees.
  ///   - longitude: The longitude in degrees.
  ///   - kind: What the place is.
  ///   - isCapital: Whether it is a country's capital; `false` by default.
  ///   - population: The population; `nil` (unknown) by default.
  public init(
    name: String, latitude: Double, longitude: Double, kind: Kind, isCapital: Bool = false, population: Int? = nil
  ) {
    self.name = name
    self.latitude = latitude
    self.longitude = longitude
    self.kind = kind
    self.isCapital = isCapital
    self.population = population
  }
}
