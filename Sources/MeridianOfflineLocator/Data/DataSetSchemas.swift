import Foundation
import MeridianCore
import MeridianGeocoding

/// Readers for the schemas of the bundled data sets (GeoNames, US ZIP codes, OpenStreetMap).
enum DataSetSchemas {
  static func readGeoNamesCities(
    _ url: URL, progress: (Double) -> Void
  ) throws(OfflineLocatorError)
    -> [OfflinePlace]
  {
    var csv = try SourceLoader.open(url)
    let name = try csv.requiredColumn("name")
    let alternates = try csv.requiredColumn("alternatenames")
    let admin1 = try csv.requiredColumn("admin1")
    let admin2 = try csv.requiredColumn("admin2")
    let country = try csv.requiredColumn("countrycode")
    let population = try csv.requiredColumn("population")
    let latitude = try csv.requiredColumn("latitude")
    let longitude = try csv.requiredColumn("longitude")
    var places: [OfflinePlace] = []
    places.reserveCapacity(180_000)
    while let (line, fields) = try csv.nextRow() {
      guard !fields[name].isEmpty else {
        throw .malformedRow(file: csv.file, line: line, field: "name", reason: "is empty")
      }
      let (lat, lon) = try SourceLoader.coordinate(fields, latitude: latitude, longitude: longitude, csv, line)
      let people = try SourceLoader.number(fields[population], csv, line, "population", allowEmpty: true) ?? 0
      let others = fields[alternates].split(separator: "|").map(String.init).filter { !$0.isEmpty }
      let region = fields[admin1]
      places.append(
        OfflinePlace(
          name: fields[name], alternateNames: others, category: "City", subregion: fields[admin2], region: region,
          regionAbbreviation: fields[country] == "US" ? USStates.abbreviation(of: region) ?? "" : "",
          countryCode: fields[country], latitude: lat, longitude: lon, rank: people))
      if places.count % 8192 == 0 { progress(csv.fractionRead) }
    }
    return places
  }

  static func readZipCodes(_ url: URL, progress: (Double) -> Void) throws(OfflineLocatorError) -> [OfflinePlace] {
    var csv = try SourceLoader.open(url)
    let zip = try csv.requiredColumn("zip_code")
    let city = try csv.requiredColumn("city")
    let state = try csv.requiredColumn("state")
    let county = try csv.requiredColumn("county")
    let latitude = try csv.requiredColumn("latitude")
    let longitude = try csv.requiredColumn("longitude")
    var places: [OfflinePlace] = []
    while let (line, fields) = try csv.nextRow() {
      let code = fields[zip]
      guard code.count == 5, code.allSatisfy(\.isASCII), code.allSatisfy(\.isNumber) else {
        throw .malformedRow(file: csv.file, line: line, field: "zip_code", reason: "is not five digits ('\(code)')")
      }
      let (lat, lon) = try SourceLoader.coordinate(fields, latitude: latitude, longitude: longitude, csv, line)
      if lat == 0 && lon == 0 { continue }
      places.append(
        OfflinePlace(
          name: code, category: "Primary Postal", postcode: code, city: fields[city], subregion: fields[county],
          region: USStates.name(of: fields[state]) ?? fields[state], regionAbbreviation: fields[state],
          countryCode: "USA", countryName: "United States", latitude: lat, longitude: lon))
      if places.count % 8192 == 0 { progress(csv.fractionRead) }
    }
    return places
  }

