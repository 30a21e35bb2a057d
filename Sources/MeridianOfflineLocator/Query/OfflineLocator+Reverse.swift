import Foundation
import MeridianCore
import MeridianGeocoding

extension OfflineLocator {
  /// The reverse classes (see ``ReverseClass``) that feature types select; no types means points of
  /// interest, addresses and populated places (not countries or postcodes).
  static func reverseClasses(_ featureTypes: [String]) throws(OfflineLocatorError) -> ReverseClass.Set {
    guard !featureTypes.isEmpty else { return ReverseClass.defaultSet }
    var set: ReverseClass.Set = 0
    for type in featureTypes {
      switch Self.featureType(type) {
      case "poi": set |= 1 << ReverseClass.poi
      case "pointaddress", "streetaddress", "subaddress": set |= 1 << ReverseClass.address
      case "locality": set |= 1 << ReverseClass.locality
      case "postal": set |= 1 << ReverseClass.postal
      case "streetname", "streetint", "distancemarker": continue
      default:
        throw .invalidParameter(
          name: "featureTypes",
          reason:
            "has an unknown type '\(type)' (known: StreetInt, DistanceMarker, StreetAddress, StreetName, POI, Subaddress, PointAddress, Postal, Locality)"
        )
      }
    }
    return set
  }

  /// The known feature type a name spells in any case (comparing bytes, without hashing or
  /// allocating), or the name lower-cased.
  private static func featureType(_ name: String) -> String {
    for known in knownFeatureTypes where known.utf8.count == name.utf8.count {
      if zip(known.utf8, name.utf8).allSatisfy({ $0 == ($1 >= 0x41 && $1 <= 0x5A ? $1 | 0x20 : $1) }) { return known }
    }
    return name.lowercased()
  }

  private static let knownFeatureTypes = [
    "poi", "pointaddress", "streetaddress", "subaddress", "locality", "postal", "streetname", "streetint",
    "distancemarker",
  ]

  func reverse(_ location: Point, parameters: ReverseGeocodeParameters) throws(OfflineLocatorError) -> [GeocodeResult] {
    let at = try SearchContext.validate(location, name: "location")
    let requested = parameters.maxDistance ?? ReverseGeocodeParameters.defaultMaxDistance
    guard !requested.isNaN, requested > 0 else {
      throw .invalidParameter(name: "maxDistance", reason: "must be a positive number of metres (got \(requested))")
    }
    let maxDistance = min(requested, Self.maxReverseDistance)
    guard parameters.maxResults >= 1 else {
      throw .invalidParameter(name: "maxResults", reason: "must be at least 1 (got \(parameters.maxResults))")
    }
    try Self.checkCount(parameters.featureTypes, name: "featureTypes")
    try Self.checkCount(parameters.resultAttributeNames, name: "resultAttributeNames")
    let classes = try Self.reverseClasses(parameters.featureTypes)
    let count = min(parameters.maxResults, Self.maxReverseResults)
    let nearest = nearestRecords(to: at, count: count, within: maxDistance, classes: classes)
    let attributeNames = parameters.resultAttributeNames.isEmpty ? ["*"] : parameters.resultAttributeNames
    return nearest.map { item in
      factory.result(
        Candidate(segment: item.segment, record: item.record, score: 100), from: at, attributeNames: attributeNames,
        isReverse: true, distance: item.distance)
    }
  }

  /// The `count` records nearest to a position by geodesic distance on the WGS84 ellipsoid, within
  /// `within` metres, nearest first (ties by index and record order).
  func nearestRecords(
    to at: (latitude: Double, longitude: Double), count: Int, within: Double, classes: ReverseClass.Set
  ) -> [NearestFound] {
    let count = min(count, recordCount)
    guard count > 0 else { return [] }
    return withUnsafeTemporaryAllocation(of: NearestFound.self, capacity: count) { found in
      let n = nearest(to: at, within: within, classes: classes, into: found)
      return found[..<n].map { measured($0, from: at) }
    }
  }

  /// A record found by a nearest query, with its geodesic distance in metres or bounds on it.
  struct NearestFound {
    var segment: Int
    var record: Int
    /// The geodesic distance in metres, or NaN when the query did not need to measure it.
    var distance: Double
    /// A lower bound on the distance (the chord, or the distance itself when measured).
    var lower: Double
    /// An upper bound on the distance (the distance itself when measured).
    var upper: Double

    /// A record whose distance was measured.
    init(segment: Int, record: Int, distance: Double) {
      self.init(segment: segment, record: record, distance: distance, lower: distance, upper: distance)
    }

    init(segment: Int, record: Int, distance: Double, lower: Double, upper: Double) {
      self.segment = segment
      self.record = record
      self.distance = distance
      self.lower = lower
      self.upper = upper
    }
  }

  /// A found record with its geodesic distance measured (if the query left it NaN).
  func measured(_ item: NearestFound, from at: (latitude: Double, longitude: Double)) -> NearestFound {
    guard item.distance.isNaN else { return item }
    let distance = Self.geodesic(from: at, to: item.record, in: indexes[item.segment].store)
    return NearestFound(segment: item.segment, record: item.record, distance: distance)
  }

