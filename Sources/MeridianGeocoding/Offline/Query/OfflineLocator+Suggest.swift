import Foundation
import MeridianCore

extension OfflineLocator {
  /// Suggestions: category names (collections), addresses on a typed street, names that start with
  /// the text, and — when those are too few — names within one typo of the text or of its start.
  func suggestions(for text: String, parameters: SuggestParameters) throws(OfflineLocatorError) -> [SuggestResult] {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .emptySearchText }
    guard (1...15).contains(parameters.maxResults) else {
      throw .invalidParameter(name: "maxResults", reason: "must be in 1...15 (got \(parameters.maxResults))")
    }
    let context = try SearchContext(
      location: parameters.preferredSearchLocation, area: parameters.searchArea, categories: parameters.categories,
      countryCode: parameters.countryCode, maxResults: parameters.maxResults, minScore: 0, attributeNames: [])
    var results: [SuggestResult] = []
    let folded = TextFolding.foldedString(trimmed)
    if folded.count >= 2 {
      for node in OfflineCategories.nodes where node.level >= 2 || node.name == "POI" {
        let name = TextFolding.foldedString(node.name)
        guard
          name.hasPrefix(folded) || (folded.count >= 4 && name.split(separator: " ").contains { $0.hasPrefix(folded) })
        else { continue }
        if let mask = context.categoryMask, let index = OfflineCategories.index(named: node.name), !mask[index] {
          continue
        }
        results.append(SuggestResult(label: node.name, isCollection: true, magicKey: MagicKey.category(node.name).text))
        if results.count >= 2 { break }
      }
    }
    var search = GeocodeSearch(indexes: indexes, context: context)
    if let address = SearchText.parseAddress(trimmed) { suggestAddresses(address, into: &search) }
    let key = Self.partialKey(folded)
    var prefixes = [key]
    if let space = key.lastIndex(of: 0x20) ?? (key.isEmpty ? nil : -1) {
      let last = String(decoding: key[(space + 1)...], as: UTF8.self)
      for canonical in KeyNormalizer.canonicalAbbreviations(forPrefix: last) {
        prefixes.append(Array(key[..<(space + 1)]) + Array(canonical.utf8) + [0x20])
      }
    }
    for prefix in prefixes { suggestPrefix(prefix, exact: key, into: &search) }
    if search.ranked().count < parameters.maxResults, key.count >= 4 {
      for (segment, index) in indexes.enumerated() {
        for (range, edits) in index.names.fuzzyPrefixRanges(key, maxEdits: 1) {
          for id in range.prefix(200) { offerKey(segment, id, score: 90 - 5 * Double(edits), into: &search) }
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

  private func suggestPrefix(_ prefix: [UInt8], exact: [UInt8], into search: inout GeocodeSearch) {
    for (segment, index) in indexes.enumerated() {
      let range = index.names.prefixRange(prefix)
      guard !range.isEmpty else { continue }
      if range.count <= 2_000 {
        for id in range {
          offerKey(segment, id, score: index.names.keys.length(UInt32(id)) == exact.count ? 100 : 95, into: &search)
        }
      } else {
        // A short prefix: take the most prominent keys that have it.
        var found = 0
        for id in index.names.keysByRank.prefix(40_000) where range.contains(Int(id)) {
          offerKey(segment, Int(id), score: 95, into: &search)
          found += 1
          if found >= 100 { break }
        }
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