  static func readPOIs(_ url: URL, defaults: OfflinePlace) throws(OfflineLocatorError) -> [OfflinePlace] {
    var csv = try SourceLoader.open(url)
    let name = try csv.requiredColumn("name")
    let key = try csv.requiredColumn("osm_key")
    let value = try csv.requiredColumn("osm_value")
    let number = try csv.requiredColumn("housenumber")
    let street = try csv.requiredColumn("street")
    let postcode = try csv.requiredColumn("postcode")
    let city = try csv.requiredColumn("city")
    let phone = try csv.requiredColumn("phone")
    let website = try csv.requiredColumn("website")
    let cuisine = try csv.requiredColumn("cuisine")
    let latitude = try csv.requiredColumn("latitude")
    let longitude = try csv.requiredColumn("longitude")
    var places: [OfflinePlace] = []
    while let (line, fields) = try csv.nextRow() {
      guard !fields[name].isEmpty else {
        throw .malformedRow(file: csv.file, line: line, field: "name", reason: "is empty")
      }
      let (lat, lon) = try SourceLoader.coordinate(fields, latitude: latitude, longitude: longitude, csv, line)
      var place = defaults
      place.name = fields[name]
      place.category = OpenStreetMapCategories.category(
        key: fields[key], value: fields[value], cuisine: fields[cuisine])
      place.houseNumber = fields[number]
      place.street = fields[street]
      if !fields[postcode].isEmpty { place.postcode = fields[postcode] }
      if !fields[city].isEmpty { place.city = fields[city] }
      place.phone = fields[phone]
      place.url = fields[website]
      place.latitude = lat
      place.longitude = lon
      places.append(place)
    }
    return places
  }

  static func readAddresses(_ url: URL, defaults: OfflinePlace) throws(OfflineLocatorError) -> [OfflinePlace] {
    var csv = try SourceLoader.open(url)
    let number = try csv.requiredColumn("housenumber")
    let street = try csv.requiredColumn("street")
    let postcode = try csv.requiredColumn("postcode")
    let city = try csv.requiredColumn("city")
    let latitude = try csv.requiredColumn("latitude")
    let longitude = try csv.requiredColumn("longitude")
    var places: [OfflinePlace] = []
    var postcodes: [String: (sumLat: Double, sumLon: Double, count: Int, cities: [String: Int])] = [:]
    var postcodeOrder: [String] = []
    while let (line, fields) = try csv.nextRow() {
      guard !fields[street].isEmpty else {
        throw .malformedRow(file: csv.file, line: line, field: "street", reason: "is empty")
      }
      guard !fields[number].isEmpty else {
        throw .malformedRow(file: csv.file, line: line, field: "housenumber", reason: "is empty")
      }
      let (lat, lon) = try SourceLoader.coordinate(fields, latitude: latitude, longitude: longitude, csv, line)
      var place = defaults
      place.name = ""
      place.category = "Point Address"
      place.houseNumber = fields[number]
      place.street = fields[street]
      place.postcode = fields[postcode]
      if !fields[city].isEmpty { place.city = fields[city] }
      place.latitude = lat
      place.longitude = lon
      places.append(place)
      let code = fields[postcode]
      guard !code.isEmpty else { continue }
      if postcodes[code] == nil { postcodeOrder.append(code) }
      var entry = postcodes[code] ?? (0, 0, 0, [:])
      entry.sumLat += lat
      entry.sumLon += lon
      entry.count += 1
      entry.cities[place.city, default: 0] += 1
      postcodes[code] = entry
    }
    for code in postcodeOrder {
      guard let entry = postcodes[code] else { continue }
      let city = entry.cities.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? ""
      var place = defaults
      place.name = code
      place.category = "Primary Postal"
      place.postcode = code
      place.city = city
      place.latitude = entry.sumLat / Double(entry.count)
      place.longitude = entry.sumLon / Double(entry.count)
      places.append(place)
    }
    return places
  }
}

/// US state and territory names by USPS abbreviation.
enum USStates {
  static func name(of abbreviation: String) -> String? { names[abbreviation.uppercased()] }

  static func abbreviation(of name: String) -> String? { abbreviations[name] }

  static let names: [String: String] = [
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
    "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan",
    "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada",
    "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York", "NC": "North Carolina",
    "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania",
    "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas",
    "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington", "WV": "West Virginia",
    "WI": "Wisconsin", "WY": "Wyoming", "PR": "Puerto Rico", "VI": "U.S. Virgin Islands", "GU": "Guam",
    "AS": "American Samoa", "MP": "Northern Mariana Islands", "FM": "Federated States of Micronesia",
    "MH": "Marshall Islands", "PW": "Palau", "AA": "Armed Forces Americas", "AE": "Armed Forces Europe",
    "AP": "Armed Forces Pacific",
  ]

  static let abbreviations: [String: String] = {
    var table: [String: String] = [:]
    for (abbreviation, name) in names { table[name] = abbreviation }
    table["Washington, D.C."] = "DC"
    return table
  }()
}
