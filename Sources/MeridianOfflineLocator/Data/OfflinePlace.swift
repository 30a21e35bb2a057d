import MeridianCore
import MeridianGeocoding

/// One record of an offline locator: a point of interest, an address, a populated place or a postcode.
///
/// Build a locator from records in memory with ``OfflineLocator/init(name:places:)``, or from files
/// (see ``OfflineLocator/Source``). Empty strings mean "not known".
///
/// ```swift
/// let cafe = OfflinePlace(
///   name: "Café Regatta", category: "Coffee Shop", houseNumber: "10", street: "Merikannontie",
///   postcode: "00260", city: "Helsinki", countryCode: "FIN", latitude: 60.1833, longitude: 24.9115)
/// let locator = try OfflineLocator(name: "Cafés", places: [cafe])
/// ```
public struct OfflinePlace: Sendable, Hashable {
  /// The place's name (`PlaceName`); empty for an address point.
  public var name: String
  /// Other names the place is known by; searches match them too.
  public var alternateNames: [String]
  /// The category, a name from the locator's category tree ("Coffee Shop", "City", "Point Address", ...).
  public var category: String
  /// The house number as the data writes it ("18", "5 A", "13A", "6-10", "11 B 9").
  public var houseNumber: String
  /// The street name.
  public var street: String
  /// The postal code.
  public var postcode: String
  /// The city.
  public var city: String
  /// The second-level administrative division (a county).
  public var subregion: String
  /// The first-level administrative division (a state or province).
  public var region: String
  /// The region's abbreviation ("CA"), if it has one.
  public var regionAbbreviation: String
  /// The country's ISO 3166 code, three letters preferred ("FIN", "USA").
  public var countryCode: String
  /// The country's name.
  public var countryName: String
  /// The latitude in degrees (WGS84).
  public var latitude: Double
  /// The longitude in degrees (WGS84).
  public var longitude: Double
  /// The prominence: the population for places, 0 for most points of interest. Higher ranks first.
  public var rank: Double
  /// A telephone number.
  public var phone: String
  /// A web address.
  public var url: String

  /// Creates a record.
  public init(
    name: String = "", alternateNames: [String] = [], category: String, houseNumber: String = "",
    street: String = "", postcode: String = "", city: String = "", subregion: String = "", region: String = "",
    regionAbbreviation: String = "", countryCode: String = "", countryName: String = "", latitude: Double,
    longitude: Double, rank: Double = 0, phone: String = "", url: String = ""
  ) {
    self.name = name
    self.alternateNames = alternateNames
    self.category = category
    self.houseNumber = houseNumber
    self.street = street
    self.postcode = postcode
    self.city = city
    self.subregion = subregion
    self.region = region
    self.regionAbbreviation = regionAbbreviation
    self.countryCode = countryCode
    self.countryName = countryName
    self.latitude = latitude
    self.longitude = longitude
    self.rank = rank
    self.phone = phone
    self.url = url
  }
}
