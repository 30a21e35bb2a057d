/// The tag keys the basemap style reads, coded so that an element's tags are sorted into them with
/// one array lookup per tag.
enum KnownKey: UInt8, CaseIterable {
  case other = 0
  case area, building, highway, railway, landuse, natural, leisure, waterway, place, name, layer, tunnel, type
  case population, capital

  /// The key's text.
  var text: String {
    switch self {
    case .other: return ""
    case .area: return "area"
    case .building: return "building"
    case .highway: return "highway"
    case .railway: return "railway"
    case .landuse: return "landuse"
    case .natural: return "natural"
    case .leisure: return "leisure"
    case .waterway: return "waterway"
    case .place: return "place"
    case .name: return "name"
    case .layer: return "layer"
    case .tunnel: return "tunnel"
    case .type: return "type"
    case .population: return "population"
    case .capital: return "capital"
    }
  }

  /// The codes of a string table's strings: the known key each string is, or ``other``.
  static func codes(of strings: [String]) -> [KnownKey] {
    var byText: [String: KnownKey] = [:]
    for key in allCases where key != .other { byText[key.text] = key }
    return strings.map { byText[$0] ?? .other }
  }
}

/// The values of the known keys on one element, as string table indices (-1 when absent).
struct KnownTags {
  private var values = [Int32](repeating: -1, count: KnownKey.allCases.count)

  /// Sorts an element's tags into the known keys.
  ///
  /// - Parameters:
  ///   - tags: The element's (key, value) string table indices.
  ///   - codes: The key codes of the string table.
  init<S: Sequence<(Int32, Int32)>>(_ tags: S, codes: [KnownKey]) {
    for (key, value) in tags {
      let index = Int(key)
      guard codes.indices.contains(index) else { continue }
      let code = codes[index]
      if code != .other { values[Int(code.rawValue)] = value }
    }
  }

  /// The value of a known key as text, or `nil` when the element does not have it.
  func text(_ key: KnownKey, in strings: [String]) -> String? {
    guard let index = self[key], strings.indices.contains(Int(index)) else { return nil }
    return strings[Int(index)]
  }

  /// The value's string table index of a known key, or `nil`.
  subscript(_ key: KnownKey) -> Int32? {
    let value = values[Int(key.rawValue)]
    return value >= 0 ? value : nil
  }
}
