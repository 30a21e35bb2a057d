import MeridianCore
import MeridianGeocoding

/// One immutable, searchable body of records: the store, its name keys, its typo index and its
/// spatial index. An ``OfflineLocator`` searches one or more of these.
final class OfflineIndex: Sendable {
  let store: PlaceStore
  let names: NameIndex
  let spatial: SpatialIndex
  let deletions: DeletionIndex
  /// A fingerprint of the contents, used in magic keys so a key from another index is not misread.
  let fingerprint: UInt32
  /// How many records each category node has (by node index), counting only the node itself.
  let categoryCounts: [Int]
  /// Wraps built or loaded parts and derives the typo index from the names.
  ///
  /// - Parameter cancellable: Whether deriving the typo index stops early when the task is
  ///   cancelled (for builds, which then throw and drop the index).
  init(store: PlaceStore, names: NameIndex, spatial: SpatialIndex, fingerprint: UInt32, cancellable: Bool = false) {
    self.store = store
    self.names = names
    self.spatial = spatial
    self.deletions = DeletionIndex(names: names, cancellable: cancellable)
    self.fingerprint = fingerprint
    var counts = [Int](repeating: 0, count: OfflineCategories.nodes.count)
    for category in store.categories { counts[Int(category)] += 1 }
    self.categoryCounts = counts
  }

  /// The number of bytes the index's tables occupy in memory: the records (``PlaceStore``), the
  /// name keys, postings and suggestion ranking (``NameIndex``), the typo index
  /// (``DeletionIndex``), the k-d trees and the nearest-record cover (``SpatialIndex``), and the
  /// category counts. Each table counts its elements' bytes.
  var byteCount: Int {
    store.byteCount + names.byteCount + deletions.byteCount + spatial.byteCount + categoryCounts.elementBytes
  }

  /// A Boolean value indicating whether any record has a category the mask includes.
  func hasAny(_ mask: [Bool]?) -> Bool {
    guard let mask else { return store.count > 0 }
    return zip(categoryCounts, mask).contains { $0 > 0 && $1 }
  }

  /// Builds an index from validated records.
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
    var strings = StringPoolBuilder()
    var nameIDs: [UInt32] = []
    var details: [UInt32] = []
    var detailFields: [UInt32] = []
    var detailIDs: [[UInt32]: UInt32] = [:]
    var areas: [UInt32] = []
    var areaFields: [UInt32] = []
    var areaIDs: [[UInt32]: UInt32] = [:]
    var categories: [UInt16] = []
    var latitudes: [Double] = []
    var longitudes: [Double] = []
    var ranks: [Double] = []
    var names = NameIndexBuilder()
    guard places.count < Int(PrefixRanking.recordMask) else {
      throw .invalidRecord(
        index: Int(PrefixRanking.recordMask), field: "name", reason: "is past the most records an index holds")
    }
    do throws(OfflineLocatorError) {
      var cancellation = CancellationCheck()
      for (index, place) in places.enumerated() {
        // A step per name: a GeoNames city can have hundreds of alternate names to normalise.
        try cancellation.step(1 + place.alternateNames.count)
        try validate(place, index: index)
        guard strings.pool.bytes.count <= Self.maxStringBytes - Self.textBytes(of: place) else {
          throw .invalidRecord(index: index, field: "name", reason: "is past the 4 GiB of text an index holds")
        }
        guard let category = OfflineCategories.index(named: place.category) else {
          throw .invalidRecord(index: index, field: "category", reason: "names no category ('\(place.category)')")
        }
        nameIDs.append(strings.intern(place.name))
        let detail = [place.houseNumber, place.street, place.postcode, place.city, place.phone, place.url].map {
          strings.intern($0)
        }
        if let id = detailIDs[detail] {
          details.append(id)
        } else {
          let id = UInt32(detailIDs.count)
          detailIDs[detail] = id
          detailFields += detail
          details.append(id)
        }
        let area = [place.subregion, place.region, place.regionAbbreviation, place.countryCode, place.countryName].map {
          strings.intern($0)
        }
        if let id = areaIDs[area] {
          areas.append(id)
        } else {
          let id = UInt32(areaIDs.count)
          areaIDs[area] = id
          areaFields += area
          areas.append(id)
        }
        categories.append(UInt16(category))
        latitudes.append(place.latitude)
        longitudes.append(place.longitude)
        ranks.append(place.rank.isFinite ? place.rank : 0)
        if !place.name.isEmpty {
          for key in KeyNormalizer.keys(place.name) { names.add(key, record: index, alternate: false) }
          for alternate in place.alternateNames {
            for key in KeyNormalizer.keys(alternate) { names.add(key, record: index, alternate: true) }
          }
        } else {
          for key in KeyNormalizer.keys(place.street) { names.add(key, record: index, alternate: false) }
        }
        if index % 4096 == 0 { progress(0.6 * Double(index) / Double(max(places.count, 1))) }
      }
      let store = PlaceStore(
        strings: strings.pool, names: nameIDs, details: details, detailFields: detailFields, areas: areas,
        areaFields: areaFields, categories: categories, latitudes: latitudes, longitudes: longitudes,
        ranks: ranks)
      progress(0.6)
      let nameIndex = try names.build(ranks: ranks, streets: nameIDs.map { $0 == 0 })
      progress(0.85)
      try CancellationCheck.now()
      let spatial = SpatialIndex(store: store)
      // The cover's builder stops early when the task is cancelled; its partial cover is dropped here.
      try CancellationCheck.now()
      progress(0.95)
      let index = OfflineIndex(
        store: store, names: nameIndex, spatial: spatial,
        fingerprint: UInt32(truncatingIfNeeded: IndexChecksum.of(store: store)), cancellable: true)
      // A cancelled build's typo index may be partial: it is dropped here.
      try CancellationCheck.now()
      progress(1)
      return index
    } catch {
      // Freeing the half-built tables (millions of small allocations for the world sample) takes
      // longer than the build takes to notice a cancellation: hand them to a background task.
      releaseInBackground((strings, names, detailIDs, areaIDs))
      throw error
    }
  }

  /// The most bytes of text (names, addresses, areas) an index's string table holds: its offsets are 32-bit.
  static let maxStringBytes = Int(UInt32.max) - 1

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
