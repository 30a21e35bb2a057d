/// The address lines of a place, written the way its country writes them.
///
/// The offline locator and the Nominatim transport format their `Match_addr`, `Place_addr` and
/// `StAddr` through it, so the two write the same address the same way: "Mikonkatu 18, 00100
/// Helsinki" (street first, postcode before the city, as in the Nordic countries and Germany) or
/// "380 New York St, Redlands, California, 92373" (number first).
package struct AddressText: Sendable {
  /// The street and house number ("Mikonkatu 18", "380 New York St"), or the street alone; empty without a street.
  package var street: String
  /// The locality parts: "00100 Helsinki" as one part, or the city, region and postcode.
  package var locality: [String]

  /// Countries that write the house number before the street, by ISO 3166-1 alpha-3 and alpha-2 code
  /// (upper case): the United States, Canada, the United Kingdom, Australia, New Zealand and Ireland.
  package static let numberFirstCountries: Set<String> = [
    "USA", "US", "CAN", "CA", "GBR", "GB", "AUS", "AU", "NZL", "NZ", "IRL", "IE",
  ]

  /// Creates the address lines of a place.
  ///
  /// - Parameters:
  ///   - number: The house number, or empty.
  ///   - street: The street, or empty.
  ///   - postcode: The postcode, or empty.
  ///   - city: The city, or empty.
  ///   - region: The region, or empty (written only number-first).
  ///   - numberFirst: Whether the country writes the number first (see ``numberFirstCountries``).
  package init(number: String, street: String, postcode: String, city: String, region: String, numberFirst: Bool) {
    if street.isEmpty {
      self.street = ""
    } else if number.isEmpty {
      self.street = street
    } else {
      self.street = numberFirst ? "\(number) \(street)" : "\(street) \(number)"
    }
    locality = numberFirst ? [city, region, postcode] : [LabelText.join([postcode, city], separator: " ")]
  }

  /// The whole address: the street part, then the locality, missing parts left out.
  package var full: String { LabelText.join([street] + locality) }
}
