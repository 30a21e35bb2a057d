import MeridianCore
import MeridianGeocoding

/// The scores of a named place found by something other than its name (see the offline locator
/// guide's "Scores and ranking"): all below an exact name (100) or alternate name (98), so they
/// fill the places the exact matches leave, each minus the qualifier penalty.
enum TermScore {
  /// Every word of the name, typed in another order ("Regatta Café").
  static let allNameWords = 90.0
  /// Taken off ``allNameWords`` for each word of the name that was not typed ("Regatta" for
  /// "Café Regatta": 85).
  static let perUntypedWord = 5.0
  /// The least a match on words of the name scores, however many words were left out.
  static let fewestNameWords = 70.0
  /// The place's street and house number ("Merikannontie 10"); the address point itself scores 100.
  static let address = 90.0
  /// The street and a house number that matches by its digits only ("10" for "10 B").
  static let addressDigits = 85.0
  /// The place's street alone ("Merikannontie").
  static let street = 70.0
  /// The place's postcode ("00260").
  static let postcode = 70.0
}

extension GeocodeSearch {
  /// The least score a new candidate needs to possibly place: the score of the `maxResults`-th
  /// best candidate so far that `minScore` keeps (candidates are never removed and only gain, so a
  /// lower one can never enter the results), or `minScore` while there are fewer.
  private var placingScore: Double {
    // The best `maxResults` scores, descending: a bounded selection, not a sort of every candidate.
    let k = context.maxResults
    var top: [Double] = []
    top.reserveCapacity(k)
    for candidate in best.values where candidate.score >= context.minScore {
      if top.count == k {
        guard candidate.score > top[k - 1] else { continue }
        top.removeLast()
      }
      top.insert(candidate.score, at: top.firstIndex { $0 < candidate.score } ?? top.count)
    }
    return top.count == k ? top[k - 1] : context.minScore
  }

  /// Named places whose name has every word of `text` (in any order), whose street is `text`, or
  /// whose postcode is `text`, scored by ``TermScore``.
  ///
  /// Bounds: text of more than ``OfflineLocator/maxNameWords`` distinct words is not matched by
  /// words; each kind of match offers at most ``OfflineLocator/maxTermMatches`` records, the best
  /// scores first and then the most prominent. Matches that cannot reach ``placingScore`` are not
  /// looked at further.
  ///
  /// - Parameter keys: The text's keys (``KeyNormalizer/keys(_:)``), when the caller has them.
  /// - Throws: ``OfflineLocatorError/cancelled`` when the task is cancelled.
  mutating func matchTerms(
    _ text: String, keys: [[UInt8]]? = nil, qualifiers: inout QualifierMatcher
  ) throws(OfflineLocatorError) {
    let floor = placingScore
    guard floor <= TermScore.allNameWords else { return }
    let keys = keys ?? KeyNormalizer.keys(text)
    guard let plain = keys.first, !plain.isEmpty else { return }
    var words: [ArraySlice<UInt8>] = []
    for word in plain.split(separator: 0x20) where !words.contains(word) {
      words.append(word)
      if words.count > OfflineLocator.maxNameWords { break }
    }
    let limit = termLimit(qualifiers)
    for (segment, index) in indexes.enumerated() {
      let store = index.store
      if words.count <= OfflineLocator.maxNameWords {
        let lists = words.map { index.terms.records(.nameWord, $0) }
        if !lists.contains(where: \.isEmpty) {
          let typed = words.count
          let score = { (record: Int) in
            let untyped = max(0, Int(index.terms.nameWordCounts[record]) - typed)
            return max(TermScore.fewestNameWords, TermScore.allNameWords - TermScore.perUntypedWord * Double(untyped))
          }
          for record in try best(try intersection(lists), limit, in: store, score: score) where score(record) >= floor {
            offer(Candidate(segment: segment, record: record, score: score(record) - qualifiers.penalty(store, record)))
          }
        }
      }
      guard floor <= TermScore.street else { continue }
      for key in keys {
        for record in try best(index.terms.records(.street, key), limit, in: store) {
          offer(
            Candidate(segment: segment, record: record, score: TermScore.street - qualifiers.penalty(store, record)))
        }
      }
      for record in try best(index.terms.records(.postcode, plain), limit, in: store) {
        offer(
          Candidate(segment: segment, record: record, score: TermScore.postcode - qualifiers.penalty(store, record)))
      }
    }
  }

