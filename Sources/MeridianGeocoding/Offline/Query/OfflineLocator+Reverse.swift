import Foundation
import MeridianCore

extension OfflineLocator {
  /// The categories reverse geocoding considers for each feature type; empty types mean points of
  /// interest, addresses and populated places (not countries or postcodes).
  static func reverseMask(_ featureTypes: [String]) throws(OfflineLocatorError) -> [Bool] {
    if featureTypes.count == 1, let cached = singleTypeMasks[featureTypes[0].lowercased()] { return cached }
    return try computeReverseMask(featureTypes)
  }

  /// The masks of the single feature types, computed once.
  static let singleTypeMasks: [String: [Bool]] = {
    var masks: [String: [Bool]] = [:]
    for type in ["poi", "pointaddress", "streetaddress", "subaddress", "locality", "postal"] {
      masks[type] = try? computeReverseMask([type])
    }
    return masks
  }()

  private static func computeReverseMask(_ featureTypes: [String]) throws(OfflineLocatorError) -> [Bool] {
    var mask = [Bool](repeating: false, count: OfflineCategories.nodes.count)
    func include(_ name: String) {
      guard let root = OfflineCategories.index(named: name) else { return }
      for node in mask.indices where OfflineCategories.isDescendant(node, of: root) { mask[node] = true }
    }
    let types = featureTypes.isEmpty ? ["POI", "PointAddress", "Locality"] : featureTypes
    for type in types {
      switch type.lowercased() {
      case "poi": include("POI")
      case "pointaddress", "streetaddress", "subaddress": include("Address")
      case "locality":
        include("Populated Place")
        if let country = OfflineCategories.index(named: "Country") { mask[country] = false }
      case "postal": include("Postal")
      case "streetname", "streetint", "distancemarker": continue
      default:
        throw .invalidParameter(
          name: "featureTypes",
          reason:
            "has an unknown type '\(type)' (known: StreetInt, DistanceMarker, StreetAddress, StreetName, POI, Subaddress, PointAddress, Postal, Locality)"
        )
      }
    }
    return mask
  }

  func reverse(_ location: Point, parameters: ReverseGeocodeParameters) throws(OfflineLocatorError) -> [GeocodeResult] {
    let at = try SearchContext.validate(location, name: "location")
    let maxDistance = parameters.maxDistance ?? ReverseGeocodeParameters.defaultMaxDistance
    guard maxDistance.isFinite, maxDistance > 0 else {
      throw .invalidParameter(name: "maxDistance", reason: "must be a positive number of metres (got \(maxDistance))")
    }
    guard parameters.maxResults >= 1 else {
      throw .invalidParameter(name: "maxResults", reason: "must be at least 1 (got \(parameters.maxResults))")
    }
    let mask = parameters.featureTypes.isEmpty ? Self.defaultReverseMask : try Self.reverseMask(parameters.featureTypes)
    let nearest = nearestRecords(to: at, count: parameters.maxResults, within: maxDistance, mask: mask)
    let attributeNames = parameters.resultAttributeNames.isEmpty ? ["*"] : parameters.resultAttributeNames
    return nearest.map { item in
      factory.result(
        Candidate(segment: item.segment, record: item.record, score: 100), from: at, attributeNames: attributeNames,
        isReverse: true)
    }
  }

  /// The `count` records nearest to a position by geodesic distance on the WGS84 ellipsoid, within
  /// `within` metres, nearest first (ties by index and record order).
  func nearestRecords(
    to at: (latitude: Double, longitude: Double), count: Int, within: Double, mask: [Bool]?
  ) -> [(segment: Int, record: Int, distance: Double)] {
    let target = EllipsoidGeodesic.unitVector(latitude: at.latitude, longitude: at.longitude)
    let bound = EllipsoidGeodesic.chordSquaredBound(forDistance: within)
    func geodesic(_ store: PlaceStore, _ record: Int) -> Double {
      EllipsoidGeodesic.distance(
        latitude1: at.latitude, longitude1: at.longitude, latitude2: store.latitudes[record],
        longitude2: store.longitudes[record])
    }
    // 1. The nearest by chord in each index, and the largest geodesic distance among them.
    var radius = 0.0
    var any = false
    for index in indexes where index.hasAny(mask) {
      let first = index.spatial.search(target: target, radiusSquared: bound, mask: mask, limit: count)
      for item in first {
        radius = max(radius, geodesic(index.store, item.record))
        any = true
      }
    }
    guard any else { return [] }
    // 2. Everything that could be as near on the ellipsoid, checked exactly.
    let recheck = min(bound, EllipsoidGeodesic.chordSquaredBound(forDistance: radius))
    var found: [(segment: Int, record: Int, distance: Double)] = []
    for (segment, index) in indexes.enumerated() where index.hasAny(mask) {
      for item in index.spatial.search(target: target, radiusSquared: recheck, mask: mask, limit: nil) {
        let distance = geodesic(index.store, item.record)
        if distance <= within { found.append((segment, item.record, distance)) }
      }
    }
    found.sort {
      $0.distance != $1.distance ? $0.distance < $1.distance : ($0.segment, $0.record) < ($1.segment, $1.record)
    }
    return Array(found.prefix(count))
  }
}

extension OfflineLocator {
  /// A record found by ``nearestRecord(latitude:longitude:within:featureTypes:)``.
  public struct NearestRecord: Sendable, Hashable {
    /// The record's position in ``OfflineLocator/places`` (and for ``OfflineLocator/place(at:)``).
    public let id: Int
    /// The geodesic distance on the WGS84 ellipsoid, in metres.
    public let distance: Double
  }

  /// The record nearest to a position by geodesic distance, without building a result.
  ///
  /// This is the query ``reverseGeocode(_:parameters:)`` runs, for callers that need only the record.
  ///
  /// - Parameters:
  ///   - latitude: The latitude in degrees (WGS84).
  ///   - longitude: The longitude in degrees.
  ///   - within: The search radius in metres (the default: unlimited).
  ///   - featureTypes: As ``ReverseGeocodeParameters/featureTypes``.
  /// - Returns: The nearest record, or `nil` when none is within the radius.
  /// - Throws: ``OfflineLocatorError/invalidLocation(_:)`` or an invalid-parameter error.
  public func nearestRecord(
    latitude: Double, longitude: Double, within: Double = .infinity, featureTypes: [String] = []
  ) throws(OfflineLocatorError) -> NearestRecord? {
    let at = try SearchContext.validate(Point(latitude: latitude, longitude: longitude), name: "location")
    guard within > 0, !within.isNaN else {
      throw .invalidParameter(name: "within", reason: "must be a positive number of metres (got \(within))")
    }
    let mask = featureTypes.isEmpty ? nil : try Self.reverseMask(featureTypes)
    guard let first = nearestRecords(to: at, count: 1, within: within, mask: mask ?? Self.defaultReverseMask).first
    else { return nil }
    let offset = indexes[..<first.segment].reduce(0) { $0 + $1.store.count }
    return NearestRecord(id: offset + first.record, distance: first.distance)
  }

  /// The record with an id from ``nearestRecord(latitude:longitude:within:featureTypes:)``, or `nil`.
  public func place(at id: Int) -> OfflinePlace? {
    var rest = id
    for index in indexes {
      if rest >= 0 && rest < index.store.count { return index.store.place(rest) }
      rest -= index.store.count
    }
    return nil
  }

  static let defaultReverseMask: [Bool] = (try? computeReverseMask([])) ?? []
}
