import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Hostile search text and parameters on the offline locator. The locator is the nine invented
/// records of ``OfflineLocatorTests``; each case states the call, the input and the typed error or
/// defined result, and checks that the locator still answers a good query afterwards.
@Suite("Bad input: offline text")
struct OfflineTextBadInputTests {
  /// A text case: its name, the text, and the error both geocode and suggest throw through the
  /// transport API, where every engine error is a `GeocodingError` (nil: a defined answer without error).
  struct TextCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let error: GeocodingError?
    var testDescription: String { name }
  }

  /// The error for text of `length` bytes past the limit (its wording is the documented one).
  static func tooLong(_ length: Int) -> GeocodingError {
    .invalidParameter(
      name: "searchText", reason: "is \(length) bytes long; the limit is 2048 UTF-8 bytes")
  }

  static let textCases: [TextCase] = [
    TextCase(name: "empty text -> emptySearchText", text: "", error: .emptySearchText),
    TextCase(
      name: "whitespace and newlines -> emptySearchText", text: " \t\n\u{3000}\u{200B} ", error: .emptySearchText),
    TextCase(
      name: "10 MB of letters -> searchText too long", text: String(repeating: "a", count: 10_485_760),
      error: tooLong(10_485_760)),
    TextCase(
      name: "10 MB of spaces -> searchText too long (the limit applies as given)",
      text: String(repeating: " ", count: 10_485_760), error: tooLong(10_485_760)),
    TextCase(
      name: "one byte past the limit -> searchText too long",
      text: String(repeating: "b", count: OfflineLocator.maxSearchTextLength + 1),
      error: tooLong(OfflineLocator.maxSearchTextLength + 1)),
    TextCase(
      name: "2,048 bytes in one token (the typo walk's worst case) -> no error, no match",
      text: String(repeating: "k", count: OfflineLocator.maxSearchTextLength), error: nil),
    TextCase(
      name: "1,024 one-letter tokens (the City-Region fallback's worst case) -> no error, no match",
      text: String(repeating: "q ", count: 1_024), error: nil),
    TextCase(
      name: "a 64-byte token plus typo-prone words -> no error, no match",
      text: String(repeating: "westpalm ", count: 200), error: nil),
    TextCase(
      name: "control characters only -> no error, no match", text: "\u{1}\u{2}\u{7}\u{1B}[0m\u{7F}",
      error: nil),
    TextCase(
      name: "invalid UTF-8 decoded lossily (U+FFFD) -> no error, no match",
      text: String(decoding: [0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82], as: UTF8.self), error: nil),
    TextCase(name: "emoji only -> no error, no match", text: "☕️🏨👩‍👩‍👧‍👦🇫🇮", error: nil),
    TextCase(name: "right-to-left text (Arabic, Hebrew) -> no error, no match", text: "مقهى فندق מלון", error: nil),
    TextCase(name: "an RTL override around Latin text -> no error", text: "\u{202E}irem letoh\u{202C}", error: nil),
    TextCase(
      name: "combining marks stacked 500 deep -> no error, no match",
      text: "z" + String(repeating: "\u{301}", count: 500), error: nil),
    TextCase(name: "NUL bytes inside a name -> no error", text: "Hotel\u{0}Meri", error: nil),
  ]

  @Test("geocode(forSearchText:) and suggest on hostile text", arguments: textCases)
  func hostileText(_ item: TextCase) async throws {
    let locator = OfflineBadInput.locator
    let before = locator.recordCount
    for call in ["geocode", "suggest"] {
      do {
        let count: Int
        if call == "geocode" {
          count = try await locator.geocode(.searchText(item.text), parameters: GeocodeParameters()).count
        } else {
          count = try await locator.suggest(item.text, parameters: SuggestParameters()).count
        }
        #expect(item.error == nil, "\(call) returned \(count) results instead of throwing")
        // None of the nine records has a name these texts spell (or one typo from it).
        if !item.name.contains("NUL") && !item.name.contains("RTL override") { #expect(count == 0, "\(call)") }
      } catch let error as GeocodingError {
        #expect(error == item.error, "\(call)")
      }
    }
    #expect(locator.recordCount == before)
    #expect(try await OfflineBadInput.answersGoodQuery())
  }

  @Test("regression: long pasted text in suggest answers at once, without the (n+1)(n+2) scratch rows")
  func regressionLongPastedSuggest() async throws {
    // 2,000 bytes of a name typed with a typo at its start: the typo-prefix walk once allocated
    // (n + 1)(n + 2) integers (32 MB here) and walked them; the typo machinery now looks at 64 bytes.
    let pasted = "Hotl Meri " + String(repeating: "and more pasted words ", count: 90)
    #expect(pasted.utf8.count <= OfflineLocator.maxSearchTextLength)
    let suggestions = try await OfflineBadInput.locator.suggest(pasted, parameters: SuggestParameters())
    #expect(suggestions.isEmpty)
    let ranges = OfflineBadInput.locator.indexes[0].names.fuzzyPrefixRanges(Array(pasted.utf8), maxEdits: 1)
    #expect(ranges.isEmpty)
    let longest = Array(String(repeating: "hotel meri", count: 6).prefix(OfflineLocator.maxTypoKeyLength).utf8)
    // At the bound the walk still runs ("hotel meri" is a prefix of the key within no edit).
    #expect(!OfflineBadInput.locator.indexes[0].names.fuzzyPrefixRanges(Array(longest.prefix(11)), maxEdits: 1).isEmpty)
  }

  @Test("regression: a name with a 1,000-word qualifier scores the full penalty at once (was O(n^3) per record)")
  func regressionLongQualifier() async throws {
    // "Springfield" matches both invented Springfields exactly (100); none of the 1,000 "x" words
    // matches their fields, and the penalty is capped at 40, so both score 60, larger rank first.
    let text = "Springfield, " + String(repeating: "x ", count: 1_000)
    let results = try await OfflineBadInput.locator.geocode(.searchText(text), parameters: GeocodeParameters())
    #expect(results.map(\.score) == [60, 60])
    #expect(results.map { $0.attributes["Region"] as? String } == ["Missouri", "Illinois"])
    var matcher = QualifierMatcher([String(repeating: "x ", count: 1_000)])
    #expect(matcher.qualifiers.joined().count == QualifierMatcher.maxTokens)
    #expect(matcher.surplus == 1_000 - QualifierMatcher.maxTokens)
    #expect(matcher.penalty(OfflineBadInput.locator.indexes[0].store, 5) == 40)
  }

  @Test("WordTypoVariants: a 2,000-letter token and 1,000 tokens give no corrections past the bounds")
  func wordVariantsBounded() {
    #expect(WordTypoVariants.variants(of: Array(String(repeating: "w", count: 2_000).utf8)).isEmpty)
    // Within the bounds it still corrects: "westpalm" -> "w palm" (a space inserted after "west").
    #expect(
      WordTypoVariants.variants(of: Array("westpalm beach".utf8)).contains { $0.key == Array("w palm beach".utf8) })
    let many = Array(String(repeating: "est ", count: 1_000).utf8)
    #expect(WordTypoVariants.variants(of: many).isEmpty)
  }
}
