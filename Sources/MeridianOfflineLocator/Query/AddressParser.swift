import MeridianCore
import MeridianGeocoding

/// Splits single-line search text into its parts: a main part, qualifiers, and a street address.
///
/// Commas separate the parts: "Mikonkatu 18, 00100 Helsinki" has the main part "Mikonkatu 18" and
/// the qualifier "00100 Helsinki"; "1612 7th Street, Oakland, CA 94607" has the main part
/// "1612 7th Street" and the qualifiers "Oakland" and "CA 94607". The main part is read as an address
/// in two styles:
/// - US style, number first: "1612 7th Street" (house number "1612", street "7th Street");
/// - Nordic/German style, number after the street: "Mikonkatu 18", "Fredrikinkatu 5 A",
///   "Annankatu 13A", "Aleksanterinkatu 6-10", "Bulevardi 11 B 9" (the number runs from the first
///   token that starts with a digit to the end).
struct SearchText: Sendable {
  /// The comma-separated parts, trimmed, empty ones dropped.
  let components: [String]
  /// A street address read from the main part, if it has one.
  let address: StreetAddress?

  /// A street and house number.
  struct StreetAddress: Sendable, Hashable {
    /// The street as typed.
    let street: String
    /// The house number as typed.
    let houseNumber: String
  }

  init(_ text: String) {
    components = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    address = components.first.flatMap(Self.parseAddress)
  }

  /// Reads a street address from one part, or returns `nil`.
  static func parseAddress(_ part: String) -> StreetAddress? {
    let tokens = part.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard tokens.count >= 2 else { return nil }
    if isHouseNumber(tokens[0]) {
      return StreetAddress(street: tokens[1...].joined(separator: " "), houseNumber: tokens[0])
    }
    guard let first = tokens.indices.dropFirst().first(where: { tokens[$0].first?.isNumber == true }) else {
      return nil
    }
    let number = tokens[first...]
    guard number.count <= 3, number.allSatisfy({ $0.count <= 6 }), isHouseNumber(tokens[first]) else { return nil }
    return StreetAddress(street: tokens[..<first].joined(separator: " "), houseNumber: number.joined(separator: " "))
  }

  /// A Boolean value indicating whether a token reads as a house number: digits, an optional
  /// letter, an optional range ("18", "13A", "6-10").
  static func isHouseNumber(_ token: String) -> Bool {
    var sawDigit = false
    var letters = 0
    for character in token {
      if character.isASCII && character.isNumber {
        if letters > 0 { return false }
        sawDigit = true
      } else if character == "-" || character == "–" {
        guard sawDigit else { return false }
        sawDigit = false
      } else if character.isLetter {
        letters += 1
        if letters > 1 || !sawDigit { return false }
      } else {
        return false
      }
    }
    return sawDigit || letters == 1
  }

  /// The comparable form of a house number: lower case, no spaces, up to its first comma
  /// ("13 A, 5. krs." → "13a", "11 B 9" → "11b9").
  static func houseNumberKey(_ text: String) -> String {
    let head = text.split(separator: ",", maxSplits: 1).first.map(String.init) ?? ""
    return String(head.lowercased().filter { !$0.isWhitespace })
  }

  /// The leading digits of a house number ("13a" → "13").
  static func houseNumberDigits(_ key: String) -> String { String(key.prefix { $0.isNumber }) }
}
