import MeridianCore
import MeridianGeocoding

/// Consistency checks on a decoded index, so a damaged file is rejected instead of crashing later.
enum IndexValidation {
  static func validate(
    store: PlaceStore, names: NameIndex, terms: NameIndex, nameWordCounts: [UInt8], records: [UInt32], axes: [UInt8],
    file: String
  )
    throws(OfflineLocatorError)
  {
    func fail(_ reason: String) -> OfflineLocatorError { .corruptIndex(file: file, reason: reason) }
    let count = store.count
    guard valid(store.strings) else { throw fail("the record strings are inconsistent") }
    guard store.names.count == count, store.details.count == count, store.areas.count == count,
      store.categories.count == count, store.longitudes.count == count, store.ranks.count == count,
      store.detailFields.count % PlaceStore.detailStride == 0, store.areaFields.count % PlaceStore.areaStride == 0
    else { throw fail("the record columns have different lengths") }
    let stringCount = UInt32(store.strings.count)
    guard store.names.allSatisfy({ $0 < stringCount }), store.detailFields.allSatisfy({ $0 < stringCount }),
      store.areaFields.allSatisfy({ $0 < stringCount })
    else { throw fail("a record field points past the strings") }
    let detailCount = UInt32(store.detailFields.count / PlaceStore.detailStride)
    let areaCount = UInt32(store.areaFields.count / PlaceStore.areaStride)
    guard store.details.allSatisfy({ $0 < detailCount }), store.areas.allSatisfy({ $0 < areaCount }) else {
      throw fail("a record points past the detail or area table")
    }
    let categoryCount = UInt16(OfflineCategories.nodes.count)
    guard store.categories.allSatisfy({ $0 < categoryCount }) else { throw fail("a record has an unknown category") }
    guard store.latitudes.allSatisfy({ (-90...90).contains($0) }),
      store.longitudes.allSatisfy({ (-180...180).contains($0) })
    else { throw fail("a record has a coordinate that is NaN, infinite or out of range (section 9 or 10)") }
    guard store.ranks.allSatisfy(\.isFinite) else { throw fail("a record has a NaN or infinite rank (section 11)") }
    guard consistent(names) else { throw fail("the name keys are inconsistent") }
    guard strictlySorted(names.keys) else { throw fail("the name keys are not sorted (section 12)") }
    let recordCount = UInt32(count)
    guard names.postings.allSatisfy({ $0 & ~NameIndex.alternateFlag < recordCount }) else {
      throw fail("a posting points past the records")
    }
    guard consistent(terms), nameWordCounts.count == count else {
      throw fail("the search terms are inconsistent (sections 25 to 29)")
    }
    guard strictlySorted(terms.keys) else { throw fail("the search terms are not sorted (section 25)") }
    // Each term's records strictly ascending and in range (the word search intersects them).
    for term in 0..<terms.keyCount {
      let list = terms.postings(of: term)
      guard list.last.map({ $0 < recordCount }) ?? true, zip(list, list.dropFirst()).allSatisfy({ $0 < $1 }) else {
        throw fail("a search term's records are out of order or past the records (section 28)")
      }
    }
    guard records.count == count, axes.count == count, axes.allSatisfy({ $0 <= 2 }) else {
      throw fail("the spatial index is inconsistent")
    }
    var seen = [Bool](repeating: false, count: count)
    for record in records {
      guard record < recordCount, !seen[Int(record)] else { throw fail("the spatial index is not a permutation") }
      seen[Int(record)] = true
    }
  }

  /// Whether a (valid) pool's strings are in strictly ascending byte order, as binary search needs.
  /// Linear in the pool's bytes.
  private static func strictlySorted(_ pool: StringPool) -> Bool {
    pool.bytes.withUnsafeBufferPointer { bytes in
      pool.offsets.withUnsafeBufferPointer { offsets in
        guard offsets.count > 2 else { return true }
        for k in 1..<(offsets.count - 1) {
          let a = bytes[Int(offsets[k - 1])..<Int(offsets[k])]
          let b = bytes[Int(offsets[k])..<Int(offsets[k + 1])]
          guard a.lexicographicallyPrecedes(b) else { return false }
        }
        return true
      }
    }
  }

  /// Whether a table's keys are a valid pool and its posting starts run from 0 to its postings' count.
  private static func consistent(_ table: NameIndex) -> Bool {
    valid(table.keys) && table.postingStarts.count == table.keys.count + 1 && table.postingStarts.first == 0
      && table.postingStarts.last == UInt32(table.postings.count)
      && zip(table.postingStarts, table.postingStarts.dropFirst()).allSatisfy({ $0 <= $1 })
  }

  private static func valid(_ pool: StringPool) -> Bool {
    guard let first = pool.offsets.first, first == 0, pool.offsets.last == UInt32(pool.bytes.count) else {
      return false
    }
    return zip(pool.offsets, pool.offsets.dropFirst()).allSatisfy { $0 <= $1 }
  }
}
