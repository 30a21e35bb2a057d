import MeridianCore
import MeridianGeocoding

/// One immutable, searchable body of records: the store, its name keys, its other search terms,
/// its typo index and its spatial index. An ``OfflineLocator`` searches one or more of these.
final class OfflineIndex: Sendable {
  let store: PlaceStore
  let names: NameIndex
  /// The name words, streets and postcodes of the named records.
  let terms: PlaceTerms
  let spatial: PlaceKDTrees
  let deletions: DeletionIndex
  /// A fingerprint of the contents, used in magic keys so a key from another index is not misread.
  let fingerprint: UInt32
  /// How many records each category node has (by node index), counting only the node itself.
  let categoryCounts: [Int]
  /// Wraps built or loaded parts and derives the typo index from the names.
  ///
  /// - Parameter cancellable: Whether deriving the typo index stops early when the task is
  ///   cancelled (for builds, which then throw and drop the index).
  convenience init(
    store: PlaceStore, names: NameIndex, terms: PlaceTerms, spatial: PlaceKDTrees, fingerprint: UInt32,
    cancellable: Bool = false
  ) {
    self.init(
      store: store, names: names, terms: terms, spatial: spatial,
      deletions: DeletionIndex(names: names, cancellable: cancellable), fingerprint: fingerprint)
  }

  /// Wraps built parts and a typo index derived from `names`.
  init(
    store: PlaceStore, names: NameIndex, terms: PlaceTerms, spatial: PlaceKDTrees, deletions: DeletionIndex,
    fingerprint: UInt32
  ) {
    self.store = store
    self.names = names
    self.terms = terms
    self.spatial = spatial
    self.deletions = deletions
    self.fingerprint = fingerprint
    var counts = [Int](repeating: 0, count: OfflineCategories.nodes.count)
    for category in store.categories { counts[Int(category)] += 1 }
    self.categoryCounts = counts
  }

  /// The number of bytes the index's tables occupy in memory: the records (``PlaceStore``), the
  /// name keys, postings and suggestion ranking (``NameIndex``), the other search terms
  /// (``PlaceTerms``), the typo index (``DeletionIndex``), the k-d trees and the nearest-record
  /// cover (``PlaceKDTrees``), and the category counts. Each table counts its elements' bytes.
  var byteCount: Int {
    store.byteCount + names.byteCount + terms.byteCount + deletions.byteCount + spatial.byteCount
      + categoryCounts.elementBytes
  }

  /// A Boolean value indicating whether any record has a category the mask includes.
  func hasAny(_ mask: [Bool]?) -> Bool {
    guard let mask else { return store.count > 0 }
    return zip(categoryCounts, mask).contains { $0 > 0 && $1 }
  }

  /// The most bytes of text (names, addresses, areas) an index's string table holds: its offsets are 32-bit.
  static let maxStringBytes = Int(UInt32.max) - 1
}
