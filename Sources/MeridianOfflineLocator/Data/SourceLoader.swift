import Foundation
import MeridianCore
import MeridianGeocoding

/// Reads ``OfflineLocator/Source`` values into records, validating every field.
struct SourceLoader {
  /// Country names and codes by ISO code (two or three letters, upper case).
  var countries: [String: (iso3: String, name: String, capital: String, population: Double)] = [:]
  private var countryOrder: [String] = []

  /// Reads every source; countries first, so the others can be given country names.
  ///
  /// A data file that gives no records (a header only, an empty feature collection) is refused
  /// with ``OfflineLocatorError/noRecords(file:)``: its index would answer nothing, which is
  /// almost always a wrong or truncated export rather than the intent. The countries table, which
  /// adds records only through the others, and records in memory are exempt.
  static func load(
    _ sources: [OfflineLocator.Source], progress: (Double) -> Void
  ) throws(OfflineLocatorError)
    -> [OfflinePlace]
  {
    var loader = SourceLoader()
    for source in sources {
      if case .geoNamesCountries(let url) = source.kind { try loader.readCountries(url) }
    }
    var places: [OfflinePlace] = []
    for (index, source) in sources.enumerated() {
      try withoutActuallyEscaping(progress) { progress throws(OfflineLocatorError) in
        let before = places.count
        let report: (Double) -> Void = { progress((Double(index) + $0) / Double(sources.count)) }
        switch source.kind {
        case .meridianCSV(let url): places += try MeridianSchema.readCSV(url, progress: report)
        case .geoJSON(let url): places += try MeridianSchema.readGeoJSON(url)
        case .places(let records): places += records
        case .geoNamesCities(let url): places += try DataSetSchemas.readGeoNamesCities(url, progress: report)
        case .usZipCodes(let url): places += try DataSetSchemas.readZipCodes(url, progress: report)
        case .openStreetMapPOIs(let url, let defaults): places += try DataSetSchemas.readPOIs(url, defaults: defaults)
        case .openStreetMapAddresses(let url, let defaults):
          places += try DataSetSchemas.readAddresses(url, defaults: defaults)
        case .geoNamesCountries: break
        }
        if places.count == before, let url = Self.recordFile(source) { throw .noRecords(file: url.lastPathComponent) }
        report(1)
      }
    }
    if !loader.countries.isEmpty { places = loader.applyCountries(to: places) }
    return places
  }

  /// The file whose rows are a source's records: `nil` for records in memory and for the countries
  /// table (which adds records only through the others).
  static func recordFile(_ source: OfflineLocator.Source) -> URL? {
    if case .geoNamesCountries = source.kind { return nil }
    return source.url
  }

  /// Reads the countries table.
  mutating func readCountries(_ url: URL) throws(OfflineLocatorError) {
    var csv = try Self.open(url)
    let iso = try csv.requiredColumn("iso")
    let iso3 = try csv.requiredColumn("iso3")
    let name = try csv.requiredColumn("name")
    let capital = try csv.requiredColumn("capital")
    let population = try csv.requiredColumn("population")
    while let (line, fields) = try csv.nextRow() {
      let code2 = fields[iso].trimmingCharacters(in: .whitespaces).uppercased()
      let code3 = fields[iso3].trimmingCharacters(in: .whitespaces).uppercased()
      guard code2.count == 2, code2.allSatisfy(\.isLetter) else {
        throw .malformedRow(file: csv.file, line: line, field: "iso", reason: "is not a two-letter code ('\(code2)')")
      }
      guard code3.count == 3, code3.allSatisfy(\.isLetter) else {
        throw .malformedRow(
          file: csv.file, line: line, field: "iso3", reason: "is not a three-letter code ('\(code3)')")
      }
      let people = try Self.number(fields[population], csv, line, "population", allowEmpty: true) ?? 0
      let entry = (code3, fields[name].trimmingCharacters(in: .whitespaces), fields[capital], people)
      countries[code2] = entry
      countries[code3] = entry
      countryOrder.append(code2)
    }
  }

  /// Gives records their country's name and three-letter code, and adds the countries themselves.
  func applyCountries(to places: [OfflinePlace]) -> [OfflinePlace] {
    var result = places
    var capitals: [String: Int] = [:]
    for index in result.indices {
      let code = result[index].countryCode.uppercased()
      guard let country = countries[code] else { continue }
      result[index].countryCode = country.iso3
      if result[index].countryName.isEmpty { result[index].countryName = country.name }
      if result[index].category == "City", result[index].name == country.capital {
        if let best = capitals[country.iso3], result[best].rank >= result[index].rank { continue }
        capitals[country.iso3] = index
      }
    }
    for code in countryOrder {
      guard let country = countries[code], let capital = capitals[country.iso3] else { continue }
      let at = result[capital]
      result.append(
        OfflinePlace(
          name: country.name, alternateNames: [code, country.iso3], category: "Country", countryCode: country.iso3,
          countryName: country.name, latitude: at.latitude, longitude: at.longitude,
          rank: max(country.population, at.rank)))
    }
    return result
  }

  // MARK: - Field helpers

  /// Opens a CSV file.
  static func open(_ url: URL) throws(OfflineLocatorError) -> CSVReader {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(file: url.lastPathComponent, reason: error.localizedDescription)
    }
    return try CSVReader(data: data, file: url.lastPathComponent)
  }

  /// Parses a decimal number, or `nil` for an empty field when `allowEmpty`.
  static func number(
    _ text: String, _ csv: CSVReader, _ line: Int, _ field: String, allowEmpty: Bool = false
  )
    throws(OfflineLocatorError) -> Double?
  {
    let trimmed = trimmingWhitespace(text)
    if trimmed.isEmpty {
      if allowEmpty { return nil }
      throw .malformedRow(file: csv.file, line: line, field: field, reason: "is empty")
    }
    guard let value = Double(trimmed), value.isFinite else {
      throw .malformedRow(file: csv.file, line: line, field: field, reason: "is not a number ('\(trimmed)')")
    }
    return value
  }

  /// A text without its leading and trailing spaces and tabs (Foundation's `.whitespaces`),
  /// returned as it is when it has none, which is most fields and far cheaper than trimming.
  static func trimmingWhitespace(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      first.properties.isWhitespace || last.properties.isWhitespace
    else { return text }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// Parses a latitude and longitude pair in degrees.
  static func coordinate(
    _ fields: [String], latitude: Int, longitude: Int, _ csv: CSVReader, _ line: Int
  ) throws(OfflineLocatorError) -> (Double, Double) {
    let lat = try number(fields[latitude], csv, line, csv.header[latitude]) ?? .nan
    let lon = try number(fields[longitude], csv, line, csv.header[longitude]) ?? .nan
    guard (-90...90).contains(lat) else {
      throw .malformedRow(file: csv.file, line: line, field: csv.header[latitude], reason: "is out of range -90...90")
    }
    guard (-180...180).contains(lon) else {
      throw .malformedRow(
        file: csv.file, line: line, field: csv.header[longitude], reason: "is out of range -180...180")
    }
    return (lat, lon)
  }
}
