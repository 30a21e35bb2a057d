import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// The label texts of a Nominatim place, formatted as the offline locator and the online service
/// format theirs, from the `address` object's parts.
///
/// - A point of interest: `Match_addr` and `ShortLabel` are its name; `Place_addr` its address
///   ("Mikonkatu 18, 00100 Helsinki"); `LongLabel` Nominatim's `display_name`.
/// - An address: `Match_addr` "Mikonkatu 18, 00100 Helsinki" (street first, postcode before the city,
///   as in the Nordic countries and Germany) or "380 New York St, Redlands, California, 92373" (number
///   first, in the United States, Canada, the United Kingdom, Ireland, Australia and New Zealand).
/// - A street: "Mikonkatu, 00100 Helsinki"; a populated place: its name and its region or country;
///   a postcode: "00100, Helsinki".
struct NominatimLabels: Sendable {
  var matchAddress: String
  var shortLabel: String
  var placeAddress: String
  var streetAddress: String
  var longLabel: String

  init(place: NominatimPlace, addressType: String, typeName: String) {
    let number = place.address("house_number")
    let street = place.address("road", "pedestrian", "footway", "path", "square", "place")
    let postcode = place.address("postcode")
    let city = place.address("city", "town", "village", "municipality", "hamlet")
    let region = place.address("state", "region", "province")
    let country = place.address("country")
    let countryCode = place.address("country_code")
    let numberFirst = AddressText.numberFirstCountries.contains(countryCode.uppercased())
    let lines = AddressText(
      number: number, street: street, postcode: postcode, city: city, region: region, numberFirst: numberFirst)
    streetAddress = lines.street
    let locality = lines.locality
    let address = lines.full
    longLabel = place.displayName
    switch addressType {
    case "POI":
      let name = place.name.isEmpty ? typeName : place.name
      matchAddress = name
      shortLabel = name
      placeAddress = address
    case "Locality":
      let name = place.name.isEmpty ? city : place.name
      matchAddress = typeName == "Country" ? name : LabelText.join([name, region.isEmpty ? country : region])
      shortLabel = name
      placeAddress = matchAddress
    case "Postal":
      let name = place.name.isEmpty ? postcode : place.name
      matchAddress = LabelText.join([name] + (numberFirst ? [city, region] : [city]))
      shortLabel = name
      placeAddress = matchAddress
    case "StreetName":
      let name = place.name.isEmpty ? street : place.name
      matchAddress = LabelText.join([name] + locality)
      shortLabel = name
      placeAddress = matchAddress
    default:
      matchAddress = address.isEmpty ? place.displayName : address
      shortLabel = streetAddress.isEmpty ? matchAddress : streetAddress
      placeAddress = matchAddress
    }
    if longLabel.isEmpty { longLabel = matchAddress }
  }
}
