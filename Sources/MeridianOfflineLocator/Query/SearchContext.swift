import Foundation
import MeridianCore
import MeridianGeocoding

/// Validated search options shared by geocoding and suggestions.
struct SearchContext: Sendable {
  /// The preferred location (WGS84 latitude and longitude), if any.
  var location: (latitude: Double, longitude: Double)?
  /// The search area, if any.
  var area: (any Geometry)?
  /// A mask over category nodes, or `nil` for all.
  var categoryMask: [Bool]?
  /// An upper-case ISO country code to keep, or `nil`.
  var countryCode: String?
  /// At least 1; clamped to ``OfflineLocator/maxResultsLimit``.
  var maxResults: Int
  var minScore: Double
  var attributeNames: [String]

  init(
    location: Point?, area: (any Geometry)?, categories: [String], countryCode: String?, maxResults: Int,
    minScore: Double, attributeNames: [String]
  ) throws(OfflineLocatorError) {
    if let location {
      self.location = try Self.validate(location, name: "preferredSearchLocation")
    }
    if let area {
      guard area.spatialReference.map({ $0 == .wgs84 }) ?? true else {
        throw .invalidParameter(name: "searchArea", reason: "must be in WGS84 (got \(area.spatialReference!))")
      }
      let extent = area.extent
      guard !extent.isEmpty, extent.xMin.isFinite, extent.xMax.isFinite, extent.yMin.isFinite, extent.yMax.isFinite
      else { throw .invalidParameter(name: "searchArea", reason: "is empty or not finite") }
      self.area = area
    }
    try OfflineLocator.checkCount(categories, name: "categories")
    try OfflineLocator.checkCount(attributeNames, name: "resultAttributeNames")
    categoryMask = try OfflineCategories.filter(categories)
    if let code = countryCode?.trimmingCharacters(in: .whitespaces).uppercased(), !code.isEmpty {
      guard (2...3).contains(code.count), code.allSatisfy(\.isLetter) else {
        throw .invalidParameter(name: "countryCode", reason: "is not an ISO 3166 code ('\(code)')")
      }
      self.countryCode = code
    }
    guard maxResults >= 1 else {
      throw .invalidParameter(name: "maxResults", reason: "must be at least 1 (got \(maxResults))")
    }
    guard minScore.isFinite, (0...100).contains(minScore) else {
      throw .invalidParameter(name: "minScore", reason: "must be in 0...100 (got \(minScore))")
    }
    self.maxResults = min(maxResults, OfflineLocator.maxResultsLimit)
    self.minScore = minScore
    self.attributeNames = attributeNames
  }

  /// Checks a WGS84 point and returns its latitude and longitude.
  static func validate(
    _ point: Point, name: String
  ) throws(OfflineLocatorError) -> (latitude: Double, longitude: Double) {
    guard point.spatialReference.map({ $0 == .wgs84 }) ?? true else {
      throw .invalidLocation(name: name, reason: "must be in WGS84 (got \(point.spatialReference!))")
    }
    guard point.x.isFinite, point.y.isFinite else {
      throw .invalidLocation(name: name, reason: "is not finite (\(point))")
    }
    guard (-90...90).contains(point.y), (-180...180).contains(point.x) else {
      throw .invalidLocation(name: name, reason: "is out of range: latitude \(point.y), longitude \(point.x)")
    }
    return (point.y, point.x)
  }

  /// A Boolean value indicating whether a record passes the category, area and country filters.
  func accepts(_ store: PlaceStore, _ record: Int, countryFilter: String?) -> Bool {
    if let categoryMask, !categoryMask[store.category(record)] { return false }
    if let countryFilter, store.text(record, .countryCode).uppercased() != countryFilter { return false }
    if let area { return Self.contains(area, latitude: store.latitudes[record], longitude: store.longitudes[record]) }
    return true
  }

  /// Whether an area contains a position: exactly for envelopes and polygons (even-odd rule),
  /// by the extent for other geometries.
  static func contains(_ area: any Geometry, latitude: Double, longitude: Double) -> Bool {
    let point = Point(x: longitude, y: latitude)
    guard area.extent.contains(point) else { return false }
    guard let polygon = (area as? Polygon) ?? (area as? AnyGeometry).flatMap({ $0.geometry as? Polygon }) else {
      return true
    }
    let p = SIMD2(longitude, latitude)
    return PlanarMath.isInside(p, rings: polygon.parts) { SIMD2($0.x, $0.y) }
  }

  /// The ordering value among results of equal score (smaller first): prominence and, with a
  /// preferred location, nearness — `log10(1 + km) − 0.5·log10(rank + 10)`; without one, `−log10(rank + 10)`.
  func tieBreak(_ store: PlaceStore, _ record: Int) -> Double {
    let prominence = log10(max(store.ranks[record], 0) + 10)
    guard let location else { return -prominence }
    let metres = WGS84Ellipsoid.sphericalDistance(
      latitude1: location.latitude, longitude1: location.longitude, latitude2: store.latitudes[record],
      longitude2: store.longitudes[record])
    return log10(1 + metres / 1000) - 0.5 * prominence
  }
}
