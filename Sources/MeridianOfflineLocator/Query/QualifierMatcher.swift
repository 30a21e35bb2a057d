import MeridianCore
import MeridianGeocoding

/// Scores how well the qualifier parts of a search ("Illinois", "CA 94607", "00100 Helsinki")
/// agree with a record's city, subregion, region, postcode and country.
///
/// Each qualifier token must match, alone or with its neighbours, one of those fields (compared as
/// canonical keys). A token matched only within its allowed typo distance costs 5 points; a token
/// that matches nothing costs 10; the penalty is at most 40.
///
/// Bounds: only the first ``maxTokens`` qualifier tokens are compared (each one past them counts
/// as unmatched, so such text has the full penalty), a run of tokens is compared with a field only
/// when it is no longer than the field, and the count stops once the penalty reaches 40, so a
/// record costs at most a few hundred comparisons whatever the text.
struct QualifierMatcher {
  /// The most qualifier tokens compared with a record's fields.
  static let maxTokens = 32

  /// The qualifier tokens, each qualifier's tokens in order (at most ``maxTokens`` in all).
  let qualifiers: [[[UInt8]]]
  /// The tokens past ``maxTokens``, each counted as unmatched.
  let surplus: Int
  private var cache: [UInt32: [UInt8]] = [:]

  init(_ components: ArraySlice<String>) {
    var kept: [[[UInt8]]] = []
    var count = 0
    var surplus = 0
    for component in components {
      let tokens = KeyNormalizer.key(component).split(separator: 0x20).map(Array.init)
      guard !tokens.isEmpty else { continue }
      let room = max(0, Self.maxTokens - count)
      if room > 0 { kept.append(Array(tokens.prefix(room))) }
      surplus += max(0, tokens.count - room)
      count += min(room, tokens.count)
    }
    qualifiers = kept
    self.surplus = surplus
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
    var unmatched = surplus
    var fuzzy = 0
    let longest = fields.map(\.count).max() ?? 0
    for tokens in qualifiers {
      var i = 0
      outer: while i < tokens.count {
        guard unmatched * 10 + fuzzy * 5 < 40 else { break }
        // The runs from token i no longer than the longest field (the others cannot equal one).
        var end = i + 1
        var length = tokens[i].count
        while end < tokens.count, length + 1 + tokens[end].count <= longest {
          length += 1 + tokens[end].count
          end += 1
        }
        for j in stride(from: end, to: i, by: -1) {
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
