import Foundation
import MeridianCore

/// The input checks ``LocatorTask`` runs before it calls a transport, and the projections of input
/// locations into the transport's spatial reference.
enum Validation {
  /// The largest `SuggestParameters.maxResults`.
  static let maxSuggestions = LocatorTask.maxSuggestions

  /// Returns the text trimmed of surrounding whitespace, or throws when nothing is left, when it is
  /// longer than ``LocatorTask/maxSearchTextBytes`` or when it holds a control character other
  /// than tab, line feed or carriage return.
  static func searchText(_ text: String, name: String = "searchText") throws -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw GeocodingError.emptySearchText }
    try bounded(trimmed, name: name, limit: LocatorTask.maxSearchTextBytes, allowingLineBreaks: true)
    return trimmed
  }

  /// Checks a suggestion's label as search text and its `magicKey` as a bounded text.
  static func suggestion(_ suggestion: SuggestResult) throws {
    _ = try searchText(suggestion.label)
    if let key = suggestion.magicKey { try bounded(key, name: "magicKey", limit: LocatorTask.maxSearchTextBytes) }
  }

  /// Checks a text's length in UTF-8 bytes and that it holds no control character (but tab, LF and
  /// CR in free text, when `allowingLineBreaks` is set).
  static func bounded(_ text: String, name: String, limit: Int, allowingLineBreaks: Bool = false) throws {
    let count = text.utf8.count
    guard count <= limit else {
      throw GeocodingError.invalidParameter(name: name, reason: "the text is \(count) UTF-8 bytes; at most \(limit).")
    }
    var offset = 0
    for byte in text.utf8 {
      let lineBreak = byte == 0x09 || byte == 0x0A || byte == 0x0D
      if byte < 0x20 && !(allowingLineBreaks && lineBreak) || byte == 0x7F {
        throw GeocodingError.invalidParameter(
          name: name, reason: "the text holds the control character \(byte) at byte \(offset).")
      }
      offset &+= 1
    }
  }

  /// Returns the values with blank ones left out, or throws when a key is blank or no value is left.
  static func searchValues(_ values: [String: String]) throws -> [String: String] {
    guard values.count <= LocatorTask.maxSearchValueFields else {
      throw GeocodingError.invalidParameter(
        name: "searchValues", reason: "\(values.count) fields; at most \(LocatorTask.maxSearchValueFields).")
    }
    var kept: [String: String] = [:]
    for (key, value) in values {
      let name = key.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !name.isEmpty else {
        throw GeocodingError.invalidParameter(name: "searchValues", reason: "a field name is empty.")
      }
      try bounded(name, name: "searchValues", limit: LocatorTask.maxEntryBytes)
      let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
      try bounded(text, name: "searchValues[\(name)]", limit: LocatorTask.maxSearchTextBytes, allowingLineBreaks: true)
      if !text.isEmpty { kept[name] = text }
    }
    guard !kept.isEmpty else {
      throw GeocodingError.invalidParameter(
        name: "searchValues", reason: "every field is empty; give at least one address value.")
    }
    return kept
  }

  /// Checks the ranges of geocode parameters and projects their locations into `sr`.
  static func prepare(_ parameters: GeocodeParameters, into sr: SpatialReference) throws -> GeocodeParameters {
    var prepared = parameters
    if let maxResults = parameters.maxResults, maxResults < 1 {
      throw GeocodingError.invalidParameter(name: "maxResults", reason: "\(maxResults) is below 1.")
    }
    if let maxResults = parameters.maxResults, maxResults > LocatorTask.maxGeocodeResults {
      throw GeocodingError.invalidParameter(
        name: "maxResults", reason: "\(maxResults) is above \(LocatorTask.maxGeocodeResults).")
    }
    guard parameters.minScore.isFinite, (0.0...100.0).contains(parameters.minScore) else {
      throw GeocodingError.invalidParameter(name: "minScore", reason: "\(parameters.minScore) is outside 0...100.")
    }
    try code(parameters.countryCode, name: "countryCode")
    try code(parameters.outputLanguageCode, name: "outputLanguageCode")
    try names(parameters.categories, name: "categories")
    try names(parameters.resultAttributeNames, name: "resultAttributeNames")
    if let location = parameters.preferredSearchLocation {
      prepared.preferredSearchLocation = try self.location(location, field: "preferredSearchLocation", into: sr)
    }
    if let area = parameters.searchArea {
      prepared.searchArea = try self.area(area, field: "searchArea", into: sr)
    }
    return prepared
  }

  /// Checks the ranges of suggest parameters and projects their locations into `sr`.
  static func prepare(_ parameters: SuggestParameters, into sr: SpatialReference) throws -> SuggestParameters {
    var prepared = parameters
    guard (1...maxSuggestions).contains(parameters.maxResults) else {
      throw GeocodingError.invalidParameter(
        name: "maxResults", reason: "\(parameters.maxResults) is outside 1...\(maxSuggestions).")
    }
    try code(parameters.countryCode, name: "countryCode")
    try names(parameters.categories, name: "categories")
    if let location = parameters.preferredSearchLocation {
      prepared.preferredSearchLocation = try self.location(location, field: "preferredSearchLocation", into: sr)
    }
    if let area = parameters.searchArea {
      prepared.searchArea = try self.area(area, field: "searchArea", into: sr)
    }
    return prepared
  }

  /// Checks the ranges of reverse-geocode parameters.
  static func check(_ parameters: ReverseGeocodeParameters) throws {
    guard parameters.maxResults >= 1 else {
      throw GeocodingError.invalidParameter(name: "maxResults", reason: "\(parameters.maxResults) is below 1.")
    }
    guard parameters.maxResults <= LocatorTask.maxReverseGeocodeResults else {
      throw GeocodingError.invalidParameter(
        name: "maxResults", reason: "\(parameters.maxResults) is above \(LocatorTask.maxReverseGeocodeResults).")
    }
    if let distance = parameters.maxDistance, !(distance.isFinite && distance > 0) {
      throw GeocodingError.invalidParameter(
        name: "maxDistance", reason: "\(distance) m is not a positive, finite distance in metres.")
    }
    if let distance = parameters.maxDistance, distance > LocatorTask.maxReverseDistance {
      throw GeocodingError.invalidParameter(
        name: "maxDistance", reason: "\(distance) m is above \(LocatorTask.maxReverseDistance) m (half the equator).")
    }
    try code(parameters.outputLanguageCode, name: "outputLanguageCode")
    try names(parameters.featureTypes, name: "featureTypes")
    try names(parameters.resultAttributeNames, name: "resultAttributeNames")
  }

  /// Checks that an optional code is not blank.
  static func code(_ value: String?, name: String) throws {
    guard let value else { return }
    guard !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw GeocodingError.invalidParameter(name: name, reason: "the code is empty; leave it nil for none.")
    }
    try bounded(value, name: name, limit: LocatorTask.maxEntryBytes)
  }

  /// Checks that no name in a list is blank.
  static func names(_ values: [String], name: String) throws {
    guard values.count <= LocatorTask.maxListEntries else {
      throw GeocodingError.invalidParameter(
        name: name, reason: "\(values.count) entries; at most \(LocatorTask.maxListEntries).")
    }
    for (index, value) in values.enumerated() {
      try bounded(value, name: "\(name)[\(index)]", limit: LocatorTask.maxEntryBytes)
    }
    if let index = values.firstIndex(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
      throw GeocodingError.invalidParameter(name: name, reason: "entry \(index) is empty.")
    }
  }

  /// Projects a point into `sr` (a point without a spatial reference is taken to be in `sr`) and
  /// checks that its coordinates are finite and in range.
  static func location(_ point: Point, field: String, into sr: SpatialReference) throws -> Point {
    guard point.x.isFinite, point.y.isFinite else {
      throw GeocodingError.invalidLocation(
        name: field, reason: "x = \(point.x), y = \(point.y); coordinates must be finite numbers")
    }
    var source = point
    if source.spatialReference == nil { source.spatialReference = sr }
    try checkRange(source, field: field)
    let projected: Point
    do {
      projected = try GeometryEngine.project(source, into: sr)
    } catch {
      throw GeocodingError.invalidLocation(name: field, reason: "\(point) cannot be projected: \(error)")
    }
    try checkRange(projected, field: field)
    return projected
  }

  /// Projects an area into `sr` and checks that its extent is finite, non-empty and in range.
  static func area(_ geometry: any Geometry, field: String, into sr: SpatialReference) throws -> any Geometry {
    let extent = geometry.extent
    guard !geometry.isEmpty, !extent.isEmpty, extent.xMin.isFinite, extent.xMax.isFinite, extent.yMin.isFinite,
      extent.yMax.isFinite
    else {
      throw GeocodingError.invalidLocation(name: field, reason: "the area \(extent) is empty or not finite")
    }
    let source = geometry.spatialReference ?? sr
    for corner in [Point(x: extent.xMin, y: extent.yMin), Point(x: extent.xMax, y: extent.yMax)] {
      try checkRange(Point(x: corner.x, y: corner.y, spatialReference: source), field: field)
    }
    guard let sourceReference = geometry.spatialReference, sourceReference != sr else { return geometry }
    do {
      return try GeometryEngine.project(geometry, into: sr)
    } catch {
      throw GeocodingError.invalidLocation(name: field, reason: "the area \(extent) cannot be projected: \(error)")
    }
  }

  /// The half-width of the Web Mercator world in metres (π × the WGS84 semi-major axis), with a
  /// millimetre of slack for rounding.
  static let webMercatorHalfWidth = Double.pi * GeometryEngine.webMercatorRadius + 0.001

  /// Checks that a point's coordinates lie in its spatial reference's domain.
  static func checkRange(_ point: Point, field: String) throws {
    guard let sr = point.spatialReference else { return }
    if sr.isGeographic {
      guard (-90.0...90.0).contains(point.y) else {
        throw GeocodingError.invalidLocation(name: field, reason: "latitude \(point.y) is outside -90...90 degrees")
      }
      guard (-180.0...180.0).contains(point.x) else {
        throw GeocodingError.invalidLocation(
          name: field, reason: "longitude \(point.x) is outside -180...180 degrees")
      }
    } else if sr == .webMercator {
      guard abs(point.x) <= webMercatorHalfWidth else {
        throw GeocodingError.invalidLocation(
          name: field, reason: "x \(point.x) m is outside the Web Mercator world (±\(webMercatorHalfWidth) m)")
      }
    }
  }
}
