/// One populated place of a GeoNames cities file (such as the sample data's cities1000, CC BY 4.0),
/// as the file lists it.
public struct GeoNamesPlace: Sendable, Hashable {
  /// The GeoNames id.
  public var geonameID: Int
  /// The place's name.
  public var name: String
  /// The ISO 3166 two-letter country code.
  public var countryCode: String
  /// The population (0 when the file gives none).
  public var population: Int
  /// The latitude in degrees (WGS84).
  public var latitude: Double
  /// The longitude in degrees (WGS84).
  public var longitude: Double

  /// Creates a place.
  public init(
    geonameID: Int, name: String, countryCode: String, population: Int, latitude: Double, longitude: Double
  ) {
    self.geonameID = geonameID
    self.name = name
    self.countryCode = countryCode
    self.population = population
    self.latitude = latitude
    self.longitude = longitude
  }
}
