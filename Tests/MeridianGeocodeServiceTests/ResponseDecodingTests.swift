import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// The JSON reading under the decoders: escapes, numbers, nesting and malformed text.
@Suite("Response decoding")
struct ResponseDecodingTests {
  @Test("String escapes, \\u escapes and surrogate pairs decode to the right text")
  func escapes() throws {
    // "Caf\u00e9 \ud83d\ude00" is "Café 😀" (U+00E9, and U+1F600 as the surrogate pair D83D DE00).
    let json = #"{"suggestions":[{"text":"Caf\u00e9 \ud83d\ude00 \"q\" a\/b\tc","magicKey":"k"}]}"#
    let suggestion = try #require(try GeocodeServiceDecoder.suggestions(from: Data(json.utf8)).first)
    #expect(suggestion.label == "Café 😀 \"q\" a/b\tc")
    let raw = #"{"suggestions":[{"text":"Île-de-France, 東京","isCollection":true}]}"#
    let plain = try #require(try GeocodeServiceDecoder.suggestions(from: Data(raw.utf8)).first)
    #expect(plain.label == "Île-de-France, 東京")
    #expect(plain.isCollection)
    #expect(plain.magicKey == nil)
  }

  @Test("JSON integers become Int, other numbers Double, and exponents are read")
  func numbers() throws {
    let json = #"""
      {"candidates":[{"address":"A","location":{"x":-1.5e2,"y":2E-1},"score":99.52,
        "attributes":{"ResultID":7,"Rank":18.5,"Big":12345678901234,"Neg":-3,"Zero":0.0}}]}
      """#
    let result = try #require(try GeocodeServiceDecoder.candidates(from: Data(json.utf8)).first)
    #expect(result.displayLocation == Point(x: -150, y: 0.2))
    #expect(result.score == 99.52)
    #expect(result.attributes["ResultID"] as? Int == 7)
    #expect(result.attributes["Rank"] as? Double == 18.5)
    #expect(result.attributes["Big"] as? Int == 12_345_678_901_234)
    #expect(result.attributes["Neg"] as? Int == -3)
    #expect(result.attributes["Zero"] as? Double == 0)
  }

  @Test(
    "Malformed JSON is a decoding error of the body, saying where it broke",
    arguments: [
      "", "{", #"{"candidates":[}"#, #"{"candidates":[1,]}"#, "{\"a\":\"\u{01}\"}", #"{"a":01}"#, #"{"a":tru}"#,
      #"{"a":"\q"}"#, #"{"a":1} x"#, #"{"a":-}"#, #"{"a":1.}"#,
    ])
  func malformed(text: String) {
    let error = #expect(throws: GeocodingError.self) { try GeocodeServiceDecoder.candidates(from: Data(text.utf8)) }
    guard case .decoding(let field, let message)? = error else {
      Issue.record("expected a decoding error for \(text), got \(String(describing: error))")
      return
    }
    #expect(field == "(body)")
    #expect(message.contains("at byte"))
  }

  @Test("Deep nesting is refused instead of overflowing the stack")
  func deepNesting() {
    let text = String(repeating: "[", count: 100_000)
    #expect(throws: GeocodingError.self) { try GeocodeServiceDecoder.candidates(from: Data(text.utf8)) }
  }

  @Test("A repeated member name resolves to its last value")
  func repeatedName() throws {
    let json = #"{"candidates":[{"address":"first","address":"second","score":1}]}"#
    #expect(try GeocodeServiceDecoder.candidates(from: Data(json.utf8)).first?.label == "second")
  }

  @Test("A candidate without extent, a null attribute and an empty candidate list")
  func lenientShapes() throws {
    let json = #"""
      {"spatialReference":{"wkid":4326},"candidates":[
        {"address":"A","location":{"x":1.5,"y":2.5},"score":88.5,"attributes":{"PlaceName":null,"Rank":18.5,"Open":true}}]}
      """#
    let result = try #require(try GeocodeServiceDecoder.candidates(from: Data(json.utf8)).first)
    #expect(result.extent == nil)
    #expect(result.attributes["PlaceName"] == nil)
    #expect(result.attributes.keys.contains("PlaceName") == false)
    #expect(result.attributes["Rank"] as? Double == 18.5)
    #expect(result.attributes["Open"] as? Bool == true)
    #expect(try GeocodeServiceDecoder.candidates(from: Data(#"{"candidates":[]}"#.utf8)).isEmpty)
  }

  @Test("Malformed candidates give decoding errors naming the field")
  func malformed() throws {
    let cases: [(String, String)] = [
      (#"{"candidates":[{"address":"A","location":{"x":"east","y":2},"score":1}]}"#, "candidates[0].location.x"),
      (#"{"candidates":[{"address":"A","score":"high"}]}"#, "candidates[0].score"),
      (#"{"candidates":[{"location":{"x":1,"y":2},"score":1}]}"#, "candidates[0].address"),
      (#"{"candidates":[{"address":"A","score":140}]}"#, "candidates[0].score"),
      (#"{"candidates":{}}"#, "candidates"),
      (#"{"cand":[]}"#, "candidates"),
      (#"{"candidates":[],"spatialReference":{"wkid":4326.5}}"#, "spatialReference.wkid"),
      ("<html>Bad Gateway</html>", "(body)"),
    ]
    for (json, field) in cases {
      let error = #expect(throws: GeocodingError.self) { try GeocodeServiceDecoder.candidates(from: Data(json.utf8)) }
      guard case .decoding(let named, _)? = error else {
        Issue.record("expected a decoding error for \(json), got \(String(describing: error))")
        continue
      }
      #expect(named == field, "for \(json)")
    }
  }
}
