import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianOfflineLocator
import MeridianSampleData

/// Helpers shared by the quality suites: the figure printer, the top result, names as a person
/// reads them, the typo rules and the bundled CSV read independently of the locator.
enum Quality {
  /// Whether to print every miss (`QDEBUG=1 swift test --filter Quality`).
  static let debug = ProcessInfo.processInfo.environment["QDEBUG"] != nil

  /// The records of the world locator, read once per process (`OfflineLocator.places` builds every record).
  static let worldPlaces = Task { try await SampleData.worldPlacesLocator().places }

  /// The records of the Helsinki locator (Helsinki and the world), read once per process.
  static let helsinkiPlaces = Task { try await SampleData.helsinkiLocator().places }

  /// Prints `quality.<name>: hits/total = x %` and returns the fraction.
  static func rate(_ name: String, _ hits: Int, _ total: Int) -> Double {
    let value = total == 0 ? 0 : Double(hits) / Double(total)
    print("quality.\(name): \(hits)/\(total) = \(String(format: "%.2f", value * 100)) %")
    return value
  }

  /// The best result for a text, with every attribute.
  static func top(_ locator: OfflineLocator, _ text: String, near: Point? = nil) async throws -> GeocodeResult? {
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["*"]
    parameters.maxResults = 5
    parameters.preferredSearchLocation = near
    return try await locator.geocode(.searchText(text), parameters: parameters).first
  }

  /// A name as a person compares it: case, diacritics, spaces and punctuation aside (Foundation's folding).
  static func plain(_ name: String) -> String {
    name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).filter { $0.isLetter || $0.isNumber }
  }

  /// The largest rank of the places of each plain name (ties between places of one name go to the largest).
  static func largestByName(_ places: [OfflinePlace]) -> [String: Double] {
    var largest: [String: Double] = [:]
    for place in places where place.category != "Primary Postal" {
      largest[plain(place.name)] = max(largest[plain(place.name)] ?? 0, place.rank)
    }
    return largest
  }

  // MARK: - Typo rules

  /// Drops `count` letters from the middle of a name.
  static func dropMiddle(_ name: String, _ count: Int) -> String {
    var letters = Array(name)
    for step in 0..<count { letters.remove(at: letters.count / 2 - step) }
    return String(letters)
  }

  /// The rows of a QWERTY keyboard.
  static let keyboardRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)

  /// The key to the right of a lower-case ASCII letter on a QWERTY keyboard (to the left at a row's end).
  static func keyboardNeighbour(_ letter: Character) -> Character? {
    for row in keyboardRows {
      guard let index = row.firstIndex(of: letter) else { continue }
      return index + 1 < row.count ? row[index + 1] : row[index - 1]
    }
    return nil
  }

  /// The letter 13 places further in the alphabet (ROT13): a replacement that no keyboard or
  /// sound explains.
  static func unrelatedLetter(_ letter: Character) -> Character? {
    guard let value = letter.asciiValue, (97...122).contains(value) else { return nil }
    return Character(Unicode.Scalar((value - 97 + 13) % 26 + 97))
  }

  /// The position of the lower-case ASCII letter nearest the middle (rightwards first).
  static func middleLetter(_ letters: [Character]) -> Int? {
    let middle = letters.count / 2
    let order = Array(middle..<letters.count) + Array((0..<middle).reversed())
    return order.first { letters[$0].isASCII && letters[$0].isLowercase && letters[$0].isLetter }
  }

  /// Swaps the two neighbouring letters nearest the middle that differ.
  static func swapMiddle(_ name: String) -> String? {
    var letters = Array(name)
    let middle = letters.count / 2
    let order = Array(max(0, middle - 1)..<(letters.count - 1)) + Array((0..<max(0, middle - 1)).reversed())
    for i in order where letters[i] != letters[i + 1] && letters[i].isLetter && letters[i + 1].isLetter {
      letters.swapAt(i, i + 1)
      return String(letters)
    }
    return nil
  }

  /// Replaces the letter nearest the middle by `replacement(letter)`.
  static func substituteMiddle(_ name: String, _ replacement: (Character) -> Character?) -> String? {
    var letters = Array(name)
    guard let i = middleLetter(letters), let new = replacement(letters[i]) else { return nil }
    letters[i] = new
    return String(letters)
  }

  /// Inserts `insertion(letter)` after the letter nearest the middle.
  static func insertMiddle(_ name: String, _ insertion: (Character) -> Character?) -> String? {
    var letters = Array(name)
    guard let i = middleLetter(letters), let new = insertion(letters[i]) else { return nil }
    letters.insert(new, at: i + 1)
    return String(letters)
  }

  /// Removes the first space ("San Martin" → "SanMartin").
  static func removeSpace(_ name: String) -> String? {
    guard let space = name.firstIndex(of: " ") else { return nil }
    var copy = name
    copy.remove(at: space)
    return copy
  }

  /// Moves the first space one letter to the right ("Los Angeles" → "LosA ngeles").
  static func moveSpace(_ name: String) -> String? {
    var letters = Array(name)
    guard let space = letters.firstIndex(of: " "), space + 1 < letters.count, letters[space + 1].isLetter else {
      return nil
    }
    letters.swapAt(space, space + 1)
    return String(letters)
  }

  // MARK: - The bundled CSV, read by the tests themselves

  /// A row of `geonames-cities1000.csv`: name, alternate names, population.
  struct CityRow {
    var name: String
    var alternateNames: [String]
    var countryCode: String
    var population: Double
  }

  /// The rows of the bundled GeoNames cities file (RFC 4180 quoting).
  static func cityRows() throws -> [CityRow] {
    let text = try String(contentsOf: SampleData.url(of: .cities), encoding: .utf8)
    var rows: [CityRow] = []
    for line in text.split(whereSeparator: \.isNewline).dropFirst() {
      let fields = csvFields(line)
      guard fields.count == 9 else { continue }
      rows.append(
        CityRow(
          name: fields[1], alternateNames: fields[2].split(separator: "|").map(String.init), countryCode: fields[5],
          population: Double(fields[6]) ?? 0))
    }
    return rows
  }

  /// The fields of one CSV line (quoted fields may hold commas and doubled quotes; none here holds a line break).
  static func csvFields(_ line: Substring) -> [String] {
    guard line.contains("\"") else {
      return line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let characters = Array(line)
    var fields: [String] = []
    var field = ""
    var quoted = false
    var i = 0
    while i < characters.count {
      let character = characters[i]
      i += 1
      if quoted {
        if character != "\"" {
          field.append(character)
        } else if i < characters.count, characters[i] == "\"" {
          field.append("\"")
          i += 1
        } else {
          quoted = false
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "," {
        fields.append(field)
        field = ""
      } else {
        field.append(character)
      }
    }
    fields.append(field)
    return fields
  }
}
