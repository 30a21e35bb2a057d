import MeridianCore
import MeridianGeocoding

extension OfflineLocator {
  /// A record found by ``nearestRecord(latitude:longitude:within:featureTypes:)``: package API for the
  /// bench and the tests; apps use `reverseGeocode`.
  ///
  /// Finding the nearest record by geodesic distance rarely needs the distance itself: the search
  /// proves the answer from straight-line distances and a bound (see
  /// ``nearestRecord(latitude:longitude:within:featureTypes:)``). So the distance is measured when
  /// ``distance`` is read, unless the search measured it already; a caller that only wants the
  /// place does not pay for it.
  ///
  /// Two values are equal when they name the same record found from the same position.
  package struct NearestRecord: Sendable, Hashable {
    /// The record's position in ``OfflineLocator/places`` (and for ``OfflineLocator/place(at:)``).
    package let id: Int
    /// The query position in degrees.
    let latitude: Double
    let longitude: Double
    /// The store that holds the record, and the record in it (read only when the distance is).
    let store: PlaceStore
    let record: Int
    /// The distance in metres if the search measured it, else NaN.
    let measured: Double

    /// The geodesic distance on the WGS84 ellipsoid, in metres.
    ///
    /// Measured on each read when the search did not need it (Karney's inverse, about a
    /// microsecond; the short-line series within 100 km): read it once and keep it.
    package var distance: Double {
      guard measured.isNaN else { return measured }
      return OfflineLocator.geodesic(from: (latitude, longitude), to: record, in: store)
    }

    package static func == (a: NearestRecord, b: NearestRecord) -> Bool {
      a.id == b.id && a.latitude == b.latitude && a.longitude == b.longitude
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(latitude)
      hasher.combine(longitude)
    }
  }

  /// The record nearest to a position by geodesic distance, without building a result.
  ///
  /// This is the query ``reverseGeocode(_:parameters:)`` runs, for callers that need only the record.
  /// The answer is exact: the nearest record on the WGS84 ellipsoid, ties broken by record order.
  /// Its ``NearestRecord/distance`` is measured when read unless the search needed it.
  ///
  /// - Parameters:
  ///   - latitude: The latitude in degrees (WGS84).
  ///   - longitude: The longitude in degrees.
  ///   - within: The search radius in metres (the default: unlimited).
  ///   - featureTypes: As `ReverseGeocodeParameters/featureTypes`.
  /// - Returns: The nearest record, or `nil` when none is within the radius.
  /// - Throws: ``OfflineLocatorError/invalidLocation(name:reason:)`` or an invalid-parameter error.
  package func nearestRecord(
    latitude: Double, longitude: Double, within: Double = .infinity, featureTypes: [String] = []
  ) throws(OfflineLocatorError) -> NearestRecord? {
    let at: (latitude: Double, longitude: Double)
    if latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) {
      at = (latitude, longitude)
    } else {
      at = try SearchContext.validate(Point(latitude: latitude, longitude: longitude), name: "location")
    }
    guard within > 0, !within.isNaN else {
      throw .invalidParameter(name: "within", reason: "must be a positive number of metres (got \(within))")
    }
    let classes = try Self.reverseClasses(featureTypes)
    let first = withUnsafeTemporaryAllocation(of: NearestFound.self, capacity: 1) { found in
      nearest(to: at, within: within, classes: classes, into: found) > 0 ? found[0] : nil
    }
    guard let first else { return nil }
    var offset = 0
    for index in indexes[..<first.segment] { offset += index.store.count }
    return NearestRecord(
      id: offset + first.record, latitude: at.latitude, longitude: at.longitude, store: indexes[first.segment].store,
      record: first.record, measured: first.distance)
  }

  /// The record with an id from ``nearestRecord(latitude:longitude:within:featureTypes:)``, or `nil`.
  package func place(at id: Int) -> OfflinePlace? {
    var rest = id
    for index in indexes {
      if rest >= 0 && rest < index.store.count { return index.store.place(rest) }
      rest -= index.store.count
    }
    return nil
  }
}
