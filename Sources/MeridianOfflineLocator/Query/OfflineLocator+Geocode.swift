import Foundation
import MeridianCore
import MeridianGeocoding

extension OfflineLocator {
  /// The number of results when the parameters do not say.
  static let defaultMaxResults = 20

  func context(_ parameters: GeocodeParameters) throws(OfflineLocatorError) -> SearchContext {
    try SearchContext(
      location: parameters.preferredSearchLocation, area: parameters.searchArea, categories: parameters.categories,
      countryCode: parameters.countryCode, maxResults: parameters.maxResults ?? Self.defaultMaxResults,
      minScore: parameters.minScore, attributeNames: parameters.resultAttributeNames)
  }

  var factory: ResultFactory { ResultFactory(indexes: indexes, locatorName: name) }

  func geocode(text: String, parameters: GeocodeParameters) throws(OfflineLocatorError) -> [GeocodeResult] {
    try Self.checkLength(text)
    let trimmed = Self.trimmed(text)
    guard !trimmed.isEmpty else { throw .emptySearchText }
    var context = try context(parameters)
    if let coordinate = CoordinateText.parse(trimmed) {
      return [
        factory.coordinateResult(
          latitude: coordinate.latitude, longitude: coordinate.longitude, notation: coordinate.notation, text: trimmed,
          attributeNames: context.attributeNames)
      ]
    }
    let parsed = SearchText(trimmed)
    guard let main = parsed.components.first else { throw .emptySearchText }
    if let category = OfflineCategories.index(named: main) {
      if context.location == nil, parsed.components.count > 1 {
        // "Coffee shop, Helsinki": search near the place the rest names.
        var near = context
        near.categoryMask = nil
        near.maxResults = 1
        var search = GeocodeSearch(indexes: indexes, context: near)
        if let place = try search.run(SearchText(parsed.components.dropFirst().joined(separator: ", "))).first {
          let store = indexes[place.segment].store
          context.location = (store.latitudes[place.record], store.longitudes[place.record])
        }
      }
      return try categorySearch(category, context: context)
    }
    var search = GeocodeSearch(indexes: indexes, context: context)
    return try search.run(parsed).map {
      factory.result($0, from: context.location, attributeNames: context.attributeNames)
    }
  }

  /// Every record of a category (and its subcategories), nearest first with a preferred location,
  /// most prominent first without one. Scores are 100; at most `maxResults` (itself at most
  /// ``OfflineLocator/maxResultsLimit``).
  ///
  /// - Throws: ``OfflineLocatorError/cancelled`` when the task is cancelled (checked every few
  ///   thousand records).
  func categorySearch(_ category: Int, context: SearchContext) throws(OfflineLocatorError) -> [GeocodeResult] {
    var cancellation = CancellationCheck()
    var mask = [Bool](repeating: false, count: OfflineCategories.nodes.count)
    for node in mask.indices where OfflineCategories.isDescendant(node, of: category) {
      mask[node] = context.categoryMask?[node] ?? true
    }
    var filtered = context
    filtered.categoryMask = mask
    // The best `maxResults` so far, ascending by (tie-break, segment, record): a bounded selection
    // rather than a sort of every record of the category, so the cost stays O(n log k) and every
    // step can be cancelled.
    var best: [(candidate: Candidate, value: Double)] = []
    let limit = context.maxResults
    func keep(_ segment: Int, _ record: Int) {
      let value = filtered.tieBreak(indexes[segment].store, record)
      @inline(__always) func precedes(_ other: (candidate: Candidate, value: Double)) -> Bool {
        value != other.value
          ? value < other.value : (segment, record) < (other.candidate.segment, other.candidate.record)
      }
      if best.count == limit, let last = best.last, !precedes(last) { return }
      var low = 0
      var high = best.count
      while low < high {
        let middle = (low + high) / 2
        if precedes(best[middle]) { high = middle } else { low = middle + 1 }
      }
      best.insert((Candidate(segment: segment, record: record, score: 100), value), at: low)
      if best.count > limit { best.removeLast() }
    }
    for (segment, index) in indexes.enumerated() where index.hasAny(mask) {
      let country = GeocodeSearch.resolveCountry(context.countryCode, in: index)
      if let location = context.location, context.area == nil, country == nil {
        let target = WGS84Ellipsoid.unitVector(latitude: location.latitude, longitude: location.longitude)
        let nearest = index.spatial.search(target: target, radiusSquared: 4, mask: mask, limit: limit)
        for found in nearest { keep(segment, found.record) }
      } else {
        for record in 0..<index.store.count {
          try cancellation.step()
          guard mask[index.store.category(record)] else { continue }
          if filtered.accepts(index.store, record, countryFilter: country) { keep(segment, record) }
        }
      }
    }
    return best.filter { $0.candidate.score >= context.minScore }.map {
      factory.result($0.candidate, from: context.location, attributeNames: context.attributeNames)
    }
  }

  func geocode(suggestion: SuggestResult, parameters: GeocodeParameters) throws(OfflineLocatorError) -> [GeocodeResult]
  {
    let context = try context(parameters)
    switch MagicKey(suggestion.magicKey ?? "") {
    case .place(let fingerprint, let segment, let record, let asStreet)
    where segment < indexes.count && indexes[segment].fingerprint == fingerprint
      && record < indexes[segment].store.count:
      let candidate = Candidate(segment: segment, record: record, score: 100, asStreet: asStreet)
      return [factory.result(candidate, from: context.location, attributeNames: context.attributeNames)]
    case .category(let name):
      if let category = OfflineCategories.index(named: name) { return try categorySearch(category, context: context) }
      return try geocode(text: suggestion.label, parameters: parameters)
    default:
      return try geocode(text: suggestion.label, parameters: parameters)
    }
  }
}

/// The opaque key of a suggestion: `p:<fingerprint>:<index>:<record>` for a place (`s:` for a
/// street as a whole), `c:<name>` for a category.
enum MagicKey: Equatable {
  case place(fingerprint: UInt32, segment: Int, record: Int, asStreet: Bool)
  case category(String)
  case invalid

  init(_ text: String) {
    if text.hasPrefix("c:") {
      self = .category(String(text.dropFirst(2)))
      return
    }
    let parts = text.split(separator: ":")
    guard parts.count == 4, parts[0] == "p" || parts[0] == "s", let fingerprint = UInt32(parts[1], radix: 16),
      let segment = Int(parts[2]),
      let record = Int(parts[3]), segment >= 0, record >= 0
    else {
      self = .invalid
      return
    }
    self = .place(fingerprint: fingerprint, segment: segment, record: record, asStreet: parts[0] == "s")
  }

  var text: String {
    switch self {
    case .place(let fingerprint, let segment, let record, let asStreet):
      return "\(asStreet ? "s" : "p"):\(String(fingerprint, radix: 16)):\(segment):\(record)"
    case .category(let name): return "c:\(name)"
    case .invalid: return ""
    }
  }
}
