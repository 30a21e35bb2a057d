import MeridianCore
import MeridianGeocoding

/// Keys one typo away from search text where the typo touches a street-type or direction word.
///
/// The corrections: a space inserted, moved by one letter or removed so that a word is a
/// street-type or direction word ("westpalm", "beaufortw est", "nor th"), and a letter edit that
/// turns a word into one of the spelled-out words of 4 letters or more ("est", "stret", "avenu").
/// Single-letter forms ("n", "e") are never split off or joined.
///
/// Bounds: text longer than ``maxTextLength`` bytes has no corrections, only the first
/// ``OfflineLocator/maxTypoTokens`` words are corrected, and a part of a word is looked up only
/// when it is no longer than the longest word, so the work is linear in the (bounded) text.
enum WordTypoVariants {
  // Names are indexed by their canonical keys, in which "West" is "w" and "Street" is "st" (see
  // `KeyNormalizer`). A typo inside such a word, or a space dropped or moved next to it, hides the
  // word from the canonical form: "WestPalm Beach", "BeaufortW est" and "Kowloon est End" are one
  // edit from "West Palm Beach", "Beaufort West" and "Kowloon West End", but many edits from their
  // keys "w palm beach", "beaufort w" and "kowloon w end". This enumerates the corrections of one
  // edit that restore such a word, so that they can be looked up exactly. One letter is too weak a
  // sign to split off or join.

  /// The longest folded text that gets corrections, in bytes.
  static let maxTextLength = 4 * OfflineLocator.maxTypoKeyLength

  /// The canonical keys of the one-edit corrections of folded text, each with its ``TypoModel`` cost.
  static func variants(of folded: [UInt8]) -> [(key: [UInt8], typoCost: Double)] {
    guard folded.count <= maxTextLength else { return [] }
    let tokens = folded.split(separator: 0x20).map(Array.init)
    var corrections: [(tokens: [[UInt8]], typoCost: Double)] = []
    for (t, token) in tokens.enumerated().prefix(OfflineLocator.maxTypoTokens) {
      // A space inserted inside the token (a part longer than every word cannot be one).
      for p in token.indices.dropFirst() where isWord(token[..<p]) || isWord(token[p...]) {
        corrections.append((replacing(tokens, t..<(t + 1), [Array(token[..<p]), Array(token[p...])]), 0))
      }
      // A letter edit that makes a spelled-out word.
      if (3...11).contains(token.count), !isWord(token[...]) {
        for word in spelledOutWords where EditDistance.osa(token, word, bound: 1) == 1 {
          corrections.append((replacing(tokens, t..<(t + 1), [word]), TypoModel.cost(typed: token, intended: word)))
        }
      }
      guard t + 1 < tokens.count else { continue }
      let next = tokens[t + 1]
      // The space between this token and the next removed, or moved by one letter.
      if isWord((token + next)[...]) { corrections.append((replacing(tokens, t..<(t + 2), [token + next]), 0)) }
      if token.count > 1, isWord(token.dropLast()) || isWord([token[token.count - 1]] + next) {
        corrections.append(
          (replacing(tokens, t..<(t + 2), [Array(token.dropLast()), [token[token.count - 1]] + next]), 0))
      }
      if next.count > 1, isWord((token + [next[0]])[...]) || isWord(next.dropFirst()) {
        corrections.append((replacing(tokens, t..<(t + 2), [token + [next[0]], Array(next.dropFirst())]), 0))
      }
    }
    guard !corrections.isEmpty else { return [] }
    var seen: Set<[UInt8]> = [KeyNormalizer.canonicalize(folded)]
    var result: [(key: [UInt8], typoCost: Double)] = []
    for correction in corrections.sorted(by: { $0.typoCost < $1.typoCost }) {
      let key = KeyNormalizer.canonicalize(Array(correction.tokens.joined(separator: [0x20])))
      if seen.insert(key).inserted { result.append((key, correction.typoCost)) }
    }
    return result
  }

  /// Whether a token is a street-type or direction word of two letters or more.
  static func isWord(_ token: ArraySlice<UInt8>) -> Bool { token.count <= longestWord && words.contains(token) }

  /// Whether a token is a street-type or direction word of two letters or more.
  static func isWord(_ token: [UInt8]) -> Bool { isWord(token[...]) }

  /// The length in bytes of the longest word.
  private static let longestWord = words.map(\.count).max() ?? 0

  /// The street-type and direction words of two letters or more, spelled out or abbreviated.
  private static let words: Set<ArraySlice<UInt8>> = Set(
    KeyNormalizer.abbreviations.keys.filter { $0.count >= 2 }.map { Array($0.utf8)[...] })

  /// The spelled-out words of 4 letters or more ("street", "north", "west", ...).
  static let spelledOutWords: [[UInt8]] = KeyNormalizer.abbreviations.keys.filter { $0.count >= 4 }.sorted().map {
    Array($0.utf8)
  }

  private static func replacing(_ tokens: [[UInt8]], _ range: Range<Int>, _ with: [[UInt8]]) -> [[UInt8]] {
    var copy = tokens
    copy.replaceSubrange(range, with: with)
    return copy
  }
}