  /// Named places at a street and house number ("Merikannontie 10"), scored ``TermScore/address``
  /// (or ``TermScore/addressDigits`` when the number matches by its digits only); each key offers
  /// at most ``OfflineLocator/maxTermMatches`` records, the most prominent first.
  ///
  /// - Throws: ``OfflineLocatorError/cancelled`` when the task is cancelled.
  mutating func matchPlaceAddresses(
    _ address: SearchText.StreetAddress, qualifiers: inout QualifierMatcher
  ) throws(OfflineLocatorError) {
    let floor = placingScore
    let number = SearchText.houseNumberKey(address.houseNumber)
    let digits = SearchText.houseNumberDigits(number)
    let limit = termLimit(qualifiers)
    for (segment, index) in indexes.enumerated() {
      let store = index.store
      for key in KeyNormalizer.keys(address.street) {
        for (kind, typed, score) in [
          (PlaceTerms.Kind.address, number, TermScore.address), (.addressDigits, digits, TermScore.addressDigits),
        ] where !typed.isEmpty && score >= floor {
          let records = index.terms.records(kind, PlaceTerms.addressKey(key, typed))
          for record in try best(records, limit, in: store) {
            offer(Candidate(segment: segment, record: record, score: score - qualifiers.penalty(store, record)))
          }
        }
      }
    }
  }

  /// How many records one term match offers: without a preferred location, qualifiers or filters,
  /// the final order of its records is their score and then their rank (as ``best(_:_:in:score:)``
  /// picks them), so its best `maxResults` are all that can place; otherwise
  /// ``OfflineLocator/maxTermMatches``.
  private func termLimit(_ qualifiers: QualifierMatcher) -> Int {
    let plain =
      context.location == nil && qualifiers.isEmpty && context.area == nil && context.categoryMask == nil
      && context.countryCode == nil
    return plain ? context.maxResults : OfflineLocator.maxTermMatches
  }

  /// The records in every list (each ascending), ascending: the shortest list is walked and each
  /// of its records looked for in the others by galloping from where the last search ended.
  private mutating func intersection(_ lists: [ArraySlice<UInt32>]) throws(OfflineLocatorError) -> [UInt32] {
    guard let shortest = lists.indices.min(by: { lists[$0].count < lists[$1].count }) else { return [] }
    if lists.count == 1 { return Array(lists[0]) }
    var cursors = lists.map(\.startIndex)
    var result: [UInt32] = []
    walk: for record in lists[shortest] {
      try cancellation.step()
      for (l, list) in lists.enumerated() where l != shortest {
        // Gallop to a bound past `record`, then binary-search the first element not below it.
        var low = cursors[l]
        var step = 1
        var high = low
        while high < list.endIndex, list[high] < record {
          low = high + 1
          high = min(list.endIndex, high + step)
          step *= 2
        }
        while low < high {
          let middle = (low + high) / 2
          if list[middle] < record { low = middle + 1 } else { high = middle }
        }
        cursors[l] = low
        guard low < list.endIndex else { break walk }
        guard list[low] == record else { continue walk }
      }
      result.append(record)
    }
    return result
  }

  /// At most `limit` of some records: the highest scores first, then the highest ranks (below 0
  /// counting as 0, as ``SearchContext/tieBreak(_:_:)`` counts them), then the first records; all
  /// of them, in order, when there are no more.
  private mutating func best(
    _ records: some Collection<UInt32>, _ limit: Int, in store: PlaceStore, score: (Int) -> Double = { _ in 0 }
  ) throws(OfflineLocatorError) -> [Int] {
    guard records.count > limit else { return records.map { Int($0) } }
    // A bounded selection, best first: O(n log k), and every step can be cancelled.
    var kept: [(record: Int, score: Double)] = []
    kept.reserveCapacity(limit + 1)
    func precedes(_ a: (record: Int, score: Double), _ b: (record: Int, score: Double)) -> Bool {
      if a.score != b.score { return a.score > b.score }
      let (ra, rb) = (max(store.ranks[a.record], 0), max(store.ranks[b.record], 0))
      return ra != rb ? ra > rb : a.record < b.record
    }
    for posting in records {
      try cancellation.step()
      let entry = (record: Int(posting), score: score(Int(posting)))
      if kept.count == limit, let last = kept.last, !precedes(entry, last) { continue }
      var low = 0
      var high = kept.count
      while low < high {
        let middle = (low + high) / 2
        if precedes(entry, kept[middle]) { high = middle } else { low = middle + 1 }
      }
      kept.insert(entry, at: low)
      if kept.count > limit { kept.removeLast() }
    }
    return kept.map(\.record)
  }
}
