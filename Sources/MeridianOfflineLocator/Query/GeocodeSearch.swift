import Foundation
import MeridianCore
import MeridianGeocoding

/// A record found by a search, with its score.
struct Candidate: Sendable {
  var segment: Int
  var record: Int
  var score: Double
  /// The record stands for its whole street (a "StreetName" match).
  var asStreet = false
  /// How implausible the typos of a typo-tolerant match are (see ``TypoModel``); 0 for exact matches.
  var typoCost = 0.0
}

/// A split of one-component text into a name and a qualifier ("Springfield" and "Illinois").
struct SplitText {
  var name: String
  /// The name's keys (``KeyNormalizer/keys(_:)``).
  var keys: [[UInt8]]
  var rest: QualifierMatcher
}

/// Finds and scores candidates for single-line text (see the offline locator guide for the rules).
///
/// Scores: 100 for an exact match of the name (or street and house number) and all qualifiers;
/// 98 for an exact alternate name; minus 10 per typo edit of the name or street; 95 for a house
/// number that matches only by its digits ("5" for "5 A"); 80 for a street whose house number was
/// not found (a "StreetName" match); minus the qualifier penalty (``QualifierMatcher``); 70 or less
/// when only the qualifiers matched (a "1612 7th Street, Oakland, CA" outside the data finds Oakland).
/// Typo matches come from the deletion index and from ``WordTypoVariants`` (typos that touch a
/// street-type or direction word, which the canonical keys hide). They are looked for whenever the
/// candidates found so far are fewer than `maxResults`, exact matches or not, and rank below the
/// exact matches by their lower score. A named place is also found by its other terms
/// (``PlaceTerms``, scored in ``TermScore``): whole words of its name, its street and house number,
/// its street or its postcode, below the exact matches.
struct GeocodeSearch {
  let indexes: [OfflineIndex]
  let context: SearchContext
  /// At most this many postings are read per key (postings are best rank first).
  static let postingLimit = 1_000

  private(set) var best: [Int: Candidate] = [:]
  private var countryFilter: [String?]
  /// The name/qualifier splits ``matchSplit(_:terms:)`` has made so far, longest name first.
  private var splits: [SplitText] = []
  var cancellation = CancellationCheck()

  init(indexes: [OfflineIndex], context: SearchContext) {
    self.indexes = indexes
    self.context = context
    countryFilter = indexes.map { index in Self.resolveCountry(context.countryCode, in: index) }
  }

  /// The candidates for text, best first, filtered by `minScore` and capped at `maxResults`.
  ///
  /// - Throws: ``OfflineLocatorError/cancelled`` when the task is cancelled.
  mutating func run(_ text: SearchText) throws(OfflineLocatorError) -> [Candidate] {
    try collect(text)
    if best.isEmpty, text.components.count > 1 {
      // Only the qualifiers matched: fall back to them, scored lower.
      let rest = SearchText(text.components.dropFirst().joined(separator: ", "))
      try collect(rest)
      for (key, candidate) in best {
        var lowered = candidate
        lowered.score = min(70, candidate.score - 20)
        best[key] = lowered
      }
    }
    return ranked()
  }

  /// The best-first candidates gathered so far: by score, then by the context's tie-break plus the
  /// ``TypoModel`` cost of the typos (so an unexplained letter weighs like a tenfold population).
  func ranked() -> [Candidate] {
    let kept = best.values.filter { $0.score >= context.minScore }
    let keyed = kept.map { ($0, context.tieBreak(indexes[$0.segment].store, $0.record) + $0.typoCost) }
    let sorted = keyed.sorted { a, b in
      if a.0.score != b.0.score { return a.0.score > b.0.score }
      if a.1 != b.1 { return a.1 < b.1 }
      return (a.0.segment, a.0.record) < (b.0.segment, b.0.record)
    }
    return Array(sorted.prefix(context.maxResults).map(\.0))
  }

  private mutating func collect(_ text: SearchText) throws(OfflineLocatorError) {
    guard let main = text.components.first else { return }
    splits = []
    var qualifiers = QualifierMatcher(text.components.dropFirst())
    if text.components.count > 1 {
      let whole = text.components.joined(separator: " ")
      var none = QualifierMatcher([])
      try matchName(whole, qualifiers: &none, fuzzy: false)
    }
    if let address = text.address {
      try matchAddress(address, qualifiers: &qualifiers)
      try matchPlaceAddresses(address, qualifiers: &qualifiers)
    }
    let keys = KeyNormalizer.keys(main)
    try matchName(main, keys: keys, qualifiers: &qualifiers, fuzzy: true)
    if best.isEmpty, text.components.count == 1 { try matchSplit(main, terms: false) }
    // The words of names, the streets and the postcodes of named places score below exact names,
    // so they are looked for after them and only fill the places left.
    try matchTerms(main, keys: keys, qualifiers: &qualifiers)
    if best.isEmpty, text.components.count == 1 { try matchSplit(main, terms: true) }
  }

