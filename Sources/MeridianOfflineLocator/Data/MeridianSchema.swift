import Foundation
import InternalMeridianUtilities
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

  /// Reads a GeoJSON `FeatureCollection` of `Point` features.
  ///
  /// The text is read within ``OfflineLocator/maxGeoJSONSourceBytes``,
  /// ``OfflineLocator/maxGeoJSONDepth`` and ``OfflineLocator/maxGeoJSONValues``; positions are
  /// finite, latitude in -90...90, longitude within ±540. Properties follow the CSV columns.
  ///
  /// - Throws: ``OfflineLocatorError/unreadableFile(file:reason:)`` for a file that cannot be read or
  ///   is too large; ``OfflineLocatorError/malformedRow(file:line:field:reason:)`` for text that is not
  ///   JSON (at its line) or a bad feature (the line is the feature's 1-based position, and the reason
  ///   names it); ``OfflineLocatorError/missingColumn(file:column:)`` for a text that is not a
  ///   `FeatureCollection`.
  static func readGeoJSON(
    _ url: URL, limits: JSONParser.Limits = geoJSONLimits
  ) throws(OfflineLocatorError)
    -> [OfflinePlace]
  {
    // The text is read by Meridian's bounded JSON parser and each feature's location by
    // MeridianCore's GeoJSON coder, so a source obeys the coder's rules: a position is
    // `[longitude, latitude]` or with an elevation, and a longitude is brought into -180...180 for
    // the place. Text columns are strings (a number is taken as its JSON text), `alternate_names`
    // an array of strings or `|`-separated text, `rank` (or `population`) a number, `category` a
    // string.
    let file = url.lastPathComponent
    let root = try parseGeoJSON(url, limits: limits)
    guard let collection = root.object, collection["type"]?.string == "FeatureCollection",
      let features = collection["features"]?.array
    else { throw .missingColumn(file: file, column: "features (a FeatureCollection)") }
    var places: [OfflinePlace] = []
    places.reserveCapacity(features.count)
    var cancellation = CancellationCheck()
    for (index, feature) in features.enumerated() {
      try cancellation.step()
      places.append(try place(feature, index: index, file: file))
    }
    return places
  }

  /// The bounds of a GeoJSON source: ``OfflineLocator/maxGeoJSONSourceBytes``,
  /// ``OfflineLocator/maxGeoJSONDepth`` and ``OfflineLocator/maxGeoJSONValues``.
  static let geoJSONLimits = JSONParser.Limits(
    maximumBytes: OfflineLocator.maxGeoJSONSourceBytes, maximumDepth: OfflineLocator.maxGeoJSONDepth,
    maximumValueCount: OfflineLocator.maxGeoJSONValues)

  /// Reads and parses a GeoJSON file within the bounds.
  private static func parseGeoJSON(_ url: URL, limits: JSONParser.Limits) throws(OfflineLocatorError) -> JSONValue {
    let file = url.lastPathComponent
    let limit = limits.maximumBytes
    if let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size > limit {
      throw .unreadableFile(
        file: file, reason: "the file is \(size) bytes; a GeoJSON source may be at most \(limit) (use CSV for more)")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url, options: .mappedIfSafe)
    } catch {
      throw .unreadableFile(file: file, reason: error.localizedDescription)
    }
    do {
      return try JSONParser.parse(data, limits: limits)
    } catch {
      // Name the line of the byte where the text went wrong, as the CSV reader does.
      let line = 1 + data.prefix(error.offset).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      throw .malformedRow(file: file, line: line, field: "(JSON)", reason: "is not valid JSON: \(error)")
    }
  }

  /// One feature as a place; errors name the feature's 1-based position.
  private static func place(_ feature: JSONValue, index: Int, file: String) throws(OfflineLocatorError) -> OfflinePlace
  {
    // GeoJSON has no line numbers that survive parsing: errors name the feature's position (1-based).
    let position = index + 1
    let path = "features[\(index)]"
    @Sendable func fail(_ field: String, _ reason: String) -> OfflineLocatorError {
      .malformedRow(file: file, line: position, field: field, reason: reason + " (feature \(position))")
    }
    let type = feature.object?["geometry"]?.object?["type"]?.string
    if let type, type != "Point", type != "Feature" {
      throw fail("geometry", "is not a Point (a \(type)); each feature is one place")
    }
    let point: Point
    do {
      guard let decoded = try GeoJSONGeometryCoder.geometry(feature, path: path) as? Point else {
        throw fail("geometry", "is not a Point; each feature is one place")
      }
      point = decoded
    } catch let error as OfflineLocatorError {
      throw error
    } catch {
      throw fail("geometry", "is not a usable GeoJSON Point: \(error)")
    }
    let longitude = point.x > 180 ? point.x - 360 : point.x < -180 ? point.x + 360 : point.x
    var place = OfflinePlace(category: "", latitude: point.y, longitude: longitude)
    let given = feature.object?["properties"]
    let properties = try JSONFieldReader(given.flatMap { $0.isNull ? nil : $0 } ?? .object([:]), path: "properties") {
      error -> OfflineLocatorError in
      let field = error.path.hasPrefix("properties.") ? String(error.path.dropFirst("properties.".count)) : error.path
      return fail(field, error.problem)
    }
    for (column, keyPath) in textColumns {
      guard let value = properties.value(column) else { continue }
      switch value {
      case .string(let text): place[keyPath: keyPath] = text
      case .int(let number): place[keyPath: keyPath] = String(number)
      case .double(let number): place[keyPath: keyPath] = JSONWriter.format(number)
      default: throw properties.wrong(column, "a string")
      }
    }
    switch properties.value("alternate_names") {
    case nil: break
    case .string(let text)?: place.alternateNames = text.split(separator: "|").map(String.init)
    case .array(let items)? where items.allSatisfy({ $0.string != nil }):
      place.alternateNames = items.compactMap(\.string)
    default: throw properties.wrong("alternate_names", "a string or an array of strings")
    }
    let rankKey = properties.has("rank") ? "rank" : "population"
    if let rank = try properties.optionalNumber(rankKey) { place.rank = rank }
    try finish(&place, category: try properties.optionalString("category") ?? "") { fail($0, $1) }
    return place
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
      throw error(
        "category", "names no category of the tree ('\(trimmed)')" + OfflineCategories.suggestionHint(for: trimmed))
    }
  }
}
