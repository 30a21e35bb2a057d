import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// The label texts of a record, formatted as the online service formats them.
///
/// - A point of interest: `Match_addr` and `ShortLabel` are its name; `Place_addr` its address
///   ("Mikonkatu 18, 00100 Helsinki"); `LongLabel` the name, the address and the country code.
/// - An address: `Match_addr` "Mikonkatu 18, 00100 Helsinki" (street first, postcode before the
///   city, as in the Nordic countries and Germany) or "380 New York St, Redlands, California, 92373"
///   (number first, in the United States, Canada, the United Kingdom and Australia).
/// - A populated place: "Springfield, Illinois" (name and region), a country: its name.
/// - A postcode: "90265, Malibu, California" or "00100, Helsinki".
struct PlaceLabels: Sendable {
  var matchAddress: String
  var longLabel: String
  var shortLabel: String
  var placeAddress: String
  var streetAddress: String

  /// Countries that write the house number before the street.
  static var numberFirstCountries: Set<String> { AddressText.numberFirstCountries }

  init(store: PlaceStore, record: Int) {
    let name = store.text(record, .name)
    let number = store.text(record, .houseNumber)
    let street = store.text(record, .street)
    let postcode = store.text(record, .postcode)
    let city = store.text(record, .city)
    let region = store.text(record, .region)
    let country = store.text(record, .countryCode)
    let countryName = store.text(record, .countryName)
    let numberFirst = Self.numberFirstCountries.contains(country)
    // Every label joins its parts through LabelText, so a missing part leaves no stray separator.
    let lines = AddressText(
      number: number, street: street, postcode: postcode, city: city, region: region, numberFirst: numberFirst)
    let streetAddress = lines.street
    let address = lines.full
    let kind = OfflineCategories.addressType(of: store.category(record))
    let typeName = OfflineCategories.nodes[store.category(record)].name
    self.streetAddress = streetAddress
    switch kind {
    case "POI":
      matchAddress = name
      shortLabel = name
      placeAddress = address
      longLabel = LabelText.join([name, address, country])
    case "Locality":
      if typeName == "Country" {
        matchAddress = name
        longLabel = name
      } else {
        let area = region.isEmpty ? countryName : region
        matchAddress = LabelText.join([name, area])
        longLabel = LabelText.join([name, region, country])
      }
      shortLabel = name
      placeAddress = matchAddress
    case "Postal":
      let place = numberFirst ? [city, region] : [city]
      matchAddress = LabelText.join([name] + place)
      longLabel = LabelText.join(
        [name] + (numberFirst ? [city, store.text(record, .regionAbbreviation)] : [city]) + [country])
      shortLabel = name
      placeAddress = matchAddress
    default:
      matchAddress = address
      longLabel = LabelText.join([address, country])
      shortLabel = streetAddress
      placeAddress = address
    }
  }
}