  /// "Springfield Illinois": tries the leading tokens as the name (or, with `terms`, as words of a
  /// name, a street or a postcode) and the rest as qualifiers, the longest name first, until one
  /// matches. Only the first ``OfflineLocator/maxNameTokens`` tokens are tried as a name, and the
  /// text is split into tokens once, so the fallback costs a bounded number of lookups whatever the
  /// length; the terms pass reuses the names, keys and qualifiers the name pass made.
  private mutating func matchSplit(_ main: String, terms: Bool) throws(OfflineLocatorError) {
    let tokens = main.split(separator: " ")
    guard tokens.count > 1 else { return }
    for (step, split) in stride(from: min(tokens.count - 1, OfflineLocator.maxNameTokens), through: 1, by: -1)
      .enumerated()
    {
      try CancellationCheck.now()
      if step == splits.count {
        let name = tokens[..<split].joined(separator: " ")
        splits.append(
          SplitText(
            name: name, keys: KeyNormalizer.keys(name),
            rest: QualifierMatcher([tokens[split...].joined(separator: " ")])))
      }
      var rest = splits[step].rest
      if terms {
        try matchTerms(splits[step].name, keys: splits[step].keys, qualifiers: &rest)
      } else {
        try matchName(splits[step].name, keys: splits[step].keys, qualifiers: &rest, fuzzy: false)
      }
      splits[step].rest = rest
      if !best.isEmpty { break }
    }
  }

  mutating func offer(_ candidate: Candidate) {
    let index = indexes[candidate.segment]
    guard context.accepts(index.store, candidate.record, countryFilter: countryFilter[candidate.segment]) else {
      return
    }
    let key = candidate.segment << 40 | candidate.record << 1 | (candidate.asStreet ? 1 : 0)
    if let existing = best[key],
      existing.score > candidate.score || (existing.score == candidate.score && existing.typoCost <= candidate.typoCost)
    {
      return
    }
    best[key] = candidate
  }

  /// Name matches of one part: exact keys first, then, while the results found so far are fewer
  /// than `maxResults`, typo-tolerant ones (which score lower, so they rank below the exact ones).
  private mutating func matchName(
    _ text: String, keys: [[UInt8]]? = nil, qualifiers: inout QualifierMatcher, fuzzy: Bool
  ) throws(OfflineLocatorError) {
    let keys = keys ?? KeyNormalizer.keys(text)
    var exact: [(segment: Int, key: Int)] = []
    for (segment, index) in indexes.enumerated() {
      for key in keys {
        guard let id = index.names.find(key) else { continue }
        exact.append((segment, id))
        try offerPostings(segment, id, base: 100, qualifiers: &qualifiers)
      }
    }
    guard fuzzy, let key = keys.first, key.count <= OfflineLocator.maxTypoKeyLength, !isFull else { return }
    let variants = WordTypoVariants.variants(of: TextFolding.fold(text))
    for (segment, index) in indexes.enumerated() {
      for (id, edits) in index.deletions.search(key, names: index.names)
      where edits > 0 && !exact.contains(where: { $0 == (segment, id) }) {
        let cost = Self.typoCost(key, id, in: index)
        try offerPostings(segment, id, base: 100 - 10 * Double(edits), typoCost: cost, qualifiers: &qualifiers)
      }
      for variant in variants {
        guard let id = index.names.find(variant.key), !exact.contains(where: { $0 == (segment, id) }) else {
          continue
        }
        try offerPostings(segment, id, base: 90, typoCost: variant.typoCost, qualifiers: &qualifiers)
      }
    }
  }

  /// Whether the candidates so far that `minScore` keeps already fill `maxResults`.
  private var isFull: Bool {
    best.count >= context.maxResults && best.values.count(where: { $0.score >= context.minScore }) >= context.maxResults
  }

  /// The ``TypoModel`` cost of a typed key matching name key `id`.
  static func typoCost(_ typed: [UInt8], _ id: Int, in index: OfflineIndex) -> Double {
    typed.withUnsafeBufferPointer { typed in
      index.names.keys.withBytes(UInt32(id)) { TypoModel.cost(typed, $0, maxEdits: 2) }
    }
  }

