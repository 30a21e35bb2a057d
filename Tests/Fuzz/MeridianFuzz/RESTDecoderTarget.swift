import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding

/// Every REST decoder: a body decodes to a typed ``GeocodingError`` or to results whose scores are in
/// 0...100 and whose coordinates are finite (and on the globe, when geographic).
///
/// Modes (first byte): `c` findAddressCandidates, `s` suggest, `r` reverseGeocode, `b` geocodeAddresses
/// keyed by ResultID, `q` geocodeAddresses joined to three queries, `i` the service root.
enum RESTDecoderTarget: FuzzTarget {
  static let name = "rest-decoders"

  static func run(_ input: [UInt8]) {
    let (mode, body) = split(input)
    let data = Data(body)
    do {
      switch mode {
      case UInt8(ascii: "s"):
        _ = try GeocodeServiceDecoder.suggestions(from: data)
      case UInt8(ascii: "r"):
        let input = Point(x: 24.94, y: 60.17, spatialReference: .wgs84)
        let results = try GeocodeServiceDecoder.reverseGeocode(from: data, inputLocation: input)
        for (index, result) in results.enumerated() { ResultChecks.check(result, "reverse[\(index)]") }
      case UInt8(ascii: "b"):
        let records = try GeocodeServiceDecoder.batch(from: data)
        for (id, result) in records { if let result { ResultChecks.check(result, "batch[\(id)]") } }
      case UInt8(ascii: "q"):
        let queries: [GeocodeQuery] = [.searchText("a"), .searchText("b"), .searchValues(["City": "c"])]
        let outcomes = try GeocodeServiceDecoder.batch(from: data, queries: queries)
        expect(outcomes.count == queries.count, "batch join returned \(outcomes.count) outcomes for 3 queries")
        for (index, outcome) in outcomes.enumerated() {
          switch outcome {
          case .success(let results):
            for result in results { ResultChecks.check(result, "join[\(index)]") }
          case .failure(let error): expectTyped(error, [GeocodingError.self], "batch join outcome \(index)")
          }
        }
      case UInt8(ascii: "i"):
        let info = try GeocodeServiceDecoder.locatorInfo(from: data, name: "World")
        if let size = info.maxBatchSize { expect(size > 0, "service root gave a max batch size of \(size)") }
      default:
        let results = try GeocodeServiceDecoder.candidates(from: data)
        for (index, result) in results.enumerated() { ResultChecks.check(result, "candidates[\(index)]") }
      }
    } catch {
      expectTyped(error, [GeocodingError.self], "GeocodeServiceDecoder mode \(Character(Unicode.Scalar(mode)))")
    }
  }
}
