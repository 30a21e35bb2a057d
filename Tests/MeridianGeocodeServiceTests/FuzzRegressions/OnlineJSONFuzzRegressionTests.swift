import Foundation
import InternalMeridianUtilities
import Testing

@testable import MeridianGeocodeService
@testable import MeridianGeocoding

/// Inputs the `online-json` fuzz target found (Tests/Fuzz/Regressions/online-json/), fed through the parser
/// and the public decoders.
@Suite("Fuzz regressions: online JSON parser")
struct OnlineJSONFuzzRegressionTests {
  /// `number-overflows-to-infinity`: the text `1e400`. RFC 8259 numbers have no infinity, and a decoder
  /// that is handed one passes it on as a coordinate or a score; the parser must refuse it.
  @Test("regression (fuzz online-json): JSONParser.parse(\"1e400\") throws, not .double(.infinity)")
  func numberOverflowingToInfinityIsRefused() {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data("1e400".utf8)) }
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data("[-1e400]".utf8)) }
  }

  /// The same number in a candidate's location, through the public decoder: a typed decoding error.
  @Test("regression (fuzz online-json): candidates(from:) with location.x 1e400 throws GeocodingError.decoding")
  func infiniteCoordinateIsADecodingError() {
    let body = #"{"candidates":[{"address":"A","location":{"x":1e400,"y":0},"score":100,"attributes":{}}]}"#
    #expect {
      try GeocodeServiceDecoder.candidates(from: Data(body.utf8))
    } throws: { error in
      guard case .decoding = error as? GeocodingError else { return false }
      return true
    }
  }
}
