import MeridianCore
import MeridianGeocoding

/// Turns names and search text into the canonical keys the offline locator compares.
///
/// A key is the folded text (see ``TextFolding``) with every street-type and direction word replaced
/// by one canonical abbreviation, so "7th Street" and "7th St", "North Main Avenue" and "N Main Ave"
/// give the same key. Only whole tokens are replaced: Finnish compounds such as "Mikonkatu" or
/// "Mannerheimintie" stay one word, and "katu"/"tie" are never split off.
enum KeyNormalizer {
  /// The canonical key of a text, with the plain folding (ä → a).
  static func key(_ text: String) -> [UInt8] {
    canonicalize(TextFolding.fold(text))
  }

  /// The canonical keys of a text: the plain key and, when the text has ä, ö, ü or å, the spelled-out
  /// one (ä → ae). The first element is always the plain key.
  static func keys(_ text: String) -> [[UInt8]] {
    let plain = key(text)
    guard TextFolding.hasSpelledOutVariant(text) else { return [plain] }
    let spelled = canonicalize(TextFolding.fold(text, variant: .spelledOut))
    return spelled == plain ? [plain] : [plain, spelled]
  }

  /// Replaces abbreviation tokens of folded text by their canonical form.
  static func canonicalize(_ folded: [UInt8]) -> [UInt8] {
    guard !folded.isEmpty else { return folded }
    var out: [UInt8] = []
    out.reserveCapacity(folded.count)
    var start = 0
    var index = 0
    while index <= folded.count {
      if index == folded.count || folded[index] == 0x20 {
        let token = folded[start..<index]
        if !out.isEmpty { out.append(0x20) }
        if token.count <= 10, let canonical = abbreviations[String(decoding: token, as: UTF8.self)] {
          out.append(contentsOf: canonical.utf8)
        } else {
          out.append(contentsOf: token)
        }
        start = index + 1
      }
      index += 1
    }
    return out
  }

  /// The canonical abbreviation of a full word, for completing a partial last token in suggestions.
  static func canonicalAbbreviations(forPrefix prefix: String) -> [String] {
    guard prefix.count >= 2 else { return [] }
    var result: [String] = []
    for (word, canonical) in abbreviations where word.hasPrefix(prefix) && word != canonical {
      if !result.contains(canonical) { result.append(canonical) }
    }
    return result.sorted()
  }

  /// Street types and directions: each spelling maps to the canonical token.
  static let abbreviations: [String: String] = {
    let groups: [[String]] = [
      ["st", "street", "str"], ["ave", "avenue", "av"], ["rd", "road"], ["blvd", "boulevard"],
      ["dr", "drive"], ["ln", "lane"], ["ct", "court"], ["pl", "place"], ["sq", "square"],
      ["hwy", "highway"], ["pkwy", "parkway"], ["ter", "terrace"], ["cir", "circle"], ["trl", "trail"],
      ["n", "north"], ["s", "south"], ["e", "east"], ["w", "west"],
      ["ne", "northeast"], ["nw", "northwest"], ["se", "southeast"], ["sw", "southwest"],
    ]
    var table: [String: String] = [:]
    for group in groups {
      for word in group { table[word] = group[0] }
    }
    return table
  }()
}
