/// Scores how well the qualifier parts of a search ("Illinois", "CA 94607", "00100 Helsinki")
/// agree with a record's city, subregion, region, postcode and country.
///
/// Each qualifier token must match, alone or with its neighbours, one of those fields (compared as
/// canonical keys). A token matched only within its allowed typo distance costs 5 points; a token
/// that matches nothing costs 10; the penalty is at most 40.
struct QualifierMatcher {
  /// The qualifier tokens, each qualifier's tokens in order.
  let qualifiers: [[[UInt8]]]
  private var cache: [UInt32: [UInt8]] = [:]

  init(_ components: ArraySlice<String>) {
    qualifiers = components.map { component in
      KeyNormalizer.key(component).split(separator: 0x20).map(Array.init)
    }.filter { !$0.isEmpty }
  }

  var isEmpty: Bool { qualifiers.isEmpty }

  /// The penalty (0...40) of a record.
  mutating func penalty(_ store: PlaceStore, _ record: Int) -> Double {
    guard !qualifiers.isEmpty else { return 0 }
    var fields: [[UInt8]] = []
    for field in [
      PlaceStore.Field.city, .subregion, .region, .regionAbbreviation, .postcode, .countryCode, .countryName,
    ] {
      let id = store.id(record, field)
      guard id != 0 else { continue }
      if let key = cache[id] {
        fields.append(key)
      } else {
        let key = KeyNormalizer.key(store.strings.string(id))
        cache[id] = key
        fields.append(key)
      }
    }
    if OfflineCategories.addressType(of: store.category(record)) != "Locality" {
      fields.append(KeyNormalizer.key(store.text(record, .name)))
    }
    var unmatched = 0
    var fuzzy = 0
    for tokens in qualifiers {
      var i = 0
      outer: while i < tokens.count {
        for j in stride(from: tokens.count, to: i, by: -1) {
          let run = Array(tokens[i..<j].joined(separator: [0x20]))
          if fields.contains(run) {
            i = j
            continue outer
          }
        }
        let allowed = EditDistance.allowedEdits(forLength: tokens[i].count)
        if allowed > 0, fields.contains(where: { EditDistance.osa(tokens[i], $0, bound: allowed) != nil }) {
          fuzzy += 1
        } else {
          unmatched += 1
        }
        i += 1
      }
    }
    return min(40, Double(unmatched * 10 + fuzzy * 5))
  }
}
