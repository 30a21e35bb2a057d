import Foundation
import MeridianCore
import MeridianGeocoding

extension OfflineLocator {
  /// Suggestions: category names (collections), addresses on a typed street, names that start with
  /// the text, and — when those are too few — names within one typo of the text or of its start.
  func suggestions(for text: String, parameters: SuggestParameters) throws(OfflineLocatorError) -> [SuggestResult] {
    try Self.checkLength(text)
    let trimmed = Self.trimmed(text)
    guard !trimmed.isEmpty else { throw .emptySearchText }
    guard (1...15).contains(parameters.maxResults) else {
      throw .invalidParameter(name: "maxResults", reason: "must be in 1...15 (got \(parameters.maxResults))")
    }
    let context = try SearchContext(
      location: parameters.preferredSearchLocation, area: parameters.searchArea, categories: parameters.categories,
      countryCode: parameters.countryCode, maxResults: parameters.maxResults, minScore: 0, attributeNames: [])
    var results: [SuggestResult] = []
    let folded = TextFolding.foldedString(trimmed)
    let length = folded.count
    if length >= 2 {
      for node in CategoryPrefixes.nodes(startingWith: Array(folded.utf8), words: length >= 4) {
        let name = OfflineCategories.nodes[node].name
        if let mask = context.categoryMask, let index = OfflineCategories.index(named: name), !mask[index] {
          continue
        }
        results.append(SuggestResult(label: name, isCollection: true, magicKey: MagicKey.category(name).text))
        if results.count >= 2 { break }
      }
    }
    var search = GeocodeSearch(indexes: indexes, context: context)
    if let address = SearchText.parseAddress(trimmed) { suggestAddresses(address, into: &search) }
    let key = Self.partialKey(folded)
    // Text with nothing searchable (emoji, symbols, control characters) is a prefix of every key.
    guard !key.isEmpty else { return results }
    var prefixes = [key]
    if let space = key.lastIndex(of: 0x20) ?? (key.isEmpty ? nil : -1) {
      for canonical in Self.canonicalAbbreviations(forPrefix: key[(space + 1)...]) {
        prefixes.append(Array(key[..<(space + 1)]) + canonical + [0x20])
      }
    }
    for prefix in prefixes { try suggestPrefix(prefix, exact: key, into: &search) }
    if search.ranked().count < parameters.maxResults, (4...Self.maxTypoKeyLength).contains(key.count) {
      for (segment, index) in indexes.enumerated() {
        // (A range that needed no edit is the prefix's own, already offered with a better score.)
        for (range, edits) in index.names.fuzzyPrefixRanges(key, maxEdits: 1) where edits > 0 {
          try streamPrefix(segment, range, score: 90 - 5 * Double(edits), into: &search)
        }
        for (id, edits) in index.deletions.search(key, names: index.names) {
          offerKey(segment, id, score: 90 - 5 * Double(edits), into: &search)
        }
      }
    }
    var seen = Set(results.map(\.label))
    for candidate in search.ranked() {
      guard results.count < parameters.maxResults + 2 else { break }
      let labels = PlaceLabels(store: indexes[candidate.segment].store, record: candidate.record)
      let label = candidate.asStreet ? streetLabel(candidate) : labels.longLabel
      guard seen.insert(label).inserted else { continue }
      let magic = MagicKey.place(
        fingerprint: indexes[candidate.segment].fingerprint, segment: candidate.segment, record: candidate.record,
        asStreet: candidate.asStreet)
      results.append(SuggestResult(label: label, magicKey: magic.text))
    }
    return Array(results.prefix(parameters.maxResults))
  }

  /// The key of partial text: every token but the last canonicalised (the last may be unfinished).
  static func partialKey(_ folded: String) -> [UInt8] {
    let bytes = Array(folded.utf8)
    guard let space = bytes.lastIndex(of: 0x20) else { return bytes }
    return KeyNormalizer.canonicalize(Array(bytes[..<space])) + [0x20] + bytes[(space + 1)...]
  }

  private func streetLabel(_ candidate: Candidate) -> String {
    factory.result(candidate, from: nil, attributeNames: ["Match_addr"]).label
  }

