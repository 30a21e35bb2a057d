import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension OfflineIndex {
  /// What a build reads from every record first: its category, position and rank, validated.
  ///
  /// The spatial part of an index needs nothing else, so it can be built from these while the
  /// text part (strings, name keys) is built from the records.
  struct Basics: Sendable {
    var categories: [UInt16] = []
    var latitudes: [Double] = []
    var longitudes: [Double] = []
    var ranks: [Double] = []
  }

  /// Builds an index from validated records, one part after the other.
  ///
  /// - Parameter progress: Called with fractions 0...1 as the build advances.
  /// - Throws: ``OfflineLocatorError/invalidRecord(index:field:reason:)`` for a bad record (or for
  ///   text past the 4 GiB an index's string table holds), ``OfflineLocatorError/cancelled`` when the
  ///   task is cancelled (checked every few thousand records and cover cells).
  static func build(
    places: [OfflinePlace], progress: (Double) -> Void = { _ in }
  ) throws(OfflineLocatorError)
    -> OfflineIndex
  {
    let basics = try basics(of: places)
    let (store, names, terms) = try text(of: places, basics: basics, progress: progress)
    let spatial = try spatialIndex(basics)
    return try finish(store: store, names: names, terms: terms, spatial: spatial, progress: progress)
  }

  /// Builds an index from validated records, the spatial part (k-d trees and nearest-record cover)
  /// on a child task while this task builds the text part: the same index as ``build(places:progress:)``.
  ///
  /// - Parameter progress: Called with fractions 0...1 as the build advances, from this task and
  ///   from the child task (the two parts' progress combined, never going back).
  /// - Throws: What ``build(places:progress:)`` throws, with `CancellationError` for a cancelled task.
  static func buildConcurrently(
    places: [OfflinePlace], progress: @escaping @Sendable (Double) -> Void = { _ in }
  ) async throws -> OfflineIndex {
    // The text part reports 0...0.85 of a whole build (as in `build`), the spatial part 0...1 of its own.
    let parts = SharedLock((text: 0.0, spatial: 0.0))
    let combine: @Sendable (_ text: Double?, _ spatial: Double?) -> Void = { text, spatial in
      let overall = parts.withLock { parts in
        if let text { parts.text = max(parts.text, min(1, text / 0.85)) }
        if let spatial { parts.spatial = max(parts.spatial, spatial) }
        return 0.45 * parts.text + 0.45 * parts.spatial
      }
      progress(overall)
    }
    let basics = try surfacingCancellation { () throws(OfflineLocatorError) in try Self.basics(of: places) }
    async let spatial = surfacingCancellation { () throws(OfflineLocatorError) in
      try spatialIndex(basics, progress: { combine(nil, $0) })
    }
    let (store, names, terms) = try surfacingCancellation { () throws(OfflineLocatorError) in
      try text(of: places, basics: basics, progress: { combine($0, nil) })
    }
    // The typo index needs only the names: made here while the child task finishes the cover.
    let derived = derive(store: store, names: names)
    let trees = try await spatial
    return try surfacingCancellation { () throws(OfflineLocatorError) in
      try finish(
        store: store, names: names, terms: terms, spatial: trees, derived: derived,
        progress: { if $0 >= 0.95 { progress($0) } })
    }
  }

  /// Validates every record and reads its category, position and rank.
  private static func basics(of places: [OfflinePlace]) throws(OfflineLocatorError) -> Basics {
    guard places.count < Int(PrefixRanking.recordMask) else {
      throw .invalidRecord(
        index: Int(PrefixRanking.recordMask), field: "name", reason: "is past the most records an index holds")
    }
    var basics = Basics()
    basics.categories.reserveCapacity(places.count)
    basics.latitudes.reserveCapacity(places.count)
    basics.longitudes.reserveCapacity(places.count)
    basics.ranks.reserveCapacity(places.count)
    var cancellation = CancellationCheck()
    for (index, place) in places.enumerated() {
      try cancellation.step()
      try validate(place, index: index)
      guard let category = OfflineCategories.index(named: place.category) else {
        throw .invalidRecord(index: index, field: "category", reason: "names no category ('\(place.category)')")
      }
      basics.categories.append(UInt16(category))
      basics.latitudes.append(place.latitude)
      basics.longitudes.append(place.longitude)
      basics.ranks.append(place.rank.isFinite ? place.rank : 0)
    }
    return basics
  }

  /// The k-d trees and the nearest-record cover of the records.
  ///
  /// - Parameter progress: Called with fractions 0...1 as the cover's coarse cells are done.
  private static func spatialIndex(
    _ basics: Basics, progress: (Double) -> Void = { _ in }
  ) throws(OfflineLocatorError) -> PlaceKDTrees {
    try CancellationCheck.now()
    let spatial = PlaceKDTrees(
      categories: basics.categories, latitudes: basics.latitudes, longitudes: basics.longitudes, progress: progress)
    // The cover's builder stops early when the task is cancelled; its partial cover is dropped here.
    try CancellationCheck.now()
    return spatial
  }

  /// The records' strings, the name keys and the other search terms.
  private static func text(
    of places: [OfflinePlace], basics: Basics, progress: (Double) -> Void
  ) throws(OfflineLocatorError) -> (PlaceStore, NameIndex, PlaceTerms) {
    var strings = StringPoolBuilder()
    var nameIDs: [UInt32] = []
    var details: [UInt32] = []
    var detailFields: [UInt32] = []
    var detailIDs: [HashedBytes<UInt32>: UInt32] = [:]
    var areas: [UInt32] = []
    var areaFields: [UInt32] = []
    var areaIDs: [HashedBytes<UInt32>: UInt32] = [:]
    var names = NameIndexBuilder()
    var terms = PlaceTermsBuilder()
    names.reserveCapacity(places.count * 2)
    nameIDs.reserveCapacity(places.count)
    details.reserveCapacity(places.count)
    areas.reserveCapacity(places.count)
    do throws(OfflineLocatorError) {
      var cancellation = CancellationCheck()
      for (index, place) in places.enumerated() {
        // A step per name: a GeoNames city can have hundreds of alternate names to normalise.
        try cancellation.step(1 + place.alternateNames.count)
        guard strings.pool.bytes.count <= Self.maxStringBytes - Self.textBytes(of: place) else {
          throw .invalidRecord(index: index, field: "name", reason: "is past the 4 GiB of text an index holds")
        }
        nameIDs.append(strings.intern(place.name))
        let detail = [place.houseNumber, place.street, place.postcode, place.city, place.phone, place.url].map {
          strings.intern($0)
        }
        if let id = detailIDs[HashedBytes(detail)] {
          details.append(id)
        } else {
          let id = UInt32(detailIDs.count)
          detailIDs[HashedBytes(detail)] = id
          detailFields += detail
          details.append(id)
        }
        let area = [place.subregion, place.region, place.regionAbbreviation, place.countryCode, place.countryName].map {
          strings.intern($0)
        }
        if let id = areaIDs[HashedBytes(area)] {
          areas.append(id)
        } else {
          let id = UInt32(areaIDs.count)
          areaIDs[HashedBytes(area)] = id
          areaFields += area
          areas.append(id)
        }
        var nameKeys: [[UInt8]] = []
        if !place.name.isEmpty {
          nameKeys = KeyNormalizer.keys(place.name)
          for key in nameKeys { names.add(key, record: index, alternate: false) }
          for alternate in place.alternateNames {
            for key in KeyNormalizer.keys(alternate) { names.add(key, record: index, alternate: true) }
          }
        } else {
          for key in KeyNormalizer.keys(place.street) { names.add(key, record: index, alternate: false) }
        }
        terms.add(
          record: index, nameKeys: nameKeys, street: place.street, houseNumber: place.houseNumber,
          postcode: place.postcode)
        if index % 4096 == 0 { progress(0.6 * Double(index) / Double(max(places.count, 1))) }
      }
      let store = PlaceStore(
        strings: strings.pool, names: nameIDs, details: details, detailFields: detailFields, areas: areas,
        areaFields: areaFields, categories: basics.categories, latitudes: basics.latitudes,
        longitudes: basics.longitudes, ranks: basics.ranks)
      progress(0.6)
      let nameIndex = try names.build(ranks: basics.ranks, streets: nameIDs.map { $0 == 0 })
      progress(0.8)
      let placeTerms = try terms.build()
      progress(0.85)
      return (store, nameIndex, placeTerms)
    } catch {
      // Freeing the half-built tables (millions of small allocations for the world sample) takes
      // longer than the build takes to notice a cancellation: hand them to a background task.
      releaseInBackground((strings, names, terms, detailIDs, areaIDs))
      throw error
    }
  }

  /// Wraps the parts and derives the typo index.
  ///
  /// - Parameter derived: The typo index and fingerprint when they were made already (they need
  ///   only the text part, so a concurrent build makes them while its spatial part finishes).
  private static func finish(
    store: PlaceStore, names: NameIndex, terms: PlaceTerms, spatial: PlaceKDTrees,
    derived: (deletions: DeletionIndex, fingerprint: UInt32)? = nil, progress: (Double) -> Void
  ) throws(OfflineLocatorError) -> OfflineIndex {
    try CancellationCheck.now()
    progress(0.95)
    let (deletions, fingerprint) = derived ?? derive(store: store, names: names)
    let index = OfflineIndex(
      store: store, names: names, terms: terms, spatial: spatial, deletions: deletions, fingerprint: fingerprint)
    // A cancelled build's typo index may be partial: it is dropped here.
    try CancellationCheck.now()
    progress(1)
    return index
  }

  /// The typo index (stopping early when the task is cancelled) and the fingerprint of a text part.
  private static func derive(store: PlaceStore, names: NameIndex) -> (deletions: DeletionIndex, fingerprint: UInt32) {
    (DeletionIndex(names: names, cancellable: true), UInt32(truncatingIfNeeded: IndexChecksum.of(store: store)))
  }

  /// An upper bound of the bytes a record adds to the string table.
  private static func textBytes(of place: OfflinePlace) -> Int {
    [
      place.name, place.houseNumber, place.street, place.postcode, place.city, place.phone, place.url,
      place.subregion, place.region, place.regionAbbreviation, place.countryCode, place.countryName,
    ].reduce(0) { $0 + $1.utf8.count }
  }

  private static func validate(_ place: OfflinePlace, index: Int) throws(OfflineLocatorError) {
    guard place.latitude.isFinite, (-90...90).contains(place.latitude) else {
      throw .invalidRecord(index: index, field: "latitude", reason: "is not a latitude in -90...90 (\(place.latitude))")
    }
    guard place.longitude.isFinite, (-180...180).contains(place.longitude) else {
      throw .invalidRecord(
        index: index, field: "longitude", reason: "is not a longitude in -180...180 (\(place.longitude))")
    }
    guard !place.name.isEmpty || !place.street.isEmpty else {
      throw .invalidRecord(index: index, field: "name", reason: "is empty (a record needs a name or a street)")
    }
  }
}
