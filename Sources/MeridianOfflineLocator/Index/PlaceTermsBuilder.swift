import MeridianCore
import MeridianGeocoding

/// Collects the terms of named records, in record order, and builds ``PlaceTerms``.
///
/// Records arrive in ascending order, so each key's postings are appended in order and need no
/// sort: the build only sorts the distinct keys and groups the postings by key.
struct PlaceTermsBuilder {
  /// (key, record) pairs, in the order they were added (ascending records).
  private var pairs = KeyedPairs()
  private var wordCounts: [UInt8] = []

  /// Adds the terms of record `record` (the next one in order): `nameKeys` are its name's keys
  /// (``KeyNormalizer/keys(_:)``, plain first), empty for a record without a name.
  mutating func add(record: Int, nameKeys: [[UInt8]], street: String, houseNumber: String, postcode: String) {
    guard let plain = nameKeys.first else {
      wordCounts.append(0)
      return
    }
    // Each key at most once per record: the words of the plain and spelled-out keys are merged, and
    // the street's two keys differ when there are two.
    var words: [ArraySlice<UInt8>] = []
    var plainWords = 1
    for (position, key) in nameKeys.enumerated() where key.contains(0x20) {
      words = Self.distinct(words + key.split(separator: 0x20))
      if position == 0 { plainWords = words.count }
    }
    for word in words { add(PlaceTerms.key(.nameWord, word), record) }
    wordCounts.append(UInt8(clamping: plainWords))
    if !street.isEmpty {
      let parts = PlaceTerms.address(street: street, houseNumber: houseNumber)
      let number = SearchText.houseNumberKey(parts.houseNumber)
      let digits = SearchText.houseNumberDigits(number)
      for key in KeyNormalizer.keys(parts.street) where !key.isEmpty {
        add(PlaceTerms.key(.street, key), record)
        if !number.isEmpty { add(PlaceTerms.key(.address, PlaceTerms.addressKey(key, number)), record) }
        if !digits.isEmpty { add(PlaceTerms.key(.addressDigits, PlaceTerms.addressKey(key, digits)), record) }
      }
    }
    if !postcode.isEmpty {
      let key = KeyNormalizer.key(postcode)
      if !key.isEmpty, key != plain { add(PlaceTerms.key(.postcode, key), record) }
    }
  }

  /// The words without repeats, in order: by a list for the few words of most names, by a set past
  /// 16, so that a name of thousands of words costs linear time.
  static func distinct(_ words: [ArraySlice<UInt8>]) -> [ArraySlice<UInt8>] {
    guard words.count > 16 else {
      var kept: [ArraySlice<UInt8>] = []
      for word in words where !kept.contains(word) { kept.append(word) }
      return kept
    }
    var seen: Set<ArraySlice<UInt8>> = []
    return words.filter { seen.insert($0).inserted }
  }

  private mutating func add(_ key: [UInt8], _ record: Int) { pairs.add(key, UInt32(record)) }

  /// The table: keys sorted byte-wise, each key's records ascending.
  ///
  /// - Throws: ``OfflineLocatorError/cancelled`` when the task is cancelled, or
  ///   ``OfflineLocatorError/invalidRecord(index:field:reason:)`` when the keys pass 4 GiB.
  func build() throws(OfflineLocatorError) -> PlaceTerms {
    // Records were added in ascending order, and at most once per key.
    let table = try pairs.table(of: "search terms") { group, postings in postings.append(contentsOf: group) }
    return PlaceTerms(table: table, nameWordCounts: wordCounts)
  }
}