  /// The canonical forms of the abbreviation words that start with a partial last token (as
  /// `KeyNormalizer.canonicalAbbreviations(forPrefix:)`, on bytes), sorted.
  private static func canonicalAbbreviations(forPrefix token: ArraySlice<UInt8>) -> [[UInt8]] {
    guard String(decoding: token, as: UTF8.self).count >= 2 else { return [] }
    var result: [[UInt8]] = []
    for (word, canonical) in abbreviationWords where word.starts(with: token) && !result.contains(canonical) {
      result.append(canonical)
    }
    return result.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The abbreviation words that are not themselves canonical, with their canonical forms.
  private static let abbreviationWords: [(word: [UInt8], canonical: [UInt8])] = KeyNormalizer.abbreviations
    .filter { $0.key != $0.value }.map { (Array($0.key.utf8), Array($0.value.utf8)) }

  /// Offers the names that start with a prefix: keys as long as the typed key score 100, the others
  /// 95 (a street 94, an alternate name 93), read best rank first (see ``PrefixStream``) until no
  /// later record can reach the best `maxResults` (by the ranking's tie-break, whose prominence
  /// term only grows worse down the stream).
  private func suggestPrefix(
    _ prefix: [UInt8], exact: [UInt8], into search: inout GeocodeSearch
  ) throws(OfflineLocatorError) {
    for (segment, index) in indexes.enumerated() {
      var range = index.names.prefixRange(prefix)
      guard !range.isEmpty else { continue }
      if prefix.count == exact.count {
        if index.names.keys.length(UInt32(range.lowerBound)) == exact.count {
          offerKey(segment, range.lowerBound, score: 100, into: &search)
          range = (range.lowerBound + 1)..<range.upperBound
        }
      } else if prefix.count < exact.count {
        var cancellation = CancellationCheck()
        for id in range {
          try cancellation.step()
          if index.names.keys.length(UInt32(id)) == exact.count { offerKey(segment, id, score: 100, into: &search) }
        }
      }
      try streamPrefix(segment, range, score: 95, into: &search)
    }
  }

  /// Key ranges up to this size are offered whole rather than streamed.
  private static let smallRange = 8

  /// Text without leading and trailing white space and newlines, as Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it (its set is Unicode's White_Space
  /// and U+200B), without the bridging.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    func kept(_ scalar: Unicode.Scalar) -> Bool { !scalar.properties.isWhitespace && scalar.value != 0x200B }
    guard let first = scalars.firstIndex(where: kept), let last = scalars.lastIndex(where: kept) else { return "" }
    return String(scalars[first...last])
  }

  /// At most this many entries are read per prefix (when filters reject most of them).
  private static let streamLimit = 20_000

  /// Offers the names of a key range best rank first (a name at `score`, a street one less, an
  /// alternate name two less) until no later record can reach the best `maxResults` names.
  private func streamPrefix(
    _ segment: Int, _ range: Range<Int>, score: Double, into search: inout GeocodeSearch
  ) throws(OfflineLocatorError) {
    if range.count <= Self.smallRange {
      // Offering every entry of a few keys is cheaper than ranking them, and ranks the same.
      for key in range { offerKey(segment, key, score: score, into: &search) }
      return
    }
    let index = indexes[segment]
    let store = index.store
    let context = search.context
    let country = GeocodeSearch.resolveCountry(context.countryCode, in: index)
    var stream = PrefixStream(names: index.names, ranks: store.ranks, range: range) { store.id($0, .name) == 0 }
    let needed = context.maxResults
    var best: [Double] = []  // the tie-break values of the best accepted names, ascending
    var counted = -1
    var read = 0
    var cancellation = CancellationCheck()
    while let entry = stream.next(), read < Self.streamLimit {
      read += 1
      try cancellation.step()
      let record = Int(entry & PrefixRanking.recordMask)
      if best.count == needed, record != counted {
        let prominence = log10(max(store.ranks[record], 0) + 10)
        if (context.location == nil ? -prominence : -0.5 * prominence) > best[needed - 1] { break }
      }
      let street = entry & PrefixRanking.street != 0
      let alternate = entry & PrefixRanking.alternate != 0
      search.offer(
        Candidate(
          segment: segment, record: record, score: street ? score - 1 : (alternate ? score - 2 : score),
          asStreet: street))
      guard !street, !alternate, record != counted, context.accepts(store, record, countryFilter: country) else {
        continue
      }
      counted = record
      let value = context.tieBreak(store, record)
      let position = best.firstIndex { $0 > value } ?? best.count
      if position < needed {
        best.insert(value, at: position)
        if best.count > needed { best.removeLast() }
      }
    }
  }

  private func offerKey(_ segment: Int, _ key: Int, score: Double, into search: inout GeocodeSearch) {
    let index = indexes[segment]
    var streetDone = false
    for posting in index.names.postings(of: key).prefix(20) {
      let record = Int(posting & ~NameIndex.alternateFlag)
      let alternate = posting & NameIndex.alternateFlag != 0
      if index.store.id(record, .name) == 0 {
        guard !streetDone else { continue }
        streetDone = true
        search.offer(Candidate(segment: segment, record: record, score: score - 1, asStreet: true))
      } else {
        search.offer(Candidate(segment: segment, record: record, score: alternate ? score - 2 : score))
      }
    }
  }

  /// Addresses on a typed street whose house number starts with the typed one.
  private func suggestAddresses(_ address: SearchText.StreetAddress, into search: inout GeocodeSearch) {
    let number = SearchText.houseNumberKey(address.houseNumber)
    for (segment, index) in indexes.enumerated() {
      for key in KeyNormalizer.keys(address.street) {
        guard let id = index.names.find(key) else { continue }
        for posting in index.names.postings(of: id) {
          let record = Int(posting & ~NameIndex.alternateFlag)
          guard index.store.id(record, .name) == 0 else { continue }
          let candidate = SearchText.houseNumberKey(index.store.text(record, .houseNumber))
          guard candidate.hasPrefix(number) else { continue }
          search.offer(Candidate(segment: segment, record: record, score: candidate == number ? 100 : 99))
        }
      }
    }
  }
}
