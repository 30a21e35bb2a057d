import Foundation
import MeridianCore
import MeridianGeocoding

/// Reads files in the Meridian schema (see ``OfflineLocator/Source``).
enum MeridianSchema {
  nonisolated(unsafe) static let textColumns: [(column: String, path: WritableKeyPath<OfflinePlace, String>)] = [
    ("name", \.name), ("house_number", \.houseNumber), ("street", \.street), ("postcode", \.postcode),
    ("city", \.city), ("subregion", \.subregion), ("region", \.region), ("region_abbr", \.regionAbbreviation),
    ("country", \.countryCode), ("country_name", \.countryName), ("phone", \.phone), ("url", \.url),
  ]

  static func readCSV(_ url: URL, progress: (Double) -> Void) throws(OfflineLocatorError) -> [OfflinePlace] {
    var csv = try SourceLoader.open(url)
    let latitude = try csv.requiredColumn("latitude")
    let longitude = try csv.requiredColumn("longitude")
    let columns = textColumns.compactMap { entry in csv.column(entry.column).map { ($0, entry.path) } }
    let alternates = csv.column("alternate_names")
    let category = csv.column("category")
    let rank = csv.column("rank") ?? csv.column("population")
    var places: [OfflinePlace] = []
    while let (line, fields) = try csv.nextRow() {
      let (lat, lon) = try SourceLoader.coordinate(fields, latitude: latitude, longitude: longitude, csv, line)
      var place = OfflinePlace(category: "", latitude: lat, longitude: lon)
      for (column, path) in columns { place[keyPath: path] = fields[column].trimmingCharacters(in: .whitespaces) }
      if let alternates {
        place.alternateNames = fields[alternates].split(separator: "|").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
      }
      if let rank {
        place.rank = try SourceLoader.number(fields[rank], csv, line, csv.header[rank], allowEmpty: true) ?? 0
      }
      try finish(&place, category: category.map { fields[$0] } ?? "") { field, reason in
        .malformedRow(file: csv.file, line: line, field: field, reason: reason)
      }
      places.append(place)
      if places.count % 8192 == 0 { progress(csv.fractionRead) }
    }
    return places
  }

  static func readGeoJSON(_ url: URL) throws(OfflineLocatorError) -> [OfflinePlace] {
    let file = url.lastPathComponent
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
    } catch {
      throw .unreadableFile(file: file, reason: error.localizedDescription)
    }
    guard let root = object as? [String: Any], root["type"] as? String == "FeatureCollection",
      let features = root["features"] as? [Any]
    else { throw .missingColumn(file: file, column: "features (a FeatureCollection)") }
    var places: [OfflinePlace] = []
    var cancellation = CancellationCheck()
    for (index, item) in features.enumerated() {
      try cancellation.step()
      // GeoJSON has no line numbers that survive parsing: errors name the feature's position (1-based).
      let position = index + 1
      func fail(_ field: String, _ reason: String) -> OfflineLocatorError {
        .malformedRow(file: file, line: position, field: field, reason: reason + " (feature \(position))")
      }
      guard let feature = item as? [String: Any], let geometry = feature["geometry"] as? [String: Any],
        geometry["type"] as? String == "Point", let coordinates = geometry["coordinates"] as? [Any],
        coordinates.count >= 2, let lon = (coordinates[0] as? NSNumber)?.doubleValue,
        let lat = (coordinates[1] as? NSNumber)?.doubleValue
      else { throw fail("geometry", "is not a Point with [longitude, latitude] coordinates") }
      guard (-90...90).contains(lat) else { throw fail("geometry", "has a latitude out of range -90...90") }
      guard (-180...180).contains(lon) else { throw fail("geometry", "has a longitude out of range -180...180") }
      let properties = feature["properties"] as? [String: Any] ?? [:]
      var place = OfflinePlace(category: "", latitude: lat, longitude: lon)
      for (column, path) in textColumns {
        guard let value = properties[column] else { continue }
        if let text = value as? String {
          place[keyPath: path] = text
        } else if let number = value as? NSNumber {
          place[keyPath: path] = number.stringValue
        } else if !(value is NSNull) {
          throw fail(column, "is not a string")
        }
      }
      if let names = properties["alternate_names"] {
        if let list = names as? [String] {
          place.alternateNames = list
        } else if let text = names as? String {
          place.alternateNames = text.split(separator: "|").map(String.init)
        } else if !(names is NSNull) {
          throw fail("alternate_names", "is not a string or an array of strings")
        }
      }
      if let rank = properties["rank"] ?? properties["population"], !(rank is NSNull) {
        guard let number = (rank as? NSNumber)?.doubleValue, number.isFinite else {
          throw fail("rank", "is not a number")
        }
        place.rank = number
      }
      try finish(&place, category: properties["category"] as? String ?? "") { fail($0, $1) }
      places.append(place)
    }
    return places
  }

  /// Checks the name/street rule and resolves the category (with its default).
  private static func finish(
    _ place: inout OfflinePlace, category: String, error: (String, String) -> OfflineLocatorError
  ) throws(OfflineLocatorError) {
    guard !place.name.isEmpty || !place.street.isEmpty else {
      throw error("name", "is empty (a row needs a name or a street)")
    }
    let trimmed = category.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty {
      place.category = place.name.isEmpty ? "Point Address" : "POI"
    } else if let node = OfflineCategories.index(named: trimmed) {
      place.category = OfflineCategories.nodes[node].name
    } else {
      throw error("category", "names no category of the tree ('\(trimmed)')")
    }
  }
}