  /// Fills `found` with the records nearest to a position (at most `found.count`), nearest first,
  /// and returns how many it found.
  ///
  /// The search runs on straight-line distances (chords) between Earth-centred positions, and a
  /// chord is never longer than the geodesic between the same points. For a single nearest record,
  /// the indexes' covers (see ``NearestCover``) list the few candidates, and the answer's distance
  /// may be left unmeasured (NaN, see ``nearestByCover(_:_:_:)``); otherwise the trees give the
  /// `k + 1` nearest by chord (`k = found.count`) with no allocation. The first `k` get their exact
  /// geodesic distance; let `s` be the largest. No record farther than `s` in a straight line can be
  /// nearer than `s` along the ellipsoid, so when the `(k + 1)`-th record by chord is farther than
  /// `s` (plus a millimetre for rounding), the first `k` are exactly the `k` nearest; otherwise every
  /// record within `s` is measured exactly.
  func nearest(
    to at: (latitude: Double, longitude: Double), within: Double, classes: ReverseClass.Set,
    into found: UnsafeMutableBufferPointer<NearestFound>
  ) -> Int {
    let count = found.count
    let target = WGS84Ellipsoid.surfacePoint(latitude: at.latitude, longitude: at.longitude)
    let bound = within * within
    func geodesic(_ segment: Int, _ neighbor: SpatialNeighbor) -> Double {
      let index = indexes[segment]
      return Self.geodesic(at, target, index.store, neighbor.record, index.spatial.point(at: neighbor.position))
    }
    if count == 1, let single = nearestByCover(at, target, classes) {
      guard var single, single.lower <= within else { return 0 }
      if !(single.upper <= within) {
        single = measured(single, from: at)
        guard single.distance <= within else { return 0 }
      }
      found[0] = single
      return 1
    }
    var total = 0
    let recheck = withUnsafeTemporaryAllocation(of: SpatialNeighbor.self, capacity: count + 1) { storage -> Double? in
      var list = NeighborList(storage: storage, radius2: bound)
      for (segment, index) in indexes.enumerated() {
        list.segment = segment
        index.spatial.visit(target, classes: classes, into: &list)
      }
      var farthest = 0.0
      total = min(count, list.count)
      for rank in 0..<total {
        let distance = geodesic(list[rank].segment, list[rank])
        found[rank] = NearestFound(segment: list[rank].segment, record: list[rank].record, distance: distance)
        farthest = max(farthest, distance)
      }
      guard list.count > count else { return nil }
      let margin = 1e-3 + farthest * 1e-12
      let recheck = min(bound, (farthest + margin) * (farthest + margin))
      return list[count].chord2 <= recheck ? recheck : nil
    }
    if let recheck {
      // Rare: another record is as near in a straight line as the farthest measured; measure all such.
      var all: [NearestFound] = []
      for (segment, index) in indexes.enumerated() {
        for item in index.spatial.records(near: target, radiusSquared: recheck, classes: classes) {
          let store = index.store
          let point = WGS84Ellipsoid.surfacePoint(
            latitude: store.latitudes[item.record], longitude: store.longitudes[item.record])
          let distance = Self.geodesic(at, target, store, item.record, point)
          all.append(NearestFound(segment: segment, record: item.record, distance: distance))
        }
      }
      all.sort(by: Self.nearer)
      total = min(count, all.count)
      for rank in 0..<total { found[rank] = all[rank] }
    } else {
      Self.insertionSort(found, total)
    }
    while total > 0, !(found[total - 1].distance <= within) { total -= 1 }
    return total
  }

  /// The geodesic distance from a position (`at`, Earth-centred `target`) to a record (Earth-centred
  /// `point`): the short-line series within 100 km, Karney's inverse beyond (see
  /// `Geodesic.distance(from:to:lat1:lon1:lat2:lon2:)`).
  @inline(__always) static func geodesic(
    _ at: (latitude: Double, longitude: Double), _ target: SIMD3<Double>, _ store: PlaceStore, _ record: Int,
    _ point: SIMD3<Double>
  ) -> Double {
    Geodesic.wgs84.distance(
      from: target, to: point, lat1: at.latitude, lon1: at.longitude, lat2: store.latitudes[record],
      lon2: store.longitudes[record])
  }

  /// ``geodesic(_:_:_:_:_:)`` from latitudes and longitudes alone (the Earth-centred positions
  /// computed here), for a distance measured after the search.
  static func geodesic(
    from at: (latitude: Double, longitude: Double), to record: Int, in store: PlaceStore
  ) -> Double {
    geodesic(
      at, WGS84Ellipsoid.surfacePoint(latitude: at.latitude, longitude: at.longitude), store, record,
      WGS84Ellipsoid.surfacePoint(latitude: store.latitudes[record], longitude: store.longitudes[record]))
  }

  static func nearer(_ a: NearestFound, _ b: NearestFound) -> Bool {
    a.distance != b.distance ? a.distance < b.distance : (a.segment, a.record) < (b.segment, b.record)
  }

  private static func insertionSort(_ items: UnsafeMutableBufferPointer<NearestFound>, _ count: Int) {
    guard count > 1 else { return }
    for i in 1..<count {
      let item = items[i]
      var j = i
      while j > 0, nearer(item, items[j - 1]) {
        items[j] = items[j - 1]
        j -= 1
      }
      items[j] = item
    }
  }
}
