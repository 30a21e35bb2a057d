import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// The responses recorded from a real Nominatim 5.3.3 serving the Helsinki extract (see
/// Fixtures/Nominatim/README.md and requests.tsv for how and with which request each was recorded).
enum NominatimFixture {
  static func data(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
    try Fixture.data(name, subdirectory: "Fixtures/Nominatim", sourceLocation: sourceLocation)
  }

  /// The results of a recorded `/search` or `/lookup` answer, with every attribute.
  static func results(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [GeocodeResult] {
    try NominatimDecoder.results(from: try data(name, sourceLocation: sourceLocation))
  }

  /// The one result of a recorded answer.
  static func only(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> GeocodeResult {
    let results = try results(name, sourceLocation: sourceLocation)
    #expect(results.count == 1, "\(name) holds \(results.count) places", sourceLocation: sourceLocation)
    return try #require(results.first, sourceLocation: sourceLocation)
  }
}

extension GeocodeResult {
  /// A text attribute, or `nil`.
  func text(_ name: String) -> String? { attributes[name] as? String }
}