  private mutating func offerPostings(
    _ segment: Int, _ key: Int, base: Double, typoCost: Double = 0, qualifiers: inout QualifierMatcher
  ) throws(OfflineLocatorError) {
    let store = indexes[segment].store
    var streetDone = false
    for posting in indexes[segment].names.postings(of: key).prefix(Self.postingLimit) {
      try cancellation.step()
      let record = Int(posting & ~NameIndex.alternateFlag)
      let alternate = posting & NameIndex.alternateFlag != 0
      if store.id(record, .name) == 0 {
        // A street key: the street as a whole, once per street and postcode area.
        guard !streetDone else { continue }
        streetDone = true
        let penalty = qualifiers.penalty(store, record)
        let lowest = try lowestNumbered(segment, key)
        offer(
          Candidate(
            segment: segment, record: lowest, score: base - penalty, asStreet: true,
            typoCost: typoCost))
        continue
      }
      let score = (alternate ? base - 2 : base) - qualifiers.penalty(store, record)
      offer(Candidate(segment: segment, record: record, score: score, typoCost: typoCost))
    }
  }

  /// The address on a street key with the lowest house number.
  private mutating func lowestNumbered(_ segment: Int, _ key: Int) throws(OfflineLocatorError) -> Int {
    let index = indexes[segment]
    var bestRecord = -1
    var bestNumber = Int.max
    for posting in index.names.postings(of: key) {
      try cancellation.step()
      let record = Int(posting & ~NameIndex.alternateFlag)
      guard index.store.id(record, .name) == 0 else { continue }
      let number = Int(SearchText.houseNumberDigits(index.store.text(record, .houseNumber))) ?? Int.max - 1
      if bestRecord < 0 || number < bestNumber || (number == bestNumber && record < bestRecord) {
        bestRecord = record
        bestNumber = number
      }
    }
    return bestRecord
  }

  /// Street-and-number matches.
  private mutating func matchAddress(
    _ address: SearchText.StreetAddress, qualifiers: inout QualifierMatcher
  ) throws(OfflineLocatorError) {
    let keys = KeyNormalizer.keys(address.street)
    let wanted = SearchText.houseNumberKey(address.houseNumber)
    let wantedDigits = SearchText.houseNumberDigits(wanted)
    for (segment, index) in indexes.enumerated() {
      var streets: [(key: Int, edits: Int, typoCost: Double)] = keys.compactMap {
        index.names.find($0).map { ($0, 0, 0) }
      }
      if streets.isEmpty, let key = keys.first, key.count <= OfflineLocator.maxTypoKeyLength {
        streets = index.deletions.search(key, names: index.names).map {
          ($0.key, $0.edits, Self.typoCost(key, $0.key, in: index))
        }
        for variant in WordTypoVariants.variants(of: TextFolding.fold(address.street)) {
          if let id = index.names.find(variant.key) { streets.append((id, 1, variant.typoCost)) }
        }
      }
      for (key, edits, typoCost) in streets {
        var matchedAny = false
        for posting in index.names.postings(of: key) {
          try cancellation.step()
          let record = Int(posting & ~NameIndex.alternateFlag)
          guard index.store.id(record, .name) == 0 else { continue }
          let number = SearchText.houseNumberKey(index.store.text(record, .houseNumber))
          let base: Double
          if number == wanted {
            base = 100
          } else if !wantedDigits.isEmpty, SearchText.houseNumberDigits(number) == wantedDigits {
            base = 95
          } else {
            continue
          }
          matchedAny = true
          let score = base - 10 * Double(edits) - qualifiers.penalty(index.store, record)
          offer(Candidate(segment: segment, record: record, score: score, typoCost: typoCost))
        }
        if !matchedAny,
          index.names.postings(of: key).contains(where: {
            index.store.id(Int($0 & ~NameIndex.alternateFlag), .name) == 0
          })
        {
          let record = try lowestNumbered(segment, key)
          let score = 80 - 10 * Double(edits) - qualifiers.penalty(index.store, record)
          offer(Candidate(segment: segment, record: record, score: score, asStreet: true, typoCost: typoCost))
        }
      }
    }
  }

  /// The country code to filter by in an index: a three-letter code as given; a two-letter code
  /// through the index's country records (their alternate names are their codes).
  static func resolveCountry(_ code: String?, in index: OfflineIndex) -> String? {
    guard let code else { return nil }
    guard code.count == 2 else { return code }
    if let key = index.names.find(KeyNormalizer.key(code)) {
      for posting in index.names.postings(of: key) {
        let record = Int(posting & ~NameIndex.alternateFlag)
        if OfflineCategories.nodes[index.store.category(record)].name == "Country" {
          return index.store.text(record, .countryCode).uppercased()
        }
      }
    }
    return code
  }
}
