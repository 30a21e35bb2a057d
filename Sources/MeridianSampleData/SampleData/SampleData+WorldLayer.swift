public import Foundation
internal import MeridianBasemap
public import MeridianBasemapBuilder
import MeridianOfflineLocator

extension SampleData {
  /// The bundled world layer files, world first, then the finer regional cuts (derived from GSHHG
  /// 2.3.7, LGPL-3.0-or-later, and Natural Earth, public domain, by `scripts/world-layer`).
  public static let worldLayerFileNames = [
    "world-crude", "world-low", "baltic-intermediate", "gulf-of-finland-high", "helsinki-full",
  ]

  /// The URLs of the bundled world layer files, in ``worldLayerFileNames``' order.
  ///
  /// - Throws: `OfflineLocatorError.unreadableFile(file:reason:)` when a resource is missing.
  public static func worldLayerURLs() throws -> [URL] {
    try worldLayerFileNames.map { try resource($0, "meridianworld") }
  }

  /// The world layer's sources of the sample basemap: Natural Earth's countries, the bundled world
  /// layer files and ``worldPlaces()``.
  ///
  /// - Throws: `OfflineLocatorError` when a resource is missing or the places cannot be read.
  public static func worldLayerSources() throws -> WorldLayerSources {
    WorldLayerSources(countries: try worldCountriesURL(), layerFiles: try worldLayerURLs(), places: try worldPlaces())
  }

  /// The cities and towns the sample basemap labels, from GeoNames (CC BY 4.0): every place of
  /// ``DataSet/cities`` with 10,000 people or more, or no population given, and every capital.
  ///
  /// A place of 100,000 or more is a city, else a town; one without a population (a seat of a
  /// district, in GeoNames' cities1000) is a town. A capital is the place of its country's code named
  /// as ``DataSet/countries`` names the capital (the most populous such place).
  ///
  /// - Returns: The places, in the file's order.
  /// - Throws: `OfflineLocatorError` when a file is missing or broken; `CancellationError`.
  public static func worldPlaces() throws -> [PopulatedPlace] {
    let places = try geoNamesPlaces()
    var capitals: [String: String] = [:]
    for (country, capital) in try countryCapitals() where !capital.isEmpty { capitals[country] = capital }
    var capitalIndex: [String: Int] = [:]
    for (index, place) in places.enumerated() where capitals[place.countryCode] == place.name {
      if let other = capitalIndex[place.countryCode], places[other].population >= place.population { continue }
      capitalIndex[place.countryCode] = index
    }
    return PopulatedPlace.labelled(places, capitalRows: Set(capitalIndex.values))
  }

  /// Each country's ISO code and capital, as ``DataSet/countries`` lists them.
  private static func countryCapitals() throws -> [(String, String)] {
    let url = try url(of: .countries)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw OfflineLocatorError.unreadableFile(file: url.lastPathComponent, reason: "\(error)")
    }
    let lines = [UInt8](data).split(separator: UInt8(ascii: "\n"))
    guard let head = lines.first else {
      throw OfflineLocatorError.missingColumn(file: url.lastPathComponent, column: "iso")
    }
    let header = GeoNamesPlacesReader.fields(head)
    guard let iso = header.firstIndex(of: "iso"), let capital = header.firstIndex(of: "capital") else {
      throw OfflineLocatorError.missingColumn(file: url.lastPathComponent, column: "capital")
    }
    return lines.dropFirst().map(GeoNamesPlacesReader.fields).compactMap { fields in
      fields.count > Swift.max(iso, capital) ? (fields[iso], fields[capital]) : nil
    }
  }
}
